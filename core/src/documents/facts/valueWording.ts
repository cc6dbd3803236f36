/**
 * More ways tenders state the contract's value or its ceiling (ninth probe set, docs/decisions.md
 * "Tender facts on the ninth probe set: parties, requirements, limits and terms"), read by
 * contractTerms.ts: a budget 'capped at' an amount, a bid price above an amount that is rejected
 * (the ceiling stated as a knock-out), and an amount said to be approximate, which is an
 * estimate even when the sentence calls it a budget.
 */

const MONEY = String.raw`(?:€|EUR|\$|USD|£|GBP)`;
const REJECTED = String.raw`(?:ter zijde|terzijde|uitgesloten|ongeldig|niet (?:in behandeling|in de beoordeling|geaccepteerd|aanvaard)|rejected|excluded|eliminated|disqualified|set aside|not be (?:accepted|considered|evaluated))`;

/**
 * A bid price above an amount that is rejected ('Inschrijvingen waarvan de inschrijfsom hoger is
 * dan € 1.400.000 worden ter zijde gelegd', 'Tenders exceeding $250,000 will be rejected', 'Bids
 * over £80,000 will not be considered'): that amount is the ceiling. The rejection must follow in
 * the same sentence, so that a threshold for a guarantee or a law is not taken for it.
 */
export const REJECTED_ABOVE = new RegExp(
  String.raw`\b(?:hoger (?:is |zijn |ligt |liggen )?dan|boven|meer dan|above|exceeding|exceeds?|in excess of|more than|greater than|over)\s+(?=${MONEY})(?:[^.;]|\.(?=\d|-|\s*(?:btw|vat|gst|excl|incl|ex|exclusief|inclusief)\b)){0,140}?\b${REJECTED}`,
  'i',
);

/** Words that make a budget a cap ('capped at', 'a cap of', 'gemaximeerd op', 'begrensd op'). */
export const CAPPED = /\bcapped at\b|\ba cap of\b|\bgemaximeerd op\b|\bbegrensd (?:op|tot)\b/i;

/** A budget named before its cap ('The budget available for Part 2 is capped at …'). */
export const MORE_VALUE_WORDS =
  /\bbudget available\b|\b(?:indicative|indicatieve?) budget\b|\bmaximale budget\b|\bavailable budget\b|\bcapped at\b|\bgemaximeerd op\b|\bbegrensd (?:op|tot)\b/i;

/**
 * An amount said to be approximate ('circa € 2,4 miljoen', 'approximately $5.4 million', 'ca.
 * € 300.000', 'around £1m'): an estimate, never a ceiling, whatever the sentence calls it.
 */
const APPROXIMATE =
  /\b(?:circa|ca\.|ongeveer|naar schatting|zo'n|approximately|approx\.|around|about|roughly|some|in the (?:order|region) of|in de orde (?:van grootte )?van)\s*$/i;

export function isApproximate(text: string, at: number): boolean {
  return APPROXIMATE.test(text.slice(Math.max(0, at - 40), at));
}

/** The currency a symbol or code before an amount names ('$' alone is read by contractTerms.ts). */
export const CURRENCY: Record<string, string> = {
  '€': 'EUR',
  EUR: 'EUR',
  $: 'USD',
  USD: 'USD',
  '£': 'GBP',
  GBP: 'GBP',
  AUD: 'AUD',
  NZD: 'NZD',
  CAD: 'CAD',
};
