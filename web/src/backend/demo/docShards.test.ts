/**
 * The demo saves only what changed (issue 22 item 6): the documents live in shards and a save
 * rewrites the shards of the documents written since the last one, never the whole store — with
 * the large company a whole-store save took about a second on the main thread after every write.
 */
import 'fake-indexeddb/auto';
import { refs } from '@tender/core';
import { describe, expect, it } from 'vitest';
import { type DocWrites, groupOfShard, shardOf } from './docShards';
import { type DemoPersistence, indexedDbPersistence } from './persistence';
import { makeDemo } from './testing';

const CID = 'van-dijk-bouw';
let dbCount = 0;

/** IndexedDB persistence that keeps what each save wrote of the documents. */
function recording() {
  const inner = indexedDbPersistence(`tender-demo-shards-${++dbCount}`);
  const writes: DocWrites[] = [];
  const persistence: DemoPersistence = {
    load: () => inner.load(),
    save: (state, files) => {
      writes.push(state.docs);
      return inner.save(state, files);
    },
  };
  return { persistence, writes };
}

/** A stored state with a tender and its match besides the seed. */
async function storedState() {
  const { persistence, writes } = recording();
  const first = (await makeDemo({ persistence })).backend;
  await first.state.docs.setDoc(refs.tender('t-big'), { title: 'Brug' } as never);
  await first.state.docs.setDoc(refs.tenderMatch(CID, 't-big'), { score: 80 } as never);
  await first.close();
  writes.length = 0;
  return { persistence, writes };
}

describe('saving the demo incrementally', () => {
  it('spreads documents over shards by group, the same shard every time', () => {
    expect(groupOfShard(shardOf(`companies/${CID}/projects/p1`))).toBe('first');
    expect(groupOfShard(shardOf(`companies/${CID}/tenderMatches/t1`))).toBe('matches');
    expect(groupOfShard(shardOf('tenders/t1'))).toBe('tenders');
    expect(shardOf('tenders/t1')).toBe(shardOf('tenders/t1'));
    const shards = new Set(Array.from({ length: 200 }, (_, i) => shardOf(`tenders/t${i}`)));
    expect(shards.size).toBeGreaterThan(20);
  });

  it('writes the whole state when it starts from the seed', async () => {
    const { persistence, writes } = recording();
    await (await makeDemo({ persistence })).backend.close();
    expect(writes[0]?.replaceAll).toBe(true);
    const saved = writes[0]!.shards;
    expect(Object.keys(saved.get(shardOf(`companies/${CID}`)) ?? {})).toContain(`companies/${CID}`);
  });

  it('saves only the shard of a changed document, without loading the tenders and matches', async () => {
    const { persistence, writes } = await storedState();
    const { backend } = await makeDemo({ persistence });
    await backend.state.docs.updateDoc(refs.company(CID), { name: 'Van Dijk' });
    expect(writes).toHaveLength(1);
    expect(writes[0]?.replaceAll).toBe(false);
    expect([...writes[0]!.shards.keys()]).toEqual([shardOf(`companies/${CID}`)]);
    // The write neither waited for nor loaded the deferred groups.
    expect((await backend.state.store.getDoc(refs.tender('t-big'))).exists).toBe(false);
    await backend.close();

    // Nothing is lost on reload: the change, the other shards and the deferred documents.
    const reloaded = (await makeDemo({ persistence })).backend;
    expect((await reloaded.state.docs.getDoc(refs.company(CID))).data?.name).toBe('Van Dijk');
    expect((await reloaded.state.docs.getDoc(refs.user('u-admin-vandijk'))).exists).toBe(true);
    expect((await reloaded.state.docs.getDoc(refs.tender('t-big'))).data).toEqual({
      title: 'Brug',
    });
    await reloaded.close();
  });

  it('a write of a match waits for the matches, saves their shard and keeps the other matches', async () => {
    const { persistence, writes } = await storedState();
    const { backend } = await makeDemo({ persistence });
    await backend.state.docs.setDoc(refs.tenderMatch(CID, 't-new'), { score: 55 } as never);
    expect([...writes[0]!.shards.keys()]).toEqual([
      shardOf(`companies/${CID}/tenderMatches/t-new`),
    ]);
    await backend.close();
    const reloaded = (await makeDemo({ persistence })).backend;
    const matches = await reloaded.state.docs.getDocs(refs.tenderMatches(CID));
    expect(matches.docs.map((d) => [d.id, d.data])).toEqual(
      expect.arrayContaining([
        ['t-big', { score: 80 }],
        ['t-new', { score: 55 }],
      ]),
    );
    await reloaded.close();
  });

  it('removes a deleted document from its shard', async () => {
    const { persistence } = await storedState();
    const first = (await makeDemo({ persistence })).backend;
    await first.state.docs.deleteDoc(refs.tender('t-big'));
    await first.close();
    const reloaded = (await makeDemo({ persistence })).backend;
    expect((await reloaded.state.docs.getDoc(refs.tender('t-big'))).exists).toBe(false);
    expect((await reloaded.state.docs.getDoc(refs.tenderMatch(CID, 't-big'))).exists).toBe(true);
    await reloaded.close();
  });

  it('moves a state of the layout before shards to shards at its first save, losing nothing', async () => {
    // The earlier layout: the documents in `current`, each deferred group in a record of its own.
    const name = `tender-demo-unsharded-${++dbCount}`;
    const { persistence: source } = await storedState();
    const loaded = (await source.load())!;
    const legacy = {
      version: loaded.version,
      identity: loaded.identity,
      docs: loaded.docs,
    };
    const matches = await loaded.deferred!('matches');
    const tenders = await loaded.deferred!('tenders');
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(name, 2);
      request.onupgradeneeded = () => {
        request.result.createObjectStore('state');
        request.result.createObjectStore('files');
      };
      request.onsuccess = () => {
        const tx = request.result.transaction('state', 'readwrite');
        tx.objectStore('state').put(legacy, 'current');
        tx.objectStore('state').put(matches, 'deferred-matches');
        tx.objectStore('state').put(tenders, 'deferred-tenders');
        tx.oncomplete = () => (request.result.close(), resolve());
        tx.onerror = () => reject(tx.error);
      };
    });
    const persistence = indexedDbPersistence(name);
    const second = (await makeDemo({ persistence })).backend;
    expect(second.state.seeded).toBe(false);
    await second.state.docs.updateDoc(refs.company(CID), { name: 'Van Dijk' });
    await second.close();
    const third = (await makeDemo({ persistence })).backend;
    expect((await third.state.docs.getDoc(refs.company(CID))).data?.name).toBe('Van Dijk');
    expect((await third.state.docs.getDoc(refs.tender('t-big'))).data).toEqual({ title: 'Brug' });
    expect((await third.state.docs.getDoc(refs.tenderMatch(CID, 't-big'))).data).toEqual({
      score: 80,
    });
    await third.close();
  });
});
