/**
 * A fact sheet entry's source: 'Profiel.pdf, p. 3' with the quoted passage in a tooltip. Inside
 * FactSheetCitations it is a button that opens the document in the viewer at that page, the
 * passage marked (issues 18, 19); Escape closes it and focus returns to the button.
 */
import { type ReactNode, createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { FactCitation } from '@tender/core';
import { KbDocumentViewer } from './KbDocumentViewer';

const OpenCitation = createContext<((citation: FactCitation) => void) | null>(null);

/** Lets the citations below open their documents of knowledge base `kbId`. */
export function FactSheetCitations({
  companyId,
  kbId,
  children,
}: {
  readonly companyId: string;
  readonly kbId: string;
  readonly children: ReactNode;
}) {
  const [open, setOpen] = useState<FactCitation | null>(null);
  return (
    <OpenCitation.Provider value={setOpen}>
      {children}
      {open && (
        <KbDocumentViewer
          address={{ companyId, knowledgeBaseId: kbId, documentId: open.documentId }}
          documentName={open.documentName}
          {...(open.page !== null ? { cited: { page: open.page, quote: open.quote } } : {})}
          onClose={() => setOpen(null)}
        />
      )}
    </OpenCitation.Provider>
  );
}

export function FactSheetCitation({ citation }: { readonly citation: FactCitation }) {
  const { t } = useTranslation();
  const open = useContext(OpenCitation);
  const label =
    citation.page === null
      ? citation.documentName
      : t('factSheet.citation.page', { name: citation.documentName, page: citation.page });
  return (
    <Tooltip title={`“${citation.quote}”`} describeChild>
      {open ? (
        <Link
          component="button"
          type="button"
          variant="caption"
          color="text.secondary"
          data-testid="fact-citation"
          onClick={() => open(citation)}
          sx={{ textAlign: 'start', verticalAlign: 'baseline' }}
        >
          {label}
        </Link>
      ) : (
        <Typography
          variant="caption"
          color="text.secondary"
          tabIndex={0}
          data-testid="fact-citation"
          sx={{ textDecoration: 'underline dotted', cursor: 'help' }}
        >
          {label}
        </Typography>
      )}
    </Tooltip>
  );
}
