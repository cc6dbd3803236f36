import type { Locale } from '@tender/core';
import { hasDashboardAccess, isSupportStaff, type SessionState } from '../session/SessionContext';
import { withLocale } from '../i18n/localePath';
import type { RouteHandle } from './handle';

export type GuardDecision =
  | { type: 'render' }
  | { type: 'loading' }
  | { type: 'accessDenied' }
  | { type: 'redirect'; to: string }
  | { type: 'external'; href: string };

export interface GuardInput {
  handle: RouteHandle;
  session: SessionState;
  locale: Locale;
  /** The requested full path as in the address bar (with locale prefix, query and hash). */
  fullPath: string;
  search: string;
  origin: string;
}

export const AUTH_PATH = '/authentication';
export const HELP_PATH = '/dashboard/help';

/** Spec §4: (1) the global sign-in check for /dashboard, then (2) the route's own rule. */
export function decideGuard(input: GuardInput): GuardDecision {
  const { handle, session, locale, fullPath, search, origin } = input;
  if (handle.requiresAuth) {
    if (session.status === 'loading') return { type: 'loading' };
    if (session.status === 'signedOut') {
      const query = new URLSearchParams({ redirect: fullPath }).toString();
      return { type: 'redirect', to: `${withLocale(AUTH_PATH, locale)}?${query}` };
    }
    if (!hasDashboardAccess(session.session)) {
      // Support staff have no company: every dashboard page but Help would be empty or refused.
      if (!isSupportStaff(session.session)) return { type: 'accessDenied' };
      if (!handle.support) return { type: 'redirect', to: withLocale(HELP_PATH, locale) };
    }
  }
  const target = handle.rule?.({ session, search: new URLSearchParams(search), origin });
  if (!target) return { type: 'render' };
  if ('href' in target) {
    return new URL(target.href, origin).origin === origin
      ? { type: 'redirect', to: target.href.replace(origin, '') }
      : { type: 'external', href: target.href };
  }
  if ('fullPath' in target) return { type: 'redirect', to: target.fullPath };
  return { type: 'redirect', to: withLocale(target.appPath, locale) };
}
