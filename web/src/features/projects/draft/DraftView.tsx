/**
 * The generated draft as a reader sees it: each section with its heading, its text (sanitized:
 * draftHtml.tsx), citation markers that open the cited passage, and its self-assessment as a to-do
 * list of missing evidence; then the knock-out checklist, each requirement met (with its evidence)
 * or open.
 */
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Draft, DraftCitation, DraftSection } from '@tender/core';
import { CitationDialog } from './CitationDialog';
import { Assessment } from './DraftAssessment';
import { Checklist } from './DraftChecklist';
import { DraftCompleteness, DraftPlanButton, GAP_STYLE, SectionCoverage } from './DraftPlanView';
import { parseDraftHtml, renderDraftNodes } from './draftHtml';
import { DraftVisual } from './DraftVisual';
import { PRINT } from './print/draftPrint';

export interface CitationLookup {
  readonly byId: ReadonlyMap<string, { citation: DraftCitation; number: number }>;
}

/** Citations are numbered in the order the draft lists them ([1], [2], …), as the export numbers them. */
export function citationLookup(citations: readonly DraftCitation[]): CitationLookup {
  return { byId: new Map(citations.map((c, i) => [c.id, { citation: c, number: i + 1 }])) };
}

export function CitationMarker({
  id,
  lookup,
  onOpen,
}: {
  id: string;
  lookup: CitationLookup;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const number = lookup.byId.get(id)?.number;
  const label = number !== undefined ? String(number) : '?';
  return (
    <Link
      component="button"
      type="button"
      className={PRINT.citation}
      onClick={() => onOpen(id)}
      aria-label={t('drafts.citation.open', { n: label })}
      sx={{ verticalAlign: 'super', fontSize: '0.75em', mx: 0.25, lineHeight: 1 }}
    >
      [{label}]
    </Link>
  );
}

export function SectionBody({
  body,
  lookup,
  onOpenCitation,
}: {
  body: string;
  lookup: CitationLookup;
  onOpenCitation: (id: string) => void;
}) {
  const nodes = useMemo(() => parseDraftHtml(body), [body]);
  return (
    <Box
      className="draft-section-body"
      sx={{
        typography: 'body1',
        '& p': { my: 1 },
        '& h4': { typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 1 },
        '& ul, & ol': { pl: 3, my: 1 },
        '& mark': GAP_STYLE,
        // A gap jumped to from the "Still to write" list shows where the writer landed.
        '& mark:focus': { outline: 2, outlineColor: 'warning.main', outlineOffset: 2 },
      }}
    >
      {renderDraftNodes(
        nodes,
        (id, key) => (
          <CitationMarker key={key} id={id} lookup={lookup} onOpen={onOpenCitation} />
        ),
        'n',
        (id, alt, key) => (
          <DraftVisual key={key} visualId={id} alt={alt} />
        ),
      )}
    </Box>
  );
}

export function DraftView({
  draft,
  onOpenDocument,
  renderSection,
  sectionActions,
  onMarkChecklist,
  writing = false,
}: {
  draft: Draft;
  /** The project document a 'tender' citation names, when it still exists: a function opening it. */
  onOpenDocument?: (citation: DraftCitation) => (() => void) | undefined;
  /** Replaces a section's read-only body (the editor). */
  renderSection?: (section: DraftSection, body: ReactNode) => ReactNode;
  /** Buttons beside a section's heading (regenerate). */
  sectionActions?: (section: DraftSection) => ReactNode;
  /** Given to an editor: marks a checklist item not applicable, or applicable again. */
  onMarkChecklist?: (id: string, mark: 'notApplicable' | 'auto') => void;
  /**
   * The draft is still being written (revision 0): its sections so far are shown; the knock-out
   * checklist is made after them, so it is not shown as empty meanwhile.
   */
  writing?: boolean;
}) {
  const { t } = useTranslation();
  const lookup = useMemo(() => citationLookup(draft.citations), [draft.citations]);
  const [open, setOpen] = useState<string | null>(null);
  const opened = open !== null ? lookup.byId.get(open) : undefined;
  const openDocument = opened ? onOpenDocument?.(opened.citation) : undefined;

  return (
    <Stack spacing={3} data-testid="draft-view">
      {!writing && draft.planBasis && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }} className={PRINT.hidden}>
          <DraftCompleteness draft={draft} />
          <DraftPlanButton draft={draft} />
        </Stack>
      )}
      {draft.content.map((section) => {
        const body = <SectionBody body={section.body} lookup={lookup} onOpenCitation={setOpen} />;
        return (
          <Box
            component="article"
            className={PRINT.sectionHeading}
            key={section.id}
            aria-labelledby={`draft-section-${section.id}`}
            data-testid="draft-section"
          >
            {/* Heading and actions on one line (they wrap below the heading on a phone), chips under it. */}
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
            >
              <Typography
                id={`draft-section-${section.id}`}
                variant="h3"
                sx={{ fontSize: '1.15rem', flexGrow: 1 }}
              >
                {section.heading}
              </Typography>
              {sectionActions && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {sectionActions(section)}
                </Stack>
              )}
            </Stack>
            {(section.weight !== null || section.targetWords !== null) && (
              <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 1 }}>
                {section.weight !== null && (
                  <Chip
                    size="small"
                    label={t('drafts.section.weight', { weight: section.weight })}
                  />
                )}
                {section.targetWords !== null && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t('drafts.section.targetWords', { count: section.targetWords })}
                  />
                )}
                <SectionCoverage section={section} />
              </Stack>
            )}
            {renderSection ? renderSection(section, body) : body}
            <Assessment section={section} />
          </Box>
        );
      })}
      {!writing && (
        <Checklist
          draft={draft}
          lookup={lookup}
          onOpenCitation={setOpen}
          onOpenSource={(item) =>
            item.documentName && item.page
              ? onOpenDocument?.({
                  id: '',
                  source: 'tender',
                  documentId: '',
                  documentName: item.documentName,
                  knowledgeBaseId: null,
                  page: item.page,
                  quote: item.requirement,
                })
              : undefined
          }
          {...(onMarkChecklist ? { onMark: onMarkChecklist } : {})}
        />
      )}
      {open !== null && (
        <CitationDialog
          number={opened?.number ?? 0}
          citation={opened?.citation ?? null}
          onClose={() => setOpen(null)}
          onOpenDocument={
            openDocument
              ? () => {
                  setOpen(null);
                  openDocument();
                }
              : undefined
          }
        />
      )}
    </Stack>
  );
}
