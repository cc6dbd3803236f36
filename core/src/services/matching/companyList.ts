/**
 * A company list of the match index (the companies of one CPV group or division, or those
 * without codes), laid out once for the pair loop (scoreList.ts): position k is company
 * `companies[k]`, and what the loop reads of it sits at k in the list's own arrays — read in
 * order, not through the company index. Its text units (position k's profile text is local unit
 * k, its criteria follow after the list's n texts) have local numbers too, so a tender's
 * shared-word counts fit in one small array that is zeroed with a fill instead of unit by unit.
 */
import type { MatchFeedback } from './feedback';
import { OVERLAP_WORDS_MAX } from './textTerms';

/**
 * Per company, in arrays indexed like the index's profiles; lists copy what they need.
 * Texts are 'units': a company's profile text and each of its bid/no-bid criteria.
 */
export type CompanyFields = {
  /** Per unit: its word forms (see matchIndex's IdTerms) and its stem count. */
  unitForms: Int32Array[];
  unitStems: Int32Array;
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
  /** The company's preferences and whether it has feedback, one number (packPrefs). */
  prefs: Int32Array;
  /** The company's country as an id of `countryIds` (-1: none), so pairs compare numbers. */
  countryId: Int32Array;
  countryIds: Map<string, number>;
};

export const SCOPE_NATIONAL = 1;
export const SCOPE_EUROPEAN = 2;

/**
 * A company's preferences packed in one number, so the pair loop reads one array for them: bits
 * 0–2 the contract types wanted per tender category, 3–10 the publication types, 11–12 the scope
 * (SCOPE_NATIONAL, SCOPE_EUROPEAN), 13 whether it has feedback, 14–21 the procedure types. No
 * preference sets all its bits.
 */
export const PUBLICATION_SHIFT = 3;
export const SCOPE_SHIFT = 11;
export const FEEDBACK_BIT = 1 << 13;
export const PROCEDURE_SHIFT = 14;

export function packPrefs(
  contractMask: number,
  publicationMask: number,
  scope: number,
  hasFeedback: boolean,
  procedureMask = 0xff,
): number {
  return (
    contractMask |
    (publicationMask << PUBLICATION_SHIFT) |
    (scope << SCOPE_SHIFT) |
    (hasFeedback ? FEEDBACK_BIT : 0) |
    (procedureMask << PROCEDURE_SHIFT)
  );
}

/**
 * A text unit's termOverlap sizes in one number: its stem count × 16 + its word count capped at
 * OVERLAP_WORDS_MAX (< 16). Comparing with a tender's stems × 16 compares the stem counts.
 */
export const textKey = (stems: number, words: number) =>
  (stems << 4) | Math.min(words, OVERLAP_WORDS_MAX);

export type CompanyList = {
  /** The index's company at each position. */
  companies: Int32Array;
  prefs: Int32Array;
  countryId: Int32Array;
  extraMax: Float64Array;
  /** Position k's criteria are rows criteriaStart[k] … criteriaStart[k + 1] - 1; row r is local unit n + r. */
  criteriaStart: Int32Array;
  criteriaPoints: Uint8Array;
  /** Per local unit: termOverlap's sizes (textKey). */
  unitKeys: Int32Array;
  /**
   * Text postings, compressed rows by form id: the local units using form f are
   * units[start[f]] … units[start[f + 1] - 1]. A tender walks the postings of its own forms, so
   * counting shared words costs the words shared, not the words the profiles have.
   */
  start: Int32Array;
  units: Int32Array;
  /** Scratch per local unit: words shared with the tender being scored. */
  shared: Int32Array;
  /** Scratch per position: the best CPV points when several tender codes use this list. */
  best: Float64Array;
};

export function buildCompanyList(
  fields: CompanyFields,
  formCount: number,
  companies: readonly number[],
): CompanyList {
  const n = companies.length;
  const criteriaStart = new Int32Array(n + 1);
  const criteriaUnits: number[] = [];
  const criteriaPoints: number[] = [];
  companies.forEach((i, k) => {
    for (let r = fields.criteriaStart[i]!; r < fields.criteriaStart[i + 1]!; r++) {
      criteriaUnits.push(fields.criteriaUnit[r]!);
      criteriaPoints.push(fields.criteriaPoints[r]!);
    }
    criteriaStart[k + 1] = criteriaUnits.length;
  });
  // Local unit u is the index's unit globalUnits[u]: the n profile texts, then the criteria.
  const globalUnits = [...companies.map((i) => fields.textUnit[i]!), ...criteriaUnits];
  // Two passes: count per form, then fill at the running offsets.
  const start = new Int32Array(formCount + 1);
  for (const g of globalUnits) for (const f of fields.unitForms[g]!) start[f + 1]!++;
  for (let f = 0; f < formCount; f++) start[f + 1]! += start[f]!;
  const fill = start.slice(0, formCount);
  const units = new Int32Array(start[formCount]!);
  globalUnits.forEach((g, u) => {
    for (const f of fields.unitForms[g]!) units[fill[f]!++] = u;
  });
  const pick = <A extends Uint8Array | Int32Array | Float64Array>(from: A, to: A): A => {
    companies.forEach((i, k) => (to[k] = from[i]!));
    return to;
  };
  return {
    companies: Int32Array.from(companies),
    prefs: pick(fields.prefs, new Int32Array(n)),
    countryId: pick(fields.countryId, new Int32Array(n)),
    extraMax: pick(fields.extraMax, new Float64Array(n)),
    criteriaStart,
    criteriaPoints: Uint8Array.from(criteriaPoints),
    unitKeys: Int32Array.from(globalUnits, (g) =>
      textKey(fields.unitStems[g]!, fields.unitForms[g]!.length),
    ),
    start,
    units,
    shared: new Int32Array(globalUnits.length),
    best: new Float64Array(n),
  };
}
