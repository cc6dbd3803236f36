import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { isInProgress, useProjectDocuments } from './useProjectDocuments';

/**
 * Shown at the top of a project while any document is uploaded or being processed (spec §2,
 * "processing alert"); disappears by itself when processing completes or fails.
 */
export function ProcessingAlert({
  companyId,
  projectId,
  contentEditable,
}: {
  companyId: string;
  projectId: string;
  /** A submitted project takes no uploads; it still says when its documents are being read. */
  contentEditable: boolean;
}) {
  const { t } = useTranslation();
  const documents = useProjectDocuments(companyId, projectId);
  if (documents.status === 'error') {
    return (
      <Alert severity="error" data-testid="processing-alert">
        {t('documents.processing.checkFailed')}
      </Alert>
    );
  }
  if (documents.status !== 'ready') return null;
  const count = documents.data.filter((d) => isInProgress(d.data)).length;
  if (count === 0) return null;
  return (
    <Alert
      severity="info"
      data-testid="processing-alert"
      icon={<CircularProgress size={20} aria-hidden />}
      role="status"
    >
      {t('documents.processing.running', { count })}
      {contentEditable ? ` ${t('documents.processing.keepWorking')}` : ''}
    </Alert>
  );
}
