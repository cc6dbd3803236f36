import { CallableError, DocStoreError, IdentityError } from '@tender/core';
import { describe, expect, it } from 'vitest';
import { toDocStoreError } from './firestoreAdminDocStore';
import { toIdentityError } from './identityAdmin';

describe('admin adapters: error mapping', () => {
  it('maps gRPC status codes of the admin SDK to DocStoreError codes', () => {
    const grpc = (code: number) => Object.assign(new Error(`grpc ${code}`), { code });
    expect((toDocStoreError(grpc(5)) as DocStoreError).code).toBe('not-found');
    expect((toDocStoreError(grpc(10)) as DocStoreError).code).toBe('aborted');
    expect((toDocStoreError(grpc(7)) as DocStoreError).code).toBe('permission-denied');
    expect((toDocStoreError(grpc(14)) as DocStoreError).code).toBe('unavailable');
    const internal = grpc(13);
    expect(toDocStoreError(internal)).toBe(internal);
  });

  it('leaves errors thrown inside transactions alone (a CallableError is not a DocStoreError)', () => {
    const error = new CallableError('not-found', 'users.errors.notFound');
    expect(toDocStoreError(error)).toBe(error);
  });

  it('maps Auth errors to IdentityError codes', () => {
    const auth = (code: string) => Object.assign(new Error(code), { code });
    const mapped = toIdentityError(auth('auth/email-already-exists'));
    expect(mapped).toBeInstanceOf(IdentityError);
    expect((mapped as IdentityError).code).toBe('email-already-exists');
    expect((toIdentityError(auth('auth/user-not-found')) as IdentityError).code).toBe(
      'user-not-found',
    );
    const other = auth('auth/internal-error');
    expect(toIdentityError(other)).toBe(other);
  });
});
