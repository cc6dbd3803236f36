/**
 * A processing run's lease on its document (processor.ts): claimed in a transaction, so only one
 * run works on a document at a time; a lease outlives the function's timeout, so only a dead
 * run's lease goes stale and is taken over. Every write checks the run still holds it.
 */
import { Timestamp } from '../../ports/values';
import { DOCUMENT_ERROR_KEYS as E } from './errors';
import type {
  DocumentLocation,
  DocumentProcessorDeps,
  ProcessTarget,
  ProcessedRecord,
} from './types';

/** Longer than the function's 540 s timeout: a live run never loses its lease. */
export const PROCESSING_LEASE_MS = 10 * 60 * 1000;
/** A document whose runs died this many times (each killed at the timeout) ends 'failed'. */
export const MAX_PROCESSING_ATTEMPTS = 3;

/** The document, or the parent it belongs to, was deleted, or another run took it over. */
export class Gone extends Error {}

export type Claim =
  | { kind: 'claimed'; doc: ProcessedRecord }
  | { kind: 'skip'; reason: 'finished' | 'leaseHeld' | 'missing' }
  | { kind: 'retryLater' }
  | { kind: 'gaveUp' };

export function documentLease<T extends ProcessTarget>(
  { docs, clock }: Pick<DocumentProcessorDeps, 'docs' | 'clock'>,
  location: DocumentLocation<T>,
) {
  const docRef = (t: T) => location.docRef(t);

  async function claim(t: T, runId: string, deliveryId?: string): Promise<Claim> {
    return docs.runTransaction(async (tx) => {
      const snap = await tx.get(docRef(t));
      const doc = snap.data;
      if (!doc) return { kind: 'skip', reason: 'missing' } as const;
      if (doc.status === 'processed' || doc.status === 'failed') {
        return { kind: 'skip', reason: 'finished' } as const;
      }
      if (doc.status === 'processing') {
        const started = doc.processingStartedAt?.toMillis() ?? 0;
        const stale = clock.now() - started > PROCESSING_LEASE_MS;
        if (!stale) {
          // The same event again means the run that held the lease died: retry once it is stale.
          return deliveryId !== undefined && doc.processingId === deliveryId
            ? ({ kind: 'retryLater' } as const)
            : ({ kind: 'skip', reason: 'leaseHeld' } as const);
        }
      }
      if (doc.status === 'processing' && (doc.attempt ?? 0) >= MAX_PROCESSING_ATTEMPTS) {
        // Every earlier run died without finishing (killed at the timeout): do not loop for days.
        tx.update(docRef(t), {
          status: 'failed',
          error: E.timeout,
          processingId: null,
          processedAt: Timestamp.fromMillis(clock.now()),
        });
        return { kind: 'gaveUp' } as const;
      }
      tx.update(docRef(t), {
        status: 'processing',
        processingId: runId,
        processingStartedAt: Timestamp.fromMillis(clock.now()),
        attempt: (doc.attempt ?? 0) + 1,
        error: null,
      });
      return { kind: 'claimed', doc } as const;
    });
  }

  /** Writes only while this run still holds the document; throws Gone when it was deleted. */
  async function finish(
    t: T,
    runId: string,
    data: Record<string, unknown>,
    processed = false,
  ): Promise<void> {
    await docs.runTransaction(async (tx) => {
      const parent = location.parentRef(t);
      // Reads first (Firestore transactions read before they write).
      const parentGone = parent !== null && !(await tx.get(parent)).exists;
      const current = (await tx.get(docRef(t))).data;
      if (parentGone || !current || current.processingId !== runId) throw new Gone();
      tx.update(docRef(t), data);
      if (processed) location.onProcessed?.(tx, t);
    });
  }

  async function stillThere(t: T, runId: string): Promise<void> {
    const parent = location.parentRef(t);
    if (parent !== null && !(await docs.getDoc(parent)).exists) throw new Gone();
    const current = (await docs.getDoc(docRef(t))).data;
    if (!current || current.processingId !== runId) throw new Gone();
  }

  return { claim, finish, stillThere };
}
