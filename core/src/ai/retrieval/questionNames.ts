/**
 * The names a question gives (issue 18, item 4: "a question about the project's tender is
 * answered from that project's documents, never from another tender's"): the words written with
 * a capital inside the question ("CoronaMelder", "GSA", "Softwarecatalogus", "CDT-ADPQ-0117"),
 * not its first word nor a word opening a sentence, as their content words. Whether such a word is
 * a name the documents use, and which documents use it, is the index's to tell (lexicalIndex.ts).
 */
import { contentWords } from '../localText';

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/**
 * A word whose mixed capitals say it is a name wherever it stands ("CoronaMelder", "KvK"), not a
 * sentence's capital ("Welke", "What"). A word all in capitals heading a question is more often
 * a label of the document it asks about ("SLA:", "MTD", "RFI") than a tender's name: measured on
 * the studied sets, read as names there they capped or halved the answering passages.
 */
const namelike = (token: string): boolean =>
  /\p{Ll}/u.test(token) && /^[^\p{Lu}]*\p{Lu}.*\p{Lu}/u.test(token);

/** The content words of the question's capitalised words, lower-cased, once each. */
export function capitalisedWords(question: string): string[] {
  const out = new Set<string>();
  for (const m of question.matchAll(TOKEN)) {
    const token = m[0];
    if (!/\p{Lu}/u.test(token)) continue;
    // The first word, and a word after a sentence's end, have a capital whatever they are; one
    // written with mixed capitals ("CoronaMelder", "KvK") is a name there too, the way a bid
    // manager heads a question with the tender ("CoronaMelder bid: is … required?").
    const before = question.slice(0, m.index).trimEnd();
    if ((before === '' || /[.!?:;¿¡"“(]$/.test(before)) && !namelike(token)) continue;
    // Only the capitalised parts of a hyphenated word: "GSA-deelopdracht" names GSA.
    for (const part of token.split('-').filter((p) => /\p{Lu}/u.test(p))) {
      for (const word of contentWords(part)) out.add(word);
    }
  }
  return [...out];
}

/**
 * The runs of two or more capitalised words inside the question ("What minimum Code Climate
 * score …" → ["code", "climate"]), lower-cased; the first word and a word opening a sentence
 * start no run, as above.
 */
export function capitalisedPhrases(question: string): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  let end = -1;
  const close = () => {
    if (run.length >= 2) runs.push(run);
    run = [];
  };
  for (const m of question.matchAll(TOKEN)) {
    const token = m[0];
    const before = question.slice(0, m.index).trimEnd();
    const opening = before === '' || /[.!?:;¿¡"“(]$/.test(before);
    const adjacent = end >= 0 && /^\s+$/.test(question.slice(end, m.index));
    if (!adjacent) close();
    end = m.index + token.length;
    if (opening || !/^\p{Lu}/u.test(token) || token.includes('-')) {
      close();
      continue;
    }
    run.push(token.toLowerCase());
  }
  close();
  return runs;
}

/** Text as a run is searched in: lower case, letters and digits, one space between words. */
export function phraseText(text: string): string {
  // One apostrophe: documents write "Employer’s", questions "Employer's".
  return ` ${(text.toLowerCase().replace(/’/g, "'").match(TOKEN) ?? []).join(' ')} `;
}

/**
 * Initials of two letters, or their plural, typed in capitals ("IP", "ID", "IDs", "ID's", "CI"),
 * as content words: too short to name a tender, they stand for common things (intellectual property,
 * an identifier, continuous integration) that any document may or may not write (unseen-h18
 * study: "the requirement IDs" made every passage of the requirements, which write "nummers",
 * another tender's).
 */
export function shortInitials(question: string): Set<string> {
  const out = new Set<string>();
  for (const m of question.matchAll(TOKEN)) {
    if (/^\p{Lu}{2}(?:['’]?s)?$/u.test(m[0])) for (const w of contentWords(m[0])) out.add(w);
  }
  return out;
}

/** What joins names given as alternatives: "or", "and/or", "en/of", a slash; Dutch "of" too. */
const OR = /^\s*(?:or|and\/or|en\/of|\/)\s*$/i;
const OR_NL = /^\s*of\s*$/i;

/**
 * Names given as alternatives ("Apple- of Google-diensten", "Ansible or Puppet"): each group's
 * capitalised parts, lower-cased, in the order given. A question that names things as
 * alternatives asks about either: a passage that names one of them is not about another tender
 * (namedDocuments.ts). Dutch "of" is "or" only in a Dutch question ("Bank of England" is a name).
 */
export function alternativeNames(question: string, dutch: boolean): string[][] {
  const groups: string[][] = [];
  let group: string[] = [];
  let end = -1;
  const close = () => {
    if (group.length >= 2) groups.push(group);
    group = [];
  };
  for (const m of question.matchAll(TOKEN)) {
    const token = m[0];
    const parts = token
      .split('-')
      .filter((p) => /\p{Lu}/u.test(p))
      .flatMap((p) => contentWords(p));
    const between = end >= 0 ? question.slice(end, m.index) : '';
    const joined = OR.test(between) || (dutch && OR_NL.test(between));
    // The joining words themselves ("and" and "en" of "and/or", "en/of") keep the group open.
    if (/^(?:or|of|and|en)$/i.test(token) && end >= 0) continue;
    if (!joined) close();
    if (parts.length === 0) {
      close();
      end = -1;
      continue;
    }
    group.push(...parts);
    end = m.index + token.length;
  }
  close();
  return groups;
}
