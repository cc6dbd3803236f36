/**
 * The words of a requirement that tell it apart (issue 19): a sentence must share them, in either
 * language, to answer it; words common to most of the tender's requirements, and function words
 * the shared stoplist keeps, tell nothing.
 */
import { contentWords, terms } from '../../ai/localText';

/** A word in more than this share of the tender's requirements tells nothing ('app', 'user'). */
const GENERIC_SHARE = 0.15;
const GENERIC_MIN = 4;

/** The words of a requirement that tell it apart: not in most of the tender's requirements. */
export function specificWords(
  query: string,
  frequency: ReadonlyMap<string, number>,
  total: number,
) {
  const limit = Math.max(GENERIC_MIN, total * GENERIC_SHARE);
  return [...new Set(contentWords(query))].filter(
    (w) =>
      !FUNCTION_WORDS.has(w.toLowerCase()) &&
      terms(w).every((t) => (frequency.get(t) ?? 0) < limit),
  );
}

/**
 * Words the shared stoplist keeps that say nothing of the subject: a preposition of time
 * ('Bereikbaarheid tijdens de uitvoering': 'tijdens'), 'hebt', 'elke', 'within'. Counted as
 * telling, a title of two subject words needed both, and a sentence that said the subject
 * ('de stad bereikbaar') did not tell.
 */
const FUNCTION_WORDS = new Set([
  'tijdens',
  'gedurende',
  'binnen',
  'within',
  'throughout',
  'hebt',
  'alle',
  'elke',
  'ieder',
  'iedere',
  'one',
]);
