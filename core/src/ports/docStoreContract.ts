/**
 * The DocStore contract: one behaviour suite for every implementation (memory here; the
 * Firestore admin and web adapters in the emulator tier). Every test works under its own
 * random root collection, so a shared emulator needs no clearing between tests.
 *
 * Usage (in a *.test.ts):
 *   describeDocStoreContract('memory', () => ({ store: new MemoryDocStore({ clock }), now: () => clock.now() }));
 *
 * The parts, one concern each, live in ./docStoreContract/ (harness.ts holds what they share).
 */
import { describe } from 'vitest';
import { describeBatchesAndTransactions } from './docStoreContract/batchesAndTransactions';
import { describeListeners } from './docStoreContract/listeners';
import { describeQueryFilters } from './docStoreContract/queryFilters';
import { describeQueryOrdering } from './docStoreContract/queryOrdering';
import { describeReferencesAndValues } from './docStoreContract/referencesAndValues';
import { describeServerTimestamps } from './docStoreContract/serverTimestamps';
import { describeWrites } from './docStoreContract/writes';
import { type Factory, setupFor } from './docStoreContract/harness';

export type { DocStoreFixture } from './docStoreContract/harness';

export function describeDocStoreContract(name: string, makeStore: Factory): void {
  const setup = setupFor(makeStore);
  describe(`DocStore contract: ${name}`, () => {
    describeReferencesAndValues(setup);
    describeWrites(setup);
    describeQueryFilters(setup);
    describeQueryOrdering(setup);
    describeBatchesAndTransactions(setup);
    describeServerTimestamps(setup);
    describeListeners(setup);
  });
}
