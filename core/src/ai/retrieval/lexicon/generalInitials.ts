/**
 * Initials of IT and procurement terms a bid team types that a document writes out instead
 * (issue 18, unseen-h22 study): "an OSS license" where the contract says "open source". The
 * index learns initials only from the documents' own capitalised runs (initialisms.ts), so
 * initials no document forms met no passage and, a word no document says, weighed three times a
 * known word against every passage (the NDA and T&C class of the h21 study). Read as the words
 * they stand for, each a part of a compound (queryPlanner.ts planInitials); only where the
 * documents do not write the initials themselves (lexicalIndex.ts), and only initials with one
 * reading in a tender ("SME", subject-matter expert or small business, and "PO", purchase order
 * or product owner, are left out). Function words ("of", "on") are left out of the words: no
 * passage's terms have them. A general list, not taken from any question.
 */
const WRITTEN: Readonly<Record<string, readonly string[]>> = {
  oss: ['open', 'source', 'software'],
  cots: ['commercial', 'shelf'],
  sso: ['single', 'sign'],
  mfa: ['multi', 'factor', 'authentication'],
  sow: ['statement', 'work'],
  poc: ['proof', 'concept'],
  mvp: ['minimum', 'viable', 'product'],
  tco: ['total', 'cost', 'ownership'],
  faq: ['frequently', 'asked', 'questions'],
  faqs: ['frequently', 'asked', 'questions'],
  itt: ['invitation', 'tender'],
  pqq: ['qualification', 'questionnaire'],
  dpa: ['data', 'processing', 'agreement'],
  emvi: ['economisch', 'voordelige', 'inschrijving'],
};

/** The general initials with their words, for the index to add where its documents lack them. */
export function generalInitials(): Iterable<readonly [string, readonly string[]]> {
  return Object.entries(WRITTEN);
}
