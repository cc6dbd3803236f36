/** Spec §9: toasts shown 5000 ms, at most 5, removed after 200 ms, bottom-right, F8 focuses them. */
export const TOAST_AUTO_HIDE_MS = 5000;
export const TOAST_MAX = 5;
export const TOAST_EXIT_MS = 200;
export const TOAST_HOTKEY = 'F8';
export const TOAST_ANCHOR = { vertical: 'bottom', horizontal: 'right' } as const;
