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
 * tender code and candidate company, and text postings per company list (stem → the profile
 * texts and criteria using it). A tender walks the postings of its own stems, which counts the
 * shared words of all its candidates at once — the cost is the words they share, not the words
 * they have. A pair then costs a few typed-array reads; reason objects are built only when a
 * kept match's reasons are asked for — by scoreTender itself, so the scores and reasons are
 * exactly those of scoring one pair.
 */
import { bestCpvRelation, parseCpv } from '../../cpv/cpvHierarchy';
import { PUBLICATION_TYPES, type ContractType, type PublicationType } from '../../model/company';
import type { TenderCategory } from '../../model/tender';
import { EU_COUNTRIES } from '../../tenders/codes';
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
import { OVERLAP_WORDS_MAX, type Terms } from './textTerms';

/**
 * A text unit as ids: one per surface word, the id of the word's 'form' — the set of stems the
 * word has in the unit (one or two: Dutch and English). A word shares a stem with a tender when
 * any stem of its form is the tender's; walking postings by form instead of by stem counts each
 * word once, without asking per posting whether its other stem was counted already.
 */
type IdTerms = { forms: Int32Array; stemCount: number };

/** The index's word forms: key (sorted stem ids) → id, and each form's stem ids. */
type FormDictionary = { ids: Map<string, number>; stems: number[][] };

/**
 * Per company, in arrays indexed like `profiles`, what the pair loop reads (no object lookups).
 * Texts are 'units': a company's profile text and each of its bid/no-bid criteria.
 */
type HotFields = {
  units: IdTerms[];
  /** Per unit: its stem count and word count (termOverlap's sizes). */
  unitStems: Int32Array;
  unitWords: Int32Array;
  /** The unit of company i's profile text. */
  textUnit: Int32Array;
  /** Company i's criteria are criteriaUnit/criteriaPoints[criteriaStart[i] … criteriaStart[i + 1] - 1]. */
  criteriaStart: Int32Array;
  criteriaUnit: Int32Array;
  criteriaPoints: Uint8Array;
  /**
   * The most the bid/no-bid criteria (capped like scoreTender) and the feedback cap can add: with
   * the CPV, text and fixed points, an upper bound of the score before any criterion is read.
   */
  extraMax: Float64Array;
  feedback: (readonly MatchFeedback[])[];
  hasFeedback: Uint8Array;
  /** Bit per tender category whose contract type the company wants (all bits: no preference). */
  contractMask: Uint8Array;
  /** Bit per publication type wanted (all bits: no preference). */
  publicationMask: Uint8Array;
  /** SCOPE_NATIONAL | SCOPE_EUROPEAN, or both for no preference. */
  scope: Uint8Array;
  /** The company's country as an id of `countryIds` (-1: none), so pairs compare numbers. */
  countryId: Int32Array;
  countryIds: Map<string, number>;
};

const SCOPE_NATIONAL = 1;
const SCOPE_EUROPEAN = 2;
const CATEGORY_BIT: Record<TenderCategory, number> = { supply: 1, works: 2, services: 4 };
const CONTRACT_BIT: Record<ContractType, number> = { delivery: 1, work: 2, services: 4 };
const PUBLICATION_BIT = Object.fromEntries(PUBLICATION_TYPES.map((t, i) => [t, 1 << i])) as Record<
  PublicationType,
  number
>;
const bits = <T extends string>(values: readonly T[], bit: Record<T, number>, all: number) =>
  values.length ? values.reduce((m, v) => m | bit[v], 0) : all;

/**
 * Text postings of a set of companies, compressed rows by form id: the text units using form f
 * are units[start[f]] … units[start[f + 1] - 1]; `listUnits` are all the set's units. A tender
 * walks the postings of its own forms, so a pair's text overlap costs what it shares, not what
 * the company's profile says (issue 9's growth budget: candidate pairs grow fourfold when
 * tenders and companies double; the words they share are few).
 */
type TextPostings = { start: Int32Array; units: Int32Array; listUnits: Int32Array };

const round1 = (n: number) => Math.round(n * 10) / 10;

type CodeCandidates = {
  companies: Int32Array;
  /** CPV points of each candidate for this code: round1(cpv × similarity), as scoreTender. */
  cpvPoints: Float64Array;
  /** The company lists the candidates come from ('p:452', 'd:45'), see keyPostings. */
  keys: string[];
};

export type MatchIndex = {
  profiles: PreparedProfile[];
  hot: HotFields;
  /** Key: a profile code's significant digits cut to 3 (or 2 for a division code). */
  byPrefix: Map<string, number[]>;
  /** Key: the division (2 digits) of any of a profile's codes. */
  byDivision: Map<string, number[]>;
  everywhere: number[];
  stems: Map<string, number>;
  /** The forms having stem s: stemForms.forms[stemForms.start[s] … start[s + 1] - 1]. */
  stemForms: { start: Int32Array; forms: Int32Array };
  formCount: number;
  /** The postings of the companies without codes (candidates for every tender). */
  everywherePostings: TextPostings;
  /** Per distinct tender code: candidate companies and their best CPV similarity to it. */
  byTenderCode: Map<string, CodeCandidates>;
  /** Per company list of byPrefix ('p:…') or byDivision ('d:…'), built on first use. */
  postingsByKey: Map<string, TextPostings>;
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

function idTerms(terms: Terms, stems: Map<string, number>, forms: FormDictionary): IdTerms {
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
  return { forms: ids, stemCount: terms.size };
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
  const units: IdTerms[] = [];
  const criteriaStart = new Int32Array(n + 1);
  const criteriaUnit: number[] = [];
  const criteriaPoints: number[] = [];
  const countryIds = new Map<string, number>();
  const hot: Omit<HotFields, 'unitStems' | 'unitWords' | 'criteriaUnit' | 'criteriaPoints'> = {
    units,
    textUnit: new Int32Array(n),
    criteriaStart,
    extraMax: new Float64Array(n),
    feedback: [],
    hasFeedback: new Uint8Array(n),
    contractMask: new Uint8Array(n),
    publicationMask: new Uint8Array(n),
    scope: new Uint8Array(n),
    countryId: new Int32Array(n),
    countryIds,
  };
  indexed.forEach((p, i) => {
    hot.textUnit[i] = units.push(idTerms(p.terms, stems, forms)) - 1;
    let pointsSum = 0;
    for (const { criterion, terms } of p.criteria) {
      criteriaUnit.push(units.push(idTerms(terms, stems, forms)) - 1);
      criteriaPoints.push(IMPORTANCE_POINTS[criterion.importance]);
      pointsSum += IMPORTANCE_POINTS[criterion.importance];
    }
    criteriaStart[i + 1] = criteriaUnit.length;
    const feedback = options.feedback?.get(p.companyId) ?? [];
    hot.feedback.push(feedback);
    hot.hasFeedback[i] = feedback.length ? 1 : 0;
    hot.extraMax[i] =
      Math.min(MATCH_POINTS.bidNoBidMax, pointsSum) + (feedback.length ? FEEDBACK_POINTS.cap : 0);
    hot.contractMask[i] = bits(p.profile.contractTypes, CONTRACT_BIT, 7);
    hot.publicationMask[i] = bits(p.profile.publicationTypes, PUBLICATION_BIT, 0xff);
    hot.scope[i] = bits(
      p.profile.scope,
      { national: SCOPE_NATIONAL, european: SCOPE_EUROPEAN },
      SCOPE_NATIONAL | SCOPE_EUROPEAN,
    );
    if (p.country !== null && !countryIds.has(p.country))
      countryIds.set(p.country, countryIds.size);
    hot.countryId[i] = p.country === null ? -1 : countryIds.get(p.country)!;
  });
  const full: HotFields = {
    ...hot,
    unitStems: Int32Array.from(units, (u) => u.stemCount),
    unitWords: Int32Array.from(units, (u) => u.forms.length),
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
    everywherePostings: textPostings(full, formCount, everywhere),
    byTenderCode: new Map(),
    postingsByKey: new Map(),
  };
}

function textPostings(
  hot: HotFields,
  formCount: number,
  companies: readonly number[],
): TextPostings {
  const listUnits: number[] = [];
  for (const i of companies) {
    listUnits.push(hot.textUnit[i]!);
    for (let k = hot.criteriaStart[i]!; k < hot.criteriaStart[i + 1]!; k++) {
      listUnits.push(hot.criteriaUnit[k]!);
    }
  }
  // Two passes: count per form, then fill at the running offsets.
  const start = new Int32Array(formCount + 1);
  for (const u of listUnits) for (const f of hot.units[u]!.forms) start[f + 1]!++;
  for (let f = 0; f < formCount; f++) start[f + 1]! += start[f]!;
  const fill = start.slice(0, formCount);
  const units = new Int32Array(start[formCount]!);
  for (const u of listUnits) for (const f of hot.units[u]!.forms) units[fill[f]!++] = u;
  return { start, units, listUnits: Int32Array.from(listUnits) };
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

function keyPostings(index: MatchIndex, key: string): TextPostings {
  let postings = index.postingsByKey.get(key);
  if (!postings) {
    postings = textPostings(index.hot, index.formCount, companiesOfKey(index, key));
    index.postingsByKey.set(key, postings);
  }
  return postings;
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
    const list = candidateIndexes(index, code8);
    const cpvPoints = new Float64Array(list.length);
    list.forEach((i, k) => {
      const { similarity } = bestCpvRelation(code8, index.profiles[i]!.codes8);
      cpvPoints[k] = similarity > 0 ? round1(MATCH_POINTS.cpv * similarity) : 0;
    });
    cached = { companies: Int32Array.from(list), cpvPoints, keys: candidateKeys(code8) };
    index.byTenderCode.set(code8, cached);
  }
  return cached;
}

/** Per tender: its forms, and per text unit how many of the unit's words it shares. */
type SharedWords = {
  /** The tender's forms are forms[0 … formCount - 1]; formMark holds the tender's stamp. */
  forms: Int32Array;
  formCount: number;
  formMark: Int32Array;
  shared: Int32Array;
};

/**
 * One company list: per text unit of its companies, the words sharing a stem with the tender. The
 * list's units are zeroed first, so a unit in two of the tender's lists is counted afresh in each
 * rather than twice (every list holds all the words of its units): no per-posting check.
 */
function countSharedWords(text: SharedWords, postings: TextPostings): void {
  const { listUnits, start, units } = postings;
  const { forms, formCount, shared } = text;
  for (let k = 0; k < listUnits.length; k++) shared[listUnits[k]!] = 0;
  for (let j = 0; j < formCount; j++) {
    const f = forms[j]!;
    const end = start[f + 1]!;
    for (let k = start[f]!; k < end; k++) shared[units[k]!]!++;
  }
}

/**
 * termOverlap's denominator for a tender and a text unit: the word count of the side with fewer
 * stems, at most OVERLAP_WORDS_MAX.
 */
function textDenominator(
  tenderStems: number,
  tenderWords: number,
  unitStems: number,
  unitWords: number,
): number {
  return Math.min(tenderStems <= unitStems ? tenderWords : unitWords, OVERLAP_WORDS_MAX);
}

/** round1(text × min(1, shared / d)) per denominator d and shared words (≤ d), as scoreTender. */
const TEXT_POINTS: Float64Array[] = Array.from({ length: OVERLAP_WORDS_MAX + 1 }, (_, d) =>
  Float64Array.from({ length: d + 1 }, (_, shared) =>
    d && shared ? round1(MATCH_POINTS.text * Math.min(1, shared / d)) : 0,
  ),
);

export type TenderMatchResult = TenderScore & { companyId: string };

/**
 * The kept matches of one tender, compact: company indexes and scores in typed arrays, so that
 * hundreds of thousands of matches are not as many objects for the garbage collector. Reasons
 * are built by scoreTender when asked for (`result(k)`), only for matches that are stored.
 */
export class TenderMatchList {
  readonly tender: PreparedTender;
  private readonly index: MatchIndex;
  private readonly companies: Int32Array;
  private readonly scores: Uint8Array;
  constructor(
    tender: PreparedTender,
    index: MatchIndex,
    companies: Int32Array,
    scores: Uint8Array,
  ) {
    this.tender = tender;
    this.index = index;
    this.companies = companies;
    this.scores = scores;
  }
  get length(): number {
    return this.companies.length;
  }
  companyId(k: number): string {
    return this.index.profiles[this.companies[k]!]!.companyId;
  }
  score(k: number): number {
    return this.scores[k]!;
  }
  /** The full result with reasons; equals scoreTender() of the pair with its feedback shift. */
  result(k: number): TenderMatchResult {
    const i = this.companies[k]!;
    const profile = this.index.profiles[i]!;
    const feedback = this.index.hot.feedback[i]!;
    const shift = feedback.length ? feedbackShift(this.tender.cpvCodes, feedback) : undefined;
    const { score, reasons } = scoreTender(this.tender, profile, { feedbackShift: shift });
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
  const { profiles, hot } = index;
  const { contractMask, publicationMask, scope: scopeMask, countryId, extraMax } = hot;
  const { textUnit, unitStems, unitWords, criteriaStart, criteriaUnit, criteriaPoints } = hot;
  const { stemForms } = index;
  const textMax = MATCH_POINTS.text;
  // Stamps instead of clearing arrays per tender and per pair.
  const seenCompany = new Int32Array(profiles.length);
  // round1(cpv × similarity) rises with the similarity: the best points are the best code's.
  const bestCpvPoints = new Float64Array(profiles.length);
  const candidates = new Int32Array(profiles.length);
  const keys: string[] = [];
  const text: SharedWords = {
    forms: new Int32Array(index.formCount),
    formCount: 0,
    formMark: new Int32Array(index.formCount),
    shared: new Int32Array(hot.units.length),
  };
  const { formMark, shared } = text;
  let keptCompanies = new Int32Array(1024);
  let keptScores = new Uint8Array(1024);

  return tenders.map((t, n) => {
    const stamp = n + 1;
    const tender = prepareTender(t);
    // The tender's forms: every form having one of its stems, once.
    text.formCount = 0;
    for (const stem of tender.terms.keys()) {
      const id = index.stems.get(stem);
      if (id === undefined) continue;
      for (let k = stemForms.start[id]!; k < stemForms.start[id + 1]!; k++) {
        const f = stemForms.forms[k]!;
        if (formMark[f] !== stamp) {
          formMark[f] = stamp;
          text.forms[text.formCount++] = f;
        }
      }
    }
    const tenderStems = tender.terms.size;
    const tenderWords = new Set(tender.terms.values()).size;

    // Best CPV similarity per candidate company over the tender's codes, and the words each
    // candidate shares with the tender.
    let candidateCount = 0;
    for (const i of index.everywhere) {
      seenCompany[i] = stamp;
      bestCpvPoints[i] = 0;
      candidates[candidateCount++] = i;
    }
    if (index.everywhere.length) countSharedWords(text, index.everywherePostings);
    keys.length = 0;
    for (const code of tender.codes8) {
      const { companies, cpvPoints, keys: codeKeys } = codeCandidates(index, code);
      // Codes of one tender mostly share their group: each company list is walked once.
      for (const key of codeKeys) if (!keys.includes(key)) keys.push(key);
      for (let k = 0; k < companies.length; k++) {
        const i = companies[k]!;
        if (seenCompany[i] !== stamp) {
          seenCompany[i] = stamp;
          bestCpvPoints[i] = cpvPoints[k]!;
          candidates[candidateCount++] = i;
        } else if (cpvPoints[k]! > bestCpvPoints[i]!) bestCpvPoints[i] = cpvPoints[k]!;
      }
    }
    for (const key of keys) {
      const postings = keyPostings(index, key);
      if (postings.listUnits.length) countSharedWords(text, postings);
    }

    const categoryBit = CATEGORY_BIT[tender.category];
    const award = tender.publicationType === 'award';
    const publicationBit = award ? 0 : PUBLICATION_BIT[tender.publicationType as PublicationType];
    const country = tender.country ?? null;
    const european = !!country && EU_COUNTRIES.has(country);
    // -2: no company has this country (or the tender has none), so no pair is national.
    const tenderCountry = country === null ? -2 : (hot.countryIds.get(country) ?? -2);
    let kept = 0;
    if (keptCompanies.length < candidateCount) {
      keptCompanies = new Int32Array(candidateCount * 2);
      keptScores = new Uint8Array(candidateCount * 2);
    }
    for (let c = 0; c < candidateCount; c++) {
      const i = candidates[c]!;
      // Same order of additions as scoreTender, so the rounding is the same.
      const cpvPoints = bestCpvPoints[i]!;
      const contract = contractMask[i]! & categoryBit ? MATCH_POINTS.contractType : 0;
      const publication = publicationMask[i]! & publicationBit ? MATCH_POINTS.publicationType : 0;
      const national = countryId[i] === tenderCountry;
      const scope =
        (national && scopeMask[i]! & SCOPE_NATIONAL) || (european && scopeMask[i]! & SCOPE_EUROPEAN)
          ? MATCH_POINTS.scope
          : 0;
      const fixed = contract + publication + scope;
      // Upper bounds before reading the text, then before reading the criteria.
      const bound = cpvPoints + fixed + extraMax[i]!;
      if (bound + textMax < keepFloor) continue;
      const u = textUnit[i]!;
      const d = textDenominator(tenderStems, tenderWords, unitStems[u]!, unitWords[u]!);
      const textPoints = TEXT_POINTS[d]![Math.min(shared[u]!, d)]!;
      if (bound + textPoints < keepFloor) continue;
      let bid = 0;
      for (let k = criteriaStart[i]!; k < criteriaStart[i + 1]!; k++) {
        const cu = criteriaUnit[k]!;
        // termOverlap's similarity >= 0.5: shared / d >= 0.5 (no shared word: 0, even if d = 0).
        const cd = textDenominator(tenderStems, tenderWords, unitStems[cu]!, unitWords[cu]!);
        if (shared[cu]! > 0 && 2 * shared[cu]! >= cd) bid += criteriaPoints[k]!;
      }
      let total = 0;
      total += cpvPoints;
      total += textPoints;
      total += contract;
      total += publication;
      total += scope;
      total += Math.min(bid, MATCH_POINTS.bidNoBidMax);
      if (hot.hasFeedback[i] === 1) {
        const shift = feedbackShift(tender.cpvCodes, hot.feedback[i]!);
        if (shift.points !== 0) total += shift.points;
      }
      const score = Math.max(0, Math.min(100, Math.round(total)));
      if (score >= min) {
        keptCompanies[kept] = i;
        keptScores[kept++] = score;
      }
    }
    return new TenderMatchList(
      tender,
      index,
      keptCompanies.slice(0, kept),
      keptScores.slice(0, kept),
    );
  });
}
