/**
 * Initialisms the documents write out (issue 18, unseen-h17 study): a question types "PvE",
 * "DPIA", where the documents say "Programma van Eisen", "Data Protection Impact Assessment" and
 * never the initials. Typed initials met no passage and weighed as a word no document says (three
 * times a known word). Read from the documents themselves: each run of capitalised words (with
 * the short linking words inside a title: "van", "and", "for" …) gives its initials, with and
 * without the linking words' letters; the query planner (queryPlanner.ts) reads initials a
 * question types in capitals as the run's words, as a compound's parts.
 */
import { generalInitials } from './lexicon/generalInitials';

const TOKEN = /[\p{L}][\p{L}\p{N}'’]*/gu;
/** Linking words a title keeps in lower case ("Programma van Eisen", "Bill of Materials"). */
const LINKING = new Set([
  ...['van', 'voor', 'de', 'der', 'het', 'en', 'op', 'in', 'met', 'te'],
  ...['of', 'and', 'for', 'the', 'on', 'in', 'to', 'with'],
]);
/**
 * A capitalised word: a capital, then a small letter ("Data", not "DATA" or "iPhone"). Latin
 * letters spelled out, not Unicode classes: over 50,000 passages the `\\p{…}` classes took seconds
 * (about 10 s on the 2-core machine), these a quarter of a second; English and Dutch titles need
 * no other script.
 */
const TITLE_WORD = "[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ0-9'’]*";
/**
 * A run: two capitalised words or more next to each other on one line, linking words between
 * them (a heading above a sentence is no title of it; a word in capitals is initials itself, no
 * title word; punctuation ends a run).
 */
const RUN = new RegExp(
  `(?<![A-Za-zÀ-ÖØ-öø-ÿ0-9'’])${TITLE_WORD}(?:[ \\t]+(?:(?:${[...LINKING].join('|')})[ \\t]+)*${TITLE_WORD})+`,
  'g',
);
/** Initials this long, at least and at most ("PvE", "DPIA", "AVG" … "GDPR", "NCSC"). */
const MIN_LETTERS = 3;
const MAX_LETTERS = 6;

/** A question's words typed as initials: two capitals or more, no digit ("PvE", "DPIA"). */
export function typedInitials(question: string): Set<string> {
  const out = new Set<string>();
  for (const [token] of question.matchAll(TOKEN)) {
    const capitals = token.match(/\p{Lu}/gu)?.length ?? 0;
    if (capitals >= 2 && token.length <= MAX_LETTERS) out.add(token.toLowerCase());
  }
  return out;
}

/**
 * Initials of the capitalised runs of `texts`, each with the run's words (lower case): where
 * runs share initials, the one written most often.
 */
export function initialismsOf(texts: Iterable<string>): Map<string, readonly string[]> {
  const counts = new Map<string, Map<string, number>>();
  const add = (initials: string, words: string[]) => {
    if (initials.length < MIN_LETTERS || initials.length > MAX_LETTERS) return;
    let runs = counts.get(initials);
    if (!runs) counts.set(initials, (runs = new Map()));
    const key = words.join(' ');
    runs.set(key, (runs.get(key) ?? 0) + 1);
  };
  for (const text of texts) {
    for (const [match] of text.matchAll(RUN)) {
      const run = match.toLowerCase().split(/[ \t]+/);
      // The whole run, and without its first word (a sentence's "Het", "The", "Deze").
      for (const words of [run, run.slice(1)]) {
        if (words.length === 0 || LINKING.has(words[0]!)) continue;
        const capitals = words.filter((w) => !LINKING.has(w));
        if (capitals.length < 2) continue;
        add(capitals.map((w) => w[0]).join(''), capitals);
        if (capitals.length < words.length) add(words.map((w) => w[0]).join(''), capitals);
      }
    }
  }
  const out = new Map<string, readonly string[]>();
  for (const [initials, runs] of counts) {
    const [best] = [...runs.entries()].sort((a, b) => b[1] - a[1]);
    if (best) out.set(initials, best[0].split(' '));
  }
  return out;
}

/**
 * The initials a question may type that the index does not hold, with the words they stand for:
 * those the documents write out ("Programma van Eisen" for "PvE"), then general ones no document
 * forms ("OSS": lexicon/generalInitials.ts). `indexed` says whether the index holds the initials
 * themselves, in which case they are searched as written.
 */
export function unwrittenInitialisms(
  texts: Iterable<string>,
  indexed: (initials: string) => boolean,
): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const [initials, words] of initialismsOf(texts)) {
    if (!indexed(initials)) out.set(initials, words);
  }
  for (const [initials, words] of generalInitials()) {
    if (!out.has(initials) && !indexed(initials)) out.set(initials, words);
  }
  return out;
}
