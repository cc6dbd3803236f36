/** Rule-based tender facts (Dutch and English), the model's proposals, and their verification. */
export { extractTenderFacts, proposeRuleFacts, type FactOptions } from './extractTenderFacts';
export { detectLanguage, segmentsOf, type DocumentLanguage, type Segment } from './text';
export { findDates, type FoundDate } from './dates';
export {
  verifyFacts,
  checkFact,
  normaliseForMatch,
  type VerifiedFacts,
  type DroppedFact,
} from './verifyFacts';
