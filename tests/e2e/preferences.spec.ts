import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  COLOR_MODE_KEY,
  DUTCH_ADMIN,
  SIDEBAR_KEY,
  heading,
  signIn,
  signInAsAdmin,
} from './support/app';

async function localeCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'locale')?.value;
}

async function chooseLanguage(page: Page, name: 'English' | 'Nederlands') {
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name }).click();
}

async function chooseColorMode(page: Page, name: string) {
  await page.getByTestId('color-mode-switch').click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);
const html = (page: Page) => page.locator('html');

test.describe('language', () => {
  test('switching to Dutch and back keeps the page, survives reloads and sets the cookie', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.getByTestId('nav-projects').click();
    await expect(heading(page)).toHaveText('Projects');
    await expect(html(page)).toHaveAttribute('lang', 'en-GB');

    await chooseLanguage(page, 'Nederlands');
    await expect(page).toHaveURL('/nl/dashboard/projects');
    await expect(heading(page)).toHaveText('Projecten');
    await expect(page.getByTestId('nav-userManagement')).toContainText('Gebruikersbeheer');
    await expect(html(page)).toHaveAttribute('lang', 'nl-NL');
    expect(await localeCookie(page)).toBe('nl');
    await expect(page).toHaveTitle(/Projecten/);

    await page.reload();
    await expect(page).toHaveURL('/nl/dashboard/projects');
    await expect(heading(page)).toHaveText('Projecten');
    await expect(html(page)).toHaveAttribute('lang', 'nl-NL');
    expect(await localeCookie(page)).toBe('nl');

    // Sidebar links follow the language: they stay under /nl.
    await page.getByTestId('nav-customers').click();
    await expect(page).toHaveURL('/nl/dashboard/customers');
    await expect(heading(page)).toHaveText('Klanten');

    await chooseLanguage(page, 'English');
    await expect(page).toHaveURL('/dashboard/customers');
    await expect(heading(page)).toHaveText('Customers');
    expect(await localeCookie(page)).toBe('en');

    await page.reload();
    await expect(page).toHaveURL('/dashboard/customers');
    await expect(heading(page)).toHaveText('Customers');
    await expect(html(page)).toHaveAttribute('lang', 'en-GB');
    expect(await localeCookie(page)).toBe('en');
  });

  test('the switch keeps query and works on the sign-in page while signed out', async ({
    page,
  }) => {
    await page.goto('/authentication?redirect=%2Fdashboard%2Fhelp');
    await chooseLanguage(page, 'Nederlands');
    await expect(page).toHaveURL('/nl/authentication?redirect=%2Fdashboard%2Fhelp');
    await expect(heading(page)).toHaveText('Inloggen');
    await expect(page.getByLabel('Wachtwoord')).toBeVisible();
  });

  test("signing in continues in the profile's preferred language, once", async ({ page }) => {
    await page.goto('/dashboard/projects');
    await expect(heading(page)).toHaveText('Sign in');
    await signIn(page, DUTCH_ADMIN);
    await expect(page).toHaveURL('/nl/dashboard/projects');
    await expect(heading(page)).toHaveText('Projecten');
    await expect(html(page)).toHaveAttribute('lang', 'nl-NL');
    expect(await localeCookie(page)).toBe('nl');

    // After that the user's own choice rules, also across reloads.
    await chooseLanguage(page, 'English');
    await expect(page).toHaveURL('/dashboard/projects');
    await page.reload();
    await expect(heading(page)).toHaveText('Projects');
    expect(await localeCookie(page)).toBe('en');
  });

  test('the locale cookie sends an unprefixed visit to the Dutch page', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: 'nl', url: baseURL! }]);
    await page.goto('/authentication');
    await expect(page).toHaveURL('/nl/authentication');
    await expect(heading(page)).toHaveText('Inloggen');
  });
});

test.describe('colour mode', () => {
  test('dark mode chosen in the menu survives a reload', async ({ page }) => {
    await page.goto('/authentication');
    await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'light');
    await chooseColorMode(page, 'Dark');
    await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'dark');
    expect(await stored(page, COLOR_MODE_KEY)).toBe('dark');
    const darkBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );

    await page.reload();
    await expect(heading(page)).toHaveText('Sign in');
    await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'dark');
    expect(await stored(page, COLOR_MODE_KEY)).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      darkBackground,
    );

    // The choice is global: the dashboard is dark too.
    await signIn(page, ADMIN);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'dark');

    await chooseColorMode(page, 'Light');
    await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'light');
    expect(await stored(page, COLOR_MODE_KEY)).toBe('light');
  });

  test('system mode follows the operating system live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/authentication');
    await chooseColorMode(page, 'Dark');
    await chooseColorMode(page, 'System');
    expect(await stored(page, COLOR_MODE_KEY)).toBe('system');
    await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'light');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'light');

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(heading(page)).toHaveText('Sign in');
    await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'dark');
  });
});

test.describe('sidebar', () => {
  test('collapsing the sidebar survives a reload, and so does expanding it', async ({ page }) => {
    await signInAsAdmin(page);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await expect(page.getByTestId('nav-projects')).toContainText('Projects');

    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await expect(page.getByTestId('nav-projects')).not.toContainText('Projects');
    expect(await stored(page, SIDEBAR_KEY)).toBe('true');

    await page.reload();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    // Collapsed items keep their accessible name via the tooltip.
    await expect(page.getByRole('link', { name: 'Projects' })).toBeVisible();

    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await expect(page.getByTestId('nav-projects')).toContainText('Projects');
  });
});
