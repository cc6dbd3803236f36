/**
 * The tender brief of a document (issue 17 item 6): what is bought, by whom, procedure, deadlines,
 * award method, knock-outs, limits and what to submit, in the document's own language (core
 * builds and phrases it; this screen only lays it out). Every line names its page — the printed
 * number where it differs — and section; choosing a line opens that page with its quote marked,
 * as choosing a fact does.
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BriefCitation, TenderBrief } from '@tender/core';
import { pagePlace } from './factText';

export function BriefPanel({
  brief,
  onCite,
}: {
  brief: TenderBrief;
  onCite: (citation: BriefCitation) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} data-testid="tender-brief">
      <Typography variant="h6" component="h3">
        {t('documents.brief.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('documents.brief.intro')}
      </Typography>
      {/* One list, its sections laid out as cards side by side where the screen is wide. */}
      <Box
        component="ul"
        aria-label={t('documents.brief.title')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        {brief.sections.map((section) => (
          <Paper component="li" variant="outlined" key={section.kind} sx={{ overflow: 'hidden' }}>
            <List dense disablePadding>
              <ListSubheader
                disableSticky
                sx={{ lineHeight: 2.75, fontWeight: 600, color: 'text.primary' }}
                data-testid="brief-section"
                lang={brief.language}
              >
                {section.title}
              </ListSubheader>
              {section.lines.map((line, i) => {
                const where = pagePlace(line.citation.page, line.citation.pageLabel, t);
                return (
                  <ListItemButton
                    key={i}
                    onClick={() => onCite(line.citation)}
                    title={t('documents.brief.lineHint')}
                    data-testid="brief-line"
                    data-page={line.citation.page}
                    sx={{ pl: line.indent ? 4 : 2, py: 0.25 }}
                  >
                    <ListItemText
                      sx={{ my: 0.5 }}
                      primary={
                        <Stack
                          direction="row"
                          spacing={1}
                          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                        >
                          <span lang={brief.language}>{line.text}</span>
                          {line.check && (
                            <Chip
                              size="small"
                              variant="outlined"
                              color="warning"
                              label={t('documents.facts.check')}
                              title={t('documents.facts.checkHint')}
                            />
                          )}
                        </Stack>
                      }
                      secondary={
                        line.citation.section ? `${where} · ${line.citation.section}` : where
                      }
                      slotProps={{ secondary: { variant: 'caption' } }}
                    />
                  </ListItemButton>
                );
              })}
            </List>
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
