import type { SessionState } from '../session/SessionContext';
import type { ForcedColorMode } from '../theme/colorMode';

export type LayoutName = 'auth' | 'dashboard' | 'main';
export const DEFAULT_LAYOUT: LayoutName = 'main';

export interface RuleContext {
  session: SessionState;
  search: URLSearchParams;
  origin: string;
}

/**
 * Where a route rule sends the user instead of rendering: an app path without locale prefix (the guard
 * adds the current one), a path that already is complete (e.g. a validated `redirect` query), or an
 * absolute URL elsewhere, which is a full page load.
 */
export type RuleTarget = { appPath: string } | { fullPath: string } | { href: string };

/** A route rule: spec §4, step 2. Null renders the route. */
export type RouteRule = (context: RuleContext) => RuleTarget | null;

/** Static metadata of a route; read from every match, the deepest defined value wins. */
export interface RouteHandle {
  layout?: LayoutName;
  /** i18n key of the page title (document title and page header). */
  titleKey?: string;
  /** Under /dashboard: needs a signed-in user with dashboard access. */
  requiresAuth?: boolean;
  /** A route may force light or dark, never system. */
  colorMode?: ForcedColorMode;
  rule?: RouteRule;
  /** Under /dashboard: support staff (who have no company) may open it; they see nothing else. */
  support?: boolean;
}

export function mergeHandles(handles: readonly unknown[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const handle of handles) {
    if (!handle || typeof handle !== 'object') continue;
    const h = handle as RouteHandle;
    if (h.layout) merged.layout = h.layout;
    if (h.titleKey) merged.titleKey = h.titleKey;
    if (h.requiresAuth) merged.requiresAuth = true;
    if (h.colorMode) merged.colorMode = h.colorMode;
    if (h.rule) merged.rule = h.rule;
    if (h.support) merged.support = true;
  }
  return merged;
}
