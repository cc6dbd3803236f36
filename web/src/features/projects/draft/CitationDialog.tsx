/** A citation opened from its marker: the source document, its page and the cited passage. */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { DraftCitation } from '@tender/core';

export function CitationDialog({
  number,
  citation,
  onClose,
  onOpenDocument,
}: {
  number: number;
  /** null: the marker names a citation the draft no longer has. */
  citation: DraftCitation | null;
  onClose: () => void;
  /** Given when the cited project document exists: opens it. */
  onOpenDocument?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby="citation-title" maxWidth="sm" fullWidth>
      <DialogTitle id="citation-title">{t('drafts.citation.title', { n: number })}</DialogTitle>
      <DialogContent data-testid="citation-panel">
        {citation ? (
          <>
            <Typography sx={{ fontWeight: 600 }}>{citation.documentName}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t(
                citation.source === 'tender'
                  ? 'drafts.citation.tender'
                  : 'drafts.citation.knowledgeBase',
              )}
              {citation.page !== null
                ? ` · ${t('drafts.citation.page', { page: citation.page })}`
                : ''}
            </Typography>
            <Box
              component="blockquote"
              sx={{
                m: 0,
                pl: 2,
                borderLeft: 3,
                borderColor: 'divider',
                fontStyle: 'italic',
                whiteSpace: 'pre-wrap',
              }}
            >
              {citation.quote}
            </Box>
          </>
        ) : (
          <Typography>{t('drafts.citation.missing')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        {onOpenDocument && (
          <Button onClick={onOpenDocument}>{t('drafts.citation.openDocument')}</Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
