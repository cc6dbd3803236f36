/**
 * A value column whose header gives the currency, its cells bare numbers ('Lot | Description |
 * ABC (PHP)' over '12,600,000.00'; 'Perceel | Raming (EUR excl. btw)' over '240.000,00'): the
 * nineteenth probe set's follow-up study (docs/decisions.md "Tender facts on the nineteenth probe
 * set", "Follow-up"), two lots' budgets unread because no cell names a currency. Used by
 * contractTerms.ts for the rows of a table whose header it reads as a value.
 */
import { CURRENCY, LATER_CODES } from './valueWording';

/** The currency in the header's brackets: '(PHP)', '(in EUR)', '(€, excl. btw)', '(GBP ex VAT)'. */
const HEADER_CURRENCY = new RegExp(
  String.raw`\((?:in\s+)?(€|£|EUR|GBP|USD|AUD|NZD|CAD|ZAR|CHF|${LATER_CODES}|euro)(?![A-Za-z])`,
  'i',
);

/** A cell that is one bare amount: '12,600,000.00', '240.000', '1 250 000'. */
const BARE_AMOUNT =
  /^(?:\d{1,3}(?:[.,]\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d{4,})(?:[.,]\d{2})?$/;

/**
 * The Philippine Approved Budget for the Contract by its initials ('ABC'), the most a bid may ask:
 * a ceiling by law. Written out, its 'budget' is already a ceiling's word (contractTerms.ts CEILING).
 */
export const CEILING_HEADER = /^ABC\b/;

/**
 * The cell written with its header's currency before it ('PHP 12,600,000.00'), for the amount
 * reader; null where the cell names its own currency or is no bare amount.
 */
export function withHeaderCurrency(header: string, cell: string): string | null {
  const bare = cell.trim();
  if (!BARE_AMOUNT.test(bare)) return null;
  const m = HEADER_CURRENCY.exec(header);
  if (!m) return null;
  const code = /^euro$/i.test(m[1]!) ? 'EUR' : (CURRENCY[m[1]!] ?? m[1]!.toUpperCase());
  return `${code} ${bare}`;
}
