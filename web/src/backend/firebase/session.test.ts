import { describe, expect, it } from 'vitest';
import { accessFromClaims } from './session';

describe('accessFromClaims', () => {
  it('reads company, role and language', () => {
    expect(accessFromClaims({ companyId: 'van-dijk-bouw', role: 'manager', lang: 'nl' })).toEqual({
      companyId: 'van-dijk-bouw',
      role: 'manager',
      status: 'active',
      preferredLanguage: 'nl',
    });
  });

  it('treats missing or malformed claims as no access', () => {
    expect(accessFromClaims({})).toEqual({
      companyId: null,
      role: null,
      status: 'active',
      preferredLanguage: null,
    });
    expect(accessFromClaims({ companyId: 42, role: 'admin' })).toMatchObject({
      companyId: null,
      role: null,
    });
    expect(accessFromClaims({ companyId: '', role: 'admin' })).toMatchObject({
      companyId: null,
      role: null,
    });
    expect(accessFromClaims({ companyId: 'c', role: 'owner', lang: 'de' })).toEqual({
      companyId: 'c',
      role: null,
      status: 'active',
      preferredLanguage: null,
    });
  });
});
