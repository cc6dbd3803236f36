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
import type { Terms } from './textTerms';

/**
 * Terms as ids of the index's stem dictionary, grouped by surface word: the stems of word w are
 * stemIds[wordStart[w]] … stemIds[wordStart[w + 1] - 1] (one or two: Dutch and English).
 */
type IdTerms = {
  stemIds: Int32Array;
  wordStart: Int32Array;
  stemCount: number;
  wordCount: number;
};

/**
 * Per company, in arrays indexed like `profiles`, what the pair loop reads (no object lookups).
 * Texts are 'units': a company's profile text and each of its bid/no-bid criteria.
 */
type HotFields = {
  units: IdTerms[];
  /** Per unit: its stem count and word count (units[u].stemCount, .wordCount). */
  unitStems: Int32Array;
  unitWords: Int32Array;
  /** The unit of company i's profile text. */
  textUnit: Int32Array;
  /** Company i's criteria are criteriaUnit/criteriaPoints[criteriaStart[i] … criteriaStart[i + 1] - 1]. */
  criteriaStart: Int32Array;
  criteriaUnit: Int32Array;
  criteriaPoints: Uint8Array;
  /** The most the bid/no-bid criteria can add (capped like scoreTender). */
  bidMax: Float64Array;
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
 * Text postings of a set of companies, compressed rows by stem id: the entries of stem s are
 * pairs (text unit, the word's other stem id or -1) at entries[2 * start[s]] …
 * entries[2 * start[s + 1] - 1]. A word with two stems in the tender counts at the smaller.
 * A tender walks the postings of its own stems, so a pair's text overlap costs what it shares,
 * not what the company's profile says (issue 9's growth budget: candidate pairs grow fourfold
 * when tenders and companies double; the words they share are few).
 */
type TextPostings = { start: Int32Array; entries: Int32Array };

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

function idTerms(terms: Terms, stems: Map<string, number>): IdTerms {
  const byWord = new Map<string, number[]>();
  for (const [stem, word] of terms) {
    let id = stems.get(stem);
    if (id === undefined) stems.set(stem, (id = stems.size));
    const list = byWord.get(word);
    if (list) list.push(id);
    else byWord.set(word, [id]);
  }
  const stemIds = new Int32Array(terms.size);
  const wordStart = new Int32Array(byWord.size + 1);
  let k = 0;
  let w = 0;
  for (const ids of byWord.values()) {
    wordStart[w++] = k;
    for (const id of ids) stemIds[k++] = id;
  }
  wordStart[w] = k;
  return { stemIds, wordStart, stemCount: terms.size, wordCount: byWord.size };
}

export function buildMatchIndex(
  profiles: readonly MatchProfile[],
  options: MatchIndexOptions = {},
): MatchIndex {
  const stems = new Map<string, number>();
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
    bidMax: new Float64Array(n),
    feedback: [],
    hasFeedback: new Uint8Array(n),
    contractMask: new Uint8Array(n),
    publicationMask: new Uint8Array(n),
    scope: new Uint8Array(n),
    countryId: new Int32Array(n),
    countryIds,
  };
  indexed.forEach((p, i) => {
    hot.textUnit[i] = units.push(idTerms(p.terms, stems)) - 1;
    let pointsSum = 0;
    for (const { criterion, terms } of p.criteria) {
      criteriaUnit.push(units.push(idTerms(terms, stems)) - 1);
      criteriaPoints.push(IMPORTANCE_POINTS[criterion.importance]);
      pointsSum += IMPORTANCE_POINTS[criterion.importance];
    }
    criteriaStart[i + 1] = criteriaUnit.length;
    hot.bidMax[i] = Math.min(MATCH_POINTS.bidNoBidMax, pointsSum);
    const feedback = options.feedback?.get(p.companyId) ?? [];
    hot.feedback.push(feedback);
    hot.hasFeedback[i] = feedback.length ? 1 : 0;
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
    unitWords: Int32Array.from(units, (u) => u.wordCount),
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
  return {
    profiles: indexed,
    hot: full,
    byPrefix,
    byDivision,
    everywhere,
    stems,
    everywherePostings: textPostings(full, stems.size, everywhere),
    byTenderCode: new Map(),
    postingsByKey: new Map(),
  };
}

function textPostings(
  hot: HotFields,
  stemCount: number,
  companies: readonly number[],
): TextPostings {
  const units = companies.flatMap((i) => [
    hot.textUnit[i]!,
    ...hot.criteriaUnit.subarray(hot.criteriaStart[i]!, hot.criteriaStart[i + 1]!),
  ]);
  // Two passes: count per stem, then fill at the running offsets.
  const start = new Int32Array(stemCount + 1);
  for (const u of units) for (const stem of hot.units[u]!.stemIds) start[stem + 1]!++;
  for (let s = 0; s < stemCount; s++) start[s + 1]! += start[s]!;
  const fill = start.slice(0, stemCount);
  const entries = new Int32Array(2 * start[stemCount]!);
  for (const u of units) {
    const { stemIds, wordStart, wordCount } = hot.units[u]!;
    for (let w = 0; w < wordCount; w++) {
      const first = wordStart[w]!;
      const end = wordStart[w + 1]!;
      for (let k = first; k < end; k++) {
        const at = 2 * fill[stemIds[k]!]!++;
        entries[at] = u;
        // A word has one or two stems (Dutch and English).
        entries[at + 1] = end - first === 2 ? stemIds[k === first ? first + 1 : first]! : -1;
      }
    }
  }
  return { start, entries };
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
    postings = textPostings(index.hot, index.stems.size, companiesOfKey(index, key));
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

/**
 * Per tender: how many words of each text unit share a stem with the tender. Each company list
 * the tender walks is a pass; a unit counted in an earlier pass of the same tender (its company
 * is in two of the tender's lists) is not counted again.
 */
type SharedWords = {
  stamp: number;
  /** The tender's stems that are in the index's dictionary, marked with `stamp` in tenderMark. */
  stemIds: number[];
  tenderMark: Int32Array;
  pass: number;
  /** The tender's first pass: a unit whose pass is older has no shared words with it. */
  firstPass: number;
  unitPass: Int32Array;
  shared: Int32Array;
};

/** One pass: adds the unit words in `postings` that share a stem with the tender. */
function countSharedWords(text: SharedWords, postings: TextPostings): void {
  const pass = ++text.pass;
  const { stamp, tenderMark, firstPass, unitPass, shared } = text;
  const { start, entries } = postings;
  for (const stem of text.stemIds) {
    const end = 2 * start[stem + 1]!;
    for (let k = 2 * start[stem]!; k < end; k += 2) {
      const other = entries[k + 1]!;
      // Both stems of the word are the tender's: it counts once, at the smaller stem.
      if (other >= 0 && other < stem && tenderMark[other] === stamp) continue;
      const u = entries[k]!;
      const seen = unitPass[u]!;
      if (seen === pass) shared[u]!++;
      else if (seen < firstPass) {
        unitPass[u] = pass;
        shared[u] = 1;
      }
    }
  }
}

/** Text points per (shared words, denominator ≤ 12) for text similarity min(1, shared / d). */
const TEXT_POINTS: Float64Array[] = Array.from({ length: 13 }, (_, d) =>
  Float64Array.from({ length: d + 1 }, (_, shared) =>
    d && shared ? round1(MATCH_POINTS.text * Math.min(1, shared / d)) : 0,
  ),
);

/** round1(text × unitSimilarity(…)), as scoreTender, from a table instead of per pair. */
function unitTextPoints(
  text: SharedWords,
  hot: HotFields,
  u: number,
  tenderStems: number,
  tenderWords: number,
): number {
  if (text.unitPass[u]! < text.firstPass) return 0;
  const smallWords = tenderStems <= hot.unitStems[u]! ? tenderWords : hot.unitWords[u]!;
  const d = Math.min(smallWords, 12);
  return TEXT_POINTS[d]![Math.min(text.shared[u]!, d)]!;
}

/**
 * termOverlap(tender, unit)'s similarity from the counted words: the unit's words having a
 * stem the tender has, over the smaller side's word count (at most 12).
 */
function unitSimilarity(
  text: SharedWords,
  hot: HotFields,
  u: number,
  tenderStems: number,
  tenderWords: number,
): number {
  if (text.unitPass[u]! < text.firstPass) return 0;
  const smallWords = tenderStems <= hot.unitStems[u]! ? tenderWords : hot.unitWords[u]!;
  return Math.min(1, text.shared[u]! / Math.min(smallWords, 12));
}

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
  const { profiles, hot } = index;
  const { contractMask, publicationMask, scope: scopeMask, countryId } = hot;
  const { criteriaStart, criteriaUnit, criteriaPoints } = hot;
  // Stamps instead of clearing arrays per tender and per pair.
  const seenCompany = new Int32Array(profiles.length);
  // round1(cpv × similarity) rises with the similarity: the best points are the best code's.
  const bestCpvPoints = new Float64Array(profiles.length);
  const candidates = new Int32Array(profiles.length);
  const keys: string[] = [];
  const text: SharedWords = {
    stamp: 0,
    stemIds: [],
    tenderMark: new Int32Array(index.stems.size),
    pass: 0,
    firstPass: 1,
    unitPass: new Int32Array(hot.units.length),
    shared: new Int32Array(hot.units.length),
  };
  let keptCompanies = new Int32Array(1024);
  let keptScores = new Uint8Array(1024);

  return tenders.map((t, n) => {
    const stamp = n + 1;
    const tender = prepareTender(t);
    text.stamp = stamp;
    text.firstPass = text.pass + 1;
    text.stemIds.length = 0;
    for (const stem of tender.terms.keys()) {
      const id = index.stems.get(stem);
      if (id !== undefined) {
        text.stemIds.push(id);
        text.tenderMark[id] = stamp;
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
    countSharedWords(text, index.everywherePostings);
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
    for (const key of keys) countSharedWords(text, keyPostings(index, key));

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
      const hasFeedback = hot.hasFeedback[i] === 1;
      const feedbackMax = hasFeedback ? FEEDBACK_POINTS.cap : 0;
      const bidMax = hot.bidMax[i]!;
      const u = hot.textUnit[i]!;
      const textPoints = unitTextPoints(text, hot, u, tenderStems, tenderWords);
      // Upper bound before the criteria: every criterion met.
      if (Math.round(cpvPoints + textPoints + fixed + bidMax + feedbackMax) < min) continue;
      let bid = 0;
      for (let k = criteriaStart[i]!; k < criteriaStart[i + 1]!; k++) {
        if (unitSimilarity(text, hot, criteriaUnit[k]!, tenderStems, tenderWords) >= 0.5) {
          bid += criteriaPoints[k]!;
        }
      }
      let total = 0;
      total += cpvPoints;
      total += textPoints;
      total += contract;
      total += publication;
      total += scope;
      total += Math.min(bid, MATCH_POINTS.bidNoBidMax);
      if (hasFeedback) {
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
