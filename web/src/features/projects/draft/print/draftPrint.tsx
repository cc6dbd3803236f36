/**
 * Printing the draft (and so "Save as PDF" in the browser's print dialog): only the draft is
 * printed — its title, sections and a footnote-style list of sources — in black on white, each
 * section from a new page; the app's navigation, sidebar, buttons and the editor's chrome are left
 * out. The draft view wraps itself in DraftPrintLayout and marks its parts with PRINT classes.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { Draft, DraftCitation } from '@tender/core';
import type { DraftExportMeta } from '../export/draftToDocx';
import { printOnly } from '../../../../components/print/printOnly';

/** Class names the draft view puts on its parts. */
export const PRINT = {
  /** The printed draft: everything outside it is left out of the print. */
  root: 'draft-print-root',
  /** Not printed: toolbars, editor menus, messages, to-do lists (buttons and chips never are). */
  hidden: 'print-hidden',
  /** Printed only: the title block and the list of sources. */
  only: 'print-only',
  /** A section (or its heading): it starts on a new page. */
  sectionHeading: 'draft-print-section-heading',
  /** A citation marker: printed as a superscript number, not as a button. */
  citation: 'draft-print-citation',
} as const;

const root = `.${PRINT.root}`;

/** The print rules: only the draft on paper (printOnly), in black on white. */
export const DRAFT_PRINT_CSS = `
.${PRINT.only} { display: none; }
@media print {
  @page { margin: 2cm; }
  html, body { background: #fff !important; }
${printOnly(root)}
  ${root}, ${root} * {
    color: #000 !important;
    background: transparent !important;
    box-shadow: none !important;
  }
  ${root} .${PRINT.only} { display: block !important; }
  ${root} .${PRINT.hidden},
  ${root} .MuiButton-root,
  ${root} .MuiIconButton-root,
  ${root} .MuiFab-root,
  ${root} .MuiToggleButtonGroup-root,
  ${root} .MuiChip-root,
  ${root} .MuiLinearProgress-root,
  ${root} .MuiCircularProgress-root,
  ${root} [role='toolbar'],
  .MuiTooltip-popper,
  .MuiSnackbar-root { display: none !important; }
  ${root} .${PRINT.sectionHeading} { break-before: page; page-break-before: always; }
  ${root} h1, ${root} h2, ${root} h3, ${root} h4 { break-after: avoid; page-break-after: avoid; }
  ${root} li, ${root} tr { break-inside: avoid; }
  ${root} .${PRINT.citation} {
    display: inline !important;
    vertical-align: super;
    font-size: 0.7em;
    line-height: 0;
    padding: 0 !important;
    min-width: 0 !important;
    border: 0 !important;
    text-decoration: none !important;
  }
  ${root} [contenteditable] { outline: none !important; caret-color: transparent; }
  ${root} .ProseMirror-gapcursor, ${root} .ProseMirror-dropcursor { display: none !important; }
}
`;

/** Inserts the print rules while the draft is on the page. */
export function DraftPrintStyles() {
  return <GlobalStyles styles={DRAFT_PRINT_CSS} />;
}

/**
 * Wraps the draft view: the print rules, a printed-only title block (title, tender reference,
 * company) before it and the printed-only list of sources after it.
 */
export function DraftPrintLayout({
  draft,
  meta,
  children,
}: {
  draft: Pick<Draft, 'title' | 'citations'>;
  /** The same facts the Word export puts on its title page. */
  meta: Pick<DraftExportMeta, 'companyName' | 'tenderReference' | 'projectName'>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { companyName, tenderReference } = meta;
  return (
    <Box className={PRINT.root} data-testid="draft-print-root">
      <DraftPrintStyles />
      <Box className={PRINT.only} data-testid="draft-print-title" sx={{ mb: 4 }}>
        <Typography variant="h3" component="p">
          {draft.title.trim() || meta.projectName}
        </Typography>
        {tenderReference && (
          <Typography>
            {t('drafts.export.docx.tenderReference')}: {tenderReference}
          </Typography>
        )}
        {companyName && (
          <Typography>
            {t('drafts.export.docx.submittedBy')}: {companyName}
          </Typography>
        )}
      </Box>
      {children}
      <DraftPrintSources citations={draft.citations} />
    </Box>
  );
}

/** The sources as footnotes at the end of the print: number, document, page and the passage. */
export function DraftPrintSources({ citations }: { citations: readonly DraftCitation[] }) {
  const { t } = useTranslation();
  if (citations.length === 0) return null;
  return (
    <Box
      component="section"
      className={PRINT.only}
      data-testid="draft-print-sources"
      sx={{ mt: 4, fontSize: '0.85em' }}
    >
      <Typography variant="h6" component="h2">
        {t('drafts.export.printSources')}
      </Typography>
      <Box component="ol" sx={{ pl: 3 }}>
        {citations.map((c) => (
          <li key={c.id} id={`draft-print-source-${c.id}`}>
            {c.documentName}
            {c.page != null && `, ${t('drafts.export.docx.page', { page: c.page })}`}
            {c.quote.trim() && `: \u201C${c.quote.trim()}\u201D`}
          </li>
        ))}
      </Box>
    </Box>
  );
}
