/**
 * Signaling's first rows and the dashboard's figures come from the matches' heads, read as the
 * state opens, not from all of a large company's matches (issue 22 item 6): a reload answers
 * both pages' queries as the loaded store would, without loading the matches; a live query then
 * follows the store once they have loaded; a state saved before heads were kept gets them.
 */
import 'fake-indexeddb/auto';
import { type Query, type TenderMatch, Timestamp, refs } from '@tender/core';
import { dashboardQueries } from '@tender/core/services/dashboard/index';
import { describe, expect, it } from 'vitest';
import { signalingQuery } from '../../features/signaling/signalingView';
import { indexedDbPersistence } from './persistence';
import { makeDemo } from './testing';

const CID = 'van-dijk-bouw';
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 2, 2, 9); // testing.ts's clock
let dbCount = 0;

/** A state with 600 matches (more than Signaling's 500), ten of them this week, none for weeks before. */
async function stateWithMatches(name = `tender-demo-heads-${++dbCount}`) {
  const persistence = indexedDbPersistence(name);
  const { backend } = await makeDemo({ persistence });
  const batch = backend.state.docs.batch();
  for (let i = 0; i < 600; i++) {
    batch.set(refs.tenderMatch(CID, `t${String(i).padStart(3, '0')}`), {
      tenderId: `t${i}`,
      score: 50 + ((i * 37) % 51),
      createdAt: Timestamp.fromMillis(NOW - (i < 10 ? i / 2 : 100 + i) * DAY),
    } as never);
  }
  await batch.commit();
  await backend.close();
  return persistence;
}

const ids = (snap: { docs: readonly { id: string; data: unknown }[] }) =>
  snap.docs.map((d) => [d.id, d.data]);

const firstQueries = (): Query<TenderMatch>[] => [
  signalingQuery(CID, 'all'),
  dashboardQueries(CID, 'admin', NOW).matches,
];

describe('the matches’ heads', () => {
  it('answer Signaling’s and the dashboard’s first queries without loading the matches', async () => {
    const persistence = await stateWithMatches();
    const { backend } = await makeDemo({ persistence });
    const early = await Promise.all(firstQueries().map((q) => backend.state.docs.getDocs(q)));
    // Not loaded: the store itself does not hold a single match yet.
    expect((await backend.state.store.getDocs(refs.tenderMatches(CID))).size).toBe(0);
    expect(early.map((s) => s.size)).toEqual([500, 10]);
    await backend.state.loaded();
    const loaded = await Promise.all(firstQueries().map((q) => backend.state.store.getDocs(q)));
    expect(early.map(ids)).toEqual(loaded.map(ids));
    await backend.close();
  });

  it('a band the head cannot answer waits for the matches', async () => {
    const persistence = await stateWithMatches();
    const { backend } = await makeDemo({ persistence });
    const low = await backend.state.docs.getDocs(signalingQuery(CID, '50-70'));
    expect(low.size).toBeGreaterThan(0);
    expect((await backend.state.store.getDocs(refs.tenderMatches(CID))).size).toBe(600);
    await backend.close();
  });

  it('a live query shows the head at once, then follows the store once the matches load', async () => {
    const persistence = await stateWithMatches();
    const { backend } = await makeDemo({ persistence });
    const sizes: number[] = [];
    const scores: number[] = [];
    backend.state.docs.onQuerySnapshot(signalingQuery(CID, 'all'), (snap) => {
      sizes.push(snap.size);
      scores.push(snap.docs[0]!.data.score);
    });
    await expect.poll(() => sizes.length).toBe(1);
    expect((await backend.state.store.getDocs(refs.tenderMatches(CID))).size).toBe(0);
    await backend.state.loaded();
    // A change after the load reaches the listener: it now follows the store.
    await backend.state.docs.updateDoc(refs.tenderMatch(CID, 't000'), { score: 101 } as never);
    await expect.poll(() => scores.at(-1)).toBe(101);
    expect(sizes[0]).toBe(500);
    await backend.close();
  });

  it('a change to the matches is in the heads of the next reload', async () => {
    const persistence = await stateWithMatches();
    const second = (await makeDemo({ persistence })).backend;
    await second.state.docs.updateDoc(refs.tenderMatch(CID, 't599'), {
      score: 100,
      createdAt: Timestamp.fromMillis(NOW),
    } as never);
    await second.close();
    const third = (await makeDemo({ persistence })).backend;
    const [best, newest] = await Promise.all(
      firstQueries().map((q) => third.state.docs.getDocs(q)),
    );
    expect((await third.state.store.getDocs(refs.tenderMatches(CID))).size).toBe(0);
    expect(best!.docs.some((d) => d.id === 't599')).toBe(true);
    expect(newest!.docs.map((d) => d.id)).toContain('t599');
    expect(newest!.size).toBe(11);
    await third.close();
  });

  it('a state saved before heads were kept loads the matches, then keeps heads', async () => {
    const name = `tender-demo-heads-${++dbCount}`;
    const persistence = await stateWithMatches(name);
    await forgetHeads(name);
    const second = (await makeDemo({ persistence })).backend;
    expect((await second.state.docs.getDocs(signalingQuery(CID, 'all'))).size).toBe(500);
    expect((await second.state.store.getDocs(refs.tenderMatches(CID))).size).toBe(600);
    await second.state.flush();
    await second.close();
    const third = (await makeDemo({ persistence })).backend;
    expect((await third.state.docs.getDocs(signalingQuery(CID, 'all'))).size).toBe(500);
    expect((await third.state.store.getDocs(refs.tenderMatches(CID))).size).toBe(0);
    await third.close();
  });
});

/** The state as a build before heads saved it: no heads records, no mark that they are kept. */
async function forgetHeads(name: string) {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('state', 'readwrite');
    const store = tx.objectStore('state');
    store.delete(IDBKeyRange.bound('heads-', 'heads-\uffff'));
    const meta = store.get('current');
    meta.onsuccess = () => {
      const { headsKept: _kept, ...rest } = meta.result as Record<string, unknown>;
      store.put(rest, 'current');
    };
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}
