/**
 * The demo's Realtime Database as the signed-in user: reads checked by core's `realtimeAccess`
 * (database.rules.json), re-checked whenever the actor changes; a listener that becomes refused
 * ends with an error, as the SDK cancels it. Clients never write (functions do).
 */
import { type Realtime, realtimeAccess } from '@tender/core';
import type { RealtimeApi } from '../types';
import type { ActorSource } from './actorSource';

export class RealtimePermissionError extends Error {
  readonly code = 'permission-denied';
  constructor(path: string) {
    super(`Realtime Database refused read ${path}`);
    this.name = 'RealtimePermissionError';
  }
}

export function createDemoRealtime(realtime: Realtime, actors: ActorSource): RealtimeApi {
  return {
    onValue<T = unknown>(
      path: string,
      next: (value: T | null) => void,
      error?: (e: Error) => void,
    ) {
      let stopped = false;
      let unsubscribe: (() => void) | undefined;
      const stop = () => {
        stopped = true;
        unsubscribe?.();
        unsubscribe = undefined;
        stopActor();
      };
      const evaluate = async () => {
        const decision = realtimeAccess(await actors.current(), { op: 'read', path });
        if (stopped) return;
        if (!decision.allowed) {
          stop();
          error?.(new RealtimePermissionError(path));
          return;
        }
        if (!unsubscribe) {
          unsubscribe = realtime.onValue<T>(
            path,
            (value) => {
              if (!stopped) next(value);
            },
            (e) => {
              if (!stopped) error?.(e);
            },
          );
        }
      };
      const stopActor = actors.onChange(() => void evaluate());
      void evaluate();
      return stop;
    },
  };
}
