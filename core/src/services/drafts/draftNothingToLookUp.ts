/**
 * Requirements that no company passage answers (issue 19, item 2), each a gap the writer fills
 * or answered elsewhere in the bid: nothing is looked up for them. Moved out of
 * draftEvidenceFinder.ts unchanged.
 */
import {
  asksForTheUnlisted,
  isTheBuyersPart,
  namesAPreferenceGoal,
  namesOnlyThePrice,
  pointsElsewhere,
} from './draftSubjectless';
import {
  acknowledgesAChangeDocument,
  asksOnlyOfTheBidDocument,
  describesOnlyTheResponseForm,
} from './draftResponseForm';

/** Whether the requirement asks for nothing a passage could show. */
export function answeredByNoPassage(text: string): boolean {
  // 'Any other features not mentioned above': nothing to look up, the writer's to answer.
  if (asksForTheUnlisted(text)) return true;
  // 'Meets each requirement of the Specification': the requirements are elsewhere, not here.
  if (pointsElsewhere(text)) return true;
  // 'The response must be submitted in the structure below': the bid's form, not its content.
  if (describesOnlyTheResponseForm(text)) return true;
  // 'Price' alone: answered in the price form, never by a passage.
  if (namesOnlyThePrice(text)) return true;
  // A preference goal ('Specific goals', 'Voorkeurspunten'): scored from its form, like the price.
  if (namesAPreferenceGoal(text)) return true;
  // 'Payment shall be made within 60 days', 'Delivery shall be to the depot': the buyer's part.
  if (isTheBuyersPart(text)) return true;
  // 'Acknowledge receipt of this addendum by signing it': a step of the bid, not its content.
  if (acknowledgesAChangeDocument(text)) return true;
  // 'The Proposal must be in English', '… form must be signed': the bid meets it, not a passage.
  if (asksOnlyOfTheBidDocument(text)) return true;
  return false;
}
