/**
 * createStorageFiles with the real Storage SDK against an address where nothing listens: what a
 * user sees when the network is gone for good. No emulator needed.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { afterAll, describe, expect, it } from 'vitest';
import { FilesError } from '../types';
import { createStorageFiles } from './storageFiles';

const app = initializeApp(
  { apiKey: 'demo-key', projectId: 'demo-files', storageBucket: 'demo-files.appspot.com' },
  'storage-sdk-test',
);
const storage = getStorage(app);
// Port 9 (discard) on loopback: connections are refused at once.
connectStorageEmulator(storage, '127.0.0.1', 9);
const files = createStorageFiles(storage);

afterAll(() => deleteApp(app));

const pdf = () => new Blob([new Uint8Array(300 * 1024).fill(37)], { type: '' });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('createStorageFiles with the Storage SDK', () => {
  it('retries a dropped upload, then fails it as a network failure, not a hang', async () => {
    // The app's window is 2 minutes (UPLOAD_RETRY_MS); a short one keeps the test fast.
    storage.maxUploadRetryTime = 1_500;
    const handle = files.upload('companies/c/projects/p/documents/d/Bestek.pdf', pdf(), {
      contentType: '',
    });
    const error = await failureOf(handle.done);
    expect(error).toBeInstanceOf(FilesError);
    expect((error as FilesError).code).toBe('network');
  });

  it('ends a cancelled upload with canceled', async () => {
    storage.maxUploadRetryTime = 60_000;
    const handle = files.upload('companies/c/projects/p/documents/d2/Annex.pdf', pdf(), {
      contentType: 'application/pdf',
    });
    handle.cancel();
    const error = await failureOf(handle.done);
    expect((error as FilesError).code).toBe('canceled');
  });

  it('says network when a download URL cannot be fetched', async () => {
    storage.maxOperationRetryTime = 1_000;
    const error = await failureOf(files.downloadUrl('companies/c/projects/p/documents/d/x.pdf'));
    expect(error).toBeInstanceOf(FilesError);
    expect((error as FilesError).code).toBe('network');
  });
});
