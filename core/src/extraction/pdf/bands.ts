/**
 * The top and bottom bands of a page, where running headers, footers and printed page numbers
 * sit: which lines may be furniture, the key that compares them across pages (digits aside), and
 * the page number a line prints ('12', 'Page 3 of 19', 'Pagina 3 van 12', 'iv').
 */
import type { Line, PageLayout } from './lines';

/** Lines this close to the top or bottom edge (as a share of the page height) may be furniture. */
export const BAND = 0.12;
/** At most this many lines at either edge are looked at. */
export const BAND_LINES = 3;

export const ROMAN = /^(?=[ivxlc]+$)c{0,3}(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/i;

/** A number at the start or the end of a header or footer line ('VNG Realisatie 10'). */
export const EDGE_NUMBER = /^(\d{1,4})\s+\D|\D\s+(\d{1,4})$/;

/** A page number alone on its line: '12', '- 3 -', '(iv)'. */
export const NUMBER_ONLY = /^[-–—(\s]*(\d{1,4}|[ivxlc]{1,7})[-–—)\s]*$/i;

/** The printed page number in a header or footer line, or undefined. */
export function printedPageNumber(text: string): string | undefined {
  const t = text.trim();
  const alone = NUMBER_ONLY.exec(t);
  if (alone && (/\d/.test(alone[1]!) || ROMAN.test(alone[1]!))) return alone[1]!;
  const worded =
    /\b(?:page|pagina|pag\.|blz\.?|p\.|seite)\s*(\d{1,4}|[ivxlc]{1,7})\b(?:\s*(?:of|van|von|\/)\s*\d{1,4})?/i.exec(
      t,
    );
  if (worded && (/\d/.test(worded[1]!) || ROMAN.test(worded[1]!))) return worded[1]!;
  const ofN = /(?:^|\s)(\d{1,4})\s*(?:\/|of|van)\s*\d{1,4}$/i.exec(t);
  if (ofN) return ofN[1]!;
  return undefined;
}

export const furnitureKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/\d+/g, '#')
    .replace(/\b[ivxlc]{1,7}\b/g, '#')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Lines that may be a running header or footer, outermost first: up to BAND_LINES lines in the
 * top and bottom bands, and a page number alone on the page's first or last line (in the outer
 * quarter of the page; a footnote mark above it is not one).
 */
export function bandLines(page: PageLayout): Line[] {
  const { lines, height } = page;
  const top = lines.slice(0, BAND_LINES).filter((l) => l.y > height * (1 - BAND));
  const bottom = lines
    .slice(-BAND_LINES)
    .filter((l) => l.y < height * BAND)
    .reverse();
  const first = lines[0];
  const last = lines[lines.length - 1];
  const edges = [
    ...(first && first.y > height * 0.75 && NUMBER_ONLY.test(first.text) ? [first] : []),
    ...(last && last.y < height * 0.25 && NUMBER_ONLY.test(last.text) ? [last] : []),
  ];
  const outer = (l: Line) => Math.min(height - l.y, l.y);
  return [...new Set([...edges, ...top, ...bottom])].sort((a, b) => outer(a) - outer(b));
}
