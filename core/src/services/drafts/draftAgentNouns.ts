/**
 * A person named by what they do, and the doing (issue 19, item 2): a tender asks for 'one
 * leader', 'a beheerder' or 'een ontwikkelaar'; a company writes that someone 'leads each
 * assignment', 'beheert het platform', 'ontwikkelt de app'. The stemmers keep the agent noun
 * apart from its verb ('leader' ↔ 'lead', 'beheerder' ↔ 'beheer'), so a sentence that says the
 * verb gets the requirement's noun added, for the evidence measure only. Read from the word's
 * form (English -er/-or, Dutch -er/-der/-aar), not from a list.
 */
import { contentWords, stemsOfWord } from '../../ai/localText';

/** The shortest agent noun read (shorter ones, 'user', 'over', are seldom a doer of a verb). */
const MIN_LENGTH = 5;
/** The shortest verb left when the ending is taken off ('own' of 'owner' is too short to tell). */
const MIN_BASE = 4;
const ENDINGS = ['aar', 'der', 'er', 'or'];

/** The verb forms an agent noun may come from ('leader' → lead; 'beheerder' → beheer, beheert). */
function verbsOf(noun: string): string[] {
  const out: string[] = [];
  // A plural is read as its singular ('leaders', 'ontwikkelaars').
  const singular = noun.endsWith('s') ? noun.slice(0, -1) : noun;
  for (const ending of ENDINGS) {
    if (!singular.endsWith(ending)) continue;
    const base = singular.slice(0, -ending.length);
    if (base.length < MIN_BASE) continue;
    // The bare verb, its English infinitive and its Dutch third person ('beheert', 'leidt').
    out.push(base, `${base}e`, `${base}t`);
  }
  return out;
}

/** The text with the requirement's agent nouns whose verb it says added, for the measure only. */
export function withAgentNouns(text: string, query: string): string {
  const nouns = [...new Set(contentWords(query))].filter(
    (w) => w.length >= MIN_LENGTH && !/\d/.test(w) && verbsOf(w).length > 0,
  );
  if (nouns.length === 0) return text;
  const words = contentWords(text);
  const own = new Set(words);
  const stems = new Set(words.flatMap((w) => stemsOfWord(w)));
  const said = nouns.filter(
    (noun) =>
      !own.has(noun) && verbsOf(noun).some((verb) => stemsOfWord(verb).some((s) => stems.has(s))),
  );
  return said.length ? `${text} ${said.join(' ')}` : text;
}
