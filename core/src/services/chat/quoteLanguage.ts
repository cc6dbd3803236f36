/**
 * The language of a quoted text itself (the bid writer's review, 2026-11-27): the note "the
 * document, in Dutch, says" is given by the words quoted, a table row's cells included, not by a
 * default. A row "Sluitingstermijn inschrijvingen | dinsdag 23 maart 2027, 11.00 uur" has no
 * function word, so besides them the days, months and time words of each language count, and the
 * Dutch spelling "ij", which English words do not have. A text that tells neither (a name, a
 * number, "ISO 45001") has no language: null, and no language is named for it.
 */
import type { AnswerLanguage } from './groundedAnswer';

const NL =
  /\b(de|het|een|van|en|voor|niet|wordt|zijn|met|op|dat|bij|aan|of|te|door|naar|uiterlijk|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|januari|februari|maart|mei|juni|juli|augustus|oktober|uur)\b|\w*ij\w*/gi;
const EN =
  /\b(the|and|of|to|is|for|be|will|shall|with|on|that|by|are|this|must|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|may|june|july|august|october|noon|hours?|am|pm)\b/gi;

/** The language a quoted text is in, or null when its words do not tell. */
export function quoteLanguage(text: string): AnswerLanguage | null {
  // "of" is English and Dutch ("or"): counted on both sides, it tells nothing.
  const nl = text.match(NL)?.length ?? 0;
  const en = text.match(EN)?.length ?? 0;
  return nl === en ? null : nl > en ? 'nl' : 'en';
}

/** The languages of quoted texts other than the answer's, each once, in order of first use. */
export function otherLanguages(
  quotes: readonly string[],
  answer: AnswerLanguage,
): AnswerLanguage[] {
  const out: AnswerLanguage[] = [];
  for (const q of quotes) {
    const lang = quoteLanguage(q);
    if (lang && lang !== answer && !out.includes(lang)) out.push(lang);
  }
  return out;
}
