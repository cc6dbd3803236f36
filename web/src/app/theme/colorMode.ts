/** Colour mode preference (spec §2): light, dark or system; MUI stores it in localStorage under this key. */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
/** A route may force one of these, never 'system'. */
export type ForcedColorMode = Exclude<ColorMode, 'system'>;
export const COLOR_MODE_STORAGE_KEY = 'tender-color-mode';
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
