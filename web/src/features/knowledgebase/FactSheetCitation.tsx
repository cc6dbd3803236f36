import { useTranslation } from 'react-i18next';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { FactCitation } from '@tender/core';

/** 'Profiel.pdf, p. 3' with the quoted passage in a tooltip (focusable for keyboard users). */
export function FactSheetCitation({ citation }: { readonly citation: FactCitation }) {
  const { t } = useTranslation();
  const label =
    citation.page === null
      ? citation.documentName
      : t('factSheet.citation.page', { name: citation.documentName, page: citation.page });
  return (
    <Tooltip title={`“${citation.quote}”`} describeChild>
      <Typography
        variant="caption"
        color="text.secondary"
        tabIndex={0}
        data-testid="fact-citation"
        sx={{ textDecoration: 'underline dotted', cursor: 'help' }}
      >
        {label}
      </Typography>
    </Tooltip>
  );
}
