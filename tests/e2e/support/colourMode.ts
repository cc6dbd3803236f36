import { expect as baseExpect, type Page } from '@playwright/test';
import type { Lang } from './users';

// The specs' usual wait: the page may be busy (processing, generating) on a shared machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The colour-mode menu's items (locales/*.json). */
const LABELS = {
  en: { light: 'Light', dark: 'Dark' },
  nl: { light: 'Licht', dark: 'Donker' },
} as const;

/** Picks light or dark from the app bar's colour-mode menu and waits for the menu to close. */
export async function colourMode(page: Page, lang: Lang, mode: 'light' | 'dark') {
  await page.getByTestId('color-mode-switch').click();
  await page.getByRole('menuitem', { name: LABELS[lang][mode] }).click();
  // The menu leaves the accessibility tree as soon as it starts to close, but it still paints while
  // it fades: wait for the element itself to go, or screenshots catch it half-transparent.
  await expect(page.locator('[role="menu"]')).toHaveCount(0);
}
