import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isTenderClosed } from '@tender/core';
import { useLocale } from '../../app/i18n/LocaleContext';
import { useFirstRowsFirst } from '../../hooks/useFirstRowsFirst';
import { ClosedChip } from './ClosedChip';
import { ScoreChip } from './ScoreChip';
import { formatTenderDate, tenderTitle } from './signalingFormat';
import { type MatchRow, placeOf } from './signalingView';

/** Matches a first paint has room for below the page's header and filters (rows of ~100 px). */
const FIRST_MATCHES = 8;

/**
 * One page of matches; unviewed open ones (by this user) are bold with a "New" marker, closed
 * ones (deadline passed or awarded) carry a "Closed" mark instead and are never "New".
 */
export function MatchList({
  rows,
  uid,
  openId,
  onOpen,
  nowMs,
}: {
  rows: readonly MatchRow[];
  uid: string;
  openId: string | null;
  onOpen: (id: string) => void;
  nowMs: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The rows below the window render a frame later (bench/large-company-lcp.mjs).
  const shown = rows.slice(0, useFirstRowsFirst(rows.length, FIRST_MATCHES));
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={t('signaling.list.label')}>
        {shown.map((row, i) => {
          const viewed = row.viewedBy.includes(uid);
          const closed = isTenderClosed(row.tender, nowMs);
          const isNew = !viewed && !closed;
          const place = placeOf(row);
          const deadline = row.tender.deadline?.toMillis();
          return (
            <ListItemButton
              key={row.id}
              divider={i < rows.length - 1}
              selected={row.id === openId}
              onClick={() => onOpen(row.id)}
              data-testid="signaling-row"
              data-viewed={viewed ? 'true' : 'false'}
              data-closed={closed ? 'true' : 'false'}
              sx={{ gap: 2, alignItems: 'flex-start', py: 1.5 }}
            >
              <ScoreChip score={row.score} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  {closed && <ClosedChip />}
                  {isNew && (
                    <Box
                      component="span"
                      sx={{
                        fontSize: 12,
                        fontWeight: 700,
                        color: 'primary.main',
                        textTransform: 'uppercase',
                        flexShrink: 0,
                      }}
                    >
                      {t('signaling.list.new')}
                    </Box>
                  )}
                  <Typography
                    component="span"
                    sx={{
                      fontWeight: isNew ? 700 : 400,
                      overflowWrap: 'anywhere',
                      minWidth: 0,
                      // Beside its marks while there is room; under them only on a narrow screen.
                      flex: '1 1 10rem',
                    }}
                  >
                    {tenderTitle(row.tender, locale)}
                  </Typography>
                </Stack>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {[
                    row.tender.buyer,
                    place,
                    t(`signaling.categories.${row.tender.category}`),
                    row.tender.publicationType
                      ? t(`signaling.noticeTypes.${row.tender.publicationType}`)
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('signaling.list.published', {
                    date: formatTenderDate(row.tender.publishedAt.toMillis(), locale),
                  })}
                  {deadline !== undefined &&
                    ` · ${t('signaling.list.deadline', { date: formatTenderDate(deadline, locale) })}`}
                </Typography>
              </Box>
            </ListItemButton>
          );
        })}
      </List>
    </Paper>
  );
}
