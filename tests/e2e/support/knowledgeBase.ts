/**
 * The knowledge-base pages as knowledgebase.spec.ts drives them: the list opened in the test's
 * language, a new knowledge base created from it, and a document's row on a knowledge base.
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { heading } from './app';
import { T } from './texts/knowledgeBaseTexts';
import type { Lang } from './users';

// Generous waits: document processing and training run in the page on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 45_000 });

/** Opens the list in the test's language (whatever the signed-in user prefers). */
export async function openList(page: Page, lang: Lang) {
  await page.goto(`${T[lang].prefix}/dashboard/knowledgebase`);
  await expect(heading(page)).toHaveText(T[lang].title, { timeout: 90_000 });
}

/** Creates a knowledge base from the list; ends on its page and returns its id. */
export async function createKb(page: Page, lang: Lang, name: string, description = '') {
  const t = T[lang];
  await openList(page, lang);
  await page.getByRole('button', { name: t.create }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await dialog.getByRole('textbox', { name: t.name }).fill(name);
  if (description) await dialog.getByRole('textbox', { name: t.description }).fill(description);
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(heading(page)).toHaveText(name);
  return page.url().split('/').pop()!;
}

/** A document's row on a knowledge base's page. */
export const kbDocumentRow = (page: Page, name: string) =>
  page.getByTestId('kb-document-row').filter({ hasText: name });
