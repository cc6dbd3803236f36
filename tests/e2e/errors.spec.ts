import { expect, test } from '@playwright/test';
import { heading } from './support/app';

test.describe('error page', () => {
  test('an unknown path is a 404 with the path in the message', async ({ page }) => {
    await page.goto('/does-not-exist');
    await expect(page.getByTestId('error-page')).toBeVisible();
    await expect(heading(page)).toHaveText('Page Not Found');
    await expect(page.getByText('Page not found: /does-not-exist')).toBeVisible();
    await expect(page.getByTestId('error-page')).toContainText('404');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });

  test('the 404 under /nl is Dutch', async ({ page }) => {
    await page.goto('/nl/does-not-exist');
    await expect(heading(page)).toHaveText('Pagina niet gevonden');
    await expect(page.getByText(/^Pagina niet gevonden: \/(nl\/)?does-not-exist$/)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  });

  test('a 404 deep under /dashboard is a 404 too, not a sign-in redirect', async ({ page }) => {
    await page.goto('/dashboard/no-such-page');
    await expect(heading(page)).toHaveText('Page Not Found');
  });
});
