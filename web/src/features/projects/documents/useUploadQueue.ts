/**
 * The uploads of one project page: every picked or dropped file gets a row at once; files that
 * fail the checks stay as refused rows with the reason; the rest upload at most
 * UPLOAD_CONCURRENCY at a time (30 files dropped at once all show, three move), each with its
 * progress and Cancel; a failed upload keeps its row with Retry. Finished uploads leave the queue:
 * the document list shows them from then on.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentRole } from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';
import { FilesError } from '../../../backend/types';
import {
  type PreparedUpload,
  type RunningUpload,
  prepareUpload,
  startDocumentUpload,
} from './documentUpload';

export const UPLOAD_CONCURRENCY = 3;

export type QueueState = 'refused' | 'waiting' | 'uploading' | 'failed';

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
}

export interface UploadQueue {
  readonly items: readonly QueueItem[];
  add(files: readonly File[], role: DocumentRole): void;
  cancel(key: string): void;
  retry(key: string): void;
  dismiss(key: string): void;
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
      const added = files.map((file): QueueItem => {
        const prepared = prepareUpload(file);
        return {
          key: `upload-${++counter}`,
          name: prepared.ok ? prepared.upload.name : prepared.name,
          size: file.size,
          role,
          state: prepared.ok ? 'waiting' : 'refused',
          progress: 0,
          error: prepared.ok ? null : prepared.error,
          documentId: null,
          upload: prepared.ok ? prepared.upload : null,
        };
      });
      setItems((list) => [...list, ...added]);
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
    forDocument(documentId) {
      return items.find((i) => i.documentId === documentId && i.state === 'uploading');
    },
  };
}
