/**
 * The steps that lead up to a tender response on the demo backend, shared by the specs that need
 * them: signing in as an admin of either language, a knowledge base with real documents trained,
 * a project with its tender documents uploaded and processed, and full-page screenshots.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { PASSWORD, heading } from './app';
import type { Lang } from './users';

export const DATA = join(process.cwd(), '..', 'shared', 'data');
export const REAL = join(DATA, 'tender-documents');

export type Upload = { name: string; mimeType: string; buffer: Buffer };

/** The uploads' mime types. */
export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A real file from disk, uploaded under its own name (or `as`). */
export const realFile = (dir: string, name: string, as = name): Upload => ({
  name: as,
  mimeType: name.endsWith('.docx') ? DOCX : name.endsWith('.txt') ? 'text/plain' : PDF,
  buffer: readFileSync(join(dir, name)),
});

/** The company's own profile, written the way each language's companies write it. */
export const COMPANY_PROFILE: Record<Lang, Upload> = {
  nl: {
    name: 'bedrijfsprofiel.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      'Bedrijfsprofiel Van Dijk Bouw B.V.\n\n' +
        'Van Dijk Bouw B.V. is ISO 9001:2015 gecertificeerd door DNV, certificaatnummer ' +
        'NL-2019-4471-Q, geldig tot 12-03-2027.\n' +
        'Wij hebben 85 medewerkers in dienst (2024).\n\n' +
        'Referentieproject: Onderhoud provinciale wegen N201\n' +
        'Opdrachtgever: Provincie Noord-Holland\n' +
        'Uitgevoerd in 2023, opdrachtwaarde € 2,4 mln.\n',
    ),
  },
  en: {
    name: 'company-profile.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      'Company profile\n\n' +
        'Noordzee Infra B.V. is certified to ISO 9001:2015 by DNV, certificate no. ' +
        'NL-2019-4471-Q, valid until 12 March 2027.\n' +
        'The company employs 85 employees.\n\n' +
        'Reference project: Maintenance of provincial roads N201\n' +
        'Client: Province of Noord-Holland\n' +
        'Completed in 2023 for EUR 2.4 million.\n',
    ),
  },
};

const prefix = (lang: Lang) => (lang === 'nl' ? '/nl' : '');

const T = {
  en: {
    email: 'Email address',
    password: 'Password',
    signIn: 'Sign in',
    kbTitle: 'Knowledgebase management',
    kbCreate: 'New knowledge base',
    kbDialog: 'Create knowledge base',
    kbName: 'Dataset name',
    kbDescription: 'Description',
    kbSubmit: 'Create',
    processed: 'Processed',
    lock: 'Lock',
    locked: 'Locked',
    startTraining: 'Start training',
    confirmTraining: 'Start training?',
    trained: 'Already trained',
    newProject: 'New project',
    projectName: 'Project name',
    createProject: 'Create project',
    documents: 'Documents of this project',
    role: 'Role',
    mainTender: 'Main tender document',
    // A document's status once its file is stored (while it uploads it says 'Uploading').
    stored: /^(Uploaded|Processing|Processed)$/,
  },
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    signIn: 'Inloggen',
    kbTitle: 'Kennisbankbeheer',
    kbCreate: 'Nieuwe kennisbank',
    kbDialog: 'Kennisbank aanmaken',
    kbName: 'Naam dataset',
    kbDescription: 'Beschrijving',
    kbSubmit: 'Aanmaken',
    processed: 'Verwerkt',
    lock: 'Vergrendelen',
    locked: 'Vergrendeld',
    startTraining: 'Training starten',
    confirmTraining: 'Training starten?',
    trained: 'Al getraind',
    newProject: 'Nieuw project',
    projectName: 'Projectnaam',
    createProject: 'Project aanmaken',
    documents: 'Documenten van dit project',
    role: 'Rol',
    mainTender: 'Hoofddocument aanbesteding',
    stored: /^(Geüpload|Wordt verwerkt|Verwerkt)$/,
  },
} as const;

/**
 * Signs in on the sign-in page of `lang` and keeps the app in that language afterwards (the
 * locale cookie; signing in itself opens the user's preferred language).
 */
export async function signInIn(page: Page, lang: Lang, email: string) {
  const t = T[lang];
  await page.goto(`${prefix(lang)}/authentication`);
  await expect(heading(page)).toBeVisible({ timeout: 90_000 });
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password).fill(PASSWORD);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 60_000 });
  // Signing in moves on to the profile's preferred language and writes its locale cookie; the
  // test's language is set after that move, or the app's cookie (written last) would win.
  await page.waitForURL((url) => !url.pathname.endsWith('/authentication'), { timeout: 60_000 });
  await page
    .context()
    .addCookies([{ name: 'locale', value: lang, url: new URL(page.url()).origin }]);
}

/** Full page, except with a dialog open (a full-page capture misplaces the fixed dialog). */
export async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  // A dialog fades in: captured mid-transition, the page shows through it (seen in dark mode).
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  const dialog = (await page.getByRole('dialog').count()) > 0;
  // A full-page capture of a scrolled page draws the fixed app bar and sidebar mid-page.
  if (!dialog) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `artifacts/screenshots/${name}.png`, fullPage: !dialog });
}

export const chooseFiles = (page: Page, files: Upload[]) =>
  page.getByTestId('document-file-input').setInputFiles(files);

/**
 * From the sidebar (a client-side navigation: work running in the page goes on): a new
 * knowledge base (company information, the dialog's default) with `files` processed, locked and
 * trained. Returns its id.
 */
export async function trainedKnowledgeBase(
  page: Page,
  lang: Lang,
  kb: { name: string; description: string; files: Upload[] },
  { timeout = 90_000 } = {},
): Promise<string> {
  const t = T[lang];
  await page.getByTestId('nav-knowledgeBases').click();
  await expect(heading(page)).toHaveText(t.kbTitle, { timeout: 60_000 });
  await page.getByRole('button', { name: t.kbCreate }).click();
  const dialog = page.getByRole('dialog', { name: t.kbDialog });
  await dialog.getByRole('textbox', { name: t.kbName }).fill(kb.name);
  await dialog.getByRole('textbox', { name: t.kbDescription }).fill(kb.description);
  await dialog.getByRole('button', { name: t.kbSubmit }).click();
  await expect(heading(page)).toHaveText(kb.name);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await chooseFiles(page, kb.files);
  for (const file of kb.files) {
    await expect(
      page
        .getByTestId('kb-document-row')
        .filter({ hasText: file.name })
        .getByText(t.processed, { exact: true }),
    ).toBeVisible({ timeout });
  }
  await page.getByRole('button', { name: t.lock, exact: true }).click();
  await expect(page.getByTestId('kb-lock-state')).toHaveText(t.locked);
  await page.getByRole('button', { name: t.startTraining }).click();
  await page
    .getByRole('dialog', { name: t.confirmTraining })
    .getByRole('button', { name: t.startTraining })
    .click();
  await expect(page.getByTestId('training-state')).toHaveText(t.trained, { timeout });
  return id;
}

/** From the sidebar: a new project, its page open (URL returned). */
export async function newProject(page: Page, lang: Lang, name: string): Promise<string> {
  const t = T[lang];
  await page.getByTestId('nav-projects').click();
  await page.getByRole('button', { name: t.newProject }).first().click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: t.newProject });
  await dialog.getByRole('textbox', { name: t.projectName }).fill(name);
  await dialog.getByRole('button', { name: t.createProject }).click();
  await expect(heading(page)).toHaveText(name);
  await expect(page.getByTestId('documents-step')).toBeVisible();
  return new URL(page.url()).pathname;
}

/** A project document's row in the documents step. */
export const projectDocumentRow = (page: Page, lang: Lang, name: string) =>
  page.getByRole('list', { name: T[lang].documents }).getByRole('listitem', { name, exact: true });

/**
 * Uploads tender documents and waits until their files are stored: leaving the page stops the
 * uploads still running (useUploadQueue), while processing goes on in the background.
 */
export async function uploadTenderDocuments(page: Page, lang: Lang, files: Upload[]) {
  await chooseFiles(page, files);
  for (const file of files) {
    await expect(projectDocumentRow(page, lang, file.name).getByText(T[lang].stored)).toBeVisible({
      timeout: 60_000,
    });
  }
}

/** Waits until the project document is processed and makes it the main tender document. */
export async function makeMainTender(page: Page, lang: Lang, name: string, timeout = 120_000) {
  const t = T[lang];
  const row = projectDocumentRow(page, lang, name);
  await expect(row.getByText(t.processed, { exact: true })).toBeVisible({ timeout });
  await row.getByRole('combobox', { name: t.role }).click();
  await page.getByRole('option', { name: t.mainTender }).click();
  await expect(row.getByRole('combobox', { name: t.role })).toHaveText(t.mainTender);
}
