/**
 * A quote shortened to fit (issue 19, bid-writer review): it ends at a sentence end when one falls
 * in its second half, else after a whole word, and says with '…' that it goes on. A quote cut at a
 * fixed length read "… per annum, deli…" in the draft and "… registration num”" in the Word
 * footnotes: a reader takes a cut word for a typo or a different word.
 */

/** A sentence end inside a quote: '.', '!', '?' or ';' before a space, not in '5.2' or 'e.g.'. */
const SENTENCE_END = /(?<![\s.]\p{L})[.!?;](?=\s)/gu;
/** What a word cut leaves at the end and reads wrong before '…': a comma, a dash, a bracket. */
const TRAILING = /[\s,:;(–—-]+$/u;

/** `text` when it fits in `max` characters, else shortened at a sentence end or a word, with '…'. */
export function shortenQuote(text: string, max: number): string {
  if (text.length <= max) return text;
  // Room for ' …' after a sentence, '…' after a word.
  const room = text.slice(0, max - 2);
  const half = Math.floor(max / 2);
  let sentenceEnd = -1;
  for (const m of room.matchAll(SENTENCE_END)) sentenceEnd = m.index + 1;
  if (sentenceEnd >= half) return `${room.slice(0, sentenceEnd)} …`;
  const words = text.slice(0, max); // A space right after the cut still ends a whole word.
  const space = words.lastIndexOf(' ', max - 1);
  if (space >= half) return `${words.slice(0, space).replace(TRAILING, '')}…`;
  // One very long word (a URL, a code): cut it, there is no better place.
  return `${text.slice(0, max - 1)}…`;
}

/**
 * A quote stored before quotes were shortened at a word: cut at exactly `max` characters, it may
 * end in a cut word. It ends at its last whole word with '…'; any other quote is left as it is.
 */
export function endStoredQuote(quote: string, max: number): string {
  if (quote.length < max || /[.!?…"”’)\]]$/u.test(quote)) return quote;
  return shortenQuote(`${quote} x`, max);
}
