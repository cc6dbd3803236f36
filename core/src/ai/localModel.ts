/**
 * LocalModel: the deterministic, offline LanguageModel of the demo, the emulators and the tests.
 * It writes nothing of its own: generate picks the context sentences that share the most
 * (rarity-weighted) stemmed words with the prompt, in their original order, each followed by the
 * id of its passage as a citation. JSON mode fills the requested schema with those sentences.
 * The UI says so (kind 'local' → ai.localModelNotice).
 */
import type { ContextPassage, GenerateRequest, GenerateResult, LanguageModel } from '../ports/ai';
import type { JsonSchema } from './jsonOutput';
import { conceptEmbedding, LOCAL_EMBEDDING_DIMENSIONS } from './localEmbedding';
import { type Lexicon, loadLexicon } from './retrieval/lexicon/lexicon';
import { contentWords, sentences, stemsOfWord, terms } from './localText';
import { estimateTokens } from './modelCalls';

export const LOCAL_MODEL_ID = 'local-extractive-1';

/**
 * True for the id of an offline model. A stored draft's generatedFrom.model tells the UI this
 * way (also in firebase mode, where the browser cannot see which model the functions use) to show
 * ai.localModelNotice next to it.
 */
export function isLocalModelId(modelId: string): boolean {
  return modelId.startsWith('local-');
}

/** Sentences in one answer when the request does not cap the output lower. */
const MAX_SENTENCES = 6;

export interface Extract {
  readonly text: string;
  readonly passageId: string;
}

/** What the model says when no passage matches, in the answer's language. */
const NOTHING_FOUND = {
  en: 'No passage in the provided sources addresses this request.',
  nl: 'Geen passage in de aangeleverde bronnen gaat over dit verzoek.',
} as const;

/**
 * The context sentences most relevant to the prompt, best first by score, returned in reading
 * order. A term found in few sentences weighs more (inverse sentence frequency). With the
 * procurement lexicon (issue 18) a prompt word also meets its translations, synonyms and compound
 * parts, at their weight, so an English question finds the Dutch sentence that answers it.
 */
export function relevantSentences(
  prompt: string,
  passages: readonly ContextPassage[],
  limit: number,
  lexicon: Lexicon | null = null,
): Extract[] {
  // Each prompt word: its terms with their weight (1 for its own stems).
  const wanted = contentWords(prompt).map((word) => {
    const weights = new Map<string, number>(stemsOfWord(word).map((t) => [t, 1]));
    for (const e of lexicon?.expand(word) ?? []) {
      if (!weights.has(e.term)) weights.set(e.term, e.weight);
    }
    return weights;
  });
  const termsOf = (text: string) =>
    new Set(lexicon ? contentWords(text).flatMap((w) => lexicon.indexTerms(w)) : terms(text));
  // A passage cut mid-sentence starts with the sentence's lower-case tail: not a sentence.
  const candidates = passages.flatMap((p) =>
    sentences(p.text)
      .filter((text) => !/^\p{Ll}/u.test(text))
      .map((text) => ({ text, passageId: p.id, terms: termsOf(text) })),
  );
  const frequency = new Map<string, number>();
  for (const c of candidates)
    for (const t of c.terms) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  const scored = candidates
    .map((c, order) => {
      let score = 0;
      for (const weights of wanted) {
        let best = 0;
        for (const [t, weight] of weights) {
          if (!c.terms.has(t)) continue;
          best = Math.max(best, weight * Math.log(1 + candidates.length / frequency.get(t)!));
        }
        score += best;
      }
      return { ...c, order, score };
    })
    .filter((c) => c.score > 0);
  // The same sentence from near-duplicate passages (last year's request, a Q&A repeating the
  // document) is said once: a sentence the answer already holds, word for word or inside a
  // longer one, adds a citation and nothing a reader can use.
  const kept: (typeof scored)[number][] = [];
  for (const c of scored.sort((a, b) => b.score - a.score || a.order - b.order)) {
    if (kept.length === limit) break;
    const said = sameWords(c.text);
    if (kept.some((k) => sameWords(k.text).includes(said))) continue;
    // A longer sentence that holds one already kept says more: it takes that one's place.
    const shorter = kept.findIndex((k) => said.includes(sameWords(k.text)));
    if (shorter >= 0) kept[shorter] = c;
    else kept.push(c);
  }
  return kept.sort((a, b) => a.order - b.order).map(({ text, passageId }) => ({ text, passageId }));
}

/**
 * A sentence's words, for telling repeats apart from new text (case, spacing and end stop aside),
 * padded with spaces so that `includes` matches whole words only.
 */
const sameWords = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?;:]+$/u, '')
    .trim()} `;

function cite(extract: Extract): string {
  return `${extract.text} [${extract.passageId}]`;
}

function schemaType(schema: JsonSchema): string {
  return typeof schema.type === 'string' ? schema.type.toLowerCase() : 'string';
}

/** A value valid against `schema`, its text fields filled from the extracts. */
export function fillSchema(
  schema: JsonSchema,
  extracts: readonly Extract[],
  fallback: string,
): unknown {
  const text = (i: number): string =>
    extracts.length ? cite(extracts[i % extracts.length]!) : fallback;
  const build = (s: JsonSchema, index: number): unknown => {
    if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
    switch (schemaType(s)) {
      case 'object': {
        const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
        return Object.fromEntries(
          Object.entries(properties).map(([key, sub], i) => [key, build(sub, index + i)]),
        );
      }
      case 'array': {
        const min = typeof s.minItems === 'number' ? s.minItems : 0;
        const max = typeof s.maxItems === 'number' ? s.maxItems : Infinity;
        const count = Math.min(max, Math.max(min, extracts.length));
        const items = (s.items ?? { type: 'string' }) as JsonSchema;
        return Array.from({ length: count }, (_, i) => build(items, i));
      }
      case 'number':
      case 'integer':
        return 0;
      case 'boolean':
        return false;
      case 'null':
        return null;
      default:
        return text(index);
    }
  };
  return build(schema, 0);
}

/** Splits text into stream fragments of a few words, so consumers see it arrive in parts. */
export function fragments(text: string, wordsPerFragment = 8): string[] {
  const words = text.split(/(?<=\s)/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerFragment) {
    out.push(words.slice(i, i + wordsPerFragment).join(''));
  }
  return out;
}

export class LocalModel implements LanguageModel {
  readonly id = LOCAL_MODEL_ID;
  readonly kind = 'local' as const;
  readonly embeddingDimensions: number;

  /**
   * `embeddingDimensions`: 256 by default; the functions pass the vector index's dimension
   * (EMBEDDING_DIMENSIONS) so that offline vectors fit the same Firestore index as Vertex's.
   */
  constructor(options: { readonly embeddingDimensions?: number } = {}) {
    this.embeddingDimensions = options.embeddingDimensions ?? LOCAL_EMBEDDING_DIMENSIONS;
  }

  async generate(request: GenerateRequest): Promise<GenerateResult> {
    const outputCap = request.maxOutputTokens ?? Infinity;
    const lexicon = await loadLexicon();
    let extracts = relevantSentences(request.prompt, request.context ?? [], MAX_SENTENCES, lexicon);
    let finishReason: GenerateResult['finishReason'] = 'stop';
    // Honour the output cap by dropping whole sentences from the end.
    while (extracts.length > 1 && estimateTokens(extracts.map(cite).join(' ')) > outputCap) {
      extracts = extracts.slice(0, -1);
      finishReason = 'length';
    }
    const fallback = NOTHING_FOUND[request.language];
    const text =
      request.json || request.responseSchema
        ? JSON.stringify(
            request.responseSchema
              ? fillSchema(request.responseSchema, extracts, fallback)
              : {
                  text: extracts.length ? extracts.map(cite).join(' ') : fallback,
                  citations: [...new Set(extracts.map((e) => e.passageId))],
                },
          )
        : extracts.length
          ? extracts.map(cite).join(' ')
          : fallback;
    const input = [
      request.system ?? '',
      request.prompt,
      ...(request.context ?? []).map((p) => p.text),
    ];
    return {
      text,
      finishReason,
      usage: { inputTokens: estimateTokens(input.join('\n')), outputTokens: estimateTokens(text) },
    };
  }

  async *stream(request: GenerateRequest): AsyncIterable<string> {
    const { text } = await this.generate(request);
    for (const fragment of fragments(text)) yield fragment;
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    const lexicon = await loadLexicon();
    return texts.map((text) => conceptEmbedding(text, lexicon, this.embeddingDimensions));
  }
}
