import { DEFAULT_NOTIFICATION_SETTINGS, EMPTY_COMPANY_PROFILE, type Company } from '@tender/core';
import { describe, expect, it } from 'vitest';
import { matchingInputChanged } from './companyProfileWritten';

const at = { seconds: 0, nanoseconds: 0 } as unknown as Company['createdAt'];
const company: Company = {
  name: 'Van Dijk Bouw B.V.',
  profile: { ...EMPTY_COMPANY_PROFILE, cpvCodes: ['45000000-7'] },
  bidNoBid: [],
  writingStyle: '',
  focusAreas: '',
  notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
  createdAt: at,
  updatedAt: at,
};

describe('companyProfileWritten', () => {
  it('re-matches when the profile or the criteria change, not for other edits', () => {
    expect(matchingInputChanged(undefined, company)).toBe(true);
    expect(matchingInputChanged(company, undefined)).toBe(false);
    expect(matchingInputChanged(company, { ...company, name: 'Other' })).toBe(false);
    expect(
      matchingInputChanged(company, {
        ...company,
        profile: { ...company.profile, cpvCodes: ['72000000-5'] },
      }),
    ).toBe(true);
    expect(
      matchingInputChanged(company, {
        ...company,
        bidNoBid: [{ description: 'BIM', importance: 'high' }],
      }),
    ).toBe(true);
  });
});
