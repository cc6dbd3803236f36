/**
 * The permission case table's world on the demo backend, for tests: the real guarded DocStore over
 * a memory store holding the case FIXTURES, with each actor's session derived from its account
 * claims and users/{uid} (resolveSession), exactly as the demo enforces. Every call to `guardedFor`
 * starts from the fixtures again, so the writes of one request never leak into the next.
 * Used by guardedDocStore.cases.test.ts (tier 1) and the differential test against the rules
 * (tests/emulator/rules/differential.test.ts, tier 4).
 */
import {
  type DocStore,
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
import {
  ACTORS,
  type ActorName,
  FIXTURES,
  type FirestoreCase,
  type FirestoreWrite,
} from '../../../../tests/permissions/cases';
import type { ActorSource } from './actorSource';
import { createGuardedDocStore } from './guardedDocStore';
import { resolveSession } from './resolveSession';

/** What a request came to: allowed, refused by the rules view, or failed for another reason. */
export type Outcome = 'allow' | 'deny' | `error:${string}`;

export interface CaseWorld {
  /** A fresh guarded store (and the raw store under it) signed in as the actor. */
  guardedFor(actor: ActorName): { guarded: DocStore; store: MemoryDocStore };
}

export async function caseWorld(): Promise<CaseWorld> {
  const seedStore = new MemoryDocStore();
  for (const [path, data] of Object.entries(FIXTURES)) await seedStore.setDoc(docRef(path), data);
  const seedIdentity = new MemoryIdentity();
  for (const [name, { uid, claims }] of Object.entries(ACTORS)) {
    await seedIdentity.createAccount({
      uid,
      email: `${name}@cases.test`,
      password: 'secret1',
      displayName: name,
    });
    await seedIdentity.setClaims(uid, claims);
  }
  const docs: DocStoreSnapshot = seedStore.exportSnapshot();
  const accounts: IdentitySnapshot = seedIdentity.exportSnapshot();

  return {
    guardedFor(actor) {
      const store = MemoryDocStore.fromSnapshot(docs);
      const identity = MemoryIdentity.fromSnapshot(accounts);
      const uid = actor === 'signedOut' ? null : ACTORS[actor].uid;
      const actors: ActorSource = {
        current: async () =>
          (await resolveSession(identity, store, uid ? { uid, signedInAt: Date.now() } : null))
            ?.actor ?? null,
        onChange: () => () => undefined,
      };
      return { guarded: createGuardedDocStore(store, actors), store };
    },
  };
}

/** Performs one case request the runner contract's way (create = set, update = update). */
export async function performRequest(
  store: DocStore,
  c: Pick<FirestoreCase, 'op' | 'path' | 'data' | 'where'>,
): Promise<void> {
  switch (c.op) {
    case 'get':
      await store.getDoc(docRef(c.path));
      return;
    case 'list':
      await store.getDocs(
        query(collectionRef(c.path), ...(c.where ?? []).map(([f, op, v]) => where(f, op, v))),
      );
      return;
    case 'create':
      await store.setDoc(docRef(c.path), c.data ?? {});
      return;
    case 'update':
      await store.updateDoc(docRef(c.path), c.data ?? {});
      return;
    case 'delete':
      await store.deleteDoc(docRef(c.path));
  }
}

/** Commits the writes in one batch. */
export async function performBatch(
  store: DocStore,
  writes: readonly FirestoreWrite[],
): Promise<void> {
  const batch = store.batch();
  for (const w of writes) {
    if (w.op === 'create') batch.set(docRef(w.path), w.data ?? {});
    else if (w.op === 'update') batch.update(docRef(w.path), w.data ?? {});
    else batch.delete(docRef(w.path));
  }
  await batch.commit();
}

/** How the demo answered: permission-denied is a refusal, any other error is reported as such. */
export function outcomeOf(attempt: Promise<void>): Promise<Outcome> {
  return attempt.then(
    (): Outcome => 'allow',
    (e: unknown): Outcome => {
      if (e instanceof DocStoreError)
        return e.code === 'permission-denied' ? 'deny' : `error:${e.code}`;
      return `error:${e instanceof Error ? e.message : String(e)}`;
    },
  );
}
