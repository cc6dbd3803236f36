/**
 * The draft's plan, requirement by requirement (issue 19): per section how many of its
 * requirements are covered and how long it is against its budget ("3 of 6 requirements covered,
 * 280 of ~1,000 words"); whether the draft is complete, and if not, what is missing; and the plan
 * itself in a dialog — each section with its weight and the buyer's requirements, where the
 * tender states them, and which are covered or still to write.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Draft, DraftRequirement, DraftSection } from '@tender/core';
import { sectionCheckNotes } from '@tender/core/services/drafts/draftCheckNotes';
import { wordCount } from '@tender/core/services/drafts/draftHtml';
import { draftGaps, jumpToGap } from './gapJump';

/** The highlight of a gap still to write, in the view, the editor and the checklist. */
export const GAP_STYLE = {
  bgcolor: 'warning.light',
  color: 'warning.contrastText',
  borderRadius: 0.5,
  px: 0.25,
} as const;

/**
 * "3 of 6 requirements covered, 280 of ~1,000 words, 1 to check": shown under a section's heading.
 */
export function SectionCoverage({ section }: { section: DraftSection }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const requirements = (section.requirements ?? []).filter((r) => r.status !== 'dropped');
  if (requirements.length === 0) return null;
  // Covered: answered by evidence. A requirement whose only evidence is a note to check (a
  // certificate named without its validity) is not. The notes still marked in the text are
  // counted, as the checklist and the export count them.
  const covered = requirements.filter((r) => r.status === 'covered').length;
  const checks = sectionCheckNotes(section).length;
  const coverage = t('draftPlan.coverage', {
    count: requirements.length,
    covered: number(covered),
    total: number(requirements.length),
    words: number(wordCount(section.body)),
    target: number(section.targetWords ?? 0),
  });
  return (
    <Chip
      size="small"
      variant="outlined"
      color={covered === requirements.length && checks === 0 ? 'success' : 'warning'}
      data-testid="section-coverage"
      // The sentence is the section's state; on a phone it wraps rather than being cut off.
      sx={{
        height: 'auto',
        maxWidth: '100%',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
      label={
        checks > 0
          ? t('draftPlan.coverageWithChecks', {
              coverage,
              checks: t('draftPlan.toCheck', { count: checks }),
            })
          : coverage
      }
    />
  );
}

/** Whether the draft is a complete first draft; if not, what is missing. */
export function DraftCompleteness({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const c = draft.completeness;
  if (!c || c.state === 'complete') return null;
  const first = draftGaps(draft)[0];
  return (
    // The button sits under the text, not in the alert's narrow action column, where a phone
    // broke "Naar het eerste gat" over four lines.
    <Alert severity="warning" data-testid="draft-incomplete">
      {c.reason === 'timeLimit' && <Box>{t('draftPlan.incomplete.timeLimit')}</Box>}
      {c.gaps > 0 && <Box>{t('draftPlan.incomplete.gaps', { count: c.gaps })}</Box>}
      {(c.checks ?? 0) > 0 && <Box>{t('draftPlan.incomplete.checks', { count: c.checks })}</Box>}
      {c.emptySections.length > 0 && (
        <Box>{t('draftPlan.incomplete.empty', { sections: c.emptySections.join(', ') })}</Box>
      )}
      {first && (
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          onClick={() => jumpToGap(first)}
          sx={{ mt: 1 }}
        >
          {t('draftPlan.gaps.first')}
        </Button>
      )}
    </Alert>
  );
}

const STATUS_COLOR = {
  covered: 'success',
  toCheck: 'warning',
  gap: 'warning',
  dropped: 'default',
} as const satisfies Record<DraftRequirement['status'], string>;

function PlanSection({ section, n }: { section: DraftSection; n: number }) {
  const { t } = useTranslation();
  const requirements = section.requirements ?? [];
  const title =
    section.weight !== null
      ? t('draftPlan.sectionWeight', { n, heading: section.heading, weight: section.weight })
      : t('draftPlan.section', { n, heading: section.heading });
  return (
    <Box component="section" aria-labelledby={`plan-${section.id}`} sx={{ mb: 2 }}>
      <Typography id={`plan-${section.id}`} variant="subtitle1" component="h3">
        {title}: {t('draftPlan.requirements', { count: requirements.length })}
      </Typography>
      <List dense disablePadding>
        {requirements.map((r) => (
          <ListItem key={r.id} disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Chip
              size="small"
              variant="outlined"
              color={STATUS_COLOR[r.status]}
              label={t(`draftPlan.status.${r.status}`)}
              sx={{ mt: 0.5, flexShrink: 0 }}
            />
            <ListItemText
              primary={r.text}
              secondary={[
                r.documentName
                  ? t('draftPlan.source', { document: r.documentName, page: r.page ?? '—' })
                  : null,
                r.translate ? t('draftPlan.translate') : null,
                ...(r.checks ?? []),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** The plan button and its dialog (keyboard: a button, a dialog with its title and a close). */
export function DraftPlanButton({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!draft.planBasis) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="draft-plan-open">
        {t('draftPlan.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="draft-plan-title"
        maxWidth="md"
        fullWidth
      >
        <DialogTitle id="draft-plan-title">{t('draftPlan.title')}</DialogTitle>
        <DialogContent dividers data-testid="draft-plan">
          <Typography sx={{ mb: 2 }}>{t(`draftPlan.basis.${draft.planBasis}`)}</Typography>
          {draft.content.map((s, i) => (
            <PlanSection key={s.id} section={s} n={i + 1} />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
