// The store bench/ingestion-cost.mjs runs on: a year of history (tenders, matches, votes) of
// every company, and the day's notices to ingest, new ones and change notices.
import { core, pickOne, prng } from './core.mjs';
import { company, notice, ts } from './generate.mjs';
import { indexedTenders } from './indexedTenders.mjs';
import {
  CHANGE_SHARE,
  COMPANIES,
  DAY,
  HISTORY_MATCHES_PER_COMPANY,
  HISTORY_TENDERS,
  NEW_NOTICES,
  NOW,
  VOTE_SHARE,
} from './scale.mjs';

const { MemoryDocStore, ManualClock, refs, tenderDocId } = core;

/** The seeded store and the day's notices: new ones (`fresh`) and change notices. */
export async function seed() {
  const rand = prng(22);
  const { docs, indexTender } = indexedTenders(new MemoryDocStore({ clock: new ManualClock(NOW) }));
  const history = [];
  for (let i = 0; i < HISTORY_TENDERS; i++) {
    const publishedMs = NOW - Math.floor(rand() * 250) * DAY - DAY;
    const record = notice(rand, i, publishedMs);
    const id = tenderDocId(record.source, record.sourceId);
    const tender = {
      ...record,
      noticeKeys: [record.sourceId, record.noticeId],
      fetchedAt: ts(publishedMs),
    };
    history.push({ id, record, tender });
  }
  let batch = docs.batch();
  let pending = 0;
  const put = async (ref, data) => {
    batch.set(ref, data);
    if (++pending === 400) {
      await batch.commit();
      batch = docs.batch();
      pending = 0;
    }
  };
  for (const { id, tender } of history) {
    await put(refs.tender(id), tender);
    indexTender(id, tender);
  }
  for (let c = 0; c < COMPANIES; c++) {
    const cid = `c${String(c).padStart(4, '0')}`;
    await put(refs.company(cid), company(rand, c));
    for (let m = 0; m < HISTORY_MATCHES_PER_COMPANY; m++) {
      const { id, tender } = pickOne(rand, history);
      const vote = rand() < VOTE_SHARE ? (rand() < 0.6 ? 'up' : 'down') : null;
      await put(refs.tenderMatch(cid, id), {
        tenderId: id,
        score: 30 + Math.floor(rand() * 70),
        reasons: [],
        viewedBy: [],
        tender: {
          title: tender.title,
          buyer: tender.buyer,
          location: tender.location,
          category: tender.category,
          cpvCodes: tender.cpvCodes,
          publishedAt: tender.publishedAt,
          deadline: tender.deadline,
        },
        ...(vote ? { vote } : {}),
        createdAt: tender.fetchedAt,
        updatedAt: tender.fetchedAt,
      });
    }
  }
  await batch.commit();
  // Today's notices: new ones, and change notices of open notices of the past weeks.
  const recent = history.filter((h) => h.record.deadline.toMillis() > NOW);
  const fresh_ = [];
  const changes = [];
  for (let n = 0; n < NEW_NOTICES; n++) {
    const fresh = notice(rand, HISTORY_TENDERS + n, NOW - DAY / 4);
    if (rand() < CHANGE_SHARE) {
      const original = pickOne(rand, recent).record;
      changes.push({
        ...original,
        sourceId: fresh.sourceId,
        noticeId: fresh.noticeId,
        publishedAt: fresh.publishedAt,
        changeOf: original.sourceId,
        publicationType: 'rectification',
        deadline: ts(original.deadline.toMillis() + 14 * DAY),
      });
    } else fresh_.push(fresh);
  }
  // TED interleaves them; grouped here (new first) so that a sample of the new pages and all of
  // the change notices can be measured. Changed tenders are settled once at the run's end, so
  // where they sit in the run does not change what it costs.
  return { docs, fresh: fresh_, changes };
}
