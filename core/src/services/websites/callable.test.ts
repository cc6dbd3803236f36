import { describe, expect, it } from 'vitest';
import { CallableError } from '../../callables/errors';
import type { Actor } from '../../policy/actor';
import { createWebsiteCallables } from './callable';
import { websiteWorld } from './testWorld';

const URL = 'https://www.tenderned.nl/aankondigingen/123';
const actor = (uid: string, role: Actor['role'], companyId = 'c1'): Actor => ({
  uid,
  companyId,
  role,
  status: 'active',
  support: false,
});

async function world() {
  const w = websiteWorld();
  await w.project('c1', 'p1', 'in_progress', 'u-owner');
  await w.project('c1', 'p-sub', 'submitted', 'u-owner');
  await w.website('c1', 'p1', 'w1', URL);
  await w.website('c1', 'p-sub', 'w1', URL);
  await w.user('u-owner', 'c1', 'user');
  await w.user('u-colleague', 'c1', 'user');
  await w.user('u-manager', 'c1', 'manager');
  await w.user('u-other', 'c2', 'admin');
  w.web.set(URL, { body: '<p>Nota van inlichtingen</p>' });
  return { w, callables: createWebsiteCallables({ docs: w.docs, scraper: w.scraper }) };
}

const refused = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CallableError);
  return error as CallableError;
};

describe('callable fetchProjectWebsite', () => {
  it('fetches for the project owner and a manager, and stores the text', async () => {
    const { w, callables } = await world();
    const input = { projectId: 'p1', websiteId: 'w1' };
    expect(await callables.fetchProjectWebsite(actor('u-owner', 'user'), input)).toEqual({
      status: 'ok',
      changed: false,
      error: null,
    });
    expect((await w.site('c1', 'p1', 'w1'))?.lastText).toBe('Nota van inlichtingen');
    w.clock.advance(1000);
    expect((await callables.fetchProjectWebsite(actor('u-manager', 'manager'), input)).status).toBe(
      'ok',
    );
  });

  it('returns a failure in plain words', async () => {
    const { w, callables } = await world();
    w.web.delete(URL);
    expect(
      await callables.fetchProjectWebsite(actor('u-owner', 'user'), {
        projectId: 'p1',
        websiteId: 'w1',
      }),
    ).toEqual({ status: 'failed', changed: false, error: 'websites.errors.network' });
  });

  it('refuses a colleague who may not edit the project, and fetches nothing', async () => {
    const { w, callables } = await world();
    const e = await refused(
      callables.fetchProjectWebsite(actor('u-colleague', 'user'), {
        projectId: 'p1',
        websiteId: 'w1',
      }),
    );
    expect(e.code).toBe('permission-denied');
    expect(w.requested).toEqual([]);
  });

  it("another company's project is not found (its own company is used, never the input's)", async () => {
    const { w, callables } = await world();
    const e = await refused(
      callables.fetchProjectWebsite(actor('u-other', 'admin', 'c2'), {
        projectId: 'p1',
        websiteId: 'w1',
      }),
    );
    expect(e.code).toBe('not-found');
    expect(w.requested).toEqual([]);
  });

  it('refuses a caller whose users document no longer agrees with the token (review H2)', async () => {
    const { w, callables } = await world();
    await w.user('u-manager', 'c1', 'user'); // demoted; the token still says manager
    const e = await refused(
      callables.fetchProjectWebsite(actor('u-manager', 'manager'), {
        projectId: 'p1',
        websiteId: 'w1',
      }),
    );
    expect(e.code).toBe('permission-denied');
  });

  it('refuses a submitted project and bad input', async () => {
    const { callables } = await world();
    const frozen = await refused(
      callables.fetchProjectWebsite(actor('u-owner', 'user'), {
        projectId: 'p-sub',
        websiteId: 'w1',
      }),
    );
    expect(frozen).toMatchObject({
      code: 'failed-precondition',
      reason: 'websites.errors.projectFrozen',
    });
    const bad = await refused(
      callables.fetchProjectWebsite(actor('u-owner', 'user'), {
        projectId: 'a/b',
        websiteId: 'w1',
      }),
    );
    expect(bad.code).toBe('invalid-argument');
    const signedOut = await refused(callables.fetchProjectWebsite(null, {}));
    expect(signedOut.code).toBe('unauthenticated');
  });
});
