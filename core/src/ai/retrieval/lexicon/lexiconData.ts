/**
 * The shape of the bilingual procurement lexicon (issue 18) as derived by
 * scripts/build-lexicon.mjs into bilingualLexicon.json. Every key and target is a term as the
 * retrieval analyzer writes it: an English word by its English Snowball stem, a Dutch word by its
 * Dutch stem (localText.ts), so an expansion is looked up and matched in the index's own terms.
 */
export interface LexiconData {
  readonly format: 1;
  /** Where the data comes from and under which licences (the file must say it by itself). */
  readonly sources: readonly string[];
  /** English stem → Dutch stems with their weight (0..1]. */
  readonly enToNl: Readonly<Record<string, readonly (readonly [string, number])[]>>;
  /** Dutch stem → English stems with their weight (0..1]. */
  readonly nlToEn: Readonly<Record<string, readonly (readonly [string, number])[]>>;
  /** Same-language synonyms: English (WordNet and the glossary), Dutch (the glossary). */
  readonly enSynonyms: Readonly<Record<string, readonly string[]>>;
  readonly nlSynonyms: Readonly<Record<string, readonly string[]>>;
  /** Dutch words that can be part of a compound (folded), space separated. */
  readonly dutchWords: string;
}
