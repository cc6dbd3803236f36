/**
 * The generic callable wrapper with memory ports and core's real user-administration service:
 * authentication, schema validation, the actor from claims + users/{uid}.status, and the mapping
 * of every failure to the HttpsError the client sees. No Firebase runtime involved.
 */
import { CallableError, DocStoreError, MemoryRealtime, refs } from '@tender/core';
import { makeWorld } from '@tender/core/services/users/testFixture';
import {
  WebFetchError,
  createWebsiteCallables,
  createWebsiteScraper,
} from '@tender/core/services/index';
import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it, vi } from 'vitest';
import {
  type CallRequest,
  type CallableHandlers,
  actorOf,
  handleCall,
  toHttpsError,
} from './callableHandler';
import { draftHandlers } from './draftCallables';
import { knowledgeBaseHandlers } from './knowledgeBaseCallables';
import { ingestNowHandlers } from './ingestNowCallable';
import { matchingHandlers } from './rateTenderMatch';
import { signalingHandlers } from './signalingCallables';
import { chatHandlers } from './chatCallables';

/** core's user-admin test world (an admin, a user and a disabled admin of company c1). */
async function world() {
  const w = await makeWorld({ people: ['admin', 'user', 'disabledAdmin'] });
  const logError = vi.fn();
  /** A request as onCall hands it over: the verified token's claims as they are now. */
  const as = (uid: string, data: unknown): CallRequest => ({
    auth: { uid, token: { ...(w.identity.peek(uid)?.claims ?? {}), uid } },
    data,
  });
  // The website callable too, so that the handlers cover the whole table (no web here).
  const scraper = createWebsiteScraper({
    docs: w.store,
    clock: { now: () => Date.now() },
    fetcher: { fetch: () => Promise.reject(new WebFetchError('network')) },
  });
  const handlers: CallableHandlers = {
    ...w.service,
    ...createWebsiteCallables({ docs: w.store, scraper }),
    ...knowledgeBaseHandlers(w.store),
    ...signalingHandlers(w.store),
    ...matchingHandlers(w.store),
    ...ingestNowHandlers(w.store),
    ...draftHandlers(w.store, () => new MemoryRealtime()),
    ...chatHandlers(w.store, () => new MemoryRealtime()),
  };
  return { docs: w.store, identity: w.identity, handlers, logError, as };
}

async function httpsErrorOf(promise: Promise<unknown>): Promise<HttpsError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

describe('callable wrapper', () => {
  it('refuses a caller who is not signed in, before reading anything', async () => {
    const w = await world();
    const getDoc = vi.spyOn(w.docs, 'getDoc');
    const error = await httpsErrorOf(handleCall('createUser', { data: {} }, w));
    expect(error.code).toBe('unauthenticated');
    expect(getDoc).not.toHaveBeenCalled();
  });

  it('validates the input with the shared schema: invalid-argument, reason users.errors.invalid', async () => {
    const w = await world();
    const bad = await httpsErrorOf(
      handleCall('createUser', w.as('admin', { name: 'Eva', email: 'not-an-email' }), w),
    );
    expect(bad.code).toBe('invalid-argument');
    expect(bad.details).toEqual({ reason: 'users.errors.invalid' });
    expect(bad.message).toMatch(/^validation\./);

    const smuggled = await httpsErrorOf(
      handleCall(
        'createUser',
        w.as('admin', { name: 'Eva', email: 'eva@example.nl', companyId: 'c2' }),
        w,
      ),
    );
    expect(smuggled.code).toBe('invalid-argument');
  });

  it('runs the service as the actor from claims and users/{uid}.status', async () => {
    const w = await world();
    const result = await handleCall(
      'createUser',
      w.as('admin', { name: ' Eva ', email: 'Eva@Example.nl', role: 'manager' }),
      w,
    );
    expect(result.password.length).toBeGreaterThanOrEqual(12);
    const created = (await w.docs.getDoc(refs.user(result.uid))).data;
    expect(created).toMatchObject({
      name: 'Eva',
      email: 'eva@example.nl',
      companyId: 'c1',
      role: 'manager',
    });
    expect(w.identity.peek(result.uid)?.claims).toEqual({ companyId: 'c1', role: 'manager' });
  });

  it('treats a token with admin claims but a disabled users document as disabled', async () => {
    const w = await world();
    const stale = {
      auth: { uid: 'disabledAdmin', token: { companyId: 'c1', role: 'admin' } },
      data: { uid: 'user' },
    };
    const error = await httpsErrorOf(handleCall('deleteUser', stale, w));
    expect(error.code).toBe('permission-denied');
    expect(error.details).toEqual({ reason: 'users.errors.forbidden' });
    expect((await actorOf(w.docs, stale.auth)).status).toBe('disabled');
  });

  it('counts a caller without users document as disabled, without a company (as the rules do)', async () => {
    const w = await world();
    const actor = await actorOf(w.docs, {
      uid: 'ghost',
      token: { companyId: 'c1', role: 'admin' },
    });
    expect(actor).toMatchObject({ uid: 'ghost', companyId: null, role: null, status: 'disabled' });
  });

  it('takes role and company from users/{uid}: a demoted admin’s token opens no back door (review H2)', async () => {
    const w = await world();
    // Demoted a moment ago; the claims sync has not reached the token (or failed).
    await w.docs.updateDoc(refs.user('admin'), { role: 'user' });
    const stale = w.as('admin', { name: 'Mallory', email: 'mallory@example.nl', role: 'admin' });
    expect(stale.auth?.token.role).toBe('admin');
    const error = await httpsErrorOf(handleCall('createUser', stale, w));
    expect({ code: error.code, details: error.details }).toEqual({
      code: 'permission-denied',
      details: { reason: 'users.errors.forbidden' },
    });
    expect(w.identity.findByEmail('mallory@example.nl')).toBeFalsy();
    const reset = await httpsErrorOf(
      handleCall('resetPassword', w.as('admin', { uid: 'user' }), w),
    );
    expect(reset.code).toBe('permission-denied');
  });

  it('refuses a caller moved to another company with the old company’s token (review H2)', async () => {
    const w = await world();
    await w.docs.updateDoc(refs.user('admin'), { companyId: 'c2' });
    const error = await httpsErrorOf(handleCall('deleteUser', w.as('admin', { uid: 'user' }), w));
    expect(error.code).toBe('permission-denied');
    expect((await w.docs.getDoc(refs.user('user'))).exists).toBe(true);
  });

  it('passes the service’s CallableError on as HttpsError code + reason', async () => {
    const w = await world();
    const self = await httpsErrorOf(handleCall('deleteUser', w.as('admin', { uid: 'admin' }), w));
    expect({ code: self.code, details: self.details }).toEqual({
      code: 'failed-precondition',
      details: { reason: 'users.errors.self' },
    });
    const lastAdmin = await httpsErrorOf(
      handleCall('setRole', w.as('admin', { uid: 'admin', role: 'user' }), w),
    );
    expect(lastAdmin.code).toBe('failed-precondition');
    const forbidden = await httpsErrorOf(
      handleCall('deleteUser', w.as('user', { uid: 'admin' }), w),
    );
    expect(forbidden.details).toEqual({ reason: 'users.errors.forbidden' });
  });

  it('answers unexpected failures with internal (logged, nothing leaked) and busy databases with unavailable', async () => {
    const w = await world();
    const failing = {
      ...w.handlers,
      updateMyAccount: async () => {
        throw new Error('secret stack detail');
      },
    } as CallableHandlers;
    const error = await httpsErrorOf(
      handleCall('updateMyAccount', w.as('user', { name: 'U', preferredLanguage: 'en' }), {
        ...w,
        handlers: failing,
      }),
    );
    expect(error.code).toBe('internal');
    expect(error.message).not.toContain('secret');
    expect(w.logError).toHaveBeenCalled();
    expect(toHttpsError(new DocStoreError('aborted', 'contention')).code).toBe('unavailable');
    expect(toHttpsError(new CallableError('not-found')).details).toBeUndefined();
  });
});
