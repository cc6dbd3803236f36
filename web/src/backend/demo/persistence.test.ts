/** The demo keeps its data across page loads in IndexedDB (fake-indexeddb here). */
import 'fake-indexeddb/auto';
import { refs } from '@tender/core';
import { type ProgressTree, summarizeDashboard } from '@tender/core/services/dashboard/summarize';
import { describe, expect, it } from 'vitest';
import {
  type DemoPersistence,
  type FileChanges,
  type PersistedState,
  indexedDbPersistence,
  memoryPersistence,
} from './persistence';
import { shardOf } from './docShards';
import { type Seed, seed, seedVersion } from './seed';
import { ADMIN, MemoryStorage, PASSWORD, makeDemo } from './testing';

let dbCount = 0;
const freshDb = () => indexedDbPersistence(`tender-demo-test-${++dbCount}`);

/** Counts saves, so debouncing is visible, and keeps the file changes each one wrote. */
function counting(inner: DemoPersistence) {
  const counter = { saves: 0, fileChanges: [] as (FileChanges | undefined)[] };
  const persistence: DemoPersistence = {
    load: () => inner.load(),
    save: (s, files) => {
      counter.saves++;
      counter.fileChanges.push(files);
      return inner.save(s, files);
    },
  };
  return { persistence, counter };
}

describe('demo persistence', () => {
  it('seeds on first run and saves the seeded state at once', async () => {
    const persistence = freshDb();
    expect(await persistence.load()).toBeNull();
    const { backend } = await makeDemo({ persistence });
    expect(backend.state.seeded).toBe(true);
    const stored = await persistence.load();
    expect(stored?.version).toBe(seedVersion());
    expect(Object.keys(stored?.docs.docs ?? {})).toContain('companies/van-dijk-bouw');
    expect(stored?.identity.accounts.map((a) => a.uid)).toContain('u-admin-vandijk');
  });

  it('keeps settled progress across a reload, so the dashboard still counts drafts generated', async () => {
    const persistence = freshDb();
    const first = (await makeDemo({ persistence })).backend;
    const now = Date.now();
    const draft = (state: 'running' | 'done') => ({
      jobId: `job-${state}`,
      state,
      startedAt: now - 60_000,
      deadlineAt: now + 600_000,
      current: null,
      steps: {},
      draftId: state === 'done' ? 'd1' : null,
      error: null,
    });
    await first.state.realtime.set('progress/van-dijk-bouw/p-done/draft', draft('done'));
    await first.state.realtime.set('progress/van-dijk-bouw/p-running/draft', draft('running'));
    await first.state.realtime.set('progress/van-dijk-bouw/p-done/documents/doc1', {
      stage: 'done',
      updatedAt: now,
    });
    await first.close();

    const second = (await makeDemo({ persistence })).backend;
    const tree = await second.state.realtime.get<ProgressTree>('progress/van-dijk-bouw');
    expect(tree?.['p-done']?.draft?.state).toBe('done');
    expect(tree?.['p-done']?.documents?.doc1?.stage).toBe('done');
    // Work still running is not kept: a reload starts it again.
    expect(tree?.['p-running']).toBeUndefined();
    const data = summarizeDashboard({
      now,
      recentProjects: [],
      submissionDeadlines: [],
      announcementDates: [],
      matches: [],
      usage: null,
      progress: tree,
      lookedUp: new Map(),
    });
    expect(data.figures.draftsGenerated).toBe(1);
    expect(data.figures.documentsProcessed).toBe(1);
    await second.close();
  });

  it('keeps users, profiles and the session across a reload', async () => {
    const persistence = freshDb();
    const storage = new MemoryStorage();
    const first = (await makeDemo({ persistence, storage })).backend;
    await first.auth.signInWithPassword(ADMIN, PASSWORD);
    const { uid, password } = await first.call('createUser', {
      name: 'Joris Mulder',
      email: 'joris@vandijk.example',
      role: 'user',
      preferredLanguage: 'nl',
    });
    await first.call('setStatus', { uid: 'u-user2-vandijk', status: 'disabled' });
    await first.close();

    const second = (await makeDemo({ persistence, storage })).backend;
    expect(second.state.seeded).toBe(false);
    expect((await second.state.docs.getDoc(refs.user(uid))).data?.name).toBe('Joris Mulder');
    expect(second.state.identity.verifyPassword('joris@vandijk.example', password).ok).toBe(true);
    expect(second.state.identity.peek('u-user2-vandijk')?.disabled).toBe(true);
    expect(second.state.identity.peek(uid)?.claims).toEqual({
      companyId: 'van-dijk-bouw',
      role: 'user',
    });
    // Still signed in as the admin.
    expect((await second.auth.actors.current())?.uid).toBe('u-admin-vandijk');
  });

  it('settles a write only once it is saved, and lets writes in a burst share one save', async () => {
    const { persistence, counter } = counting(freshDb());
    const { backend } = await makeDemo({ persistence, saveDelayMs: 30 });
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    await backend.state.flush();
    const before = counter.saves;
    const company = refs.company('van-dijk-bouw');
    await Promise.all([
      backend.state.docs.updateDoc(company, { name: 'Van Dijk Bouw (1)' }),
      backend.state.docs.updateDoc(company, { name: 'Van Dijk Bouw (2)' }),
    ]);
    // Both writes reported success: both are in what a reload would read, from one save.
    expect(counter.saves).toBe(before + 1);
    const stored = (await persistence.load()) as PersistedState;
    const reloaded = (await makeDemo({ persistence: memoryPersistence(stored) })).backend;
    expect((await reloaded.state.docs.getDoc(company)).data?.name).toBe('Van Dijk Bouw (2)');
  });

  it('saves a file once: later saves write only the files that changed, and keep the rest', async () => {
    const { persistence, counter } = counting(freshDb());
    const { backend } = await makeDemo({ persistence, saveDelayMs: 5 });
    const files = backend.state.files;
    const base = 'companies/van-dijk-bouw/projects/p1/documents';
    await files.write(`${base}/d1/a.pdf`, new Uint8Array([1, 2, 3]), {
      contentType: 'application/pdf',
    });
    await files.write(`${base}/d2/b.pdf`, new Uint8Array([4, 5]), {
      contentType: 'application/pdf',
    });
    await backend.state.docs.updateDoc(refs.company('van-dijk-bouw'), { name: 'Van Dijk' });
    await files.delete(`${base}/d1/a.pdf`);
    await backend.close();

    const written = counter.fileChanges.flatMap((c) => c?.put.map((f) => f.path) ?? []);
    // Each file's bytes were written once, however many saves followed.
    expect(written.filter((p) => p.endsWith('b.pdf'))).toHaveLength(1);
    expect(counter.fileChanges.at(-1)?.removed).toEqual([`${base}/d1/a.pdf`]);

    const reloaded = (await makeDemo({ persistence })).backend;
    expect([...(await reloaded.state.files.read(`${base}/d2/b.pdf`)).bytes]).toEqual([4, 5]);
    expect(await reloaded.state.files.stat(`${base}/d1/a.pdf`)).toBeNull();
    await reloaded.close();
  });

  it('reads a state saved with its files inline (before the files store) and keeps them', async () => {
    const source = freshDb();
    const first = (await makeDemo({ persistence: source })).backend;
    const path = 'companies/van-dijk-bouw/projects/p1/documents/d1/a.pdf';
    await first.state.files.write(path, new Uint8Array([7]), { contentType: 'application/pdf' });
    await first.close();
    // Before the tenders and matches were stored apart (deferredDocs.ts) too.
    const { deferred, ...split } = (await source.load())!;
    const state = {
      ...split,
      docs: {
        ...split.docs,
        docs: {
          ...split.docs.docs,
          ...(await deferred?.('matches')),
          ...(await deferred?.('tenders')),
        },
      },
    };
    // The version-1 layout: one object store, one record, the files inside it.
    const name = `tender-demo-v1-${++dbCount}`;
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore('state');
      request.onsuccess = () => {
        const tx = request.result.transaction('state', 'readwrite');
        tx.objectStore('state').put(state, 'current');
        tx.oncomplete = () => (request.result.close(), resolve());
        tx.onerror = () => reject(tx.error);
      };
    });
    const upgraded = indexedDbPersistence(name);
    const second = (await makeDemo({ persistence: upgraded })).backend;
    expect(second.state.seeded).toBe(false);
    expect([...(await second.state.files.read(path)).bytes]).toEqual([7]);
    // The next save moves them to the files store; they are still there after it.
    await second.state.docs.updateDoc(refs.company('van-dijk-bouw'), { name: 'Van Dijk' });
    await second.close();
    expect((await upgraded.load())?.files?.map((f) => f.path)).toEqual([path]);
  });

  it('starts over from the seed when the seed changed', async () => {
    const persistence = freshDb();
    const first = (await makeDemo({ persistence })).backend;
    await first.auth.signInWithPassword(ADMIN, PASSWORD);
    await first.call('deleteUser', { uid: 'u-user1-vandijk' });
    await first.close();

    const changed: Seed = { ...seed, companies: seed.companies.map((c) => ({ ...c })) };
    changed.companies[0]!.name = 'Van Dijk Bouw & Zonen B.V.';
    expect(seedVersion(changed)).not.toBe(seedVersion(seed));
    const second = (await makeDemo({ persistence, seed: changed })).backend;
    expect(second.state.seeded).toBe(true);
    expect(second.state.identity.peek('u-user1-vandijk')).not.toBeNull();
    expect((await second.state.docs.getDoc(refs.company('van-dijk-bouw'))).data?.name).toBe(
      'Van Dijk Bouw & Zonen B.V.',
    );
  });

  it('starts from the seed when the stored state cannot be read', async () => {
    const broken: DemoPersistence = {
      load: () => Promise.reject(new Error('quota')),
      save: () => Promise.resolve(),
    };
    const { backend } = await makeDemo({ persistence: broken });
    expect(backend.state.seeded).toBe(true);
    // A shard that is not JSON, or a state without its documents.
    const name = `tender-demo-damaged-${++dbCount}`;
    const damaged = indexedDbPersistence(name);
    await (await makeDemo({ persistence: damaged })).backend.close();
    const overwrite = (key: string, value: unknown) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(name, 2);
        request.onsuccess = () => {
          const tx = request.result.transaction('state', 'readwrite');
          if (value === undefined)
            tx.objectStore('state').delete(IDBKeyRange.bound(key, `${key}\uffff`));
          else tx.objectStore('state').put(value, key);
          tx.oncomplete = () => (request.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      });
    await overwrite(`docs-${shardOf('companies/van-dijk-bouw')}`, '{"companies/van');
    expect((await makeDemo({ persistence: damaged })).backend.state.seeded).toBe(true);
    await overwrite('docs-', undefined);
    expect((await makeDemo({ persistence: damaged })).backend.state.seeded).toBe(true);
  });
});
