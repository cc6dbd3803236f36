import { describe, expect, it } from 'vitest';
import type { Session } from '../../backend/types';
import type { SessionState } from '../session/SessionContext';
import { decideGuard, type GuardInput } from './decideGuard';
import { authenticationRule, loginRule, onboardingRule } from './rules';
import { safeRedirect } from './safeRedirect';
import { mergeHandles } from './handle';

const origin = 'https://app.example';
const member: Session = {
  user: { uid: 'u1', email: 'a@b.nl', displayName: 'A' },
  access: { companyId: 'c1', role: 'user', status: 'active', preferredLanguage: null },
};
const signedIn = (session: Session = member): SessionState => ({ status: 'signedIn', session });
const input = (over: Partial<GuardInput>): GuardInput => ({
  handle: {},
  session: { status: 'signedOut' },
  locale: 'en',
  fullPath: '/dashboard/projects?sort=az',
  search: '',
  origin,
  ...over,
});

describe('route guard', () => {
  it('sends signed-out visitors of /dashboard to sign-in with the full requested path', () => {
    expect(decideGuard(input({ handle: { requiresAuth: true } }))).toEqual({
      type: 'redirect',
      to: '/authentication?redirect=%2Fdashboard%2Fprojects%3Fsort%3Daz',
    });
  });
  it('keeps the locale of the sign-in page', () => {
    const decision = decideGuard(
      input({ handle: { requiresAuth: true }, locale: 'nl', fullPath: '/nl/dashboard' }),
    );
    expect(decision).toEqual({
      type: 'redirect',
      to: '/nl/authentication?redirect=%2Fnl%2Fdashboard',
    });
  });
  it('waits while the session is restored', () => {
    expect(
      decideGuard(input({ handle: { requiresAuth: true }, session: { status: 'loading' } })),
    ).toEqual({ type: 'loading' });
  });
  it('denies members without a company, role, or with a disabled account', () => {
    const noCompany = { ...member, access: { ...member.access, companyId: null } };
    const disabled = { ...member, access: { ...member.access, status: 'disabled' as const } };
    const noRole = { ...member, access: { ...member.access, role: null } };
    for (const session of [noCompany, disabled, noRole]) {
      expect(
        decideGuard(input({ handle: { requiresAuth: true }, session: signedIn(session) })).type,
      ).toBe('accessDenied');
    }
    expect(decideGuard(input({ handle: { requiresAuth: true }, session: signedIn() })).type).toBe(
      'render',
    );
  });
  it('lets support staff (no company) reach Help only, and sends them there after sign-in', () => {
    const support: Session = {
      user: { uid: 's1', email: 'support@tender.example', displayName: 'F' },
      access: {
        companyId: null,
        role: null,
        status: 'active',
        preferredLanguage: 'en',
        support: true,
      },
    };
    const help = { requiresAuth: true, support: true };
    expect(decideGuard(input({ handle: help, session: signedIn(support) })).type).toBe('render');
    expect(
      decideGuard(
        input({ handle: { requiresAuth: true }, session: signedIn(support), locale: 'nl' }),
      ),
    ).toEqual({ type: 'redirect', to: '/nl/dashboard/help' });
    const disabled = { ...support, access: { ...support.access, status: 'disabled' as const } };
    expect(decideGuard(input({ handle: help, session: signedIn(disabled) })).type).toBe(
      'accessDenied',
    );
    const rule = (search = '') =>
      authenticationRule({
        session: signedIn(support),
        search: new URLSearchParams(search),
        origin,
      });
    expect(rule()).toEqual({ appPath: '/dashboard/help' });
    expect(rule('redirect=%2Fdashboard%2Fprojects')).toEqual({ appPath: '/dashboard/help' });
    expect(rule('redirect=%2Fdashboard%2Fhelp%2Ft1')).toEqual({ fullPath: '/dashboard/help/t1' });
  });
  it('runs the route rule after the sign-in check; other origins are a full page load', () => {
    const rule = () => ({ href: 'https://elsewhere.example/x' });
    expect(decideGuard(input({ handle: { rule } }))).toEqual({
      type: 'external',
      href: 'https://elsewhere.example/x',
    });
    expect(
      decideGuard(input({ handle: { rule: () => ({ appPath: '/dashboard' }) }, locale: 'nl' })),
    ).toEqual({
      type: 'redirect',
      to: '/nl/dashboard',
    });
  });
  it('merges route handles, the deepest value winning', () => {
    expect(
      mergeHandles([{ layout: 'dashboard', requiresAuth: true }, { titleKey: 'x' }, null]),
    ).toEqual({
      layout: 'dashboard',
      requiresAuth: true,
      titleKey: 'x',
    });
  });
});

describe('route rules', () => {
  const ctx = (session: SessionState, query = '') => ({
    session,
    search: new URLSearchParams(query),
    origin,
  });
  it('/authentication continues a signed-in user to the safe redirect, else the dashboard', () => {
    expect(authenticationRule(ctx(signedIn(), 'redirect=%2Fnl%2Fdashboard%2Fhelp'))).toEqual({
      fullPath: '/nl/dashboard/help',
    });
    expect(authenticationRule(ctx(signedIn(), 'redirect=https%3A%2F%2Fevil.example'))).toEqual({
      appPath: '/dashboard',
    });
    expect(authenticationRule(ctx({ status: 'signedOut' }, 'redirect=%2Fdashboard'))).toBeNull();
  });
  it('/login forwards to /authentication with its query', () => {
    expect(loginRule(ctx({ status: 'signedOut' }, 'redirect=%2Fdashboard'))).toEqual({
      appPath: '/authentication?redirect=%2Fdashboard',
    });
  });
  it('/onboarding is for signed-in users without access', () => {
    expect(onboardingRule(ctx({ status: 'signedOut' }))).toEqual({
      appPath: '/authentication?redirect=%2Fonboarding',
    });
    expect(onboardingRule(ctx(signedIn()))).toEqual({ appPath: '/dashboard' });
    expect(
      onboardingRule(ctx(signedIn({ ...member, access: { ...member.access, companyId: null } }))),
    ).toBeNull();
  });
});

describe('safe redirect', () => {
  it.each([
    ['/dashboard?x=1#y', '/dashboard?x=1#y'],
    ['/nl/dashboard', '/nl/dashboard'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(safeRedirect(value, origin)).toBe(expected);
  });
});
