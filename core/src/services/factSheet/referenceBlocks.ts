/**
 * Reference projects in a chunk: a heading ('Referentieproject: …', 'Reference project 2 – …')
 * and the lines under it. What such a block states about a certificate is mostly the customer's
 * ('Result: ISO 27001 certificate WX-1 for the water board'), not the company's (issue 19).
 */
import type { Segment } from './segments';

export const PROJECT_START =
  /^(?:referentieproject|referentie|reference project|reference|project)\s*(?:\d+)?\s*[:.–-]\s*(.+)$/i;

/** Lines a reference block may run over: a project's heading and its short description. */
const BLOCK_LINES = 8;

/**
 * The indexes of the segments inside a reference block: from its heading to the next heading, a
 * blank line (the end of the project's paragraph) or BLOCK_LINES lines.
 */
export function referenceSegments(text: string, segs: readonly Segment[]): Set<number> {
  const inside = new Set<number>();
  for (let i = 0; i < segs.length; i++) {
    if (!PROJECT_START.test(segs[i]!.text)) continue;
    inside.add(i);
    for (let j = i + 1; j < segs.length && j < i + BLOCK_LINES; j++) {
      if (PROJECT_START.test(segs[j]!.text)) break;
      if (/\n\s*\n/.test(text.slice(segs[j - 1]!.end, segs[j]!.start))) break;
      inside.add(j);
    }
  }
  return inside;
}
