/**
 * The bilingual procurement lexicon at run time (issue 18): translations, synonyms and Dutch
 * compound parts of a question's words, as terms of the retrieval analyzer with a weight below 1.
 * The data (bilingualLexicon.json, about 1.4 MB, derived by scripts/build-lexicon.mjs) is loaded
 * on first use through a dynamic import, so it is a chunk of its own in the web app that only the
 * first retrieval downloads, never the sign-in page.
 */
import { stemmer as dutchStemmer } from '@orama/stemmers/dutch';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemsOfWord } from '../../localText';
import { createCompoundSplitter } from './compoundSplitter';
import {
  dutchInfinitives,
  dutchPresentInfinitives,
  separableVerb,
  withoutParticiple,
} from './dutchParticiples';
import type { LexiconData } from './lexiconData';
import { numberExpansions } from './numberWords';
import { createNeighbours, type WordNeighboursData } from './wordNeighbours';

export {
  dutchInfinitives,
  dutchPresentInfinitives,
  separableVerb,
  withoutParticiple,
} from './dutchParticiples';
export { numberExpansions } from './numberWords';

/**
 * Weights of a word's expansions relative to the word itself (1). Each is below 1, and an
 * expansion's idf is capped at the word's own (lexicalIndex.ts), so a passage that has the
 * question's word always outranks one that only has its translation or synonym. Chosen on the
 * evaluation set (bench/retrieval-recall.mjs; docs/decisions.md, "Grounded answers").
 */
export const EXPANSION_WEIGHTS = {
  /** A Dutch participle's verb form and infinitive ("ingediend" → indiend, indienen). */
  inflection: 0.95,
  /** A Dutch compound's parts ("testuitslag" → test, uitslag). */
  compoundPart: 0.8,
  /** A translation, times its own weight in the lexicon (CPV's Dice, 1 for the glossary). */
  translation: 0.95,
  /** A same-language synonym (WordNet, the glossary). */
  synonym: 0.5,
  /**
   * An index term sharing a long prefix with the word or its translation (a cognate or an
   * inflection the stemmer missed), times the share of letters they have in common.
   */
  near: 0.95,
} as const;

export type QuestionLanguage = 'en' | 'nl';

export interface Expansion {
  readonly term: string;
  readonly weight: number;
}

export interface Lexicon {
  /**
   * The parts of a Dutch compound (folded words), or null; in a Dutch question (`language` nl), a
   * separable verb's verb ("meesturen": sturen).
   */
  split(word: string, language?: QuestionLanguage): string[] | null;
  /** A content word's terms in the index: its stems and, for a Dutch compound, its parts' stems. */
  indexTerms(word: string): readonly string[];
  /**
   * A question word's other terms (not its own stems), each with its weight, best first. With the
   * question's language, a word that is also a word of the other language is read in the
   * question's only ("long" in an English question is not the Dutch "long", lung).
   */
  expand(word: string, language?: QuestionLanguage): readonly Expansion[];
  /**
   * Whether the lexicon translates the word itself or has synonyms for it (a word of either
   * language, not a name: "CoronaMelder" and "GSA" it has no entry for, whatever their parts).
   */
  knows?(word: string): boolean;
  /**
   * A question word's distributional neighbours (wordNeighbours.ts), weighted below any synonym;
   * none without the neighbours' table.
   */
  neighbours?(word: string, language?: QuestionLanguage): readonly Expansion[];
}

export function createLexicon(data: LexiconData, neighbourTable?: WordNeighboursData): Lexicon {
  const dutchWords = new Set(data.dutchWords.split(' '));
  const splitDutch = createCompoundSplitter(dutchWords);
  const isDutchWord = (w: string) => dutchWords.has(w);
  /**
   * A participle's infinitive: of the dictionary's candidates, the one with the surest
   * translation ("gemeld": "melden", notify, rather than "melen", flour), else the likeliest.
   * In a Dutch question, a present-tense -t form too ("eist": "eisen"), unless the word reads as
   * English ("list", "test"); not for the documents' words (no language), where "stemt in" and
   * English words ending in -t would gain a Dutch verb's translations.
   */
  const infinitiveOf = (word: string, language?: QuestionLanguage): string | null => {
    let best: string | null = null;
    let bestWeight = -1;
    const present =
      language === 'nl' && !readsAsEnglish(word) ? dutchPresentInfinitives(word, isDutchWord) : [];
    for (const candidate of [...dutchInfinitives(word, isDutchWord), ...present]) {
      const weight = Math.max(0, ...(data.nlToEn[dutchStemmer(candidate)] ?? []).map(([, w]) => w));
      if (weight > bestWeight) [best, bestWeight] = [candidate, weight];
    }
    return best;
  };
  // An English word the lexicon knows ("turnover", "kilometre") is not a Dutch compound: split,
  // its Dutch-looking pieces (turn|over) only add noise.
  // In a Dutch question, a separable verb the lexicon does not translate whole is read as its
  // verb ("meesturen": sturen, not meest|uren); not in the documents' words, where many such
  // words mean something else than their verb ("voorheen", "informeert", "onderwerpen").
  const split = (word: string, language?: QuestionLanguage): string[] | null => {
    const en = englishStemmer(word);
    if (data.enToNl[en] || data.enSynonyms[en]) return null;
    const verb =
      language === 'nl' && !data.nlToEn[dutchStemmer(word)]
        ? separableVerb(word, isDutchWord)
        : null;
    return verb ? [verb] : splitDutch(word);
  };
  /** A participle with an adjective's -e, without it ("ingediende" → "ingediend"); else the word. */
  const withoutAdjectiveEnding = (word: string): string => {
    if (!/[a-z]{5}[dt]e$/.test(word)) return word;
    const participle = word.slice(0, -1);
    return withoutParticiple(participle) || dutchInfinitives(participle, isDutchWord).length > 0
      ? participle
      : word;
  };
  const indexCache = new Map<string, readonly string[]>();
  const expandCache = new Map<string, readonly Expansion[]>();

  /** Whether the lexicon can read `word` as English (it has translations or synonyms for it). */
  const readsAsEnglish = (word: string) => {
    const en = englishStemmer(word);
    return Boolean(data.enToNl[en] || data.enSynonyms[en]);
  };
  function translationsAndSynonyms(
    word: string,
    scale: number,
    into: Map<string, number>,
    language?: QuestionLanguage,
  ): void {
    // In a question of one language, a word that is also the other language's reads in the
    // question's: its other reading's translations are a homograph's ("long" → lung, "kind" →
    // child, "door" → through), not what was asked.
    const english = language !== 'nl' || !isDutchWord(word);
    const dutch = language !== 'en' || !readsAsEnglish(word);
    const en = english ? englishStemmer(word) : '';
    const nl = dutch ? dutchStemmer(word) : '';
    const offer = (term: string, weight: number) => {
      if (weight > (into.get(term) ?? 0)) into.set(term, weight);
    };
    for (const [term, w] of data.enToNl[en] ?? [])
      offer(term, scale * EXPANSION_WEIGHTS.translation * w);
    for (const [term, w] of data.nlToEn[nl] ?? [])
      offer(term, scale * EXPANSION_WEIGHTS.translation * w);
    for (const term of data.enSynonyms[en] ?? []) offer(term, scale * EXPANSION_WEIGHTS.synonym);
    for (const term of data.nlSynonyms[nl] ?? []) offer(term, scale * EXPANSION_WEIGHTS.synonym);
  }

  const neighbours = neighbourTable
    ? createNeighbours(neighbourTable, data, isDutchWord, readsAsEnglish)
    : undefined;
  return {
    split,
    ...(neighbours ? { neighbours } : {}),
    knows(word) {
      const nl = dutchStemmer(word);
      return readsAsEnglish(word) || Boolean(data.nlToEn[nl] || data.nlSynonyms[nl]);
    },
    indexTerms(word) {
      let terms = indexCache.get(word);
      if (!terms) {
        const parts = /\d/.test(word) ? null : split(word);
        terms = parts
          ? [...new Set([...stemsOfWord(word), ...parts.map((p) => dutchStemmer(p))])]
          : stemsOfWord(word);
        if (indexCache.size > 100_000) indexCache.clear();
        indexCache.set(word, terms);
      }
      return terms;
    },
    expand(word, language) {
      const key = language ? `${language}:${word}` : word;
      let out = expandCache.get(key);
      if (!out) {
        const weights = new Map<string, number>();
        for (const other of numberExpansions(word)) {
          for (const term of stemsOfWord(other)) weights.set(term, EXPANSION_WEIGHTS.translation);
        }
        if (!/\d/.test(word)) {
          translationsAndSynonyms(word, 1, weights, language);
          // In a Dutch question, a participle used as an adjective is read without its -e
          // ("ingediende stukken", "de verwijderde gegevens"); not in the documents' words, where
          // it moved ties between passages the question never asked about.
          const form = language === 'nl' ? withoutAdjectiveEnding(word) : word;
          const verb = withoutParticiple(form);
          if (verb) {
            for (const term of stemsOfWord(verb)) weights.set(term, EXPANSION_WEIGHTS.inflection);
            translationsAndSynonyms(verb, EXPANSION_WEIGHTS.inflection, weights);
          }
          const infinitive = infinitiveOf(form, language);
          if (infinitive) {
            for (const term of stemsOfWord(infinitive)) {
              if (EXPANSION_WEIGHTS.inflection > (weights.get(term) ?? 0)) {
                weights.set(term, EXPANSION_WEIGHTS.inflection);
              }
            }
            translationsAndSynonyms(infinitive, EXPANSION_WEIGHTS.inflection, weights);
          }
          for (const part of split(word, language) ?? []) {
            const term = dutchStemmer(part);
            if (EXPANSION_WEIGHTS.compoundPart > (weights.get(term) ?? 0)) {
              weights.set(term, EXPANSION_WEIGHTS.compoundPart);
            }
            translationsAndSynonyms(part, EXPANSION_WEIGHTS.compoundPart, weights);
          }
        }
        for (const own of stemsOfWord(word)) weights.delete(own);
        out = [...weights.entries()]
          .map(([term, weight]) => ({ term, weight }))
          .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term));
        if (expandCache.size > 100_000) expandCache.clear();
        expandCache.set(key, out);
      }
      return out;
    },
  };
}

let loading: Promise<Lexicon> | null = null;

/** The lexicon, loaded once (a separate chunk in the web app). */
export function loadLexicon(): Promise<Lexicon> {
  loading ??= Promise.all([
    import('./bilingualLexicon.json'),
    import('./wordNeighbours.json'),
  ]).then(([m, n]) =>
    createLexicon(
      (m.default ?? m) as unknown as LexiconData,
      (n.default ?? n) as unknown as WordNeighboursData,
    ),
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
