/**
 * A chunk split into segments (lines, and sentences of long lines) with their offsets, so that a
 * fact's quote is always an exact slice of the chunk's text and a fact never borrows a date or a
 * name from an unrelated sentence.
 */
import { sentenceSpans } from '../../text/sentences';

export interface Segment {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

const LONG_LINE = 280;

export function segmentsOf(text: string): Segment[] {
  const out: Segment[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    // A long line is cut into its sentences by the one splitter (text/sentences.ts): not at
    // 'nr. 12', 'B.V.', 'e.g.' or '3.5'.
    const pieces: [number, number][] =
      line.length > LONG_LINE
        ? sentenceSpans(line).map((s) => [s.start, s.end])
        : [[0, line.length]];
    for (const [a, b] of pieces) {
      const raw = line.slice(a, b);
      const lead = raw.length - raw.trimStart().length;
      const trimmed = raw.trim();
      if (trimmed) {
        const start = lineStart + a + lead;
        out.push({ start, end: start + trimmed.length, text: trimmed });
      }
    }
    lineStart += line.length + 1;
  }
  return out;
}

/** A quote of at most max characters that is an exact slice of the text. */
export function quoteOf(text: string, start: number, end: number, max = 240): string {
  return text.slice(start, Math.min(end, start + max)).trim();
}
