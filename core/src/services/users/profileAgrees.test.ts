import { describe, expect, it } from 'vitest';
import { profileAgrees } from './callerActor';

const actor = { companyId: 'c1', role: 'manager' } as const;
const profile = { companyId: 'c1', role: 'manager', status: 'active' } as const;

describe('profileAgrees', () => {
  it('holds while the users document says what the token says', () => {
    expect(profileAgrees(actor, profile)).toBe(true);
  });
  it('fails for a missing, disabled, moved or re-roled user', () => {
    expect(profileAgrees(actor, undefined)).toBe(false);
    expect(profileAgrees(actor, { ...profile, status: 'disabled' })).toBe(false);
    expect(profileAgrees(actor, { ...profile, companyId: 'c2' })).toBe(false);
    expect(profileAgrees(actor, { ...profile, role: 'admin' })).toBe(false);
  });
});
