import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../app/toasts/toasts';
import { Timestamp, refs, serverTimestamp, type Project } from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';
import { projectFailure } from '../shared/messages';

/**
 * Confirms a deadline the documents name into the project (the settings panel's suggestions and
 * the "moved" notice): the same write, permitted to whoever may edit the project (project.edit).
 */
export function useAcceptDeadline(companyId: string, projectId: string, project: Project) {
  const { t } = useTranslation();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  return async (at: number): Promise<void> => {
    const announcement = project.announcementDate?.toMillis() ?? null;
    try {
      await backend.docs.updateDoc(refs.project(companyId, projectId), {
        submissionDeadline: Timestamp.fromMillis(at),
        // Keep the rule "announcement on or before the deadline": an announcement after the
        // confirmed deadline cannot be right any more, so it is cleared rather than kept wrong.
        ...(announcement !== null && announcement > at ? { announcementDate: null } : {}),
        updatedAt: serverTimestamp(),
      });
      enqueueSnackbar(t('projects.settings.saved'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(projectFailure(error, 'projects.errors.settings', t), { variant: 'error' });
    }
  };
}
