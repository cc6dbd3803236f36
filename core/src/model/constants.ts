/** Business and UI constants of spec §4 and §9 that are not tied to one entity. */

/** Spec §2/§9: locale cookie lifetime. */
export const LOCALE_COOKIE_DAYS = 365;

/** Spec §4: session token handling. */
export const SESSION = Object.freeze({
  refreshBeforeExpiryMs: 5 * 60 * 1000,
  retryInitialDelayMs: 30 * 1000,
  retryMaxDelayMs: 16 * 60 * 1000,
  expirySkewMs: 30 * 1000,
});

/** Spec §4: new-deployment detection; one full reload per path per this many ms at most. */
export const RELOAD_GUARD_MS = 10_000;
export const BUILD_MANIFEST_PATH = 'builds/latest.json';

/** Spec §9. */
export const ICON_FETCH_TIMEOUT_MS = 1_500;
export const MAX_PENDING_ROUTE_PRELOADS = 4;
export const TOASTS = Object.freeze({
  durationMs: 5_000,
  max: 5,
  removeDelayMs: 200,
  position: 'bottom-right',
  hotkey: 'F8',
});
export const TOOLTIP_DELAY_MS = 700;
export const IDENTITY_TIMEOUT_MS = Object.freeze({ desktop: 30_000, mobile: 60_000 });

export const COLOUR_MODES = ['light', 'dark', 'system'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];
