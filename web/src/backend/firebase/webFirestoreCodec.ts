/**
 * Core's Firestore codec (adapters/firestoreCodec) wired to a Firestore web SDK, once for both the
 * firebase backend loads: the full SDK (firestoreWebDocStore.ts) and Firestore Lite
 * (connectFirestoreLite.ts). The two export the same names, but each has classes of its own (Lite's
 * Timestamp is not the full SDK's), so each store hands in its own exports and gets the same value
 * mapping, queries, snapshots and error codes: a document reads the same through either. This
 * module imports no SDK (types aside), so Lite's chunk, which the first screen waits for, never
 * pulls in the full SDK (bench/first-render.mjs checks it).
 */
import type {
  CollectionRef,
  Direction,
  DocSnapshot,
  Query,
  QuerySnapshot,
  WhereOp,
} from '@tender/core';
import { type FirestoreCodec, createFirestoreCodec } from '@tender/core/adapters/firestoreCodec';

/** A class the codec only tests values against with instanceof (some constructors are private). */
type ClassOf<T> = {
  readonly prototype: T;
  [Symbol.hasInstance](value: unknown): boolean;
};

/**
 * The exports of 'firebase/firestore' or 'firebase/firestore/lite' the codec needs, named as the
 * SDK names them. `Db` is the SDK's Firestore, `SdkQuery` its Query, `Constraint` its
 * QueryConstraint and `Field` its FieldPath.
 */
export interface WebFirestoreExports<Db, SdkQuery, Constraint, Field> {
  classes: {
    Timestamp: new (
      seconds: number,
      nanoseconds: number,
    ) => { readonly seconds: number; readonly nanoseconds: number };
    VectorValue: ClassOf<{ toArray(): number[] }>;
    DocumentReference: ClassOf<{ readonly path: string }>;
  };
  /** The FieldValue factories and `vector`. */
  values: {
    vector(values: number[]): unknown;
    serverTimestamp(): unknown;
    deleteField(): unknown;
    arrayUnion(...elements: unknown[]): unknown;
    arrayRemove(...elements: unknown[]): unknown;
    increment(n: number): unknown;
  };
  queries: {
    collection(db: Db, path: string): SdkQuery;
    query(source: SdkQuery, ...constraints: Constraint[]): SdkQuery;
    where(field: string | Field, op: WhereOp, value: unknown): Constraint;
    orderBy(field: string | Field, direction: Direction): Constraint;
    startAfter(...values: unknown[]): Constraint;
    limit(n: number): Constraint;
    documentId(): Field;
  };
}

/** A document snapshot as both SDKs give it, from a read, a query or a transaction. */
export interface WebSdkSnapshot {
  readonly id: string;
  readonly ref: { readonly path: string };
  exists(): boolean;
  data(options?: { readonly serverTimestamps?: 'estimate' }): unknown;
  /** The full SDK's (Lite reads always come from the server and have none). */
  readonly metadata?: { readonly fromCache: boolean };
}

export interface WebFirestoreCodec<Db, SdkQuery, Field> extends Omit<
  FirestoreCodec<Field>,
  'docSnapshot' | 'querySnapshot'
> {
  /** A port Query (or a whole collection) as the SDK's query on `db`. */
  toQuery(db: Db, source: Query<unknown> | CollectionRef<unknown>): SdkQuery;
  /** An SDK document snapshot as the port's, its data converted. */
  docSnapshot<T>(snap: WebSdkSnapshot): DocSnapshot<T>;
  /** An SDK query snapshot as the port's. */
  querySnapshot<T>(snap: {
    readonly docs: readonly WebSdkSnapshot[];
    readonly metadata?: { readonly fromCache: boolean };
  }): QuerySnapshot<T>;
}

/**
 * Pending server timestamps (the full SDK's own writes, not yet acknowledged) read as the local
 * estimate rather than null (decisions.md). Lite has no pending writes; its data() takes no options.
 */
const READ = { serverTimestamps: 'estimate' } as const;

export function webFirestoreCodec<Db, SdkQuery, Constraint, Field>(
  sdk: WebFirestoreExports<Db, SdkQuery, Constraint, Field>,
): WebFirestoreCodec<Db, SdkQuery, Field> {
  const { classes, values, queries } = sdk;
  const { Timestamp, VectorValue, DocumentReference } = classes;
  const codec = createFirestoreCodec({
    timestamp: {
      make: (seconds, nanoseconds) => new Timestamp(seconds, nanoseconds),
      is: (value) => value instanceof Timestamp,
    },
    vector: {
      make: values.vector,
      is: (value): value is { toArray(): number[] } => value instanceof VectorValue,
    },
    isDocRef: (value): value is { readonly path: string } => value instanceof DocumentReference,
    sentinels: values,
    documentId: queries.documentId,
    // Only the SDK's errors (FirestoreError): a CallableError thrown in a transaction has codes too.
    errorCode: (error) =>
      (error as { name?: unknown }).name === 'FirebaseError' ? String(error.code) : undefined,
  });

  const docSnapshot = <T>(snap: WebSdkSnapshot): DocSnapshot<T> =>
    codec.docSnapshot<T>({
      path: snap.ref.path,
      id: snap.id,
      exists: snap.exists(),
      data: snap.data(READ),
      fromCache: snap.metadata?.fromCache === true,
    });

  return {
    ...codec,
    docSnapshot,
    querySnapshot: (snap) =>
      codec.querySnapshot(
        snap.docs.map((d) => docSnapshot(d)),
        snap.metadata?.fromCache === true,
      ),
    toQuery(db, source) {
      if (source.kind === 'collection') return queries.collection(db, source.path);
      const constraints = codec.buildQuery<Constraint[]>([], source, {
        where: (cs, field, op, value) => [...cs, queries.where(field, op, value)],
        orderBy: (cs, field, direction) => [...cs, queries.orderBy(field, direction)],
        startAfter: (cs, cursor) => [...cs, queries.startAfter(...cursor)],
        limit: (cs, n) => [...cs, queries.limit(n)],
      });
      return queries.query(queries.collection(db, source.collection.path), ...constraints);
    },
  };
}
