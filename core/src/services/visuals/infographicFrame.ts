/**
 * What every part of the offline infographic draws with: the palette and font, the frame (size,
 * scale, margins, the body's top and bottom, labels and facts), the SVG document around it, and
 * the notice a layout shows when the facts it needs are missing.
 */
import type { VisualFacts } from '../../ports/ai';
import type { Locale } from '../../model/locales';
import type { VisualLabels } from './labels';
import { escapeXml, n, textBlock, wrapText } from './svgKit';

export const COLOURS = {
  green: '#15803d',
  greenSoft: '#dcfce7',
  greenDark: '#14532d',
  blue: '#1d4ed8',
  blueSoft: '#dbeafe',
  ink: '#0f172a',
  muted: '#475569',
  panel: '#f1f5f9',
  line: '#cbd5e1',
  red: '#b91c1c',
  amber: '#b45309',
  white: '#ffffff',
} as const;

export const FONT = "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export interface Frame {
  readonly w: number;
  readonly h: number;
  /** Scale: 1 at 1080 px on the short side. */
  readonly s: number;
  readonly margin: number;
  readonly top: number;
  readonly bottom: number;
  readonly labels: VisualLabels;
  readonly language: Locale;
  readonly facts: VisualFacts;
}

export function svgDocument(
  w: number,
  h: number,
  title: string,
  description: string,
  language: Locale,
  content: string,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(w)}" height="${n(h)}" viewBox="0 0 ${n(w)} ${n(h)}" ` +
    `role="img" aria-labelledby="t d" xml:lang="${language}" font-family="${escapeXml(FONT)}">` +
    `<title id="t">${escapeXml(title)}</title><desc id="d">${escapeXml(description)}</desc>` +
    `${content}</svg>`
  );
}

/** A muted panel with one message, for a layout without the facts it needs. */
export function notice(f: Frame, text: string): string {
  const size = 30 * f.s;
  const lines = wrapText(text, f.w - 4 * f.margin, size, 6);
  const boxH = lines.length * size * 1.3 + 2 * f.margin;
  const y = Math.min(f.top, f.bottom - boxH);
  return (
    `<rect x="${n(f.margin)}" y="${n(y)}" width="${n(f.w - 2 * f.margin)}" height="${n(boxH)}" rx="${n(16 * f.s)}" fill="${COLOURS.panel}"/>` +
    textBlock(lines, 2 * f.margin, y + f.margin + size * 0.8, size, `fill="${COLOURS.muted}"`)
  );
}
