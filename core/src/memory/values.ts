/**
 * Firestore value semantics: what may be stored (the rule every DocStore applies, the Firestore
 * adapters through adapters/firestoreCodec), and for the memory store deep copies, equality and
 * the cross-type ordering (null < boolean < number < timestamp < string < array < vector < map).
 */
import { DocStoreError } from '../ports/docStore';
import { FieldSentinel, Timestamp, Vector } from '../ports/values';

export type Plain = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Refuses a value the port cannot store, saying where it stands ('a.b[2]'; '' is the root). */
export function invalidValue(path: string, what: string): never {
  throw new DocStoreError('invalid-argument', `Unsupported value at '${path}': ${what}`);
}

/** How convertIn rebuilds the values that are not JSON. */
export interface LeafConversion {
  timestamp(value: Timestamp): unknown;
  vector(value: Vector): unknown;
  /**
   * A sentinel where Firestore allows one (in a map, not inside an array). `elements`: its operand
   * when that is a list (arrayUnion, arrayRemove), validated and converted as array elements.
   */
  sentinel(value: FieldSentinel, elements: unknown[]): unknown;
}

/**
 * The one rule for what a document may hold, shared by every DocStore: validates a value headed
 * for storage and rebuilds it, converting Timestamps, Vectors and sentinels with `leaves`.
 * Rejects undefined, Date, class instances, functions, nested arrays, empty field names and
 * sentinels inside arrays with 'invalid-argument' (the memory store copies; the Firestore adapters
 * convert to the SDK's types before the SDK sees anything, so all fail the same way).
 */
export function convertIn(
  value: unknown,
  path: string,
  leaves: LeafConversion,
  insideArray = false,
): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return value;
  if (value instanceof Timestamp) return leaves.timestamp(value);
  if (value instanceof Vector) return leaves.vector(value);
  if (value instanceof FieldSentinel) {
    if (insideArray) invalidValue(path, `${value.kind}() inside an array`);
    const operand = Array.isArray(value.operand) ? value.operand : [];
    const elements = operand.map((el, i) => convertIn(el, `${path}<${i}>`, leaves, true));
    return leaves.sentinel(value, elements);
  }
  if (Array.isArray(value)) {
    if (insideArray) invalidValue(path, 'nested arrays');
    return value.map((v, i) => convertIn(v, `${path}[${i}]`, leaves, true));
  }
  if (isPlainObject(value)) {
    const out: Plain = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '') invalidValue(path, 'empty field name');
      out[k] = convertIn(v, path ? `${path}.${k}` : k, leaves, false);
    }
    return out;
  }
  if (value === undefined) invalidValue(path, 'undefined (omit the field or use null)');
  if (value instanceof Date) invalidValue(path, 'Date (use Timestamp)');
  return invalidValue(
    path,
    typeof value === 'object' ? (value.constructor?.name ?? 'object') : typeof value,
  );
}

/** Timestamps, Vectors and sentinels are immutable: the copy shares them. */
const KEEP: LeafConversion = { timestamp: (t) => t, vector: (v) => v, sentinel: (s) => s };

/**
 * Validates and deep-copies a value headed for storage. Sentinels are allowed only where
 * Firestore allows them (in maps, not inside arrays); they are kept for applyWrite to resolve.
 */
export function copyIn(value: unknown, path: string, insideArray = false): unknown {
  return convertIn(value, path, KEEP, insideArray);
}

/** Deep copy of stored data (Timestamps and Vectors are immutable and shared). */
export function copyOut<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyOut) as T;
  if (isPlainObject(value)) {
    const out: Plain = {};
    for (const [k, v] of Object.entries(value)) out[k] = copyOut(v);
    return out as T;
  }
  return value;
}

const TYPE_ORDER = {
  null: 0,
  boolean: 1,
  number: 2,
  timestamp: 3,
  string: 4,
  array: 5,
  vector: 6,
  map: 7,
} as const;
export type TypeClass = keyof typeof TYPE_ORDER;

export function typeClass(value: unknown): TypeClass {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (value instanceof Timestamp) return 'timestamp';
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Vector) return 'vector';
  return 'map';
}

/**
 * Firestore compares strings by UTF-8 bytes, which is code-point order (not UTF-16 units). The
 * two differ only where a surrogate (a code point above U+FFFF) meets a unit of U+E000 or above,
 * so units are compared directly and only such a pair is shifted into code-point order: a sort
 * of 20,000 match ids spent most of its time stepping string iterators (issue 22 item 6).
 */
function compareStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointOrder(x) - codePointOrder(y);
  }
  return a.length - b.length;
}

/** A UTF-16 unit's rank in code-point order: surrogates after U+E000–U+FFFF. */
function codePointOrder(unit: number): number {
  if (unit < 0xd800) return unit;
  return unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
}

function compareNumbers(a: number, b: number): number {
  // Firestore sorts NaN before every other number.
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Total order over stored values, Firestore's. */
export function compareValues(a: unknown, b: unknown): number {
  const ta = typeClass(a);
  const tb = typeClass(b);
  if (ta !== tb) return TYPE_ORDER[ta] - TYPE_ORDER[tb];
  switch (ta) {
    case 'null':
      return 0;
    case 'boolean':
      return Number(a) - Number(b);
    case 'number':
      return compareNumbers(a as number, b as number);
    case 'timestamp':
      return Math.sign((a as Timestamp).compareTo(b as Timestamp));
    case 'string':
      return Math.sign(compareStrings(a as string, b as string));
    case 'array':
      return compareLists(a as unknown[], b as unknown[]);
    case 'vector': {
      const va = (a as Vector).values;
      const vb = (b as Vector).values;
      return va.length !== vb.length ? va.length - vb.length : compareLists(va, vb);
    }
    case 'map': {
      // Maps compare by their sorted keys, then values, pairwise.
      const ea = Object.entries(a as Plain).sort(([x], [y]) => compareStrings(x, y));
      const eb = Object.entries(b as Plain).sort(([x], [y]) => compareStrings(x, y));
      for (let i = 0; i < Math.min(ea.length, eb.length); i++) {
        const [ka, va] = ea[i] as [string, unknown];
        const [kb, vb] = eb[i] as [string, unknown];
        const d = compareStrings(ka, kb) || compareValues(va, vb);
        if (d !== 0) return Math.sign(d);
      }
      return Math.sign(ea.length - eb.length);
    }
  }
}

function compareLists(a: readonly unknown[], b: readonly unknown[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = compareValues(a[i], b[i]);
    if (d !== 0) return d;
  }
  return Math.sign(a.length - b.length);
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  if (typeClass(a) === 'number' && typeClass(b) === 'number') return a === b; // NaN != NaN, as in Firestore
  return typeClass(a) === typeClass(b) && compareValues(a, b) === 0;
}
