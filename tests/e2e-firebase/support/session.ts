import { expect, type Page } from '@playwright/test';
import { type Lang } from '../../e2e/support/users';

/**
 * Switches the signed-in app to `lang` with the top bar's language switch (the seeded accounts
 * each prefer one language; this walks a flow in the other without another company's data).
 */
export async function switchLanguage(page: Page, lang: Lang) {
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: lang === 'nl' ? 'Nederlands' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'nl' ? 'nl-NL' : 'en-GB');
}
