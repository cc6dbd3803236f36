/**
 * The demo's tenders: the real TED notices that scripts/build-demo-tenders.mjs parsed into
 * web/public/demo/tenders.json, stored as the ingestion stores them (tenders/{tenderDocId},
 * fetchedAt = now) when the demo first needs them (lazyDemoTenders.ts), then handed to matching.
 * Loaded with a dynamic import and a fetch, so neither the file nor this code is part of the
 * first render. Done once: a marker is written after the tenders are stored AND matched, so a
 * reload in between (the first Signaling or dashboard visit triggers it, and people navigate on)
 * does both again on the next need instead of leaving the tenders unmatched for good.
 */
import {
  type Clock,
  type DocStore,
  type Tender,
  type TenderRecord,
  Timestamp,
  docRef,
  refs,
  tenderDocId,
} from '@tender/core';
import { matchTendersForCompanies } from '@tender/core/services/signaling/matchStore';
import { demoCpvLabels } from './demoCpvLabels';

export const DEMO_TENDERS_URL = `${import.meta.env.BASE_URL}demo/tenders.json`;

export type DemoTender = { readonly id: string; readonly tender: Tender };

export type DemoTendersDeps = {
  readonly docs: DocStore;
  readonly clock: Clock;
  readonly fetchText?: (url: string) => Promise<string>;
  /** Matching of the stored tenders for the seeded companies (issue 9, part B). */
  readonly matchTenders?: (tenders: readonly DemoTender[]) => Promise<void>;
};

/** { $t: ms } (the build script's form of an instant) → Timestamp, anywhere in the tree. */
export function reviveDemoTenders(json: string): TenderRecord[] {
  const parsed = JSON.parse(json, (_key, value: unknown) => {
    if (value && typeof value === 'object' && '$t' in value) {
      const ms = (value as { $t: unknown }).$t;
      if (typeof ms === 'number') return Timestamp.fromMillis(ms);
    }
    return value;
  }) as { tenders?: unknown };
  if (!Array.isArray(parsed.tenders)) throw new Error('demo tenders file has no tenders list');
  return parsed.tenders as TenderRecord[];
}

async function defaultFetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** The demo's own record that its tenders were stored and matched (next to the ingestion cursors). */
export const DEMO_TENDERS_SEEDED = docRef<{ seededAt: Timestamp; tenders: number }>(
  'ingestion/demo-tenders',
);

/** Returns how many tenders were stored (0 when an earlier start finished seeding). */
export async function seedDemoTenders(deps: DemoTendersDeps): Promise<number> {
  if ((await deps.docs.getDoc(DEMO_TENDERS_SEEDED)).exists) return 0;
  const records = reviveDemoTenders(await (deps.fetchText ?? defaultFetchText)(DEMO_TENDERS_URL));
  const fetchedAt = Timestamp.fromMillis(deps.clock.now());
  const stored: DemoTender[] = records.map((record) => ({
    id: tenderDocId(record.source, record.sourceId),
    tender: { ...record, fetchedAt },
  }));
  // Batches of 400: one save of the demo state per batch instead of one per tender.
  for (let i = 0; i < stored.length; i += 400) {
    const batch = deps.docs.batch();
    for (const { id, tender } of stored.slice(i, i + 400)) batch.set(refs.tender(id), tender);
    await batch.commit();
  }
  if (deps.matchTenders && stored.length) await deps.matchTenders(stored);
  await deps.docs.setDoc(DEMO_TENDERS_SEEDED, {
    seededAt: Timestamp.fromMillis(deps.clock.now()),
    tenders: stored.length,
  });
  return stored.length;
}

/**
 * On the demo's first need of tenders: store them and match them for the seeded companies with
 * part B's match store. The notices are real and mostly past their deadlines, so the demo matches them
 * anyway (`skipPastDeadlines: false`); award notices stay unmatched.
 */
export function seedAndMatchDemoTenders(docs: DocStore, clock: Clock): Promise<number> {
  return seedDemoTenders({
    docs,
    clock,
    matchTenders: async (tenders) => {
      const cpvLabels = await demoCpvLabels();
      await matchTendersForCompanies(
        { docs, now: () => clock.now(), skipPastDeadlines: false, ...(cpvLabels && { cpvLabels }) },
        { tenders },
      );
    },
  });
}
