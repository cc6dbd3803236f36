/**
 * A page's content lines as blocks: headings (a font clearly larger than the body text, or a
 * short section-numbered line), list items, paragraphs (wrapped lines joined) and table rows; and
 * heading levels from the font sizes of the whole document.
 */
import { isSectionNumber, splitLeadingMarker } from '../leadingMarker';
import type { Block, TextBlock } from '../structure';
import type { Line } from './lines';
import { tableAt } from './tables';
import { isContentsLine, joinWrapped } from './lineText';
import { valueOfNumberWord } from '../../text/numberWords';

export function bodySize(lines: readonly Line[]): number {
  const weight = new Map<number, number>();
  for (const l of lines) {
    const size = Math.round(l.size * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + l.text.length);
  }
  let best = 10;
  let max = -1;
  for (const [size, w] of weight) {
    if (w > max) {
      best = size;
      max = w;
    }
  }
  return best;
}

export function pageBlocks(
  lines: readonly Line[],
  body: number,
  sizes: Map<Block, number>,
): Block[] {
  const blocks: Block[] = [];
  interface Open {
    kind: TextBlock['kind'];
    text: string;
    number?: string;
    level?: number;
    size: number;
    /** A list item's wrapped lines start at or right of its marker. */
    markerX: number;
  }
  let open: Open | null = null;
  let prev: Line | null = null;
  const close = () => {
    if (open) {
      const { kind, text, number, level } = open;
      const block: TextBlock = {
        kind,
        text,
        ...(level !== undefined ? { level } : {}),
        ...(number !== undefined ? { number } : {}),
      };
      blocks.push(block);
      if (kind === 'heading') sizes.set(block, Math.round(open.size * 2) / 2);
    }
    open = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const table = tableAt(lines, i);
    if (table) {
      close();
      blocks.push({ kind: 'table', rows: table.rows });
      i = table.end - 1;
      prev = null;
      continue;
    }
    if (isContentsLine(line)) {
      // Each entry of a table of contents stays one line, number and page number included.
      close();
      blocks.push({ kind: 'paragraph', text: line.text });
      prev = null;
      continue;
    }
    const large = line.size >= body * 1.15 && line.text.length <= 150;
    const marker = splitLeadingMarker(line.text);
    const numberedHeading =
      marker !== null &&
      isSectionNumber(marker.number) &&
      marker.text.length <= 80 &&
      !/[.:;,]$/.test(marker.text) &&
      /^\p{Lu}/u.test(marker.text) &&
      !isContentsLine(line);
    if (open !== null && prev !== null) {
      const o: Open = open;
      const near = prev.y - line.y <= Math.max(prev.size, line.size) * 1.6;
      const sameSize = Math.abs(prev.size - line.size) < 0.6;
      // A heading wraps onto a line of the same large size.
      if (o.kind === 'heading' && large && sameSize && near && !marker) {
        o.text = `${o.text} ${line.text}`;
        prev = line;
        continue;
      }
      // A paragraph's sentence wrapped before a number ('… van de artikelen' / '2.86 en 2.87
      // Aanbestedingswet …'; seventh probe set): a number followed by a lower-case word, after a
      // line that ends no sentence, continues the paragraph rather than opening a list item.
      // Thirteenth probe set: the digits a number word repeats in brackets, wrapped onto the
      // next line ('… no more than twelve' / '(12) pages of A4.'), continue it too.
      const continues =
        marker !== null &&
        o.kind === 'paragraph' &&
        /^\p{Ll}/u.test(marker.text) &&
        !/[.:;!?]$/.test(o.text.trim()) &&
        (/^\d/.test(marker.number) || repeatsNumberWord(o.text, marker.number));
      // A paragraph or list item wraps onto a line below it that starts no block of its own.
      const wraps =
        o.kind !== 'heading' &&
        near &&
        sameSize &&
        !large &&
        (!marker || continues) &&
        (o.kind === 'paragraph' || line.x0 >= o.markerX - 3);
      if (wraps) {
        o.text = joinWrapped(o.text, line.text);
        prev = line;
        continue;
      }
    }
    close();
    if (large || numberedHeading) {
      const split = marker && marker.depth > 0 ? marker : null;
      open = {
        kind: 'heading',
        text: split ? split.text : line.text,
        ...(split ? { number: split.number } : {}),
        // A section number tells the level; otherwise 0 until the document's heading sizes are
        // known (levelHeadings).
        level: split ? Math.min(split.depth, 6) : 0,
        size: line.size,
        markerX: line.x0,
      };
    } else if (marker) {
      open = {
        kind: 'listItem',
        text: marker.text,
        number: marker.number,
        size: line.size,
        markerX: line.x0,
      };
    } else {
      open = { kind: 'paragraph', text: line.text, size: line.size, markerX: line.x0 };
    }
    prev = line;
  }
  close();
  return blocks;
}

/** '(12)' after a text that ends in 'twelve' / 'twaalf': the number word's digits, not a list. */
function repeatsNumberWord(text: string, marker: string): boolean {
  const digits = /^\((\d{1,3})\)$/.exec(marker)?.[1];
  const word = /(\p{L}+)\s*$/u.exec(text)?.[1]?.toLowerCase();
  return !!digits && !!word && valueOfNumberWord(word) === Number(digits);
}

/** Heading levels from the font sizes of the whole document: the largest size is level 1. */
export function levelHeadings(pages: Block[][], sizes: Map<Block, number>): void {
  const distinct = [...new Set(sizes.values())].sort((a, b) => b - a);
  for (const blocks of pages) {
    blocks.forEach((block, i) => {
      if (block.kind !== 'heading' || block.level !== 0) return;
      const size = sizes.get(block);
      const rank = size === undefined ? 0 : distinct.indexOf(size);
      blocks[i] = { ...block, level: Math.min(rank + 1, 6) };
    });
  }
}
