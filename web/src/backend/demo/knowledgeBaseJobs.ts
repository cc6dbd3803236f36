/**
 * The demo's stand-ins for the knowledge-base functions: a stored knowledge-base file is
 * processed by core's document processor (kbDocumentLocation), a started training runs core's
 * training job, and a deleted knowledge base takes its documents, chunks, files and progress
 * with it. Jobs run one at a time, after each other, as queued triggers would. The processor and
 * the training job load on first use, so they stay out of the first page's bundle.
 */
import { type DocStore, type FileStore, type Realtime, type Clock } from '@tender/core';
import type { KnowledgeBaseCallables } from '@tender/core/services/index';
import { withDeleteHook } from './writeHook';

export interface KnowledgeBaseJobs {
  /** Storage finalized: process the file when it is a knowledge-base document's. */
  fileFinalized(path: string): void;
  /** companies/{cid}/knowledgeBases/{kbId} was deleted. */
  knowledgeBaseDeleted(path: string): void;
  /** The callables, running the job in this tab once training has started. */
  readonly callables: KnowledgeBaseCallables;
  idle(): Promise<void>;
}

/** companies/{cid}/knowledgeBases/{kbId} → its ids, else null. */
export function knowledgeBaseOf(path: string) {
  const s = path.split('/');
  if (s.length !== 4 || s[0] !== 'companies' || s[2] !== 'knowledgeBases') return null;
  return { companyId: s[1]!, knowledgeBaseId: s[3]! };
}

export function createKnowledgeBaseJobs(deps: {
  readonly docs: DocStore;
  readonly files: FileStore;
  readonly realtime: Realtime;
  readonly clock: Clock;
  /** A pause after each training batch, so that the progress bar can be watched (ms). */
  readonly trainingPauseMs?: number;
}): KnowledgeBaseJobs {
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;
  const enqueue = (job: () => Promise<unknown>, what: string) => {
    pending++;
    queue = queue
      .then(async () => {
        await job();
      })
      .catch((error: unknown) => console.error(`Demo backend: ${what} failed`, error))
      .finally(() => pending--);
  };
  const services = () => import('./knowledgeBaseServices');
  let processor: ReturnType<Awaited<ReturnType<typeof services>>['createKbProcessor']> | undefined;

  const callables: KnowledgeBaseCallables = {
    async startKnowledgeBaseTraining(actor, input) {
      const m = await services();
      const inner = m.createKnowledgeBaseCallables({
        docs: deps.docs,
        clock: deps.clock,
        startJob: (target) =>
          enqueue(
            () =>
              m.trainKnowledgeBase(
                {
                  docs: deps.docs,
                  realtime: deps.realtime,
                  clock: deps.clock,
                  model: m.demoModel,
                  ...(deps.trainingPauseMs ? { pauseMs: deps.trainingPauseMs } : {}),
                  onError: (error) => console.error('Demo backend: training failed', error),
                },
                target,
              ),
            'training',
          ),
      });
      return inner.startKnowledgeBaseTraining(actor, input);
    },
  };

  return {
    callables,
    fileFinalized(path) {
      enqueue(async () => {
        const m = await services();
        const target = m.kbDocumentOfPath(path);
        if (!target) return;
        processor ??= m.createKbProcessor(deps);
        await processor.process(target, { deliveryId: `demo-${target.documentId}` });
      }, 'knowledge-base document processing');
    },
    knowledgeBaseDeleted(path) {
      const target = knowledgeBaseOf(path);
      if (!target) return;
      enqueue(
        async () => (await services()).deleteKnowledgeBaseContents(deps, target),
        'knowledge-base clean-up',
      );
    },
    async idle() {
      while (pending > 0) await queue;
    },
  };
}

/** Runs `onDeleted` after every successful delete of a knowledge base through `docs`. */
export function withKnowledgeBaseDeletion(
  docs: DocStore,
  onDeleted: (path: string) => void,
): DocStore {
  return withDeleteHook(docs, (path) => {
    if (knowledgeBaseOf(path)) onDeleted(path);
  });
}
