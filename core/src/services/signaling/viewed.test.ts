/** markTenderViewed and resetViewedTenders: per user, within the caller's company only. */
import { describe, expect, it } from 'vitest';
import { CallableError } from '../../callables/errors';
import { refs } from '../../model/paths';
import { createViewedCallables } from './viewed';
import { actor, signalingWorld } from './viewedTestWorld';

const viewedBy = async (w: Awaited<ReturnType<typeof signalingWorld>>, cid: string, tid: string) =>
  (await w.docs.getDoc(refs.tenderMatch(cid, tid))).data?.viewedBy;

describe('viewed tenders', () => {
  it('marks a match viewed for the caller only, and resets only the caller’s marks', async () => {
    const w = await signalingWorld();
    await w.match('c1', 't1', ['u-manager']);
    await w.match('c1', 't2');
    const call = createViewedCallables(w.docs);
    await call.markTenderViewed(actor('u-user', 'user'), { tenderId: 't1' });
    await call.markTenderViewed(actor('u-user', 'user'), { tenderId: 't1' });
    await call.markTenderViewed(actor('u-user', 'user'), { tenderId: 't2' });
    expect(await viewedBy(w, 'c1', 't1')).toEqual(['u-manager', 'u-user']);
    expect(await viewedBy(w, 'c1', 't2')).toEqual(['u-user']);

    expect(await call.resetViewedTenders(actor('u-user', 'user'), {})).toEqual({ reset: 2 });
    expect(await viewedBy(w, 'c1', 't1')).toEqual(['u-manager']);
    expect(await viewedBy(w, 'c1', 't2')).toEqual([]);
  });

  it('resets more matches than fit in one batch', async () => {
    const w = await signalingWorld();
    for (let i = 0; i < 450; i++) await w.match('c1', `t${i}`, ['u-user']);
    const call = createViewedCallables(w.docs);
    expect(await call.resetViewedTenders(actor('u-user', 'user'), {})).toEqual({ reset: 450 });
    expect(await viewedBy(w, 'c1', 't449')).toEqual([]);
  });

  it('says "No tender selected" for a match of another company or none, and changes nothing', async () => {
    const w = await signalingWorld();
    await w.match('c2', 't1');
    const call = createViewedCallables(w.docs);
    for (const tenderId of ['t1', 'missing']) {
      const error = await call
        .markTenderViewed(actor('u-user', 'user'), { tenderId })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CallableError);
      expect((error as CallableError).reason).toBe('signaling.errors.noTenderSelected');
    }
    expect(await viewedBy(w, 'c2', 't1')).toEqual([]);
  });

  it('refuses a disabled user and a token whose role no longer matches users/{uid}', async () => {
    const w = await signalingWorld();
    await w.match('c1', 't1');
    const call = createViewedCallables(w.docs);
    for (const who of [actor('u-disabled', 'user'), actor('u-user', 'admin'), null]) {
      const error = await call.markTenderViewed(who, { tenderId: 't1' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CallableError);
    }
    expect(await viewedBy(w, 'c1', 't1')).toEqual([]);
  });
});
