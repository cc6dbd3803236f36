/**
 * Applies one write (set, set-merge, update, delete) to a document's current data, resolving
 * field sentinels against the commit time. Pure: returns the new data (undefined = deleted).
 */
import { DocStoreError } from '../ports/docStore';
import { FieldSentinel, Timestamp } from '../ports/values';
import { type Plain, copyIn, copyOut, isPlainObject, valuesEqual } from './values';

export type PendingWrite =
  | { readonly kind: 'set'; readonly path: string; readonly data: Plain; readonly merge: boolean }
  | { readonly kind: 'update'; readonly path: string; readonly data: Plain }
  | { readonly kind: 'delete'; readonly path: string };

/** Validates and copies write data now, so later mutation by the caller has no effect. */
export function prepareWrite(
  kind: 'set' | 'update',
  path: string,
  data: unknown,
  merge = false,
): Extract<PendingWrite, { kind: 'set' | 'update' }> {
  if (!isPlainObject(data))
    throw new DocStoreError('invalid-argument', `Data for ${path} must be a plain object`);
  const copied = copyIn(data, '') as Plain;
  if (kind === 'update') {
    if (Object.keys(copied).length === 0)
      throw new DocStoreError('invalid-argument', 'update() needs at least one field');
    for (const field of Object.keys(copied)) {
      if (field.split('.').some((s) => s === ''))
        throw new DocStoreError('invalid-argument', `Invalid field path '${field}'`);
    }
    return { kind, path, data: copied };
  }
  if (!merge) assertNoDeleteSentinel(copied, '');
  return { kind, path, data: copied, merge };
}

function assertNoDeleteSentinel(data: Plain, at: string): void {
  for (const [k, v] of Object.entries(data)) {
    if (v instanceof FieldSentinel && v.kind === 'deleteField') {
      throw new DocStoreError(
        'invalid-argument',
        `deleteField() at '${at}${k}' needs update() or set with merge`,
      );
    }
    if (isPlainObject(v)) assertNoDeleteSentinel(v, `${at}${k}.`);
  }
}

export function applyWrite(
  current: Plain | undefined,
  write: PendingWrite,
  now: Timestamp,
): Plain | undefined {
  switch (write.kind) {
    case 'delete':
      return undefined;
    case 'set':
      return write.merge
        ? mergeInto(current ? copyOut(current) : {}, write.data, now)
        : resolveAll(write.data, now);
    case 'update': {
      if (!current) throw new DocStoreError('not-found', `No document to update: ${write.path}`);
      const next = copyOut(current);
      for (const [fieldPath, value] of Object.entries(write.data))
        setPath(next, fieldPath.split('.'), value, now);
      return next;
    }
  }
}

/** set without merge: sentinels resolve against a missing field. */
function resolveAll(data: Plain, now: Timestamp): Plain {
  const out: Plain = {};
  for (const [k, v] of Object.entries(data)) {
    const resolved = isPlainObject(v) ? resolveAll(v, now) : resolve(v, undefined, now);
    if (resolved !== REMOVE) out[k] = resolved;
  }
  return out;
}

/** set with merge: maps merge recursively, everything else replaces. */
function mergeInto(target: Plain, data: Plain, now: Timestamp): Plain {
  for (const [k, v] of Object.entries(data)) {
    if (isPlainObject(v)) {
      const existing = target[k];
      target[k] = mergeInto(isPlainObject(existing) ? existing : {}, v, now);
    } else {
      const resolved = resolve(v, target[k], now);
      if (resolved === REMOVE) delete target[k];
      else target[k] = resolved;
    }
  }
  return target;
}

/** update: a field path replaces the value at that path, creating intermediate maps. */
function setPath(target: Plain, segments: string[], value: unknown, now: Timestamp): void {
  const [head, ...rest] = segments as [string, ...string[]];
  if (rest.length === 0) {
    const resolved = isPlainObject(value)
      ? resolveAll(value, now)
      : resolve(value, target[head], now);
    if (resolved === REMOVE) delete target[head];
    else target[head] = resolved;
    return;
  }
  const child = target[head];
  if (!isPlainObject(child)) {
    if (value instanceof FieldSentinel && value.kind === 'deleteField') return; // nothing to delete
    target[head] = {};
  }
  setPath(target[head] as Plain, rest, value, now);
}

const REMOVE = Symbol('remove');

function resolve(value: unknown, existing: unknown, now: Timestamp): unknown {
  if (!(value instanceof FieldSentinel)) return value;
  switch (value.kind) {
    case 'serverTimestamp':
      return now;
    case 'deleteField':
      return REMOVE;
    case 'increment': {
      const base = typeof existing === 'number' ? existing : 0;
      return base + (value.operand as number);
    }
    case 'arrayUnion': {
      const list = Array.isArray(existing) ? [...(existing as unknown[])] : [];
      for (const el of value.operand as unknown[]) {
        if (!list.some((x) => valuesEqual(x, el))) list.push(copyIn(el, '', true));
      }
      return list;
    }
    case 'arrayRemove': {
      const list = Array.isArray(existing) ? (existing as unknown[]) : [];
      return list.filter((x) => !(value.operand as unknown[]).some((el) => valuesEqual(x, el)));
    }
  }
}

/** The time type is re-exported for callers that only import this module. */
export type { Timestamp };
