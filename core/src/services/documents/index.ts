/** Tender-document processing: the service behind the Storage trigger and the demo's uploads. */
export * from './types';
export * from './errors';
export { createDocumentProcessor } from './processor';
export { PROCESSING_LEASE_MS, MAX_PROCESSING_ATTEMPTS } from './documentLease';
export { projectDocumentLocation, deleteDocumentArtifacts } from './projectDocumentLocation';
export { chunkId, CHUNK_BATCH_SIZE } from './documentChunks';
