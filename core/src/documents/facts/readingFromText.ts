/**
 * The text fallback of reading.ts: the blocks of a page rebuilt from its plain text, for a
 * document the extractor gave no structure for (an older stored document, plain text). A heading
 * is a short title-like line, a list item starts with a bullet, dash, number or letter, and a line
 * repeated at the top or bottom of most pages (digits aside) is furniture, as is a "Page N of M"
 * line.
 */
import { isHeading } from '../../ai/chunking';
import type { ReadBlock } from './reading';

export const collapse = (s: string) => s.replace(/[ \t\u00a0]+/g, ' ').trim();

/** 'Page 4 of 54', 'Pagina 3 van 12', '- 7 -', a lone page number. */
export const PAGE_LINE =
  /^(?:.*\b(?:page|pagina|blz\.?|p\.)\s*\d{1,4}\s*(?:(?:of|van|\/)\s*\d{1,4})?\s*$|\s*[-–]?\s*\d{1,4}\s*[-–]?\s*$)/i;
/** Lines in which a page number sits beside other running text ('RFI # X 02/06/17 Page 4 of 54'). */
export const PAGE_OF = /\b(?:page|pagina)\s+\d{1,4}\s+(?:of|van)\s+\d{1,4}\b/i;

const LIST_MARKER = /^\s*([-•▪◦●*–·]|\(?\d{1,2}[.)]|\(?[a-z][.)]|[a-z]\.)\s+/;

/**
 * A heading line: chunking's isHeading, but not a line with punctuation inside it or a number
 * followed by a lower-case word ('4 keer de vergoeding. Ter …' is a wrapped sentence), or a
 * lettered section number ('E.1 Screening Process').
 */
function isHeadingLine(line: string): boolean {
  if (LETTERED_HEADING.test(line)) return true;
  return isHeading(line) && !/[.;:,]\s/.test(line) && !/^\d[\d.]*\s+[a-zà-ÿ]/.test(line);
}

/** 'E.1 Screening Process', 'A.3 Term of the List': a lettered section number. */
const LETTERED_HEADING = /^[A-Z]\.\d{1,2}(?:\.\d{1,2})*\s+[A-Z][^.:;]{2,70}$/;

const shape = (line: string) => collapse(line).toLowerCase().replace(/\d+/g, '#');

/**
 * Running headers and footers: a short line among the first or last three of a page whose shape
 * (digits aside) recurs on at least 40% of the pages (and on two or more), or a page-number line.
 */
export function furnitureOf(pages: readonly string[]): Set<string>[] {
  const edges = pages.map((text) => {
    const lines = text
      .split('\n')
      .map(collapse)
      .filter((l) => l !== '');
    return [...new Set([...lines.slice(0, 3), ...lines.slice(-3)])];
  });
  const count = new Map<string, number>();
  for (const lines of edges) {
    for (const s of new Set(lines.map(shape))) count.set(s, (count.get(s) ?? 0) + 1);
  }
  const needed = Math.max(2, Math.ceil(pages.length * 0.4));
  return edges.map(
    (lines) =>
      new Set(
        lines.filter(
          (l) =>
            PAGE_LINE.test(l) ||
            PAGE_OF.test(l) ||
            // A running header is short and states nothing; a form repeated on every page (a
            // scoring sheet per vendor) repeats longer rows and questions, which are content.
            (pages.length >= 3 &&
              l.length <= 80 &&
              !l.includes('?') &&
              (count.get(shape(l)) ?? 0) >= needed),
        ),
      ),
  );
}

function headingNumber(text: string): { number?: string; level?: number } {
  const m = /^(\d{1,2}(?:\.\d{1,2}){0,3})\.?\s|^([A-Z])\.\s|^([A-Z]\.\d{1,2})\s/.exec(text);
  const number = m?.[1] ?? m?.[2] ?? m?.[3];
  if (!number) return {};
  return { number, level: number.split('.').filter(Boolean).length };
}

/**
 * Lines that start rows numbered 1, 2, 3 … without a dot (a scoring table read as text): three or
 * more in sequence make each its own item, so that a row's last cell stays with its row.
 */
function numberedRows(lines: readonly string[]): Set<number> {
  const starts: [number, number][] = [];
  lines.forEach((line, at) => {
    const m = /^(\d{1,3})\s+[A-Z]/.exec(line);
    if (m) starts.push([at, Number(m[1])]);
  });
  const out = new Set<number>();
  let run: number[] = [];
  let last = -1;
  for (const [at, n] of starts) {
    if (n === last + 1) run.push(at);
    else {
      if (run.length >= 3) run.forEach((a) => out.add(a));
      run = [at];
    }
    last = n;
  }
  if (run.length >= 3) run.forEach((a) => out.add(a));
  return out;
}

/** Blocks of one page of plain text: headings, list items (with their wrapped lines), paragraphs. */
export function blocksOfText(text: string, furniture: Set<string>): ReadBlock[] {
  const blocks: ReadBlock[] = [];
  for (const para of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let current: { kind: 'paragraph' | 'listItem'; lines: string[]; number?: string } | null = null;
    const flush = () => {
      if (current && current.lines.length > 0) {
        blocks.push({
          kind: current.kind,
          text: collapse(current.lines.join(' ')),
          lines: current.lines,
          ...(current.number ? { number: current.number } : {}),
        });
      }
      current = null;
    };
    const lines = para.split('\n').map(collapse);
    const rowStarts = numberedRows(lines);
    for (const [at, line] of lines.entries()) {
      if (line === '' || furniture.has(line)) continue;
      if (rowStarts.has(at)) {
        flush();
        current = { kind: 'listItem', lines: [line], number: /^\d+/.exec(line)![0] };
        continue;
      }
      if (isHeadingLine(line)) {
        flush();
        blocks.push({ kind: 'heading', text: line, lines: [line], ...headingNumber(line) });
        continue;
      }
      const marker = LIST_MARKER.exec(line);
      if (marker) {
        flush();
        current = { kind: 'listItem', lines: [line], number: marker[1] };
        continue;
      }
      if (!current) current = { kind: 'paragraph', lines: [] };
      current.lines.push(line);
    }
    flush();
  }
  return blocks;
}
