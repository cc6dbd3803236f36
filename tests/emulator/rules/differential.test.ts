/**
 * Issue 11 / review L3, M5: the demo's enforcement (core's firestoreAccess behind the guarded
 * DocStore) and firestore.rules on the real emulator must decide every request alike. Probes:
 *  - every case of the permission table (tests/permissions/cases.ts) for every actor;
 *  - every batch case, for its actor;
 *  - mutated payloads of every allowed create and update case, for its actor: each field (and
 *    each key of a map-valued field) left out (create) or deleted (update), or set to an int, a
 *    float, null, '', a list, a map, a 6,000-character string, a bool or a timestamp.
 * The test fails listing the disagreements.
 *
 * Speed (2 shared cores): the probes run in a few workers, each with its own emulator project
 * (its own data and rules), so no worker sees another's writes. Fixtures are loaded once per
 * worker; after a probe that wrote something, only the documents it wrote are put back.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { type RulesTestEnvironment, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, getApps, initializeApp } from 'firebase/app';
import {
  type DocumentData,
  type Firestore,
  Timestamp as LiteTimestamp,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  deleteField as liteDeleteField,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  query,
  setLogLevel,
  serverTimestamp,
  setDoc,
  updateDoc,
  where as liteWhere,
  writeBatch,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldSentinel, Timestamp, deleteField } from '../../../core/src/ports/values';
import {
  type CaseWorld,
  type Outcome,
  caseWorld,
  outcomeOf,
  performBatch,
  performRequest,
} from '../../../web/src/backend/demo/caseWorld';
import {
  ACTORS,
  type ActorName,
  FIRESTORE_BATCH_CASES,
  FIRESTORE_CASES,
  FIXTURES,
  type FirestoreCase,
  type FirestoreWrite,
} from '../../permissions/cases';
import { clearFirestoreReliably, emulatorAddress, projectId } from './rulesEnv';

const WORKERS = 4;
const SHOW = 60;

type Data = Record<string, unknown>;
type Request = Pick<FirestoreCase, 'op' | 'path' | 'data' | 'where'>;

interface Probe {
  readonly label: string;
  readonly actor: ActorName;
  /** One request, or the writes of one batch. */
  readonly request?: Request;
  readonly batch?: readonly FirestoreWrite[];
}

const ACTOR_NAMES: readonly ActorName[] = [...(Object.keys(ACTORS) as ActorName[]), 'signedOut'];

/** Left out of a create, deleteField() in an update. */
const ABSENT = Symbol('absent');
const VARIANTS: readonly (readonly [string, unknown])[] = [
  ['absent', ABSENT],
  ['int', 7],
  ['float', 1.5],
  ['null', null],
  ["''", ''],
  ['list', ['x']],
  ['map', { k: 'v' }],
  ['6000 chars', 'x'.repeat(6000)],
  ['bool', true],
  ['timestamp', Timestamp.fromMillis(Date.UTC(2026, 5, 1))],
];

const caseLabel = (c: FirestoreCase) =>
  `${c.op} ${c.path}${c.note ? ` (${c.note})` : ''}${c.data ? ` ${brief(c.data)}` : ''}`;

function brief(data: Data): string {
  const text = JSON.stringify(data, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 40 ? `<${v.length} chars>` : v,
  );
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/**
 * Each field of an allowed create or update, mutated once per variant (the rest of the payload
 * stays valid, so the field alone decides); so is each key of a map-valued field (project settings,
 * company profile, visual options). For updates every field of the stored document is mutated,
 * since the rules check the whole document after the update; a field no case changes is mutated
 * once per actor and document rather than once per case.
 */
function mutatedPayloads(cases: readonly FirestoreCase[]): Probe[] {
  const done = new Set<string>();
  const probes: Probe[] = [];
  for (const c of cases) {
    if (c.expect !== 'allow' || !c.data || (c.op !== 'create' && c.op !== 'update')) continue;
    const base: Data = c.data;
    const stored = FIXTURES[c.path] ?? {};
    const own = Object.keys(base);
    const fields = c.op === 'create' ? own : [...new Set([...Object.keys(stored), ...own])];
    const mutate = (field: string, sub: string | null, name: string, value: unknown) => {
      const data: Data = { ...base };
      if (sub === null) {
        if (value !== ABSENT) data[field] = value;
        else if (c.op === 'create') delete data[field];
        else data[field] = deleteField();
      } else {
        const map: Data = { ...((field in base ? base[field] : stored[field]) as Data) };
        if (value !== ABSENT) map[sub] = value;
        else delete map[sub];
        data[field] = map;
      }
      const absent = sub !== null || c.op === 'create' ? 'left out' : 'deleted';
      const variant = name === 'absent' ? absent : name;
      probes.push({
        label: `${c.actor} ${c.op} ${c.path}: ${sub === null ? field : `${field}.${sub}`} ${variant} in ${brief(base)}`,
        actor: c.actor,
        request: { op: c.op, path: c.path, data },
      });
    };
    for (const field of fields) {
      const key =
        c.op === 'create' || own.includes(field)
          ? `${c.actor} ${c.op} ${c.path} ${brief(base)} ${field}`
          : `${c.actor} ${c.path} ${field}`;
      if (done.has(key)) continue;
      done.add(key);
      for (const [name, value] of VARIANTS) mutate(field, null, name, value);
      const current = field in base ? base[field] : stored[field];
      if (!isPlainMap(current)) continue;
      for (const sub of Object.keys(current)) {
        for (const [name, value] of VARIANTS) mutate(field, sub, name, value);
      }
    }
  }
  return probes;
}

const isPlainMap = (v: unknown): v is Data =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

const PROBES: readonly Probe[] = [
  ...FIRESTORE_CASES.flatMap((c) =>
    ACTOR_NAMES.map((actor) => ({
      label: `${actor} ${caseLabel(c)}`,
      actor,
      request: c,
    })),
  ),
  ...FIRESTORE_BATCH_CASES.map((b) => ({
    label: `${b.actor} batch (${b.note})`,
    actor: b.actor,
    batch: b.writes,
  })),
  ...mutatedPayloads(FIRESTORE_CASES),
];

// ---- the demo's side ------------------------------------------------------------------------

let world: CaseWorld;

function demoOutcome(probe: Probe): Promise<Outcome> {
  const { guarded } = world.guardedFor(probe.actor);
  return outcomeOf(
    probe.batch ? performBatch(guarded, probe.batch) : performRequest(guarded, probe.request!),
  );
}

// ---- the emulator's side --------------------------------------------------------------------
// The lite SDK talks plain HTTP to the emulator: a read costs a few milliseconds instead of the
// full SDK's listen round trip (~100 ms), which is what keeps ~5,000 probes within the budget.

interface Worker {
  readonly env: RulesTestEnvironment;
  readonly clients: Map<ActorName | 'owner', Firestore>;
}

const workers: Worker[] = [];
let apps = 0;

async function startWorker(index: number): Promise<Worker> {
  const env = await initializeTestEnvironment({
    projectId: `${projectId()}-differential-${index}`,
    firestore: {
      ...emulatorAddress('firestore'),
      rules: readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8'),
    },
  });
  const worker: Worker = { env, clients: new Map() };
  await clearFirestoreReliably(env);
  const owner = clientOf(worker, 'owner');
  const batch = writeBatch(owner);
  for (const [path, data] of Object.entries(FIXTURES)) batch.set(doc(owner, path), toLite(data));
  await batch.commit();
  return worker;
}

/** A lite client signed in as the actor ('owner' bypasses the rules, as rules-unit-testing does). */
function clientOf(worker: Worker, actor: ActorName | 'owner'): Firestore {
  let db = worker.clients.get(actor);
  if (!db) {
    const app = initializeApp({ projectId: worker.env.projectId }, `differential-${apps++}`);
    db = getFirestore(app);
    const { host, port } = emulatorAddress('firestore');
    const token =
      actor === 'owner'
        ? 'owner'
        : actor === 'signedOut'
          ? undefined
          : { ...ACTORS[actor].claims, sub: ACTORS[actor].uid, user_id: ACTORS[actor].uid };
    connectFirestoreEmulator(db, host, port, token ? { mockUserToken: token } : {});
    worker.clients.set(actor, db);
  }
  return db;
}

/** Core values (port Timestamp, FieldSentinel) as the lite SDK's, recursively. */
function toLite(value: unknown): DocumentData {
  return convert(value) as DocumentData;
}

function convert(value: unknown): unknown {
  if (value instanceof Timestamp) return new LiteTimestamp(value.seconds, value.nanoseconds);
  if (value instanceof FieldSentinel) {
    if (value.kind === 'serverTimestamp') return serverTimestamp();
    if (value.kind === 'deleteField') return liteDeleteField();
    throw new Error(`no lite translation for ${value.kind}`);
  }
  if (Array.isArray(value)) return value.map(convert);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v)]));
  }
  return value;
}

function emulatorAttempt(worker: Worker, probe: Probe): Promise<unknown> {
  const db = clientOf(worker, probe.actor);
  if (probe.batch) {
    const batch = writeBatch(db);
    for (const w of probe.batch) {
      const ref = doc(db, w.path);
      if (w.op === 'create') batch.set(ref, toLite(w.data ?? {}));
      else if (w.op === 'update') batch.update(ref, toLite(w.data ?? {}));
      else batch.delete(ref);
    }
    return batch.commit();
  }
  const r = probe.request as Request;
  switch (r.op) {
    case 'get':
      return getDoc(doc(db, r.path));
    case 'list':
      return getDocs(
        query(
          collection(db, r.path),
          ...(r.where ?? []).map(([f, op, v]) => liteWhere(f, op, convert(v))),
        ),
      );
    case 'create':
      return setDoc(doc(db, r.path), toLite(r.data ?? {}));
    case 'update':
      return updateDoc(doc(db, r.path), toLite(r.data ?? {}));
    case 'delete':
      return deleteDoc(doc(db, r.path));
  }
}

async function emulatorOutcome(worker: Worker, probe: Probe): Promise<Outcome> {
  const outcome = await emulatorAttempt(worker, probe).then(
    (): Outcome => 'allow',
    (e: { code?: string; message?: string }): Outcome =>
      e.code === 'permission-denied' ? 'deny' : `error:${e.code ?? e.message}`,
  );
  if (outcome !== 'deny') await restore(worker, probe);
  return outcome;
}

/** Puts back the fixtures of the documents a probe may have written. */
async function restore(worker: Worker, probe: Probe): Promise<void> {
  const paths = probe.batch
    ? probe.batch.map((w) => w.path)
    : probe.request && probe.request.op !== 'get' && probe.request.op !== 'list'
      ? [probe.request.path]
      : [];
  if (paths.length === 0) return;
  const owner = clientOf(worker, 'owner');
  const batch = writeBatch(owner);
  for (const path of paths) {
    const fixture = FIXTURES[path];
    if (fixture) batch.set(doc(owner, path), toLite(fixture));
    else batch.delete(doc(owner, path));
  }
  await batch.commit();
}

// ---- the comparison -------------------------------------------------------------------------

interface Disagreement {
  readonly label: string;
  readonly demo: Outcome;
  readonly rules: Outcome;
}

beforeAll(async () => {
  setLogLevel('silent'); // thousands of refusals are the point here, not news
  world = await caseWorld();
  workers.push(...(await Promise.all(Array.from({ length: WORKERS }, (_, i) => startWorker(i)))));
}, 60_000);

afterAll(async () => {
  await Promise.all(workers.map((w) => w.env.cleanup()));
  await Promise.all(
    getApps()
      .filter((app) => app.name.startsWith('differential-'))
      .map((app) => deleteApp(app)),
  );
});

describe('core (the demo) and firestore.rules decide alike', () => {
  it('every case × actor, every batch case and every mutated payload', async () => {
    const disagreements: Disagreement[] = [];
    const tally = { allow: 0, deny: 0 };
    let next = 0;
    await Promise.all(
      workers.map(async (worker) => {
        while (next < PROBES.length) {
          const probe = PROBES[next++] as Probe;
          const rules = await emulatorOutcome(worker, probe);
          const demo = await demoOutcome(probe);
          if (rules === 'allow' || rules === 'deny') tally[rules]++;
          if (demo !== rules) disagreements.push({ label: probe.label, demo, rules });
        }
      }),
    );

    // DIFFERENTIAL_OUT=<file> keeps the whole list (the failure shows the first SHOW).
    if (process.env.DIFFERENTIAL_OUT) {
      writeFileSync(
        process.env.DIFFERENTIAL_OUT,
        JSON.stringify({ tally, disagreements }, null, 1),
      );
    }
    // Guard against a vacuous pass: both sides allowed and refused plenty.
    expect(PROBES.length).toBeGreaterThan(4000);
    expect(tally.allow).toBeGreaterThan(300);
    expect(tally.deny).toBeGreaterThan(3000);
    const listing = disagreements
      .slice(0, SHOW)
      .map((d) => `demo ${d.demo}, rules ${d.rules}: ${d.label}`)
      .join('\n');
    expect(
      disagreements.length,
      `${disagreements.length} of ${PROBES.length} probes disagree (first ${SHOW}):\n${listing}`,
    ).toBe(0);
  }, 240_000);
});
