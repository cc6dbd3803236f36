/**
 * A seeded project of the seeded software company (demo-agile-en, demo-agile-nl) with its draft
 * generated from the seeded knowledge base, on the demo backend: signed in as `email`, the
 * project's page open, the draft ready.
 */
import { expect, type Page } from '@playwright/test';
import { signInIn } from './tender';
import type { Lang } from './users';

export const draftPanel = (page: Page) => page.getByTestId('draft-panel');

export async function generateSeededDraft(
  page: Page,
  lang: Lang,
  t: { email: string; project: string; generate: string; ready: string },
): Promise<void> {
  await signInIn(page, lang, t.email);
  await page.goto(`${lang === 'nl' ? '/nl' : ''}/dashboard/projects/${t.project}`);
  const generate = draftPanel(page).getByRole('button', { name: t.generate, exact: true });
  // Enabled once the seeded knowledge base is trained (the panel's first read waits for it).
  await expect(generate).toBeEnabled({ timeout: 120_000 });
  await generate.click();
  await expect(draftPanel(page).getByText(t.ready)).toBeVisible({ timeout: 120_000 });
}
