/** Tender documents: facts, summary and the analysis the processor stores. */
export * from './facts/index';
export { summariseDocument, SUMMARY_MAX_SENTENCES } from './summary';
export { analyseDocument, analyseDocumentWithModel, type DocumentAnalysis } from './analyse';
export * from './brief/index';
export * from './changes/index';
