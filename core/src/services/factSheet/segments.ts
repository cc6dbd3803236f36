/**
 * A chunk split into segments (lines, and sentences of long lines) with their offsets, so that a
 * fact's quote is always an exact slice of the chunk's text and a fact never borrows a date or a
 * name from an unrelated sentence.
 */
export interface Segment {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

const LONG_LINE = 280;
/** A sentence ends at '.', '!' or '?' followed by a space and a capital (not 'nr. 12' or 'B.V.'). */
const SENTENCE_END = /[.!?](?=\s+[A-ZÀ-Ý"'(])/g;

export function segmentsOf(text: string): Segment[] {
  const out: Segment[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const pieces: [number, number][] = [];
    if (line.length > LONG_LINE) {
      let from = 0;
      for (const m of line.matchAll(SENTENCE_END)) {
        const before = line.slice(Math.max(0, m.index - 4), m.index + 1);
        if (/\b(nr|no|ca|bijv|incl|excl|resp|mr|dr|ir|ing|drs|B\.V|N\.V)\.$/i.test(before))
          continue;
        pieces.push([from, m.index + 1]);
        from = m.index + 1;
      }
      pieces.push([from, line.length]);
    } else pieces.push([0, line.length]);
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
