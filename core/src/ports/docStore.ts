/**
 * DocStore: the Firestore-shaped subset every service uses. Three implementations are held to one
 * contract (./docStoreContract.ts): memory (core/src/memory), Firestore web SDK and firebase-admin.
 *
 * Values: plain JSON-like data plus Timestamp, Vector (./values.ts). Instants are always
 * Timestamps; adapters convert the SDK's Timestamp both ways. `undefined`, Date, functions and
 * nested arrays are rejected, as Firestore rejects them.
 */
import type { CollectionRef, DocData, DocRef } from './refs';
import type { Query } from './query';
import type { FieldSentinel } from './values';

export interface DocSnapshot<T> {
  readonly ref: DocRef<T>;
  readonly id: string;
  readonly exists: boolean;
  /** Undefined when the document does not exist. A fresh copy: mutating it changes nothing. */
  readonly data: T | undefined;
  /**
   * True when a listener's snapshot came from the client's cache before the server answered
   * (Firestore's full SDK while offline, or when its first connection failed): "does not exist"
   * then only means "not in the cache". Absent when the store answered for the document itself.
   */
  readonly fromCache?: boolean;
}

export interface QueryDocSnapshot<T> extends DocSnapshot<T> {
  readonly exists: true;
  readonly data: T;
}

export interface QuerySnapshot<T> {
  readonly docs: readonly QueryDocSnapshot<T>[];
  readonly size: number;
  readonly empty: boolean;
  /**
   * True when a listener's snapshot came from the client's cache before the server answered (as
   * DocSnapshot.fromCache): an empty one then only means "nothing in the cache".
   */
  readonly fromCache?: boolean;
}

/** Every field of T, each of which may instead be a sentinel (serverTimestamp(), ...). */
export type WriteData<T> = { [K in keyof T]: T[K] | FieldSentinel };
/** Set-with-merge data: nested maps merge, so any subset at any depth. */
export type MergeData<T> = {
  [K in keyof T]?: T[K] extends object
    ? MergeData<T[K]> | T[K] | FieldSentinel
    : T[K] | FieldSentinel;
};
/** Update data: top-level keys are field paths; 'a.b' addresses a nested field. */
export type UpdateData<T> = { [K in keyof T]?: T[K] | FieldSentinel } & {
  [fieldPath: `${string}.${string}`]: unknown;
};

export interface SetOptions {
  /** Merge into an existing document instead of replacing it (nested maps merge deeply). */
  readonly merge?: boolean;
}

export type Unsubscribe = () => void;

export interface WriteBatch {
  set<T>(ref: DocRef<T>, data: WriteData<T>): WriteBatch;
  set<T>(ref: DocRef<T>, data: MergeData<T>, options: SetOptions): WriteBatch;
  update<T>(ref: DocRef<T>, data: UpdateData<T>): WriteBatch;
  delete(ref: DocRef<unknown>): WriteBatch;
  /** All writes or none; an update of a missing document fails the whole batch ('not-found'). */
  commit(): Promise<void>;
}

/** Reads must all come before writes, as in Firestore. */
export interface Transaction {
  get<T>(ref: DocRef<T>): Promise<DocSnapshot<T>>;
  set<T>(ref: DocRef<T>, data: WriteData<T>): Transaction;
  set<T>(ref: DocRef<T>, data: MergeData<T>, options: SetOptions): Transaction;
  update<T>(ref: DocRef<T>, data: UpdateData<T>): Transaction;
  delete(ref: DocRef<unknown>): Transaction;
}

export interface TransactionOptions {
  /** Attempts before giving up with 'aborted' (Firestore's default is 5). */
  readonly maxAttempts?: number;
}

export interface DocStore {
  getDoc<T>(ref: DocRef<T>): Promise<DocSnapshot<T>>;
  getDocs<T>(source: Query<T> | CollectionRef<T>): Promise<QuerySnapshot<T>>;
  setDoc<T>(ref: DocRef<T>, data: WriteData<T>): Promise<void>;
  setDoc<T>(ref: DocRef<T>, data: MergeData<T>, options: SetOptions): Promise<void>;
  /** Fails with 'not-found' when the document does not exist. */
  updateDoc<T>(ref: DocRef<T>, data: UpdateData<T>): Promise<void>;
  /** Deleting a missing document succeeds. Subcollections are not deleted (as in Firestore). */
  deleteDoc(ref: DocRef<unknown>): Promise<void>;
  batch(): WriteBatch;
  /**
   * Runs fn, retrying it when a document it read changed before commit. fn may run more than
   * once, so it must not have side effects outside the transaction. Errors thrown by fn are not
   * retried; they reject the returned promise and nothing is written.
   */
  runTransaction<R>(fn: (tx: Transaction) => Promise<R>, options?: TransactionOptions): Promise<R>;
  /** Calls next with the current state (asynchronously) and after every change to it. */
  onDocSnapshot<T>(
    ref: DocRef<T>,
    next: (snap: DocSnapshot<T>) => void,
    error?: (e: Error) => void,
  ): Unsubscribe;
  onQuerySnapshot<T>(
    source: Query<T> | CollectionRef<T>,
    next: (snap: QuerySnapshot<T>) => void,
    error?: (e: Error) => void,
  ): Unsubscribe;
}

export type DocStoreErrorCode =
  | 'not-found'
  | 'already-exists'
  | 'aborted'
  | 'invalid-argument'
  | 'failed-precondition'
  | 'permission-denied'
  | 'unavailable';

/** Adapters map SDK errors onto these codes (Firestore's own code names). */
export class DocStoreError extends Error {
  constructor(
    readonly code: DocStoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DocStoreError';
  }
}

export type { DocData };
