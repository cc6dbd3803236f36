import { describe, expect, it } from 'vitest';
import { DocStoreError } from '../ports/docStore';
import { orderBy, query } from '../ports/query';
import { collectionRef, docRef } from '../ports/refs';
import {
  FieldSentinel,
  Timestamp,
  Vector,
  arrayUnion,
  deleteField,
  serverTimestamp,
} from '../ports/values';
import { ManualClock } from './clock';
import { MemoryDocStore } from './docStore';

type Counter = { n: number };

describe('MemoryDocStore specifics', () => {
  it('orders strings by code point, as Firestore (UTF-8 bytes), not by UTF-16 unit', async () => {
    const store = new MemoryDocStore();
    const values = ['\u{1F600}', 'b', '\uFFFF', 'ab', 'a', '\uE000', '\u{10000}', ''];
    for (const [i, v] of values.entries()) await store.setDoc(docRef(`s/${i}`), { v });
    const sorted = await store.getDocs(query(collectionRef<{ v: string }>('s'), orderBy('v')));
    expect(sorted.docs.map((d) => d.data.v)).toEqual([
      '',
      'a',
      'ab',
      'b',
      '\uE000',
      '\uFFFF',
      '\u{10000}',
      '\u{1F600}',
    ]);
  });

  it('tells commit listeners the written paths (not loads), and exports just the asked documents', async () => {
    const store = new MemoryDocStore();
    const seen: string[][] = [];
    const stop = store.onCommit((paths) => seen.push([...paths].sort()));
    await store.setDoc(docRef('a/1'), { n: 1 });
    await store.batch().set(docRef('a/2'), { n: 2 }).delete(docRef('a/1')).commit();
    await store.runTransaction(async (tx) => void tx.update(docRef('a/2'), { n: 3 }));
    store.mergeSnapshotDocs({ 'b/1': { data: { n: 4 }, createTime: 1, updateTime: 1 } });
    stop();
    await store.setDoc(docRef('a/3'), { n: 5 });
    expect(seen).toEqual([['a/1'], ['a/1', 'a/2'], ['a/2']]);
    const exported = store.exportDocs(['a/2', 'a/1', 'b/1']);
    expect(Object.keys(exported)).toEqual(['a/2', 'b/1']);
    expect(exported['a/2']?.data).toEqual({ n: 3 });
    expect([...store.paths()].sort()).toEqual(['a/2', 'a/3', 'b/1']);
  });

  it('stamps server timestamps with the injected clock', async () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 2, 3, 4, 5));
    const store = new MemoryDocStore({ clock });
    const ref = docRef<{ at: Timestamp | FieldSentinel }>('x/1');
    await store.setDoc(ref, { at: serverTimestamp() });
    clock.advance(1000);
    expect(((await store.getDoc(ref)).data?.at as Timestamp).toMillis()).toBe(
      Date.UTC(2026, 0, 2, 3, 4, 5),
    );
  });

  it('retries a transaction whose read changed before commit, re-running the function', async () => {
    const store = new MemoryDocStore();
    const ref = docRef<Counter>('c/1');
    await store.setDoc(ref, { n: 0 });
    let attempts = 0;
    await store.runTransaction(async (tx) => {
      attempts++;
      const snap = await tx.get(ref);
      if (attempts === 1) await store.setDoc(ref, { n: 100 }); // a concurrent writer sneaks in
      tx.set(ref, { n: (snap.data?.n ?? 0) + 1 });
    });
    expect(attempts).toBe(2);
    expect((await store.getDoc(ref)).data).toEqual({ n: 101 });
  });

  it("gives up with 'aborted' after maxAttempts and writes nothing", async () => {
    const store = new MemoryDocStore();
    const ref = docRef<Counter>('c/1');
    await store.setDoc(ref, { n: 0 });
    let attempts = 0;
    const error = await store
      .runTransaction(
        async (tx) => {
          attempts++;
          await tx.get(ref);
          await store.setDoc(ref, { n: attempts * 10 }); // always conflicts
          tx.set(ref, { n: -1 });
        },
        { maxAttempts: 3 },
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocStoreError);
    expect((error as DocStoreError).code).toBe('aborted');
    expect(attempts).toBe(3);
    expect((await store.getDoc(ref)).data).toEqual({ n: 30 });
  });

  it('detects a conflict on a document that was missing when read and created meanwhile', async () => {
    const store = new MemoryDocStore();
    const ref = docRef<Counter>('c/new');
    let attempts = 0;
    await store.runTransaction(async (tx) => {
      attempts++;
      const snap = await tx.get(ref);
      if (attempts === 1) await store.setDoc(ref, { n: 5 });
      tx.set(ref, { n: snap.exists ? (snap.data?.n ?? 0) + 1 : 1 });
    });
    expect((await store.getDoc(ref)).data).toEqual({ n: 6 });
  });

  it('rejects values Firestore rejects', async () => {
    const store = new MemoryDocStore();
    const ref = docRef('v/1');
    const bad: unknown[] = [
      { d: new Date() },
      { a: [[1]] },
      { a: [serverTimestamp()] },
      { f: () => 1 },
      { m: new Map() },
      { u: undefined },
    ];
    for (const data of bad) {
      await expect(store.setDoc(ref, data as Record<string, unknown>)).rejects.toBeInstanceOf(
        DocStoreError,
      );
    }
    await expect(store.setDoc(ref, { x: deleteField() })).rejects.toThrow(/merge/);
    await expect(store.setDoc(ref, { x: arrayUnion(undefined) })).rejects.toBeInstanceOf(
      DocStoreError,
    );
    expect((await store.getDoc(ref)).exists).toBe(false);
  });

  it('round-trips every value type through a JSON snapshot', async () => {
    const clock = new ManualClock(1_000);
    const store = new MemoryDocStore({ clock });
    const data = {
      at: Timestamp.of(1_767_225_600, 123_456_789),
      v: new Vector([1, 2.5]),
      tricky: { $type: 'user data', nested: [{ $type: 'timestamp' }] },
      nan: Number.NaN,
      list: [null, true, 'x', 3],
    };
    await store.setDoc(docRef('a/1'), data);
    await store.setDoc(docRef('a/1/b/2'), { ok: true });
    const json = JSON.parse(JSON.stringify(store.exportSnapshot())) as ReturnType<
      MemoryDocStore['exportSnapshot']
    >;

    const restored = MemoryDocStore.fromSnapshot(json);
    const snap = await restored.getDoc(docRef<typeof data>('a/1'));
    expect(snap.data?.at).toBeInstanceOf(Timestamp);
    expect(snap.data?.at.isEqual(data.at)).toBe(true);
    expect(snap.data?.v).toBeInstanceOf(Vector);
    expect(snap.data?.tricky).toEqual(data.tricky);
    expect(snap.data?.nan).toBeNaN();
    expect(snap.data?.list).toEqual(data.list);
    expect((await restored.getDoc(docRef('a/1/b/2'))).data).toEqual({ ok: true });
    expect(json.docs['a/1']?.createTime).toBe(1_000);
  });

  it('tells listeners about an import', async () => {
    const source = new MemoryDocStore();
    await source.setDoc(docRef('p/1'), { name: 'imported' });
    const target = new MemoryDocStore();
    const seen: unknown[] = [];
    target.onDocSnapshot(docRef('p/1'), (s) => seen.push(s.data));
    await new Promise((r) => setTimeout(r, 0));
    target.importSnapshot(source.exportSnapshot());
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([undefined, { name: 'imported' }]);
  });

  it('refuses a snapshot of another format', () => {
    expect(() =>
      new MemoryDocStore().importSnapshot({ format: 'x', version: 1, docs: {} } as never),
    ).toThrow(DocStoreError);
  });

  it('never calls a listener that unsubscribed before its first snapshot', async () => {
    const store = new MemoryDocStore();
    let calls = 0;
    const stop = store.onDocSnapshot(docRef('q/1'), () => calls++);
    stop();
    await store.setDoc(docRef('q/1'), { a: 1 });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(0);
  });

  it('does not notify a query listener when a write leaves its result unchanged', async () => {
    const store = new MemoryDocStore();
    const seen: number[] = [];
    await store.setDoc(docRef('q/1'), { a: 1 });
    store.onQuerySnapshot(collectionRef('q'), (s) => seen.push(s.size));
    await new Promise((r) => setTimeout(r, 0));
    await store.setDoc(docRef('q/1'), { a: 1 }); // same data
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([1]);
  });
});
