/**
 * Backend.files and Backend.realtime whose SDKs (Storage, Realtime Database) load on first use,
 * never at boot: the same contract as the loaded implementations (see lazyDocStore.ts for why).
 */
import { FilesError, type FilesApi, type RealtimeApi, type UploadHandle } from './types';
import { once, subscribeWhenLoaded } from './lazyDocStore';

export function lazyFiles(loader: () => Promise<FilesApi>): FilesApi {
  const load = once(loader);
  return {
    upload(path, data, options): UploadHandle {
      let canceled = false;
      let inner: UploadHandle | undefined;
      const done = load().then(
        (files) => {
          // Canceled while the SDK loaded: nothing was sent, so nothing is left behind.
          if (canceled) throw new FilesError('canceled');
          inner = files.upload(path, data, options);
          return inner.done;
        },
        (error: unknown) => {
          throw toLoadFailure(error);
        },
      );
      return {
        done,
        cancel() {
          canceled = true;
          inner?.cancel();
        },
      };
    },
    downloadUrl: async (path) => (await loadOrFail(load)).downloadUrl(path),
    delete: async (path) => (await loadOrFail(load)).delete(path),
  };
}

export function lazyRealtime(loader: () => Promise<RealtimeApi>): RealtimeApi {
  const load = once(loader);
  return {
    onValue: (path, next, error) =>
      subscribeWhenLoaded(load, (realtime) => realtime.onValue(path, next, error), error),
  };
}

async function loadOrFail<S>(load: () => Promise<S>): Promise<S> {
  try {
    return await load();
  } catch (error) {
    throw toLoadFailure(error);
  }
}

/**
 * A data SDK chunk that could not be fetched (offline, or a deployment removed it) is a network
 * failure to the user: 'network', which the UI explains and which a retry may cure.
 */
function toLoadFailure(error: unknown): FilesError {
  if (error instanceof FilesError) return error;
  return new FilesError('network', error instanceof Error ? error.message : String(error));
}
