/**
 * Backend.files over Cloud Storage, as the signed-in user (storage.rules decide). A chunk of its
 * own with the SDK (connectStorage.ts), loaded on first use.
 */
import { FILE_KINDS, fileKindOf } from '@tender/core';
import {
  type FirebaseStorage,
  deleteObject,
  getDownloadURL,
  ref,
  uploadBytesResumable,
} from 'firebase/storage';
import { FilesError, type FilesApi, type FilesErrorCode } from '../types';

/** StorageError codes (without `storage/`) as the backend-neutral FilesError codes. */
const CODES: Readonly<Record<string, FilesErrorCode>> = {
  canceled: 'canceled',
  unauthorized: 'permission-denied',
  unauthenticated: 'permission-denied',
  'object-not-found': 'not-found',
  'bucket-not-found': 'not-found',
  'quota-exceeded': 'quota-exceeded',
  // The SDK retries a dropped connection (resumable uploads continue where they stopped) until
  // its retry time runs out; only then does the upload fail, and that is a network failure.
  'retry-limit-exceeded': 'network',
};

export function toFilesError(error: unknown): FilesError {
  if (error instanceof FilesError) return error;
  const raw =
    typeof error === 'object' && error !== null && 'code' in error
      ? String(error.code).replace(/^storage\//, '')
      : '';
  const message = error instanceof Error ? error.message : undefined;
  return new FilesError(CODES[raw] ?? 'unknown', message);
}

/**
 * The content type to store: the canonical type of the kind core recognises from the name and
 * the declared type (review L11: browsers may declare '' or octet-stream for a .docx, which
 * storage.rules would refuse though core accepts it), else what the caller declared.
 */
export function storedContentType(path: string, declared: string): string {
  const name = path.split('/').pop() ?? '';
  const kind = fileKindOf(name, declared);
  return kind ? FILE_KINDS[kind].contentTypes[0] : declared || 'application/octet-stream';
}

/** How long the SDK keeps retrying a dropped upload before it fails with 'network'. */
export const UPLOAD_RETRY_MS = 2 * 60_000;

export function createStorageFiles(storage: FirebaseStorage): FilesApi {
  storage.maxUploadRetryTime = UPLOAD_RETRY_MS;
  return {
    upload(path, data, { contentType, customMetadata, contentDisposition, onProgress }) {
      const task = uploadBytesResumable(ref(storage, path), data, {
        contentType: storedContentType(path, contentType),
        ...(customMetadata ? { customMetadata: { ...customMetadata } } : {}),
        // Cloud Storage sends it with every download of the object (issue 20).
        ...(contentDisposition ? { contentDisposition } : {}),
      });
      const done = new Promise<void>((resolve, reject) => {
        task.on(
          'state_changed',
          (snapshot) =>
            onProgress?.({
              bytesTransferred: snapshot.bytesTransferred,
              totalBytes: snapshot.totalBytes,
            }),
          (error) => reject(toFilesError(error)),
          () => resolve(),
        );
      });
      // task.cancel() makes the SDK fail the task with storage/canceled, which rejects `done`.
      return { done, cancel: () => void task.cancel() };
    },

    async downloadUrl(path) {
      try {
        return await getDownloadURL(ref(storage, path));
      } catch (error) {
        throw toFilesError(error);
      }
    },

    async delete(path) {
      try {
        await deleteObject(ref(storage, path));
      } catch (error) {
        const failure = toFilesError(error);
        // Already gone is what the caller wanted (as core's FileStore.delete): not a failure.
        if (failure.code !== 'not-found') throw failure;
      }
    },
  };
}
