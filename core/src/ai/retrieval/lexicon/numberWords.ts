/**
 * Numbers written as words, English and Dutch, by value (issue 18): a question says "vijf" or
 * "five" where a document writes "5", "five (5)" or "vijf". The names come from
 * text/numberWords.ts; the words the stop lists drop ("een", "one") are left out. lexicon.ts
 * counts each as a translation.
 */
import { numberName, valueOfNumberName } from '../../../text/numberWords';

/**
 * A number word's digits and its word in the other language ("vijf" → 5, five). Not the reverse:
 * a question's digits expanded to words (measured) drew the wrong round's passages of the
 * near-duplicate documents, whose tables repeat the same small numbers. Only the names of
 * numbers: a compound ("vijfentwintig") is not expanded.
 */
export function numberExpansions(word: string): string[] {
  const value = valueOfNumberName(word);
  const name = value === undefined || value === 1 ? undefined : numberName(value);
  return name ? [String(value), name.en, name.nl].filter((w) => w !== word) : [];
}
