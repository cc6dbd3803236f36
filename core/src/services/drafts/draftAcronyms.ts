/**
 * Acronyms and what they stand for, in measuring evidence (issue 19, item 2): a requirement that
 * spells out 'Web Content Accessibility Guidelines (WCAG2.1)', 'Algemene Verordening
 * Gegevensbescherming (AVG)' or 'continuous integration' is answered by a sentence that writes
 * 'WCAG 2.1', 'de AVG' or 'GitLab CI', and the other way round. Read from the two texts alone: an
 * acronym (a word with two or more capitals, 'IaaS' included) stands for the requirement's run of
 * words whose initials spell it, small words such as 'as a' counted. No list of acronyms.
 */

/** Words with two or more capitals and at most six letters: 'CI', 'AVG', 'IaaS', 'WCAG2' → 'wcag'. */
function acronymsIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b([A-Z][A-Za-z]{0,5})(?=\d|\b)/g)) {
    const word = m[1]!;
    if (word.length >= 2 && (word.match(/[A-Z]/g)?.length ?? 0) >= 2) out.add(word.toLowerCase());
  }
  return out;
}

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** Runs of the query's words whose initials spell an acronym, by acronym. */
function spelledOut(query: string, acronyms: ReadonlySet<string>): Map<string, string[]> {
  const words = wordsOf(query);
  const out = new Map<string, string[]>();
  for (const acronym of acronyms) {
    for (let i = 0; i + acronym.length <= words.length; i++) {
      const run = words.slice(i, i + acronym.length);
      if (run.every((w, k) => w[0] === acronym[k]) && run.some((w) => w.length > 3)) {
        out.set(acronym, run);
        break;
      }
    }
  }
  return out;
}

/**
 * The text as evidence for the query: with the words an acronym in it stands for in the query,
 * and with the query's acronym when the text spells it out.
 */
export function withAcronyms(text: string, query: string): string {
  const inText = acronymsIn(text);
  const inQuery = acronymsIn(query);
  const extra: string[] = [];
  for (const run of spelledOut(query, inText).values()) {
    extra.push(...run);
  }
  const missing = new Set([...inQuery].filter((a) => !inText.has(a)));
  for (const acronym of spelledOut(text, missing).keys()) extra.push(acronym);
  return extra.length ? `${text} ${extra.join(' ')}` : text;
}
