/**
 * Notifications on the demo backend (issue 10 item 1), in English and Dutch: a real tender
 * document uploaded to a project is processed in the page (core's processor) and the uploader's
 * bell counts it; the panel shows "… processed" and a failed one, opening it goes to the project
 * and marks it read, 'Mark all read' clears the count, 'View all updates' lists both.
 * Screenshots of the open panel and the page in light and dark (artifacts/screenshots).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, heading, signIn } from './support/app';
import { NOORDZEE_ADMIN, VAN_DIJK_ADMIN, type Lang } from './support/users';

const DATA = join(process.cwd(), '..', 'shared', 'data');
const QA = 'us-ca-cdt-rfi-CDT-ADPQ-0117-vendor-questions-answers-2017-02-16.pdf';
const LOCKED = 'encrypted_openpassword_libreoffice-writer-password.pdf';
const PDF = 'application/pdf';

const T = {
  en: {
    project: 'Agile delivery questions',
    newProject: 'New project',
    name: 'Project name',
    create: 'Create project',
    list: 'Documents of this project',
    processed: 'Processed',
    encrypted: 'The PDF is protected with a password',
    bellIdle: 'Open notifications',
    unread: (n: number) => (n === 1 ? '1 unread notification' : `${n} unread notifications`),
    panel: 'Notifications',
    processedText: `“${QA}” has been processed in Agile delivery questions`,
    failedText: `“${LOCKED}” could not be processed in Agile delivery questions`,
    markAll: 'Mark all read',
    viewAll: 'View all updates',
    pageTitle: 'Notifications',
  },
  nl: {
    project: 'Vragen agile levering',
    newProject: 'Nieuw project',
    name: 'Projectnaam',
    create: 'Project aanmaken',
    list: 'Documenten van dit project',
    processed: 'Verwerkt',
    encrypted: 'De PDF is beveiligd met een wachtwoord',
    bellIdle: 'Meldingen openen',
    unread: (n: number) => (n === 1 ? '1 ongelezen melding' : `${n} ongelezen meldingen`),
    panel: 'Meldingen',
    processedText: `‘${QA}’ is verwerkt in Vragen agile levering`,
    failedText: `‘${LOCKED}’ kon niet worden verwerkt in Vragen agile levering`,
    markAll: 'Alles als gelezen markeren',
    viewAll: 'Alle updates bekijken',
    pageTitle: 'Meldingen',
  },
} as const;

const bell = (page: Page) => page.getByTestId('notifications-button');

/** Light, then dark: the app follows the system scheme unless the user chose one. */
async function shots(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate(() => document.fonts.ready);
    // Let the theme's transition settle before the capture.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `artifacts/screenshots/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => console.log(`[page error] ${error.message}`));
});

for (const lang of ['en', 'nl'] as const satisfies readonly Lang[]) {
  test(`notifications (${lang}): a processed document arrives, is opened and marked read`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const t = T[lang];
    const admin = lang === 'nl' ? VAN_DIJK_ADMIN : NOORDZEE_ADMIN;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(lang === 'nl' ? '/nl/authentication' : '/authentication');
    await expect(heading(page)).toBeVisible({ timeout: 30_000 });
    await signIn(page, admin.email, PASSWORD, lang);
    await expect(bell(page)).toHaveAccessibleName(t.bellIdle, { timeout: 30_000 });

    // A project with a real tender document and one that cannot be read.
    await page.getByTestId('nav-projects').click();
    await page.getByRole('button', { name: t.newProject }).first().click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: t.newProject });
    await dialog.getByRole('textbox', { name: t.name }).fill(t.project);
    await dialog.getByRole('button', { name: t.create }).click();
    await expect(heading(page)).toHaveText(t.project);
    const projectPath = new URL(page.url()).pathname;
    await page.getByTestId('document-file-input').setInputFiles([
      { name: QA, mimeType: PDF, buffer: readFileSync(join(DATA, 'tender-documents', QA)) },
      { name: LOCKED, mimeType: PDF, buffer: readFileSync(join(DATA, 'hostile', LOCKED)) },
    ]);
    const row = (name: string) =>
      page.getByRole('list', { name: t.list }).getByRole('listitem', { name, exact: true });
    await expect(row(QA).getByText(t.processed, { exact: true })).toBeVisible({
      timeout: 120_000,
    });
    await expect(row(LOCKED)).toContainText(t.encrypted, { timeout: 120_000 });

    // The bell counts both, live.
    await expect(bell(page)).toHaveAccessibleName(t.unread(2), { timeout: 30_000 });
    await expect(page.getByTestId('notifications-count')).toContainText('2');

    // Away from the project, the panel leads back to it.
    await page.getByTestId('nav-projects').click();
    await expect(heading(page)).not.toHaveText(t.project);
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: t.panel });
    const items = panel.getByTestId('notification');
    await expect(items).toHaveCount(2, { timeout: 30_000 });
    await expect(panel).toContainText(t.processedText);
    await expect(panel).toContainText(t.failedText);
    await shots(page, `notifications-panel-${lang}`);

    await items.filter({ hasText: t.processedText }).click();
    await expect(page).toHaveURL(new RegExp(`${projectPath}$`));
    await expect(heading(page)).toHaveText(t.project);
    await expect(bell(page)).toHaveAccessibleName(t.unread(1));

    // Mark all read: the count is gone.
    await bell(page).click();
    await panel.getByRole('button', { name: t.markAll }).click();
    await expect(panel.getByRole('button', { name: t.markAll })).toBeDisabled();
    await expect(panel.locator('[data-read="false"]')).toHaveCount(0);
    // The open panel hides the page from assistive technology: close it to read the bell's name.
    await page.keyboard.press('Escape');
    await expect(bell(page)).toHaveAccessibleName(t.bellIdle);
    // The badge shrinks away (MUI keeps its last number in the hidden badge while it animates).
    await expect(page.getByTestId('notifications-count').locator('.MuiBadge-badge')).toBeHidden();

    // View all updates: the page lists both, read.
    await bell(page).click();
    await panel.getByRole('link', { name: t.viewAll }).click();
    await expect(page).toHaveURL(
      lang === 'nl' ? /\/nl\/dashboard\/notifications$/ : /\/dashboard\/notifications$/,
    );
    await expect(heading(page)).toHaveText(t.pageTitle);
    const list = page.getByRole('list', { name: t.pageTitle });
    await expect(list.getByTestId('notification')).toHaveCount(2);
    await expect(list).toContainText(t.processedText);
    await expect(list.locator('[data-read="false"]')).toHaveCount(0);
    await page.mouse.move(1270, 790);
    await shots(page, `notifications-page-${lang}`);
  });
}
