/** Tender-document processing: the service behind the Storage trigger and the demo's uploads. */
export * from './types';
export * from './errors';
export {
  createDocumentProcessor,
  projectDocumentLocation,
  deleteDocumentArtifacts,
  chunkId,
  PROCESSING_LEASE_MS,
  MAX_PROCESSING_ATTEMPTS,
  CHUNK_BATCH_SIZE,
} from './processor';
