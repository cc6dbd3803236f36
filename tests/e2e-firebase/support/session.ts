import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { signInAs, type Lang } from '../../e2e/support/users';

/**
 * Switches the signed-in app to `lang` with the top bar's language switch (the seeded accounts
 * each prefer one language; this walks a flow in the other without another company's data).
 */
export async function switchLanguage(page: Page, lang: Lang) {
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: lang === 'nl' ? 'Nederlands' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'nl' ? 'nl-NL' : 'en-GB');
}

/**
 * A browser context of its own, signed in as `email` (whose dashboard opens in `lang`): one
 * session a spec file reuses across its tests (they run in order, `mode: 'serial'`), instead of a
 * sign-in per test. Close it with `page.context().close()` in afterAll.
 */
export async function openSignedIn(
  browser: Browser,
  email: string,
  lang: Lang,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signInAs(page, email, lang);
  return page;
}
