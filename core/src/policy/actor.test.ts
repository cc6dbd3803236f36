import { describe, expect, it } from 'vitest';
import { actorFromClaims, isActiveMember } from './actor';

describe('actorFromClaims', () => {
  it('reads company, role and support from claims', () => {
    const actor = actorFromClaims('u1', { companyId: 'c1', role: 'manager' }, 'active');
    expect(actor).toEqual({
      uid: 'u1',
      companyId: 'c1',
      role: 'manager',
      status: 'active',
      support: false,
    });
    expect(isActiveMember(actor)).toBe(true);
  });

  it('treats missing, empty or unknown claims as no company and no role', () => {
    const actor = actorFromClaims('u2', { companyId: '', role: 'owner', support: 'yes' }, 'active');
    expect(actor).toMatchObject({ companyId: null, role: null, support: false });
    expect(isActiveMember(actor)).toBe(false);
    expect(
      isActiveMember(actorFromClaims('u3', { companyId: 'c1', role: 'admin' }, 'disabled')),
    ).toBe(false);
  });
});
