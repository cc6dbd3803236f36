// Core's TypeScript for bench/ingestion-cost.mjs, imported once tsx is registered: the ingestion
// and its run matcher, the memory store with its billing wrapper, and the seeded PRNG.
import { register } from 'tsx/esm/api';

register();
export const core = await import('../../core/src/index.ts');
export const { billingDocStore } = await import('../../core/src/memory/billingDocStore.ts');
export const { ingestTenders, createRunMatcher } =
  await import('../../core/src/services/signaling/index.ts');
export const { prng, pickOne, pickSome } = await import('../../core/src/largeSeed/prng.ts');
