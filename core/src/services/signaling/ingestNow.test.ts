/** ingestTendersNow: a company admin runs the schedule's ingestion now, once per ten minutes. */
import { describe, expect, it } from 'vitest';
import { CallableError } from '../../callables/errors';
import type { IngestionRunSummary } from '../../model/ingestion';
import { refs } from '../../model/paths';
import {
  INGEST_NOW_COOLDOWN_MS,
  type IngestSourceRun,
  createIngestNowCallables,
} from './ingestNow';
import { actor, signalingWorld } from './viewedTestWorld';

const summary = (created: number, changed: number): IngestionRunSummary => ({
  pages: 1,
  created,
  changed,
  unchanged: 0,
  rejected: 0,
  projectsFlagged: 0,
});

async function world() {
  const w = await signalingWorld();
  await w.docs.setDoc(refs.user('u-admin'), {
    ...(await w.docs.getDoc(refs.user('u-manager'))).data!,
    name: 'Anouk',
    role: 'admin',
  });
  let now = Date.UTC(2026, 10, 26, 9);
  const ran: string[] = [];
  const source =
    (id: string, ok: boolean, s: IngestionRunSummary): IngestSourceRun =>
    async () => {
      ran.push(id);
      return { source: id, ok, summary: s };
    };
  const callables = createIngestNowCallables({
    docs: w.docs,
    now: () => now,
    sources: [source('ted', true, summary(12, 3)), source('tenderned', false, summary(2, 0))],
  });
  return { ...w, callables, ran, advance: (ms: number) => (now += ms) };
}

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof CallableError ? `${e.code} ${e.reason}` : String(e)),
  );

describe('ingestTendersNow', () => {
  it('runs every source as the schedule does and sums what changed, saying which stopped', async () => {
    const w = await world();
    expect(await w.callables.ingestTendersNow(actor('u-admin', 'admin'), {})).toEqual({
      created: 14,
      changed: 3,
      sources: [
        { source: 'ted', ok: true },
        { source: 'tenderned', ok: false },
      ],
    });
    expect(w.ran).toEqual(['ted', 'tenderned']);
  });

  it('is for company admins only', async () => {
    const w = await world();
    expect(await reasonOf(w.callables.ingestTendersNow(actor('u-manager', 'manager'), {}))).toBe(
      'permission-denied signaling.ingestNow.adminsOnly',
    );
    expect(await reasonOf(w.callables.ingestTendersNow(null, {}))).toBe(
      'unauthenticated undefined',
    );
    expect(w.ran).toEqual([]);
  });

  it('runs at most once per ten minutes across all companies, then again', async () => {
    const w = await world();
    await w.callables.ingestTendersNow(actor('u-admin', 'admin'), {});
    w.advance(INGEST_NOW_COOLDOWN_MS - 1000);
    expect(await reasonOf(w.callables.ingestTendersNow(actor('u-admin', 'admin'), {}))).toBe(
      'resource-exhausted signaling.ingestNow.tooSoon',
    );
    expect(await reasonOf(w.callables.ingestTendersNow(actor('u-other', 'admin', 'c2'), {}))).toBe(
      'resource-exhausted signaling.ingestNow.tooSoon',
    );
    w.advance(1000);
    await w.callables.ingestTendersNow(actor('u-other', 'admin', 'c2'), {});
    expect(w.ran).toEqual(['ted', 'tenderned', 'ted', 'tenderned']);
  });
});
