/**
 * The FileStore of a Functions emulator started without a Storage emulator (machines without
 * Java 21). firebase-admin would otherwise send every call to the production bucket, asking the
 * cloud metadata server for credentials first (issue 22). Nothing can have been stored there, so
 * it reads as empty (a delete's cleanup goes on), and a write fails at once with the reason, so a
 * job marks its record failed (a visual: "could not be stored") instead of hanging.
 */
import { type FileStore, FileStoreError } from '@tender/core';

export const NO_STORAGE_EMULATOR =
  'No Storage emulator is running (it needs Java 21+); nothing can be stored.';

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
