/**
 * The match store (issue 9): scores tenders against company profiles and keeps
 * companies/{cid}/tenderMatches/{tid} up to date.
 *
 * - matchTendersForCompanies: after an ingestion stored new or changed tenders (part A calls it),
 *   those tenders against every company (or the given ones).
 * - rematchCompany: after a company's profile, bid/no-bid criteria or votes changed, every open
 *   tender against that company.
 *
 * Open tenders only: award notices and tenders whose deadline has passed are never matched
 * (nobody can bid on them); matches made while they were open stay as they are.
 * A match below MATCH_KEPT_MIN is dropped, unless it carries a vote: the vote is what shifts
 * future scores, so it is kept with its lower score. Updates keep viewedBy, vote and createdAt.
 * Reads are paged and writes go in batches (Firestore allows 500 writes per batch).
 */
import {
  type BidNoBidCriterion,
  type Company,
  DEFAULT_NOTIFICATION_SETTINGS,
} from '../../model/company';
import { refs } from '../../model/paths';
import type { Tender, TenderMatch } from '../../model/tender';
import type { DocStore, QueryDocSnapshot, WriteBatch } from '../../ports/docStore';
import { limit, orderBy, query, startAfter, where, type Query } from '../../ports/query';
import { DOCUMENT_ID, type CollectionRef } from '../../ports/refs';
import { Timestamp } from '../../ports/values';
import type { MatchFeedback } from '../matching/feedback';
import { buildMatchIndex, type MatchIndex } from '../matching/buildMatchIndex';
import { matchTenders } from '../matching/matchIndex';
import type { MatchProfile } from '../matching/matchProfile';
import { prepareTender, type PreparedTender } from '../matching/scoreTender';
import type { TenderMatchList } from '../matching/tenderMatchList';
import { bidIndication } from './bidNoBid';
import { canonical, storable } from './ingestUpsert';

/** Matches scoring under this are not stored (docs/decisions.md, issue 9). */
export const MATCH_KEPT_MIN = 30;
/**
 * Companies are Dutch (spec §1: bidders on Dutch and European tenders) and the company document
 * has no country, so 'national' scope means a buyer in the Netherlands.
 */
export const COMPANY_COUNTRY = 'NL';
const PAGE = 300;
const BATCH_WRITES = 400;

export type StoreTender = {
  readonly id: string;
  readonly tender: Tender;
  /**
   * Stored for the first time just now (issue 22): no company can have a match of it yet, so
   * none is looked up. Left out (or false) for a changed tender, whose earlier matches are read
   * to update or remove them.
   */
  readonly isNew?: boolean;
};

export type MatchStoreDeps = {
  docs: DocStore;
  /** Milliseconds since the epoch (a port so tests and the demo decide what "now" is). */
  now: () => number;
  /**
   * False in the demo: its tenders are real notices of 2020–2024, all past their deadlines, and
   * would otherwise never match (award notices are still left out).
   */
  skipPastDeadlines?: boolean;
  /**
   * The English and Dutch labels of a CPV code (the CPV vocabulary), so that bid/no-bid criteria
   * are checked against the CPV hierarchy in both languages; without it, text and fields only.
   */
  cpvLabels?: (code8: string) => readonly string[];
};

export type MatchRunResult = { written: number; removed: number };

/** What an ingestion's matching reports: new matches at or above each company's threshold. */
export type TendersMatchResult = MatchRunResult & {
  /** Company id → new matches scoring at least its notificationSettings.minScore (0s left out). */
  newAboveThreshold: Record<string, number>;
};

type CompanyMatchResult = MatchRunResult & { newAboveThreshold: number };

/** The company's notification threshold (spec §2 notification settings; default 70). */
export function matchThreshold(company: Company): number {
  return company.notificationSettings?.minScore ?? DEFAULT_NOTIFICATION_SETTINGS.minScore;
}

const prepare = (t: StoreTender) => prepareTender(t.tender);

/** nowMs null: deadlines are not checked (the demo's historic notices). */
export function isOpenTender(tender: Tender, nowMs: number | null): boolean {
  if (tender.publicationType === 'award') return false;
  return nowMs === null || !tender.deadline || tender.deadline.toMillis() > nowMs;
}

const openAt = (deps: MatchStoreDeps) => (deps.skipPastDeadlines === false ? null : deps.now());

/**
 * What a company's matching needs: its profile, criteria and votes. Not its project names: they
 * are mostly places and buyers, which matched unrelated tenders (issue 21).
 */
async function loadMatchProfile(
  docs: DocStore,
  companyId: string,
  company: Company,
): Promise<{ profile: MatchProfile; feedback: MatchFeedback[] }> {
  const voted = await docs.getDocs(
    query(refs.tenderMatches(companyId), where('vote', 'in', ['up', 'down'])),
  );
  return {
    profile: {
      companyId,
      country: COMPANY_COUNTRY,
      profile: company.profile,
      bidNoBid: company.bidNoBid ?? [],
    },
    feedback: voted.docs.map((m) => ({
      vote: m.data.vote as 'up' | 'down',
      cpvCodes: m.data.tender.cpvCodes,
    })),
  };
}

/** Every document of a collection (or query), page by page in document id order. */
async function* pages<T>(docs: DocStore, source: CollectionRef<T> | Query<T>) {
  let last: QueryDocSnapshot<T> | null = null;
  for (;;) {
    const constraints = [orderBy(DOCUMENT_ID), limit(PAGE)];
    if (last) constraints.push(startAfter(last));
    const page = await docs.getDocs(query(source, ...constraints));
    if (!page.empty) yield page.docs;
    if (page.size < PAGE) return;
    last = page.docs[page.size - 1]!;
  }
}

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
async function storeCompanyMatches(
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

/** One company's existing matches of these tenders (all of them when ids is null). */
async function existingMatches(
  docs: DocStore,
  companyId: string,
  ids: readonly string[] | null,
): Promise<Map<string, TenderMatch>> {
  const out = new Map<string, TenderMatch>();
  if (ids === null) {
    for await (const page of pages(docs, refs.tenderMatches(companyId))) {
      for (const d of page) out.set(d.id, d.data);
    }
    return out;
  }
  // Firestore's `in` takes at most 30 values.
  for (let i = 0; i < ids.length; i += 30) {
    const page = await docs.getDocs(
      query(refs.tenderMatches(companyId), where('tenderId', 'in', ids.slice(i, i + 30))),
    );
    for (const d of page.docs) out.set(d.id, d.data);
  }
  return out;
}

async function matchCompany(
  deps: MatchStoreDeps,
  companyId: string,
  company: Company,
  tenders: readonly StoreTender[],
  prepared: readonly PreparedTender[],
  allTenders: boolean,
): Promise<CompanyMatchResult> {
  const { profile, feedback } = await loadMatchProfile(deps.docs, companyId, company);
  const index = buildMatchIndex([profile], { feedback: new Map([[companyId, feedback]]) });
  const lists = matchTenders(prepared, index, { minScore: MATCH_KEPT_MIN });
  const existing = await existingMatches(
    deps.docs,
    companyId,
    allTenders ? null : tenders.map((t) => t.id),
  );
  const scored = tenders.map((tender, n) => ({
    tender,
    list: lists[n]!,
    k: lists[n]!.length ? 0 : null,
  }));
  return storeCompanyMatches(
    deps,
    companyId,
    profile.bidNoBid,
    scored,
    existing,
    matchThreshold(company),
  );
}

/**
 * Whether a write of companies/{cid} changed what matching reads: the profile (codes,
 * description, contract and publication types, scope) or the bid/no-bid criteria. A name or
 * notification-settings edit changes no score. Used by the functions' trigger and the demo.
 */
export function companyMatchingInputChanged(
  before: Company | undefined,
  after: Company | undefined,
): boolean {
  if (!after) return false;
  if (!before) return true;
  return (
    JSON.stringify(before.profile) !== JSON.stringify(after.profile) ||
    JSON.stringify(before.bidNoBid ?? []) !== JSON.stringify(after.bidNoBid ?? [])
  );
}

/** Re-scores every open tender for one company (profile, criteria or votes changed). */
export async function rematchCompany(
  deps: MatchStoreDeps,
  companyId: string,
): Promise<MatchRunResult> {
  const company = (await deps.docs.getDoc(refs.company(companyId))).data;
  if (!company) return { written: 0, removed: 0 };
  const nowMs = openAt(deps);
  const open: StoreTender[] = [];
  for await (const page of pages(deps.docs, refs.tenders())) {
    for (const { id, data } of page) if (isOpenTender(data, nowMs)) open.push({ id, tender: data });
  }
  const { written, removed } = await matchCompany(
    deps,
    companyId,
    company,
    open,
    open.map(prepare),
    true,
  );
  return { written, removed };
}

/**
 * Re-scores one tender for one company: after a vote on its match (issue 20: a vote re-scored
 * every open tender, reading the whole tender collection each time). The vote shifts related
 * tenders' scores too; they take it up when they are matched next (a new or changed notice, a
 * profile or criteria change). A tender that is gone or closed keeps its match as it is.
 */
export async function rescoreTender(
  deps: MatchStoreDeps,
  companyId: string,
  tenderId: string,
): Promise<MatchRunResult> {
  const [company, tender] = await Promise.all([
    deps.docs.getDoc(refs.company(companyId)),
    deps.docs.getDoc(refs.tender(tenderId)),
  ]);
  if (!company.data || !tender.data || !isOpenTender(tender.data, openAt(deps)))
    return { written: 0, removed: 0 };
  const one: StoreTender = { id: tenderId, tender: tender.data };
  const { written, removed } = await matchCompany(
    deps,
    companyId,
    company.data,
    [one],
    [prepare(one)],
    false,
  );
  return { written, removed };
}

/** A company as one matching round needs it, loaded once per ingestion run. */
type LoadedCompany = {
  readonly id: string;
  readonly company: Company;
  readonly profile: MatchProfile;
  readonly feedback: MatchFeedback[];
};

/**
 * What an ingestion run loads once and reuses for every page (issue 22): the companies, their
 * votes and one match index over all of them. Without it each page re-read every company and
 * its votes, and built an index per company.
 */
export type MatchRunCache = {
  loaded?: Promise<{ companies: LoadedCompany[]; index: MatchIndex }>;
};

async function loadCompanies(
  deps: MatchStoreDeps,
  companyIds: readonly string[] | undefined,
): Promise<{ companies: LoadedCompany[]; index: MatchIndex }> {
  const companies: LoadedCompany[] = [];
  const add = async (id: string, company: Company) => {
    const { profile, feedback } = await loadMatchProfile(deps.docs, id, company);
    companies.push({ id, company, profile, feedback });
  };
  if (companyIds) {
    for (const cid of companyIds) {
      const company = (await deps.docs.getDoc(refs.company(cid))).data;
      if (company) await add(cid, company);
    }
  } else {
    for await (const page of pages(deps.docs, refs.companies())) {
      for (const { id, data } of page) await add(id, data);
    }
  }
  const index = buildMatchIndex(
    companies.map((c) => c.profile),
    { feedback: new Map(companies.map((c) => [c.id, c.feedback])) },
  );
  return { companies, index };
}

/**
 * Scores new or changed tenders against every company (or `companyIds`) and stores the matches.
 * Tenders that are closed (award, deadline passed) are skipped.
 *
 * One index over all companies scores each tender against its candidates only. A company is
 * written to only where a match is new, changed or gone: earlier matches are looked up only for
 * tenders that are not new (isNew), and a match that would be stored as it is, is not written.
 * `cache` (one per ingestion run, createRunMatcher) keeps the companies and the index across pages.
 */
export async function matchTendersForCompanies(
  deps: MatchStoreDeps,
  input: {
    tenders: readonly StoreTender[];
    companyIds?: readonly string[];
    cache?: MatchRunCache;
  },
): Promise<TendersMatchResult> {
  const nowMs = openAt(deps);
  const open = input.tenders.filter((t) => isOpenTender(t.tender, nowMs));
  const total: TendersMatchResult = { written: 0, removed: 0, newAboveThreshold: {} };
  if (!open.length) return total;
  const cache = input.cache ?? {};
  const { companies, index } = await (cache.loaded ??= loadCompanies(deps, input.companyIds));
  // Stemming a tender's text is the costly part: once per run, not once per company.
  const lists = matchTenders(open.map(prepare), index, { minScore: MATCH_KEPT_MIN });
  const kept = new Map<string, { tender: StoreTender; list: TenderMatchList; k: number }[]>();
  lists.forEach((list, n) => {
    for (let k = 0; k < list.length; k++) {
      const cid = list.companyId(k);
      let mine = kept.get(cid);
      if (!mine) kept.set(cid, (mine = []));
      mine.push({ tender: open[n]!, list, k });
    }
  });
  // Only a tender stored before this round can have matches to update or remove.
  const known = open.filter((t) => !t.isNew);
  for (const { id, company, profile } of companies) {
    const mine = kept.get(id) ?? [];
    if (!mine.length && !known.length) continue;
    const existing = known.length
      ? await existingMatches(
          deps.docs,
          id,
          known.map((t) => t.id),
        )
      : new Map<string, TenderMatch>();
    const keptIds = new Set(mine.map((m) => m.tender.id));
    const scored: { tender: StoreTender; list: TenderMatchList; k: number | null }[] = [
      ...mine,
      ...known
        .filter((t) => !keptIds.has(t.id) && existing.has(t.id))
        .map((tender) => ({ tender, list: lists[open.indexOf(tender)]!, k: null })),
    ];
    if (!scored.length) continue;
    const r = await storeCompanyMatches(
      deps,
      id,
      profile.bidNoBid,
      scored,
      existing,
      matchThreshold(company),
    );
    total.written += r.written;
    total.removed += r.removed;
    if (r.newAboveThreshold > 0) total.newAboveThreshold[id] = r.newAboveThreshold;
  }
  return total;
}

/**
 * The matcher of one ingestion run: matchTendersForCompanies with one cache for all its pages
 * (the companies, their votes and the index are read once per run, not once per page).
 */
export function createRunMatcher(
  deps: MatchStoreDeps,
): (tenders: readonly StoreTender[]) => Promise<TendersMatchResult> {
  const cache: MatchRunCache = {};
  return (tenders) => matchTendersForCompanies(deps, { tenders, cache });
}
