/**
 * Initials written with an ampersand (unseen-h21 study, issue 18): "our own T&Cs", "the Q&A",
 * "R&D staff", "the college van B&W". The tokenizer splits on the ampersand, so "T&Cs" was read
 * as "t" (a one-letter word, dropped) and "cs", a word no document says, which weighed three
 * times a known word against every passage and covered nothing. A document writes the words
 * ("terms and conditions", "algemene voorwaarden", "burgemeester en wethouders"). The query
 * planner (queryPlanner.ts) reads such initials in a question as their words, and the lexicon
 * translates those.
 *
 * A general list of the ampersand initials of office, contract and Dutch municipal writing, each
 * with one reading, not taken from any question of the evaluation set; a plural ("T&Cs", "Q&As")
 * or a possessive reads as the initials.
 */
const WRITTEN: Readonly<Record<string, string>> = {
  'b&w': 'burgemeester en wethouders',
  'h&s': 'health and safety',
  'm&a': 'mergers and acquisitions',
  'o&m': 'operation and maintenance',
  'p&l': 'profit and loss',
  'q&a': 'questions and answers',
  'r&d': 'research and development',
  't&c': 'terms and conditions',
};

/** Two letters around an ampersand, optionally plural or possessive, as a word of their own. */
const INITIALS = /(?<![\p{L}\p{N}&])(\p{L})\s?&\s?(\p{L})(?:['’]?s)?(?![\p{L}\p{N}&])/gu;

/** The text with every known ampersand initialism written as its words. */
export function withAmpersandInitialsWritten(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(INITIALS, (whole, a: string, b: string) => {
    const written = WRITTEN[`${a}&${b}`.toLowerCase()];
    return written ? ` ${written} ` : whole;
  });
}
