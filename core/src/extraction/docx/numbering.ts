/** List numbering (numbering.xml): number formats per level, and counting items as Word does. */
import type { StyleInfo } from './styles';
import { attr, children, isOn, parse, root, val } from './xml';

export interface Level {
  readonly start: number;
  readonly format: string;
  readonly text: string;
  readonly legal: boolean;
}

export interface Numbering {
  readonly numToAbstract: Map<string, string>;
  readonly startOverrides: Map<string, Map<number, number>>;
  readonly levels: Map<string, Map<number, Level>>;
  /** The level whose w:pStyle is this style ('Heading2' → level 1 of its list). */
  readonly styleLevel: Map<string, number>;
}

export function readNumbering(xml: string | undefined, styles: Map<string, StyleInfo>): Numbering {
  const numbering = root(parse(xml), 'w:numbering');
  const levels = new Map<string, Map<number, Level>>();
  const styleLevel = new Map<string, number>();
  const styleLinks = new Map<string, string>();
  for (const abs of children(numbering, 'w:abstractNum')) {
    const id = attr(abs, 'w:abstractNumId') ?? '';
    const byLevel = new Map<number, Level>();
    for (const lvl of children(abs, 'w:lvl')) {
      const ilvl = Number(attr(lvl, 'w:ilvl') ?? 0);
      byLevel.set(ilvl, {
        start: Number(val(lvl, 'w:start') ?? 1),
        format: val(lvl, 'w:numFmt') ?? 'decimal',
        text: val(lvl, 'w:lvlText') ?? '',
        legal: isOn(lvl, 'w:isLgl'),
      });
      const pStyle = val(lvl, 'w:pStyle');
      if (pStyle !== undefined) styleLevel.set(pStyle, ilvl);
    }
    levels.set(id, byLevel);
    const link = val(abs, 'w:numStyleLink');
    if (link !== undefined) styleLinks.set(id, link);
  }
  const numToAbstract = new Map<string, string>();
  const startOverrides = new Map<string, Map<number, number>>();
  for (const num of children(numbering, 'w:num')) {
    const numId = attr(num, 'w:numId') ?? '';
    numToAbstract.set(numId, val(num, 'w:abstractNumId') ?? '');
    const overrides = new Map<number, number>();
    for (const o of children(num, 'w:lvlOverride')) {
      const start = val(o, 'w:startOverride');
      if (start !== undefined) overrides.set(Number(attr(o, 'w:ilvl') ?? 0), Number(start));
    }
    if (overrides.size > 0) startOverrides.set(numId, overrides);
  }
  // A list defined by a numbering style (w:numStyleLink) takes its levels from that style's list.
  for (const [absId, styleId] of styleLinks) {
    const linkedNum = styles.get(styleId)?.numId;
    const linkedAbs = linkedNum === undefined ? undefined : numToAbstract.get(linkedNum);
    const linked = linkedAbs === undefined ? undefined : levels.get(linkedAbs);
    if (linked && linked.size > 0 && (levels.get(absId)?.size ?? 0) === 0) {
      for (const [numId, abs] of numToAbstract)
        if (abs === absId) numToAbstract.set(numId, linkedAbs!);
    }
  }
  return { numToAbstract, startOverrides, levels, styleLevel };
}

export function roman(n: number): string {
  const table: [number, string][] = [
    [1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'],
    [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i'],
  ]; // prettier-ignore
  let out = '';
  for (const [value, letters] of table) {
    while (n >= value) {
      out += letters;
      n -= value;
    }
  }
  return out;
}

/** Word's letters repeat after z: a … z, aa … zz. */
export function letters(n: number): string {
  if (n < 1) return String(n);
  const letter = String.fromCharCode(97 + ((n - 1) % 26));
  return letter.repeat(Math.floor((n - 1) / 26) + 1);
}

export function formatListNumber(n: number, format: string): string {
  switch (format) {
    case 'lowerLetter':
      return letters(n);
    case 'upperLetter':
      return letters(n).toUpperCase();
    case 'lowerRoman':
      return roman(n);
    case 'upperRoman':
      return roman(n).toUpperCase();
    case 'decimalZero':
      return n < 10 ? `0${n}` : String(n);
    case 'none':
    case 'bullet':
      return '';
    default:
      return String(n);
  }
}

/** Bullets often use Symbol or Wingdings code points in the private use area: show a '•'. */
export function bulletChar(text: string): string {
  const t = text.trim();
  if (/^[-–—•·▪◦○■□➢►▸‣∙*]$/u.test(t)) return t;
  return '•';
}

/** Counts list items as Word does: per list, deeper levels restart when a higher one counts. */
export class ListCounter {
  private readonly counters = new Map<string, (number | undefined)[]>();
  private readonly seenNums = new Set<string>();

  constructor(private readonly numbering: Numbering) {}

  /** The number Word shows for this paragraph ('2.1', 'a)', '•'), or undefined. */
  next(numId: string, ilvl: number): string | undefined {
    if (numId === '0') return undefined;
    const absId = this.numbering.numToAbstract.get(numId);
    if (absId === undefined) return undefined;
    const levels = this.numbering.levels.get(absId);
    const level = levels?.get(ilvl);
    if (!levels || !level) return undefined;
    let counts = this.counters.get(absId);
    if (!counts) this.counters.set(absId, (counts = []));
    if (!this.seenNums.has(numId)) {
      this.seenNums.add(numId);
      for (const [l, start] of this.numbering.startOverrides.get(numId) ?? []) {
        counts[l] = start - 1;
        for (let deeper = l + 1; deeper < 9; deeper++) counts[deeper] = undefined;
      }
    }
    counts[ilvl] = (counts[ilvl] ?? level.start - 1) + 1;
    for (let deeper = ilvl + 1; deeper < 9; deeper++) counts[deeper] = undefined;
    if (level.format === 'bullet') return bulletChar(level.text);
    if (level.format === 'none' || level.text.trim() === '') return undefined;
    const shown = level.text.replace(/%(\d)/g, (_, d: string) => {
      const l = Number(d) - 1;
      const def = levels.get(l);
      const n = counts![l] ?? def?.start ?? 1;
      return formatListNumber(n, level.legal ? 'decimal' : (def?.format ?? 'decimal'));
    });
    return shown.trim() === '' ? undefined : shown.trim();
  }
}
