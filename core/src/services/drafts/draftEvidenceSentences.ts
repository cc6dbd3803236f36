/**
 * A passage's sentences as evidence for one requirement (issue 19, item 2): which of them answer
 * it — at or above the evidence threshold, sharing the requirement's telling words, never a
 * validity that has ended — measured with the same lexical evidence across languages.
 */
import { contentWords, sentences, terms } from '../../ai/localText';
import type { EvidencePassage } from './draftEvidence';
import { endedCertificateLines, validityEnded } from '../factSheet/certificateClaims';
import { namesUnheld } from '../factSheet/certificateUnheld';
import { dayOrderOf } from '../factSheet/certificateDates';
import { endedRows, inEndedRow } from '../factSheet/certificateRows';
import { endedByOwnColumn } from './draftEndedColumns';
import { endedWithAQuarter } from './draftQuarterEnds';

export { specificWords } from './draftSpecificWords';

export { validityEnded };

/** A passage with how much of the requirement's content it covers (0..1). */
export type ScoredPassage = EvidencePassage & {
  readonly evidence: number;
  /** Its sentences that answer the requirement, in order (what the draft says and cites). */
  readonly sentences?: readonly string[];
};

/**
 * A passage answers a requirement only through a sentence that does: a long passage covers many
 * words of a requirement across its sentences without any one of them saying it. Each sentence is
 * measured with the same evidence (the share of the requirement's content it covers, across
 * languages with the lexicon), and the passage keeps the sentences at or above the threshold.
 */
export function answeringSentences(
  evidence: (query: string, text: string) => number,
  query: string,
  passage: ScoredPassage,
  threshold: number,
  tells: (text: string) => boolean,
  /** ISO date: a sentence stating a validity that ended before it is left out; today by default. */
  today: string = new Date().toISOString().slice(0, 10),
  /** Certificate numbers the fact sheet does not hold on `today` (`unheldNumbers`). */
  unheld: readonly string[] = [],
): ScoredPassage | null {
  // Sentences with their paragraph: two sentences answer together only within one paragraph
  // (the last line of one reference project and the title of the next are not one statement).
  const all = withRunInHeadings(
    passage.text
      .split(/\n\s*\n/)
      .flatMap((paragraph, k) => sentences(paragraph).map((text) => ({ text, paragraph: k }))),
  );
  const ended = endedSentences(all, today, passage.text, unheld);
  const units = all.filter(
    (x, i) =>
      x.text.length <= SENTENCE_MAX &&
      (terms(x.text).length >= 3 || x.runIn) &&
      !/\.{4,}/.test(x.text) &&
      !ended.has(i),
  );
  const list = units.map((x) => x.text);
  // An answer may take two sentences ('We reduce the footprint … Sustainability is central …'):
  // each sentence is measured, and each pair of neighbours in one paragraph.
  const scored = [
    ...list.map((x, i) => ({ from: i, to: i })),
    ...list
      .slice(1)
      .map((_, i) => ({ from: i, to: i + 1 }))
      .filter((c) => units[c.from]!.paragraph === units[c.to]!.paragraph),
  ]
    .map((c) => ({ ...c, text: list.slice(c.from, c.to + 1).join(' ') }))
    .map((c) => ({ ...c, e: evidence(query, c.text) }));
  // Two sentences answer together only when together they say more than either alone: a
  // neighbour that adds nothing ('The platforms we build on are openly licensed.') is not quoted.
  // A run-in heading answers only with the sentence it opens, never alone or after another.
  const runIn = (i: number) => units[i]!.runIn === true;
  const single = new Map(
    scored.filter((c) => c.from === c.to).map((c) => [c.from, runIn(c.from) ? 0 : c.e]),
  );
  const candidates = scored
    .filter((c) => !runIn(c.to) && c.e >= threshold && tells(c.text))
    .filter(
      (c) =>
        c.from === c.to ||
        c.e > Math.max(single.get(c.from) ?? 0, single.get(c.to) ?? 0) + PAIR_GAIN,
    )
    .sort((a, b) => b.e - a.e || a.to - a.from - (b.to - b.from));
  const best = candidates[0];
  if (!best) return null;
  // The best unit, then other answering units, in document order, as many sentences as allowed.
  const chosen = new Set<number>();
  for (const c of candidates) {
    const span = Array.from({ length: c.to - c.from + 1 }, (_, k) => c.from + k);
    if (chosen.size + span.filter((i) => !chosen.has(i)).length > SENTENCES_PER_PASSAGE) continue;
    span.forEach((i) => chosen.add(i));
  }
  return {
    ...passage,
    evidence: best.e,
    sentences: [...chosen].sort((a, b) => a - b).map((i) => list[i]!),
  };
}

/**
 * A run-in heading: a title of a few words set as a sentence ('Social return.', 'Milieu.'), or a
 * document's title line in capitals ('DE BRUG DICHT, DE STAD BEREIKBAAR', 'HOW WE LOWER THE
 * COST'): it names what the sentence under it answers, and says nothing on its own.
 */
const isRunInHeading = (text: string) =>
  (/^\p{Lu}/u.test(text) &&
    /[.:]$/.test(text) &&
    text.split(/\s+/).length <= 4 &&
    contentWords(text).length >= 1 &&
    contentWords(text).length <= 3) ||
  isCapitalTitle(text);

/** A title line set in capitals, without a sentence's end ('OUR APPROACH TO SAFETY'). */
const isCapitalTitle = (text: string) =>
  !/[.!?;]$/.test(text) &&
  /\p{Lu}{2}/u.test(text) &&
  !/\p{Ll}/u.test(text) &&
  text.split(/\s+/).length >= 2 &&
  text.split(/\s+/).length <= 12;

/**
 * Failure class: a paragraph that opens with a run-in heading ('Social return. Bij
 * overheidsopdrachten besteden we 5% …', 'Roadmap and innovation. Our customers' user councils
 * …') says what it is about in the heading only; the heading, too short to be evidence, was
 * dropped, and the sentence after it no longer named its subject. The heading is kept, marked, to
 * be measured and quoted with the sentence it opens (a pair, when together they say more).
 */
function withRunInHeadings<T extends { text: string; paragraph: number }>(
  list: readonly T[],
): (T & { runIn?: boolean })[] {
  return list.map((x, i) =>
    isRunInHeading(x.text) && list[i + 1]?.paragraph === x.paragraph ? { ...x, runIn: true } : x,
  );
}

/**
 * A sentence that shares only one telling word with the requirement ('processen', 'smartphone')
 * is about something else; a requirement of one or two telling words needs one of them. The same
 * gate holds for a fact-sheet fact: a certificate does not answer 'afstemming met buurlanden'.
 * A Dutch compound tells by what sets it apart, not by its head: 'locatiegegevens' is not shared
 * by a sentence that only says 'data', 'testomgeving' is by one that says 'test environment'.
 */
export function tellsApart(
  evidence: (query: string, text: string) => number,
  specific: readonly string[],
  split: (word: string) => readonly string[] | null,
  query?: string,
): (text: string) => boolean {
  // Two telling words that stand side by side are one term ('informed consent'): a sentence that
  // shares one of them ('personal data' for 'informed') is about something else.
  const term = specific.length === 2 && query !== undefined && adjacent(query, specific);
  const needed = term ? 2 : Math.max(1, Math.min(MIN_SPECIFIC_WORDS, specific.length - 1));
  const shares = (word: string, text: string) => {
    if (evidence(word, text) <= 0) return false;
    const parts = split(word);
    if (!parts || parts.length < 2) return true;
    // Shared without its head, the word is said whole or in translation ('kwetsbare': 'vulnerable';
    // split 'kwets' + 'bare', neither of which any text says): it tells.
    if (evidence(parts[parts.length - 1]!, text) <= 0) return true;
    const modifiers = parts.slice(0, -1).filter((p) => !PARTICLE.test(p));
    // A verb with its particle ('aanbesteden', 'uitvoeren') splits into a particle and its verb,
    // not a modifier and a head: shared only where the text says the word itself ('doorverwijzen'
    // is not said by 'door de app … verwijst').
    if (modifiers.length === 0) {
      const own = new Set(terms(word));
      return terms(text).some((t) => own.has(t));
    }
    return modifiers.some((p) => evidence(p, text) > 0);
  };
  return (text) => specific.filter((w) => shares(w, text)).length >= needed;
}

/** A Dutch separable verb's particle ('aan' of 'aanbesteden', 'uit' of 'uitvoeren'). */
const PARTICLE = /^(?:aan|af|bij|door|in|mee|na|om|op|over|toe|uit|voor|weg|terug|samen)$/i;

/** Words that join two nouns into one term ('quality of the team', 'kwaliteit van het team'). */
const LINK = new Set(['of', 'the', 'a', 'an', 'van', 'de', 'het', 'een']);

/**
 * The two words stand next to each other in the text, in either order, or joined by 'of (the)',
 * 'van (de/het)': 'quality of the team' is one term, as 'team quality' is.
 */
function adjacent(text: string, [a, b]: readonly string[]): boolean {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const next = (i: number) => {
    let j = i + 1;
    if (words[j] === 'of' || words[j] === 'van') {
      j++;
      while (j < words.length && LINK.has(words[j]!) && j - i <= 3) j++;
    }
    return words[j];
  };
  return words.some((w, i) => (w === a && next(i) === b) || (w === b && next(i) === a));
}

const NEGATION = /\b(?:geen|niet|nooit|nergens|zonder|no|not|never|none|nor|without)\b|n't\b/i;
const CONDITION = /\b(?:indien|als|wanneer|zodra|mocht|if|when|whenever|unless|tenzij|in case)\b/i;
const NEGATION_G = new RegExp(NEGATION.source, 'gi');
/** How far after 'geen', 'not', 'without' a word counts as what the requirement rules out. */
const NEGATED_WORDS = 4;

/**
 * A requirement that rules something out ('De app maakt geen gebruik van locatiegegevens', 'does
 * not store location data') is not met by a sentence that does that thing ('met foto en
 * locatie'): a sentence that shares a word the requirement negates must say a negation too ('geen
 * locatiegegevens', 'without personal data'). Words outside the negation are measured as before,
 * so 'niet langer dan nodig' is still answered by 'short and plain'.
 */
export function keepsNegation(
  query: string,
  evidence: (query: string, text: string) => number,
): (text: string) => boolean {
  const negated = new Set<string>();
  for (const m of query.matchAll(NEGATION_G)) {
    // A negation in a condition ('Indien de app niet kan communiceren', 'if it cannot') rules
    // nothing out: it names a situation the evidence may describe in its own words ('uitval').
    const before =
      query
        .slice(0, m.index)
        .split(/[,.;:!?()]/)
        .pop() ?? '';
    if (CONDITION.test(before)) continue;
    const clause = query.slice(m.index + m[0].length).split(/[,.;:!?()]/)[0] ?? '';
    const words = clause.trim().split(/\s+/).slice(0, NEGATED_WORDS).join(' ');
    contentWords(words).forEach((w) => negated.add(w));
  }
  if (negated.size === 0) return () => true;
  // Each sentence on its own: a negation in its neighbour does not cover it.
  const keeps = (sentence: string) =>
    NEGATION.test(sentence) || ![...negated].some((w) => evidence(w, sentence) > 0);
  return (text) => sentences(text).every(keeps);
}

/**
 * The sentences (by index) whose validity has ended: an ended validity takes the certificate's
 * name with it when that stands in the sentence before ('Certificaat NEN 7510. Geldig tot …').
 * A table row whose date under a validity column ('Verloopt', 'Valid until') has passed is ended
 * too, though the row itself has no validity words. So is a sentence naming a certificate the
 * fact sheet does not hold on the day, whatever its own words say (certificateUnheld.ts).
 */
function endedSentences(
  all: readonly { text: string }[],
  today: string,
  text: string,
  unheld: readonly string[],
): Set<number> {
  const rows = [...endedRows(text, today), ...endedByOwnColumn(text, today)];
  const ended = new Set<number>();
  // The passage's own day order ('(dd/mm/yy)', its unambiguous days) reads each sentence's days.
  const order = dayOrderOf(text);
  const certificateLine = endedCertificateLines(text, today);
  all.forEach((x, i) => {
    if (inEndedRow(x.text, rows) || certificateLine?.(x.text) || namesUnheld(x.text, unheld)) {
      ended.add(i);
    }
    if (!validityEnded(x.text, today, order) && !endedWithAQuarter(x.text, today)) return;
    ended.add(i);
    if (i > 0 && NAMES_CERTIFICATE.test(all[i - 1]!.text)) ended.add(i - 1);
  });
  return ended;
}

/**
 * A knowledge-base passage without its sentences whose validity has ended (issue 19, item 6): a
 * section drafted from whole passages (no requirements of its own) would otherwise state an
 * expired certificate, its number and issuer as the company's (or one the fact sheet does not
 * hold: `unheld`). The text is unchanged when no sentence ended.
 */
export function withoutEndedValidity(
  text: string,
  today: string,
  unheld: readonly string[] = [],
): string {
  const paragraphs = text.split(/\n\s*\n/).map((p) => sentences(p));
  const all = paragraphs.flatMap((list, k) => list.map((t) => ({ text: t, paragraph: k })));
  const ended = endedSentences(all, today, text, unheld);
  if (ended.size === 0) return text;
  return paragraphs
    .map((_, k) =>
      all
        .filter((x, i) => x.paragraph === k && !ended.has(i))
        .map((x) => x.text)
        .join(' '),
    )
    .filter(Boolean)
    .join('\n\n');
}

const NAMES_CERTIFICATE = /\b(?:ISO|NEN|certifica\w*|keurmerk|accreditati\w*)\b/i;
const SENTENCE_MAX = 450;
/** How much more of the requirement a pair must cover than its better sentence alone. */
const PAIR_GAIN = 0.01;
/** Telling words of a requirement a sentence must share (in either language) to answer it. */
const MIN_SPECIFIC_WORDS = 2;
const SENTENCES_PER_PASSAGE = 3;
