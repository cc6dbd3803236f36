/**
 * Queries are plain descriptions (collection, filters, orders, limit, cursor) built with
 * modular-SDK-style helpers. An adapter translates one field at a time into the SDK's query.
 */
import { type CollectionRef, DOCUMENT_ID } from './refs';

export type WhereOp =
  '==' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains' | 'array-contains-any';
export type Direction = 'asc' | 'desc';

export const RANGE_OPS: readonly WhereOp[] = ['<', '<=', '>', '>='];
/** Firestore's limit on the values of one `in` / `array-contains-any` filter. */
export const MAX_DISJUNCTION_VALUES = 30;

export interface Filter {
  readonly field: string;
  readonly op: WhereOp;
  readonly value: unknown;
}

export interface Order {
  readonly field: string;
  readonly direction: Direction;
}

/**
 * Position to start after. `values` match the query's orderBy fields in order (a prefix is
 * allowed); `documentId`, when present, breaks ties on the implicit final order by document id,
 * which is what a cursor taken from a snapshot needs.
 */
export interface Cursor {
  readonly values: readonly unknown[];
  readonly documentId?: string;
}

export interface Query<T> {
  readonly kind: 'query';
  readonly collection: CollectionRef<T>;
  readonly filters: readonly Filter[];
  readonly orders: readonly Order[];
  readonly limit?: number;
  readonly startAfter?: Cursor;
}

type Constraint =
  | { readonly type: 'where'; readonly filter: Filter }
  | { readonly type: 'orderBy'; readonly order: Order }
  | { readonly type: 'limit'; readonly limit: number }
  | {
      readonly type: 'startAfter';
      readonly values: readonly unknown[];
      readonly snapshot?: CursorSource;
    };

export type QueryConstraint = Constraint;

/** Anything with an id and data can seed a cursor (a query result row, typically). */
export interface CursorSource {
  readonly id: string;
  readonly data: unknown;
}

export function where(field: string, op: WhereOp, value: unknown): QueryConstraint {
  if (op === 'in' || op === 'array-contains-any') {
    if (!Array.isArray(value) || value.length === 0 || value.length > MAX_DISJUNCTION_VALUES) {
      throw new TypeError(`'${op}' needs 1..${MAX_DISJUNCTION_VALUES} values`);
    }
  }
  if (value === undefined) throw new TypeError(`where('${field}') value is undefined`);
  return { type: 'where', filter: { field, op, value } };
}

export function orderBy(field: string, direction: Direction = 'asc'): QueryConstraint {
  return { type: 'orderBy', order: { field, direction } };
}

export function limit(n: number): QueryConstraint {
  if (!Number.isInteger(n) || n <= 0) throw new TypeError('limit must be a positive integer');
  return { type: 'limit', limit: n };
}

/** startAfter(snapshotRow) or startAfter(...orderByValues). */
export function startAfter(...args: [CursorSource] | unknown[]): QueryConstraint {
  const [first] = args;
  if (args.length === 1 && isCursorSource(first))
    return { type: 'startAfter', values: [], snapshot: first };
  return { type: 'startAfter', values: args };
}

function isCursorSource(value: unknown): value is CursorSource {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'data' in value &&
    'ref' in value // a snapshot row, not a plain map value used as a cursor
  );
}

export function query<T>(
  source: CollectionRef<T> | Query<T>,
  ...constraints: QueryConstraint[]
): Query<T> {
  const base: Query<T> =
    source.kind === 'query'
      ? source
      : { kind: 'query', collection: source, filters: [], orders: [] };
  let filters = [...base.filters];
  let orders = [...base.orders];
  let lim = base.limit;
  let cursor = base.startAfter;
  let pendingSnapshot: CursorSource | undefined;
  for (const c of constraints) {
    if (c.type === 'where') filters = [...filters, c.filter];
    else if (c.type === 'orderBy') orders = [...orders, c.order];
    else if (c.type === 'limit') lim = c.limit;
    else if (c.snapshot) pendingSnapshot = c.snapshot;
    else cursor = { values: c.values };
  }
  // A snapshot cursor is resolved last so it sees every orderBy, wherever it was written.
  if (pendingSnapshot) cursor = cursorFromSnapshot(orders, pendingSnapshot);
  return Object.freeze({
    kind: 'query',
    collection: base.collection,
    filters,
    orders,
    ...(lim !== undefined ? { limit: lim } : {}),
    ...(cursor ? { startAfter: cursor } : {}),
  });
}

function cursorFromSnapshot(orders: readonly Order[], snap: CursorSource): Cursor {
  const data = (snap.data ?? {}) as Record<string, unknown>;
  const values = orders.filter((o) => o.field !== DOCUMENT_ID).map((o) => readField(data, o.field));
  return { values, documentId: snap.id };
}

/** Reads a dotted field path from plain data; undefined when absent. */
export function readField(data: unknown, fieldPath: string): unknown {
  let current: unknown = data;
  for (const key of fieldPath.split('.')) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
