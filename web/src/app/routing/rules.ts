import { hasDashboardAccess, isSupportStaff } from '../session/SessionContext';
import type { RouteRule } from './handle';
import { safeRedirect } from './safeRedirect';
import { switchLocalePath } from '../i18n/localePath';
import { writeLocaleCookie } from '../i18n/detectLocale';

export const DASHBOARD_PATH = '/dashboard';
/** Where support staff work (they have no company, so no other dashboard page). */
export const SUPPORT_HOME_PATH = '/dashboard/help';

/**
 * /authentication: a signed-in user continues to the requested page, or the dashboard. This is the
 * one moment right after signing in, so it is where the profile's preferred language is applied
 * (issue 3 item 7): the target is given in that language; after it the user's own choices rule.
 */
export const authenticationRule: RouteRule = ({ session, search, origin }) => {
  if (session.status !== 'signedIn') return null;
  const requested = safeRedirect(search.get('redirect'), origin);
  // Only members have a profile an admin set up; someone who just signed up keeps their language.
  const preferred = hasDashboardAccess(session.session)
    ? session.session.access.preferredLanguage
    : null;
  if (preferred) {
    // English has no URL prefix: an unprefixed target is only English if the locale cookie says so
    // (else the root redirect follows the cookie to /nl). So the cookie is set here, as the
    // language switch does before it navigates; writing it again on a re-render changes nothing.
    writeLocaleCookie(preferred);
    return { fullPath: switchLocalePath(requested ?? DASHBOARD_PATH, preferred) };
  }
  if (isSupportStaff(session.session) && !requested?.includes(SUPPORT_HOME_PATH))
    return { appPath: SUPPORT_HOME_PATH };
  return requested ? { fullPath: requested } : { appPath: DASHBOARD_PATH };
};

/** /login is an alias of /authentication that keeps its query (e.g. `redirect`). */
export const loginRule: RouteRule = ({ search }) => {
  const query = search.toString();
  return { appPath: `/authentication${query ? `?${query}` : ''}` };
};

/**
 * /onboarding is for signed-in users who are not yet in a company: it explains how to get access.
 * Signed-out visitors sign in first; members with access go straight to the dashboard.
 */
export const onboardingRule: RouteRule = ({ session }) => {
  if (session.status === 'signedOut') return { appPath: '/authentication?redirect=%2Fonboarding' };
  if (session.status === 'signedIn' && hasDashboardAccess(session.session))
    return { appPath: DASHBOARD_PATH };
  if (session.status === 'signedIn' && isSupportStaff(session.session))
    return { appPath: SUPPORT_HOME_PATH };
  return null;
};
