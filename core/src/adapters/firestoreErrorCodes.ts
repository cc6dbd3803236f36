/**
 * Firestore's error codes as the DocStore port's: both SDKs report a code (the admin SDK as a gRPC
 * status number, the web SDK as a name), and the port knows fewer of them (firestoreCodec.ts maps
 * an SDK error with this).
 */
import type { DocStoreErrorCode } from '../ports/docStore';

/** Firestore's error codes, indexed by gRPC status number (how the admin SDK reports them). */
const FIRESTORE_CODES = [
  'ok',
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
  'unauthenticated',
] as const;

/** The Firestore codes the port has a code for; the others (internal, unknown…) stay SDK errors. */
const PORT_CODES: Readonly<Partial<Record<string, DocStoreErrorCode>>> = {
  'invalid-argument': 'invalid-argument',
  'deadline-exceeded': 'unavailable',
  'not-found': 'not-found',
  'already-exists': 'already-exists',
  'permission-denied': 'permission-denied',
  'resource-exhausted': 'unavailable',
  'failed-precondition': 'failed-precondition',
  aborted: 'aborted',
  unavailable: 'unavailable',
  unauthenticated: 'permission-denied',
};

/**
 * A Firestore error code as the port's: a name ('not-found', also 'firestore/not-found' as the
 * web SDK may prefix it) or a gRPC status number (5). Undefined when the port has no such code.
 */
export function mapFirestoreErrorCode(code: string | number): DocStoreErrorCode | undefined {
  const name = typeof code === 'number' ? FIRESTORE_CODES[code] : code.replace(/^firestore\//, '');
  return name !== undefined && Object.hasOwn(PORT_CODES, name) ? PORT_CODES[name] : undefined;
}
