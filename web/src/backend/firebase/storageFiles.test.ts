import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilesError } from '../types';

/** A stand-in for the SDK's UploadTask: the test drives its events. */
class FakeTask {
  observers: {
    next: (s: { bytesTransferred: number; totalBytes: number }) => void;
    error: (e: unknown) => void;
    complete: () => void;
  }[] = [];
  cancel = vi.fn(() => {
    this.fail({ code: 'storage/canceled', name: 'FirebaseError', message: 'canceled' });
    return true;
  });
  on(_event: string, next: never, error: never, complete: never) {
    this.observers.push({ next, error, complete });
  }
  progress(bytesTransferred: number, totalBytes: number) {
    this.observers.forEach((o) => o.next({ bytesTransferred, totalBytes }));
  }
  fail(error: unknown) {
    this.observers.forEach((o) => o.error(error));
  }
  finish() {
    this.observers.forEach((o) => o.complete());
  }
}

const sdk = vi.hoisted(() => ({
  tasks: [] as unknown[],
  metadata: [] as unknown[],
  deleteObject: vi.fn(),
  getDownloadURL: vi.fn(),
}));
vi.mock('firebase/storage', () => ({
  ref: (_storage: unknown, path: string) => ({ fullPath: path }),
  uploadBytesResumable: (_ref: unknown, _data: unknown, metadata: unknown) => {
    sdk.metadata.push(metadata);
    const task = new FakeTask();
    sdk.tasks.push(task);
    return task;
  },
  deleteObject: sdk.deleteObject,
  getDownloadURL: sdk.getDownloadURL,
}));
const { createStorageFiles, storedContentType, toFilesError } = await import('./storageFiles');

const storage = {} as Parameters<typeof createStorageFiles>[0];
const lastTask = () => sdk.tasks.at(-1) as FakeTask;
const storageError = (code: string) =>
  Object.assign(new Error(code), { name: 'FirebaseError', code: `storage/${code}` });

afterEach(() => {
  sdk.tasks.length = 0;
  sdk.metadata.length = 0;
});

describe('storedContentType (review L11)', () => {
  it('stores the real type of an accepted kind when the browser declared none or a generic one', () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(storedContentType('companies/c/projects/p/documents/d/Bestek.docx', '')).toBe(docx);
    expect(storedContentType('x/offer.PDF', 'application/octet-stream')).toBe('application/pdf');
    expect(storedContentType('x/offer.doc', 'application/msword')).toBe('application/msword');
  });

  it('keeps the declared type of anything else, so the rules can refuse it', () => {
    expect(storedContentType('x/photo.png', 'image/png')).toBe('image/png');
    expect(storedContentType('x/renamed.pdf', 'application/x-msdownload')).toBe(
      'application/x-msdownload',
    );
    expect(storedContentType('x/unknown', '')).toBe('application/octet-stream');
  });
});

describe('toFilesError', () => {
  it('maps Storage codes onto FilesError codes', () => {
    expect(toFilesError(storageError('unauthorized')).code).toBe('permission-denied');
    expect(toFilesError(storageError('object-not-found')).code).toBe('not-found');
    expect(toFilesError(storageError('quota-exceeded')).code).toBe('quota-exceeded');
    expect(toFilesError(storageError('retry-limit-exceeded')).code).toBe('network');
    expect(toFilesError(storageError('canceled')).code).toBe('canceled');
    expect(toFilesError(new TypeError('boom')).code).toBe('unknown');
  });
});

describe('createStorageFiles', () => {
  it('uploads with the real content type, reports progress and resolves when stored', async () => {
    const files = createStorageFiles(storage);
    const onProgress = vi.fn();
    const handle = files.upload('companies/c/projects/p/documents/d/Bestek.docx', new Blob(['x']), {
      contentType: '',
      customMetadata: { role: 'main' },
      onProgress,
    });
    expect(sdk.metadata[0]).toEqual({
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      customMetadata: { role: 'main' },
    });
    lastTask().progress(5, 10);
    lastTask().progress(10, 10);
    lastTask().finish();
    await expect(handle.done).resolves.toBeUndefined();
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([
      { bytesTransferred: 5, totalBytes: 10 },
      { bytesTransferred: 10, totalBytes: 10 },
    ]);
  });

  it('stores the Content-Disposition, so every download is an attachment under the cleaned name (issue 20)', () => {
    const files = createStorageFiles(storage);
    files.upload('companies/c/projects/p/documents/d/original.pdf', new Blob(['x']), {
      contentType: 'application/pdf',
      contentDisposition: "attachment; filename*=UTF-8''Bestek%20br%C3%BCg.pdf",
    });
    expect(sdk.metadata[0]).toEqual({
      contentType: 'application/pdf',
      contentDisposition: "attachment; filename*=UTF-8''Bestek%20br%C3%BCg.pdf",
    });
  });

  it('rejects with canceled when cancelled, and with network when the retries ran out', async () => {
    const files = createStorageFiles(storage);
    const first = files.upload('x/a.pdf', new Blob(['x']), { contentType: 'application/pdf' });
    first.cancel();
    await expect(first.done).rejects.toEqual(new FilesError('canceled'));
    expect(lastTask().cancel).toHaveBeenCalled();

    const second = files.upload('x/b.pdf', new Blob(['x']), { contentType: 'application/pdf' });
    lastTask().fail(storageError('retry-limit-exceeded'));
    const error = await second.done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FilesError);
    expect((error as FilesError).code).toBe('network');
  });

  it('treats deleting a missing file as done, and maps other delete and download failures', async () => {
    const files = createStorageFiles(storage);
    sdk.deleteObject.mockRejectedValueOnce(storageError('object-not-found'));
    await expect(files.delete('x/gone.pdf')).resolves.toBeUndefined();
    sdk.deleteObject.mockRejectedValueOnce(storageError('unauthorized'));
    await expect(files.delete('x/theirs.pdf')).rejects.toMatchObject({ code: 'permission-denied' });
    sdk.getDownloadURL.mockResolvedValueOnce('https://files.example/a.pdf');
    await expect(files.downloadUrl('x/a.pdf')).resolves.toBe('https://files.example/a.pdf');
    sdk.getDownloadURL.mockRejectedValueOnce(storageError('object-not-found'));
    await expect(files.downloadUrl('x/b.pdf')).rejects.toMatchObject({ code: 'not-found' });
  });
});
