/**
 * Stand-ins for the Storage and Realtime Database emulators where they do not run (machines
 * without Java 21: gcloud's Firestore with firebase-tools' Auth and Functions, docs/operations.md
 * "The emulator tier"). Nothing can have been stored there, so a clean-up finds nothing to list or
 * remove; anything else fails at once with the reason, instead of firebase-admin reaching for the
 * production services. Only used when runtime.ts says the emulator is absent, never in production.
 */
import type { FileStore, Realtime } from '@tender/core';

const fail = (what: string) => () =>
  Promise.reject(new Error(`No ${what} emulator is running (it needs Java 21+).`));

export const absentFileStore: FileStore = {
  write: fail('Storage'),
  read: fail('Storage'),
  stat: async () => null,
  delete: async () => undefined,
  list: async () => [],
  downloadUrl: fail('Storage'),
};

export const absentRealtime: Realtime = {
  get: async () => null,
  set: fail('Realtime Database'),
  update: fail('Realtime Database'),
  remove: async () => undefined,
  onValue: (_path, _next, error) => {
    error?.(new Error('No Realtime Database emulator is running (it needs Java 21+).'));
    return () => undefined;
  },
};
