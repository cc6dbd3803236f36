/**
 * The key facts of a tender document (issue #6 item 4), found by the rule-based extractor in
 * core/src/documents/facts. Every fact carries the 1-based page it came from and the sentence it
 * was read from, so the viewer can show it beside the text and jump to its page, and the user can
 * judge a suggestion before confirming it.
 */

export type Fact<T> = {
  value: T;
  /** 1-based page number (a DOCX has one "page" per extracted section, see extraction). */
  page: number;
  /** The source sentence, at most FACT_QUOTE_MAX characters. */
  quote: string;
};

export const DEADLINE_KINDS = ['questions', 'submission', 'award', 'other'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export const REQUIREMENT_KINDS = [
  'exclusion',
  'suitability',
  'certificate',
  'turnover',
  'references',
  'declaration',
  'other',
] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

export const LIMIT_KINDS = ['pages', 'words'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export type DeadlineFact = Fact<{
  kind: DeadlineKind;
  /** ISO 8601 date ('2024-03-12') or local date-time ('2024-03-12T12:00'), Europe/Amsterdam. */
  date: string;
  label: string;
}>;

export type AwardCriterionFact = Fact<{
  name: string;
  /** Percent of the total score, when the document gives one. */
  weight: number | null;
  /** Maximum points, when the document scores in points. */
  points: number | null;
}>;

export type RequirementFact = Fact<{ kind: RequirementKind; text: string }>;

export type LimitFact = Fact<{ kind: LimitKind; value: number; scope: string }>;

export type TenderFacts = {
  buyer: Fact<string> | null;
  reference: Fact<string> | null;
  /** 'NNNNNNNN-D' with a valid check digit. */
  cpvCodes: Fact<string>[];
  deadlines: DeadlineFact[];
  awardCriteria: AwardCriterionFact[];
  requirements: RequirementFact[];
  limits: LimitFact[];
};

export const FACT_QUOTE_MAX = 300;

export function emptyTenderFacts(): TenderFacts {
  return {
    buyer: null,
    reference: null,
    cpvCodes: [],
    deadlines: [],
    awardCriteria: [],
    requirements: [],
    limits: [],
  };
}

/** How many facts a document yielded (the UI shows "no facts found" at 0). */
export function countTenderFacts(facts: TenderFacts): number {
  return (
    (facts.buyer ? 1 : 0) +
    (facts.reference ? 1 : 0) +
    facts.cpvCodes.length +
    facts.deadlines.length +
    facts.awardCriteria.length +
    facts.requirements.length +
    facts.limits.length
  );
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function isFact(v: unknown, value: (x: unknown) => boolean): boolean {
  return (
    isObject(v) &&
    Number.isInteger(v.page) &&
    (v.page as number) >= 1 &&
    typeof v.quote === 'string' &&
    value(v.value)
  );
}

const isNumOrNull = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));
const oneOf = (list: readonly string[]) => (v: unknown) =>
  typeof v === 'string' && list.includes(v);
const isString = (v: unknown) => typeof v === 'string';

/**
 * Shape guard for facts read back from the store (written by the server, but a reader must not
 * crash on an older or damaged document).
 */
export function isTenderFacts(v: unknown): v is TenderFacts {
  if (!isObject(v)) return false;
  const list = (key: string, value: (x: unknown) => boolean) =>
    Array.isArray(v[key]) && (v[key] as unknown[]).every((f) => isFact(f, value));
  return (
    (v.buyer === null || isFact(v.buyer, isString)) &&
    (v.reference === null || isFact(v.reference, isString)) &&
    list('cpvCodes', (x) => typeof x === 'string' && /^\d{8}-\d$/.test(x)) &&
    list(
      'deadlines',
      (x) =>
        isObject(x) &&
        oneOf(DEADLINE_KINDS)(x.kind) &&
        typeof x.date === 'string' &&
        typeof x.label === 'string',
    ) &&
    list(
      'awardCriteria',
      (x) =>
        isObject(x) && typeof x.name === 'string' && isNumOrNull(x.weight) && isNumOrNull(x.points),
    ) &&
    list(
      'requirements',
      (x) => isObject(x) && oneOf(REQUIREMENT_KINDS)(x.kind) && typeof x.text === 'string',
    ) &&
    list(
      'limits',
      (x) =>
        isObject(x) &&
        oneOf(LIMIT_KINDS)(x.kind) &&
        typeof x.value === 'number' &&
        typeof x.scope === 'string',
    )
  );
}
