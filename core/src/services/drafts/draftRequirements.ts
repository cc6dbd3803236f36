/**
 * The buyer's requirements in a tender's own text (issue 19, item 1), read by class from the
 * document's layout (draftRequirementUnits.ts): a labelled item ('F12. De app verwijdert …'); a
 * sentence with a demand ('must', 'shall', 'moet', 'dient', 'beschrijf') or with the bidder as
 * its subject ('De opdrachtnemer levert …'); an item of a list whose lead-in or heading asks for
 * it, modal or not ('… should make reference to the following:' | 'a. assigned one leader …');
 * a row of a requirements table (its id and its requirement column). Boilerplate, the buyer's
 * own duties and running headers are left out. Each statement keeps the heading, main heading,
 * caption and lead-in it stands under, from which the plan (draftPlanTender.ts) groups them per
 * criterion or, without award criteria, per main heading (draftRequirementGroups.ts). The reading
 * itself is draftStatementReader.ts; which units are demands, draftStatementDemand.ts.
 */
import type { TenderPassage } from './draftSources';
import { isScoreDescriptor } from './draftCriteriaRows';
import { StatementReader } from './draftStatementReader';
import type { TenderStatement } from './draftRequirementText';

export type { PlannedRequirement, TenderStatement } from './draftRequirementText';

/** Every requirement statement in the passages, in document order; `tableRows` (facts' quotes) are no headings. */
export function tenderStatements(
  passages: readonly TenderPassage[],
  tableRows: readonly string[] = [],
): TenderStatement[] {
  const reader = new StatementReader(passages, tableRows);
  for (const p of passages) reader.readPassage(p);
  reader.flush();
  // A scoring scale's grades tell how the buyer scores, never what the bid must say.
  return reader.out.filter((s) => !isScoreDescriptor(s.text));
}
