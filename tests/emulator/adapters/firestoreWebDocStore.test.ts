/**
 * The whole DocStore contract against FirestoreWebDocStore (the firebase backend's `docs`) on the
 * real Firestore emulator, with the modular web SDK running in Node. The contract works under
 * random root collections the security rules do not open, so this instance connects as the
 * emulator's `owner` (rules bypassed, as @firebase/rules-unit-testing's withSecurityRulesDisabled
 * does): it tests the adapter, not the rules. A second part checks, as a real signed-in user,
 * that a refusal by the rules arrives as DocStoreError 'permission-denied' (reads, writes and
 * listeners).
 */
import { DocStoreError, docRef } from '@tender/core';
import { describeDocStoreContract } from '@tender/core/ports/docStoreContract';
import { type FirebaseApp, deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, terminate } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreWebDocStore } from '../../../web/src/backend/firebase/firestoreWebDocStore';
import { emulator, projectId } from './emulatorEnv';

const apps: FirebaseApp[] = [];

function webStore(name: string, mockUserToken: Parameters<typeof connectFirestoreEmulator>[3]) {
  const app = initializeApp(
    { projectId: projectId(), apiKey: 'demo-key' },
    `${name}-${process.pid}`,
  );
  apps.push(app);
  const db = getFirestore(app);
  const { host, port } = emulator('firestore');
  connectFirestoreEmulator(db, host, port, mockUserToken);
  return new FirestoreWebDocStore(db);
}

let owner: FirestoreWebDocStore | undefined;

beforeAll(() => {
  owner = webStore('web-contract-owner', { mockUserToken: 'owner' });
});

afterAll(async () => {
  for (const app of apps) {
    await terminate(getFirestore(app)).catch(() => undefined);
    await deleteApp(app);
  }
});

describeDocStoreContract('firestore web SDK on the Firestore emulator (rules bypassed)', () => {
  if (!owner) throw new Error('not initialised');
  return { store: owner, toleranceMs: 5_000 };
});

describe('firestore web SDK: refusals by the security rules', () => {
  it('rejects reads and writes outside the rules, and ends a listener, with permission-denied', async () => {
    // A signed-in stranger: no company claims and no users document.
    const stranger = webStore('web-stranger', {
      mockUserToken: { user_id: 'stranger-web-adapter', sub: 'stranger-web-adapter' },
    });
    const ref = docRef(`companies/no-such-company-${Date.now()}`);
    const code = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DocStoreError);
      return (error as DocStoreError).code;
    };
    expect(await code(stranger.getDoc(ref))).toBe('permission-denied');
    expect(await code(stranger.setDoc(ref, { name: 'x' }))).toBe('permission-denied');
    const listenerError = await new Promise<unknown>((resolve) => {
      const stop = stranger.onDocSnapshot(
        ref,
        () => undefined,
        (e) => {
          stop();
          resolve(e);
        },
      );
    });
    expect(listenerError).toBeInstanceOf(DocStoreError);
    expect((listenerError as DocStoreError).code).toBe('permission-denied');
  });
});
