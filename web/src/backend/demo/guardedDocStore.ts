/**
 * The demo's client-side DocStore: the unguarded store seen through the same decisions as
 * firestore.rules (core's `firestoreAccess`), for the live actor. Every read, query, listener and
 * write is checked; a refused one fails with DocStoreError 'permission-denied', as the Firestore
 * SDK does. Like rules, a query is allowed or refused as a whole (never filtered): listing users,
 * for example, needs `where('companyId', '==', <own company>)`.
 */
import {
  type Actor,
  type CollectionRef,
  type Decision,
  type DocData,
  type DocRef,
  type DocSnapshot,
  type DocStore,
  DocStoreError,
  type FirestoreRequest,
  type Query,
  type QuerySnapshot,
  type Transaction,
  type Unsubscribe,
  type WriteBatch,
  docRef,
  firestoreAccess,
  otherReadPaths,
  query as toQuery,
} from '@tender/core';
import type { ActorSource } from './actorSource';
import { type GuardedWrite, ancestorDocPaths, documentAfter, ruleOperation } from './rulesView';

type Reader = (path: string) => Promise<DocData | undefined>;

function refuse(decision: Decision, request: FirestoreRequest): void {
  if (decision.allowed) return;
  throw new DocStoreError(
    'permission-denied',
    `Missing or insufficient permissions (${decision.reason}): ${request.op} ${request.path}`,
  );
}

/** Reads what the decision may look at (the path and its parent documents) before deciding. */
async function decide(actor: Actor | null, request: FirestoreRequest, read: Reader) {
  const paths =
    request.op === 'list'
      ? ancestorDocPaths(`${request.path}/x`)
      : [request.path, ...ancestorDocPaths(request.path)];
  // Rules also read the caller's users/{uid} (status, and the name authors sign with: review L9).
  if (actor) paths.push(`users/${actor.uid}`);
  paths.push(...otherReadPaths(request)); // e.g. a project's new owner (issue 20)
  const docs = new Map<string, DocData | undefined>();
  for (const path of paths) docs.set(path, await read(path));
  return firestoreAccess(actor, request, (path) => docs.get(path));
}

function listRequest(source: Query<unknown> | CollectionRef<unknown>): FirestoreRequest {
  const q = source.kind === 'query' ? source : toQuery(source);
  // Rules can rely only on equality filters (e.g. createdBy == uid), which is what core receives.
  const where = q.filters
    .filter((f) => f.op === '==')
    .map((f) => [f.field, '==', f.value] as const);
  return { op: 'list', path: q.collection.path, where };
}

export function createGuardedDocStore(raw: DocStore, actors: ActorSource): DocStore {
  const rawRead: Reader = async (path) => (await raw.getDoc(docRef(path))).data;

  /**
   * Checks a batch's or transaction's writes, then applies them all, atomically. Firestore judges
   * each written document once, on the result of all the batch's writes to it, and its rules'
   * get() sees every other document as it was BEFORE the batch (review M5; checked on the
   * emulator). So a project and its first document in one batch are refused, locking a base while
   * adding a document to it is allowed, and creating a project and renaming it in one batch is
   * judged as the create of the renamed project.
   */
  const checkAndApply = async (tx: Transaction, actor: Actor | null, writes: GuardedWrite[]) => {
    const stored = new Map<string, DocData | undefined>();
    const paths = new Set(writes.flatMap((w) => [w.path, ...ancestorDocPaths(w.path)]));
    if (actor) paths.add(`users/${actor.uid}`); // the caller's profile, as in decide()
    for (const path of paths) stored.set(path, (await tx.get(docRef(path))).data);
    const byDocument = new Map<string, GuardedWrite[]>();
    for (const write of writes) {
      byDocument.set(write.path, [...(byDocument.get(write.path) ?? []), write]);
    }
    for (const [path, own] of byDocument) {
      const before = stored.get(path);
      const data = own.reduce<DocData | undefined>(
        (doc, write) => documentAfter(doc, write),
        before,
      );
      const request: FirestoreRequest = {
        op: ruleOperation(own, before, data),
        path,
        ...(data ? { data } : {}),
      };
      // The rules' other get()s (e.g. a project's new owner), still before any write.
      for (const other of otherReadPaths(request)) {
        if (!stored.has(other)) stored.set(other, (await tx.get(docRef(other))).data);
      }
      refuse(
        firestoreAccess(actor, request, (p) => stored.get(p)),
        request,
      );
    }
    for (const write of writes) applyTo(tx, write);
  };

  const commit = async (writes: GuardedWrite[]) => {
    const actor = await actors.current();
    await raw.runTransaction((tx) => checkAndApply(tx, actor, writes));
  };

  const guardListener = <S>(
    subscribe: (deliver: (snap: S) => void) => Unsubscribe,
    check: (actor: Actor | null, snap: S) => Promise<Decision>,
    request: FirestoreRequest,
    next: (snap: S) => void,
    error?: (e: Error) => void,
  ): Unsubscribe => {
    let latest: { snap: S } | undefined;
    let delivered: S | undefined;
    let run = 0;
    let stopped = false;
    // Firestore re-evaluates a listener when the data or the caller's token changes and ends it
    // with an error once the rules refuse; a listener never sees data it may not read.
    const evaluate = async () => {
      if (!latest) return;
      const mine = ++run;
      const { snap } = latest;
      const decision = await check(await actors.current(), snap);
      if (stopped || mine !== run) return;
      if (decision.allowed) {
        if (delivered !== snap) next(snap);
        delivered = snap;
        return;
      }
      stop();
      try {
        refuse(decision, request);
      } catch (e) {
        error?.(e as Error);
      }
    };
    const stopRaw = subscribe((snap) => {
      latest = { snap };
      void evaluate();
    });
    const stopActor = actors.onChange(() => void evaluate());
    const stop = () => {
      stopped = true;
      stopRaw();
      stopActor();
    };
    return stop;
  };

  const store: DocStore = {
    async getDoc<T>(ref: DocRef<T>): Promise<DocSnapshot<T>> {
      const request: FirestoreRequest = { op: 'get', path: ref.path };
      const snap = await raw.getDoc(ref);
      const read: Reader = async (p) =>
        p === ref.path ? (snap.data as DocData | undefined) : rawRead(p);
      refuse(await decide(await actors.current(), request, read), request);
      return snap;
    },

    async getDocs<T>(source: Query<T> | CollectionRef<T>): Promise<QuerySnapshot<T>> {
      const request = listRequest(source as Query<unknown>);
      refuse(await decide(await actors.current(), request, rawRead), request);
      return raw.getDocs(source);
    },

    setDoc: ((ref: DocRef<unknown>, data: unknown, options?: { merge?: boolean }) =>
      commit([
        { kind: 'set', path: ref.path, data, merge: options?.merge ?? false },
      ])) as DocStore['setDoc'],

    updateDoc: (ref, data) => commit([{ kind: 'update', path: ref.path, data }]),

    deleteDoc: (ref) => commit([{ kind: 'delete', path: ref.path }]),

    batch(): WriteBatch {
      const writes: GuardedWrite[] = [];
      let committed = false;
      const guard = () => {
        if (committed)
          throw new DocStoreError('failed-precondition', 'A batch can only be committed once');
      };
      const batch: WriteBatch = {
        set: ((ref: DocRef<unknown>, data: unknown, options?: { merge?: boolean }) => {
          guard();
          writes.push({ kind: 'set', path: ref.path, data, merge: options?.merge ?? false });
          return batch;
        }) as WriteBatch['set'],
        update(ref, data) {
          guard();
          writes.push({ kind: 'update', path: ref.path, data });
          return batch;
        },
        delete(ref) {
          guard();
          writes.push({ kind: 'delete', path: ref.path });
          return batch;
        },
        async commit() {
          guard();
          committed = true;
          await commit(writes);
        },
      };
      return batch;
    },

    async runTransaction(fn, options) {
      const actor = await actors.current();
      return raw.runTransaction(async (rawTx) => {
        const writes: GuardedWrite[] = [];
        const tx: Transaction = {
          async get<T>(ref: DocRef<T>) {
            if (writes.length > 0) {
              throw new DocStoreError(
                'invalid-argument',
                'Transactions require all reads to be executed before all writes',
              );
            }
            const request: FirestoreRequest = { op: 'get', path: ref.path };
            const txRead: Reader = async (p) => (await rawTx.get(docRef(p))).data;
            refuse(await decide(actor, request, txRead), request);
            return rawTx.get(ref);
          },
          set: ((ref: DocRef<unknown>, data: unknown, opts?: { merge?: boolean }) => {
            writes.push({ kind: 'set', path: ref.path, data, merge: opts?.merge ?? false });
            return tx;
          }) as Transaction['set'],
          update(ref, data) {
            writes.push({ kind: 'update', path: ref.path, data });
            return tx;
          },
          delete(ref) {
            writes.push({ kind: 'delete', path: ref.path });
            return tx;
          },
        };
        const result = await fn(tx);
        await checkAndApply(rawTx, actor, writes);
        return result;
      }, options);
    },

    onDocSnapshot<T>(
      ref: DocRef<T>,
      next: (s: DocSnapshot<T>) => void,
      error?: (e: Error) => void,
    ) {
      const request: FirestoreRequest = { op: 'get', path: ref.path };
      return guardListener<DocSnapshot<T>>(
        (deliver) => raw.onDocSnapshot(ref, deliver),
        (actor, snap) =>
          decide(actor, request, async (p) =>
            p === ref.path ? (snap.data as DocData | undefined) : rawRead(p),
          ),
        request,
        next,
        error,
      );
    },

    onQuerySnapshot<T>(
      source: Query<T> | CollectionRef<T>,
      next: (s: QuerySnapshot<T>) => void,
      error?: (e: Error) => void,
    ) {
      const request = listRequest(source as Query<unknown>);
      return guardListener<QuerySnapshot<T>>(
        (deliver) => raw.onQuerySnapshot(source, deliver),
        (actor) => decide(actor, request, rawRead),
        request,
        next,
        error,
      );
    },
  };
  return store;
}

function applyTo(tx: Transaction, write: GuardedWrite): void {
  const ref = docRef(write.path);
  if (write.kind === 'delete') tx.delete(ref);
  else if (write.kind === 'update') tx.update(ref, write.data as never);
  else if (write.merge) tx.set(ref, write.data as never, { merge: true });
  else tx.set(ref, write.data as never);
}
