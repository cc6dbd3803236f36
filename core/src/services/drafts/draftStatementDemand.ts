/**
 * Whether a unit of a tender's text is one of the buyer's demands (issue 19, item 1), as the
 * statement reader (draftStatementReader.ts) asks it of every item and sentence: by where it stands
 * (a list under a lead-in or an asking heading, a qualification part, a criterion's own heading)
 * or by what it says (a modal, a labelled item, the bidder as subject, an amended or guaranteed
 * demand). Pure predicates: the reader keeps the state they are given.
 */
import { terms } from '../../ai/localText';
import {
  isAsked,
  ASKING_HEADING,
  bidderIsSubject,
  asksSomething,
  DEMAND,
  EVALUATION,
  EXCLUDED,
  offeredAsRequired,
  NAMES_WHAT_FOLLOWS,
  QUALIFICATION,
  REQUIREMENTS_HEADING,
  SCORED,
} from './draftDemandWords';
import { BULLET, ITEM_LABEL, LABELLED, MARKED_DEMAND } from './draftRequirementUnits';
import { rewordsADemand } from './draftAmendedDemands';
import { RUN_IN_CLAUSE, guaranteeKnockOut } from './draftKnockOuts';

/** Where a unit stands: its headings, and whether it is a list item under a lead-in. */
export interface DemandPlace {
  readonly item: boolean;
  readonly underLead: boolean;
  readonly heading: string | null;
  readonly main: string | null;
}

const qualifies = (h: string | null) => QUALIFICATION.test(h ?? '') && !EVALUATION.test(h ?? '');

/** A demand by where it stands: a list's item the tender asks for, or a run-in qualification clause. */
export function listedAsDemand(text: string, rawText: string, at: DemandPlace): boolean {
  const { item, heading, main } = at;
  // An item under a criterion's own heading in the evaluation part ('2.1 Plan van aanpak' |
  // 'a. planning en mijlpalen') is a sub-criterion: what is scored is asked for.
  const scoredItem = heading !== null && heading !== main && EVALUATION.test(main ?? '');
  return (
    (item &&
      (at.underLead ||
        scoredItem ||
        ASKING_HEADING.test(heading ?? '') ||
        // A qualification part's list states what the tenderer must have, verb or not
        // ('• A minimum annual turnover of …', '• Een beroepsaansprakelijkheidsverzekering van …').
        qualifies(heading) ||
        (REQUIREMENTS_HEADING.test(heading ?? '') && !BULLET.test(rawText)))) ||
    // A run-in numbered clause there ('4.4.2 Referenties: twee opdrachten …'; draftKnockOuts).
    (!item && RUN_IN_CLAUSE.test(text) && [heading, main].some(qualifies))
  );
}

/** A demand by what it says, or because it was listed as one (listedAsDemand). */
export function statesADemand(
  text: string,
  at: DemandPlace & { readonly listed: boolean; readonly inCells: boolean },
): boolean {
  const { item, heading, main } = at;
  const demand =
    at.listed ||
    LABELLED.test(text) ||
    MARKED_DEMAND.test(text) ||
    DEMAND.test(text) ||
    (SCORED.test(text) && (item || EVALUATION.test(main ?? ''))) ||
    isAsked(text.replace(ITEM_LABEL, '')) ||
    bidderIsSubject(text) ||
    (!at.inCells && offeredAsRequired(text, heading)) ||
    (EXCLUDED.test(text) && [heading, main].some((h) => QUALIFICATION.test(h ?? ''))) ||
    rewordsADemand(text) ||
    guaranteeKnockOut(text);
  // A sentence that only refers to a URL or a footnote is not a demand.
  if (!demand || terms(text).length < 3) return false;
  if (NAMES_WHAT_FOLLOWS.test(text) && !LABELLED.test(text)) return false;
  return LABELLED.test(text) || asksSomething(text);
}
