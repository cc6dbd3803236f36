import type { Page } from '@playwright/test';

/** A full-page screenshot of a firebase-backend screen: artifacts/screenshots/firebase-<name>.png. */
export async function shoot(page: Page, name: string) {
  // No hover effects, and the web fonts loaded, so the pictures compare across runs.
  await page.mouse.move(5, 5);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `artifacts/screenshots/firebase-${name}.png`, fullPage: true });
}
