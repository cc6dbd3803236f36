/**
 * The tenders and matches are stored apart and loaded after the first render (issue 22 item 6):
 * a reload does not read them before it starts, yet every read, listener and save sees them.
 */
import 'fake-indexeddb/auto';
import { refs } from '@tender/core';
import { describe, expect, it } from 'vitest';
import { deferredGroup, groupsFirstReadAt, isDeferredPath } from './deferredDocs';
import { indexedDbPersistence } from './persistence';
import { makeDemo } from './testing';

const CID = 'van-dijk-bouw';
let dbCount = 0;

async function stateWithATenderAndItsMatch() {
  const persistence = indexedDbPersistence(`tender-demo-deferred-${++dbCount}`);
  const first = (await makeDemo({ persistence })).backend;
  await first.state.docs.setDoc(refs.tender('t-big'), { title: 'Brug' } as never);
  await first.state.docs.setDoc(refs.tenderMatch(CID, 't-big'), { score: 80 } as never);
  await first.close();
  return persistence;
}

describe('collections loaded after the first render', () => {
  it('are the tenders and the companies’ matches, nothing else', () => {
    expect(isDeferredPath('tenders/t1')).toBe(true);
    expect(isDeferredPath(`companies/${CID}/tenderMatches/t1`)).toBe(true);
    expect(isDeferredPath(`companies/${CID}/projects/p1`)).toBe(false);
    expect(isDeferredPath(`companies/${CID}`)).toBe(false);
    expect(isDeferredPath('tenders/t1/x/y')).toBe(false);
    expect(deferredGroup(`companies/${CID}/tenderMatches/t1`)).toBe('matches');
    expect(deferredGroup('tenders/t1')).toBe('tenders');
  });

  it('a reload starts without them, and a read or a listener waits for them', async () => {
    const persistence = await stateWithATenderAndItsMatch();
    const { backend } = await makeDemo({ persistence });
    // Not read before the start: the store has the company but not yet its tender.
    expect((await backend.state.store.getDoc(refs.company(CID))).exists).toBe(true);
    expect((await backend.state.store.getDoc(refs.tender('t-big'))).exists).toBe(false);
    const seen = new Promise<number>((resolve) => {
      backend.state.docs.onQuerySnapshot(refs.tenderMatches(CID), (snap) => resolve(snap.size));
    });
    expect((await backend.state.docs.getDoc(refs.tender('t-big'))).data).toEqual({ title: 'Brug' });
    expect(await seen).toBeGreaterThanOrEqual(1);
    await backend.close();
  });

  it('the matches load without waiting for the tenders', async () => {
    const persistence = await stateWithATenderAndItsMatch();
    const { backend } = await makeDemo({ persistence });
    expect((await backend.state.docs.getDocs(refs.tenderMatches(CID))).size).toBeGreaterThanOrEqual(
      1,
    );
    expect((await backend.state.store.getDoc(refs.tender('t-big'))).exists).toBe(false);
    await backend.close();
  });

  it('a save right after a reload keeps them', async () => {
    const persistence = await stateWithATenderAndItsMatch();
    const second = (await makeDemo({ persistence })).backend;
    await second.state.docs.updateDoc(refs.company(CID), { name: 'Van Dijk' });
    await second.close();
    const third = (await makeDemo({ persistence })).backend;
    expect((await third.state.docs.getDoc(refs.tenderMatch(CID, 't-big'))).data).toEqual({
      score: 80,
    });
    expect((await third.state.docs.getDoc(refs.company(CID))).data?.name).toBe('Van Dijk');
    await third.close();
  });
});

describe('groups loaded as the state opens', () => {
  it('are the matches for the dashboard and Signaling, nothing for other pages', () => {
    expect(groupsFirstReadAt('/nl/dashboard')).toEqual(['matches']);
    expect(groupsFirstReadAt('/en/dashboard/signaling')).toEqual(['matches']);
    expect(groupsFirstReadAt('/nl/dashboard/projects')).toEqual([]);
    expect(groupsFirstReadAt('/nl/dashboard/help')).toEqual([]);
    expect(groupsFirstReadAt('/nl/authentication')).toEqual([]);
  });
});
