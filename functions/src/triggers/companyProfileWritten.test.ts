import {
  DEFAULT_NOTIFICATION_SETTINGS,
  EMPTY_COMPANY_PROFILE,
  MemoryDocStore,
  Timestamp,
  refs,
  type Company,
} from '@tender/core';
import { describe, expect, it } from 'vitest';
import { onCompanyProfileWritten } from './companyProfileWritten';

const at = Timestamp.fromMillis(Date.UTC(2026, 0, 1));
const company: Company = {
  name: 'Van Dijk Bouw B.V.',
  profile: { ...EMPTY_COMPANY_PROFILE, cpvCodes: ['45000000-7'], contractTypes: ['work'] },
  bidNoBid: [],
  writingStyle: '',
  focusAreas: '',
  notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
  createdAt: at,
  updatedAt: at,
};
const roadworks = {
  source: 'ted' as const,
  sourceId: '1-2026',
  title: 'Wegenbouw N201',
  description: 'Reconstructie van de N201',
  buyer: 'Provincie Utrecht',
  location: 'Utrecht',
  category: 'works' as const,
  cpvCodes: ['45233140'],
  publicationType: 'contract_notice' as const,
  scope: 'national' as const,
  publishedAt: at,
  deadline: null,
  links: [],
  language: 'nl',
  country: 'NL',
  fetchedAt: at,
};

describe('companyProfileWritten', () => {
  it('re-matches when the profile or the criteria change, not for other edits', async () => {
    const docs = new MemoryDocStore();
    await docs.setDoc(refs.tender('ted-1-2026'), roadworks);
    await docs.setDoc(refs.company('c1'), company);
    const deps = { docs, now: () => Date.UTC(2026, 0, 2) };
    const matches = async () => (await docs.getDocs(refs.tenderMatches('c1'))).size;

    expect(await onCompanyProfileWritten(deps, 'c1', company, { ...company, name: 'X' })).toBe(
      false,
    );
    expect(await matches()).toBe(0);
    // Created with a profile: matched at once.
    expect(await onCompanyProfileWritten(deps, 'c1', undefined, company)).toBe(true);
    expect(await matches()).toBe(1);
    // Codes and type that no longer fit: the match goes.
    const itOnly = {
      ...company,
      profile: {
        ...company.profile,
        cpvCodes: ['72000000-5'],
        contractTypes: ['services' as const],
      },
    };
    await docs.setDoc(refs.company('c1'), itOnly);
    expect(await onCompanyProfileWritten(deps, 'c1', company, itOnly)).toBe(true);
    expect(await matches()).toBe(0);
    expect(
      await onCompanyProfileWritten(deps, 'c1', itOnly, {
        ...itOnly,
        bidNoBid: [{ description: 'BIM', importance: 'high' }],
      }),
    ).toBe(true);
    expect(await onCompanyProfileWritten(deps, 'c1', company, undefined)).toBe(false);
  });
});
