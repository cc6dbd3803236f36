/**
 * The one sentence splitter of answers, citations, edits and drafts (issue 18, item 5): Unicode's
 * sentence boundaries (Intl.Segmenter, UAX #29, which already keeps "3.5", "1.000" and "e.g. the"
 * whole), then three guards UAX #29 does not know:
 *  - an abbreviation before a capital or a number does not end a sentence ("art. 5", "nr. 12",
 *    "e.g. The", "o.a. Van Dijk", "B.V.", an initial "J. Smith");
 *  - a line that is wrapped (a PDF's line breaks) goes on: a line without a closing mark followed
 *    by one that starts in lower case, or a line ending in a comma, a hyphen or a word that cannot
 *    end a sentence ("the", "de", "and", "en");
 *  - a lone enumerator ("1.", "2.3.", "a)") belongs to the item it numbers.
 * Other line breaks stay boundaries: documents are full of list items, headings and table rows,
 * which are units of their own. Every span is an exact slice of the text (offsets kept), so a
 * citation's sentence can be found and marked on its page.
 */

export interface SentenceSpan {
  readonly start: number;
  readonly end: number;
  /** The slice, trimmed (its line breaks kept: use `sentences` for one-line text). */
  readonly text: string;
}

/**
 * Abbreviations (folded, without their final full stop) after which a full stop does not end a
 * sentence, English and Dutch ("etc." and "enz." are left out: they mostly do end one). Words
 * with inner full stops ("e.g", "o.a", "b.v", "t.a.v") are
 * recognised by their shape instead (ABBREVIATION_SHAPE).
 */
const ABBREVIATIONS = new Set([
  ...['no', 'nos', 'nr', 'nrs', 'art', 'artt', 'par', 'para', 'sec', 'ch', 'fig', 'figs'],
  ...['p', 'pp', 'vol', 'cf', 'vs', 'viz', 'approx', 'dept', 'min', 'max', 'tel', 'ref', 'resp'],
  ...['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'inc', 'corp', 'co', 'ltd', 'jan', 'feb'],
  ...['mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'],
  ...['bijv', 'bv', 'bijl', 'ca', 'incl', 'excl', 'evt', 'mevr', 'dhr', 'ir', 'ing', 'drs', 'ds'],
  ...['jl', 'jo', 'blz', 'hfd', 'hfdst', 'afd', 'vgl', 'zgn', 'mln', 'mld', 'mw', 'tav', 'ong'],
  // A currency before its amount ('Afl. 25.000,-', the Aruban and Antillean guilder's 'fl. 300').
  ...['afl', 'fl'],
]);

/** A word with inner full stops ("e.g", "i.e", "o.a", "B.V", "t.a.v", "d.w.z") or one letter. */
const ABBREVIATION_SHAPE = /(?:^|[\s(["'“])(?:\p{L}{1,3}\.)+\p{L}{1,3}$|(?:^|[\s(["'“])\p{L}$/u;

/** An enumerator alone: "1.", "2.3.", "a.", "iv.", "(b)". */
const ENUMERATOR = /^(?:\(?\d{1,3}(?:\.\d{1,3})*[.)]|\(?[a-z][.)]|\(?[ivx]{1,5}[.)])$/i;

/** Words that cannot end a sentence: a line ending in one is wrapped. */
const CONTINUES = new Set([
  ...['the', 'a', 'an', 'and', 'or', 'of', 'to', 'in', 'for', 'with', 'by', 'on', 'at', 'from'],
  ...['that', 'which', 'as', 'is', 'are', 'be', 'will', 'shall', 'must', 'may', 'than', 'per'],
  ...['de', 'het', 'een', 'en', 'of', 'van', 'voor', 'met', 'door', 'op', 'aan', 'bij', 'naar'],
  ...['die', 'dat', 'als', 'is', 'zijn', 'wordt', 'worden', 'moet', 'kan', 'dan', 'om', 'te'],
]);

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity: 'sentence' });
    segmenters.set(locale, s);
  }
  return s;
}

/** The last word before the final full stop ends an abbreviation: the sentence goes on. */
function endsInAbbreviation(text: string): boolean {
  const m = /(\S+)\.$/.exec(text);
  if (!m) return false;
  const word = m[1]!.replace(/^[(["'“]+/, '');
  return ABBREVIATIONS.has(word.toLowerCase()) || ABBREVIATION_SHAPE.test(` ${word}`);
}

/** Whether the piece before a line break goes on in the next piece (a wrapped line). */
function wrapsInto(before: string, after: string): boolean {
  if (/[.!?:;]["'”’)]?$/.test(before)) return false;
  if (/^\p{Ll}/u.test(after)) return true;
  if (/[,\-–]$/.test(before)) return true;
  const last = /(\p{L}+)$/u.exec(before)?.[1]?.toLowerCase();
  return last !== undefined && CONTINUES.has(last);
}

/**
 * The text's sentences with their offsets. `locale` only picks the segmenter's tailoring ('en'
 * and 'nl' behave alike for these rules).
 */
export function sentenceSpans(text: string, locale = 'en'): SentenceSpan[] {
  // Unicode's boundaries; a line break inside a piece is a boundary too (UAX #29 ends a sentence
  // at a paragraph separator, which is where it starts the next).
  const raw: { start: number; end: number; lineEnd: boolean }[] = [];
  for (const seg of segmenter(locale).segment(text)) {
    let from = seg.index;
    const end = seg.index + seg.segment.length;
    for (const m of seg.segment.matchAll(/\n/g)) {
      const at = seg.index + m.index;
      raw.push({ start: from, end: at, lineEnd: true });
      from = at + 1;
    }
    raw.push({ start: from, end, lineEnd: false });
  }
  const out: { start: number; end: number }[] = [];
  let pendingLineEnd = false;
  for (const piece of raw) {
    const slice = text.slice(piece.start, piece.end);
    const trimmed = slice.trim();
    if (trimmed === '') {
      if (piece.lineEnd) pendingLineEnd = true;
      continue;
    }
    const start = piece.start + (slice.length - slice.trimStart().length);
    const end = start + trimmed.length;
    const prev = out.at(-1);
    if (prev) {
      const before = text.slice(prev.start, prev.end);
      const join = pendingLineEnd
        ? wrapsInto(before, trimmed) || ENUMERATOR.test(before)
        : endsInAbbreviation(before) || ENUMERATOR.test(before);
      if (join) {
        prev.end = end;
        pendingLineEnd = piece.lineEnd;
        continue;
      }
    }
    out.push({ start, end });
    pendingLineEnd = piece.lineEnd;
  }
  return out.map(({ start, end }) => ({ start, end, text: text.slice(start, end) }));
}

/** The text's sentences, each on one line (inner whitespace collapsed). */
export function sentences(text: string, locale = 'en'): string[] {
  return sentenceSpans(text, locale).map((s) => s.text.replace(/\s+/g, ' '));
}
