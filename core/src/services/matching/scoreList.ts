/**
 * The pair loop of matchTenders (issue 9's growth budget): candidate pairs grow fourfold when
 * tenders and companies double, so the work per pair must be a few sequential array reads — of a
 * company list laid out for it (companyList.ts).
 */
import { FEEDBACK_BIT, SCOPE_NATIONAL, SCOPE_SHIFT, type CompanyList } from './companyList';
import { feedbackShift, type MatchFeedback } from './feedback';
import { MATCH_POINTS } from './scoreTender';
import { OVERLAP_WORDS_MAX } from './textTerms';

/** What the pair loop needs of the tender being scored; one object reused for every tender. */
export type TenderFacts = {
  /** The tender's word forms are forms[0 … formCount - 1]. */
  forms: Int32Array;
  formCount: number;
  /** termOverlap's sizes of the tender: textKey(stems, 0), and its words capped. */
  stemsKey: number;
  wordsCap: number;
  /** The prefs bits that earn points: its category's, its publication type's (none for an award notice). */
  categoryBit: number;
  publicationBit: number;
  /** The tender's country as a company country id; -2 when no company has it. */
  countryId: number;
  /** SCOPE_EUROPEAN's prefs bit when the buyer is in the EU, else 0. */
  europeanBit: number;
  /** The prefs bit of the tender's procedure type; 0 when the notice gives none (no penalty). */
  procedureBit: number;
  cpvCodes: readonly string[];
};

/**
 * Where kept matches are written: company indexes and scores at `count` and on, in arrays shared
 * by many tenders (each tender's matches are a range of them), so that kept matches cost no
 * objects or small arrays per tender for the garbage collector.
 * A company can be in several of a tender's lists (codes in two groups): it is scored in each,
 * and kept once, with its best score — the score rises with the CPV points, so that is the score
 * of its best code, as scoreTender computes it.
 */
export type KeptMatches = {
  companies: Int32Array;
  scores: Uint8Array;
  /** The next free place; the caller makes room for every position of the tender's lists. */
  count: number;
  /** The tender being scored (a number per tender, so keptStamp needs no clearing). */
  stamp: number;
  /** Per index company: the stamp of the tender it was last kept for, and where. */
  keptStamp: Int32Array;
  keptAt: Int32Array;
};

/** textKey's word count bits. */
const WORDS_MASK = 15;

/**
 * termOverlap's denominator for the tender and a unit: the word count of the side with fewer
 * stems (the tender's on a tie), at most OVERLAP_WORDS_MAX.
 */
function textDenominator(unitKey: number, tenderStemsKey: number, tenderWordsCap: number): number {
  return unitKey >= tenderStemsKey ? tenderWordsCap : unitKey & WORDS_MASK;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

const TEXT_ROW = OVERLAP_WORDS_MAX + 1;
/**
 * round1(text × min(1, shared / d)) at d × TEXT_ROW + shared, for shared ≤ d ≤ OVERLAP_WORDS_MAX,
 * as scoreTender computes it (one flat table: a single lookup per pair).
 */
const TEXT_POINTS = Float64Array.from({ length: TEXT_ROW * TEXT_ROW }, (_, at) => {
  const d = Math.floor(at / TEXT_ROW);
  const shared = at % TEXT_ROW;
  return d && shared && shared <= d ? round1(MATCH_POINTS.text * Math.min(1, shared / d)) : 0;
});

/**
 * Counts, per local unit of the list, the words sharing a stem with the tender: the postings of
 * the tender's forms. A word's form is all its stems, so a word counts once.
 */
function countSharedWords(list: CompanyList, tender: TenderFacts): void {
  const { start, units, shared } = list;
  const { forms, formCount } = tender;
  shared.fill(0);
  for (let j = 0; j < formCount; j++) {
    const f = forms[j]!;
    const end = start[f + 1]!;
    for (let k = start[f]!; k < end; k++) shared[units[k]!]!++;
  }
}

/**
 * Scores the tender against every company of the list with the CPV points `best` (by position),
 * adding those at or above the minimum to `kept`. Each score equals scoreTender's for the pair.
 * `keepFloor` is the lowest total that rounds to the minimum; `dedupe`: the tender has other
 * lists, so a company may have been kept already.
 */
export function scoreList(
  list: CompanyList,
  best: Float64Array,
  tender: TenderFacts,
  feedback: readonly (readonly MatchFeedback[])[],
  min: number,
  keepFloor: number,
  dedupe: boolean,
  kept: KeptMatches,
): void {
  const n = list.companies.length;
  if (!n) return;
  countSharedWords(list, tender);
  const { companies, prefs, countryId, extraMax, criteriaStart, criteriaPoints } = list;
  const { unitKeys, shared } = list;
  const { stemsKey, wordsCap, categoryBit, publicationBit, europeanBit, procedureBit } = tender;
  const tenderCountry = tender.countryId;
  const nationalBit = SCOPE_NATIONAL << SCOPE_SHIFT;
  const textMax = MATCH_POINTS.text;
  const { keptStamp, keptAt, stamp, companies: keptCompanies, scores: keptScores } = kept;
  let count = kept.count;
  for (let k = 0; k < n; k++) {
    // Same values and order of additions as scoreTender, so the rounding is the same.
    const cpvPoints = best[k]!;
    const p = prefs[k]!;
    const contract = p & categoryBit ? MATCH_POINTS.contractType : 0;
    const publication = p & publicationBit ? MATCH_POINTS.publicationType : 0;
    const scopeBits = (countryId[k] === tenderCountry ? nationalBit : 0) | europeanBit;
    const scope = p & scopeBits ? MATCH_POINTS.scope : 0;
    const procedure = procedureBit && !(p & procedureBit) ? MATCH_POINTS.procedureTypeMismatch : 0;
    const fixed = contract + publication + scope - procedure;
    // Upper bounds before reading the text, then before reading the criteria.
    const bound = cpvPoints + fixed + extraMax[k]!;
    if (bound + textMax < keepFloor) continue;
    const d = textDenominator(unitKeys[k]!, stemsKey, wordsCap);
    const sharedWords = shared[k]!;
    const textPoints = TEXT_POINTS[d * TEXT_ROW + (sharedWords < d ? sharedWords : d)]!;
    if (bound + textPoints < keepFloor) continue;
    let bid = 0;
    const criteriaEnd = criteriaStart[k + 1]!;
    for (let r = criteriaStart[k]!; r < criteriaEnd; r++) {
      const u = n + r;
      const cd = textDenominator(unitKeys[u]!, stemsKey, wordsCap);
      // termOverlap's similarity >= 0.5, i.e. shared / cd >= 0.5 (no shared word: 0, even if cd = 0).
      if (shared[u]! > 0 && 2 * shared[u]! >= cd) bid += criteriaPoints[r]!;
    }
    let total = 0;
    total += cpvPoints;
    total += textPoints;
    total += contract;
    total += publication;
    total += scope;
    total -= procedure;
    total += Math.min(bid, MATCH_POINTS.bidNoBidMax);
    if (p & FEEDBACK_BIT) {
      const shift = feedbackShift(tender.cpvCodes, feedback[companies[k]!]!);
      if (shift.points !== 0) total += shift.points;
    }
    const rounded = Math.round(total);
    const score = rounded < 0 ? 0 : rounded > 100 ? 100 : rounded;
    if (score < min) continue;
    const i = companies[k]!;
    if (dedupe) {
      if (keptStamp[i] === stamp) {
        const at = keptAt[i]!;
        if (score > keptScores[at]!) keptScores[at] = score;
        continue;
      }
      keptStamp[i] = stamp;
      keptAt[i] = count;
    }
    keptCompanies[count] = i;
    keptScores[count++] = score;
  }
  kept.count = count;
}
