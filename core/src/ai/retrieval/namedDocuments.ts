/**
 * Which documents the question's names point at (issue 18, item 4: "a question about the
 * project's tender is answered from that project's documents, never from another tender's"),
 * for the lexical index (lexicalIndex.ts). Two kinds of name:
 * - a capitalised word the lexicon does not translate, so no common noun ("CoronaMelder", "GSA",
 *   "Softwarecatalogus"), named by a document's text or its file name (unseen-h7 study);
 * - a run of capitalised common words that the documents write as a run ("Code Climate",
 *   "Digital Service Playbook"): each word alone is common, together they name one tender's
 *   thing (unseen-h8 study). A run the documents never write is a title-cased question, no name.
 * A passage whose document names none of it, and which does not say it itself, is about another
 * tender.
 */
import { stemsOfWord } from '../localText';
import type { Lexicon } from './lexicon/lexicon';
import {
  alternativeNames,
  capitalisedPhrases,
  capitalisedWords,
  phraseText,
  shortInitials,
} from './questionNames';
import { questionLanguage } from './questionLanguage';

interface Name {
  /** The name word's own terms; empty for a run. */
  readonly own: readonly string[];
  /** The run as normalised text (phraseText); null for a name word. */
  readonly phrase: string | null;
  /** The documents naming it. */
  readonly documents: Set<string>;
}

export interface NamedDocumentsInput {
  readonly lexicon: Lexicon | null;
  readonly postings: ReadonlyMap<string, { readonly docs: Int32Array }>;
  /** Per chunk: its document and its text. */
  readonly documentOf: readonly string[];
  readonly textOf: (chunk: number) => string;
  /** The terms of each document's file name. */
  readonly documentNameTerms: ReadonlyMap<string, Set<string>>;
  /**
   * The documents are one tender's (a project's own documents): a name any of them gives names
   * them all, and none is another tender's.
   */
  readonly oneTender?: boolean;
}

export interface NamedDocuments {
  /** Whether the question names anything the documents name. */
  hasNames(query: string): boolean;
  /** Whether the question names something neither the passage nor its document names. */
  namedElsewhere(query: string, passage: string, terms: Set<string>, documentId: string): boolean;
  /**
   * The terms of the question's name words ("CoronaMelder", "GSA") that this document names, in
   * its file name or its text: they say which tender the question is about, and every passage of
   * the document is about it.
   */
  namingTerms(query: string, documentId: string): ReadonlySet<string>;
}

export function namedDocuments(input: NamedDocumentsInput): NamedDocuments {
  const { lexicon, postings, documentOf, textOf, documentNameTerms, oneTender = false } = input;
  const namingTerms = new Set([...documentNameTerms.values()].flatMap((terms) => [...terms]));
  const knows = (word: string) => lexicon?.knows?.(word) ?? false;

  function nameWord(word: string): Name | null {
    const own = stemsOfWord(word).filter((t) => postings.has(t) || namingTerms.has(t));
    if (own.length === 0) return null;
    const documents = new Set<string>();
    for (const [documentId, terms] of documentNameTerms) {
      if (own.some((t) => terms.has(t))) documents.add(documentId);
    }
    for (const t of own) {
      for (const doc of postings.get(t)?.docs ?? []) documents.add(documentOf[doc] ?? '');
    }
    return { own, phrase: null, documents };
  }

  /** The chunks with the run's rarest word, read for the run itself. */
  function nameRun(words: readonly string[]): Name | null {
    let rarest: Int32Array | null = null;
    for (const word of words) {
      const lists = stemsOfWord(word.replace(/['’]s$/, '')).map(
        (t) => postings.get(t)?.docs ?? new Int32Array(),
      );
      const widest = lists.reduce((a, b) => (b.length > a.length ? b : a), new Int32Array());
      if (!rarest || widest.length < rarest.length) rarest = widest;
    }
    const phrase = phraseText(words.join(' '));
    const documents = new Set<string>();
    for (const doc of rarest ?? []) {
      if (phraseText(textOf(doc)).includes(phrase)) documents.add(documentOf[doc] ?? '');
    }
    return documents.size > 0 ? { own: [], phrase, documents } : null;
  }

  let cache: { query: string; names: Name[] } | null = null;
  function namesOf(query: string): Name[] {
    if (cache?.query === query) return cache.names;
    const names: Name[] = [];
    if (lexicon?.knows) {
      const short = shortInitials(query);
      const byWord = new Map<string, Name>();
      for (const word of capitalisedWords(query)) {
        const name = knows(word) || short.has(word) ? null : nameWord(word);
        if (name) byWord.set(word, name);
      }
      // Names given as alternatives are one name: a passage naming either is on the question,
      // also where one of them is a word the lexicon knows ("Apple- of Google-diensten").
      for (const group of alternativeNames(query, questionLanguage(query) === 'nl')) {
        if (!group.some((w) => byWord.has(w))) continue;
        const either = group.flatMap((w) => byWord.get(w) ?? nameWord(w) ?? []);
        for (const w of group) byWord.delete(w);
        byWord.set(group.join(' '), {
          own: either.flatMap((n) => n.own),
          phrase: null,
          documents: new Set(either.flatMap((n) => [...n.documents])),
        });
      }
      names.push(...byWord.values());
      for (const run of capitalisedPhrases(query)) {
        // A possessive is its noun ("Employer's Liability": employer, unseen-h11 study).
        const name = run.every((w) => knows(w.replace(/['’]s$/, ''))) ? nameRun(run) : null;
        if (name) names.push(name);
      }
    }
    cache = { query, names };
    return names;
  }

  return {
    hasNames: (query) => namesOf(query).length > 0,
    namingTerms(query, documentId) {
      const terms = new Set<string>();
      for (const { own, documents } of namesOf(query)) {
        if (documents.has(documentId) || (oneTender && documents.size > 0)) {
          for (const t of own) terms.add(t);
        }
      }
      return terms;
    },
    namedElsewhere(query, passage, terms, documentId) {
      if (oneTender) return false;
      return namesOf(query).some(
        ({ own, phrase, documents }) =>
          !documents.has(documentId) &&
          (phrase === null
            ? !own.some((t) => terms.has(t))
            : !phraseText(passage).includes(phrase)),
      );
    },
  };
}
