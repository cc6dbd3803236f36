/**
 * Whether two documents of a project can be about different tenders. A project normally holds one
 * tender's documents, but a bid team also uploads another tender to compare with, or a document
 * of the wrong tender by mistake: its dates and values are not a change of this tender's, and
 * marking them "replaced" or "conflicting" (and offering its deadline as the project's) would be
 * wrong. Only clear evidence separates two documents: both state a reference and the codes differ,
 * and their buyers (where both name one) share no word beyond the generic ones ("gemeente",
 * "council"). A Nota van Inlichtingen or addendum that states no reference stays comparable with
 * every document, and so do one buyer's two documents whose references were read differently.
 */
import type { TenderFacts } from '../../model/documentFacts';

/** Words many buyers' names share, which say nothing about which buyer it is. */
const GENERIC = new Set([
  'and',
  'the',
  'van',
  'het',
  'der',
  'den',
  'voor',
  'for',
  'gemeente',
  'municipality',
  'city',
  'council',
  'county',
  'borough',
  'district',
  'province',
  'provincie',
  'region',
  'regio',
  'stad',
  'stichting',
  'vereniging',
  'ministerie',
  'ministry',
  'department',
  'ltd',
  'limited',
]);

const code = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

const nameWords = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 3 && !GENERIC.has(w)),
  );

export function differentTenders(a: TenderFacts, b: TenderFacts): boolean {
  const refA = code(a.reference?.value ?? '');
  const refB = code(b.reference?.value ?? '');
  if (!refA || !refB || refA.includes(refB) || refB.includes(refA)) return false;
  // Two codes, and no buyer in common: a buyer missing on one side (an addendum's cover names
  // only the code) leaves the codes to decide; one buyer's two tenders are still compared.
  const buyerA = nameWords(a.buyer?.value ?? '');
  const buyerB = nameWords(b.buyer?.value ?? '');
  return ![...buyerA].some((w) => buyerB.has(w));
}
