/**
 * The one wrapper every callable of core's CALLABLE_SCHEMAS goes through, as plain logic (no
 * Firebase runtime), so it is unit tested with memory ports:
 *
 *   signed in? → input valid for the shared schema? → actor from users/{uid} and the token's
 *   claims (only while they agree) → the core service method of the same name → its output,
 *
 * and any failure as an HttpsError whose code is the CallableError's and whose details carry the
 * i18n `reason` the web app translates. Unexpected errors are logged and answered with 'internal'
 * (nothing about them reaches the caller).
 */
import {
  type Actor,
  CallableError,
  type CallableName,
  type CallableOutput,
  type DocStore,
  DocStoreError,
  refs,
} from '@tender/core';
import { actorFromTokenAndProfile, parseInput } from '@tender/core/services/index';
import { HttpsError } from 'firebase-functions/https';

/** What a callable handler reads of the request (a subset of CallableRequest). */
export interface CallRequest {
  readonly auth?: { readonly uid: string; readonly token: Readonly<Record<string, unknown>> };
  readonly data: unknown;
}

/** The service methods behind the callables: one per name, called with the actor and the input. */
export type CallableHandlers = {
  readonly [N in CallableName]: (actor: Actor | null, input: unknown) => Promise<CallableOutput<N>>;
};

export interface CallableDeps {
  readonly docs: DocStore;
  readonly handlers: CallableHandlers;
  /** Where unexpected errors go (functions' logger in production). */
  readonly logError?: (message: string, error: unknown) => void;
}

/**
 * The caller as the rules see them (review H2): users/{uid} decides status, company and role; the
 * verified ID token's claims count only while that document agrees with them. A missing users
 * document counts as disabled, as in the rules (fail closed). The services re-read the caller
 * where they write, so a change between this read and the write is caught too.
 */
export async function actorOf(
  docs: DocStore,
  auth: NonNullable<CallRequest['auth']>,
): Promise<Actor> {
  const profile = (await docs.getDoc(refs.user(auth.uid))).data;
  return actorFromTokenAndProfile(auth.uid, auth.token, profile);
}

export async function runCallable<N extends CallableName>(
  name: N,
  request: CallRequest,
  { docs, handlers }: CallableDeps,
): Promise<CallableOutput<N>> {
  if (!request.auth) throw new CallableError('unauthenticated');
  // The schema refuses unknown fields and casts (trims, lower-cases e-mail, defaults).
  const input = parseInput(name, request.data);
  const actor = await actorOf(docs, request.auth);
  const handler = handlers[name] as (actor: Actor, input: unknown) => Promise<CallableOutput<N>>;
  return handler(actor, input);
}

/** Any failure as the HttpsError the client receives. */
export function toHttpsError(
  error: unknown,
  logError: CallableDeps['logError'] = () => undefined,
): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof CallableError) {
    return new HttpsError(
      error.code,
      error.message,
      error.reason ? { reason: error.reason } : undefined,
    );
  }
  if (
    error instanceof DocStoreError &&
    (error.code === 'aborted' || error.code === 'unavailable')
  ) {
    logError('Callable failed on a busy or unreachable database', error);
    return new HttpsError('unavailable', 'Please try again.');
  }
  logError('Callable failed unexpectedly', error);
  return new HttpsError('internal', 'Internal error.');
}

/** runCallable with its errors as HttpsErrors: the body of every onCall. */
export async function handleCall<N extends CallableName>(
  name: N,
  request: CallRequest,
  deps: CallableDeps,
): Promise<CallableOutput<N>> {
  try {
    return await runCallable(name, request, deps);
  } catch (error) {
    throw toHttpsError(error, deps.logError);
  }
}
