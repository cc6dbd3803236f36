import { describeDocStoreContract } from '@tender/core/ports/docStoreContract';
import { ManualClock } from '@tender/core/memory/clock';
import { MemoryDocStore } from '@tender/core/memory/docStore';
import { docRef, type DocStore } from '@tender/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FirestoreReads, LIVE_AT_THE_LATEST_MS, liteFirstDocStore } from './liteFirstDocStore';

// Lite and the full SDK read the same database: here one memory store behind both.
describeDocStoreContract('lite first (over memory, before the full SDK)', () => {
  const clock = new ManualClock(Date.UTC(2026, 4, 1, 9, 30));
  const store = new MemoryDocStore({ clock });
  return {
    store: liteFirstDocStore(
      async () => store,
      async () => store,
    ).docs,
    now: () => clock.now(),
    toleranceMs: 0,
  };
});

type Thing = { name: string };
const ref = docRef<Thing>('things/a');

/** A store that counts its calls, to see which of the two answered. */
function counted(store: MemoryDocStore) {
  return {
    store,
    getDoc: vi.spyOn(store, 'getDoc'),
    getDocs: vi.spyOn(store, 'getDocs'),
    onDocSnapshot: vi.spyOn(store, 'onDocSnapshot'),
  };
}

function setUp() {
  const db = new MemoryDocStore();
  // Lite reads the same data: forward its reads to db, spying on the forwarding.
  const reads = { getDoc: vi.fn(db.getDoc.bind(db)), getDocs: vi.fn(db.getDocs.bind(db)) };
  const full = counted(db);
  const loadFull = vi.fn(async () => db as DocStore);
  const hybrid = liteFirstDocStore(async () => reads as unknown as FirestoreReads, loadFull);
  return { db, reads, full, loadFull, ...hybrid };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('liteFirstDocStore', () => {
  it('reads with Lite and does not load the full SDK until goLive, then reads with the full SDK', async () => {
    const { db, reads, full, loadFull, docs, goLive } = setUp();
    await db.setDoc(ref, { name: 'first' });
    full.getDoc.mockClear();
    expect((await docs.getDoc(ref)).data).toEqual({ name: 'first' });
    expect(reads.getDoc).toHaveBeenCalledTimes(1);
    expect(loadFull).not.toHaveBeenCalled();

    await goLive();
    expect((await docs.getDoc(ref)).data).toEqual({ name: 'first' });
    expect(reads.getDoc).toHaveBeenCalledTimes(1);
    expect(full.getDoc).toHaveBeenCalledTimes(1);
    expect(loadFull).toHaveBeenCalledTimes(1);
  });

  it('gives a listener its first state from Lite, then follows changes once live', async () => {
    const { db, full, loadFull, docs, goLive } = setUp();
    await db.setDoc(ref, { name: 'first' });
    const seen: (string | undefined)[] = [];
    const stop = docs.onDocSnapshot(ref, (snap) => seen.push(snap.data?.name));
    await vi.waitFor(() => expect(seen).toEqual(['first']));
    expect(loadFull).not.toHaveBeenCalled();
    expect(full.onDocSnapshot).not.toHaveBeenCalled();

    // A change before the full SDK is there shows once it is (with the state again).
    await db.setDoc(ref, { name: 'second' });
    await goLive();
    await vi.waitFor(() => expect(seen.at(-1)).toBe('second'));
    await db.setDoc(ref, { name: 'third' });
    await vi.waitFor(() => expect(seen.at(-1)).toBe('third'));
    stop();
    await db.setDoc(ref, { name: 'fourth' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen.at(-1)).toBe('third');
  });

  it('loads the full SDK with the first write, so a read after it is the full SDK’s', async () => {
    const { reads, full, loadFull, docs } = setUp();
    await docs.setDoc(ref, { name: 'written' });
    expect(loadFull).toHaveBeenCalledTimes(1);
    expect((await docs.getDoc(ref)).data).toEqual({ name: 'written' });
    expect(reads.getDoc).not.toHaveBeenCalled();
    expect(full.getDoc).toHaveBeenCalledTimes(1);
  });

  it('goes live on its own after LIVE_AT_THE_LATEST_MS when nothing calls goLive', async () => {
    vi.useFakeTimers();
    const { db, loadFull, docs } = setUp();
    await db.setDoc(ref, { name: 'first' });
    const seen: (string | undefined)[] = [];
    docs.onDocSnapshot(ref, (snap) => seen.push(snap.data?.name));
    await vi.advanceTimersByTimeAsync(LIVE_AT_THE_LATEST_MS - 100);
    expect(seen).toEqual(['first']);
    expect(loadFull).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(loadFull).toHaveBeenCalledTimes(1);
  });

  it('ends a listener whose Lite read is refused, without loading the full SDK', async () => {
    const refused = Object.assign(new Error('refused'), { code: 'permission-denied' });
    const loadFull = vi.fn(async () => new MemoryDocStore() as DocStore);
    const { docs } = liteFirstDocStore(
      async () => ({
        getDoc: () => Promise.reject(refused),
        getDocs: () => Promise.reject(refused),
      }),
      loadFull,
    );
    const next = vi.fn();
    const error = vi.fn();
    docs.onDocSnapshot(ref, next, error);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(refused));
    expect(next).not.toHaveBeenCalled();
    expect(loadFull).not.toHaveBeenCalled();
  });

  it('ends the waiting listeners when the full SDK cannot be loaded, and tries again later', async () => {
    const db = new MemoryDocStore();
    await db.setDoc(ref, { name: 'first' });
    const loadFull = vi
      .fn<() => Promise<DocStore>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(db);
    const { docs, goLive } = liteFirstDocStore(async () => db, loadFull);
    const error = vi.fn();
    const next = vi.fn();
    docs.onDocSnapshot(ref, next, error);
    await vi.waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    await expect(goLive()).rejects.toThrow('chunk failed');
    expect(error).toHaveBeenCalledWith(new Error('chunk failed'));
    await goLive();
    expect(loadFull).toHaveBeenCalledTimes(2);
  });

  it('never delivers to a listener stopped before its Lite read answered', async () => {
    const { db, docs, goLive, full } = setUp();
    await db.setDoc(ref, { name: 'first' });
    const next = vi.fn();
    const stop = docs.onDocSnapshot(ref, next);
    stop();
    await goLive();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(next).not.toHaveBeenCalled();
    expect(full.onDocSnapshot).not.toHaveBeenCalled();
  });
});
