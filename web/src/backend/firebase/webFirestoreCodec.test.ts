/**
 * webFirestoreCodec over the real exports of both SDKs the firebase backend loads: the full one
 * (FirestoreWebDocStore) and Lite (the first screen's reads). A document must read and query the
 * same through either, each with its own classes. No network: nothing here reads or writes.
 */
import * as port from '@tender/core';
import { deleteApp, initializeApp } from 'firebase/app';
import * as full from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { afterAll, describe, expect, it } from 'vitest';
import { webFirestoreCodec } from './webFirestoreCodec';

const app = initializeApp({ apiKey: 'demo-key', projectId: 'demo-codec' }, 'web-codec-test');
afterAll(() => deleteApp(app));

/** What each store passes in: the SDK's own exports, under the names the SDK gives them. */
const wire = (sdk: typeof full) =>
  webFirestoreCodec<full.Firestore, full.Query, full.QueryConstraint, full.FieldPath>({
    classes: sdk,
    values: sdk,
    queries: sdk,
  });

describe.each([
  ['the full SDK', full, full.getFirestore(app)],
  // Typed as the full SDK: the two modules' overloads do not unite (Lite's run as Lite's).
  [
    'Firestore Lite',
    lite as unknown as typeof full,
    lite.getFirestore(app) as unknown as full.Firestore,
  ],
] as const)('webFirestoreCodec over %s', (_, sdk, db) => {
  const codec = wire(sdk);
  const ref = sdk.doc(db, 'companies/c1/projects/p1');

  it('reads the SDK values a document holds as the port values', () => {
    const read = codec.fromSdk({
      dueAt: new sdk.Timestamp(1_750_000_000, 5),
      embedding: sdk.vector([0.5, -1]),
      project: ref,
      steps: [{ at: new sdk.Timestamp(1, 0) }],
    });
    expect(read).toEqual({
      dueAt: port.Timestamp.of(1_750_000_000, 5),
      embedding: new port.Vector([0.5, -1]),
      project: port.docRef('companies/c1/projects/p1'),
      steps: [{ at: port.Timestamp.of(1, 0) }],
    });
  });

  it("writes port values as this SDK's own classes and field values", () => {
    const data = codec.dataToSdk({
      dueAt: port.Timestamp.of(20, 1),
      updatedAt: port.serverTimestamp(),
    });
    expect(data.dueAt).toBeInstanceOf(sdk.Timestamp);
    expect(data.dueAt).toEqual(new sdk.Timestamp(20, 1));
    expect((data.updatedAt as full.FieldValue).isEqual(sdk.serverTimestamp())).toBe(true);
  });

  it('builds the same query as the SDK written by hand, with a cursor that breaks ties by id', () => {
    const q = port.query(
      port.collectionRef('companies/c1/projects'),
      port.where('status', '==', 'open'),
      port.orderBy('dueAt', 'desc'),
      port.startAfter({
        id: 'p9',
        data: { dueAt: port.Timestamp.of(30) },
        ref: port.docRef('x/p9'),
      }),
      port.limit(20),
    );
    const byHand = sdk.query(
      sdk.collection(db, 'companies/c1/projects'),
      sdk.where('status', '==', 'open'),
      sdk.orderBy('dueAt', 'desc'),
      sdk.orderBy(sdk.documentId(), 'desc'),
      sdk.startAfter(new sdk.Timestamp(30, 0), 'p9'),
      sdk.limit(20),
    );
    expect(sdk.queryEqual(codec.toQuery(db, q), byHand)).toBe(true);
    const all = codec.toQuery(db, port.collectionRef('companies/c1/projects'));
    expect(sdk.queryEqual(all, sdk.collection(db, 'companies/c1/projects'))).toBe(true);
  });

  it("turns the SDK's errors into DocStoreErrors and leaves other coded errors alone", async () => {
    const refused = codec.mapErrors(async () =>
      sdk.query(sdk.collection(db, 'x'), sdk.where('a', 'in', [])),
    );
    await expect(refused).rejects.toBeInstanceOf(port.DocStoreError);
    await expect(refused).rejects.toMatchObject({ code: 'invalid-argument' });
    const own = Object.assign(new Error('quota'), { code: 'resource-exhausted' });
    await expect(codec.mapErrors(() => Promise.reject(own))).rejects.toBe(own);
  });

  it('reads a missing document as no data, and a pending server time as its estimate', () => {
    const asked: unknown[] = [];
    const snap = (exists: boolean) => ({
      id: 'p1',
      ref: { path: 'companies/c1/projects/p1' },
      exists: () => exists,
      data: (options?: unknown) => (asked.push(options), exists ? { n: 1 } : undefined),
    });
    expect(codec.docSnapshot(snap(false))).toMatchObject({ exists: false, data: undefined });
    expect(codec.querySnapshot({ docs: [snap(true)] })).toMatchObject({
      size: 1,
      docs: [{ id: 'p1', data: { n: 1 }, ref: port.docRef('companies/c1/projects/p1') }],
    });
    expect(asked).toContainEqual({ serverTimestamps: 'estimate' });
  });

  it("says when a listener's snapshot came from the cache (the full SDK's metadata; Lite has none)", () => {
    const snap = (exists: boolean, metadata?: { fromCache: boolean }) => ({
      id: 'p1',
      ref: { path: 'companies/c1/projects/p1' },
      exists: () => exists,
      data: () => (exists ? { n: 1 } : undefined),
      ...(metadata ? { metadata } : {}),
    });
    expect(codec.docSnapshot(snap(false, { fromCache: true }))).toMatchObject({
      exists: false,
      fromCache: true,
    });
    expect(codec.docSnapshot(snap(true, { fromCache: false }))).not.toHaveProperty('fromCache');
    expect(codec.docSnapshot(snap(true))).not.toHaveProperty('fromCache');
    expect(codec.querySnapshot({ docs: [], metadata: { fromCache: true } })).toMatchObject({
      empty: true,
      fromCache: true,
    });
    expect(codec.querySnapshot({ docs: [snap(true)] })).not.toHaveProperty('fromCache');
  });
});
