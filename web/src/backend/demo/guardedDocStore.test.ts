/** The demo's guarded DocStore beyond single requests: queries, listeners, batches, transactions. */
import {
  CallableError,
  DocStoreError,
  cryptoRandom,
  type DocSnapshot,
  type QuerySnapshot,
  type User,
  query,
  refs,
  serverTimestamp,
  where,
} from '@tender/core';
import { createUserAdminService } from '@tender/core/services/index';
import { describe, expect, it } from 'vitest';
import { createDemoAuth } from './demoAuth';
import { createGuardedDocStore } from './guardedDocStore';
import { ADMIN, MemoryStorage, PASSWORD, makeDemo } from './testing';

const A = 'van-dijk-bouw';
const B = 'noordzee-infra';

const denied = (p: Promise<unknown>) =>
  p.then(
    () => 'allowed',
    (e: unknown) => (e instanceof DocStoreError ? e.code : e),
  );

/** Resolves once the predicate holds for a value the callback collected. */
function until<T>(seen: T[], predicate: (value: T) => boolean, ms = 2_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const hit = seen.find(predicate);
      if (hit !== undefined) resolve(hit);
      else if (Date.now() - started > ms) reject(new Error('timed out'));
      else setTimeout(tick, 5);
    };
    tick();
  });
}

async function signedIn(email: string) {
  const demo = await makeDemo();
  await demo.backend.auth.signInWithPassword(email, PASSWORD);
  return demo;
}

describe('guarded DocStore: queries', () => {
  it('lists users only with a filter on the own company', async () => {
    const { backend } = await signedIn('sanne@vandijk.example');
    const own = await backend.docs.getDocs(query(refs.users(), where('companyId', '==', A)));
    expect(own.docs.map((d) => d.data.companyId)).toEqual(Array(own.size).fill(A));
    expect(own.size).toBe(5);
    expect(await denied(backend.docs.getDocs(refs.users()))).toBe('permission-denied');
    expect(
      await denied(backend.docs.getDocs(query(refs.users(), where('companyId', '==', B)))),
    ).toBe('permission-denied');
  });

  it("keeps each company's admin out of the other company", async () => {
    const { backend } = await signedIn('admin@noordzee.example');
    expect((await backend.docs.getDoc(refs.company(B))).data?.name).toBe('Noordzee Infra B.V.');
    expect(await denied(backend.docs.getDoc(refs.company(A)))).toBe('permission-denied');
    expect(await denied(backend.docs.getDoc(refs.user('u-user1-vandijk')))).toBe(
      'permission-denied',
    );
    expect(await denied(backend.docs.getDocs(refs.projects(A)))).toBe('permission-denied');
  });

  it('refuses everything to a signed-out visitor', async () => {
    const { backend } = await makeDemo();
    expect(await denied(backend.docs.getDoc(refs.company(A)))).toBe('permission-denied');
    expect(await denied(backend.docs.getDoc(refs.user('u-admin-vandijk')))).toBe(
      'permission-denied',
    );
  });
});

describe('guarded DocStore: writes', () => {
  it('lets users edit their own name and language, not their role', async () => {
    const { backend } = await signedIn('sanne@vandijk.example');
    const me = refs.user('u-user1-vandijk');
    await backend.docs.updateDoc(me, { name: 'Sanne J.', updatedAt: serverTimestamp() });
    expect((await backend.docs.getDoc(me)).data?.name).toBe('Sanne J.');
    expect(await denied(backend.docs.updateDoc(me, { role: 'admin' }))).toBe('permission-denied');
    expect((await backend.state.docs.getDoc(me)).data?.role).toBe('user');
  });

  it('commits a batch all or nothing', async () => {
    const { backend } = await signedIn('sanne@vandijk.example');
    const batch = backend.docs.batch();
    batch.update(refs.user('u-user1-vandijk'), { name: 'Allowed' });
    batch.update(refs.user('u-user2-vandijk'), { name: 'Not mine' });
    expect(await denied(batch.commit())).toBe('permission-denied');
    expect((await backend.state.docs.getDoc(refs.user('u-user1-vandijk'))).data?.name).toBe(
      'Sanne Jansen',
    );
  });

  it('checks transaction reads and writes', async () => {
    const { backend } = await signedIn('sanne@vandijk.example');
    const me = refs.user('u-user1-vandijk');
    expect(
      await denied(
        backend.docs.runTransaction(async (tx) => {
          await tx.get(refs.company(B));
        }),
      ),
    ).toBe('permission-denied');
    expect(
      await denied(
        backend.docs.runTransaction(async (tx) => {
          const snap = await tx.get(me);
          tx.update(me, { name: `${snap.data?.name} (1)` });
          tx.update(refs.company(A), { name: 'Taken over' }); // users do not edit the company
        }),
      ),
    ).toBe('permission-denied');
    expect((await backend.state.docs.getDoc(me)).data?.name).toBe('Sanne Jansen');
    await backend.docs.runTransaction(async (tx) => {
      const snap = await tx.get(me);
      tx.update(me, { name: `${snap.data?.name} (2)` });
    });
    expect((await backend.state.docs.getDoc(me)).data?.name).toBe('Sanne Jansen (2)');
  });
});

describe('guarded DocStore: listeners follow the live actor', () => {
  it("ends a user's listeners with permission-denied when an admin disables them", async () => {
    const { backend, clock } = await signedIn('sanne@vandijk.example');
    const docSnaps: DocSnapshot<unknown>[] = [];
    const listSnaps: QuerySnapshot<User>[] = [];
    const errors: Error[] = [];
    backend.docs.onDocSnapshot(
      refs.company(A),
      (s) => docSnaps.push(s),
      (e) => errors.push(e),
    );
    backend.docs.onQuerySnapshot(
      query(refs.users(), where('companyId', '==', A)),
      (s) => listSnaps.push(s),
      (e) => errors.push(e),
    );
    await until(docSnaps, (s) => s.exists);
    await until(listSnaps, (s) => s.size === 5);

    // The admin works in another browser on the same demo state.
    const adminAuth = createDemoAuth({
      identity: backend.state.identity,
      docs: backend.state.docs,
      clock,
      storage: new MemoryStorage(),
      latencyMs: 0,
    });
    await adminAuth.signInWithPassword(ADMIN, PASSWORD);
    const adminDocs = createGuardedDocStore(backend.state.docs, adminAuth.actors);
    // A change the user may still see arrives first...
    await adminDocs.updateDoc(refs.company(A), { writingStyle: 'Zakelijk' });
    await until(docSnaps, (s) => (s.data as { writingStyle?: string }).writingStyle === 'Zakelijk');

    // ...then the disable, through the same service the callable runs.
    const service = createUserAdminService({
      docs: backend.state.docs,
      identity: backend.state.identity,
      random: cryptoRandom,
    });
    await service.setStatus(await adminAuth.actors.current(), {
      uid: 'u-user1-vandijk',
      status: 'disabled',
    });
    await until(errors, (e) => errors.length === 2 && e instanceof DocStoreError);
    expect(errors.map((e) => (e as DocStoreError).code)).toEqual([
      'permission-denied',
      'permission-denied',
    ]);
    // Ended listeners stay silent.
    const count = docSnaps.length;
    await adminDocs.updateDoc(refs.company(A), { writingStyle: 'Informeel' });
    await new Promise((r) => setTimeout(r, 20));
    expect(docSnaps).toHaveLength(count);
  });

  it('refuses a listener the rules would refuse, without delivering data', async () => {
    const { backend } = await signedIn('admin@noordzee.example');
    const snaps: unknown[] = [];
    const errors: Error[] = [];
    backend.docs.onDocSnapshot(
      refs.company(A),
      (s) => snaps.push(s),
      (e) => errors.push(e),
    );
    await until(errors, () => true);
    expect(snaps).toEqual([]);
    expect((errors[0] as DocStoreError).code).toBe('permission-denied');
  });

  it('a listener stopped by its owner hears nothing more', async () => {
    const { backend } = await signedIn('sanne@vandijk.example');
    const snaps: unknown[] = [];
    const stop = backend.docs.onDocSnapshot(refs.user('u-user1-vandijk'), (s) => snaps.push(s));
    await until(snaps, () => true);
    stop();
    await backend.docs.updateDoc(refs.user('u-user1-vandijk'), { name: 'Later' });
    await new Promise((r) => setTimeout(r, 20));
    expect(snaps).toHaveLength(1);
  });
});

describe('guarded DocStore: errors are not callable errors', () => {
  it('uses DocStoreError, as the Firestore adapters do', async () => {
    const { backend } = await makeDemo();
    const error = await backend.docs.getDoc(refs.company(A)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocStoreError);
    expect(error).not.toBeInstanceOf(CallableError);
  });
});
