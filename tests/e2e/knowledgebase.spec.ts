/**
 * Knowledge bases on the demo backend (issue 7 item 4), in English and Dutch: create one, upload
 * two real documents and a company profile (and a refused file: 'Upload Partially Complete'), see
 * them processed, lock it, train it as an admin and watch the progress reach 'trained', then read
 * the fact sheet training extracted (the profile's certificate with its expiry date in the page's
 * language); every action a manager or a user may not take is disabled with its reason; delete
 * with confirmation; 'Knowledge base not found'. Screenshots in artifacts/screenshots
 * (knowledgebase-*).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { COLOR_MODE_KEY, heading } from './support/app';
import { COMPANY_PROFILE, REAL, shot, signInIn, type Upload } from './support/tender';
import {
  MANAGER,
  MOHAMED,
  NOORDZEE_ADMIN,
  SANNE,
  VAN_DIJK_ADMIN,
  type Lang,
} from './support/users';

// Generous waits: document processing and training run in the page on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 45_000 });

// Two real documents, a PDF and a DOCX, both small: they exercise both extractors without making
// every run wait for a 50-page tender.
const GSA = 'us-gsa-rfq-4QTFHS150004-agile-delivery-services-bpa.pdf';
const PLANNING = 'nieuwe-planning.docx';
const REAL_FILES: Upload[] = [
  { name: GSA, mimeType: 'application/pdf', buffer: readFileSync(join(REAL, GSA)) },
  {
    name: PLANNING,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: readFileSync(join(REAL, 'nl-vng-softwarecatalogus', PLANNING)),
  },
];

const T = {
  en: {
    title: 'Knowledgebase management',
    create: 'New knowledge base',
    dialog: 'Create knowledge base',
    name: 'Dataset name',
    description: 'Description',
    submit: 'Create',
    search: 'Search by name or description',
    processed: 'Processed',
    failed: 'Failed',
    partial: 'Upload Partially Complete',
    allFailed: 'All files failed to upload. Please try again.',
    uploadFailed: 'Upload Failed',
    lock: 'Lock',
    unlock: 'Unlock',
    locked: 'Locked',
    lockedUpload: 'This knowledge base is locked',
    lockedTrained: 'This knowledge base was trained, so it is locked permanently',
    start: 'Start training',
    confirmTitle: 'Start training?',
    minutes: 'about 10 minutes',
    cost: '$10',
    permanent: 'locks this knowledge base permanently',
    inProgress: 'In progress',
    trained: 'Already trained',
    permanentlyLocked: 'Locked permanently',
    delete: 'Delete',
    deleteTitle: 'Delete knowledge base?',
    trainRole: 'Only administrators can start training',
    deleteRole: 'Only administrators can delete a knowledge base.',
    lockRole: 'Only administrators and managers can lock or unlock',
    createRole: 'Only administrators and managers can create knowledge bases.',
    uploadRole: 'Only administrators and managers can add documents',
    notFound: 'Knowledge base not found',
    documents: 'Documents',
    factSheet: 'Fact sheet',
    // 2027-03-12 as the page's language writes it (Intl, dateStyle medium).
    expires: '12 Mar 2027',
    employees: 'Employees',
    prefix: '',
  },
  nl: {
    title: 'Kennisbankbeheer',
    create: 'Nieuwe kennisbank',
    dialog: 'Kennisbank aanmaken',
    name: 'Naam dataset',
    description: 'Beschrijving',
    submit: 'Aanmaken',
    search: 'Zoeken op naam of beschrijving',
    processed: 'Verwerkt',
    failed: 'Mislukt',
    partial: 'Upload gedeeltelijk voltooid',
    allFailed: 'Alle bestanden konden niet worden geüpload. Probeer het opnieuw.',
    uploadFailed: 'Uploaden mislukt',
    lock: 'Vergrendelen',
    unlock: 'Ontgrendelen',
    locked: 'Vergrendeld',
    lockedUpload: 'Deze kennisbank is vergrendeld',
    lockedTrained: 'Deze kennisbank is getraind en daarom permanent vergrendeld',
    start: 'Training starten',
    confirmTitle: 'Training starten?',
    minutes: 'ongeveer 10 minuten',
    cost: '10',
    permanent: 'vergrendelt deze kennisbank permanent',
    inProgress: 'Bezig',
    trained: 'Al getraind',
    permanentlyLocked: 'Permanent vergrendeld',
    delete: 'Verwijderen',
    deleteTitle: 'Kennisbank verwijderen?',
    trainRole: 'Alleen beheerders kunnen de training starten',
    deleteRole: 'Alleen beheerders kunnen een kennisbank verwijderen.',
    lockRole: 'Alleen beheerders en managers kunnen een kennisbank vergrendelen',
    createRole: 'Alleen beheerders en managers kunnen kennisbanken aanmaken.',
    uploadRole: 'Alleen beheerders en managers kunnen documenten',
    notFound: 'Kennisbank niet gevonden',
    documents: 'Documenten',
    factSheet: 'Factsheet',
    expires: '12 mrt 2027',
    employees: 'Medewerkers',
    prefix: '/nl',
  },
} as const;

const PROJECT = {
  en: 'Maintenance of provincial roads N201',
  nl: 'Onderhoud provinciale wegen N201',
};
const PHOTO: Upload = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('not a png'),
};

async function signOut(page: Page) {
  await page.getByTestId('account-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/authentication(\?|$)/);
}

/** Opens the list in the test's language (whatever the signed-in user prefers). */
async function openList(page: Page, lang: Lang) {
  await page.goto(`${T[lang].prefix}/dashboard/knowledgebase`);
  await expect(heading(page)).toHaveText(T[lang].title, { timeout: 90_000 });
}

async function createKb(page: Page, lang: Lang, name: string, description = '') {
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

const docRow = (page: Page, name: string) =>
  page.getByTestId('kb-document-row').filter({ hasText: name });
const choose = (page: Page, files: Upload[]) =>
  page.getByTestId('document-file-input').setInputFiles(files);

test.beforeEach(({ page }) => {
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`[browser] ${message.text()}`);
  });
  page.on('pageerror', (error) => console.log(`[page error] ${error.message}`));
});

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
      await signOut(page);

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
      await signOut(page);

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
      await signOut(page);

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
