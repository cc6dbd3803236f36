/** Links every TED notice has, whatever its format. */
import type { MoneyAmount, TenderLink, TenderLot } from '../model/tender';

/** The notice page on TED in the notice's language (falls back to English). */
export function tedNoticeLinks(publicationNumber: string, language: string): TenderLink[] {
  const lang = /^[a-z]{2}$/.test(language) ? language : 'en';
  return [
    { label: 'notice', url: `https://ted.europa.eu/${lang}/notice/-/detail/${publicationNumber}` },
    { label: 'xml', url: `https://ted.europa.eu/en/notice/${publicationNumber}/xml` },
  ];
}

export function unique<T>(values: Iterable<T | null | undefined>): T[] {
  const out: T[] = [];
  for (const v of values)
    if (v !== null && v !== undefined && v !== '' && !out.includes(v)) out.push(v);
  return out;
}

/**
 * The notice's value when it gives only lot values: their sum, when every lot has one in the
 * same currency (a sum of some lots would understate the whole); null otherwise. Summed in cents.
 */
export function sumOfLotValues(lots: readonly TenderLot[]): MoneyAmount | null {
  const values = lots.map((l) => l.estimatedValue);
  if (!values.length || values.some((v) => !v)) return null;
  const currency = values[0]!.currency;
  if (values.some((v) => v!.currency !== currency)) return null;
  const cents = values.reduce((sum, v) => sum + Math.round(v!.amount * 100), 0);
  return { amount: cents / 100, currency };
}
