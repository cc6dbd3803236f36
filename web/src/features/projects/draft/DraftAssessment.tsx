/**
 * A section's self-assessment under its text (issue 19): what is still to write, what is to check
 * before submitting, what is covered. Hidden when the draft is printed.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckBoxOutlineBlankOutlined from '@mui/icons-material/CheckBoxOutlineBlankOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import type { DraftSection } from '@tender/core';
import { PRINT } from './print/draftPrint';

/**
 * The stored to-do list holds the gaps and the requirements whose only evidence is a note to check
 * (draftWriteLocal.sectionRecord). Evidence that is there but to be verified is not "missing", so
 * those requirements get their own list, read from the requirements' status.
 */
function splitToCheck(section: DraftSection): { missing: string[]; toCheck: string[] } {
  const toCheckTexts = new Set(
    (section.requirements ?? []).filter((r) => r.status === 'toCheck').map((r) => r.text),
  );
  const { missing } = section.assessment;
  return {
    missing: missing.filter((item) => !toCheckTexts.has(item)),
    toCheck: missing.filter((item) => toCheckTexts.has(item)),
  };
}

/** One list of the self-assessment under its heading, each item with the list's icon. */
function AssessmentList({
  heading,
  items,
  icon,
  first = false,
  testId,
}: {
  heading: string;
  items: readonly string[];
  icon: ReactNode;
  first?: boolean;
  testId?: string;
}) {
  return (
    <>
      <Typography variant="subtitle2" component="h4" sx={first ? undefined : { mt: 1 }}>
        {heading}
      </Typography>
      <List dense disablePadding data-testid={testId}>
        {items.map((item, i) => (
          <ListItem key={i} disableGutters>
            <ListItemIcon sx={{ minWidth: 28 }}>{icon}</ListItemIcon>
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

export function Assessment({ section }: { section: DraftSection }) {
  const { t } = useTranslation();
  const { covered } = section.assessment;
  const { missing, toCheck } = splitToCheck(section);
  return (
    <Box
      className={PRINT.hidden}
      sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
      data-testid="section-assessment"
    >
      {missing.length > 0 ? (
        <AssessmentList
          first
          heading={t('drafts.assessment.missing')}
          items={missing}
          icon={<CheckBoxOutlineBlankOutlined fontSize="small" color="warning" />}
        />
      ) : (
        <Typography variant="body2">{t('drafts.assessment.complete')}</Typography>
      )}
      {toCheck.length > 0 && (
        <AssessmentList
          heading={t('drafts.assessment.toCheck')}
          items={toCheck}
          icon={<FactCheckOutlined fontSize="small" color="warning" />}
          testId="section-assessment-to-check"
        />
      )}
      {covered.length > 0 && (
        <AssessmentList
          heading={t('drafts.assessment.covered')}
          items={covered}
          icon={<CheckOutlined fontSize="small" color="success" />}
        />
      )}
    </Box>
  );
}
