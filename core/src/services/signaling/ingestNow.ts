/**
 * Ingestion on demand (issue 22 item 3, callable ingestTendersNow): a company admin runs the same
 * ingestion as the schedule, so a fresh emulator start (where no Cloud Scheduler fires) or a
 * company that wants today's notices now does not wait up to six hours. Tenders are shared by all
 * companies and the run is idempotent, so any active admin may start it; one run at a time and at
 * most one per INGEST_NOW_COOLDOWN_MS platform-wide (a marker in ingestion/on-demand, taken in a
 * transaction), so admins cannot turn the TED API into a loop.
 */
import { CallableError } from '../../callables/errors';
import type { CallableOutput } from '../../callables/table';
import type { IngestionRunSummary } from '../../model/ingestion';
import { docRef } from '../../ports/refs';
import type { Actor } from '../../policy/actor';
import type { DocStore } from '../../ports/docStore';
import { Timestamp } from '../../ports/values';
import { signalingCaller } from './viewedCaller';

export const INGEST_NOW_COOLDOWN_MS = 10 * 60_000;

export const INGEST_NOW_REASONS = {
  adminsOnly: 'signaling.ingestNow.adminsOnly',
  tooSoon: 'signaling.ingestNow.tooSoon',
} as const;

export type OnDemandIngestion = { startedAt: Timestamp; startedBy: string };
export const ON_DEMAND_INGESTION = docRef<OnDemandIngestion>('ingestion/on-demand');

/** One source's run as the schedule does it (runTenderIngestion in the functions). */
export type IngestSourceRun = () => Promise<{
  readonly source: string;
  readonly ok: boolean;
  readonly summary: IngestionRunSummary;
}>;

export interface IngestNowDeps {
  readonly docs: DocStore;
  readonly now: () => number;
  /** The configured sources, in order (TED, then TenderNed). */
  readonly sources: readonly IngestSourceRun[];
}

export interface IngestNowCallables {
  ingestTendersNow(
    actor: Actor | null,
    input: unknown,
  ): Promise<CallableOutput<'ingestTendersNow'>>;
}

export function createIngestNowCallables(deps: IngestNowDeps): IngestNowCallables {
  return {
    async ingestTendersNow(rawActor) {
      const { actor } = await signalingCaller(deps.docs, rawActor);
      if (actor.role !== 'admin') {
        throw new CallableError('permission-denied', INGEST_NOW_REASONS.adminsOnly);
      }
      const now = deps.now();
      await deps.docs.runTransaction(async (tx) => {
        const last = (await tx.get(ON_DEMAND_INGESTION)).data;
        if (last && now - last.startedAt.toMillis() < INGEST_NOW_COOLDOWN_MS) {
          throw new CallableError('resource-exhausted', INGEST_NOW_REASONS.tooSoon);
        }
        tx.set(ON_DEMAND_INGESTION, { startedAt: Timestamp.fromMillis(now), startedBy: actor.uid });
      });
      const runs: Awaited<ReturnType<IngestSourceRun>>[] = [];
      // One after another, as the schedule's functions would: each source resumes its own cursor.
      for (const run of deps.sources) runs.push(await run());
      const total = (key: 'created' | 'changed') => runs.reduce((n, r) => n + r.summary[key], 0);
      return {
        created: total('created'),
        changed: total('changed'),
        sources: runs.map((r) => ({ source: r.source, ok: r.ok })),
      };
    },
  };
}
