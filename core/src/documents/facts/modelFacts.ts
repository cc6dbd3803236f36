/**
 * The model pass (issue 17 item 4): with Gemini configured, the language model reads the pages and
 * proposes facts as JSON against FACT_PROPOSAL_SCHEMA — each with its kind, page, exact quote and
 * value. Its proposals and the rules' go through the same verifyFacts step: a proposal whose quote
 * is not on its page, or does not hold its value, is dropped, whatever the model says. A fact both
 * found agree on is sure; one only the model proposes is offered as "check this". The rules remain
 * the offline path and the fallback when the model fails.
 */
import { parseJsonOutput } from '../../ai/jsonOutput';
import { scanUntrustedText } from '../../ai/promptSafety';
import type { DocumentStructure } from '../../extraction/structure';
import {
  DEADLINE_KINDS,
  DURATION_KINDS,
  DURATION_UNITS,
  type Fact,
  LIMIT_KINDS,
  REQUIREMENT_KINDS,
  SINGLE_FACT_KEYS,
  type TenderFacts,
  VALUE_KINDS,
  emptyTenderFacts,
} from '../../model/documentFacts';
import type { LanguageModel } from '../../ports/ai';
import { proposeRuleFacts } from './extractTenderFacts';
import { type DocumentLanguage, detectLanguage } from './text';
import { type DroppedFact, verifyFacts } from './verifyFacts';

/** How sure a fact only the model proposed is: below SURE_CONFIDENCE, so shown as "check this". */
export const MODEL_ONLY_CONFIDENCE = 0.7;
/** A fact the rules and the model both found. */
export const AGREED_CONFIDENCE = 0.95;
/** Characters of page text per model call (about 15k tokens), and calls per document. */
const BATCH_CHARS = 60_000;
const MAX_BATCHES = 4;

const FACT_KEYS = Object.keys(emptyTenderFacts()) as (keyof TenderFacts)[];

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

type Proposal = {
  kind: keyof TenderFacts;
  page: number;
  quote: string;
  [field: string]: unknown;
};

const INSTRUCTIONS = [
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
function group(proposals: readonly Proposal[]): Record<keyof TenderFacts, Fact<unknown>[]> {
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

/** Pages in batches of at most BATCH_CHARS, as delimited passages (scanned: document text is data). */
function batchesOf(pages: readonly string[]) {
  const batches: { id: string; text: string; source: string }[][] = [];
  let current: { id: string; text: string; source: string }[] = [];
  let size = 0;
  pages.forEach((page, i) => {
    const text = scanUntrustedText(page).text;
    if (size + text.length > BATCH_CHARS && current.length > 0) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push({ id: `p${i + 1}`, text, source: `page ${i + 1}` });
    size += text.length;
  });
  if (current.length > 0) batches.push(current);
  return batches.slice(0, MAX_BATCHES);
}

/** What the model proposes for the document (unverified). Throws ModelError when it fails. */
export async function proposeModelFacts(
  model: LanguageModel,
  pages: readonly string[],
  language: DocumentLanguage,
): Promise<Record<keyof TenderFacts, Fact<unknown>[]>> {
  const proposals: Proposal[] = [];
  for (const context of batchesOf(pages)) {
    const result = await model.generate({
      system: INSTRUCTIONS,
      prompt: 'List the facts of these pages as JSON.',
      context,
      language,
      json: true,
      responseSchema: FACT_PROPOSAL_SCHEMA,
      temperature: 0,
      maxOutputTokens: 8_192,
    });
    const parsed = parseJsonOutput(result.text, FACT_PROPOSAL_SCHEMA) as { facts: Proposal[] };
    proposals.push(...parsed.facts);
  }
  return group(proposals);
}

/** A fact's identity for agreement: its kind, page-independent value. */
function sameValue(a: Fact<unknown>, b: Fact<unknown>): boolean {
  const norm = (v: unknown): unknown =>
    typeof v === 'string'
      ? v.toLowerCase().replace(/\s+/g, ' ').trim()
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([k]) => k !== 'label' && k !== 'scope' && k !== 'text')
              .map(([k, x]) => [k, norm(x)]),
          )
        : v;
  return JSON.stringify(norm(a.value)) === JSON.stringify(norm(b.value));
}

/**
 * The rules' and the model's proposals as one set: a fact both propose keeps the rules' quote and
 * becomes sure; one only the model proposes is added as is (MODEL_ONLY_CONFIDENCE). For a single
 * kind the rules' fact wins; the model's fills it when the rules found none.
 */
export function mergeProposals(
  rules: TenderFacts,
  model: Record<keyof TenderFacts, Fact<unknown>[]>,
): TenderFacts {
  const out = { ...rules } as Record<keyof TenderFacts, unknown>;
  const single = new Set<string>(SINGLE_FACT_KEYS);
  for (const key of FACT_KEYS) {
    const ruled = rules[key] as Fact<unknown> | Fact<unknown>[] | null;
    const ruleList = Array.isArray(ruled) ? ruled : ruled ? [ruled] : [];
    const merged = ruleList.map((r) =>
      model[key].some((m) => sameValue(r, m))
        ? { ...r, confidence: Math.max(r.confidence ?? 0, AGREED_CONFIDENCE) }
        : r,
    );
    for (const m of model[key]) {
      if (!ruleList.some((r) => sameValue(r, m))) merged.push(m);
    }
    out[key] = single.has(key) ? (merged[0] ?? null) : merged;
  }
  return out as TenderFacts;
}

export interface ModelFactsResult {
  readonly facts: TenderFacts;
  readonly dropped: readonly DroppedFact[];
  /** False when the model failed and the rules' facts alone were kept. */
  readonly usedModel: boolean;
}

/**
 * Facts with the model's help: the rules' and the model's proposals, merged, then verified. For a
 * single kind whose first proposal fails verification, the next one is tried.
 */
export async function extractTenderFactsWithModel(
  pages: readonly string[],
  options: {
    readonly model: LanguageModel;
    readonly language?: DocumentLanguage;
    readonly structure?: DocumentStructure | null;
    readonly onModelError?: (e: unknown) => void;
  },
): Promise<ModelFactsResult> {
  const language = options.language ?? detectLanguage(pages);
  const rules = proposeRuleFacts(pages, { language, structure: options.structure });
  let model: Record<keyof TenderFacts, Fact<unknown>[]>;
  try {
    model = await proposeModelFacts(options.model, pages, language);
  } catch (e) {
    options.onModelError?.(e);
    const verified = verifyFacts(rules, pages, language);
    return { ...verified, usedModel: false };
  }
  const merged = mergeProposals(rules, model);
  const verified = verifyFacts(merged, pages, language);
  // A single kind: the rules' fact may fail where the model's next proposal passes.
  const facts = { ...verified.facts } as Record<keyof TenderFacts, unknown>;
  for (const key of SINGLE_FACT_KEYS) {
    if (facts[key] !== null) continue;
    for (const candidate of model[key]) {
      const again = verifyFacts({ ...emptyTenderFacts(), [key]: candidate }, pages, language);
      if (again.facts[key] !== null) {
        facts[key] = again.facts[key];
        break;
      }
    }
  }
  return { facts: facts as TenderFacts, dropped: verified.dropped, usedModel: true };
}
