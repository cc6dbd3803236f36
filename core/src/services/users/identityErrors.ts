/** Identity-service failures in the callables' terms. */
import { CallableError } from '../../callables/errors';
import { IdentityError } from '../../ports/identity';
import { USER_ADMIN_REASONS as R } from './reasons';

export function fromIdentityError(error: unknown): unknown {
  if (!(error instanceof IdentityError)) return error;
  switch (error.code) {
    case 'email-already-exists':
      return new CallableError('already-exists', R.emailInUse);
    case 'user-not-found':
      return new CallableError('not-found', R.notFound);
    case 'invalid-email':
    case 'invalid-password':
      return new CallableError('invalid-argument', R.invalid, error.message);
  }
}

/** Runs an identity call, translating its errors. */
export async function identityCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw fromIdentityError(error);
  }
}

/** Deleting an account that is already gone is the outcome we want, not a failure. */
export async function ignoreMissing(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof IdentityError && error.code === 'user-not-found')) throw error;
  }
}
