/**
 * Issue 3 item 5: the shared permission case table (tests/permissions/cases.ts) run against the
 * demo backend's enforcement — the real guarded DocStore over a memory store holding the
 * fixtures, with each actor's session derived from its account claims and users/{uid} — on every
 * `npm test`. The emulator tier runs the same table against firestore.rules.
 */
import { docRef } from '@tender/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FIRESTORE_BATCH_CASES,
  FIRESTORE_CASES,
  FIXTURES,
  type FirestoreCase,
} from '../../../../tests/permissions/cases';
import { type CaseWorld, caseWorld, outcomeOf, performBatch, performRequest } from './caseWorld';

let world: CaseWorld;

beforeAll(async () => {
  world = await caseWorld();
});

/** A fresh world per case: writes of one case must not leak into the next. */
const guardedFor = (c: { actor: FirestoreCase['actor'] }) => world.guardedFor(c.actor);

const label = (c: FirestoreCase) =>
  `${c.expect} ${c.actor} ${c.op} ${c.path}${c.note ? ` (${c.note})` : ''}`;

describe('permission cases through the demo backend', () => {
  it.each(FIRESTORE_CASES.map((c) => [label(c), c] as const))('%s', async (_label, c) => {
    expect(await outcomeOf(performRequest(guardedFor(c).guarded, c))).toBe(c.expect);
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

describe('batch cases through the demo backend (review M5)', () => {
  it.each(FIRESTORE_BATCH_CASES.map((b) => [`${b.expect} ${b.actor}: ${b.note}`, b] as const))(
    '%s',
    async (_label, b) => {
      const { guarded, store } = guardedFor(b);
      expect(await outcomeOf(performBatch(guarded, b.writes))).toBe(b.expect);
      // All or nothing: every written document is there after an allowed batch, none after a refused one.
      for (const w of b.writes) {
        const exists = (await store.getDoc(docRef(w.path))).exists;
        const expected = w.op === 'delete' ? false : b.expect === 'allow' || !!FIXTURES[w.path];
        expect(exists, w.path).toBe(expected);
      }
    },
  );
});
