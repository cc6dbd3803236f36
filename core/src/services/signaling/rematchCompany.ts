/**
 * Matching one company again: every open tender after its profile, criteria or votes changed
 * (rematchCompany), or one tender after a vote on its match (rescoreTender).
 */
import type { Company } from '../../model/company';
import { refs } from '../../model/paths';
import { buildMatchIndex } from '../matching/buildMatchIndex';
import { matchTenders } from '../matching/matchIndex';
import type { PreparedTender } from '../matching/scoreTender';
import { existingMatches, loadMatchProfile, pages } from './matchStoreReads';
import {
  type CompanyMatchResult,
  MATCH_KEPT_MIN,
  type MatchRunResult,
  type MatchStoreDeps,
  type StoreTender,
  isOpenTender,
  matchThreshold,
  openAt,
  prepare,
} from './matchStoreModel';
import { storeCompanyMatches } from './storeCompanyMatches';

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
