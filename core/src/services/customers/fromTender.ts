/**
 * "Create customer from the buyer" (Signaling): the customer a tender's buyer becomes, and the
 * existing customer it already is. The same buyer is one customer however the notices spell it
 * (customerNameKey), so a second click opens the first customer instead of making another.
 */
import {
  type CustomerInput,
  type CustomerType,
  customerNameKey,
  customerSchema,
} from '../../model/customer';
import { LIMITS } from '../../model/limits';
import { refs } from '../../model/paths';
import type { Tender } from '../../model/tender';
import type { DocStore } from '../../ports/docStore';
import { limit, query, where } from '../../ports/query';

/** Dutch and English words in a buyer's name that tell its kind; the first that fits wins. */
const TYPE_WORDS: readonly [CustomerType, RegExp][] = [
  ['waterBoard', /\b(waterschap|hoogheemraadschap|wetterskip|water board)\b/],
  ['province', /\b(provincie|province)\b/],
  ['municipality', /\b(gemeente|municipality|city of|stadt|gemeinde|commune)\b/],
  [
    'centralGovernment',
    /\b(ministerie|ministry|rijkswaterstaat|rijksvastgoedbedrijf|rijksoverheid|dienst justitiele inrichtingen)\b/,
  ],
  ['education', /\b(universiteit|university|hogeschool|school|college|onderwijs|education)\b/],
  ['healthcare', /\b(ziekenhuis|hospital|zorg|ggd|umc|health|medisch|medical)\b/],
];

export function customerTypeOfName(name: string): CustomerType {
  const key = customerNameKey(name);
  return TYPE_WORDS.find(([, words]) => words.test(key))?.[0] ?? 'other';
}

/**
 * The customer pre-filled from the notice: name, kind (guessed from the name), place (town and
 * the country's name in the reader's language), registration number and contact where the notice
 * gives them. Values the form would refuse (a malformed e-mail, an over-long contact) are left
 * blank rather than failing the one click.
 */
export function customerInputFromTender(
  tender: Pick<Tender, 'buyer' | 'location' | 'country' | 'buyerDetails'>,
  countryName: (code: string) => string,
): CustomerInput {
  const details = tender.buyerDetails;
  const country = tender.country ? countryName(tender.country) : '';
  const candidate = {
    // A buyer's name can be longer than a customer's; the key compares the same first characters.
    name: tender.buyer.trim().slice(0, LIMITS.nameMax),
    type: customerTypeOfName(tender.buyer),
    registrationNumber: details?.registrationNumber ?? '',
    place: [tender.location, country].filter(Boolean).join(', '),
    contactName: details?.contactName ?? '',
    email: details?.email ?? '',
    phone: details?.phone ?? '',
    website: details?.website ?? '',
    notes: '',
  };
  const clean: Record<string, unknown> = { ...candidate };
  for (const field of Object.keys(candidate) as (keyof typeof candidate)[]) {
    if (field === 'name' || field === 'type') continue;
    try {
      customerSchema.validateSyncAt(field, candidate);
    } catch {
      clean[field] = '';
    }
  }
  return customerSchema.validateSync(clean);
}

/** The company's customer with this name (however spelt), or null. One document read at most. */
export async function findCustomerByName(
  docs: DocStore,
  companyId: string,
  name: string,
): Promise<string | null> {
  const nameKey = customerNameKey(name);
  if (nameKey === '') return null;
  const found = await docs.getDocs(
    query(refs.customers(companyId), where('nameKey', '==', nameKey), limit(1)),
  );
  return found.docs[0]?.id ?? null;
}
