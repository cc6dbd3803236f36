/** Project documents (issue #6 items 3-5): upload, processing status, viewer, facts. */
export { DocumentsStep } from './DocumentsStep';
export { ProcessingAlert } from './ProcessingAlert';
export {
  useProjectFacts,
  mergeFacts,
  type ProjectFacts,
  type SourcedFact,
} from './useProjectFacts';
