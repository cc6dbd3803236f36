/**
 * What a Firestore request is (the operation, the path, the data after the write) and what it
 * changes: the vocabulary firestore.rules decides on, shared by the path-access decisions.
 */
import { isServerTimestamp } from '../ports/values';

export type FirestoreOp = 'get' | 'list' | 'create' | 'update' | 'delete';
export type Data = Record<string, unknown>;

export interface FirestoreRequest {
  readonly op: FirestoreOp;
  /** A document path; for 'list' the collection path. */
  readonly path: string;
  /** create: the new document; update: the whole document after the update (rules' request.resource.data). */
  readonly data?: Data;
  /** list: the query's equality filters, which rules can rely on (e.g. createdBy == uid). */
  readonly where?: readonly (readonly [field: string, op: '==', value: unknown])[];
}

/** Reads a stored document, like get() in rules; undefined when missing. */
export type ReadDoc = (path: string) => Data | undefined;

/** The field names whose values differ between before and after (rules' diff().affectedKeys()). */
export function changedKeys(before: Data | undefined, after: Data | undefined): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((k) => !sameValue(before?.[k], after?.[k]));
}

/** Equal values, as rules compare them (a server timestamp never equals anything yet). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isServerTimestamp(a) || isServerTimestamp(b)) return false;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Data)[k])]),
    );
  }
  return value;
}
