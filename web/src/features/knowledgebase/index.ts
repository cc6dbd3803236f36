/** What other features use of the knowledge bases: the viewer a knowledge-base citation opens. */
export {
  KbDocumentViewer,
  type KbDocumentAddress,
  type KbDocumentState,
  kbDocumentState,
  useKbDocument,
} from './KbDocumentViewer';
