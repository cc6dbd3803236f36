/**
 * The uploads of one knowledge-base page: each picked or dropped batch of files is checked by
 * its bytes (PDF, DOC, DOCX, TXT; size; not empty; not markup) and hashed, a file the base
 * already holds is refused ("already in this knowledge base"), then the rest are uploaded
 * UPLOAD_CONCURRENCY at a time with its
 * progress, through the shared recorded upload (record first, then the bytes). When a batch ends
 * it is summed up as the spec says: every file failed → 'All files failed to upload. Please try
 * again.'; some failed → 'Upload Partially Complete'; each failed file shows 'Upload Failed' with
 * its reason. Finished uploads leave the list: the documents table shows them from then on.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  RandomIds,
  newKbDocument,
  query,
  refs,
  sanitizeFileName,
  storagePaths,
  where,
} from '@tender/core';
import { useBackend } from '../../backend/BackendContext';
import { type Backend, FilesError } from '../../backend/types';
import {
  type RunningUpload,
  prepareFileUpload,
  startRecordedUpload,
} from '../../components/upload/recordedUpload';

export const UPLOAD_CONCURRENCY = 3;

export interface KbUploadItem {
  readonly key: string;
  readonly name: string;
  /** 'checking': its bytes are read and hashed before anything is sent. */
  readonly state: 'checking' | 'uploading' | 'failed';
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

/** Firestore's limit on the values of an 'in' filter. */
const IN_LIMIT = 30;

/** Which of these hashes a document of the base (not a failed one) already has. */
async function hashesInBase(
  backend: Pick<Backend, 'docs'>,
  companyId: string,
  kbId: string,
  hashes: readonly string[],
): Promise<Set<string>> {
  const unique = [...new Set(hashes)];
  const present = new Set<string>();
  for (let i = 0; i < unique.length; i += IN_LIMIT) {
    const snap = await backend.docs.getDocs(
      query(
        refs.kbDocuments(companyId, kbId),
        where('contentHash', 'in', unique.slice(i, i + IN_LIMIT)),
      ),
    );
    for (const d of snap.docs) {
      if (d.data.status !== 'failed' && d.data.contentHash) present.add(d.data.contentHash);
    }
  }
  return present;
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
      const batch = files.map((file) => ({ key: `kb-upload-${++counter}`, file }));
      // Every file shows at once while its bytes are checked and hashed.
      setItems((list) => [
        ...list.filter((i) => i.state !== 'failed'),
        ...batch.map(({ key, file }) => ({
          key,
          name: sanitizeFileName(file.name),
          state: 'checking' as const,
          progress: 0,
          error: null,
        })),
      ]);
      void (async () => {
        // One file at a time: a drop of large files is never all in memory at once.
        const prepared = [];
        for (const b of batch) {
          prepared.push({ ...b, prepared: await prepareFileUpload(b.file, 'knowledgeBase') });
        }
        // A knowledge base holds each file once (issue 20): refuse what it has (or this batch
        // has twice) before anything is sent; the processor checks again on the server.
        const hashes = prepared.flatMap((p) =>
          p.prepared.ok ? [p.prepared.upload.contentHash] : [],
        );
        let present: Set<string>;
        try {
          present = await hashesInBase(backend, companyId, kbId, hashes);
        } catch (error) {
          console.warn('Could not look for duplicates; the server checks again', error);
          present = new Set();
        }
        const seen = new Set<string>();
        const checked = prepared.map(({ key, prepared: p }) => {
          if (!p.ok) return { key, name: p.name, upload: null, error: p.error };
          const hash = p.upload.contentHash;
          const duplicate = present.has(hash) || seen.has(hash);
          seen.add(hash);
          return duplicate
            ? {
                key,
                name: p.upload.name,
                upload: null,
                error: 'knowledgeBases.upload.errors.duplicate',
              }
            : { key, name: p.upload.name, upload: p.upload, error: null };
        });
        if (!mounted.current) return;
        setItems((list) =>
          list.map((item) => {
            const c = checked.find((x) => x.key === item.key);
            if (!c) return item;
            return c.upload
              ? { ...item, name: c.name, state: 'uploading' as const }
              : { ...item, name: c.name, state: 'failed' as const, error: c.error };
          }),
        );
        let failed = checked.filter((c) => !c.upload).length;
        await limited(checked, UPLOAD_CONCURRENCY, async ({ key, upload }) => {
          if (!upload || !mounted.current) return;
          const documentId = ids.newId();
          const storagePath = storagePaths.kbDocument(companyId, kbId, documentId, upload.kind);
          const run = startRecordedUpload(backend, {
            documentId,
            record: refs.kbDocument(companyId, kbId, documentId),
            data: newKbDocument(
              {
                name: upload.name,
                size: upload.size,
                contentType: upload.contentType,
                contentHash: upload.contentHash,
              },
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
        });
        if (!mounted.current || failed === 0) return;
        setOutcome(failed === batch.length ? 'allFailed' : 'partial');
      })();
    },
    [backend, companyId, kbId, uid, patch],
  );

  const dismiss = useCallback(() => {
    setOutcome(null);
    setItems((list) => list.filter((i) => i.state !== 'failed'));
  }, []);

  return { items, outcome, add, dismiss };
}
