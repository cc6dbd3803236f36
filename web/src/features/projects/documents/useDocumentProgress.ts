import { useEffect, useState } from 'react';
import { type DocumentProgress, rtdbPaths } from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';

/**
 * The processor's live progress of one document (Realtime Database), while `active`; null when
 * there is none yet (queued) or the listener failed (the status from Firestore still shows).
 */
export function useDocumentProgress(
  companyId: string,
  projectId: string,
  documentId: string,
  active: boolean,
): DocumentProgress | null {
  const { realtime } = useBackend();
  const path = rtdbPaths.documentProgress(companyId, projectId, documentId);
  // Kept with the path it belongs to, so a value never shows for another document.
  const [progress, setProgress] = useState<{ path: string; value: DocumentProgress | null }>();
  useEffect(() => {
    if (!active) return;
    return realtime.onValue<DocumentProgress>(
      path,
      (value) => setProgress({ path, value }),
      () => setProgress({ path, value: null }),
    );
  }, [realtime, path, active]);
  return active && progress?.path === path ? progress.value : null;
}
