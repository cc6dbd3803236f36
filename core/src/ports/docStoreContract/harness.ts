/**
 * What every part of the DocStore contract shares: the fixture an implementation provides, the
 * per-test setup under a fresh root, the seed items, and helpers for asynchronous listeners and
 * typed errors.
 */
import { expect } from 'vitest';
import { type DocStore, DocStoreError, type QuerySnapshot } from '../docStore';
import { type DocRef, collectionRef, docRef } from '../refs';

export interface DocStoreFixture {
  readonly store: DocStore;
  /** The store's notion of now (ms) for server-timestamp checks; Date.now by default. */
  readonly now?: () => number;
  /** Allowed distance between a server timestamp and now() (ms); 0 for a manual clock. */
  readonly toleranceMs?: number;
  readonly dispose?: () => void | Promise<void>;
}

export type Factory = () => DocStore | DocStoreFixture | Promise<DocStore | DocStoreFixture>;

/** The documents the contract writes (every field but the name is optional). */
export type Item = {
  name: string;
  score?: number;
  tags?: string[];
  group?: string;
  rank?: unknown;
  nested?: Record<string, unknown>;
};

let rootCounter = 0;

/** Polls until predicate holds (listeners are asynchronous in every implementation). */
export async function waitFor(
  predicate: () => boolean,
  what: string,
  timeoutMs = 5_000,
): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Gives a listener time to deliver a snapshot it should not. */
export const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

/** Expects the promise to reject with a DocStoreError of the given code. */
export async function expectCode(
  promise: Promise<unknown>,
  code: DocStoreError['code'],
): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected a DocStoreError '${code}'`).toBeInstanceOf(DocStoreError);
  expect((error as DocStoreError).code).toBe(code);
}

/**
 * The per-test setup of one suite: each call makes a store and a fresh random root, with the
 * `items` collection under it and a typed ref for any of its documents.
 */
export function setupFor(makeStore: Factory) {
  return async function setup() {
    const made = await makeStore();
    const fixture: DocStoreFixture = 'store' in made ? made : { store: made };
    const root = `contract_${++rootCounter}_${Math.random().toString(36).slice(2, 8)}`;
    const items = collectionRef<Item>(`${root}/c/items`);
    const item = (id: string) => docRef<Item>(`${items.path}/${id}`);
    return { ...fixture, root, items, item };
  };
}

export type Setup = ReturnType<typeof setupFor>;

/** Five items over three groups; d ties c on score, e has no score and no tags. */
export async function seedItems(store: DocStore, item: (id: string) => DocRef<Item>) {
  const batch = store.batch();
  batch.set(item('a'), { name: 'Alpha', score: 90, tags: ['x', 'y'], group: 'g1' });
  batch.set(item('b'), { name: 'Bravo', score: 50, tags: ['y'], group: 'g1' });
  batch.set(item('c'), { name: 'Charlie', score: 70, tags: [], group: 'g2' });
  batch.set(item('d'), { name: 'Delta', score: 70, group: 'g2' });
  batch.set(item('e'), { name: 'Echo', group: 'g3' }); // no score, no tags
  await batch.commit();
}

/** The ids of a query snapshot, in order. */
export const ids = (snap: QuerySnapshot<unknown>) => snap.docs.map((d) => d.id);
