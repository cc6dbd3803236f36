/**
 * Stand-ins for the Storage and Realtime Database emulators where they do not run (machines
 * without Java 21: gcloud's Firestore with firebase-tools' Auth and Functions, docs/operations.md
 * "The emulator tier"). firebase-admin would otherwise send every call to the production services,
 * asking the cloud metadata server for credentials first (issue 22). Nothing can have been stored
 * there, so reads find nothing and a clean-up goes on; a write fails at once with the reason, so a
 * job marks its record failed (a visual: "could not be stored") instead of hanging. Only used when
 * runtime.ts says the emulator is absent, never in production.
 */
import { type FileStore, FileStoreError, type Realtime } from '@tender/core';

export const NO_STORAGE_EMULATOR =
  'No Storage emulator is running (it needs Java 21+); nothing can be stored.';
export const NO_DATABASE_EMULATOR =
  'No Realtime Database emulator is running (it needs Java 21+); nothing was written there.';

export function absentFileStore(reason = NO_STORAGE_EMULATOR): FileStore {
  return {
    write: () => Promise.reject(new Error(reason)),
    read: (path) =>
      Promise.reject(new FileStoreError('not-found', `No file at '${path}': ${reason}`)),
    stat: () => Promise.resolve(null),
    delete: () => Promise.resolve(),
    list: () => Promise.resolve([]),
    downloadUrl: () => Promise.reject(new Error(reason)),
  };
}

export function absentRealtime(reason = NO_DATABASE_EMULATOR): Realtime {
  return {
    get: () => Promise.resolve(null),
    set: () => Promise.reject(new Error(reason)),
    update: () => Promise.reject(new Error(reason)),
    remove: () => Promise.resolve(),
    onValue: (_path, _next, error) => {
      error?.(new Error(reason));
      return () => undefined;
    },
  };
}
