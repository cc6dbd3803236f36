/**
 * A list of demands whose items the rules read all but one or two of (issue 17, the studied probe
 * sets' requirements, docs/decisions.md "Knock-outs and requirements on the studied probes"):
 * under 'Geschiktheid' or 'the following essential requirements', 'G1: de inschrijver is
 * ingeschreven …', 'G2: … ten minste twee opdrachten …' and 'G4: de jaaromzet …' are read by
 * their words, 'G3: de overkapping is berekend op windsnelheden tot 150 km/u' has none a rule
 * knows. When the list is introduced (or closed) as one of requirements, criteria, conditions or
 * documents, and most of its items are requirements already, the others are requirements of the
 * same list: offered as "check this". Evidence first: a list of which the rules read fewer than
 * two thirds of the items, or fewer than two, adds nothing (a specification's list stays a description).
 */
import type { RequirementFact } from '../../model/documentFacts';
import type { Segment } from './reading';
import { checkThisRequirement } from './requirementFact';
import { isQuestion, quoteOf } from './text';

/** A lead-in or heading (or the sentence after the list) that says the list holds demands. */
const NAMES_DEMANDS =
  /eisen\b|vereisten|requirements?\b|criteri(?:a|on|um)\b|conditions of participation|deelnamevoorwaarden|geschiktheid|eligib|qualification|suitability|selecti|(?:in te dienen|te overleggen|bij te voegen|verplichte|vereiste|required|mandatory)\s+(?:documenten|stukken|documents|forms|formulieren)|documents to (?:be )?submit/i;
/**
 * A permission ('You may team with …', 'U mag onderaannemers inzetten') demands nothing; a 'kan'
 * further on states a capability the demand asks for ('een ploeg die binnen 4 uur ter plaatse
 * kan zijn').
 */
const PERMISSION =
  /^(?:[\p{L}\d]{1,4}[:.)]\s+)?(?:[\p{L}'’-]+\s+){0,3}(?:may|can|could|mag|mogen|kan|kunnen)\b|\b(?:(?:is|are) (?:allowed|permitted|free)|toegestaan|is vrij|zijn vrij)\b/iu;
/** A list this long is a specification or a contract's schedule, not a list of demands. */
const MAX_ITEMS = 12;

export function requirementListSiblings(
  segments: readonly Segment[],
  found: readonly RequirementFact[],
): RequirementFact[] {
  const out: RequirementFact[] = [];
  const isFound = (s: Segment) => {
    const head = s.text.slice(0, 40);
    return found.some(
      (f) => f.page === s.page && (s.text.includes(f.quote) || f.quote.includes(head)),
    );
  };
  let i = 0;
  while (i < segments.length) {
    if (segments[i]!.kind !== 'listItem') {
      i++;
      continue;
    }
    const start = i;
    while (i < segments.length && segments[i]!.kind === 'listItem') i++;
    const run = segments.slice(start, i);
    if (run.length < 3 || run.length > MAX_ITEMS) continue;
    const lead = segments[start - 1];
    const after = segments[i];
    const named =
      (lead && lead.kind !== 'row' && NAMES_DEMANDS.test(lead.text)) ||
      (after?.kind === 'sentence' && NAMES_DEMANDS.test(after.text));
    if (!named) continue;
    const read = run.filter(isFound);
    if (read.length < 2 || read.length * 3 < run.length * 2) continue;
    console.error(
      'LEAD',
      lead?.kind,
      JSON.stringify(lead?.text.slice(0, 100)),
      'AFTER',
      JSON.stringify(after?.text.slice(0, 80)),
      run.length,
      read.length,
    );
    for (const s of run) {
      if (
        read.includes(s) ||
        s.text.length < 25 ||
        /:\s*$/.test(s.text) ||
        isQuestion(s.text) ||
        PERMISSION.test(s.text)
      )
        continue;
      out.push(checkThisRequirement(s, 'other', quoteOf(s.text)));
    }
  }
  return out;
}
