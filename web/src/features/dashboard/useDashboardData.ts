import { useCallback, useEffect, useState } from 'react';
import { rtdbPaths } from '@tender/core';
import {
  type DashboardData,
  type DashboardFirestoreRows,
  type LoadDashboardInput,
  type ProgressTree,
  completeDashboard,
  pendingDashboard,
  readDashboardFirestore,
  settleProgress,
} from '@tender/core/services/dashboard/index';
import { useBackend } from '../../backend/BackendContext';
import type { RealtimeApi } from '../../backend/types';
import { useSessionState } from '../../app/session/SessionContext';

export type DashboardState =
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'ready'; data: DashboardData };

const LOADING: DashboardState = { status: 'loading' };
/** Pauses before loading again after a refusal (about 3.5 s in all, then the error shows). */
const REFUSAL_RETRIES_MS = [500, 1000, 2000];

function isPermissionDenied(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'permission-denied';
}

/**
 * How long the dashboard waits for the Realtime Database's progress before it shows the Firestore
 * figures without it ("progress unavailable"): an unreachable database never answers at all, and
 * the SDK keeps retrying behind the scenes (issue 22: skeletons forever).
 */
export const PROGRESS_READ_TIMEOUT_MS = 6_000;

/** The first value at a Realtime Database path, then the listener is gone (one read per load). */
export function readOnce<T>(
  realtime: RealtimeApi,
  path: string,
  timeoutMs = PROGRESS_READ_TIMEOUT_MS,
): Promise<T | null> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let stop: (() => void) | null = null;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      stop?.();
      reject(new Error(`no answer from ${path} within ${timeoutMs} ms`));
    }, timeoutMs);
    stop = realtime.onValue<T>(
      path,
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
        // onValue may call back before it has returned its unsubscribe.
        queueMicrotask(() => stop?.());
      },
      (error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

type Loaded = {
  key: string | null;
  result: DashboardState;
  /** The Firestore half of the load, while its progress is still to be added. */
  pending?: { input: LoadDashboardInput; firestore: DashboardFirestoreRows };
};

/**
 * One load of the dashboard per visit (and per retry): a snapshot, not live listeners, so a load
 * costs the bounded reads loadDashboard counts and no more (issue 10: at most 100). In two steps
 * (issue 22, item 7): the Firestore figures show as soon as they are read, with the progress parts
 * (documents, drafts, their activity) as skeletons; the Realtime Database is read once they are on
 * screen, so its SDK is not part of the first screen, and the rest fills in then.
 */
export function useDashboardData(): DashboardState {
  const backend = useBackend();
  const session = useSessionState();
  const access = session.status === 'signedIn' ? session.session.access : null;
  const companyId = access?.companyId ?? null;
  const role = access?.role ?? null;
  const [attempt, setAttempt] = useState(0);
  // A result belongs to the load (key) that made it: a retry or another company shows loading.
  const key = companyId ? `${companyId}|${role ?? ''}|${attempt}` : null;
  const [state, setState] = useState<Loaded>({ key: null, result: LOADING });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!companyId) return;
    let active = true;
    const input: LoadDashboardInput = { companyId, role, now: Date.now() };
    const load = async () => {
      for (let refusals = 0; ; refusals++) {
        try {
          return await readDashboardFirestore(backend.docs, input);
        } catch (error) {
          // A refusal right after a role change is usually the session's claims lagging the users
          // document (as for live reads, useLiveQuery): try again a few times before showing it.
          if (!active || !isPermissionDenied(error) || refusals >= REFUSAL_RETRIES_MS.length)
            throw error;
          await new Promise((r) => setTimeout(r, REFUSAL_RETRIES_MS[refusals]));
        }
      }
    };
    load().then(
      (firestore) =>
        active &&
        setState({
          key,
          result: { status: 'ready', data: pendingDashboard(input, firestore) },
          pending: { input, firestore },
        }),
      (error: unknown) => active && setState({ key, result: failed(error, retry) }),
    );
    return () => {
      active = false;
    };
  }, [backend, companyId, role, key, retry]);

  // The progress, once the Firestore figures are committed (this effect runs after that render).
  const pending = state.key === key ? state.pending : undefined;
  useEffect(() => {
    if (!pending) return;
    let active = true;
    const { input, firestore } = pending;
    settleProgress(() =>
      readOnce<ProgressTree>(backend.realtime, rtdbPaths.companyProgress(input.companyId)),
    )
      .then((progress) => completeDashboard(backend.docs, input, firestore, progress))
      .then(
        (data) => active && setState({ key, result: { status: 'ready', data } }),
        (error: unknown) => active && setState({ key, result: failed(error, retry) }),
      );
    return () => {
      active = false;
    };
  }, [backend, pending, key, retry]);

  return state.key === key ? state.result : LOADING;
}

function failed(error: unknown, retry: () => void): DashboardState {
  return {
    status: 'error',
    error: error instanceof Error ? error : new Error(String(error)),
    retry,
  };
}
