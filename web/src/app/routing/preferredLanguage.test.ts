import { describe, expect, it } from 'vitest';
import type { Locale } from '@tender/core';
import type { SessionState } from '../session/SessionContext';
import { authenticationRule } from './rules';

const origin = 'https://tender.example';
const signedIn = (
  preferredLanguage: Locale | null,
  companyId: string | null = 'van-dijk-bouw',
): SessionState => ({
  status: 'signedIn',
  session: {
    user: { uid: 'u1', email: 'a@b.nl', displayName: 'A' },
    access: { companyId, role: companyId ? 'user' : null, status: 'active', preferredLanguage },
  },
});
const after = (session: SessionState, query = '') =>
  authenticationRule({ session, search: new URLSearchParams(query), origin });

describe('preferred language at sign-in (issue 3 item 7)', () => {
  it('continues to the dashboard in the profile language', () => {
    expect(after(signedIn('nl'))).toEqual({ fullPath: '/nl/dashboard' });
    expect(after(signedIn('en'))).toEqual({ fullPath: '/dashboard' });
  });

  it('continues to the requested page, switched to the profile language', () => {
    expect(after(signedIn('nl'), 'redirect=%2Fdashboard%2Fhelp%3Ftab%3Dx%23top')).toEqual({
      fullPath: '/nl/dashboard/help?tab=x#top',
    });
    expect(after(signedIn('en'), 'redirect=%2Fnl%2Fdashboard%2Fprojects')).toEqual({
      fullPath: '/dashboard/projects',
    });
    expect(after(signedIn('nl'), 'redirect=https%3A%2F%2Fevil.example')).toEqual({
      fullPath: '/nl/dashboard',
    });
  });

  it('leaves the language alone without a preference or without a company', () => {
    expect(after(signedIn(null), 'redirect=%2Fdashboard%2Fhelp')).toEqual({
      fullPath: '/dashboard/help',
    });
    expect(after(signedIn(null))).toEqual({ appPath: '/dashboard' });
    expect(after(signedIn('en', null))).toEqual({ appPath: '/dashboard' });
  });

  it('does nothing while signed out', () => {
    expect(after({ status: 'signedOut' }, 'redirect=%2Fdashboard')).toBeNull();
  });
});
