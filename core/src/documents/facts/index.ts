/** Rule-based tender facts (Dutch and English). */
export { extractTenderFacts, type FactOptions } from './extractTenderFacts';
export { detectLanguage, segmentsOf, type DocumentLanguage, type Segment } from './text';
export { findDates, type FoundDate } from './dates';
