/**
 * Matching many tenders against many companies (issue 9: 10,000 × 1,000 within 2 s, and doubling
 * both at most 2.5× that time).
 *
 * Candidates come from a CPV prefix index, so a tender is compared only with companies whose
 * codes share at least its group, lie above it, or (for a division-level tender code) lie under
 * it — never with every company. Pairs left out could only score on division kinship (≤ 12.5 CPV
 * points), below any signal worth sending.
 * Companies without CPV codes are candidates for every tender (they match on text only).
 *
 * Candidate pairs grow fourfold when tenders and companies double, so a pair must cost almost
 * nothing. Work that does not depend on the pair is done once: the CPV points per distinct
 * tender code and list position, and per company list (one CPV group or division) a layout for
 * the pair loop with text postings (word form → the profile texts and criteria using it; see
 * companyList.ts). A tender scores each of its lists once — codes sharing a group share the list,
 * with the best code's points per position — walking the postings of its own word forms, which
 * counts the shared words of all the list's companies at once: the cost is the words they share,
 * not the words they have. Reason objects are built only when a kept match's reasons are asked
 * for — by scoreTender itself, so the scores and reasons are exactly those of scoring one pair.
 */
import { bestCpvRelation, parseCpv } from '../../cpv/cpvHierarchy';
import {
  PROCEDURE_TYPES,
  PUBLICATION_TYPES,
  type ContractType,
  type ProcedureType,
  type PublicationType,
} from '../../model/company';
import type { TenderCategory } from '../../model/tender';
import { EU_COUNTRIES } from '../../tenders/euCountries';
import {
  buildCompanyList,
  packPrefs,
  scoreList,
  PROCEDURE_SHIFT,
  PUBLICATION_SHIFT,
  SCOPE_SHIFT,
  textKey,
  SCOPE_EUROPEAN,
  SCOPE_NATIONAL,
  type CompanyFields,
  type CompanyList,
  type KeptMatches,
  type TenderFacts,
} from './companyList';
import { feedbackShift, FEEDBACK_POINTS, type MatchFeedback } from './feedback';
import { prepareProfile, type MatchProfile, type PreparedProfile } from './matchProfile';
import {
  MATCH_POINTS,
  IMPORTANCE_POINTS,
  prepareTender,
  scoreTender,
  type MatchTender,
  type PreparedTender,
  type TenderScore,
} from './scoreTender';
import { OVERLAP_WORDS_MAX, termWordCount, type Terms } from './textTerms';

/** The index's word forms: key (sorted stem ids) → id, and each form's stem ids. */
type FormDictionary = { ids: Map<string, number>; stems: number[][] };

const CATEGORY_BIT: Record<TenderCategory, number> = { supply: 1, works: 2, services: 4 };
const CONTRACT_BIT: Record<ContractType, number> = { delivery: 1, work: 2, services: 4 };
const PUBLICATION_BIT = Object.fromEntries(PUBLICATION_TYPES.map((t, i) => [t, 1 << i])) as Record<
  PublicationType,
  number
>;
const PROCEDURE_BIT = Object.fromEntries(PROCEDURE_TYPES.map((t, i) => [t, 1 << i])) as Record<
  ProcedureType,
  number
>;
const bits = <T extends string>(values: readonly T[], bit: Record<T, number>, all: number) =>
  values.length ? values.reduce((m, v) => m | bit[v], 0) : all;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Kept matches are stored in arrays of this many (or a tender's candidates, if more). */
const KEPT_CHUNK = 1 << 16;

/** A tender code's company lists (non-empty) and, per list position, the code's CPV points. */
type CodeCandidates = {
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

function codeCandidates(index: MatchIndex, code8: string): CodeCandidates {
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

/** Fills `facts` for the tender; `formMark` holds `stamp` for the forms it has. */
function tenderFacts(
  index: MatchIndex,
  tender: PreparedTender,
  stamp: number,
  formMark: Int32Array,
  facts: TenderFacts,
): void {
  const { start, forms } = index.stemForms;
  facts.formCount = 0;
  for (const stem of tender.terms.keys()) {
    const id = index.stems.get(stem);
    if (id === undefined) continue;
    for (let k = start[id]!; k < start[id + 1]!; k++) {
      const f = forms[k]!;
      if (formMark[f] !== stamp) {
        formMark[f] = stamp;
        facts.forms[facts.formCount++] = f;
      }
    }
  }
  facts.stemsKey = textKey(tender.terms.size, 0);
  facts.wordsCap = Math.min(termWordCount(tender.terms), OVERLAP_WORDS_MAX);
  facts.categoryBit = CATEGORY_BIT[tender.category];
  facts.publicationBit =
    tender.publicationType === 'award'
      ? 0
      : PUBLICATION_BIT[tender.publicationType as PublicationType] << PUBLICATION_SHIFT;
  const country = tender.country ?? null;
  facts.europeanBit = country && EU_COUNTRIES.has(country) ? SCOPE_EUROPEAN << SCOPE_SHIFT : 0;
  // -2: no company has this country (or the tender has none), so no pair is national.
  facts.countryId = country === null ? -2 : (index.hot.countryIds.get(country) ?? -2);
  facts.procedureBit = tender.procedureType
    ? PROCEDURE_BIT[tender.procedureType] << PROCEDURE_SHIFT
    : 0;
  facts.cpvCodes = tender.cpvCodes;
}

export type TenderMatchResult = TenderScore & { companyId: string };

/**
 * The kept matches of one tender, compact: company indexes and scores, a range of typed arrays
 * shared with other tenders, so that hundreds of thousands of matches are not as many objects
 * for the garbage collector. Reasons
 * are built by scoreTender when asked for (`result(k)`), only for matches that are stored.
 */
export class TenderMatchList {
  /**
   * The tender as given: a list does not hold on to a tender prepared from a raw one (its terms
   * would outlive matching for every tender); result() prepares it again when asked.
   */
  readonly tender: MatchTender;
  private prepared: PreparedTender | null = null;
  private readonly index: MatchIndex;
  private readonly companies: Int32Array;
  private readonly scores: Uint8Array;
  /** This tender's matches are companies/scores[start … start + length - 1]. */
  private readonly start: number;
  readonly length: number;
  constructor(
    tender: MatchTender,
    index: MatchIndex,
    kept: { companies: Int32Array; scores: Uint8Array },
    start: number,
    end: number,
  ) {
    this.tender = tender;
    this.index = index;
    this.companies = kept.companies;
    this.scores = kept.scores;
    this.start = start;
    this.length = end - start;
  }
  companyId(k: number): string {
    return this.index.profiles[this.companies[this.start + k]!]!.companyId;
  }
  score(k: number): number {
    return this.scores[this.start + k]!;
  }
  /** The full result with reasons; equals scoreTender() of the pair with its feedback shift. */
  result(k: number): TenderMatchResult {
    const i = this.companies[this.start + k]!;
    const profile = this.index.profiles[i]!;
    const feedback = this.index.hot.feedback[i]!;
    const tender = (this.prepared ??= prepareTender(this.tender));
    const shift = feedback.length ? feedbackShift(tender.cpvCodes, feedback) : undefined;
    const { score, reasons } = scoreTender(tender, profile, { feedbackShift: shift });
    return { companyId: profile.companyId, score, reasons };
  }
  results(): TenderMatchResult[] {
    return Array.from({ length: this.length }, (_, k) => this.result(k));
  }
}

/**
 * Scores each tender against its candidates; keeps those at or above minScore. Each kept score
 * equals scoreTender(tender, company, { feedbackShift }) for that pair (a test checks it).
 */
export function matchTenders(
  tenders: readonly MatchTender[],
  index: MatchIndex,
  options: { minScore?: number } = {},
): TenderMatchList[] {
  const min = options.minScore ?? 0;
  // Math.round(total) >= min exactly when total >= ceil(min) - 0.5. A pair whose upper bound is
  // below that cannot be kept; the 1e-9 absorbs float rounding of the bound's sum (its parts are
  // tenths, the error is ~1e-14), so a pair is only skipped when it is below in exact arithmetic.
  const keepFloor = Math.ceil(min) - 0.5 - 1e-9;
  const companyCount = index.profiles.length;
  // Stamps (the tender's number) instead of clearing arrays per tender.
  const formMark = new Int32Array(index.formCount);
  const facts: TenderFacts = {
    forms: new Int32Array(index.formCount),
    formCount: 0,
    stemsKey: 0,
    wordsCap: 0,
    categoryBit: 0,
    publicationBit: 0,
    countryId: -2,
    europeanBit: 0,
    procedureBit: 0,
    cpvCodes: [],
  };
  const kept: KeptMatches = {
    companies: new Int32Array(0),
    scores: new Uint8Array(0),
    count: 0,
    stamp: 0,
    keptStamp: new Int32Array(companyCount),
    keptAt: new Int32Array(companyCount),
  };
  // The tender's company lists, each once, with its best CPV points per position.
  const lists: CompanyList[] = [];
  const bests: Float64Array[] = [];

  return tenders.map((t, n) => {
    const stamp = n + 1;
    const tender = prepareTender(t);
    tenderFacts(index, tender, stamp, formMark, facts);
    lists.length = 0;
    bests.length = 0;
    for (const code of tender.codes8) {
      const { lists: codeLists, points } = codeCandidates(index, code);
      for (let j = 0; j < codeLists.length; j++) {
        const list = codeLists[j]!;
        const at = lists.indexOf(list);
        if (at < 0) {
          lists.push(list);
          bests.push(points[j]!);
          continue;
        }
        // Codes of one tender mostly share their group: the list is scored once, with the best
        // code's points per position (round1 rises with the similarity, so the best similarity's).
        const best = list.best;
        if (bests[at] !== best) {
          best.set(bests[at]!);
          bests[at] = best;
        }
        const codePoints = points[j]!;
        for (let k = 0; k < best.length; k++) {
          if (codePoints[k]! > best[k]!) best[k] = codePoints[k]!;
        }
      }
    }
    kept.stamp = stamp;
    // A company can be in two of the tender's lists; companies without codes are in none.
    const dedupe = lists.length > 1;
    const { feedback } = index.hot;
    let room = index.everywhere.length;
    for (const list of lists) room += list.companies.length;
    if (kept.companies.length - kept.count < room) {
      // A new chunk; the tenders before keep theirs.
      const size = Math.max(KEPT_CHUNK, room);
      kept.companies = new Int32Array(size);
      kept.scores = new Uint8Array(size);
      kept.count = 0;
    }
    const start = kept.count;
    for (let j = 0; j < lists.length; j++) {
      scoreList(lists[j]!, bests[j]!, facts, feedback, min, keepFloor, dedupe, kept);
    }
    if (index.everywhere.length) {
      const list = index.everywhereList;
      scoreList(list, index.everywherePoints, facts, feedback, min, keepFloor, false, kept);
    }
    return new TenderMatchList(t, index, kept, start, kept.count);
  });
}
