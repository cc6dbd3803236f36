/**
 * The value checks firestore.rules applies to client-written fields, one function per rules
 * helper (text, optText, oneOf, intBetween, timeOrNull, ...), with the rules' types: a timestamp is
 * a stored Timestamp or the pending server time, an int is a whole number, a map a plain object.
 * collectionFields.ts combines them into one description per collection.
 */
import { STORED_FILE_KEY_PATTERN } from '../model/paths';
import { Timestamp, isServerTimestamp } from '../ports/values';

type Data = Record<string, unknown>;

/** What a check may look at besides the value: the caller, the path, the whole new document. */
export interface FieldEnv {
  readonly uid: string;
  /** The caller's companyId claim (null without one). */
  readonly companyId: string | null;
  readonly support: boolean;
  /** The written document's path, split at '/'. */
  readonly segments: readonly string[];
  /** The document as it will be stored (rules' request.resource.data). */
  readonly doc: Data;
  /** The caller's users/{uid} name (rules' profileName()). */
  readonly profileName: () => unknown;
}

export type FieldCheck = (value: unknown, env: FieldEnv) => boolean;

export const isMap = (v: unknown): v is Data =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** A string with visible content, at most max characters (rules: text). */
export const text =
  (max: number): FieldCheck =>
  (v) =>
    typeof v === 'string' && v.trim().length >= 1 && v.length <= max;

/** Any string, possibly empty, of at most max characters (rules: optText). */
export const optText =
  (max: number): FieldCheck =>
  (v) =>
    typeof v === 'string' && v.length <= max;

/** text without surrounding white space (rules: trimmedText; the company schemas are strict). */
export const trimmedText =
  (max: number): FieldCheck =>
  (v, env) =>
    text(max)(v, env) && (v as string).trim() === v;

export const trimmedOptText =
  (max: number): FieldCheck =>
  (v, env) =>
    optText(max)(v, env) && (v as string).trim() === v;

export const oneOf =
  (values: readonly string[]): FieldCheck =>
  (v) =>
    typeof v === 'string' && values.includes(v);

export const intBetween =
  (min: number, max: number): FieldCheck =>
  (v) =>
    isInt(v) && v >= min && v <= max;

/** Exactly this value (server-owned fields start at a fixed value). */
export const is =
  (expected: string | number | boolean | null): FieldCheck =>
  (v) =>
    v === expected;

export const bool: FieldCheck = (v) => typeof v === 'boolean';

export const anyString: FieldCheck = (v) => typeof v === 'string';

/** The caller's uid (createdBy, ownerId, uploadedBy, authorId on create). */
export const caller: FieldCheck = (v, env) => v === env.uid;

/** The server time: serverTimestamp() (rules: == request.time). */
export const serverTime: FieldCheck = (v) => isServerTimestamp(v);

export const timeOrNull: FieldCheck = (v) =>
  v === null || v instanceof Timestamp || isServerTimestamp(v);

/** A document id or null (rules: idOrNull). */
export const idOrNull: FieldCheck = (v) =>
  v === null || (typeof v === 'string' && v.length >= 1 && v.length <= 1500);

export const listMax =
  (max: number): FieldCheck =>
  (v) =>
    Array.isArray(v) && v.length <= max;

/** A list of at most max distinct elements (rules: uniqueList). */
export const uniqueList =
  (max: number): FieldCheck =>
  (v) =>
    Array.isArray(v) &&
    v.length <= max &&
    new Set(v.map((e) => JSON.stringify(e))).size === v.length;

/** Distinct values of an enumeration (rules: enumList). */
export const enumList =
  (values: readonly string[]): FieldCheck =>
  (v, env) =>
    uniqueList(values.length)(v, env) &&
    (v as unknown[]).every((e) => typeof e === 'string' && values.includes(e));

/** A map with exactly these keys (hasAll + hasOnly), each passing its check. */
export const mapOf =
  (fields: Readonly<Record<string, FieldCheck>>): FieldCheck =>
  (v, env) =>
    isMap(v) &&
    Object.keys(v).every((k) => k in fields) &&
    Object.entries(fields).every(([k, check]) => k in v && check(v[k], env));

/**
 * A map with at most these keys (hasOnly); an absent key is checked with its default, as the
 * rules' map.get(key, default) does.
 */
export const mapWithDefaults =
  (fields: Readonly<Record<string, readonly [check: FieldCheck, fallback: unknown]>>): FieldCheck =>
  (v, env) =>
    isMap(v) &&
    Object.keys(v).every((k) => k in fields) &&
    Object.entries(fields).every(([k, [check, fallback]]) => check(k in v ? v[k] : fallback, env));

/**
 * The Storage path of the written document's file: the document's own path plus a generated
 * key (rules: storagePathIs, e.g. companies/c/projects/p/documents/d/original.pdf).
 */
export const ownStoragePath: FieldCheck = (v, env) => {
  if (typeof v !== 'string') return false;
  const parts = v.split('/');
  return (
    parts.length === env.segments.length + 1 &&
    env.segments.every((s, i) => parts[i] === s) &&
    // A generated key (storedFileKey): no text of the user's in it (issue 20).
    STORED_FILE_KEY_PATTERN.test(parts[parts.length - 1] ?? '')
  );
};
