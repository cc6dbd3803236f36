/** Identity-service failures in the callables' terms. */
import { CallableError } from '../../callables/errors';
import { refs } from '../../model/paths';
import type { MemberActor } from '../../policy/actor';
import type { DocStore } from '../../ports/docStore';
import { IdentityError } from '../../ports/identity';
import { query, where } from '../../ports/query';
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

/**
 * createUser's answer for an address that already has an account (review L8). Only a colleague of
 * the admin's own company (whom the user list shows anyway) is "already exists"; for an account in
 * another company, or a person without one, the admin gets a generic "cannot be used" that does not
 * say an account exists, nor where. Other errors pass through unchanged.
 */
export async function unlessOwnColleague(
  docs: DocStore,
  admin: MemberActor,
  email: string,
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof CallableError && error.reason === R.emailInUse)) return error;
  const colleagues = await docs.getDocs(
    query(refs.users(), where('email', '==', email), where('companyId', '==', admin.companyId)),
  );
  return colleagues.empty ? new CallableError('failed-precondition', R.emailUnavailable) : error;
}
