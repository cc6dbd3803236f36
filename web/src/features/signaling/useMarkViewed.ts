import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/toasts/toasts';
import { useBackend } from '../../backend/BackendContext';
import { signalingFailure } from './signalingFailure';

/**
 * Marks the open tender viewed for this user once per opening (when it is not already); a
 * failure says 'Failed to mark tender as viewed' and the tender stays open.
 */
export function useMarkViewed(tenderId: string | null, alreadyViewed: boolean | null) {
  const backend = useBackend();
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!tenderId || alreadyViewed !== false || asked.current === tenderId) return;
    asked.current = tenderId;
    backend.call('markTenderViewed', { tenderId }).catch((error: unknown) => {
      enqueueSnackbar(signalingFailure(error, 'signaling.errors.markViewed', t), {
        variant: 'error',
      });
    });
  }, [backend, tenderId, alreadyViewed, enqueueSnackbar, t]);
  useEffect(() => {
    if (!tenderId) asked.current = null;
  }, [tenderId]);
}
