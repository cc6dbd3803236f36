import { describe, expect, it } from 'vitest';
import { MemoryIdentity } from '../../memory/identity';
import { claimsForUser, syncClaims } from './claims';

describe('claimsForUser', () => {
  it('gives company and role to a user with both, nothing otherwise', () => {
    expect(claimsForUser({ companyId: 'c1', role: 'manager' })).toEqual({
      companyId: 'c1',
      role: 'manager',
    });
    expect(claimsForUser({ companyId: null, role: null })).toEqual({});
    expect(claimsForUser({ companyId: 'c1', role: null })).toEqual({});
    expect(claimsForUser({ companyId: '', role: 'admin' })).toEqual({});
    expect(claimsForUser({ companyId: 'c1', role: 'owner' as never })).toEqual({});
    expect(claimsForUser(null)).toEqual({});
  });
});

describe('syncClaims', () => {
  const make = async () => {
    const identity = new MemoryIdentity();
    await identity.createAccount({
      uid: 'u1',
      email: 'u1@x.nl',
      password: 'secret1',
      displayName: 'U',
    });
    return identity;
  };

  it('writes only when the claims change', async () => {
    const identity = await make();
    let writes = 0;
    identity.onChange(() => writes++);
    expect(await syncClaims(identity, 'u1', { companyId: 'c1', role: 'user' })).toBe(true);
    expect(await syncClaims(identity, 'u1', { companyId: 'c1', role: 'user' })).toBe(false);
    expect(writes).toBe(1);
    expect(await syncClaims(identity, 'u1', { companyId: 'c1', role: 'admin' })).toBe(true);
    expect(identity.peek('u1')?.claims).toEqual({ companyId: 'c1', role: 'admin' });
  });

  it('clears tenant claims when the document is deleted but keeps support', async () => {
    const identity = await make();
    await identity.setClaims('u1', { companyId: 'c1', role: 'user', support: true });
    expect(await syncClaims(identity, 'u1', null)).toBe(true);
    expect(identity.peek('u1')?.claims).toEqual({ support: true });
  });

  it('does nothing for an account that does not exist', async () => {
    const identity = await make();
    expect(await syncClaims(identity, 'ghost', { companyId: 'c1', role: 'user' })).toBe(false);
  });
});
