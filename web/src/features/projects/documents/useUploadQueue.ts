/**
 * The uploads of one project page: every picked or dropped file gets a row at once; files that
 * fail the checks (by their bytes) stay as refused rows with the reason; a file whose content the
 * project already has waits as a duplicate until the uploader chooses (upload anyway / skip);
 * the rest upload at most
 * UPLOAD_CONCURRENCY at a time (30 files dropped at once all show, three move), each with its
 * progress and Cancel; a failed upload keeps its row with Retry. Finished uploads leave the queue:
 * the document list shows them from then on.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DocumentRole, query, refs, sanitizeFileName, where } from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';
import { type Backend, FilesError } from '../../../backend/types';
import {
  type Preparation,
  type PreparedUpload,
  type RunningUpload,
  prepareUpload,
  startDocumentUpload,
} from './documentUpload';

export const UPLOAD_CONCURRENCY = 3;

/**
 * 'checking': its bytes are read and hashed; 'duplicate': the project (or the queue) already has
 * a file with the same content, and the uploader chooses: upload anyway, or skip (issue 20).
 */
export type QueueState = 'checking' | 'refused' | 'duplicate' | 'waiting' | 'uploading' | 'failed';

export interface QueueItem {
  readonly key: string;
  readonly name: string;
  readonly size: number;
  readonly role: DocumentRole;
  readonly state: QueueState;
  /** 0..1 while uploading. */
  readonly progress: number;
  /** A validation message (refused) or an i18n key (failed). */
  readonly error: string | null;
  /** The record being uploaded for, once created. */
  readonly documentId: string | null;
  readonly upload: PreparedUpload | null;
  /** 'duplicate': the name of the document (or queued file) with the same content. */
  readonly duplicateOf: string | null;
}

export interface UploadQueue {
  readonly items: readonly QueueItem[];
  add(files: readonly File[], role: DocumentRole): void;
  cancel(key: string): void;
  retry(key: string): void;
  dismiss(key: string): void;
  /** A duplicate is uploaded after all, as a new document. */
  uploadAnyway(key: string): void;
  /** The queue row uploading a document, if any (the document row shows its progress). */
  forDocument(documentId: string): QueueItem | undefined;
}

let counter = 0;

/** Plain-words reason for a failed upload (the spec's 'Failed to upload files' plus why). */
function failureKey(error: unknown): string {
  if (error instanceof FilesError) {
    if (error.code === 'permission-denied') return 'documents.upload.errors.permission';
    if (error.code === 'quota-exceeded') return 'documents.upload.errors.quota';
    if (error.code === 'network') return 'documents.upload.errors.network';
  }
  if ((error as { code?: string } | null)?.code === 'permission-denied') {
    return 'documents.upload.errors.permission';
  }
  return 'documents.upload.errors.generic';
}

/** Firestore's limit on the values of an 'in' filter. */
const IN_LIMIT = 30;

/** The names of the project's documents (not failed ones) by the hash of their content. */
async function documentsByHash(
  backend: Pick<Backend, 'docs'>,
  companyId: string,
  projectId: string,
  hashes: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(hashes)];
  const found = new Map<string, string>();
  for (let i = 0; i < unique.length; i += IN_LIMIT) {
    const snap = await backend.docs.getDocs(
      query(
        refs.projectDocuments(companyId, projectId),
        where('contentHash', 'in', unique.slice(i, i + IN_LIMIT)),
      ),
    );
    for (const d of snap.docs) {
      if (d.data.status !== 'failed' && d.data.contentHash && !found.has(d.data.contentHash)) {
        found.set(d.data.contentHash, d.data.name);
      }
    }
  }
  return found;
}

export function useUploadQueue(
  companyId: string,
  projectId: string,
  uid: string | null,
): UploadQueue {
  const backend = useBackend();
  const [items, setItems] = useState<QueueItem[]>([]);
  const running = useRef(new Map<string, RunningUpload>());
  const mounted = useRef(true);

  const patch = useCallback((key: string, change: Partial<QueueItem> | null) => {
    if (!mounted.current) return;
    setItems((list) =>
      change === null
        ? list.filter((i) => i.key !== key)
        : list.map((i) => (i.key === key ? { ...i, ...change } : i)),
    );
  }, []);

  const begin = useCallback(
    (item: QueueItem) => {
      if (!item.upload || !uid) return;
      const upload = startDocumentUpload(backend, {
        companyId,
        projectId,
        uid,
        upload: item.upload,
        role: item.role,
        onProgress: (progress) => patch(item.key, { progress }),
      });
      running.current.set(item.key, upload);
      patch(item.key, { state: 'uploading', documentId: upload.documentId, progress: 0 });
      upload.done.then(
        () => {
          running.current.delete(item.key);
          patch(item.key, null);
        },
        (error: unknown) => {
          running.current.delete(item.key);
          if (error instanceof FilesError && error.code === 'canceled') patch(item.key, null);
          else {
            console.warn('Upload failed', error);
            patch(item.key, {
              state: 'failed',
              error: failureKey(error),
              documentId: null,
              progress: 0,
            });
          }
        },
      );
    },
    [backend, companyId, projectId, uid, patch],
  );

  // Start waiting uploads while fewer than UPLOAD_CONCURRENCY run.
  useEffect(() => {
    const active = items.filter((i) => i.state === 'uploading').length;
    const next = items.filter((i) => i.state === 'waiting').slice(0, UPLOAD_CONCURRENCY - active);
    for (const item of next) begin(item);
  }, [items, begin]);

  useEffect(() => {
    mounted.current = true;
    const uploads = running.current;
    return () => {
      // Leaving the page stops the uploads; each one removes its pending record.
      mounted.current = false;
      for (const upload of uploads.values()) upload.cancel();
    };
  }, []);

  return {
    items,
    add(files, role) {
      // Every file shows at once while its bytes are checked and hashed.
      const added = files.map((file): QueueItem => ({
        key: `upload-${++counter}`,
        name: sanitizeFileName(file.name),
        size: file.size,
        role,
        state: 'checking',
        progress: 0,
        error: null,
        documentId: null,
        upload: null,
        duplicateOf: null,
      }));
      setItems((list) => [...list, ...added]);
      void (async () => {
        // One file at a time: thirty 25 MB files are never all in memory at once.
        const prepared: Preparation[] = [];
        for (const file of files) prepared.push(await prepareUpload(file));
        const hashes = prepared.flatMap((p) => (p.ok ? [p.upload.contentHash] : []));
        let inProject = new Map<string, string>();
        try {
          inProject = await documentsByHash(backend, companyId, projectId, hashes);
        } catch (error) {
          console.warn('Could not look for duplicates', error);
        }
        if (!mounted.current) return;
        const byKey = new Map(added.map((item, i) => [item.key, prepared[i] as Preparation]));
        setItems((list) => {
          const next: QueueItem[] = [];
          for (const item of list) {
            const p = byKey.get(item.key);
            if (!p) {
              next.push(item);
              continue;
            }
            if (!p.ok) {
              next.push({ ...item, name: p.name, state: 'refused', error: p.error });
              continue;
            }
            const hash = p.upload.contentHash;
            // The same content as a document of the project, or as a file queued before it.
            const twin =
              inProject.get(hash) ??
              next.find((other) => other.upload?.contentHash === hash)?.name ??
              null;
            next.push({
              ...item,
              name: p.upload.name,
              upload: p.upload,
              state: twin === null ? 'waiting' : 'duplicate',
              duplicateOf: twin,
            });
          }
          return next;
        });
      })();
    },
    cancel(key) {
      const upload = running.current.get(key);
      if (upload) upload.cancel();
      else patch(key, null);
    },
    retry(key) {
      patch(key, { state: 'waiting', error: null, progress: 0 });
    },
    dismiss(key) {
      patch(key, null);
    },
    uploadAnyway(key) {
      patch(key, { state: 'waiting', duplicateOf: null });
    },
    forDocument(documentId) {
      return items.find((i) => i.documentId === documentId && i.state === 'uploading');
    },
  };
}
