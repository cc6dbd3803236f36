/** Sentences of a document with their page: the unit every fact rule reads. */
import { isHeading } from '../../ai/chunking';
import { FACT_QUOTE_MAX } from '../../model/documentFacts';

export interface Segment {
  /** 1-based page. */
  readonly page: number;
  /** One sentence (or one table row), whitespace collapsed. */
  readonly text: string;
  /** Position among all segments, to look back at the one before. */
  readonly index: number;
}

export type DocumentLanguage = 'nl' | 'en';

/** Paragraphs, with each heading line on its own, so that a title is not read into the next sentence. */
function paragraphsOf(pageText: string): string[] {
  const out: string[] = [];
  for (const para of pageText.split(/\n\s*\n/)) {
    let current: string[] = [];
    for (const line of para.split('\n')) {
      if (isHeading(line)) {
        if (current.length > 0) out.push(current.join('\n'));
        out.push(line);
        current = [];
      } else current.push(line);
    }
    if (current.length > 0) out.push(current.join('\n'));
  }
  return out;
}

/**
 * Paragraphs (separated by an empty line) are joined into one line and cut into sentences at a
 * full stop, question or exclamation mark followed by a capital or digit. Table cells that pdfjs
 * or mammoth put on their own lines stay their own segments.
 */
export function segmentsOf(pages: readonly string[]): Segment[] {
  const out: Segment[] = [];
  pages.forEach((pageText, i) => {
    for (const para of paragraphsOf(pageText)) {
      const joined = para
        .replace(/\s*\n\s*/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (joined === '') continue;
      for (const sentence of joined.split(/(?<=[a-zà-ÿ)\]"”’0-9][.!?])\s+(?=[A-Z0-9À-Ý"“(])/)) {
        const text = sentence.trim();
        if (text !== '') out.push({ page: i + 1, text, index: out.length });
      }
    }
  });
  return out;
}

/** The sentence as a quote of at most FACT_QUOTE_MAX characters, centred on `at` when cut. */
export function quoteOf(text: string, at = 0): string {
  if (text.length <= FACT_QUOTE_MAX) return text;
  const start = Math.max(0, Math.min(at - 100, text.length - FACT_QUOTE_MAX + 1));
  const cut = text.slice(start, start + FACT_QUOTE_MAX - 1);
  return `${start > 0 ? '…' : ''}${cut.slice(start > 0 ? 1 : 0)}…`;
}

const NL_WORDS = /\b(de|het|een|van|en|is|voor|niet|wordt|zijn|met|op|dat|bij|aan)\b/gi;
const EN_WORDS = /\b(the|and|of|to|is|for|be|will|shall|with|on|that|by|are|this)\b/gi;

export function detectLanguage(pages: readonly string[]): DocumentLanguage {
  const sample = pages.join(' ').slice(0, 50_000);
  const nl = sample.match(NL_WORDS)?.length ?? 0;
  const en = sample.match(EN_WORDS)?.length ?? 0;
  return nl > en ? 'nl' : 'en';
}

/** Trims a label to at most max characters at a word boundary. */
export function shorten(text: string, max = 80): string {
  const clean = text.replace(/^[\s*•\-–:;,.)]+|[\s*•\-–:;,(]+$/g, '').replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(clean.length - max);
  const space = cut.indexOf(' ');
  return space > 0 && space < 20 ? cut.slice(space + 1) : cut;
}
