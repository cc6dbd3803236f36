/** Tender-document processing: the service behind the Storage trigger and the demo's uploads. */
export * from './types';
export * from './errors';
