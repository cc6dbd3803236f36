/** Sentences of a document with their page: the unit every fact rule reads. */
import { FACT_QUOTE_MAX } from '../../model/documentFacts';
import { type Segment, readingOf, segmentsOfReading } from './reading';

export type { Segment };

export type DocumentLanguage = 'nl' | 'en';

/** Sentences, list items and table rows of plain pages, furniture left out (see reading.ts). */
export function segmentsOf(pages: readonly string[]): Segment[] {
  return segmentsOfReading(readingOf(pages));
}

/**
 * The sentence as a quote of at most FACT_QUOTE_MAX characters, around `at` when cut. A quote is
 * always an exact piece of the text (no ellipsis added), so that verification finds it on its page.
 */
export function quoteOf(text: string, at = 0): string {
  if (text.length <= FACT_QUOTE_MAX) return text;
  let start = Math.max(0, Math.min(at - 100, text.length - FACT_QUOTE_MAX));
  let end = start + FACT_QUOTE_MAX;
  // Whole words only: move a cut inwards to the nearest space (never past the point `at`).
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < at) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > Math.max(start, at)) end = space;
  }
  return text.slice(start, end).trim();
}

const NL_WORDS = /\b(de|het|een|van|en|is|voor|niet|wordt|zijn|met|op|dat|bij|aan)\b/gi;
const EN_WORDS = /\b(the|and|of|to|is|for|be|will|shall|with|on|that|by|are|this)\b/gi;

export function detectLanguage(pages: readonly string[]): DocumentLanguage {
  const sample = pages.join(' ').slice(0, 50_000);
  const nl = sample.match(NL_WORDS)?.length ?? 0;
  const en = sample.match(EN_WORDS)?.length ?? 0;
  return nl > en ? 'nl' : 'en';
}

/** A short text's language, or `fallback` when its words do not tell (a name, a heading). */
export function languageOf(text: string, fallback: DocumentLanguage): DocumentLanguage {
  const nl = text.match(NL_WORDS)?.length ?? 0;
  const en = text.match(EN_WORDS)?.length ?? 0;
  return nl === en ? fallback : nl > en ? 'nl' : 'en';
}

/** Trims a label to at most max characters at a word boundary. */
export function shorten(text: string, max = 80): string {
  const clean = text.replace(/^[\s*•\-–:;,.)]+|[\s*•\-–:;,(]+$/g, '').replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(clean.length - max);
  const space = cut.indexOf(' ');
  // A cut right before a space keeps the whole word after it, not a leading space.
  return space >= 0 && space < 20 ? cut.slice(space + 1) : cut;
}

const QUESTION_START =
  /^(\d{1,3}\s+)?(what|which|is|are|does|do|can|could|will|would|should|how|why|when|wat|welke|kan|kunnen|mag|moet|hoe|waarom|wanneer|wordt|worden)\b/i;

/** A question (in a Q&A document or table) asks about a fact; it does not state one. */
export function isQuestion(text: string): boolean {
  return /\?\s*$/.test(text) || QUESTION_START.test(text);
}
