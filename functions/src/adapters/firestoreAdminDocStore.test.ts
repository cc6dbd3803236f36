/**
 * The DocStore contract against FirestoreAdminDocStore, in the unit tier: firebase-admin talks
 * gRPC to @firestore-emulator/server, a pure-Node stand-in for the Firestore emulator started in
 * this process on a free port (no Java). The real Firestore emulator runs the full contract in
 * the emulator tier (tests/emulator/adapters/firestoreAdminDocStore.test.ts).
 *
 * That stand-in does not implement everything Firestore does. The cases it cannot show are listed
 * in NOT_SERVED with the reason; they are skipped with that reason as the skip note (visible in the
 * verbose reporter and printed once below), never silently. Everything else must pass here.
 */
import { createServer } from 'node:net';
import { describeDocStoreContract } from '@tender/core/ports/docStoreContract';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { FirestoreAdminDocStore } from './firestoreAdminDocStore';

const SERVER = '@firestore-emulator/server';

// Round trips over gRPC; the first one sets up the channel. Generous for a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 });

/** Contract case name → why the stand-in cannot show it (the real emulator tier does). */
const NOT_SERVED: Readonly<Record<string, string>> = {
  'set replaces the whole document':
    'a set without merge keeps the fields it does not name (no full replace)',
  'deletes documents and fields; deleting a missing document succeeds':
    'deleteField() in an update leaves the field in place',
  'applies arrayUnion, arrayRemove and increment': 'the increment transform is ignored',
  'range filters do not match values of another type':
    'range and equality filters compare across value types',
  'orders ascending and descending, on several fields, leaving out documents without the field':
    'orderBy keeps documents that lack the field',
  'limits results': 'ties break by ascending id whatever the direction of the last orderBy',
  'starts after field values (all documents with equal values are skipped)':
    'query cursors (startAfter) are ignored',
  'pages through ties with snapshot cursors without losing or repeating documents':
    'query cursors (startAfter) are ignored, so paging never ends',
  'writes nothing when any write fails': 'a batch commit is not atomic (earlier writes stay)',
  'keeps every increment when transactions conflict':
    'transactions neither lock nor detect conflicts, so concurrent increments are lost',
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let server: { start(port: number): Promise<void>; stop(): void } | undefined;
let app: App | undefined;
let store: FirestoreAdminDocStore | undefined;
const previousHost = process.env.FIRESTORE_EMULATOR_HOST;

beforeAll(async () => {
  // No Google metadata server here; without this google-auth-library probes for one and warns.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const { FirestoreServer } = await import('@firestore-emulator/server');
  const port = await freePort();
  server = new FirestoreServer();
  await server.start(port);
  // firebase-admin reads the variable when the Firestore client is created (below).
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  app = initializeApp({ projectId: 'demo-contract' }, `contract-${process.pid}-${Date.now()}`);
  store = new FirestoreAdminDocStore(getFirestore(app));
  const skipped = Object.entries(NOT_SERVED);
  if (skipped.length > 0) {
    console.info(
      `DocStore contract (firestore admin on ${SERVER}): ${skipped.length} case(s) not served here, ` +
        `shown by the emulator tier instead:\n${skipped.map(([name, why]) => `  - ${name}: ${why}`).join('\n')}`,
    );
  }
});

afterAll(async () => {
  // A renamed contract case must not leave a stale entry behind (it would then run and fail, but
  // say so here too).
  const stale = Object.keys(NOT_SERVED).filter((name) => !seen.has(name));
  if (stale.length > 0 && seen.size > Object.keys(NOT_SERVED).length) {
    throw new Error(`NOT_SERVED names no contract case: ${stale.join('; ')}`);
  }
  await store?.db.terminate().catch(() => undefined);
  if (app) await deleteApp(app);
  server?.stop();
  if (previousHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = previousHost;
});

const seen = new Set<string>();

beforeEach((context) => {
  seen.add(context.task.name);
  const reason = NOT_SERVED[context.task.name];
  if (reason) context.skip(`not served by ${SERVER}: ${reason}`);
});

describeDocStoreContract(
  `firestore admin on ${SERVER} (cases it cannot serve are skipped with the reason)`,
  () => {
    if (!store) throw new Error('the server did not start');
    return { store, toleranceMs: 5_000 };
  },
);
