/**
 * A count is answered by a count of the asked things (issue 18, unseen-h15 study): "how many
 * reference projects", "hoeveel punten" is answered by "three (3) reference projects", "= 10
 * pts", "drie referenties", not by any number a passage on the tender happens to state (a phone
 * number under "point of contact", "the best three" of a timetable row, "30 pagina's" of a
 * checklist). countedNoun reads the noun counted; wordsNextToCounts gives the words written next
 * to each count in a passage, which the lexical index (lexicalIndex.ts) checks for that noun in
 * either language, as it checks every question word.
 */
import { numberWordRuns } from '../../text/numberWords';
import { stemsOfWord } from '../localText';
import { countedNoun } from './askedSlot';
import { coverage, type QueryWord } from './queryPlanner';
import { countBlanks } from './slotFillers';

/** Words read before a count ("Aantal referenties: 3", "pts | 10")... */
const BEFORE = 2;
/** ...and after it ("three (3) of the labor categories", "35 Vendors", "twee testrondes"). */
const AFTER = 5;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/**
 * A unit abbreviated next to its count, written out beside its abbreviation: a scoring table's
 * "Yes = 2 pts" counts points ("how many points", "hoeveel punten") and pts, as a bid manager
 * types it ("how many pts", unseen-h17 study: written out only, the question's own "pts" met
 * nothing next to the count); so does the Dutch "pnt".
 */
// A Map, not an object literal: a word such as "constructor" must not find Object's own members.
const ABBREVIATED: ReadonlyMap<string, string> = new Map([
  ['pts', 'points'],
  ['pt', 'point'],
  ['pnt', 'punten'],
  ['ptn', 'punten'],
]);

/**
 * Nouns that name the groups something is divided into: "in how many groups", "in hoeveel
 * categorieën" are answered by "three categories", "drie soorten", whichever of them the
 * document uses.
 */
const KINDS =
  /^(groups?|categor(y|ies)|kinds?|types?|classes|class|sorts?|groep|groepen|categorie|categorieën|soort|soorten|typen|klasse|klassen)$/i;

/** Whether the question counts groups and the words next to a count name groups of any kind. */
function countsKinds(noun: string, wordsNext: string): boolean {
  return KINDS.test(noun) && (wordsNext.match(WORD) ?? []).some((w) => KINDS.test(w));
}

/** The words next to each count the passage states (slotFillers' counts), joined. */
export function wordsNextToCounts(text: string): string {
  const blanked = countBlanks(text);
  const spans: [number, number][] = [...blanked.matchAll(/\d+(?:[.,]\d+)*/g)].map((m) => [
    m.index,
    m.index + m[0].length,
  ]);
  for (const run of numberWordRuns(text)) {
    if (run.value > 1 || /^(één|single)$/.test(run.first)) spans.push([run.start, run.end]);
  }
  const words = [...text.matchAll(WORD)];
  const out: string[] = [];
  for (const [start, end] of spans) {
    const first = words.findIndex((w) => w.index + w[0].length > start);
    if (first < 0) continue;
    let last = first;
    while (last + 1 < words.length && words[last + 1]!.index < end) last++;
    const window = words.slice(Math.max(0, first - BEFORE), last + 1 + AFTER);
    out.push(
      window
        .map((w) => {
          const written = ABBREVIATED.get(w[0].toLowerCase());
          return written ? `${w[0]} ${written}` : w[0];
        })
        .join(' '),
    );
  }
  return out.join('\n');
}

/**
 * How much of the counted word the words next to a count must cover (queryPlanner's coverage):
 * any of it, its own stem, a translation or synonym, or a part of a compound, however loosely
 * translated ("250 SMS messages" for "tekstberichten", 0.13). What makes the check strict is
 * where the word stands, next to the count, not how well it is translated.
 */
const COUNTED_MIN_COVERAGE = 0.1;

/**
 * For an index's terms (`termsOf`): whether a passage may answer the question as far as counts
 * go, true unless the question counts something (countedNoun) and no count of the passage stands
 * next to it, in either language. The last question's counted word is kept, as the evidence of
 * every candidate passage asks for it.
 */
export function countedThingsCheck(
  termsOf: (text: string) => string[],
): (query: string, words: readonly QueryWord[], passageText: string) => boolean {
  let cache: { query: string; noun: string | null; word: QueryWord | undefined } | null = null;
  return (query, words, passageText) => {
    if (cache?.query !== query) {
      const noun = countedNoun(query);
      const stems = new Set(noun ? stemsOfWord(noun) : []);
      cache = { query, noun, word: words.find((w) => w.exact.some((t) => stems.has(t))) };
    }
    const { noun, word } = cache;
    if (!noun || !word) return true;
    const next = wordsNextToCounts(passageText);
    return (
      coverage(word, new Set(termsOf(next))) >= COUNTED_MIN_COVERAGE || countsKinds(noun, next)
    );
  };
}
