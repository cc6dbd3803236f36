/**
 * Small helpers for drawing SVG as text: escaping, line wrapping by an estimate of glyph widths
 * (no font metrics in core: the estimate errs wide so text stays inside its box), and the
 * locale's number and money formats and the Amsterdam day of an instant, so output is
 * deterministic. A document's dates are written by text/dates (formatStatedDate, 'short').
 */
import { LOCALE_TAGS, type Locale } from '../../model/locales';

/** Text and attribute values: the five XML specials, and control characters XML forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters outright
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;')
  );
}

/** Average advance of a sans-serif glyph as a share of the font size, erring wide. */
const CHAR_WIDTH = 0.56;

export function textWidth(text: string, fontSize: number): number {
  return [...text].length * fontSize * CHAR_WIDTH;
}

/** Greedy word wrap into at most `maxLines` lines; the last shown line ends in '…' if cut. */
export function wrapText(
  text: string,
  maxWidth: number,
  fontSize: number,
  maxLines = Number.POSITIVE_INFINITY,
): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * CHAR_WIDTH)));
  const lines: string[] = [];
  let line = '';
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    // A word longer than a line is broken hard.
    const chunks = [...raw].length > perLine ? splitLong(raw, perLine) : [raw];
    for (const word of chunks) {
      const next = line ? `${line} ${word}` : word;
      if ([...next].length <= perLine) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsis(kept[maxLines - 1] as string, perLine);
  return kept;
}

function splitLong(word: string, size: number): string[] {
  const chars = [...word];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

function ellipsis(line: string, perLine: number): string {
  const chars = [...line];
  return `${chars.slice(0, Math.max(1, Math.min(chars.length, perLine - 1))).join('')}…`;
}

/** One line of text, cut with '…' to fit. */
export function fitLine(text: string, maxWidth: number, fontSize: number): string {
  return wrapText(text, maxWidth, fontSize, 1)[0] ?? '';
}

/** <text> with one <tspan> per line; every string is escaped here. */
export function textBlock(
  lines: readonly string[],
  x: number,
  y: number,
  fontSize: number,
  attrs: string,
  lineHeight = 1.3,
): string {
  if (lines.length === 0) return '';
  const spans = lines
    .map(
      (l, i) =>
        `<tspan x="${n(x)}" ${i === 0 ? `y="${n(y)}"` : `dy="${n(fontSize * lineHeight)}"`}>${escapeXml(l)}</tspan>`,
    )
    .join('');
  return `<text font-size="${n(fontSize)}" ${attrs}>${spans}</text>`;
}

/** Coordinates with at most one decimal: smaller files, identical output on every platform. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

const TIME_ZONE = 'Europe/Amsterdam';

/** An instant (ms) as yyyy-mm-dd in Amsterdam: comparable with fact dates. */
export function isoDay(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: TIME_ZONE,
  }).format(new Date(ms));
  return parts;
}

export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(value);
}

/** Money in the locale's format; millions are shortened (€ 12,5 mln / €12.5M) to fit a tile. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  try {
    return new Intl.NumberFormat(LOCALE_TAGS[locale], {
      style: 'currency',
      currency,
      notation: amount >= 1_000_000 ? 'compact' : 'standard',
      maximumFractionDigits: amount >= 1_000_000 ? 1 : 0,
    }).format(amount);
  } catch {
    // An unknown currency code from a document: show it as written.
    return `${currency} ${formatCount(amount, locale)}`;
  }
}
