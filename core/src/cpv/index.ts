/**
 * CPV 2008: code shape, hierarchy and the vocabulary port. Import from '@tender/core/cpv/index';
 * the vocabulary's data is never imported here — callers load it and pass it in.
 */
export * from './cpvCode';
export * from './cpvHierarchy';
export * from './cpvVocabulary';
