/**
 * The draft's checklist (issues 8 and 19): the tender's knock-out and suitability requirements as
 * whole requirements, each met (with its evidence, cited), open, or not applicable (an editor marks
 * it so, and can undo it), with where the tender states them; and under it every gap the sections
 * still hold ("Still to write"), each a way to its marked text (gapJump.ts), so that nothing left
 * to write is missed.
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Draft, DraftChecklistItem } from '@tender/core';
import { type CitationLookup, CitationMarker } from './DraftView';
import { draftChecks, draftGaps, jumpToGap } from './gapJump';

const STATUS_COLOR = {
  met: 'success',
  open: 'warning',
  notApplicable: 'default',
} as const satisfies Record<DraftChecklistItem['status'], string>;

/**
 * What is left before submitting, each a way to its marked text: the gaps still to write, or
 * (`checks`) the notes to check, such as a certificate named without its validity.
 */
function GapList({ draft, checks = false }: { draft: Draft; checks?: boolean }) {
  const { t } = useTranslation();
  const gaps = checks ? draftChecks(draft) : draftGaps(draft);
  if (gaps.length === 0) return null;
  const kind = checks ? 'checks' : 'gaps';
  return (
    <Box sx={{ mt: 2 }} data-testid={`draft-${kind}`}>
      <Typography variant="subtitle2" component="h4" id={`draft-${kind}-title`}>
        {t(`draftPlan.${kind}.title`, { count: gaps.length })}
      </Typography>
      <List dense disablePadding aria-labelledby={`draft-${kind}-title`}>
        {gaps.map((g) => (
          <ListItem key={g.id} disablePadding>
            {/* A gap is a way to its marked text in the draft (keyboard and pointer alike). */}
            <ListItemButton
              onClick={() => jumpToGap(g)}
              aria-label={
                checks
                  ? t('draftPlan.checks.goTo', { note: g.requirement, section: g.section })
                  : t('draftPlan.gaps.goTo', { requirement: g.requirement, section: g.section })
              }
              sx={{ px: 0, borderRadius: 1 }}
            >
              <ListItemText
                primary={g.requirement}
                secondary={g.section}
                slotProps={{
                  primary: {
                    sx: {
                      bgcolor: 'warning.light',
                      color: 'warning.contrastText',
                      px: 0.5,
                      borderRadius: 0.5,
                      display: 'inline',
                    },
                  },
                }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** An editor's switch: not applicable, or applicable again (met or open, as the job found). */
function MarkButton({
  item,
  onMark,
}: {
  item: DraftChecklistItem;
  onMark: (id: string, mark: 'notApplicable' | 'auto') => void;
}) {
  const { t } = useTranslation();
  const off = item.status === 'notApplicable';
  const key = off ? 'markApplicable' : 'markNotApplicable';
  return (
    <Button
      size="small"
      onClick={() => onMark(item.id, off ? 'auto' : 'notApplicable')}
      aria-label={t(`drafts.checklist.${key}Label`, { requirement: item.requirement })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t(`drafts.checklist.${key}`)}
    </Button>
  );
}

/** The parts of one checklist item, laid out as a table row or, on a phone, as a list item. */
function useItemParts(
  lookup: CitationLookup,
  onOpenCitation: (id: string) => void,
  onMark?: (id: string, mark: 'notApplicable' | 'auto') => void,
  onOpenSource?: (item: DraftChecklistItem) => (() => void) | undefined,
) {
  const { t } = useTranslation();
  return (item: DraftChecklistItem) => {
    const source = item.documentName
      ? t('draftPlan.source', { document: item.documentName, page: item.page ?? '—' })
      : null;
    // Where the tender states it opens there, the requirement marked, when the document is here.
    const open = onOpenSource?.(item);
    return {
      requirement: (
        <>
          {item.requirement}
          {source && (
            <Typography variant="caption" color="text.secondary" component="div">
              {open ? (
                <Link
                  component="button"
                  type="button"
                  onClick={open}
                  aria-label={t('drafts.checklist.openSource', { source })}
                  sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
                >
                  {source}
                </Link>
              ) : (
                source
              )}
            </Typography>
          )}
        </>
      ),
      status: (
        <>
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOR[item.status]}
            label={t(`drafts.checklist.${item.status}`)}
            data-testid="checklist-status"
          />
          {onMark && <MarkButton item={item} onMark={onMark} />}
        </>
      ),
      evidence: (
        <>
          {item.evidence ?? '—'}
          {item.citationIds.map((id) => (
            <CitationMarker key={id} id={id} lookup={lookup} onOpen={onOpenCitation} />
          ))}
        </>
      ),
    };
  };
}

export function Checklist({
  draft,
  lookup,
  onOpenCitation,
  onMark,
  onOpenSource,
}: {
  draft: Draft;
  lookup: CitationLookup;
  onOpenCitation: (id: string) => void;
  /** Given to an editor: marks an item not applicable or applicable again (saved with the draft). */
  onMark?: (id: string, mark: 'notApplicable' | 'auto') => void;
  /** Opens the tender document at the page that states the item, when it is in the project. */
  onOpenSource?: (item: DraftChecklistItem) => (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  // On a phone a three-column table hid the evidence and cut the mark button off at the edge
  // (Veenrijn inschrijvingsleidraad, 390 px): each requirement is a list item there instead.
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const parts = useItemParts(lookup, onOpenCitation, onMark, onOpenSource);
  return (
    <Box component="section" aria-labelledby="draft-checklist-title">
      <Typography id="draft-checklist-title" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('drafts.checklist.title')}
      </Typography>
      {draft.checklist.length === 0 ? (
        <Typography color="text.secondary">{t('drafts.checklist.empty')}</Typography>
      ) : compact ? (
        <List disablePadding aria-labelledby="draft-checklist-title">
          {draft.checklist.map((item) => {
            const p = parts(item);
            return (
              <ListItem
                key={item.id}
                divider
                disableGutters
                data-testid="checklist-item"
                sx={{ display: 'block', overflowWrap: 'anywhere' }}
              >
                <Box>{p.requirement}</Box>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, my: 0.5 }}
                >
                  {p.status}
                </Stack>
                <Typography variant="body2">
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {t('drafts.checklist.evidence')}:{' '}
                  </Box>
                  {p.evidence}
                </Typography>
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="draft-checklist-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('drafts.checklist.requirement')}</TableCell>
                <TableCell>{t('drafts.checklist.status')}</TableCell>
                <TableCell>{t('drafts.checklist.evidence')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {draft.checklist.map((item) => {
                const p = parts(item);
                return (
                  <TableRow key={item.id} data-testid="checklist-item">
                    <TableCell>{p.requirement}</TableCell>
                    <TableCell>
                      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                        {p.status}
                      </Stack>
                    </TableCell>
                    <TableCell>{p.evidence}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      <GapList draft={draft} />
      <GapList draft={draft} checks />
    </Box>
  );
}
