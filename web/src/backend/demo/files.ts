/**
 * The demo's Storage as the signed-in user: the unguarded file store seen through core's
 * `storageAccess` (the decisions of storage.rules). An upload moves the real bytes in chunks with
 * a pause between them, so a progress bar moves and Cancel can stop it halfway, as on a network.
 * Once stored, the "Storage-finalized trigger" runs (onFinalized); a delete runs onDeleted.
 */
import {
  type Actor,
  type DocData,
  type DocStore,
  type FileStore,
  type StorageRequest,
  docRef,
  storageAccess,
} from '@tender/core';
import { FilesError, type FilesApi, type UploadHandle } from '../types';
import type { ActorSource } from './actorSource';
import { ancestorDocPaths } from './rulesView';

export interface DemoFilesOptions {
  /** Unguarded (the "server's" view). */
  readonly files: FileStore;
  readonly docs: DocStore;
  readonly actors: ActorSource;
  /** Bytes per simulated network packet; 64 KiB by default (with stepMs: about 1.6 MB/s). */
  readonly chunkBytes?: number;
  /** Pause between packets (ms); 40 by default, 0 in most tests. */
  readonly stepMs?: number;
  /** After an upload is stored (Cloud Storage's object-finalized event). */
  readonly onFinalized?: (path: string) => void;
  /** After a file is deleted (the object-deleted event). */
  readonly onDeleted?: (path: string) => void;
}

/**
 * The documents a Storage decision may read: the Firestore documents above the path (project,
 * knowledge base, the document record) and, for server-written files beside them
 * (`.../extracted/{did}.json`), the record they belong to.
 */
export function storageReadPaths(path: string): string[] {
  const paths = ancestorDocPaths(path).filter((p) => p.split('/').length % 2 === 0);
  const s = path.split('/');
  if (s.length === 6 && s[4] === 'extracted') {
    const did = (s[5] ?? '').replace(/\.json$/, '');
    if (did) paths.push(`${s.slice(0, 4).join('/')}/documents/${did}`);
  }
  return paths;
}

/** `existing`: a file is already stored there; Storage refuses overwriting it (review M1). */
type StorageCall = StorageRequest & { readonly existing?: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createDemoFiles({
  files,
  docs,
  actors,
  chunkBytes = 64 * 1024,
  stepMs = 40,
  onFinalized,
  onDeleted,
}: DemoFilesOptions): FilesApi {
  const decide = async (actor: Actor | null, request: StorageCall) => {
    const known = new Map<string, DocData | undefined>();
    for (const p of storageReadPaths(request.path)) {
      known.set(p, (await docs.getDoc(docRef(p))).data);
    }
    return storageAccess(actor, request, (p) => known.get(p));
  };
  const check = async (request: StorageCall) => {
    const decision = await decide(await actors.current(), request);
    if (!decision.allowed) {
      throw new FilesError(
        'permission-denied',
        `Storage refused ${request.op} ${request.path} (${decision.reason})`,
      );
    }
  };
  const notFound = (error: unknown): never => {
    if ((error as { code?: string }).code === 'not-found') throw new FilesError('not-found');
    throw error;
  };

  return {
    upload(path, data, options): UploadHandle {
      let canceled = false;
      let wake: (() => void) | undefined;
      const request: StorageRequest = {
        op: 'write',
        path,
        contentType: options.contentType,
        size: data.size,
      };
      const done = (async () => {
        const stopIfCanceled = () => {
          if (canceled) throw new FilesError('canceled');
        };
        // Storage decides when the upload starts and again when it completes (the record may be
        // gone by then), like a resumable upload's first and last requests.
        const existing = async () => (await files.stat(path)) !== null;
        await check({ ...request, existing: await existing() });
        const bytes = new Uint8Array(await data.arrayBuffer());
        const total = bytes.byteLength;
        let sent = 0;
        options.onProgress?.({ bytesTransferred: 0, totalBytes: total });
        while (sent < total) {
          stopIfCanceled();
          if (stepMs > 0) {
            await new Promise<void>((resolve) => {
              wake = resolve;
              void sleep(stepMs).then(() => resolve());
            });
          }
          stopIfCanceled();
          sent = Math.min(total, sent + chunkBytes);
          options.onProgress?.({ bytesTransferred: sent, totalBytes: total });
        }
        stopIfCanceled();
        await check({ ...request, existing: await existing() });
        stopIfCanceled();
        await files.write(path, bytes, {
          contentType: options.contentType,
          ...(options.customMetadata ? { customMetadata: options.customMetadata } : {}),
          ...(options.contentDisposition ? { contentDisposition: options.contentDisposition } : {}),
        });
        onFinalized?.(path);
      })();
      return {
        done,
        cancel() {
          canceled = true;
          wake?.();
        },
      };
    },

    async downloadUrl(path) {
      await check({ op: 'read', path });
      return files.downloadUrl(path).catch(notFound);
    },

    async delete(path) {
      await check({ op: 'delete', path });
      if (!(await files.stat(path))) throw new FilesError('not-found');
      await files.delete(path);
      onDeleted?.(path);
    },
  };
}
