/**
 * A question planned for the lexical index (issue 18): each content word with its own stems and,
 * with a lexicon, its expansions weighted below 1 — translations and synonyms, the index terms
 * that share a long prefix with them (cognates, inflections), the document words whose
 * translation it is (expansion from the document side), and a Dutch compound's parts.
 */
import { contentWords, stemsOfWord } from '../localText';
import { typedInitials } from './initialisms';
import { withoutDiminutiveSuffixes } from './lexicon/abbreviationSuffixes';
import { withAmpersandInitialsWritten } from './lexicon/ampersandInitials';
import { clippedExpansions } from './lexicon/clippedWords';
import { EXPANSION_WEIGHTS, type Lexicon, type QuestionLanguage } from './lexicon/lexicon';
import { QUESTION_FUNCTION_WORDS } from './questionFunctionWords';
import { questionLanguage } from './questionLanguage';

/** A cognate or inflection shares at least this many first letters with the word... */
const PREFIX = 5;
/** ...and this share of the longer one's letters. */
const MIN_NEAR = 0.6;
/**
 * A document word's expansions at least this strong are offered back to the question (its
 * translations; not its same-language synonyms, 0.5). Measured on bench/retrieval-eval.json:
 * 0.45, 0.7 and 0.9 all gave 0.81 recall@5 against 0.80 without (docs/decisions.md).
 */
const DOCUMENT_SIDE_MIN_WEIGHT = 0.7;

export /** A question word: its own terms and (with a lexicon) its expansions, weighted below 1. */
interface QueryWord {
  readonly exact: readonly string[];
  readonly expansions: readonly { readonly term: string; readonly weight: number }[];
  /**
   * A Dutch compound's parts, each with its own terms and expansions: the evidence counts the
   * share of the parts a passage has, so "reiskosten" is not covered by "costs" alone.
   */
  readonly parts?: readonly QueryWord[];
  /**
   * Distributional neighbours (lexicon/wordNeighbours.ts), weakest of all, none where another
   * expansion already has the term. The index uses them only for a word the documents have in
   * no form (lexicalIndex.ts), in the ranking and the evidence alike.
   */
  readonly neighbours?: readonly { readonly term: string; readonly weight: number }[];
}

/**
 * Plans questions against an index's terms and vocabulary (the documents' own words); without a
 * lexicon a word is its own stems only.
 */
export function queryPlanner(
  indexTerms: Iterable<string>,
  vocabulary: ReadonlySet<string> | undefined,
  lexicon: Lexicon | null,
  /**
   * Initials the documents write out and never as initials, with the words they stand for
   * (initialisms.ts): a question typing them in capitals ("PvE") is read as those words.
   */
  initialisms: ReadonlyMap<string, readonly string[]> = new Map(),
): (query: string) => QueryWord[] {
  // Terms by their first PREFIX letters, for cognates and inflections the stemmers leave apart
  // ("automatically"/"automatisch", "verzamel"/"verzameld", "protocols"/"protocollen").
  const byPrefix = new Map<string, string[]>();
  if (lexicon) {
    for (const term of indexTerms) {
      if (term.length < PREFIX || /\d/.test(term)) continue;
      const key = term.slice(0, PREFIX);
      let list = byPrefix.get(key);
      if (!list) byPrefix.set(key, (list = []));
      list.push(term);
    }
  }
  // Expansion from the document side: a document word's translations point back to it, so a
  // question word meets the document words whose translation it is even where its own entry
  // does not list them (the lexicon keeps at most a few translations per word and direction).
  // Built from the index's vocabulary, not per chunk: no posting grows. Weighted as the
  // translation, below 1, so it never outranks the exact word either.
  const reverse = new Map<string, Map<string, number>>();
  if (lexicon && vocabulary) {
    for (const word of vocabulary) {
      if (/\d/.test(word)) continue;
      const own = stemsOfWord(word);
      for (const { term, weight } of lexicon.expand(word)) {
        if (weight < DOCUMENT_SIDE_MIN_WEIGHT) continue;
        let row = reverse.get(term);
        if (!row) reverse.set(term, (row = new Map()));
        for (const t of own) if ((row.get(t) ?? 0) < weight) row.set(t, weight);
      }
    }
  }
  /** Index terms that share a long prefix with `term`, with their similarity (0..1). */
  function near(term: string): { term: string; similarity: number }[] {
    if (term.length < PREFIX) return [];
    const out: { term: string; similarity: number }[] = [];
    for (const candidate of byPrefix.get(term.slice(0, PREFIX)) ?? []) {
      if (candidate === term) continue;
      let common = PREFIX;
      while (common < term.length && term[common] === candidate[common]) common++;
      const similarity = common / Math.max(term.length, candidate.length);
      if (similarity >= MIN_NEAR) out.push({ term: candidate, similarity });
    }
    return out;
  }

  function plan(query: string): QueryWord[] {
    const words = new Map<string, QueryWord>();
    const language = questionLanguage(query);
    const typed = typedInitials(query);
    for (const word of contentWords(
      withAmpersandInitialsWritten(withoutDiminutiveSuffixes(query)),
    )) {
      if (QUESTION_FUNCTION_WORDS.has(word)) continue;
      if (words.has(word)) continue;
      const written = typed.has(word) ? initialisms.get(word) : undefined;
      words.set(
        word,
        written ? planInitials(word, written, language) : planWord(word, true, language),
      );
    }
    return [...words.values()];
  }

  /**
   * Initials as the words they stand for, read as a compound's parts are: each part at a
   * compound part's weight in the ranking, and a passage covers the share of them it has.
   */
  function planInitials(
    word: string,
    written: readonly string[],
    language?: QuestionLanguage,
  ): QueryWord {
    const parts = written.map((w) => planWord(w, false, language));
    const expansions = new Map<string, number>();
    for (const part of parts) {
      for (const term of part.exact) expansions.set(term, EXPANSION_WEIGHTS.compoundPart);
    }
    // What the lexicon says of the initials themselves ("KvK": Chamber of Commerce) adds to the
    // run they stand for in these documents; it does not give way to it.
    for (const { term, weight } of planWord(word, false, language).expansions) {
      if (weight > (expansions.get(term) ?? 0)) expansions.set(term, weight);
    }
    return {
      exact: stemsOfWord(word),
      expansions: [...expansions.entries()].map(([term, weight]) => ({ term, weight })),
      parts,
    };
  }

  function planWord(word: string, withParts: boolean, language?: QuestionLanguage): QueryWord {
    const exact = stemsOfWord(word);
    const expansions = new Map<string, number>();
    const offer = (term: string, weight: number) => {
      if (!exact.includes(term) && weight > (expansions.get(term) ?? 0)) {
        expansions.set(term, weight);
      }
    };
    if (lexicon) {
      for (const { term, weight } of lexicon.expand(word, language)) {
        offer(term, weight);
        for (const n of near(term)) offer(n.term, weight * n.similarity);
      }
      for (const t of exact) for (const [term, weight] of reverse.get(t) ?? []) offer(term, weight);
      // A clipped word ("repo", "reqs") is its whole word, as an inflection is, with the whole
      // word's translations; in the question only, not in the documents' words (expanded from
      // the document side, they moved passages the question never asked about).
      for (const whole of clippedExpansions(word)) {
        for (const term of stemsOfWord(whole)) offer(term, EXPANSION_WEIGHTS.inflection);
        for (const { term, weight } of lexicon.expand(whole, language)) {
          offer(term, weight * EXPANSION_WEIGHTS.inflection);
        }
      }
      for (const source of new Set([word, ...exact])) {
        for (const n of near(source)) offer(n.term, EXPANSION_WEIGHTS.near * n.similarity);
      }
    }
    const parts = withParts && lexicon && !/\d/.test(word) ? lexicon.split(word, language) : null;
    const neighbours = (withParts && lexicon?.neighbours?.(word, language)) || [];
    const kept = neighbours.filter((n) => !exact.includes(n.term) && !expansions.has(n.term));
    return {
      ...(kept.length > 0 ? { neighbours: kept } : {}),
      exact,
      expansions: [...expansions.entries()]
        .map(([term, weight]) => ({ term, weight }))
        .sort((a, b) => b.weight - a.weight),
      ...(parts ? { parts: parts.map((p) => planWord(p, false, language)) } : {}),
    };
  }

  return plan;
}

/** How much of one question word a passage's terms cover, 0..1. */
export function coverage(word: QueryWord, terms: ReadonlySet<string>): number {
  if (word.exact.some((t) => terms.has(t))) return 1;
  const best = (candidates: QueryWord['expansions']) =>
    candidates.find((e) => terms.has(e.term))?.weight ?? 0;
  if (!word.parts) return Math.max(best(word.expansions), best(word.neighbours ?? []));
  // A compound: a translation of the whole word (an expansion above the parts' own weight
  // can only be one), or the share of its parts the passage has, each exactly or translated:
  // "reiskosten" is not covered by "costs" alone.
  const whole = best(word.expansions.filter((e) => e.weight > EXPANSION_WEIGHTS.compoundPart));
  if (whole > 0) return whole;
  let parts = 0;
  for (const part of word.parts) parts += coverage(part, terms);
  return (EXPANSION_WEIGHTS.compoundPart * parts) / word.parts.length;
}
