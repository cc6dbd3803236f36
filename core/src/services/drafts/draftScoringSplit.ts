/**
 * Failure class (issue 19, item 1; twenty-second set): the technical/financial split of a
 * combined scoring method read as award criteria beside the technical criteria themselves ('The
 * proposal is scored out of 1,000 points, of which the technical part carries 700 and the
 * financial part 300'; 'Combined scoring method: 70% technical, 30% financial'; 'het technische
 * deel weegt 60%, het financiële deel 40%'). Planned, each side became a section whose one demand
 * was its name: 'Technical part' and 'Financial' were answered with any passage that said
 * 'technical' or 'financial' (a note on sending the two parts in separate e-mails), and the
 * financial side took a share of the words for a price the bid gives in its financial proposal.
 * The technical side is the other criteria together; the financial side is priced, never written.
 * Only when two or more other criteria are named; criteria the user confirmed never come here.
 */
import type { AwardCriterionFact } from '../../model/documentFacts';

/**
 * A side's name alone: 'Technical', 'Technical part', 'Financial proposal', 'Technisch deel',
 * 'Financiële inschrijving', with an optional score in brackets ('Technical (70%)').
 */
const SIDE =
  /^(?:the\s+|het\s+|de\s+)?(?:technical|financial|technisch(?:e)?|financi[eë]{1,2}l(?:e)?)(?:\s+(?:part|proposal|offer|evaluation|score|envelope|component|deel|aanbieding|inschrijving|beoordeling|envelop|gedeelte))?(?:\s*\([^()]{0,20}\))?$/iu;

/** The name only names a side of the technical/financial split. */
export function namesAScoringSide(name: string): boolean {
  return SIDE.test(name.trim());
}

/** The criteria without the sides of a technical/financial split, when others name the work. */
export function withoutScoringSplit<F extends Pick<AwardCriterionFact, 'value'>>(
  extracted: readonly F[],
): F[] {
  const top = extracted.filter((f) => !f.value.parent);
  const sides = top.filter((f) => namesAScoringSide(f.value.name));
  const names = new Set(sides.map((f) => f.value.name.trim().toLowerCase()));
  const ownParts = extracted.filter(
    (f) => f.value.parent && names.has(f.value.parent.trim().toLowerCase()),
  );
  if (sides.length === 0 || top.length - sides.length + ownParts.length < 2) return [...extracted];
  // A side's own sub-criteria (read under it) stay, as criteria of their own.
  return extracted
    .filter((f) => f.value.parent || !names.has(f.value.name.trim().toLowerCase()))
    .map((f) =>
      f.value.parent && names.has(f.value.parent.trim().toLowerCase())
        ? { ...f, value: { ...f.value, parent: null } }
        : f,
    );
}
