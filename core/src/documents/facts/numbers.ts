/**
 * Numbers as tender documents write them: digits with thousands separators ('2,000', '1.000.000'),
 * a decimal comma or point, and small numbers in words, Dutch and English ('ten', 'tien',
 * 'twenty-five', 'vijfentwintig' is not needed: tenders write larger numbers in digits).
 */
import { NUMBER_NAMES } from '../../text/numberWords';

/**
 * The number words facts read, by name from text/numberWords.ts: 1–16 and 18 (seventeen and
 * nineteen were never in this table; adding them would change what facts read), the tens,
 * 'twenty-five', hundred and thousand.
 */
const WORDS: Record<string, number> = { één: 1, 'twenty-five': 25 };
for (const { value, en, nl } of NUMBER_NAMES) {
  if (value === 17 || value === 19) continue;
  WORDS[en] = value;
  WORDS[nl] = value;
}

/**
 * Hundreds and thousands written out ('five hundred', 'vijfhonderd', 'tweeduizend'): word limits
 * are often given so ('no more than five hundred words').
 */
for (const { value, en, nl } of NUMBER_NAMES.filter((name) => name.value <= 10)) {
  WORDS[`${en} hundred`] = value * 100;
  WORDS[`${en} thousand`] = value * 1000;
  WORDS[`${nl}honderd`] = value * 100;
  WORDS[`${nl}duizend`] = value * 1000;
}

/**
 * Compound tens ('twenty-four', 'thirty-six'; 'vierentwintig', 'zesendertig', 'tweeëntwintig'):
 * terms and options are written so ('a further period of up to twenty-four (24) months'; tenth
 * probe set).
 */
for (const tens of NUMBER_NAMES.filter((n) => n.value >= 20 && n.value <= 90)) {
  for (const unit of NUMBER_NAMES.filter((n) => n.value >= 1 && n.value <= 9)) {
    WORDS[`${tens.en}-${unit.en}`] ??= tens.value + unit.value;
    const and = /[ae]$/.test(unit.nl) ? 'ën' : 'en';
    WORDS[`${unit.nl}${and}${tens.nl}`] = tens.value + unit.value;
  }
}

/** A number word, longest first, for use inside a regular expression. */
export const NUMBER_WORD = Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Digits with separators or a number word. */
export const NUMBER = String.raw`(?:\d{1,3}(?:[,.]\d{3})+|\d+(?:[,.]\d{1,2})?|${NUMBER_WORD})`;

/**
 * The value of a written number: '2,000' and '2.000' are two thousand; '1,5' and '1.5' one and a
 * half (a separator followed by one or two digits is decimal).
 */
export function parseNumber(raw: string): number | null {
  const text = raw.trim().toLowerCase();
  if (text in WORDS) return WORDS[text]!;
  if (/^\d{1,3}(?:[,.]\d{3})+$/.test(text)) return Number(text.replace(/[,.]/g, ''));
  if (/^\d+(?:[,.]\d{1,2})?$/.test(text)) return Number(text.replace(',', '.'));
  return null;
}

/** Every number the text writes, in digits or words ('five-year' gives 5). */
export function numbersIn(text: string): number[] {
  const out: number[] = [];
  const re = new RegExp(String.raw`(?<![\w.,])(${NUMBER})(?![\w]|[.,]\d)`, 'gi');
  for (const m of text.matchAll(re)) {
    const n = parseNumber(m[1]!);
    if (n !== null) out.push(n);
  }
  // Amounts with a scale word ('€ 4,8 miljoen', '£1.2 million', and glued '€3.1m', '€240k').
  for (const m of text.matchAll(
    /(\d+(?:[,.]\d{1,2})?)\s*(miljoen|million|mln\.?|duizend|thousand|(?<=\d)mn?|(?<=\d)k)\b/gi,
  )) {
    const n = parseNumber(m[1]!);
    const scale = /^(?:duizend|thousand|k)$/i.test(m[2]!) ? 1_000 : 1_000_000;
    if (n !== null) out.push(Math.round(n * scale));
  }
  // Digits glued to a currency sign or unit ('$25,000,000.00', '€1.000', '30%').
  for (const m of text.matchAll(/(\d{1,3}(?:[,.]\d{3})+|\d+)(?:[.,](\d{2}))?(?=\D|$)/g)) {
    const n = parseNumber(m[1]!);
    if (n !== null) out.push(n);
  }
  // Thousands separated by spaces ('EUR 2 400 000', as EU tenders write amounts), with cents after
  // a comma as South African amounts are written ('R 19 500 000,00': thirteenth probe set).
  for (const m of text.matchAll(
    /(?<![\d.,])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(?:,\d{2})?(?![\d.,]\d)/g,
  )) {
    out.push(Number(m[1]!.replace(/\D/g, '')));
  }
  // Indian amounts: lakh and crore ('₹ 4.20 Crore' is 42,000,000) and the lakh grouping
  // ('₹ 7,50,000'): thirteenth probe set.
  for (const m of text.matchAll(/(\d+(?:\.\d{1,2})?)\s*(crores?|lakhs?|lacs?)\b/gi)) {
    const scale = /^crore/i.test(m[2]!) ? 10_000_000 : 100_000;
    out.push(Math.round(Number(m[1]) * scale));
  }
  for (const m of text.matchAll(/(?<![\d.,])\d{1,2}(?:,\d{2})+,\d{3}(?![\d,])/g)) {
    out.push(Number(m[0].replace(/,/g, '')));
  }
  return out;
}

/** Whether the text writes this number (in digits or words). */
export function mentionsNumber(text: string, value: number): boolean {
  return numbersIn(text).some((n) => Math.abs(n - value) < 1e-9);
}

/**
 * A weight written as a fraction of one after its word: 'carries a weight of 0.7', 'a weighting
 * of 0.30', 'weegt met een factor 0,6', 'weging 0,4' (seventeenth probe set's study: a Ghanaian
 * combined evaluation's 'a weight of 0.7 … a weight of 0.3' read as no split). One group: the
 * fraction as written.
 */
export const FRACTION_WEIGHT = String.raw`(?<=\b(?:weight(?:ing)?|weging(?:sfactor)?|factor)(?:\s+(?:of|van))?\s+)(0[.,]\d{1,2})(?![\d.,]*\d)`;
const FRACTION_WEIGHTS = new RegExp(FRACTION_WEIGHT, 'gi');

/** A fraction of one as the percentage it weighs ('0.7' is 70, '0,25' is 25). */
export const fractionPercent = (written: string) =>
  Math.round(Number(written.replace(',', '.')) * 1000) / 10;

/** Whether the text writes this weight, as a number or as a fraction of one after 'weight of'. */
export function mentionsWeight(text: string, value: number): boolean {
  if (mentionsNumber(text, value)) return true;
  // Cheap test first: a fraction's '0.' or '0,'.
  if (!/\b0[.,]\d/.test(text)) return false;
  return [...text.matchAll(FRACTION_WEIGHTS)].some((m) => fractionPercent(m[1]!) === value);
}
