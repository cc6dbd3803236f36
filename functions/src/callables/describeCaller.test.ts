import type { CallableRequest } from 'firebase-functions/https';
import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { describeCaller } from './describeCaller';

type Auth = NonNullable<CallableRequest['auth']>;

/** A verified token as the callable receives it, with the standard fields plus `claims`. */
function authWith(
  claims: Record<string, unknown>,
  email: string | null = 'anouk@vandijk.example',
): Auth {
  const token = {
    aud: 'demo-tender',
    auth_time: 1,
    exp: 2,
    iat: 1,
    iss: 'https://securetoken.google.com/demo-tender',
    sub: 'u-1',
    uid: 'u-1',
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...(email ? { email } : {}),
    ...claims,
  };
  return { uid: 'u-1', rawToken: 'raw', token } as Auth;
}

describe('describeCaller (whoAmI)', () => {
  it('refuses an unauthenticated call', () => {
    const call = () => describeCaller(undefined);
    expect(call).toThrow(HttpsError);
    expect(call).toThrow(expect.objectContaining({ code: 'unauthenticated' }));
  });

  it('returns the tenant claims of a member', () => {
    expect(
      describeCaller(authWith({ companyId: 'van-dijk-bouw', role: 'manager', lang: 'nl' })),
    ).toEqual({
      uid: 'u-1',
      email: 'anouk@vandijk.example',
      claims: { companyId: 'van-dijk-bouw', role: 'manager', lang: 'nl', support: false },
    });
  });

  it('returns no access for a user without claims, and no token internals', () => {
    const result = describeCaller(authWith({}, null));
    expect(result).toEqual({
      uid: 'u-1',
      email: null,
      claims: { companyId: null, role: null, lang: null, support: false },
    });
  });

  it('drops claims that are not valid values', () => {
    const result = describeCaller(
      authWith({ companyId: '', role: 'owner', lang: 'de', support: 'yes' }),
    );
    expect(result.claims).toEqual({ companyId: null, role: null, lang: null, support: false });
  });

  it('ignores a role without a company', () => {
    expect(describeCaller(authWith({ role: 'admin' })).claims.role).toBeNull();
  });

  it('reports support staff', () => {
    expect(describeCaller(authWith({ support: true })).claims.support).toBe(true);
  });
});
