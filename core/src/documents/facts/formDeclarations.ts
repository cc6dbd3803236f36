/**
 * The declarations a bid form makes the bidder sign (eleventh probe set, docs/decisions.md "Tender
 * facts on the eleventh probe set: parties, requirements, limits and terms"): in the Form of
 * Tender, the Offer Form or the inschrijfformulier, a line in the first person ('Declaration | We
 * confirm that the information in our response remains accurate', 'I accept the conditions
 * without departure', 'Verklaring | Wij verklaren de cao te volgen', 'Ondergetekende verklaart
 * …'). Only under a heading that names such a form: elsewhere a buyer's 'we confirm' is its own
 * promise, not the bidder's. Offered as "check this".
 */
import type { RequirementFact } from '../../model/documentFacts';
import type { Segment } from './reading';
import { MAX_PER_KIND, checkThisRequirement } from './requirementFact';
import { quoteOf } from './text';

/** A heading that names the bid form ('Appendix 1 Form of Tender', 'Bijlage 2 Inschrijfformulier'). */
const BID_FORM =
  /\b(?:form of (?:tender|offer|bid|proposal|quotation)|(?:tender|offer|bid|proposal|quotation|response) form|letter of (?:tender|offer)|inschrijvingsformulier|inschrijfformulier|inschrijvingsbiljet|inschrijfbiljet|offerteformulier|aanbiedingsformulier|aanbiedingsbrief|formulier (?:van|voor) (?:inschrijving|offerte))\b/i;

/** A declaration in the first person, at the start of its text or after a short row label. */
const FIRST_PERSON =
  /(?:^|\s)((?:we|i|wij|ik)\s+(?:hereby\s+|hierbij\s+)?(?:confirm|declare|certify|accept|undertake|agree|verklaren|verklaar|bevestigen|bevestig|aanvaarden|aanvaard|accepteren|accepteer|gaan akkoord|ga akkoord)|ondergetekende\s+(?:verklaart|bevestigt|aanvaardt))\b/i;

export function formDeclarations(segments: readonly Segment[]): RequirementFact[] {
  const out: RequirementFact[] = [];
  for (const s of segments) {
    if (s.kind === 'heading' || !s.section || !BID_FORM.test(s.section)) continue;
    // A row is read cell by cell: the declaration is its own cell, its label another.
    for (const text of s.kind === 'row' ? (s.cells ?? [s.text]) : [s.text]) {
      const m = FIRST_PERSON.exec(text);
      // A label may stand before the declaration ('Declaration We confirm …'), no longer text.
      if (!m || m.index > 40) continue;
      const at = m.index + m[0].length - m[1]!.length;
      const declaration = quoteOf(text.slice(at).trim());
      if (declaration.length < 25 || out.length >= MAX_PER_KIND) continue;
      out.push(checkThisRequirement(s, 'declaration', declaration));
    }
  }
  return out;
}
