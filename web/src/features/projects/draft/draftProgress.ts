/**
 * The generation job's live progress (RTDB /progress/{cid}/{pid}/draft) read as the step list shows
 * it. A job still 'running' past its deadline died without saying so (a crashed instance, a lost
 * connection): it is shown as failed, never as running forever.
 */
import { useEffect, useState } from 'react';
import {
  DRAFT_GENERATION_STEPS,
  type DraftGenerationStep,
  type DraftProgress,
  type Locale,
  LOCALE_TAGS,
  rtdbPaths,
} from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';

export type StepState = 'done' | 'running' | 'pending' | 'failed';

export interface StepRow {
  readonly step: DraftGenerationStep;
  readonly state: StepState;
  /** ms spent in the step so far (running) or in all (done); null when it has not started. */
  readonly elapsedMs: number | null;
}

export type JobPhase = 'running' | 'done' | 'failed' | 'cancelled';

/** The job's phase as the user should see it at `now`. */
export function jobPhase(progress: DraftProgress, now: number): JobPhase {
  if (progress.state === 'running' && now > progress.deadlineAt) return 'failed';
  return progress.state;
}

export function stepRows(progress: DraftProgress, now: number): StepRow[] {
  const phase = jobPhase(progress, now);
  const rows = DRAFT_GENERATION_STEPS.map((step): StepRow => {
    const times = progress.steps?.[step];
    if (!times) return { step, state: 'pending', elapsedMs: null };
    if (times.endedAt != null)
      return { step, state: 'done', elapsedMs: Math.max(0, times.endedAt - times.startedAt) };
    // Started and not ended: under way while the job runs; where it stopped otherwise.
    const end = phase === 'running' ? now : Math.min(now, progress.deadlineAt);
    const state: StepState =
      phase === 'running' ? 'running' : phase === 'cancelled' ? 'pending' : 'failed';
    return { step, state, elapsedMs: Math.max(0, end - times.startedAt) };
  });
  // Between two steps (or before the first) the job is still working towards the next one.
  if (phase === 'running' && !rows.some((r) => r.state === 'running')) {
    const next = rows.findIndex((r) => r.state === 'pending');
    if (next >= 0) rows[next] = { ...rows[next]!, state: 'running' };
  }
  return rows;
}

/** '3.4 s', '1 min 05 s' in English; '3,4 s', '1 min 05 s' in Dutch (the locale's decimal mark). */
export function formatElapsed(ms: number, locale: Locale): string {
  const tag = LOCALE_TAGS[locale];
  const seconds = ms / 1000;
  if (seconds < 60) {
    return new Intl.NumberFormat(tag, {
      style: 'unit',
      unit: 'second',
      unitDisplay: 'short',
      maximumFractionDigits: seconds < 10 ? 1 : 0,
    }).format(seconds);
  }
  const whole = Math.floor(seconds);
  const minutes = new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  }).format(Math.floor(whole / 60));
  const rest = new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'short',
    minimumIntegerDigits: 2,
  }).format(whole % 60);
  return `${minutes} ${rest}`;
}

/** The live progress of the project's draft generation; null when there is none (or unreadable). */
export function useDraftProgress(companyId: string, projectId: string): DraftProgress | null {
  const { realtime } = useBackend();
  const path = rtdbPaths.draftProgress(companyId, projectId);
  // Kept with its path, so a value never shows for another project.
  const [progress, setProgress] = useState<{ path: string; value: DraftProgress | null }>();
  useEffect(
    () =>
      realtime.onValue<DraftProgress>(
        path,
        (value) => setProgress({ path, value }),
        () => setProgress({ path, value: null }),
      ),
    [realtime, path],
  );
  return progress?.path === path ? progress.value : null;
}
