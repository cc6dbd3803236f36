/**
 * Amounts of money in a demand and in the company's evidence (issue 19, items 2 and 6): a demand
 * that sets a minimum ('cover of at least $20,000,000 per occurrence', 'een gemiddelde jaaromzet
 * van ten minste USD 300.000') is not met by a passage whose every amount in that currency is
 * below it. Measured on its words alone, the insurance demand tied between this year's
 * certificate ($20,000,000) and a lapsed one with a lower limit ($5,000,000), and the lower one
 * was cited (sixteenth set): a claim its own evidence contradicts.
 */

/** Currency codes written before an amount ('AUD 1.5 million', 'XCG 2.000.000'). */
const CODES = 'EUR|GBP|USD|AUD|NZD|CAD|ZAR|SRD|XCG|ANG|AWG|KES|SGD|HKD|INR|CHF';
const FIGURE = String.raw`\d(?:[\d.,]*\d)?`;
const SCALE = 'million|miljoen|mln|m|billion|miljard|mld|k';
/**
 * An amount of money: its currency code (the first group) or sign (the second), its figure and its
 * scale ('AUD 1.5 million', '$20,000,000', '€ 2,5 mln'). As a query's frame
 * (draftRequirementSubject.ts) the amount goes but its code stays: the figure is the demand's own
 * bound, the code says that the evidence states a sum in it ('XCG', 'SRD'; without it a phasing
 * plan outscored the reference with its contract value). A sign is no word either way.
 */
const money = (codes: string) =>
  new RegExp(
    String.raw`(?:\b(${codes})\.?|(A\$|US\$|NZ\$|£|€|\$))\s?(${FIGURE})(?:\s*(${SCALE})\b)?`,
    'giu',
  );
export const MONEY = money(CODES);
/**
 * Sums read with the guilders' abbreviations too ('Afl. 1.000.000,-' is AWG, 'NAf. 300.000' ANG;
 * nineteenth set). Not the query's frame: there 'Afl' stays with its figure, which the company's
 * figures in Afl. match.
 */
const SUMS = money(`${CODES}|Afl|NAf`);
/** A minimum's words just before its amount ('at least', 'minimaal', 'of ten minste'). */
const MINIMUM =
  /\b(?:at least|a minimum of|minimum(?: of)?|not less than|no less than|ten minste|tenminste|minimaal|minstens|minimum van)\s+(?:\p{L}+\s+){0,3}$/iu;

const SCALES: Record<string, number> = {
  million: 1e6,
  miljoen: 1e6,
  mln: 1e6,
  m: 1e6,
  billion: 1e9,
  miljard: 1e9,
  mld: 1e9,
  k: 1e3,
};
const CURRENCY: Record<string, string> = {
  A$: 'AUD',
  US$: 'USD',
  NZ$: 'NZD',
  '£': 'GBP',
  '€': 'EUR',
  AFL: 'AWG',
  NAF: 'ANG',
};

/** A figure as written: '20,000,000' and '300.000' group thousands, '1.5' and '2,5' have decimals. */
function figure(digits: string): number {
  const marks = digits.replace(/\d/g, '');
  if (!marks) return Number(digits);
  const last = digits.search(/[.,]\d*$/);
  const decimals = digits.length - last - 1;
  // Mixed marks: the last one is the decimal mark ('2.600.000,00', '1,250.50').
  if (new Set(marks).size > 1) {
    return Number(`${digits.slice(0, last).replace(/[.,]/g, '')}.${digits.slice(last + 1)}`);
  }
  // One kind: groups of three after it are thousands ('20,000,000', '300.000'), else decimals.
  if (decimals === 3 && /^\d{1,3}(?:[.,]\d{3})+$/.test(digits))
    return Number(digits.replace(/[.,]/g, ''));
  return marks.length === 1 ? Number(digits.replace(',', '.')) : NaN;
}

interface Amount {
  readonly currency: string;
  readonly value: number;
}

/** Every amount of money a text states, in its currency. */
export function amountsIn(text: string): Amount[] {
  const out: Amount[] = [];
  for (const m of text.matchAll(SUMS)) {
    const value = figure(m[3]!) * (m[4] ? SCALES[m[4].toLowerCase()]! : 1);
    const code = m[1]?.toUpperCase();
    const currency = code ? (CURRENCY[code] ?? code) : (CURRENCY[m[2]!] ?? m[2]!);
    if (Number.isFinite(value)) out.push({ currency, value });
  }
  return out;
}

/** The minimum amount a demand sets ('at least $20,000,000'), or null. */
export function minimumAmount(demand: string): Amount | null {
  for (const m of demand.matchAll(SUMS)) {
    if (!MINIMUM.test(demand.slice(Math.max(0, m.index - 40), m.index))) continue;
    const [amount] = amountsIn(m[0]);
    if (amount) return amount;
  }
  return null;
}

/**
 * Whether a passage falls short of the demand's minimum: it states amounts in the demand's
 * currency and every one of them is below it. A passage in another currency, or with no amount,
 * is left to the evidence measure.
 */
export function fallsShort(demand: string, passage: string): boolean {
  const minimum = minimumAmount(demand);
  if (!minimum) return false;
  const same = amountsIn(passage).filter((a) => a.currency === minimum.currency);
  return same.length > 0 && same.every((a) => a.value < minimum.value);
}

/**
 * A demand's passages with those in another currency left out, when one states a sum in the
 * demand's own ('minimaal Afl. 1.000.000,-': the Aruban company's figures in Afl. beside the
 * Maltese sister company's turnover in EUR, which was cited near-tied; nineteenth set). When no
 * passage states the demand's currency, all stay: a company states its turnover in its own.
 */
export function sameCurrencyFirst<T extends { readonly text: string }>(
  demand: string,
  passages: readonly T[],
): readonly T[] {
  const asked = new Set(amountsIn(demand).map((a) => a.currency));
  if (asked.size === 0) return passages;
  const states = (p: T) => amountsIn(p.text).map((a) => asked.has(a.currency));
  if (!passages.some((p) => states(p).some(Boolean))) return passages;
  return passages.filter((p) => {
    const stated = states(p);
    return stated.length === 0 || stated.some(Boolean);
  });
}
