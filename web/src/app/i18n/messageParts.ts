import type { LayoutName } from '../routing/handle';

/**
 * The messages are split by top-level namespace at build time (web/vite/localeParts.ts; the files
 * locales/en.json and nl.json stay whole, the one source of truth): one `boot` chunk per language
 * with what every screen needs, and one chunk per other namespace, which the layouts and routes
 * that use it load before they render (docs/decisions.md, "Messages split per route"). Which
 * namespaces each layout and route needs is declared here and in routeTable.tsx; a test
 * (routeMessages.test.ts) reads every t('…') key the modules of a route can reach and fails when
 * one's namespace is not loaded for it.
 */

/** Loaded before the first render: the shell, page titles, errors, form validation, toasts. */
export const BOOT_NAMESPACES: readonly string[] = [
  'app',
  'colorMode',
  'common',
  'errors',
  'language',
  'pages',
  'toasts',
  // Core's yup schemas name these keys; every form, the sign-in form included, shows them.
  'validation',
];

/** What each layout adds (loaded with the layout's chunk, layoutLoaders.ts). */
export const LAYOUT_NAMESPACES: Readonly<Record<LayoutName, readonly string[]>> = {
  auth: [],
  main: ['auth', 'home'],
  // The sidebar, the account menu (roles, sign out) and the notifications bell.
  dashboard: ['account', 'auth', 'nav', 'notifications', 'roles'],
};

/** The page shown in place of a route the user may not open (RootLayout). */
export const ACCESS_DENIED_NAMESPACES: readonly string[] = ['access', 'auth'];

export const BOOT_PART = 'boot';

/** The part of a language's messages `part` names: the boot namespaces, or one namespace. */
export function pickMessagePart(
  messages: Readonly<Record<string, unknown>>,
  part: string,
): Record<string, unknown> {
  if (part === BOOT_PART) {
    return Object.fromEntries(
      Object.entries(messages).filter(([key]) => BOOT_NAMESPACES.includes(key)),
    );
  }
  return { [part]: messages[part] };
}

/** The chunks a language is split into: boot, then every namespace that is not in boot. */
export function messageParts(namespaces: readonly string[]): string[] {
  return [BOOT_PART, ...namespaces.filter((ns) => !BOOT_NAMESPACES.includes(ns))];
}
