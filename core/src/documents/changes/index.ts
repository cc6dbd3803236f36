/** What changed between a project's documents (issue 17 item 5): their order, superseded facts. */
export {
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentProfile,
  type StatedDate,
  documentKindOf,
  profileDocument,
  statedDateOf,
} from './documentProfile';
export {
  TRACKED_KEYS,
  type FactChange,
  type FactConflict,
  type FactDocument,
  type FactState,
  type ProjectFactHistory,
  type SourcedFact,
  type TrackedKey,
  changesBy,
  documentOrder,
  factId,
  orderDocuments,
  projectFactHistory,
  sameValue,
  stateOfFact,
} from './factChanges';
export { factDocumentOf, factDocumentsOf } from './storedDocuments';
