/**
 * What a chat message asks of the draft, if anything: shorten a section or add something to one
 * ("make section 2 shorter", "voeg ons ISO 14001-certificaat toe"), and the section it means —
 * named by number or words, or else the one closest to what is added.
 */
import { terms } from '../../ai/localText';
import type { Draft, DraftSection } from '../../model/draft';

export type DraftEditIntent =
  | { readonly kind: 'shorten'; readonly section: SectionRef }
  | { readonly kind: 'add'; readonly section: SectionRef; readonly subject: string };

/** A section named by its position in the draft (1-based) or by words of its heading. */
export type SectionRef = { readonly number: number } | { readonly words: string } | null;

const SECTION_WORD = '(?:section|part|chapter|sectie|onderdeel|paragraaf|hoofdstuk|deel)';
const SECTION_NUMBER = new RegExp(`\\b${SECTION_WORD}\\s+(\\d{1,3})\\b`, 'i');
/** "the Safety section", "het onderdeel Veiligheid", "section 'Plan van aanpak'". */
const SECTION_NAMED = [
  new RegExp(`\\bthe\\s+([\\p{L}][\\p{L} -]{1,60}?)\\s+${SECTION_WORD}\\b`, 'iu'),
  new RegExp(
    `\\b${SECTION_WORD}\\s+["'‘“]?([\\p{L}][\\p{L} -]{1,60}?)["'’”]?(?=\\s+(?:korter|shorter|inkorten|beknopter|bondiger|in|to|aan|toe)\\b|[.!?]?$)`,
    'iu',
  ),
];
/** Requests, not questions: the imperative (or "can you …") at the start of the message. */
const POLITE = String.raw`^(?:please\s+|can you\s+|could you\s+|would you\s+|kun je\s+|kunt u\s+|wil je\s+|graag\s+)?`;
const SHORTEN = [
  new RegExp(String.raw`${POLITE}(?:make|keep)\b.*\b(?:shorter|more concise|briefer)\b`, 'i'),
  new RegExp(String.raw`${POLITE}(?:shorten|condense|trim|cut down)\b`, 'i'),
  new RegExp(String.raw`${POLITE}(?:maak|houd)\b.*\b(?:korter|beknopter|bondiger)\b`, 'i'),
  new RegExp(String.raw`${POLITE}kort\b.*\bin\b`, 'i'),
  /\b(?:korter maken|inkorten|beknopter maken)\b/i,
];
const ADD_EN = new RegExp(
  String.raw`${POLITE}(?:add|include|mention|insert)\s+(?:our|the|a|an|my)?\s*(.+?)[.!?]*$`,
  'i',
);
const ADD_NL = new RegExp(
  String.raw`${POLITE}(?:voeg|neem|noem)\s+(?:ons|onze|het|de|een)?\s*(.+?)\s+(?:toe|op)\b`,
  'i',
);
const ADD_NL_INFINITIVE = /\b(?:ons|onze|het|de)\s+(.+?)\s+(?:toevoegen|opnemen|vermelden)\b/i;

/** What the message asks of the draft, or null for a question. */
export function parseDraftEditRequest(text: string): DraftEditIntent | null {
  const section = sectionRef(text);
  if (SHORTEN.some((re) => re.test(text.trim()))) return { kind: 'shorten', section };
  const request = text.trim();
  const added = ADD_EN.exec(request) ?? ADD_NL.exec(request) ?? ADD_NL_INFINITIVE.exec(request);
  const subject = added?.[1]
    ?.replace(
      new RegExp(`\\s*(?:to|in|into|aan)\\s+(?:the\\s+|het\\s+|de\\s+)?${SECTION_WORD}.*$`, 'i'),
      '',
    )
    .replace(SECTION_NUMBER, '')
    .trim();
  if (subject && terms(subject).length > 0) return { kind: 'add', section, subject };
  return null;
}

function sectionRef(text: string): SectionRef {
  const numbered = SECTION_NUMBER.exec(text);
  if (numbered) return { number: Number(numbered[1]) };
  for (const re of SECTION_NAMED) {
    const named = re.exec(text)?.[1]?.trim();
    if (named && terms(named).length > 0) return { words: named };
  }
  return null;
}

/** What common certificate schemes are evidence of, in both languages. */
const SCHEME_TOPICS: readonly (readonly [RegExp, string])[] = [
  [/\b14001\b|co2|milieu|environment/i, 'duurzaamheid duurzaam milieu sustainability environment'],
  [/\b9001\b/, 'kwaliteit kwaliteitsmanagement quality'],
  [/\b45001\b|\bvca\b/i, 'veiligheid safety'],
  [/\b27001\b/, 'informatiebeveiliging beveiliging information security'],
];

/** The section a reference names; null when it names none. */
export function findSection(draft: Draft, ref: SectionRef, about: string): DraftSection | null {
  if (ref && 'number' in ref) return draft.content[ref.number - 1] ?? null;
  const score = (s: DraftSection, words: string) => {
    const wanted = new Set(terms(words));
    return terms(s.heading).filter((t) => wanted.has(t)).length;
  };
  if (ref) {
    const best = [...draft.content].sort((a, b) => score(b, ref.words) - score(a, ref.words))[0];
    return best && score(best, ref.words) > 0 ? best : null;
  }
  // None named: the section whose heading and text share most with what is added (and with
  // the topic a known certificate scheme is about: ISO 14001 belongs with sustainability).
  const topics = SCHEME_TOPICS.filter(([re]) => re.test(about)).map(([, words]) => words);
  const wanted = new Set(terms([about, ...topics].join(' ')));
  const overlap = (s: DraftSection) =>
    terms(`${s.heading} ${s.body.replace(/<[^>]+>/g, ' ')}`).filter((t) => wanted.has(t)).length;
  return [...draft.content].sort((a, b) => overlap(b) - overlap(a))[0] ?? null;
}
