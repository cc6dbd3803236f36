/**
 * The names a question gives (issue 18, item 4: "a question about the project's tender is
 * answered from that project's documents, never from another tender's"): the words written with
 * a capital inside the question ("CoronaMelder", "GSA", "Softwarecatalogus", "CDT-ADPQ-0117"),
 * not its first word nor a word opening a sentence, as their content words. Whether such a word is
 * a name the documents use, and which documents use it, is the index's to tell (lexicalIndex.ts).
 */
import { contentWords } from '../localText';

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** The content words of the question's capitalised words, lower-cased, once each. */
export function capitalisedWords(question: string): string[] {
  const out = new Set<string>();
  for (const m of question.matchAll(TOKEN)) {
    const token = m[0];
    if (!/\p{Lu}/u.test(token)) continue;
    // The first word, and a word after a sentence's end, have a capital whatever they are.
    const before = question.slice(0, m.index).trimEnd();
    if (before === '' || /[.!?:;¿¡"“(]$/.test(before)) continue;
    // Only the capitalised parts of a hyphenated word: "GSA-deelopdracht" names GSA.
    for (const part of token.split('-').filter((p) => /\p{Lu}/u.test(p))) {
      for (const word of contentWords(part)) out.add(word);
    }
  }
  return [...out];
}
