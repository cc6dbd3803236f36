/**
 * Numbers as tender documents write them: digits with thousands separators ('2,000', '1.000.000'),
 * a decimal comma or point, and small numbers in words, Dutch and English ('ten', 'tien',
 * 'twenty-five', 'vijfentwintig' is not needed: tenders write larger numbers in digits).
 */

const WORDS: Record<string, number> = {
  one: 1,
  een: 1,
  één: 1,
  two: 2,
  twee: 2,
  three: 3,
  drie: 3,
  four: 4,
  vier: 4,
  five: 5,
  vijf: 5,
  six: 6,
  zes: 6,
  seven: 7,
  zeven: 7,
  eight: 8,
  acht: 8,
  nine: 9,
  negen: 9,
  ten: 10,
  tien: 10,
  eleven: 11,
  elf: 11,
  twelve: 12,
  twaalf: 12,
  thirteen: 13,
  dertien: 13,
  fourteen: 14,
  veertien: 14,
  fifteen: 15,
  vijftien: 15,
  sixteen: 16,
  zestien: 16,
  eighteen: 18,
  achttien: 18,
  twenty: 20,
  twintig: 20,
  'twenty-five': 25,
  thirty: 30,
  dertig: 30,
  forty: 40,
  veertig: 40,
  fifty: 50,
  vijftig: 50,
  sixty: 60,
  zestig: 60,
  seventy: 70,
  zeventig: 70,
  eighty: 80,
  tachtig: 80,
  ninety: 90,
  negentig: 90,
  hundred: 100,
  honderd: 100,
  'one hundred': 100,
  'two hundred': 200,
  tweehonderd: 200,
  thousand: 1000,
  duizend: 1000,
};

/**
 * Hundreds and thousands written out ('five hundred', 'vijfhonderd', 'tweeduizend'): word limits
 * are often given so ('no more than five hundred words').
 */
const UNITS_EN = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const UNITS_NL = ['een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien'];
UNITS_EN.forEach((w, i) => {
  WORDS[`${w} hundred`] = (i + 1) * 100;
  WORDS[`${w} thousand`] = (i + 1) * 1000;
});
UNITS_NL.forEach((w, i) => {
  WORDS[`${w}honderd`] = (i + 1) * 100;
  WORDS[`${w}duizend`] = (i + 1) * 1000;
});

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
  // Amounts with a scale word ('€ 4,8 miljoen', '£1.2 million'): the scaled value too.
  for (const m of text.matchAll(
    /(\d+(?:[,.]\d{1,2})?)\s*(miljoen|million|mln\.?|duizend|thousand)\b/gi,
  )) {
    const n = parseNumber(m[1]!);
    const scale = /^(?:duizend|thousand)$/i.test(m[2]!) ? 1_000 : 1_000_000;
    if (n !== null) out.push(Math.round(n * scale));
  }
  // Digits glued to a currency sign or unit ('$25,000,000.00', '€1.000', '30%').
  for (const m of text.matchAll(/(\d{1,3}(?:[,.]\d{3})+|\d+)(?:[.,](\d{2}))?(?=\D|$)/g)) {
    const n = parseNumber(m[1]!);
    if (n !== null) out.push(n);
  }
  return out;
}

/** Whether the text writes this number (in digits or words). */
export function mentionsNumber(text: string, value: number): boolean {
  return numbersIn(text).some((n) => Math.abs(n - value) < 1e-9);
}
