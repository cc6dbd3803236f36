/**
 * Runs the shared permission case table (tests/permissions/cases.ts) against core's path access,
 * which is what the demo backend enforces. The emulator tier runs the same table against the rules.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTORS,
  type ActorName,
  FIRESTORE_CASES,
  FIRESTORE_COLLECTIONS,
  FIRESTORE_FUNCTIONS_ONLY_COLLECTIONS,
  FIXTURES,
  REALTIME_CASES,
  STORAGE_CASES,
  type FirestoreCase,
} from '../../../tests/permissions/cases';
import { actorFromTokenAndProfile } from '../services/users/callerActor';
import type { Actor } from './actor';
import { realtimeAccess, storageAccess } from './fileAccess';
import { firestoreAccess } from './pathAccess';

/** The actor as the rules see it: token claims that users/{uid} agrees with, and its status. */
function actorFor(name: ActorName): Actor | null {
  if (name === 'signedOut') return null;
  const { uid, claims } = ACTORS[name];
  const userDoc = FIXTURES[`users/${uid}`] as Parameters<typeof actorFromTokenAndProfile>[2];
  return actorFromTokenAndProfile(uid, claims, userDoc);
}

const read = (path: string) => FIXTURES[path];

function run(c: FirestoreCase) {
  const existing = c.op === 'list' ? undefined : FIXTURES[c.path];
  const data = c.op === 'update' ? { ...existing, ...c.data } : c.data;
  return firestoreAccess(
    actorFor(c.actor),
    { op: c.op, path: c.path, ...(data ? { data } : {}), ...(c.where ? { where: c.where } : {}) },
    read,
  );
}

const label = (c: { actor: string; op: string; path: string; expect: string; note?: string }) =>
  `${c.expect} ${c.actor} ${c.op} ${c.path}${c.note ? ` (${c.note})` : ''}`;

/** 'companies/{cid}/projects/{pid}' matches 'companies/x/projects/y' (a list path gets a placeholder id). */
function collectionOf(c: FirestoreCase): string | undefined {
  const segments = c.op === 'list' ? [...c.path.split('/'), '*'] : c.path.split('/');
  return [...FIRESTORE_COLLECTIONS, ...FIRESTORE_FUNCTIONS_ONLY_COLLECTIONS].find((pattern) => {
    const p = pattern.split('/');
    return (
      p.length === segments.length &&
      p.every((part, i) => part.startsWith('{') || part === segments[i])
    );
  });
}

describe('permission cases: Firestore', () => {
  it.each(FIRESTORE_CASES.map((c) => [label(c), c] as const))('%s', (_label, c) => {
    const decision = run(c);
    expect(decision.allowed, `reason: ${decision.reason}`).toBe(c.expect === 'allow');
  });

  it('covers every collection with at least one allow and one deny case', () => {
    for (const collection of FIRESTORE_COLLECTIONS) {
      const cases = FIRESTORE_CASES.filter((c) => collectionOf(c) === collection);
      expect(
        cases.some((c) => c.expect === 'allow'),
        `${collection} allow`,
      ).toBe(true);
      expect(
        cases.some((c) => c.expect === 'deny'),
        `${collection} deny`,
      ).toBe(true);
    }
    for (const collection of FIRESTORE_FUNCTIONS_ONLY_COLLECTIONS) {
      const cases = FIRESTORE_CASES.filter((c) => collectionOf(c) === collection);
      expect(cases.length, `${collection} deny cases`).toBeGreaterThan(0);
      expect(
        cases.every((c) => c.expect === 'deny'),
        `${collection} deny only`,
      ).toBe(true);
    }
    expect(FIRESTORE_CASES.filter((c) => collectionOf(c) === undefined).map((c) => c.path)).toEqual(
      [],
    );
  });

  it('includes signed-out, disabled, no-company and other-company actors', () => {
    const actors = new Set(FIRESTORE_CASES.map((c) => c.actor));
    for (const a of ['signedOut', 'disabledA', 'noCompany', 'adminB'] as const)
      expect(actors).toContain(a);
  });

  it('denies every case for signed-out and disabled actors whatever the path', () => {
    for (const c of FIRESTORE_CASES) {
      expect(run({ ...c, actor: 'signedOut' }).allowed).toBe(false);
      expect(run({ ...c, actor: 'disabledA' }).allowed).toBe(false);
    }
  });

  it("never lets another company's admin into company A", () => {
    for (const c of FIRESTORE_CASES.filter((x) => x.path.startsWith('companies/van-dijk-bouw'))) {
      expect(run({ ...c, actor: 'adminB' }).allowed, label(c)).toBe(false);
    }
  });
});

describe('permission cases: Storage', () => {
  it.each(STORAGE_CASES.map((c) => [label(c), c] as const))('%s', (_label, c) => {
    const decision = storageAccess(actorFor(c.actor), c, read);
    expect(decision.allowed, `reason: ${decision.reason}`).toBe(c.expect === 'allow');
  });
});

describe('permission cases: Realtime Database', () => {
  it.each(REALTIME_CASES.map((c) => [label(c), c] as const))('%s', (_label, c) => {
    const decision = realtimeAccess(actorFor(c.actor), c);
    expect(decision.allowed, `reason: ${decision.reason}`).toBe(c.expect === 'allow');
  });
});
