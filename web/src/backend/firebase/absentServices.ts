/**
 * Stand-ins for the Realtime Database and Cloud Storage in an emulator build that has no emulator
 * for them (machines without Java 21 run Auth, Firestore and Functions only). Without these, the
 * SDKs fall back to the production host names in the placeholder config and retry them every few
 * seconds (issue 22). They answer at once with an error, so every screen shows its own
 * "unavailable" state: the dashboard's progress warning, an upload's network message.
 */
import { FilesError, type FilesApi, type RealtimeApi } from '../types';

export const NO_DATABASE_EMULATOR =
  'This emulator build has no Realtime Database emulator (VITE_DATABASE_EMULATOR_HOST is not set).';
export const NO_STORAGE_EMULATOR =
  'This emulator build has no Storage emulator (VITE_STORAGE_EMULATOR_HOST is not set).';

export function absentRealtime(reason = NO_DATABASE_EMULATOR): RealtimeApi {
  return {
    onValue(_path, _next, error) {
      let active = true;
      queueMicrotask(() => active && error?.(new Error(reason)));
      return () => {
        active = false;
      };
    },
  };
}

function refused(reason: string): Promise<never> {
  const failure = Promise.reject(new FilesError('network', reason));
  failure.catch(() => undefined); // handled by whoever awaits it; no unhandled-rejection noise
  return failure;
}

export function absentFiles(reason = NO_STORAGE_EMULATOR): FilesApi {
  return {
    upload: () => ({ done: refused(reason), cancel: () => undefined }),
    downloadUrl: () => refused(reason),
    delete: () => refused(reason),
  };
}
