/**
 * The ports of ARCHITECTURE §4: the interfaces services receive as arguments. Implementations:
 * core/src/memory (tests, demo), functions/src/adapters and web/src/backend/firebase (product).
 * The DocStore contract suite is not re-exported here (it imports vitest): import it from
 * '@tender/core/ports/docStoreContract'.
 */
export * from './ports/values';
export * from './ports/refs';
export * from './ports/query';
export * from './ports/docStore';
export * from './ports/realtime';
export * from './ports/files';
export * from './ports/ai';
export * from './ports/external';
export * from './ports/runtime';
export * from './ports/identity';
