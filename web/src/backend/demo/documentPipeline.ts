/**
 * The demo's stand-in for the document triggers of Cloud Functions: when a project document's
 * file is stored, core's document processor runs in the browser against the unguarded state (as
 * the Storage-finalized trigger does on firebase); when the file is deleted, what processing
 * derived from it (extracted text, chunks, progress) goes too. Transient failures are retried
 * like a trigger with retry on; processing a reload interrupted starts again when the demo opens.
 * The processor and its PDF/Word libraries load only when the first document needs them.
 */
import { type DocStore, type FileStore, docRef } from '@tender/core';

export interface ProcessTarget {
  readonly companyId: string;
  readonly projectId: string;
  readonly documentId: string;
}

/** What the demo needs of core's document processor (see core/src/services/documents). */
export interface DemoProcessor {
  process(
    target: ProcessTarget,
    options?: { readonly deliveryId?: string },
  ): Promise<{ outcome: 'processed' | 'failed' | 'skipped'; error?: string }>;
  /** Whether an error is worth another delivery (network, unavailable). */
  isTransient(error: unknown): boolean;
  /** Removes what processing derived from a document (chunks, extracted text, progress). */
  cleanUp(target: ProcessTarget): Promise<void>;
}

export interface DocumentPipelineOptions {
  readonly docs: DocStore;
  readonly files: FileStore;
  /** Loads the processor (a separate chunk with pdf.js and the DOCX reader). */
  readonly load: () => Promise<DemoProcessor>;
  /**
   * Pauses before the retries of a transient failure (ms). The last one outlasts the processor's
   * lease: a document a closed tab was processing is taken over once its lease is stale.
   */
  readonly retryDelaysMs?: readonly number[];
}

export interface DocumentPipeline {
  /** A project document's file was stored. */
  fileFinalized(path: string): void;
  /** A project document's file was deleted. */
  fileDeleted(path: string): void;
  /** Starts processing what is still 'uploaded' or 'processing' (after a reload). */
  resume(): Promise<void>;
  /** Resolves once nothing is running (tests, and closing the demo). */
  idle(): Promise<void>;
}

/** companies/{cid}/projects/{pid}/documents/{did}/{file} → its document, else null. */
export function projectDocumentOf(path: string): ProcessTarget | null {
  const s = path.split('/');
  if (s.length !== 7 || s[0] !== 'companies' || s[2] !== 'projects' || s[4] !== 'documents') {
    return null;
  }
  return { companyId: s[1]!, projectId: s[3]!, documentId: s[5]! };
}

export const PROCESSING_CONCURRENCY = 1;

const key = (t: ProcessTarget) => `${t.companyId}/${t.projectId}/${t.documentId}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createDocumentPipeline({
  docs,
  files,
  load,
  retryDelaysMs = [1000, 3000, 9000, 30_000, 10 * 60_000 + 5000],
}: DocumentPipelineOptions): DocumentPipeline {
  let processor: Promise<DemoProcessor> | undefined;
  const running = new Map<string, Promise<void>>();

  const processorNow = () => {
    processor ??= load().catch((error: unknown) => {
      processor = undefined; // a failed chunk load may succeed on the next document
      throw error;
    });
    return processor;
  };

  // One document at a time: the browser is also the user's screen, and pdf.js stalled in tests
  // when several documents were read at once (docs/decisions.md).
  let active = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    if (active >= PROCESSING_CONCURRENCY) await new Promise<void>((r) => waiting.push(r));
    active++;
  };
  const release = () => {
    active--;
    waiting.shift()?.();
  };
  const run = async (target: ProcessTarget) => {
    // One delivery id per document, like one Storage event per upload: a second tab, or this tab
    // after a reload, recognises the run that holds the lease and waits instead of doubling it.
    const deliveryId = `demo-${target.documentId}`;
    for (let attempt = 0; ; attempt++) {
      let p: DemoProcessor;
      try {
        p = await processorNow();
      } catch (error) {
        // Without its code the demo cannot process: the document stays 'uploaded' and is taken
        // up again at the next start (as an undelivered trigger would be retried).
        console.error('Demo backend: could not load the document processor', error);
        return;
      }
      try {
        await p.process(target, { deliveryId });
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (!p.isTransient(error) || delay === undefined) {
          // The processor ends every non-transient failure as status 'failed' itself; anything
          // reaching here is a bug in it, logged as a function's error would be.
          console.error('Demo backend: document processing failed', error);
          return;
        }
        // Waiting for a retry gives the slot to other documents.
        release();
        await sleep(delay);
        await slot();
      }
    }
  };

  const limited = async (target: ProcessTarget) => {
    await slot();
    try {
      await run(target);
    } finally {
      release();
    }
  };

  const schedule = (target: ProcessTarget) => {
    const k = key(target);
    const before = running.get(k) ?? Promise.resolve();
    const next = before.then(() => limited(target));
    running.set(k, next);
    void next.finally(() => {
      if (running.get(k) === next) running.delete(k);
    });
  };

  const cleanUp = async (target: ProcessTarget) => {
    // Let a run in progress end first (it stops on seeing the record gone), then sweep.
    await running.get(key(target));
    const { companyId: cid, projectId: pid, documentId: did } = target;
    const record = await docs.getDoc(docRef(`companies/${cid}/projects/${pid}/documents/${did}`));
    if (record.exists) return; // the file went, not the document
    await (await processorNow()).cleanUp(target);
  };

  return {
    fileFinalized(path) {
      const target = projectDocumentOf(path);
      if (target) schedule(target);
    },
    fileDeleted(path) {
      const target = projectDocumentOf(path);
      if (target) {
        cleanUp(target).catch((error: unknown) =>
          console.error('Demo backend: cleaning up a deleted document failed', error),
        );
      }
    },
    async resume() {
      for (const meta of await files.list('companies/')) {
        const target = projectDocumentOf(meta.path);
        if (!target) continue;
        const record = await docs.getDoc(
          docRef(
            `companies/${target.companyId}/projects/${target.projectId}/documents/${target.documentId}`,
          ),
        );
        const status = record.data?.status;
        if (status === 'uploaded' || status === 'processing') schedule(target);
      }
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running.values()]);
    },
  };
}
