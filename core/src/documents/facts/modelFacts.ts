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
  type Fact,
  SINGLE_FACT_KEYS,
  type TenderFacts,
  emptyTenderFacts,
} from '../../model/documentFacts';
import type { LanguageModel } from '../../ports/ai';
import { proposeRuleFacts } from './extractTenderFacts';
import {
  FACT_KEYS,
  FACT_PROPOSAL_SCHEMA,
  INSTRUCTIONS,
  type Proposal,
  groupProposals,
} from './modelProposals';
import { type DocumentLanguage, detectLanguage } from './text';
import { type DroppedFact, verifyFacts } from './verifyFacts';

export { FACT_PROPOSAL_SCHEMA, MODEL_ONLY_CONFIDENCE } from './modelProposals';

/** A fact the rules and the model both found. */
export const AGREED_CONFIDENCE = 0.95;
/** Characters of page text per model call (about 15k tokens), and calls per document. */
const BATCH_CHARS = 60_000;
const MAX_BATCHES = 4;

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
  return groupProposals(proposals);
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
