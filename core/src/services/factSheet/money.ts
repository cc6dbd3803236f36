/**
 * Amounts as company profiles write them, in Dutch and English: '€ 12,4 miljoen', 'EUR 1.250.000',
 * '€1.2m', '12.4 million euros', '€ 850k'. Dutch uses a decimal comma and dotted thousands,
 * English the reverse; a lone separator followed by exactly three digits is read as thousands.
 */
import type { Money } from '../../model/factSheet';

const SCALES: Record<string, number> = {
  k: 1e3,
  duizend: 1e3,
  thousand: 1e3,
  m: 1e6,
  mln: 1e6,
  miljoen: 1e6,
  million: 1e6,
  mio: 1e6,
  bn: 1e9,
  mld: 1e9,
  miljard: 1e9,
  billion: 1e9,
};
const SCALE = '(miljoen|miljard|million|billion|duizend|thousand|mln|mld|mio|bn|k|m)\\.?(?![a-z])';
const NUMBER = '(\\d{1,3}(?:[.,\\s]\\d{3})+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?)';
const CURRENCY_FIRST = new RegExp(`(€|EUR|euro)\\s?${NUMBER}(?:\\s?${SCALE})?`, 'gi');
const CURRENCY_LAST = new RegExp(`${NUMBER}\\s?(?:${SCALE}\\s?)?(?:euro's|euros?|EUR|€)`, 'gi');

export interface FoundMoney extends Money {
  readonly start: number;
  readonly end: number;
}

/** '12,4' → 12.4; '1.250.000' → 1250000; '1,250,000.50' → 1250000.5; '2.500' → 2500. */
export function parseNumber(raw: string, scaled = false): number | null {
  const s = raw.replace(/\s/g, '');
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normal = s.split(thousands).join('').replace(decimal, '.');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = s.split(sep);
    // '12,4 miljoen' is a decimal; '1.250.000' and '2.500' (no scale word) are thousands.
    const thousands = parts.length > 2 || (!scaled && parts[parts.length - 1]!.length === 3);
    normal = thousands ? parts.join('') : parts.join('.');
  } else normal = s;
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
}

export function findMoney(text: string): FoundMoney[] {
  const found: FoundMoney[] = [];
  const add = (start: number, end: number, raw: string, scale: string | undefined) => {
    if (found.some((f) => start < f.end && end > f.start)) return;
    const n = parseNumber(raw, Boolean(scale));
    if (n === null || n <= 0) return;
    const factor = scale ? SCALES[scale.toLowerCase().replace('.', '')]! : 1;
    found.push({ start, end, amount: Math.round(n * factor * 100) / 100, currency: 'EUR' });
  };
  for (const m of text.matchAll(CURRENCY_FIRST)) add(m.index, m.index + m[0].length, m[2]!, m[3]);
  for (const m of text.matchAll(CURRENCY_LAST)) add(m.index, m.index + m[0].length, m[1]!, m[2]);
  return found.sort((a, b) => a.start - b.start);
}
