/**
 * Knowledge bases on the demo backend (issue 7 item 4), in English and Dutch: create one, upload
 * two real documents and a company profile (and a refused file: 'Upload Partially Complete'), see
 * them processed, lock it, train it as an admin and watch the progress reach 'trained', then read
 * the fact sheet training extracted (the profile's certificate with its expiry date in the page's
 * language); every action a manager or a user may not take is disabled with its reason; delete
 * with confirmation; 'Knowledge base not found'. Screenshots in artifacts/screenshots
 * (knowledgebase-*).
 */
import { expect as baseExpect, test } from '@playwright/test';
import { COLOR_MODE_KEY, heading } from './support/app';
import { echoBrowserErrors } from './support/browserLog';
import { createKb, kbDocumentRow as docRow, openList } from './support/knowledgeBase';
import { GSA, PHOTO, PLANNING, PROJECT, REAL_FILES } from './support/knowledgeBaseFixtures';
import { COMPANY_PROFILE, chooseFiles as choose, shot, signInIn } from './support/tender';
import { T } from './support/texts/knowledgeBaseTexts';
import { MANAGER, MOHAMED, NOORDZEE_ADMIN, SANNE, VAN_DIJK_ADMIN, signOut } from './support/users';

// Generous waits: document processing and training run in the page on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 45_000 });

test.beforeEach(({ page }) => echoBrowserErrors(page));

for (const lang of ['en', 'nl'] as const) {
  test.describe(`knowledge bases (${lang})`, () => {
    test('create, upload real documents, lock, train as admin and watch it reach trained', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const t = T[lang];
      const dark = lang === 'nl';
      if (dark)
        await page.addInitScript((key) => localStorage.setItem(key, 'dark'), COLOR_MODE_KEY);
      await signInIn(page, lang, lang === 'nl' ? VAN_DIJK_ADMIN.email : NOORDZEE_ADMIN.email);
      const name = lang === 'nl' ? 'Bedrijfsprofiel' : 'Company evidence';
      await createKb(
        page,
        lang,
        name,
        lang === 'nl' ? 'Certificaten en referenties' : 'Certificates and references',
      );

      // Only a refused file: nothing is uploaded.
      await choose(page, [PHOTO]);
      await expect(page.getByText(t.allFailed)).toBeVisible();
      // Two real documents and the company profile; the picture is refused: partially complete.
      const profile = COMPANY_PROFILE[lang];
      await choose(page, [...REAL_FILES, profile, PHOTO]);
      await expect(page.getByText(t.partial)).toBeVisible();
      await expect(page.getByText(t.uploadFailed).first()).toBeVisible();
      for (const file of [GSA, PLANNING, profile.name]) {
        await expect(docRow(page, file).getByText(t.processed, { exact: true })).toBeVisible({
          timeout: 60_000,
        });
      }
      await expect(docRow(page, GSA)).toContainText(
        lang === 'nl' ? /\d+,\d MB|\d+ kB/ : /\d+\.\d MB|\d+ kB/,
      );
      await shot(page, `knowledgebase-documents-${lang}-${dark ? 'dark' : 'light'}`);

      // Training needs the lock first.
      await expect(page.getByRole('button', { name: t.start })).toBeDisabled();
      await page.getByRole('button', { name: t.lock, exact: true }).click();
      await expect(page.getByTestId('kb-lock-state')).toHaveText(t.locked);
      await expect(page.getByText(t.lockedUpload)).toBeVisible();
      await expect(page.getByRole('button', { name: t.delete, exact: true })).toBeDisabled();

      await page.getByRole('button', { name: t.start }).click();
      const confirm = page.getByRole('dialog', { name: t.confirmTitle });
      await expect(confirm).toContainText(t.minutes);
      await expect(confirm).toContainText(t.cost);
      await expect(confirm).toContainText(t.permanent);
      await shot(page, `knowledgebase-train-confirm-${lang}-${dark ? 'dark' : 'light'}`);
      await confirm.getByRole('button', { name: t.start }).click();
      await expect(page.getByTestId('training-state')).toHaveText(t.inProgress);
      await expect(page.getByRole('progressbar', { name: /.+/ }).first()).toBeVisible();
      await shot(page, `knowledgebase-training-${lang}-${dark ? 'dark' : 'light'}`);
      await expect(page.getByTestId('training-state')).toHaveText(t.trained, { timeout: 60_000 });
      await expect(page.getByTestId('kb-lock-state')).toHaveText(t.permanentlyLocked);
      await expect(page.getByRole('button', { name: t.unlock })).toBeDisabled();
      // Trained means locked for good: the note says so instead of 'unlock to upload'.
      await expect(page.getByTestId('kb-locked-upload')).toContainText(t.lockedTrained);
      await shot(page, `knowledgebase-trained-${lang}-${dark ? 'dark' : 'light'}`);

      // The fact sheet training extracted from the profile, dates in the page's language.
      const sheet = page.getByTestId('fact-sheet');
      await expect(sheet.getByRole('heading', { name: t.factSheet })).toBeVisible();
      const certificate = sheet.getByTestId('fact-certificate').filter({ hasText: 'ISO 9001' });
      await expect(certificate).toHaveCount(1);
      await expect(certificate).toContainText('ISO 9001:2015');
      await expect(certificate).toContainText('DNV');
      await expect(certificate).toContainText('NL-2019-4471-Q');
      await expect(certificate).toContainText(t.expires);
      await expect(certificate).toContainText(profile.name);
      await expect(
        sheet.getByTestId('fact-project').filter({ hasText: PROJECT[lang] }),
      ).toHaveCount(1);
      await expect(sheet.getByTestId('fact-headcount')).toContainText(t.employees);
      await expect(sheet.getByTestId('fact-headcount')).toContainText('85');
      await sheet.scrollIntoViewIfNeeded();
      await page.evaluate(() => document.fonts.ready);
      await sheet.screenshot({
        path: `artifacts/screenshots/knowledgebase-fact-sheet-${lang}-${dark ? 'dark' : 'light'}.png`,
      });

      // The list finds it by its description.
      await openList(page, lang);
      await page
        .getByRole('searchbox', { name: t.search })
        .fill(lang === 'nl' ? 'referenties' : 'references');
      await expect(page.getByRole('table').getByRole('link', { name })).toBeVisible();
      await shot(page, `knowledgebase-list-${lang}-${dark ? 'dark' : 'light'}`);
    });

    test('managers and users: every forbidden action is disabled with its reason; admin deletes', async ({
      page,
    }) => {
      test.setTimeout(360_000);
      const t = T[lang];
      await signInIn(page, lang, VAN_DIJK_ADMIN.email);
      const name = lang === 'nl' ? 'Oude referenties' : 'Old references';
      const id = await createKb(page, lang, name);
      await openList(page, lang);
      await page.goto(`${t.prefix}/dashboard/knowledgebase/not-a-base`);
      await expect(heading(page)).toHaveText(t.notFound);
      await signOut(page, { timeout: 45_000 });

      // The manager may lock and upload, not train or delete.
      await signInIn(page, lang, MANAGER.email);
      await page.goto(`${t.prefix}/dashboard/knowledgebase/${id}`);
      await expect(heading(page)).toHaveText(name);
      await expect(page.getByRole('button', { name: t.delete, exact: true })).toBeDisabled();
      await expect(page.getByText(t.deleteRole)).toBeVisible();
      await page.getByRole('button', { name: t.lock, exact: true }).click();
      await expect(page.getByTestId('kb-lock-state')).toHaveText(t.locked);
      await expect(page.getByRole('button', { name: t.start })).toBeDisabled();
      await expect(page.getByText(t.trainRole)).toBeVisible();
      await page.getByRole('button', { name: t.unlock }).click();
      await expect(page.getByTestId('kb-lock-state')).not.toHaveText(t.locked);
      await signOut(page, { timeout: 45_000 });

      // A user may only read.
      await signInIn(page, lang, lang === 'nl' ? MOHAMED.email : SANNE.email);
      await openList(page, lang);
      await expect(page.getByRole('button', { name: t.create })).toBeDisabled();
      await page.goto(`${t.prefix}/dashboard/knowledgebase/${id}`);
      await expect(heading(page)).toHaveText(name);
      await expect(page.getByRole('button', { name: t.lock, exact: true })).toBeDisabled();
      await expect(page.getByRole('button', { name: t.delete, exact: true })).toBeDisabled();
      await expect(page.getByRole('button', { name: t.start })).toBeDisabled();
      await expect(page.getByText(t.uploadRole)).toBeVisible();
      await expect(page.getByTestId('document-file-input')).toHaveCount(0);
      await shot(page, `knowledgebase-user-${lang}-light`);
      await signOut(page, { timeout: 45_000 });

      // The admin deletes it, after a confirmation.
      await signInIn(page, lang, VAN_DIJK_ADMIN.email);
      await page.goto(`${t.prefix}/dashboard/knowledgebase/${id}`);
      await page.getByRole('button', { name: t.delete, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: t.deleteTitle });
      await confirm.getByRole('button', { name: t.delete, exact: true }).click();
      await expect(heading(page)).toHaveText(t.title);
      await expect(page.getByRole('table').getByRole('link', { name })).toHaveCount(0);
    });
  });
}
