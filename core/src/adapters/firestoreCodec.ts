/**
 * The SDK-independent half of a Firestore DocStore adapter (ARCHITECTURE §4): port values ⇄ SDK
 * values, write data, a port Query description walked into SDK query steps, and SDK errors →
 * DocStoreErrors, SDK reads → port snapshots. firebase-admin (functions/src/adapters) and the web SDK
 * (web/src/backend/firebase) differ only in the constructors and predicates they pass in here, so
 * each adapter keeps just its SDK wiring. Core imports no SDK: everything SDK-shaped is a hook.
 */
import {
  type DocSnapshot,
  DocStoreError,
  type QueryDocSnapshot,
  type QuerySnapshot,
  type SetOptions,
  type Transaction,
  type WriteBatch,
} from '../ports/docStore';
import type { Direction, Query, WhereOp } from '../ports/query';
import { DOCUMENT_ID, type DocRef, docRef } from '../ports/refs';
import { Timestamp, Vector } from '../ports/values';
import {
  type LeafConversion,
  type Plain,
  convertIn,
  invalidValue,
  isPlainObject,
} from '../memory/values';
import { mapFirestoreErrorCode } from './firestoreErrorCodes';

/** What the codec needs from a Firestore SDK. `Field` is the SDK's document-id field path. */
export interface FirestoreSdk<Field> {
  timestamp: {
    make(seconds: number, nanoseconds: number): unknown;
    is(value: object): value is { readonly seconds: number; readonly nanoseconds: number };
  };
  vector: {
    make(values: number[]): unknown;
    is(value: object): value is { toArray(): number[] };
  };
  isDocRef(value: object): value is { readonly path: string };
  /** The SDK's FieldValue factories. */
  sentinels: {
    serverTimestamp(): unknown;
    deleteField(): unknown;
    arrayUnion(...elements: unknown[]): unknown;
    arrayRemove(...elements: unknown[]): unknown;
    increment(n: number): unknown;
  };
  /** The field that stands for the document id in where / orderBy (FieldPath.documentId()). */
  documentId(): Field;
  /**
   * The Firestore code of an error the SDK raised (a name such as 'not-found', or a gRPC status
   * number), or undefined when the error is not the SDK's: a CallableError thrown by a
   * transaction's function has a code too and must pass through unchanged.
   */
  errorCode(error: { code: unknown }): string | number | undefined;
}

/** One step of building an SDK query, for a query representation Q (a query, or constraints). */
export interface QuerySteps<Q, Field> {
  where(q: Q, field: string | Field, op: WhereOp, value: unknown): Q;
  orderBy(q: Q, field: string | Field, direction: Direction): Q;
  startAfter(q: Q, values: unknown[]): Q;
  limit(q: Q, n: number): Q;
}

/** An SDK batch's or transaction's writes, by document path, with the data already converted. */
export interface SdkWriter {
  set(path: string, data: Plain, merge: boolean): void;
  update(path: string, data: Plain): void;
  delete(path: string): void;
}

/** An SDK transaction: its writes, and a read of one document as a port snapshot. */
export interface SdkTransaction extends SdkWriter {
  get(path: string): Promise<DocSnapshot<unknown>>;
}

/** What an SDK snapshot of one document says (read from it by the adapter). */
export interface SdkDocRead {
  readonly path: string;
  readonly id: string;
  readonly exists: boolean;
  /** The SDK's data; undefined when the document does not exist. */
  readonly data: unknown;
  /** The SDK read it from its cache, not from the server (a listener's snapshot metadata). */
  readonly fromCache?: boolean;
}

export interface FirestoreCodec<Field> {
  /** Port value → SDK value; rejects what the port rejects (memory/values convertIn). */
  toSdk(value: unknown, path?: string): unknown;
  /** SDK value → port value (fresh objects; nothing is shared with the SDK's cache). */
  fromSdk(value: unknown): unknown;
  /** Set data: a map. */
  dataToSdk(data: unknown): Plain;
  /** Update data: keys are field paths ('a.b'), which both SDKs read the same way. */
  updateToSdk(data: unknown): Plain;
  /** Applies a query's filters, orders, cursor and limit to `start`, in that order. */
  buildQuery<Q>(start: Q, query: Query<unknown>, steps: QuerySteps<Q, Field>): Q;
  /**
   * An SDK error as a DocStoreError when its code is one the port knows; anything else (a bug, an
   * error thrown by a transaction's function) is returned unchanged.
   */
  toDocStoreError(error: unknown): unknown;
  /** Runs `run`, rethrowing its SDK errors as DocStoreErrors. */
  mapErrors<T>(run: () => Promise<T>): Promise<T>;
  /** A listener's error callback: hands SDK errors on as DocStoreErrors (if anyone listens). */
  listenerError(error?: (e: Error) => void): (e: unknown) => void;
  /** A document the SDK read, as the port's snapshot: its data converted, none when missing. */
  docSnapshot<T>(read: SdkDocRead): DocSnapshot<T>;
  /** A query's documents (each read with docSnapshot) as the port's snapshot. */
  querySnapshot<T>(docs: readonly DocSnapshot<T>[], fromCache?: boolean): QuerySnapshot<T>;
  /**
   * A port WriteBatch that converts and hands over its writes only at commit, so a value the port
   * rejects fails commit, as in the other implementations. `commit` makes the SDK batch, gives it
   * to `writeAll`, and commits it.
   */
  batch(commit: (writeAll: (batch: SdkWriter) => void) => Promise<void>): WriteBatch;
  /**
   * A port Transaction over the SDK's: writes convert at once, and the port's rule that every
   * read comes before any write is enforced here.
   */
  transaction(sdkTx: SdkTransaction): Transaction;
}

export function createFirestoreCodec<Field>(sdk: FirestoreSdk<Field>): FirestoreCodec<Field> {
  const { sentinels } = sdk;
  const leaves: LeafConversion = {
    timestamp: (t) => sdk.timestamp.make(t.seconds, t.nanoseconds),
    vector: (v) => sdk.vector.make(v.toArray()),
    sentinel: (s, elements) => {
      switch (s.kind) {
        case 'serverTimestamp':
          return sentinels.serverTimestamp();
        case 'deleteField':
          return sentinels.deleteField();
        case 'arrayUnion':
          return sentinels.arrayUnion(...elements);
        case 'arrayRemove':
          return sentinels.arrayRemove(...elements);
        case 'increment':
          return sentinels.increment(typeof s.operand === 'number' ? s.operand : 0);
      }
    },
  };

  const toSdk = (value: unknown, path = '') => convertIn(value, path, leaves);

  const fromSdk = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (sdk.timestamp.is(value)) return Timestamp.of(value.seconds, value.nanoseconds);
    if (Array.isArray(value)) return value.map(fromSdk);
    if (sdk.vector.is(value)) return new Vector(value.toArray());
    if (sdk.isDocRef(value)) return docRef(value.path);
    if (isPlainObject(value)) {
      const out: Plain = {};
      for (const [k, v] of Object.entries(value)) out[k] = fromSdk(v);
      return out;
    }
    return value; // GeoPoint, Bytes: not part of the port; passed through untouched
  };

  const fieldOf = (field: string) => (field === DOCUMENT_ID ? sdk.documentId() : field);

  const toDocStoreError = (error: unknown): unknown => {
    if (error instanceof DocStoreError) return error;
    if (typeof error !== 'object' || error === null || !('code' in error)) return error;
    const raw = sdk.errorCode(error);
    const code = raw === undefined ? undefined : mapFirestoreErrorCode(raw);
    if (!code) return error;
    const mapped = new DocStoreError(code, error instanceof Error ? error.message : String(error));
    (mapped as { cause?: unknown }).cause = error;
    return mapped;
  };

  const dataToSdk = (data: unknown): Plain => {
    if (!isPlainObject(data)) invalidValue('', 'document data must be a map');
    return toSdk(data) as Plain;
  };

  const updateToSdk = (data: unknown): Plain => {
    if (!isPlainObject(data)) invalidValue('', 'update data must be a map');
    const out: Plain = {};
    for (const [k, v] of Object.entries(data)) out[k] = toSdk(v, k);
    return out;
  };

  const mapErrors = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toDocStoreError(error);
    }
  };

  return {
    toSdk,
    fromSdk,
    dataToSdk,
    updateToSdk,
    buildQuery(start, query, steps) {
      let q = start;
      for (const f of query.filters)
        q = steps.where(q, fieldOf(f.field), f.op, toSdk(f.value, f.field));
      for (const o of query.orders) q = steps.orderBy(q, fieldOf(o.field), o.direction);
      const cursor = query.startAfter;
      if (cursor) {
        const values = cursor.values.map((v) => convertIn(v, 'startAfter', leaves, true));
        if (cursor.documentId === undefined || query.orders.some((o) => o.field === DOCUMENT_ID)) {
          q = steps.startAfter(q, values);
        } else {
          // A snapshot cursor breaks ties on the implicit final order by id: make that order
          // explicit, in the direction of the last orderBy, as Firestore orders implicitly.
          const direction = query.orders.at(-1)?.direction ?? 'asc';
          q = steps.orderBy(q, sdk.documentId(), direction);
          q = steps.startAfter(q, [...values, cursor.documentId]);
        }
      }
      if (query.limit !== undefined) q = steps.limit(q, query.limit);
      return q;
    },
    toDocStoreError,
    mapErrors,
    listenerError: (error) => (e) => error?.(toDocStoreError(e) as Error),
    docSnapshot: <T>(read: SdkDocRead): DocSnapshot<T> => ({
      ref: docRef<T>(read.path),
      id: read.id,
      exists: read.exists,
      data: read.exists ? (fromSdk(read.data) as T) : undefined,
      ...(read.fromCache ? { fromCache: true } : {}),
    }),
    querySnapshot: <T>(docs: readonly DocSnapshot<T>[], fromCache?: boolean): QuerySnapshot<T> => ({
      docs: docs as QueryDocSnapshot<T>[],
      size: docs.length,
      empty: docs.length === 0,
      ...(fromCache ? { fromCache: true } : {}),
    }),
    batch(commit) {
      const ops: ((to: SdkWriter) => void)[] = [];
      const batch = {
        set(ref: DocRef<unknown>, data: unknown, options?: SetOptions) {
          ops.push((to) => to.set(ref.path, dataToSdk(data), options?.merge === true));
          return batch;
        },
        update(ref: DocRef<unknown>, data: unknown) {
          ops.push((to) => to.update(ref.path, updateToSdk(data)));
          return batch;
        },
        delete(ref: DocRef<unknown>) {
          ops.push((to) => to.delete(ref.path));
          return batch;
        },
        commit: () => mapErrors(() => commit((to) => ops.forEach((op) => op(to)))),
      } as WriteBatch;
      return batch;
    },
    transaction(sdkTx) {
      let wrote = false;
      const tx = {
        async get<T>(ref: DocRef<T>) {
          if (wrote) {
            throw new DocStoreError(
              'invalid-argument',
              'Transactions must read every document before writing any.',
            );
          }
          return (await sdkTx.get(ref.path)) as DocSnapshot<T>;
        },
        set(ref: DocRef<unknown>, data: unknown, options?: SetOptions) {
          wrote = true;
          sdkTx.set(ref.path, dataToSdk(data), options?.merge === true);
          return tx;
        },
        update(ref: DocRef<unknown>, data: unknown) {
          wrote = true;
          sdkTx.update(ref.path, updateToSdk(data));
          return tx;
        },
        delete(ref: DocRef<unknown>) {
          wrote = true;
          sdkTx.delete(ref.path);
          return tx;
        },
      } as Transaction;
      return tx;
    },
  };
}
