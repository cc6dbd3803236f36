import { expect, test } from '@playwright/test';
import { COLOR_MODE_KEY, heading, signInAsAdmin } from './support/app';

/** Sign-in page and dashboard shell in both languages and both modes, kept in artifacts/screenshots. */
for (const locale of ['en', 'nl'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`screenshots: ${locale} ${mode}`, async ({ page }) => {
      await page.addInitScript(
        ([key, value]) => {
          if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
        },
        [COLOR_MODE_KEY, mode] as const,
      );
      const prefix = locale === 'nl' ? '/nl' : '';
      await page.goto(`${prefix}/authentication`);
      await expect(heading(page)).toHaveText(locale === 'nl' ? 'Inloggen' : 'Sign in');
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', mode);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: `artifacts/screenshots/sign-in-${locale}-${mode}.png`,
        fullPage: true,
      });

      await signInAsAdmin(page, locale);
      await expect(heading(page)).toHaveText('Dashboard');
      await page.mouse.move(640, 790);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        // The first paint, right after sign-in: skeletons while the figures load (dashboard.spec.ts
        // takes the loaded dashboard-<lang>-<mode>.png; one name each, so neither overwrites the other).
        path: `artifacts/screenshots/dashboard-first-paint-${locale}-${mode}.png`,
        fullPage: true,
      });
    });
  }
}
