import { useEffect, useState } from 'react';
import { rtdbPaths } from '@tender/core';
import type { TrainingProgress } from '@tender/core/services/training/trainKnowledgeBase';
import { useBackend } from '../../backend/BackendContext';

/** The training job's live progress (Realtime Database), while `active`; null when none yet. */
export function useTrainingProgress(
  companyId: string,
  kbId: string,
  active: boolean,
): TrainingProgress | null {
  const { realtime } = useBackend();
  const path = rtdbPaths.trainingProgress(companyId, kbId);
  const [progress, setProgress] = useState<{ path: string; value: TrainingProgress | null }>();
  useEffect(() => {
    if (!active) return;
    return realtime.onValue<TrainingProgress>(
      path,
      (value) => setProgress({ path, value }),
      () => setProgress({ path, value: null }),
    );
  }, [realtime, path, active]);
  return active && progress?.path === path ? progress.value : null;
}
