import { describe, expect, it, vi } from 'vitest';
import { FilesError, type FilesApi, type RealtimeApi, type UploadHandle } from './types';
import { lazyFiles, lazyRealtime } from './lazyFiles';

function fakeFiles() {
  const handle = { done: Promise.resolve(), cancel: vi.fn<() => void>() } satisfies UploadHandle;
  const files: FilesApi = {
    upload: vi.fn(() => handle),
    downloadUrl: vi.fn(async (path: string) => `https://files.example/${path}`),
    delete: vi.fn(async () => undefined),
  };
  return { files, handle };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyFiles', () => {
  it('starts the upload once the SDK has loaded, and cancels it there', async () => {
    const { files, handle } = fakeFiles();
    const lazy = lazyFiles(async () => files);
    const upload = lazy.upload('x/a.pdf', new Blob(['x']), { contentType: 'application/pdf' });
    await upload.done;
    expect(files.upload).toHaveBeenCalledWith('x/a.pdf', expect.any(Blob), {
      contentType: 'application/pdf',
    });
    upload.cancel();
    expect(handle.cancel).toHaveBeenCalled();
  });

  it('sends nothing when cancelled while the SDK loads', async () => {
    const { files } = fakeFiles();
    const lazy = lazyFiles(async () => files);
    const upload = lazy.upload('x/a.pdf', new Blob(['x']), { contentType: 'application/pdf' });
    upload.cancel();
    await expect(upload.done).rejects.toEqual(new FilesError('canceled'));
    expect(files.upload).not.toHaveBeenCalled();
  });

  it('reports an SDK that could not be loaded as a network failure, and retries the load', async () => {
    const { files } = fakeFiles();
    const loader = vi
      .fn<() => Promise<FilesApi>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(files);
    const lazy = lazyFiles(loader);
    const failed = lazy.upload('x/a.pdf', new Blob(['x']), { contentType: 'application/pdf' });
    await expect(failed.done).rejects.toMatchObject({ name: 'FilesError', code: 'network' });
    await expect(lazy.downloadUrl('x/a.pdf')).resolves.toBe('https://files.example/x/a.pdf');
  });
});

describe('lazyRealtime', () => {
  it('passes values through once loaded and stops the listener on unsubscribe', async () => {
    const stop = vi.fn();
    let push: (value: unknown) => void = () => undefined;
    const realtime: RealtimeApi = {
      onValue: (_path, next) => {
        push = next as (value: unknown) => void;
        return stop;
      },
    };
    const lazy = lazyRealtime(async () => realtime);
    const seen: unknown[] = [];
    const unsubscribe = lazy.onValue('progress/c/p/documents/d', (value) => seen.push(value));
    await tick();
    push({ stage: 'extracting', percent: 40 });
    push(null);
    expect(seen).toEqual([{ stage: 'extracting', percent: 40 }, null]);
    unsubscribe();
    expect(stop).toHaveBeenCalled();
  });

  it('tells the error callback when the SDK could not be loaded', async () => {
    const lazy = lazyRealtime(() => Promise.reject(new Error('offline')));
    const error = vi.fn();
    lazy.onValue('progress/x', () => undefined, error);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(new Error('offline')));
  });
});
