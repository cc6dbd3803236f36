/**
 * Issue 3 item 5: the shared permission case table (tests/permissions/cases.ts) run against the
 * demo backend's enforcement — the real guarded DocStore over a memory store holding the
 * fixtures, with each actor's session derived from its account claims and users/{uid} — on every
 * `npm test`. The emulator tier runs the same table against firestore.rules.
 */
import {
  DocStoreError,
  type DocStoreSnapshot,
  type IdentitySnapshot,
  MemoryDocStore,
  MemoryIdentity,
  collectionRef,
  docRef,
  query,
  where,
} from '@tender/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTORS,
  FIRESTORE_CASES,
  FIXTURES,
  type FirestoreCase,
} from '../../../../tests/permissions/cases';
import type { ActorSource } from './actorSource';
import { createGuardedDocStore } from './guardedDocStore';
import { resolveSession } from './resolveSession';

let baseDocs: DocStoreSnapshot;
let baseIdentity: IdentitySnapshot;

beforeAll(async () => {
  const store = new MemoryDocStore();
  for (const [path, data] of Object.entries(FIXTURES)) await store.setDoc(docRef(path), data);
  const identity = new MemoryIdentity();
  for (const [name, { uid, claims }] of Object.entries(ACTORS)) {
    await identity.createAccount({
      uid,
      email: `${name}@cases.test`,
      password: 'secret1',
      displayName: name,
    });
    await identity.setClaims(uid, claims);
  }
  baseDocs = store.exportSnapshot();
  baseIdentity = identity.exportSnapshot();
});

/** A fresh world per case: writes of one case must not leak into the next. */
function guardedFor(c: FirestoreCase) {
  const store = MemoryDocStore.fromSnapshot(baseDocs);
  const identity = MemoryIdentity.fromSnapshot(baseIdentity);
  const uid = c.actor === 'signedOut' ? null : ACTORS[c.actor].uid;
  const actors: ActorSource = {
    current: async () =>
      (await resolveSession(identity, store, uid ? { uid, signedInAt: Date.now() } : null))
        ?.actor ?? null,
    onChange: () => () => undefined,
  };
  return { guarded: createGuardedDocStore(store, actors), store };
}

async function perform(c: FirestoreCase): Promise<void> {
  const { guarded } = guardedFor(c);
  switch (c.op) {
    case 'get':
      await guarded.getDoc(docRef(c.path));
      return;
    case 'list':
      await guarded.getDocs(
        query(collectionRef(c.path), ...(c.where ?? []).map(([f, op, v]) => where(f, op, v))),
      );
      return;
    case 'create':
      await guarded.setDoc(docRef(c.path), c.data ?? {});
      return;
    case 'update':
      await guarded.updateDoc(docRef(c.path), c.data ?? {});
      return;
    case 'delete':
      await guarded.deleteDoc(docRef(c.path));
  }
}

const label = (c: FirestoreCase) =>
  `${c.expect} ${c.actor} ${c.op} ${c.path}${c.note ? ` (${c.note})` : ''}`;

describe('permission cases through the demo backend', () => {
  it.each(FIRESTORE_CASES.map((c) => [label(c), c] as const))('%s', async (_label, c) => {
    const outcome = await perform(c).then(
      () => 'allow',
      (e: unknown) => (e instanceof DocStoreError && e.code === 'permission-denied' ? 'deny' : e),
    );
    expect(outcome).toBe(c.expect);
  });

  it('writes what an allowed create asked for, and nothing for a refused one', async () => {
    const allowed = FIRESTORE_CASES.find((c) => c.op === 'create' && c.expect === 'allow');
    const refused = FIRESTORE_CASES.find(
      (c) => c.op === 'create' && c.expect === 'deny' && !FIXTURES[c.path],
    );
    for (const c of [allowed, refused]) {
      if (!c) throw new Error('the case table lost its create cases');
      const { guarded, store } = guardedFor(c);
      await guarded.setDoc(docRef(c.path), c.data ?? {}).catch(() => undefined);
      expect((await store.getDoc(docRef(c.path))).exists, label(c)).toBe(c.expect === 'allow');
    }
  });
});
