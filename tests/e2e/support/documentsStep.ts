/**
 * The documents step of a new project as documents.spec.ts drives it: signed in as the language's
 * admin, a fresh project opened, and the rows of its upload queue.
 */
import { expect, type Page } from '@playwright/test';
import { PASSWORD, heading, signIn } from './app';
import { newProject } from './tender';
import { T } from './texts/documentTexts';
import { NOORDZEE_ADMIN, VAN_DIJK_ADMIN, type Lang } from './users';

/** Signs in as the admin who prefers `lang` and opens the documents step of a new project. */
export async function openNewProject(page: Page, lang: Lang, name: string) {
  const admin = lang === 'nl' ? VAN_DIJK_ADMIN : NOORDZEE_ADMIN;
  // Signed in here with generous waits: processing tests share a busy machine with other suites.
  await page.goto(lang === 'nl' ? '/nl/authentication' : '/authentication');
  await expect(heading(page)).toBeVisible({ timeout: 30_000 });
  await signIn(page, admin.email, PASSWORD, lang);
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 30_000 });
  await newProject(page, lang, name);
}

/** A file's row in the upload queue (shown while files upload, and for the ones refused). */
export const queueRow = (page: Page, lang: Lang, name: string) =>
  page.getByRole('list', { name: T[lang].uploads }).getByRole('listitem', { name, exact: true });
