/**
 * Numbers written as words, English and Dutch, by value (issue 18): a question says "vijf" or
 * "five" where a document writes "5", "five (5)" or "vijf". A closed class, so a table; the words
 * the stop lists drop ("een", "one") are left out. lexicon.ts counts each as a translation.
 */
const NUMBER_WORDS: Readonly<Record<number, readonly [string, string]>> = {
  2: ['two', 'twee'],
  3: ['three', 'drie'],
  4: ['four', 'vier'],
  5: ['five', 'vijf'],
  6: ['six', 'zes'],
  7: ['seven', 'zeven'],
  8: ['eight', 'acht'],
  9: ['nine', 'negen'],
  10: ['ten', 'tien'],
  11: ['eleven', 'elf'],
  12: ['twelve', 'twaalf'],
  13: ['thirteen', 'dertien'],
  14: ['fourteen', 'veertien'],
  15: ['fifteen', 'vijftien'],
  16: ['sixteen', 'zestien'],
  17: ['seventeen', 'zeventien'],
  18: ['eighteen', 'achttien'],
  19: ['nineteen', 'negentien'],
  20: ['twenty', 'twintig'],
  30: ['thirty', 'dertig'],
  40: ['forty', 'veertig'],
  50: ['fifty', 'vijftig'],
  60: ['sixty', 'zestig'],
  70: ['seventy', 'zeventig'],
  80: ['eighty', 'tachtig'],
  90: ['ninety', 'negentig'],
  100: ['hundred', 'honderd'],
  1000: ['thousand', 'duizend'],
};
const NUMBER_OF_WORD = new Map(
  Object.entries(NUMBER_WORDS).flatMap(([value, words]) => words.map((w) => [w, value] as const)),
);

/**
 * A number word's digits and its word in the other language ("vijf" → 5, five). Not the reverse:
 * a question's digits expanded to words (measured) drew the wrong round's passages of the
 * near-duplicate documents, whose tables repeat the same small numbers.
 */
export function numberExpansions(word: string): string[] {
  const value = NUMBER_OF_WORD.get(word);
  return value ? [value, ...(NUMBER_WORDS[Number(value)] ?? [])].filter((w) => w !== word) : [];
}
