/**
 * Dutch past participles read as their verb (issue 18): the Snowball stemmer keeps "gemeten",
 * "betaald" and "ingediend" apart from "meten", "betalen" and "indienen", and only the verb has
 * the lexicon's translations. Used by lexicon.ts at the inflection weight.
 */

/** Dutch separable prefixes, before which a past participle puts "ge" (in-ge-diend, aan-ge-boden). */
const SEPARABLE = [
  'aan',
  'af',
  'bij',
  'door',
  'in',
  'mee',
  'na',
  'om',
  'onder',
  'op',
  'over',
  'terug',
  'toe',
  'uit',
  'voor',
  'weg',
];

/**
 * A Dutch past participle without its "ge" ("gemeten" → "meten", "ingediend" → "indiend"), which
 * the Snowball stemmer keeps: the stem then meets the verb's own ("indien") as a near term.
 */
export function withoutParticiple(word: string): string | null {
  // A participle ends in -d, -t or -en ("gebouwd", "gemeten"); "gebouw" is a noun.
  if (!/(?:d|t|en)$/.test(word)) return null;
  if (/^ge[a-z]{4,}$/.test(word)) return word.slice(2);
  for (const prefix of SEPARABLE) {
    if (word.startsWith(`${prefix}ge`) && word.length >= prefix.length + 6) {
      return prefix + word.slice(prefix.length + 2);
    }
  }
  return null;
}

/** Prefixes of Dutch verbs whose past participle takes no "ge" (betaald, verstuurd, ontvangen). */
const UNSTRESSED = ['be', 'ver', 'ont', 'her', 'er'];

/**
 * The possible infinitives of a weak Dutch past participle ("gemeld" → "melden", "ingediend" →
 * "indienen", "betaald" → "betalen", "gepland" → "plannen", "gereisd" → "reizen"), those the
 * dictionary lists, most likely first; empty for any other word. The stemmer leaves "betaald"
 * and "betal" apart, and only the infinitive has the verb's translations ("betalen" → pay). A
 * ge-less form ("betaald", "beoordeeld") counts only when the dictionary lists it, so an English
 * "kept" or "need" is not read as Dutch. The participle is the stem plus -d or -t, which a stem
 * ending in d or t does not repeat ("gemeld": "mel" or "meld"), so both stems are tried; a long
 * vowel written double in "betaal" is single in "betalen", a short one doubles the consonant
 * ("plan" → "plannen"), f and s voice to v and z ("geleefd" → "leven").
 */
export function dutchInfinitives(word: string, isDutchWord: (w: string) => boolean): string[] {
  if (!/[a-z]{3}[dt]$/.test(word) || /dt$/.test(word)) return [];
  let form: string | null = withoutParticiple(word);
  if (form?.endsWith('en')) return [];
  if (!form && UNSTRESSED.some((p) => word.startsWith(p)) && isDutchWord(word)) form = word;
  if (!form || form.length < 4) return [];
  const roots = (stem: string): string[] => {
    // "betaal" → betal-, "leef" → lev-, "reis" → reiz-, "plan" → plann-, "meld" → meld-.
    const voiced = (w: string) => w.replace(/f$/, 'v').replace(/s$/, 'z');
    const long = /([aeou])\1([^aeiou])$/.exec(stem);
    const shortened = long ? `${stem.slice(0, -3)}${long[1]}${long[2]}` : null;
    return [
      ...(shortened ? [voiced(shortened), shortened] : []),
      ...(/[^aeiou][aeiou][^aeiouwy]$/.test(stem) ? [stem + stem.slice(-1)] : []),
      voiced(stem),
      stem,
    ];
  };
  const candidates = [...roots(form.slice(0, -1)), ...roots(form)].map((root) => `${root}en`);
  return [...new Set(candidates)].filter((c) => c !== word && isDutchWord(c));
}

/**
 * The possible infinitives of a Dutch verb in the present tense's -t form ("eist" → "eisen",
 * "levert" → "leveren", "aanvaardt" → "aanvaarden", "maakt" → "maken"), those the dictionary
 * lists: a question says "welke dekking eist de RFI", the lexicon translates "eisen". For a word
 * the caller does not read as English (lexicon.ts), so "list" or "test" stay English words.
 */
export function dutchPresentInfinitives(
  word: string,
  isDutchWord: (w: string) => boolean,
): string[] {
  if (!/^[a-z]{3,}t$/.test(word) || withoutParticiple(word)) return [];
  const stem = word.slice(0, -1);
  if (stem.length < 3 || /[aeiou]$/.test(stem)) return [];
  const long = /([aeou])\1([^aeiou])$/.exec(stem);
  const candidates = [
    ...(long ? [`${stem.slice(0, -3)}${long[1]}${long[2]}`] : []),
    ...(/[^aeiou][aeiou][^aeiouwy]$/.test(stem) ? [stem + stem.slice(-1)] : []),
    stem,
  ].flatMap((root) => [`${root.replace(/f$/, 'v').replace(/s$/, 'z')}en`, `${root}en`]);
  return [...new Set(candidates)].filter((c) => c !== word && isDutchWord(c));
}

/**
 * The verb of a Dutch separable verb written as one word ("meesturen" → "sturen", "invullen" →
 * "vullen", "aanleveren" → "leveren", "uitloopt" → "lopen"), the one the dictionary lists; null
 * for any other word. The compound splitter reads such a word as two dictionary words of three
 * letters or more, so it either leaves it whole ("invullen": "in" is too short a part) or cuts it
 * in the wrong place ("meest|uren", "doors|turen", "overs|tappen"), and the wrong parts then
 * translate ("uren": hours). The verb is the part that carries its meaning (send, fill, deliver);
 * the particle alone has none to look for. For a word the lexicon does not translate whole
 * (lexicon.ts): "indienen" and "uitvoeren" keep their own translations.
 */
export function separableVerb(word: string, isDutchWord: (w: string) => boolean): string | null {
  for (const prefix of SEPARABLE) {
    if (!word.startsWith(prefix)) continue;
    const rest = word.slice(prefix.length);
    if (rest.length < 5 || withoutParticiple(rest)) continue;
    if (/[a-z]{2}en$/.test(rest) && isDutchWord(rest)) return rest;
    const [present] = dutchPresentInfinitives(rest, isDutchWord);
    if (present) return present;
  }
  return null;
}
