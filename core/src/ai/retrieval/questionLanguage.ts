/**
 * The language a question is written in, from its function words (issue 18): the English and
 * Dutch stop lists retrieval already uses (@orama/stopwords), less the words both share ("in",
 * "is", "over"). A question's function words are what tells "What is the due date?" from "Wat is
 * de sluitingsdatum?", whatever the content words; too few to tell (a bare "deadline"): undefined.
 */
import { stopwords as dutchStopwords } from '@orama/stopwords/dutch';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import type { QuestionLanguage } from './lexicon/lexicon';

const ENGLISH = new Set(englishStopwords);
const DUTCH = new Set(dutchStopwords);
const ONLY_ENGLISH = new Set([...ENGLISH].filter((w) => !DUTCH.has(w)));
const ONLY_DUTCH = new Set([...DUTCH].filter((w) => !ENGLISH.has(w)));

export function questionLanguage(question: string): QuestionLanguage | undefined {
  let en = 0;
  let nl = 0;
  for (const word of question.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (ONLY_ENGLISH.has(word)) en++;
    else if (ONLY_DUTCH.has(word)) nl++;
  }
  if (en === nl) return undefined;
  return en > nl ? 'en' : 'nl';
}
