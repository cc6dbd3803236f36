/**
 * What security rules see of a write: `request.resource.data` is the whole document after the
 * write, with server timestamps still pending (rules compare them with `request.time`; core's
 * path access checks `isServerTimestamp`). The store's own write logic computes the document, with
 * a marker instant in place of "now" that is then turned back into the sentinel.
 */
import { type DocData, Timestamp, serverTimestamp } from '@tender/core';
import { applyWrite, prepareWrite } from '@tender/core/memory/applyWrite';

export type GuardedWrite =
  | { readonly kind: 'set'; readonly path: string; readonly data: unknown; readonly merge: boolean }
  | { readonly kind: 'update'; readonly path: string; readonly data: unknown }
  | { readonly kind: 'delete'; readonly path: string };

/** An instant nobody stores (year 0, odd nanoseconds), compared by identity anyway. */
const PENDING = Timestamp.of(-62_167_219_200, 424_242_424);

/** The document after the write as rules see it; undefined for a delete. Throws like the store. */
export function documentAfter(
  before: DocData | undefined,
  write: GuardedWrite,
): DocData | undefined {
  if (write.kind === 'delete') return undefined;
  const prepared =
    write.kind === 'set'
      ? prepareWrite('set', write.path, write.data, write.merge)
      : prepareWrite('update', write.path, write.data);
  if (write.kind === 'update' && !before) {
    // Firestore evaluates the rules with no stored document; the store then answers 'not-found'.
    return restorePending(prepared.data) as DocData;
  }
  return restorePending(applyWrite(before, prepared, PENDING)) as DocData | undefined;
}

/**
 * Firestore's rule operation for a batch's writes to one document, which the rules judge once on
 * their combined result: gone afterwards = delete; there before = update; otherwise a set creates
 * it (an update of a missing document is judged as an update and then fails 'not-found').
 */
export function ruleOperation(
  writes: readonly GuardedWrite[],
  before: DocData | undefined,
  after: DocData | undefined,
): 'create' | 'update' | 'delete' {
  if (!after) return 'delete';
  if (before) return 'update';
  return writes.every((w) => w.kind === 'update') ? 'update' : 'create';
}

function restorePending(value: unknown): unknown {
  if (value === PENDING) return serverTimestamp();
  if (Array.isArray(value)) return value.map(restorePending);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, restorePending(v)]));
  }
  return value;
}

/** The documents above a path, nearest last: rules read parents (project, base, ticket) with get(). */
export function ancestorDocPaths(path: string): string[] {
  const segments = path.split('/');
  const out: string[] = [];
  for (let n = 2; n < segments.length; n += 2) out.push(segments.slice(0, n).join('/'));
  return out;
}
