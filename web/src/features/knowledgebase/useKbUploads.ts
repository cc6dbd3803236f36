/**
 * The uploads of one knowledge-base page: each picked or dropped batch of files is checked
 * (PDF, DOC, DOCX, TXT; size; not empty), then uploaded UPLOAD_CONCURRENCY at a time with its
 * progress, through the shared recorded upload (record first, then the bytes). When a batch ends
 * it is summed up as the spec says: every file failed → 'All files failed to upload. Please try
 * again.'; some failed → 'Upload Partially Complete'; each failed file shows 'Upload Failed' with
 * its reason. Finished uploads leave the list: the documents table shows them from then on.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { RandomIds, newKbDocument, refs, storagePaths } from '@tender/core';
import { useBackend } from '../../backend/BackendContext';
import { FilesError } from '../../backend/types';
import {
  type RunningUpload,
  prepareFileUpload,
  startRecordedUpload,
} from '../../components/upload/recordedUpload';

export const UPLOAD_CONCURRENCY = 3;

export interface KbUploadItem {
  readonly key: string;
  readonly name: string;
  readonly state: 'uploading' | 'failed';
  /** 0..1 */
  readonly progress: number;
  /** A validation message or an i18n key (knowledgeBases.upload.errors.*). */
  readonly error: string | null;
}

export type BatchOutcome = 'allFailed' | 'partial' | null;

const ids = new RandomIds();
let counter = 0;

function failureKey(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'permission-denied') return 'knowledgeBases.upload.errors.permission';
  if (error instanceof FilesError && code === 'quota-exceeded')
    return 'knowledgeBases.upload.errors.quota';
  return 'knowledgeBases.upload.errors.generic';
}

async function limited<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function useKbUploads(companyId: string, kbId: string, uid: string) {
  const backend = useBackend();
  const [items, setItems] = useState<KbUploadItem[]>([]);
  const [outcome, setOutcome] = useState<BatchOutcome>(null);
  const running = useRef(new Set<RunningUpload>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const uploads = running.current;
    return () => {
      // Leaving the page stops the uploads; each one removes its pending record.
      mounted.current = false;
      for (const upload of uploads) upload.cancel();
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<KbUploadItem> | null) => {
    if (!mounted.current) return;
    setItems((list) =>
      change === null
        ? list.filter((i) => i.key !== key)
        : list.map((i) => (i.key === key ? { ...i, ...change } : i)),
    );
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      setOutcome(null);
      const batch = files.map((file) => ({
        key: `kb-upload-${++counter}`,
        prepared: prepareFileUpload(file, 'knowledgeBase'),
      }));
      setItems((list) => [
        ...list.filter((i) => i.state !== 'failed'),
        ...batch.map(({ key, prepared }) => ({
          key,
          name: prepared.ok ? prepared.upload.name : prepared.name,
          state: prepared.ok ? ('uploading' as const) : ('failed' as const),
          progress: 0,
          error: prepared.ok ? null : prepared.error,
        })),
      ]);
      let failed = batch.filter((b) => !b.prepared.ok).length;
      void limited(batch, UPLOAD_CONCURRENCY, async ({ key, prepared }) => {
        if (!prepared.ok) return;
        const { upload } = prepared;
        const documentId = ids.newId();
        const storagePath = storagePaths.kbDocument(companyId, kbId, documentId, upload.name);
        const run = startRecordedUpload(backend, {
          documentId,
          record: refs.kbDocument(companyId, kbId, documentId),
          data: newKbDocument(
            { name: upload.name, size: upload.size, contentType: upload.contentType },
            storagePath,
            uid,
          ),
          storagePath,
          upload,
          onProgress: (progress) => patch(key, { progress }),
        });
        running.current.add(run);
        try {
          await run.done;
          patch(key, null);
        } catch (error) {
          failed++;
          if (!(error instanceof FilesError && error.code === 'canceled'))
            console.warn('Knowledge-base upload failed', error);
          patch(key, { state: 'failed', error: failureKey(error), progress: 0 });
        } finally {
          running.current.delete(run);
        }
      }).then(() => {
        if (!mounted.current || failed === 0) return;
        setOutcome(failed === batch.length ? 'allFailed' : 'partial');
      });
    },
    [backend, companyId, kbId, uid, patch],
  );

  const dismiss = useCallback(() => {
    setOutcome(null);
    setItems((list) => list.filter((i) => i.state !== 'failed'));
  }, []);

  return { items, outcome, add, dismiss };
}
