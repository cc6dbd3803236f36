/**
 * What the model is asked for and how its answer becomes facts (issue 17 item 4): the JSON schema
 * a proposal follows, the instructions, and the conversion of each proposal into a fact of its
 * kind (unverified: modelFacts.ts sends every one through verifyFacts). Split from modelFacts.ts,
 * which merges the model's proposals with the rules'.
 */
import {
  DEADLINE_KINDS,
  DURATION_KINDS,
  DURATION_UNITS,
  type Fact,
  LIMIT_KINDS,
  REQUIREMENT_KINDS,
  type TenderFacts,
  VALUE_KINDS,
  emptyTenderFacts,
} from '../../model/documentFacts';

/** How sure a fact only the model proposed is: below SURE_CONFIDENCE, so shown as "check this". */
export const MODEL_ONLY_CONFIDENCE = 0.7;

export const FACT_KEYS = Object.keys(emptyTenderFacts()) as (keyof TenderFacts)[];

const nullable = (type: string, extra: Record<string, unknown> = {}) => ({
  type,
  nullable: true,
  ...extra,
});

/** One flat value object (the Vertex schema subset has no oneOf): each kind fills its fields. */
export const FACT_PROPOSAL_SCHEMA = {
  type: 'object',
  properties: {
    facts: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        properties: {
          kind: { type: 'string', enum: FACT_KEYS },
          page: { type: 'integer' },
          quote: { type: 'string' },
          text: nullable('string'),
          deadlineKind: nullable('string', { enum: [...DEADLINE_KINDS] }),
          date: nullable('string'),
          name: nullable('string'),
          parent: nullable('string'),
          weight: nullable('number'),
          points: nullable('number'),
          price: nullable('number'),
          quality: nullable('number'),
          requirementKind: nullable('string', { enum: [...REQUIREMENT_KINDS] }),
          limitKind: nullable('string', { enum: [...LIMIT_KINDS] }),
          number: nullable('number'),
          lotNumber: nullable('string'),
          valueKind: nullable('string', { enum: [...VALUE_KINDS] }),
          amount: nullable('number'),
          currency: nullable('string'),
          durationKind: nullable('string', { enum: [...DURATION_KINDS] }),
          unit: nullable('string', { enum: [...DURATION_UNITS] }),
          count: nullable('number'),
        },
        required: ['kind', 'page', 'quote'],
      },
    },
  },
  required: ['facts'],
} as const;

export type Proposal = {
  kind: keyof TenderFacts;
  page: number;
  quote: string;
  [field: string]: unknown;
};

export const INSTRUCTIONS = [
  'You read a public tender document and list the facts a bid manager needs, as JSON.',
  'Each passage is one page; its id is p<page number>.',
  'For every fact give: kind; page (the number of the page it is on); quote (text copied exactly, ' +
    'character for character, from that page, at most 300 characters, containing the value); and ' +
    'the fields of its kind:',
  '- buyer, reference, procedure, submissionMethod, submissionLanguage: text (as written);',
  '- lots: lotNumber, name; cpvCodes: text (NNNNNNNN-D);',
  '- deadlines: deadlineKind, date (ISO 8601: YYYY-MM-DD, or YYYY-MM-DDTHH:MM local time, with ' +
    'an offset only when the text names a non-Dutch zone), text (the label);',
  '- awardCriteria: name, weight (percent) or points, parent (the criterion it belongs to);',
  '- priceQuality: price, quality (percent); requirements: requirementKind, text;',
  '- limits: limitKind, number, text (what part it limits); values: valueKind, amount, currency;',
  '- durations: durationKind, amount, unit, count.',
  'Dates of the document itself (issue, publication, version, page footers) are not deadlines.',
  'List only what the text states. If unsure, leave the fact out.',
].join('\n');

const str = (v: unknown) => (typeof v === 'string' ? v : null);
/**
 * A label, scope or parent the model wrote: verification checks values, not these, so only words
 * its own quote holds are kept (a model cannot slip other text onto the screen through them).
 */
const fromQuote = (v: unknown, quote: string) => {
  const text = str(v)?.trim();
  return text && text.length <= 160 && quote.toLowerCase().includes(text.toLowerCase()) ? text : '';
};
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A proposal as a fact of its kind, or null when its fields do not make one. */
function toFact(p: Proposal): Fact<unknown> | null {
  const base = {
    page: p.page,
    quote: p.quote,
    confidence: MODEL_ONLY_CONFIDENCE,
    source: 'model' as const,
  };
  const text = str(p.text);
  switch (p.kind) {
    case 'buyer':
    case 'reference':
    case 'procedure':
    case 'submissionMethod':
    case 'submissionLanguage':
    case 'cpvCodes':
      return text ? { ...base, value: text } : null;
    case 'lots':
      return str(p.name) ? { ...base, value: { number: str(p.lotNumber), name: p.name } } : null;
    case 'deadlines':
      return str(p.date) && str(p.deadlineKind)
        ? {
            ...base,
            value: { kind: p.deadlineKind, date: p.date, label: fromQuote(text, p.quote) },
          }
        : null;
    case 'awardCriteria':
      return str(p.name)
        ? {
            ...base,
            value: {
              name: p.name,
              weight: num(p.weight),
              points: num(p.points),
              parent: str(p.parent)?.slice(0, 160) ?? null,
            },
          }
        : null;
    case 'priceQuality':
      return num(p.price) !== null && num(p.quality) !== null
        ? { ...base, value: { price: p.price, quality: p.quality } }
        : null;
    case 'requirements':
      return str(p.requirementKind)
        ? { ...base, value: { kind: p.requirementKind, text: p.quote } }
        : null;
    case 'limits':
      return str(p.limitKind) && num(p.number) !== null
        ? {
            ...base,
            value: { kind: p.limitKind, value: p.number, scope: fromQuote(text, p.quote) },
          }
        : null;
    case 'values':
      return str(p.valueKind) && num(p.amount) !== null && str(p.currency)
        ? { ...base, value: { kind: p.valueKind, amount: p.amount, currency: p.currency } }
        : null;
    case 'durations':
      return str(p.durationKind) && num(p.amount) !== null && str(p.unit)
        ? {
            ...base,
            value: {
              kind: p.durationKind,
              amount: p.amount,
              unit: p.unit,
              count: num(p.count) ?? 1,
            },
          }
        : null;
    default:
      return null;
  }
}

/** The proposals of one model answer, grouped as TenderFacts (unverified, lists for every kind). */
export function groupProposals(
  proposals: readonly Proposal[],
): Record<keyof TenderFacts, Fact<unknown>[]> {
  const out = Object.fromEntries(FACT_KEYS.map((k) => [k, []])) as unknown as Record<
    keyof TenderFacts,
    Fact<unknown>[]
  >;
  for (const p of proposals) {
    const fact = toFact(p);
    if (fact) out[p.kind].push(fact);
  }
  return out;
}
