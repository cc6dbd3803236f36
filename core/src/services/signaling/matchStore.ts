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
import type { Company } from '../../model/company';
import type { TenderMatch } from '../../model/tender';
import { refs } from '../../model/paths';
import type { MatchFeedback } from '../matching/feedback';
import { buildMatchIndex, type MatchIndex } from '../matching/buildMatchIndex';
import { matchTenders } from '../matching/matchIndex';
import type { MatchProfile } from '../matching/matchProfile';
import type { TenderMatchList } from '../matching/tenderMatchList';
import { existingMatches, loadMatchProfile, pages } from './matchStoreReads';
import {
  MATCH_KEPT_MIN,
  type MatchStoreDeps,
  type StoreTender,
  type TendersMatchResult,
  isOpenTender,
  matchThreshold,
  openAt,
  prepare,
} from './matchStoreModel';
import { storeCompanyMatches } from './storeCompanyMatches';

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
