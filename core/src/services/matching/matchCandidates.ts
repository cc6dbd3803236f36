/**
 * Which companies a tender is compared with: the company lists of its CPV codes' group and
 * division (never every company), each list built once and each tender code's CPV points per
 * list position computed once.
 */
import { bestCpvRelation, parseCpv } from '../../cpv/cpvHierarchy';
import type { MatchIndex, CodeCandidates } from './buildMatchIndex';
import { buildCompanyList, type CompanyList } from './companyList';
import type { PreparedProfile } from './matchProfile';
import { MATCH_POINTS } from './scoreTender';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The company lists a tender code's candidates come from. */
function candidateKeys(code: string): string[] {
  const parsed = parseCpv(code);
  if (!parsed) return [];
  // A division-level tender code lies above every code of its division.
  if (parsed.level === 'division') return [`d:${parsed.code8.slice(0, 2)}`];
  // The tender's group and its division: a division-level company code is stored under 2 digits.
  return [`p:${parsed.significant.slice(0, 3)}`, `p:${parsed.code8.slice(0, 2)}`];
}

function companiesOfKey(index: MatchIndex, key: string): readonly number[] {
  const map = key.startsWith('d:') ? index.byDivision : index.byPrefix;
  return map.get(key.slice(2)) ?? [];
}

function candidateIndexes(index: MatchIndex, code: string): number[] {
  const out = new Set<number>();
  for (const key of candidateKeys(code)) for (const i of companiesOfKey(index, key)) out.add(i);
  return [...out];
}

function keyList(index: MatchIndex, key: string): CompanyList {
  let list = index.listsByKey.get(key);
  if (!list) {
    list = buildCompanyList(index.hot, index.formCount, companiesOfKey(index, key));
    index.listsByKey.set(key, list);
  }
  return list;
}

/** The companies a tender with these codes is compared with. */
export function candidateProfiles(
  index: MatchIndex,
  cpvCodes: readonly string[],
): PreparedProfile[] {
  const seen = new Set<number>(index.everywhere);
  for (const code of cpvCodes) for (const i of candidateIndexes(index, code)) seen.add(i);
  return [...seen].map((i) => index.profiles[i]!);
}

export function codeCandidates(index: MatchIndex, code8: string): CodeCandidates {
  let cached = index.byTenderCode.get(code8);
  if (!cached) {
    cached = { lists: [], points: [] };
    for (const key of candidateKeys(code8)) {
      const list = keyList(index, key);
      if (!list.companies.length) continue;
      cached.lists.push(list);
      cached.points.push(
        Float64Array.from(list.companies, (i) => {
          const { similarity } = bestCpvRelation(code8, index.profiles[i]!.codes8);
          return similarity > 0 ? round1(MATCH_POINTS.cpv * similarity) : 0;
        }),
      );
    }
    index.byTenderCode.set(code8, cached);
  }
  return cached;
}
