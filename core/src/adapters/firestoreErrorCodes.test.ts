import { describe, expect, it } from 'vitest';
import { mapFirestoreErrorCode } from './firestoreErrorCodes';

describe('Firestore error codes as the port’s', () => {
  it('maps Firestore codes, by name or gRPC status number, onto port codes', () => {
    expect(mapFirestoreErrorCode('not-found')).toBe('not-found');
    expect(mapFirestoreErrorCode('firestore/permission-denied')).toBe('permission-denied');
    expect(mapFirestoreErrorCode('unauthenticated')).toBe('permission-denied');
    expect(mapFirestoreErrorCode('deadline-exceeded')).toBe('unavailable');
    expect(mapFirestoreErrorCode(5)).toBe('not-found');
    expect(mapFirestoreErrorCode(8)).toBe('unavailable');
    expect(mapFirestoreErrorCode(10)).toBe('aborted');
    expect(mapFirestoreErrorCode(16)).toBe('permission-denied');
    for (const other of ['internal', 'unknown', 'constructor', '5', 13, 2, 99, -1])
      expect(mapFirestoreErrorCode(other)).toBeUndefined();
  });
});
