/**
 * @tender/core public API. Sub-barrels can also be imported directly:
 * '@tender/core/model/index', '@tender/core/ports', '@tender/core/memory/index', '@tender/core/policy/index'.
 * The DocStore contract suite (vitest) is deliberately not exported here:
 * import it from '@tender/core/ports/docStoreContract'.
 */
export * from './model/index';
export * from './ports';
export * from './memory/index';
export * from './policy/index';
export * from './callables/index';
// The tender brief is pure (facts and structure in, cited lines out): the screens and the chat
// build it where they need it.
export { buildTenderBrief, briefText, type TenderBriefInput } from './documents/brief/index';
