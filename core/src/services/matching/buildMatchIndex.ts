/**
 * Building the match index once for many tenders (matchIndex.ts): every company profile prepared,
 * its texts as word forms with postings, its preferences packed into bits, and the CPV prefix and
 * division maps the candidates come from. Company lists per prefix are built later, on first use.
 */
import { parseCpv } from '../../cpv/cpvHierarchy';
import {
  PROCEDURE_TYPES,
  PUBLICATION_TYPES,
  type ContractType,
  type ProcedureType,
  type PublicationType,
} from '../../model/company';
import type { TenderCategory } from '../../model/tender';
import {
  buildCompanyList,
  packPrefs,
  SCOPE_EUROPEAN,
  SCOPE_NATIONAL,
  type CompanyFields,
  type CompanyList,
} from './companyList';
import { FEEDBACK_POINTS, type MatchFeedback } from './feedback';
import { prepareProfile, type MatchProfile, type PreparedProfile } from './matchProfile';
import { MATCH_POINTS, IMPORTANCE_POINTS } from './scoreTender';
import type { Terms } from './textTerms';

/** The index's word forms: key (sorted stem ids) → id, and each form's stem ids. */
type FormDictionary = { ids: Map<string, number>; stems: number[][] };

export const CATEGORY_BIT: Record<TenderCategory, number> = { supply: 1, works: 2, services: 4 };
const CONTRACT_BIT: Record<ContractType, number> = { delivery: 1, work: 2, services: 4 };
export const PUBLICATION_BIT = Object.fromEntries(
  PUBLICATION_TYPES.map((t, i) => [t, 1 << i]),
) as Record<PublicationType, number>;
export const PROCEDURE_BIT = Object.fromEntries(
  PROCEDURE_TYPES.map((t, i) => [t, 1 << i]),
) as Record<ProcedureType, number>;
const bits = <T extends string>(values: readonly T[], bit: Record<T, number>, all: number) =>
  values.length ? values.reduce((m, v) => m | bit[v], 0) : all;

/** A tender code's company lists (non-empty) and, per list position, the code's CPV points. */
export type CodeCandidates = {
  lists: CompanyList[];
  /** round1(cpv × similarity) of the list's company at each position, as scoreTender. */
  points: Float64Array[];
};

export type MatchIndex = {
  profiles: PreparedProfile[];
  hot: CompanyFields;
  /** Key: a profile code's significant digits cut to 3 (or 2 for a division code). */
  byPrefix: Map<string, number[]>;
  /** Key: the division (2 digits) of any of a profile's codes. */
  byDivision: Map<string, number[]>;
  everywhere: number[];
  stems: Map<string, number>;
  /** The forms having stem s: stemForms.forms[stemForms.start[s] … start[s + 1] - 1]. */
  stemForms: { start: Int32Array; forms: Int32Array };
  formCount: number;
  /** The companies without codes (candidates for every tender, with no CPV points). */
  everywhereList: CompanyList;
  everywherePoints: Float64Array;
  /** Per distinct tender code: its company lists and CPV points, built on first use. */
  byTenderCode: Map<string, CodeCandidates>;
  /** Per company list of byPrefix ('p:…') or byDivision ('d:…'), built on first use. */
  listsByKey: Map<string, CompanyList>;
};

export type MatchIndexOptions = {
  /** Earlier thumbs up/down per company id (feedbackShift). */
  feedback?: ReadonlyMap<string, readonly MatchFeedback[]>;
};

function formId(forms: FormDictionary, stemIds: number[]): number {
  const key = stemIds.length === 1 ? String(stemIds[0]) : stemIds.sort((a, b) => a - b).join(' ');
  let id = forms.ids.get(key);
  if (id === undefined) {
    forms.ids.set(key, (id = forms.stems.length));
    forms.stems.push(stemIds);
  }
  return id;
}

/**
 * A text unit as ids: one per surface word, the id of the word's 'form' — the set of stems the
 * word has in the unit (one or two: Dutch and English). A word shares a stem with a tender when
 * any stem of its form is the tender's; walking postings by form instead of by stem counts each
 * word once, without asking per posting whether its other stem was counted already.
 */
function unitForms(terms: Terms, stems: Map<string, number>, forms: FormDictionary): Int32Array {
  // termOverlap counts the company's surface words (terms maps each stem to its first word).
  const byWord = new Map<string, number[]>();
  for (const [stem, word] of terms) {
    let id = stems.get(stem);
    if (id === undefined) stems.set(stem, (id = stems.size));
    const list = byWord.get(word);
    if (list) list.push(id);
    else byWord.set(word, [id]);
  }
  const ids = new Int32Array(byWord.size);
  let w = 0;
  for (const stemIds of byWord.values()) ids[w++] = formId(forms, stemIds);
  return ids;
}

/** Compressed rows stem → the forms having it (a tender finds its forms from its stems). */
function stemFormRows(formStems: readonly (readonly number[])[], stemCount: number) {
  const start = new Int32Array(stemCount + 1);
  for (const stemIds of formStems) for (const s of stemIds) start[s + 1]!++;
  for (let s = 0; s < stemCount; s++) start[s + 1]! += start[s]!;
  const fill = start.slice(0, stemCount);
  const forms = new Int32Array(start[stemCount]!);
  formStems.forEach((stemIds, f) => {
    for (const s of stemIds) forms[fill[s]!++] = f;
  });
  return { start, forms };
}

export function buildMatchIndex(
  profiles: readonly MatchProfile[],
  options: MatchIndexOptions = {},
): MatchIndex {
  const stems = new Map<string, number>();
  const forms: FormDictionary = { ids: new Map(), stems: [] };
  const indexed = profiles.map(prepareProfile);
  const n = indexed.length;
  const allForms: Int32Array[] = [];
  const stemCounts: number[] = [];
  const unit = (terms: Terms) => {
    stemCounts.push(terms.size);
    return allForms.push(unitForms(terms, stems, forms)) - 1;
  };
  const criteriaStart = new Int32Array(n + 1);
  const criteriaUnit: number[] = [];
  const criteriaPoints: number[] = [];
  const countryIds = new Map<string, number>();
  const hot: Omit<CompanyFields, 'unitStems' | 'criteriaUnit' | 'criteriaPoints'> = {
    unitForms: allForms,
    textUnit: new Int32Array(n),
    criteriaStart,
    extraMax: new Float64Array(n),
    feedback: [],
    prefs: new Int32Array(n),
    countryId: new Int32Array(n),
    countryIds,
  };
  indexed.forEach((p, i) => {
    hot.textUnit[i] = unit(p.terms);
    let pointsSum = 0;
    for (const { criterion, terms } of p.criteria) {
      criteriaUnit.push(unit(terms));
      criteriaPoints.push(IMPORTANCE_POINTS[criterion.importance]);
      pointsSum += IMPORTANCE_POINTS[criterion.importance];
    }
    criteriaStart[i + 1] = criteriaUnit.length;
    const feedback = options.feedback?.get(p.companyId) ?? [];
    hot.feedback.push(feedback);
    hot.extraMax[i] =
      Math.min(MATCH_POINTS.bidNoBidMax, pointsSum) + (feedback.length ? FEEDBACK_POINTS.cap : 0);
    hot.prefs[i] = packPrefs(
      bits(p.profile.contractTypes, CONTRACT_BIT, 7),
      bits(p.profile.publicationTypes, PUBLICATION_BIT, 0xff),
      bits(
        p.profile.scope,
        { national: SCOPE_NATIONAL, european: SCOPE_EUROPEAN },
        SCOPE_NATIONAL | SCOPE_EUROPEAN,
      ),
      feedback.length > 0,
      bits(p.profile.procedureTypes ?? [], PROCEDURE_BIT, 0xff),
    );
    if (p.country !== null && !countryIds.has(p.country))
      countryIds.set(p.country, countryIds.size);
    hot.countryId[i] = p.country === null ? -1 : countryIds.get(p.country)!;
  });
  const full: CompanyFields = {
    ...hot,
    unitStems: Int32Array.from(stemCounts),
    criteriaUnit: Int32Array.from(criteriaUnit),
    criteriaPoints: Uint8Array.from(criteriaPoints),
  };
  const byPrefix = new Map<string, number[]>();
  const byDivision = new Map<string, number[]>();
  const everywhere: number[] = [];
  indexed.forEach((p, i) => {
    if (!p.codes8.length) everywhere.push(i);
    const keys = new Set(p.codes8.map((c) => parseCpv(c)!.significant.slice(0, 3)));
    for (const key of keys) {
      const list = byPrefix.get(key) ?? [];
      list.push(i);
      byPrefix.set(key, list);
    }
    for (const division of new Set(p.codes8.map((c) => c.slice(0, 2)))) {
      const list = byDivision.get(division) ?? [];
      list.push(i);
      byDivision.set(division, list);
    }
  });
  const formCount = forms.stems.length;
  return {
    profiles: indexed,
    hot: full,
    byPrefix,
    byDivision,
    everywhere,
    stems,
    stemForms: stemFormRows(forms.stems, stems.size),
    formCount,
    everywhereList: buildCompanyList(full, formCount, everywhere),
    everywherePoints: new Float64Array(everywhere.length),
    byTenderCode: new Map(),
    listsByKey: new Map(),
  };
}
