/**
 * Backend.call over Cloud Functions callables: one httpsCallable per name (core's CALLABLE_SCHEMAS
 * table), in the region the functions run in. Failures reject with core's CallableError: the
 * HttpsError code the function threw, and its i18n `reason` (sent as HttpsError details).
 */
import {
  CallableError,
  type CallableErrorCode,
  type CallableInput,
  type CallableName,
  type CallableOutput,
} from '@tender/core';
import { type Functions, httpsCallable } from 'firebase/functions';

const KNOWN: readonly CallableErrorCode[] = [
  'unauthenticated',
  'permission-denied',
  'invalid-argument',
  'failed-precondition',
  'not-found',
  'already-exists',
  'resource-exhausted',
  'unavailable',
  'internal',
];

/** FunctionsError codes CallableError has no name for. */
const ALIASES: Readonly<Record<string, CallableErrorCode>> = {
  'deadline-exceeded': 'unavailable',
  cancelled: 'unavailable',
  aborted: 'unavailable',
  'out-of-range': 'invalid-argument',
};

/** A FunctionsError (`functions/<code>`, details `{reason}`) as a CallableError. */
export function toCallableError(error: unknown): CallableError {
  if (error instanceof CallableError) return error;
  const raw =
    typeof error === 'object' && error !== null && 'code' in error
      ? String(error.code).replace(/^functions\//, '')
      : '';
  const code: CallableErrorCode = (KNOWN as readonly string[]).includes(raw)
    ? (raw as CallableErrorCode)
    : (ALIASES[raw] ?? 'internal');
  const details =
    typeof error === 'object' && error !== null && 'details' in error
      ? (error as { details: unknown }).details
      : undefined;
  const reason =
    typeof details === 'object' &&
    details !== null &&
    typeof (details as { reason?: unknown }).reason === 'string'
      ? (details as { reason: string }).reason
      : undefined;
  const message = error instanceof Error ? error.message : undefined;
  return new CallableError(code, reason, message);
}

export type CallFn = <N extends CallableName>(
  name: N,
  input: CallableInput<N>,
) => Promise<CallableOutput<N>>;

/** `functions` is resolved on first call, so the Functions SDK can be loaded lazily. */
export function createCall(functions: () => Functions | Promise<Functions>): CallFn {
  const cache = new Map<string, (input: unknown) => Promise<{ data: unknown }>>();
  return async (name, input) => {
    try {
      let callable = cache.get(name);
      if (!callable) {
        callable = httpsCallable(await functions(), name);
        cache.set(name, callable);
      }
      const result = await callable(input);
      return result.data as CallableOutput<typeof name>;
    } catch (error) {
      throw toCallableError(error);
    }
  };
}
