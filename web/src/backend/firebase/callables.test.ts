import { CallableError } from '@tender/core';
import { describe, expect, it } from 'vitest';
import { toCallableError } from './callables';

/** The shape of the SDK's FunctionsError. */
function functionsError(code: string, details?: unknown) {
  return Object.assign(new Error(`boom ${code}`), { name: 'FirebaseError', code, details });
}

describe('toCallableError', () => {
  it('keeps the HttpsError code and the reason from the details', () => {
    const error = toCallableError(
      functionsError('functions/failed-precondition', { reason: 'users.errors.lastAdmin' }),
    );
    expect(error).toBeInstanceOf(CallableError);
    expect({ code: error.code, reason: error.reason }).toEqual({
      code: 'failed-precondition',
      reason: 'users.errors.lastAdmin',
    });
  });

  it('maps codes CallableError has no name for, and unknown failures to internal', () => {
    expect(toCallableError(functionsError('functions/deadline-exceeded')).code).toBe('unavailable');
    expect(toCallableError(functionsError('functions/unknown')).code).toBe('internal');
    expect(toCallableError(new TypeError('fetch failed')).code).toBe('internal');
    expect(
      toCallableError(functionsError('functions/not-found', { reason: 42 })).reason,
    ).toBeUndefined();
  });

  it('passes a CallableError through', () => {
    const original = new CallableError('permission-denied', 'users.errors.forbidden');
    expect(toCallableError(original)).toBe(original);
  });
});
