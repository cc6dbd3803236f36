/**
 * A requirement an amendment's table changes ('Nr. | Onderwerp | Oud | Nieuw', 'Item | Original |
 * Amended', 'Clause | Was | Now', (eleventh probe set) 'Betreft | Oorspronkelijk | Nieuw', and (thirteenth)
 * 'RFP reference | Existing provision | Revised provision' with a turnover or eligibility subject;
 * fourteenth: 'Bepaling | Oorspronkelijke tekst | Verbeterde tekst', a Belgian rectification, with a
 * selection subject such as 'technische bekwaamheid' or 'technical capacity'):
 * when the row's subject names a requirement ('Geschiktheidseis G3', 'Condition of participation
 * C3.3', 'Minimum standard S2'), its new wording is the
 * requirement now in force (eighth probe set: a Nota van Inlichtingen lowered the insured sum and
 * the new sum was lost). The old wording is history and is not offered. "Check this".
 */
import type { RequirementFact } from '../../model/documentFacts';
import type { Segment } from './reading';
import { checkThisRequirement } from './requirementFact';
import { quoteOf } from './text';

const OLD_COLUMN =
  /^(?:oud|oude tekst|huidige tekst|huidig|bestaande tekst|oorspronkelijk|oorspronkelijke tekst|was|old|original|original text|originally|current|current text|existing|existing text|previous|from|van|existing provision|original provision|bestaande bepaling|oorspronkelijke bepaling)$/i;
const NEW_COLUMN =
  /^(?:nieuw|nieuwe tekst|gewijzigd|wordt|new|new text|amended|amended text|revised|now|changed to|to|naar|revised provision|amended provision|new provision|gewijzigde bepaling|nieuwe bepaling|gewijzigde tekst|verbeterde tekst|verbeterd|corrected text|corrected|rectified text)$/i;
/** A subject that names a requirement of the bid, not a date, a criterion's weight or a limit. */
export const REQUIREMENT_SUBJECT =
  /\b(?:geschiktheidseis(?:en)?|selectie-?eis(?:en)?|minimumeis(?:en)?|(?:deelname)?voorwaarde(?:n)?|eis|requirement|condition(?:s)? of participation|condition|minimum standard|suitability (?:criterion|requirement)|selection (?:criterion|requirement)|selectiecriteri(?:um|a)|uitsluitingsgrond(?:en)?|exclusion ground|(?:average |annual |minimum )*turnover|(?:jaar)?omzet(?:eis)?|eligibility criteri(?:on|a)|toelatingscriteri(?:um|a)|technische (?:en beroepsmatige )?bekwaamheid|technical (?:and professional )?(?:ability|capacity)|economische en financiële draagkracht|economic and financial (?:standing|capacity)|referenties|references)\b/i;

/**
 * The column of an amendment table's old wording, or -1: history, which no rule reads as a
 * requirement in force (requirements.ts; eleventh probe set).
 */
export function oldColumnOf(s: Segment): number {
  if (s.kind !== 'row' || !s.header) return -1;
  const names = s.header.map((h) => h.trim());
  const oldAt = names.findIndex((h) => OLD_COLUMN.test(h));
  return oldAt >= 0 && names.findIndex((h) => NEW_COLUMN.test(h)) > oldAt ? oldAt : -1;
}

export function amendedRequirements(segments: readonly Segment[]): RequirementFact[] {
  const out: RequirementFact[] = [];
  for (const s of segments) {
    const { header, columns } = s;
    if (s.kind !== 'row' || !header || !columns) continue;
    const names = header.map((h) => h.trim());
    const oldAt = names.findIndex((h) => OLD_COLUMN.test(h));
    const newAt = names.findIndex((h) => NEW_COLUMN.test(h));
    if (oldAt < 0 || newAt <= oldAt || columns.every((c, i) => c === header[i])) continue;
    const subject = columns.slice(0, oldAt).join(' ');
    const cell = (columns[newAt] ?? '').trim();
    if (!REQUIREMENT_SUBJECT.test(subject) || cell.length < 15 || !/\p{L}{3}/u.test(cell)) continue;
    out.push(checkThisRequirement(s, 'other', quoteOf(cell)));
  }
  return out;
}
