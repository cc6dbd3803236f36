/**
 * Writing one company's matches: kept ones upserted (skipped when unchanged), earlier ones no
 * longer kept removed, in batches that commit themselves (Firestore allows 500 writes per batch).
 */
import type { BidNoBidCriterion } from '../../model/company';
import { refs } from '../../model/paths';
import type { Tender, TenderMatch } from '../../model/tender';
import type { DocStore, WriteBatch } from '../../ports/docStore';
import { Timestamp } from '../../ports/values';
import type { TenderMatchList } from '../matching/tenderMatchList';
import { bidIndication } from './bidNoBid';
import { canonical, storable } from './ingestUpsert';
import type { CompanyMatchResult, MatchStoreDeps, StoreTender } from './matchStoreModel';

const BATCH_WRITES = 400;

function matchDenormalised(tender: Tender): TenderMatch['tender'] {
  return storable({
    title: tender.title,
    buyer: tender.buyer,
    location: tender.location,
    category: tender.category,
    cpvCodes: tender.cpvCodes,
    publishedAt: tender.publishedAt,
    deadline: tender.deadline,
    publicationType: tender.publicationType,
    nuts: tender.nuts,
    titles: tender.titles,
    country: tender.country,
  });
}

/** Batches that commit themselves every BATCH_WRITES writes. */
function batcher(docs: DocStore) {
  let batch: WriteBatch = docs.batch();
  let pending = 0;
  const commits: Promise<void>[] = [];
  return {
    add(write: (b: WriteBatch) => void) {
      write(batch);
      if (++pending >= BATCH_WRITES) {
        commits.push(batch.commit());
        batch = docs.batch();
        pending = 0;
      }
    },
    async flush() {
      if (pending) commits.push(batch.commit());
      await Promise.all(commits);
    },
  };
}

/**
 * Writes one company's results for the tenders it was scored against: kept ones upserted, earlier
 * matches of those tenders no longer kept removed (or, when voted, updated with the lower score).
 */
export async function storeCompanyMatches(
  deps: MatchStoreDeps,
  companyId: string,
  criteria: readonly BidNoBidCriterion[],
  scored: { tender: StoreTender; list: TenderMatchList; k: number | null }[],
  existing: Map<string, TenderMatch>,
  threshold: number,
): Promise<CompanyMatchResult> {
  const { docs } = deps;
  const at = Timestamp.fromMillis(deps.now());
  const out = batcher(docs);
  let written = 0;
  let removed = 0;
  let newAboveThreshold = 0;
  for (const { tender, list, k } of scored) {
    const ref = refs.tenderMatch(companyId, tender.id);
    const before = existing.get(tender.id);
    if (k === null) {
      if (!before) continue;
      if (before.vote) continue; // kept for its vote; its score stays until it is kept again
      out.add((b) => b.delete(ref));
      removed++;
      continue;
    }
    const { score, reasons } = list.result(k);
    const fields = {
      tenderId: tender.id,
      score,
      reasons: storable(reasons),
      tender: matchDenormalised(tender.tender),
      bid: storable(bidIndication(tender.tender, criteria, { cpvLabels: deps.cpvLabels, score })),
      updatedAt: at,
    };
    // A match that would be written as it is costs a write and wakes every open list: skipped
    // (issue 22, writes only changed matches).
    if (before && sameMatch(before, fields)) continue;
    if (before) out.add((b) => b.set(ref, fields, { merge: true }));
    else {
      out.add((b) => b.set(ref, { ...fields, viewedBy: [], createdAt: at }));
      if (score >= threshold) newAboveThreshold++;
    }
    written++;
  }
  await out.flush();
  return { written, removed, newAboveThreshold };
}

/** What matching writes of a match, compared without its bookkeeping (updatedAt). */
function sameMatch(
  before: TenderMatch,
  after: Pick<TenderMatch, 'score' | 'reasons' | 'tender' | 'bid'>,
): boolean {
  return (
    before.score === after.score &&
    canonical(before.reasons) === canonical(after.reasons) &&
    canonical(before.tender) === canonical(after.tender) &&
    canonical(before.bid ?? null) === canonical(after.bid ?? null)
  );
}
