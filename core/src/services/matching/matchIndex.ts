/**
 * Matching many tenders against many companies (issue 9: 10,000 × 1,000 within 2 s).
 *
 * Candidates come from a CPV prefix index, so a tender is compared only with companies whose
 * codes share at least its group, lie above it, or (for a division-level tender code) lie under
 * it — never with every company. Pairs left out could only score on division kinship (≤ 12.5 CPV
 * points), below any signal worth sending.
 * Companies without CPV codes are candidates for every tender (they match on text only).
 *
 * Work that does not depend on the pair is done once: the CPV relation per distinct tender code
 * and candidate company, text terms as integer ids per company and per tender. A pair then costs
 * a few array lookups: an upper bound skips pairs that cannot reach the minimum before the text
 * overlap is counted, and reason objects are built only when a kept match's reasons are asked
 * for — by scoreTender itself, so the scores and reasons are exactly those of scoring one pair.
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

/** Per company, in arrays indexed like `profiles`, what the pair loop reads (no object lookups). */
type HotFields = {
  text: IdTerms[];
  criteria: { terms: IdTerms; points: number }[][];
  /** The most the bid/no-bid criteria can add (capped like scoreTender). */
  bidMax: Float64Array;
  feedback: (readonly MatchFeedback[])[];
  /** Bit per tender category whose contract type the company wants (all bits: no preference). */
  contractMask: Uint8Array;
  /** Bit per publication type wanted (all bits: no preference). */
  publicationMask: Uint8Array;
  /** SCOPE_NATIONAL | SCOPE_EUROPEAN, or both for no preference. */
  scope: Uint8Array;
  country: (string | null)[];
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

type CodeCandidates = { companies: Int32Array; similarity: Float64Array };

export type MatchIndex = {
  profiles: PreparedProfile[];
  hot: HotFields;
  /** Key: a profile code's significant digits cut to 3 (or 2 for a division code). */
  byPrefix: Map<string, number[]>;
  /** Key: the division (2 digits) of any of a profile's codes. */
  byDivision: Map<string, number[]>;
  everywhere: number[];
  stems: Map<string, number>;
  /** Per distinct tender code: candidate companies and their best CPV similarity to it. */
  byTenderCode: Map<string, CodeCandidates>;
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

/**
 * termOverlap(tender, company) on ids, the same similarity: the company's words having a stem
 * the tender has (marked with `stamp`), over the smaller side's word count (at most 12).
 */
function overlap(
  company: IdTerms,
  tenderMark: Int32Array,
  stamp: number,
  tenderStems: number,
  tenderWords: number,
): number {
  if (!tenderStems || !company.stemCount) return 0;
  const { stemIds, wordStart, wordCount } = company;
  let shared = 0;
  for (let w = 0; w < wordCount; w++) {
    const end = wordStart[w + 1]!;
    for (let k = wordStart[w]!; k < end; k++) {
      if (tenderMark[stemIds[k]!] === stamp) {
        shared++;
        break;
      }
    }
  }
  const smallWords = tenderStems <= company.stemCount ? tenderWords : wordCount;
  return Math.min(1, shared / Math.min(smallWords, 12));
}

export function buildMatchIndex(
  profiles: readonly MatchProfile[],
  options: MatchIndexOptions = {},
): MatchIndex {
  const stems = new Map<string, number>();
  const indexed = profiles.map(prepareProfile);
  const n = indexed.length;
  const hot: HotFields = {
    text: [],
    criteria: [],
    bidMax: new Float64Array(n),
    feedback: [],
    contractMask: new Uint8Array(n),
    publicationMask: new Uint8Array(n),
    scope: new Uint8Array(n),
    country: [],
  };
  indexed.forEach((p, i) => {
    hot.text.push(idTerms(p.terms, stems));
    const criteria = p.criteria.map(({ criterion, terms }) => ({
      terms: idTerms(terms, stems),
      points: IMPORTANCE_POINTS[criterion.importance],
    }));
    hot.criteria.push(criteria);
    hot.bidMax[i] = Math.min(
      MATCH_POINTS.bidNoBidMax,
      criteria.reduce((sum, c) => sum + c.points, 0),
    );
    hot.feedback.push(options.feedback?.get(p.companyId) ?? []);
    hot.contractMask[i] = bits(p.profile.contractTypes, CONTRACT_BIT, 7);
    hot.publicationMask[i] = bits(p.profile.publicationTypes, PUBLICATION_BIT, 0xff);
    hot.scope[i] = bits(
      p.profile.scope,
      { national: SCOPE_NATIONAL, european: SCOPE_EUROPEAN },
      SCOPE_NATIONAL | SCOPE_EUROPEAN,
    );
    hot.country.push(p.country);
  });
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
    hot,
    byPrefix,
    byDivision,
    everywhere,
    stems,
    byTenderCode: new Map(),
  };
}

function candidateIndexes(index: MatchIndex, code: string): number[] {
  const parsed = parseCpv(code);
  if (!parsed) return [];
  // A division-level tender code lies above every code of its division.
  if (parsed.level === 'division') return index.byDivision.get(parsed.code8.slice(0, 2)) ?? [];
  // The tender's group and its division: a division-level company code is stored under 2 digits.
  const out = new Set<number>();
  for (const key of [parsed.significant.slice(0, 3), parsed.code8.slice(0, 2)]) {
    for (const i of index.byPrefix.get(key) ?? []) out.add(i);
  }
  return [...out];
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
    const similarity = new Float64Array(list.length);
    list.forEach((i, k) => {
      similarity[k] = bestCpvRelation(code8, index.profiles[i]!.codes8).similarity;
    });
    cached = { companies: Int32Array.from(list), similarity };
    index.byTenderCode.set(code8, cached);
  }
  return cached;
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

const round1 = (n: number) => Math.round(n * 10) / 10;

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
  const { contractMask, publicationMask, scope: scopeMask } = hot;
  // Stamps instead of clearing arrays per tender and per pair.
  const tenderMark = new Int32Array(index.stems.size);
  const seenCompany = new Int32Array(profiles.length);
  const bestSimilarity = new Float64Array(profiles.length);
  const candidates: number[] = [];
  let keptCompanies = new Int32Array(1024);
  let keptScores = new Uint8Array(1024);

  return tenders.map((t, n) => {
    const stamp = n + 1;
    const tender = prepareTender(t);
    for (const stem of tender.terms.keys()) {
      const id = index.stems.get(stem);
      if (id !== undefined) tenderMark[id] = stamp;
    }
    const tenderStems = tender.terms.size;
    const tenderWords = new Set(tender.terms.values()).size;

    // Best CPV similarity per candidate company over the tender's codes.
    candidates.length = 0;
    for (const i of index.everywhere) {
      seenCompany[i] = stamp;
      bestSimilarity[i] = 0;
      candidates.push(i);
    }
    for (const code of tender.codes8) {
      const { companies, similarity } = codeCandidates(index, code);
      for (let k = 0; k < companies.length; k++) {
        const i = companies[k]!;
        if (seenCompany[i] !== stamp) {
          seenCompany[i] = stamp;
          bestSimilarity[i] = similarity[k]!;
          candidates.push(i);
        } else if (similarity[k]! > bestSimilarity[i]!) bestSimilarity[i] = similarity[k]!;
      }
    }

    const categoryBit = CATEGORY_BIT[tender.category];
    const award = tender.publicationType === 'award';
    const publicationBit = award ? 0 : PUBLICATION_BIT[tender.publicationType as PublicationType];
    const country = tender.country ?? null;
    const european = !!country && EU_COUNTRIES.has(country);
    let kept = 0;
    if (keptCompanies.length < candidates.length) {
      keptCompanies = new Int32Array(candidates.length * 2);
      keptScores = new Uint8Array(candidates.length * 2);
    }
    for (let c = 0; c < candidates.length; c++) {
      const i = candidates[c]!;
      // Same order of additions as scoreTender, so the rounding is the same.
      const similarity = bestSimilarity[i]!;
      const cpvPoints = similarity > 0 ? round1(MATCH_POINTS.cpv * similarity) : 0;
      const contract = contractMask[i]! & categoryBit ? MATCH_POINTS.contractType : 0;
      const publication = publicationMask[i]! & publicationBit ? MATCH_POINTS.publicationType : 0;
      const national = country !== null && country === hot.country[i];
      const scope =
        (national && scopeMask[i]! & SCOPE_NATIONAL) || (european && scopeMask[i]! & SCOPE_EUROPEAN)
          ? MATCH_POINTS.scope
          : 0;
      const fixed = contract + publication + scope;
      const feedback = hot.feedback[i]!;
      const feedbackMax = feedback.length ? FEEDBACK_POINTS.cap : 0;
      // Upper bound before the text: all text points and every criterion met.
      const bidMax = hot.bidMax[i]!;
      if (Math.round(cpvPoints + MATCH_POINTS.text + fixed + bidMax + feedbackMax) < min) continue;
      const textSimilarity = overlap(hot.text[i]!, tenderMark, stamp, tenderStems, tenderWords);
      const textPoints = textSimilarity > 0 ? round1(MATCH_POINTS.text * textSimilarity) : 0;
      if (Math.round(cpvPoints + textPoints + fixed + bidMax + feedbackMax) < min) continue;
      let bid = 0;
      for (const criterion of hot.criteria[i]!) {
        if (overlap(criterion.terms, tenderMark, stamp, tenderStems, tenderWords) >= 0.5)
          bid += criterion.points;
      }
      let total = 0;
      total += cpvPoints;
      total += textPoints;
      total += contract;
      total += publication;
      total += scope;
      total += Math.min(bid, MATCH_POINTS.bidNoBidMax);
      if (feedback.length) {
        const shift = feedbackShift(tender.cpvCodes, feedback);
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
