import { AuthError, toAuthErrorCode } from '../types';

/** Any failure of an auth call as the backend-neutral AuthError the UI translates. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  const message = error instanceof Error ? error.message : undefined;
  return new AuthError(toAuthErrorCode(code), message);
}

/** Runs an SDK call, rethrowing its error as an AuthError. */
export async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAuthError(error);
  }
}
