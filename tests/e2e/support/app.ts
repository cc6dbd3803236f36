import { expect, type Page } from '@playwright/test';

/** Every seeded demo account shares this password (emulator-data/seed.json). */
export const PASSWORD = 'Tender-Demo-2026';
/** Admins by preferred language: sign-in continues in the profile's language (issue 3 item 7). */
export const ADMIN = 'admin@noordzee.example';
export const DUTCH_ADMIN = 'admin@vandijk.example';
export const NO_COMPANY = 'lotte@example.com';
export const DISABLED = 'kees@vandijk.example';

/** localStorage keys the app owns (kept in sync with web/src by hand; a rename fails these tests). */
export const COLOR_MODE_KEY = 'tender-color-mode';
export const SIDEBAR_KEY = 'tender-sidebar-collapsed';

const labels = {
  en: { email: 'Email address', password: 'Password', signIn: 'Sign in' },
  nl: { email: 'E-mailadres', password: 'Wachtwoord', signIn: 'Inloggen' },
} as const;

/** Fills and submits the sign-in form that is on screen. */
export async function signIn(
  page: Page,
  email: string,
  password = PASSWORD,
  locale: 'en' | 'nl' = 'en',
) {
  const l = labels[locale];
  await page.getByLabel(l.email).fill(email);
  await page.getByLabel(l.password).fill(password);
  await page.getByRole('button', { name: l.signIn, exact: true }).click();
}

/**
 * Opens /authentication (optionally under a locale prefix), signs in as the admin who prefers that
 * language and waits for the dashboard shell.
 */
export async function signInAsAdmin(page: Page, locale: 'en' | 'nl' = 'en') {
  await page.goto(locale === 'nl' ? '/nl/authentication' : '/authentication');
  await signIn(page, locale === 'nl' ? DUTCH_ADMIN : ADMIN, PASSWORD, locale);
  await expect(page).toHaveURL(locale === 'nl' ? /\/nl\/dashboard$/ : /\/dashboard$/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
}

/** The page's main heading (every page renders exactly one h1). */
export function heading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** A window marker that disappears on a full page load but survives client-side navigation. */
export async function setMarker(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: number }).__e2eMarker = 1;
  });
}
export async function hasMarker(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker === 1);
}
