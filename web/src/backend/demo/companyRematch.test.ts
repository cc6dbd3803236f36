/** The demo re-matches a company when its profile is saved, as the functions' trigger does. */
import { MemoryDocStore, MemoryIdentity, Timestamp, refs } from '@tender/core';
import { describe, expect, it, vi } from 'vitest';
import { demoRematch, withCompanyRematch } from './companyRematch';
import { applySeed } from './seed';

const at = Timestamp.fromMillis(Date.UTC(2024, 0, 1));

describe('demo company re-matching', () => {
  it('matches the tenders a saved profile fits, and only when the profile changed', async () => {
    const docs = new MemoryDocStore();
    await applySeed(docs, new MemoryIdentity());
    await docs.setDoc(refs.tender('ted-it'), {
      source: 'ted',
      sourceId: 'it',
      title: 'Softwareontwikkeling en IT-diensten',
      description: 'Raamovereenkomst voor softwareontwikkeling',
      buyer: 'Gemeente Utrecht',
      location: 'Utrecht',
      category: 'services',
      cpvCodes: ['72200000'],
      publicationType: 'contract_notice',
      scope: 'national',
      publishedAt: at,
      // Past, like every demo notice: the demo does not check deadlines.
      deadline: at,
      links: [],
      language: 'nl',
      country: 'NL',
      fetchedAt: at,
    });
    const rematch = vi.fn(demoRematch(docs, () => Date.UTC(2026, 0, 1)));
    const ui = withCompanyRematch(docs, rematch);
    const company = (await docs.getDoc(refs.company('van-dijk-bouw'))).data!;

    await ui.updateDoc(refs.company('van-dijk-bouw'), {
      profile: { ...company.profile, cpvCodes: ['72000000-5'], contractTypes: ['services'] },
    });
    await vi.waitFor(async () =>
      expect((await docs.getDoc(refs.tenderMatch('van-dijk-bouw', 'ted-it'))).exists).toBe(true),
    );
    const match = (await docs.getDoc(refs.tenderMatch('van-dijk-bouw', 'ted-it'))).data!;
    expect(match.reasons.find((r) => r.code === 'cpvRelated')?.params).toEqual({
      tenderCode: '72200000',
      companyCode: '72000000',
    });

    // Another company's tenders and other documents are not touched.
    await ui.setDoc(refs.tender('ted-x'), { ...(await docs.getDoc(refs.tender('ted-it'))).data! });
    expect(rematch).toHaveBeenCalledTimes(1);
  });
});
