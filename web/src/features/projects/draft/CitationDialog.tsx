/**
 * A citation opened from its marker: the source document, its page and the cited passage, and
 * Open document. A knowledge-base document removed since it was cited says so instead (issue 18).
 */
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { DraftCitation } from '@tender/core';
import { useMemberSession } from '../../../app/session/useMemberSession';
import { kbDocumentState, useKbDocument } from '../../knowledgebase';
import { kbAddressOf } from './useCitedDocument';

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
  /** Given when the cited document can be opened: opens it. */
  onOpenDocument?: () => void;
}) {
  const { t } = useTranslation();
  const companyId = useMemberSession()?.companyId;
  const kb = useKbDocument(companyId ? kbAddressOf(companyId, citation) : null);
  const gone = kbDocumentState(kb) === 'missing';
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
            {gone && (
              <Alert severity="info" sx={{ mt: 2 }} data-testid="citation-document-gone">
                {t('drafts.citation.kbDeleted')}
              </Alert>
            )}
          </>
        ) : (
          <Typography>{t('drafts.citation.missing')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        {onOpenDocument && !gone && (
          <Button onClick={onOpenDocument}>{t('drafts.citation.openDocument')}</Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
