/**
 * The key facts of a tender document (issue #6 item 4, widened by issue #17 item 2), found by the
 * rule-based extractor in core/src/documents/facts and, with Gemini configured, proposed by the
 * model. Every fact carries the 1-based page it came from and the exact text it was read from
 * (its quote), so the viewer can show it beside the text and jump to its page; the one
 * verification step (core/src/documents/facts/verifyFacts.ts) keeps a fact only when that quote
 * is on that page and contains the fact's value. A fact the extractor is unsure of has status
 * 'check' and is offered as "check this" rather than asserted.
 *
 * Facts stored before issue 17 lack confidence, status, section and the newer kinds: readers go
 * through readTenderFacts, which fills them in (an old fact reads as 'sure', as it was shown).
 */

/** 'sure': shown as a fact. 'check': shown as "check this", for the user to confirm. */
export const FACT_STATUSES = ['sure', 'check'] as const;
export type FactStatus = (typeof FACT_STATUSES)[number];

/** Who proposed the fact: the offline rules or the language model (both verified the same way). */
export const FACT_SOURCES = ['rules', 'model'] as const;
export type FactSource = (typeof FACT_SOURCES)[number];

export type Fact<T> = {
  value: T;
  /** 1-based page number as the reader sees it (PDF page; DOCX: the page Word laid out). */
  page: number;
  /** The exact text the fact was read from, at most FACT_QUOTE_MAX characters. */
  quote: string;
  /** The heading of the section the fact sits in ('3.2 Gunningscriteria'), when known. */
  section?: string;
  /** 0–1: how sure the extractor is. Absent on facts stored before issue 17 (read as 1). */
  confidence?: number;
  /** Absent on facts stored before issue 17 (read as 'sure'). */
  status?: FactStatus;
  source?: FactSource;
  /**
   * True when the document itself states this value as replaced: the old column of a schedule
   * printed beside the new one ('oude planning | nieuwe planning'), the earlier of two schedules
   * with the same rows, a date 'moved from' another. The fact is history (core/src/documents/
   * changes: superseded by the document's new value), never the current value. Absent: current.
   */
  replaced?: boolean;
};

/** Below this confidence a fact is offered as "check this". */
export const SURE_CONFIDENCE = 0.75;

export const DEADLINE_KINDS = [
  'questions',
  'submission',
  'opening',
  'award',
  'standstill',
  'start',
  'other',
] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export const REQUIREMENT_KINDS = [
  'knockout',
  'exclusion',
  'suitability',
  'certificate',
  'turnover',
  'references',
  'declaration',
  'other',
] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

export const LIMIT_KINDS = ['pages', 'words', 'characters'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const VALUE_KINDS = ['estimate', 'ceiling'] as const;
export type ValueKind = (typeof VALUE_KINDS)[number];

export const DURATION_KINDS = ['initial', 'extension'] as const;
export type DurationKind = (typeof DURATION_KINDS)[number];

export const DURATION_UNITS = ['days', 'weeks', 'months', 'years'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export type DeadlineFact = Fact<{
  kind: DeadlineKind;
  /**
   * ISO 8601 date ('2024-03-12'), local date-time ('2024-03-12T12:00', Europe/Amsterdam when no
   * zone is written) or date-time with the offset of the zone the text names.
   */
  date: string;
  label: string;
}>;

export type AwardCriterionFact = Fact<{
  name: string;
  /** Percent of the total score, when the document gives one. */
  weight: number | null;
  /** Maximum points, when the document scores in points. */
  points: number | null;
  /** The criterion this one is a sub-criterion of (its name); null or absent for a main one. */
  parent?: string | null;
  /**
   * The lot the criterion is weighed for, when a matrix gives each lot its own column ('Criterion
   * | Lot 1 | Lot 2'); absent when the criteria hold for every lot.
   */
  lot?: string;
}>;

export type RequirementFact = Fact<{ kind: RequirementKind; text: string }>;

export type LimitFact = Fact<{ kind: LimitKind; value: number; scope: string }>;

export type LotFact = Fact<{ number: string | null; name: string }>;

/** The price/quality split of the award ('prijs/kwaliteit 40/60'), in percent. */
export type PriceQualityFact = Fact<{ price: number; quality: number }>;

/** An estimated contract value or a ceiling (maximum budget), as written (no conversion). */
export type ValueFact = Fact<{ kind: ValueKind; amount: number; currency: string }>;

/** The initial term of the contract, or an option to extend it ('2 x 1 jaar': count 2). */
export type DurationFact = Fact<{
  kind: DurationKind;
  amount: number;
  unit: DurationUnit;
  /** How many extensions of this length ('twee keer'), 1 when not said. */
  count: number;
}>;

export type TenderFacts = {
  buyer: Fact<string> | null;
  reference: Fact<string> | null;
  /** The procedure as the document names it ('Europese openbare procedure', 'RFQ'). */
  procedure: Fact<string> | null;
  lots: LotFact[];
  /** 'NNNNNNNN-D' with a valid check digit. */
  cpvCodes: Fact<string>[];
  deadlines: DeadlineFact[];
  awardCriteria: AwardCriterionFact[];
  priceQuality: PriceQualityFact | null;
  requirements: RequirementFact[];
  limits: LimitFact[];
  values: ValueFact[];
  durations: DurationFact[];
  /** How the bid is submitted, as the document names it ('TenderNed', 'e-mail'). */
  submissionMethod: Fact<string> | null;
  /** The language the bid must be written in, as the document names it ('Nederlands'). */
  submissionLanguage: Fact<string> | null;
};

/** The kinds added by issue 17: absent on facts stored before it. */
const NEWER_KEYS = [
  'procedure',
  'lots',
  'priceQuality',
  'values',
  'durations',
  'submissionMethod',
  'submissionLanguage',
] as const;
type NewerKey = (typeof NEWER_KEYS)[number];

/** Facts as they may be stored: those written before issue 17 lack the newer kinds. */
export type StoredTenderFacts = Omit<TenderFacts, NewerKey> & Partial<Pick<TenderFacts, NewerKey>>;

/** The single-valued kinds (null or one fact); all others are lists. */
export const SINGLE_FACT_KEYS = [
  'buyer',
  'reference',
  'procedure',
  'priceQuality',
  'submissionMethod',
  'submissionLanguage',
] as const satisfies readonly (keyof TenderFacts)[];

export const FACT_QUOTE_MAX = 400;

export function emptyTenderFacts(): TenderFacts {
  return {
    buyer: null,
    reference: null,
    procedure: null,
    lots: [],
    cpvCodes: [],
    deadlines: [],
    awardCriteria: [],
    priceQuality: null,
    requirements: [],
    limits: [],
    values: [],
    durations: [],
    submissionMethod: null,
    submissionLanguage: null,
  };
}

/** Every fact of a set, whatever its kind, with the key it sits under. */
export function allFacts(facts: TenderFacts): { key: keyof TenderFacts; fact: Fact<unknown> }[] {
  const out: { key: keyof TenderFacts; fact: Fact<unknown> }[] = [];
  for (const key of Object.keys(emptyTenderFacts()) as (keyof TenderFacts)[]) {
    const v = facts[key] as Fact<unknown> | Fact<unknown>[] | null;
    for (const fact of Array.isArray(v) ? v : v ? [v] : []) out.push({ key, fact });
  }
  return out;
}

/** How many facts a document yielded (the UI shows "no facts found" at 0). */
export function countTenderFacts(facts: TenderFacts): number {
  return allFacts(facts).length;
}

/** The facts of a list that the document does not itself state as replaced (Fact.replaced). */
export function statedAsCurrent<F extends Fact<unknown>>(facts: readonly F[]): F[] {
  return facts.filter((f) => f.replaced !== true);
}

/** Whether a fact is to be offered as "check this" rather than asserted. */
export function needsCheck(fact: Fact<unknown>): boolean {
  return fact.status === 'check';
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function isFact(v: unknown, value: (x: unknown) => boolean): boolean {
  return (
    isObject(v) &&
    Number.isInteger(v.page) &&
    (v.page as number) >= 1 &&
    typeof v.quote === 'string' &&
    (v.section === undefined || typeof v.section === 'string') &&
    (v.confidence === undefined ||
      (typeof v.confidence === 'number' && v.confidence >= 0 && v.confidence <= 1)) &&
    (v.status === undefined || oneOf(FACT_STATUSES)(v.status)) &&
    (v.source === undefined || oneOf(FACT_SOURCES)(v.source)) &&
    (v.replaced === undefined || typeof v.replaced === 'boolean') &&
    value(v.value)
  );
}

const isNum = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isNumOrNull = (v: unknown) => v === null || isNum(v);
const oneOf = (list: readonly string[]) => (v: unknown) =>
  typeof v === 'string' && list.includes(v);
const isString = (v: unknown) => typeof v === 'string';

/** The shape of each kind's value, for the store guard and the model's proposals alike. */
export const FACT_VALUE_GUARDS: { readonly [K in keyof TenderFacts]: (x: unknown) => boolean } = {
  buyer: isString,
  reference: isString,
  procedure: isString,
  lots: (x) =>
    isObject(x) && (x.number === null || typeof x.number === 'string') && isString(x.name),
  cpvCodes: (x) => typeof x === 'string' && /^\d{8}-\d$/.test(x),
  deadlines: (x) =>
    isObject(x) && oneOf(DEADLINE_KINDS)(x.kind) && isString(x.date) && isString(x.label),
  awardCriteria: (x) =>
    isObject(x) &&
    isString(x.name) &&
    isNumOrNull(x.weight) &&
    isNumOrNull(x.points) &&
    (x.parent === undefined || x.parent === null || isString(x.parent)) &&
    (x.lot === undefined || isString(x.lot)),
  priceQuality: (x) => isObject(x) && isNum(x.price) && isNum(x.quality),
  requirements: (x) => isObject(x) && oneOf(REQUIREMENT_KINDS)(x.kind) && isString(x.text),
  limits: (x) => isObject(x) && oneOf(LIMIT_KINDS)(x.kind) && isNum(x.value) && isString(x.scope),
  values: (x) =>
    isObject(x) && oneOf(VALUE_KINDS)(x.kind) && isNum(x.amount) && isString(x.currency),
  durations: (x) =>
    isObject(x) &&
    oneOf(DURATION_KINDS)(x.kind) &&
    isNum(x.amount) &&
    oneOf(DURATION_UNITS)(x.unit) &&
    isNum(x.count),
  submissionMethod: isString,
  submissionLanguage: isString,
};

/**
 * Shape guard for facts read back from the store (written by the server, but a reader must not
 * crash on an older or damaged document). Facts stored before issue 17 pass: the newer kinds may
 * be absent. Use readTenderFacts to get a full TenderFacts.
 */
export function isTenderFacts(v: unknown): v is StoredTenderFacts {
  if (!isObject(v)) return false;
  const newer = new Set<string>(NEWER_KEYS);
  const single = new Set<string>(SINGLE_FACT_KEYS);
  return (Object.keys(FACT_VALUE_GUARDS) as (keyof TenderFacts)[]).every((key) => {
    const guard = FACT_VALUE_GUARDS[key];
    const x = v[key];
    if (x === undefined) return newer.has(key);
    if (single.has(key)) return x === null || isFact(x, guard);
    return Array.isArray(x) && x.every((f) => isFact(f, guard));
  });
}

/** Stored facts as a full TenderFacts (older ones get the newer kinds empty); null when unreadable. */
export function readTenderFacts(v: unknown): TenderFacts | null {
  if (!isTenderFacts(v)) return null;
  return { ...emptyTenderFacts(), ...v } as TenderFacts;
}
