import { expect, test, type Page } from '@playwright/test';
import { heading } from '../e2e/support/app';
import { MANAGER, VAN_DIJK_ADMIN, signInAs, type Lang } from '../e2e/support/users';
import { T } from '../e2e/support/texts/knowledgeBaseTexts';
import { resetEmulators } from './support/emulators';
import { shoot } from './support/screens';
import { openSignedIn, switchLanguage } from './support/session';

/**
 * Knowledge bases on the firebase backend (issue 22 item 1): create, lock, unlock and delete are
 * client writes under the rules, and the functions' triggers run on each (knowledgeBaseTraining
 * on an update, knowledgeBaseDeleted's clean-up on a delete) as in production. Storage and the
 * Realtime Database do not run here (Java 17: gcloud's Firestore), so uploading a document is
 * refused with its message and nothing else waits for them; processing and training are the demo
 * tier's and the full suite's. Van Dijk's admin walks it in Dutch, then in English; her manager
 * may lock but not delete. One signed-in session for the file.
 */
test.describe.configure({ mode: 'serial' });

const NAMES = {
  nl: { name: 'Referenties', description: 'Certificaten en referentieprojecten' },
  en: { name: 'Company evidence', description: 'Certificates and references' },
} as const;

let page: Page;

test.beforeAll(async ({ browser }) => {
  await resetEmulators({ triggers: true });
  page = await openSignedIn(browser, VAN_DIJK_ADMIN.email, 'nl');
});
test.afterAll(async () => {
  await page?.context().close();
});

async function openList(lang: Lang) {
  await page.getByTestId('nav-knowledgeBases').click();
  await expect(heading(page)).toHaveText(T[lang].title);
}

for (const lang of ['nl', 'en'] as const) {
  test(`${lang}: an admin creates, locks, unlocks and deletes a knowledge base`, async () => {
    test.setTimeout(360_000);
    const t = T[lang];
    const { name, description } = NAMES[lang];
    if (lang === 'en') await switchLanguage(page, 'en');
    await openList(lang);

    await page.getByRole('button', { name: t.create }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.getByRole('textbox', { name: t.name }).fill(name);
    await dialog.getByRole('textbox', { name: t.description }).fill(description);
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(heading(page)).toHaveText(name);
    const detailUrl = page.url();

    // No Storage here: an upload is refused with its message, at once.
    await page.getByTestId('document-file-input').setInputFiles({
      name: 'referenties.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(page.getByText(t.allFailed)).toBeVisible();

    // Lock: stored (a reload reads it back), and a locked base cannot be deleted.
    await page.getByRole('button', { name: t.lock, exact: true }).click();
    await expect(page.getByTestId('kb-lock-state')).toHaveText(t.locked);
    await expect(page.getByRole('button', { name: t.delete, exact: true })).toBeDisabled();
    await page.reload();
    await expect(page.getByTestId('kb-lock-state')).toHaveText(t.locked);
    await shoot(page, `knowledgebase-locked-${lang}`);
    await page.getByRole('button', { name: t.unlock }).click();
    await expect(page.getByTestId('kb-lock-state')).toHaveText(t.unlocked);

    // The list finds it by its description.
    await openList(lang);
    await page.getByRole('searchbox', { name: t.search }).fill(description.split(' ')[0]!);
    await expect(page.getByRole('table').getByRole('link', { name })).toBeVisible();

    // Delete after a confirmation: gone from the list, and its page says so.
    await page.getByRole('table').getByRole('link', { name }).click();
    await expect(heading(page)).toHaveText(name);
    await page.getByRole('button', { name: t.delete, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: t.deleteTitle });
    await confirm.getByRole('button', { name: t.delete, exact: true }).click();
    await expect(heading(page)).toHaveText(t.title);
    await expect(page.getByRole('table').getByRole('link', { name })).toHaveCount(0);
    await page.goto(detailUrl);
    await expect(heading(page)).toHaveText(
      lang === 'nl' ? 'Kennisbank niet gevonden' : 'Knowledge base not found',
    );
  });
}

test("nl: the company's manager locks and unlocks the admin's base but may not delete it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const t = T.nl;
  // The admin's base, made in this session (in English since the last test).
  await openList('en');
  await page.getByRole('button', { name: T.en.create }).click();
  const dialog = page.getByRole('dialog', { name: T.en.dialog });
  await dialog.getByRole('textbox', { name: T.en.name }).fill('Oude referenties');
  await dialog.getByRole('button', { name: T.en.submit }).click();
  await expect(heading(page)).toHaveText('Oude referenties');
  const id = page.url().split('/').pop()!;

  const context = await browser.newContext();
  const manager = await context.newPage();
  await signInAs(manager, MANAGER.email, 'nl');
  await manager.goto(`${t.prefix}/dashboard/knowledgebase/${id}`);
  await expect(heading(manager)).toHaveText('Oude referenties');
  await expect(manager.getByRole('button', { name: t.delete, exact: true })).toBeDisabled();
  await expect(manager.getByText(t.deleteRole)).toBeVisible();
  await manager.getByRole('button', { name: t.lock, exact: true }).click();
  await expect(manager.getByTestId('kb-lock-state')).toHaveText(t.locked);
  // The admin's open page follows the manager's write live.
  await expect(page.getByTestId('kb-lock-state')).toHaveText(T.en.locked);
  await manager.getByRole('button', { name: t.unlock }).click();
  await expect(manager.getByTestId('kb-lock-state')).toHaveText(t.unlocked);
  await context.close();
});
