/**
 * Candidate companies per tender by CPV prefix, so a run compares a tender only with companies
 * whose codes share at least its group (or lie above it), not with every company. Pairs left out
 * could only score on division kinship (≤ 12.5 CPV points), below any signal worth sending.
 * Companies without CPV codes are candidates for every tender (they match on text only).
 */
import { parseCpv } from '../../cpv/cpvHierarchy';
import { prepareProfile, type MatchProfile, type PreparedProfile } from './matchProfile';
import { prepareTender, scoreTender, type MatchTender, type TenderScore } from './scoreTender';

export type MatchIndex = {
  profiles: PreparedProfile[];
  /** Key: a profile code's significant digits cut to 3 (or 2 for a division code). */
  byPrefix: Map<string, number[]>;
  everywhere: number[];
};

export function buildMatchIndex(profiles: readonly MatchProfile[]): MatchIndex {
  const prepared = profiles.map(prepareProfile);
  const byPrefix = new Map<string, number[]>();
  const everywhere: number[] = [];
  prepared.forEach((p, i) => {
    if (!p.codes8.length) everywhere.push(i);
    const keys = new Set(p.codes8.map((c) => parseCpv(c)!.significant.slice(0, 3)));
    for (const key of keys) {
      const list = byPrefix.get(key) ?? [];
      list.push(i);
      byPrefix.set(key, list);
    }
  });
  return { profiles: prepared, byPrefix, everywhere };
}

export function candidateProfiles(
  index: MatchIndex,
  cpvCodes: readonly string[],
): PreparedProfile[] {
  const seen = new Set<number>(index.everywhere);
  for (const code of cpvCodes) {
    const parsed = parseCpv(code);
    if (!parsed) continue;
    // The tender's group and its division: a division-level company code is stored under 2 digits.
    for (const key of [parsed.significant.slice(0, 3), parsed.code8.slice(0, 2)]) {
      for (const i of index.byPrefix.get(key) ?? []) seen.add(i);
    }
  }
  return [...seen].map((i) => index.profiles[i]!);
}

export type TenderMatchResult = TenderScore & { companyId: string };

/** Scores each tender against its candidates; keeps those at or above minScore. */
export function matchTenders(
  tenders: readonly MatchTender[],
  index: MatchIndex,
  options: { minScore?: number } = {},
): TenderMatchResult[][] {
  const min = options.minScore ?? 0;
  return tenders.map((t) => {
    const tender = prepareTender(t);
    const out: TenderMatchResult[] = [];
    for (const profile of candidateProfiles(index, tender.codes8)) {
      const s = scoreTender(tender, profile);
      if (s.score >= min) out.push({ companyId: profile.companyId, ...s });
    }
    return out;
  });
}
