import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { heading } from '../e2e/support/app';
import { SANNE, VAN_DIJK_ADMIN, signInAs, type Lang } from '../e2e/support/users';
import { resetEmulators } from './support/emulators';
import { shoot } from './support/screens';
import { openSignedIn, switchLanguage } from './support/session';
import { T } from '../e2e/support/texts/projectTexts';

/**
 * Projects on the firebase backend (issue 22 item 1): the list is a Firestore query under the
 * rules, every save a client write the rules must allow for an admin and refuse a plain user.
 * Van Dijk's admin walks it in Dutch (her language: create, find, workflow, settings with the
 * calendar file, websites), then in English (create, workflow, a website); a user of the company
 * sees the project read-only. One signed-in session for the file.
 */
test.describe.configure({ mode: 'serial' });
// The pickers work in the browser's zone; a Dutch bid team's browser is in Amsterdam.
test.use({ timezoneId: 'Europe/Amsterdam' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  await resetEmulators();
  page = await openSignedIn(browser, VAN_DIJK_ADMIN.email, 'nl', {
    timezoneId: 'Europe/Amsterdam',
  });
});
test.afterAll(async () => {
  await page?.context().close();
});

async function createProject(lang: Lang, name: string) {
  const t = T[lang];
  await page.getByRole('button', { name: t.newProject }).first().click();
  const dialog = page.getByRole('dialog', { name: t.newProject });
  await dialog.getByRole('textbox', { name: t.name }).fill(name);
  await dialog.getByRole('button', { name: t.create }).click();
  await expect(heading(page)).toHaveText(name);
}

/** Award criteria 40/60, saved; then the writing style on the third step, saved. */
async function fillWorkflow(lang: Lang, criteria: [string, string]) {
  const t = T[lang];
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(page).toHaveURL(/\?step=awardCriteria$/);
  await page.getByRole('button', { name: t.addCriterion }).click();
  await page.getByRole('textbox', { name: t.criterion(1) }).fill(criteria[0]);
  await page.getByRole('spinbutton', { name: t.weight(1) }).fill('40');
  await page.getByRole('button', { name: t.addCriterion }).click();
  await page.getByRole('textbox', { name: t.criterion(2) }).fill(criteria[1]);
  await page.getByRole('spinbutton', { name: t.weight(2) }).fill('60');
  await expect(page.getByText(t.total)).toBeVisible();
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await page.getByRole('tab', { name: t.additional }).click();
  await page.getByRole('textbox', { name: t.writingStyle }).fill('B1');
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByRole('button', { name: t.save, exact: true })).toBeDisabled();
}

/** Adds an active website and switches it off; the switch reflects what Firestore stored. */
async function addWebsite(lang: Lang, url: string) {
  const t = T[lang];
  await page.getByRole('button', { name: t.addWebsite }).click();
  const site = page.getByRole('dialog', { name: t.addWebsite });
  await site.getByRole('textbox', { name: t.url }).fill(url);
  await site.getByRole('button', { name: t.addWebsite }).click();
  await expect(site).toBeHidden();
  const active = page.getByRole('switch', { name: t.activeOf(url) });
  await expect(active).toBeChecked();
  // The address is readable in the side panel, not cut to "https:…" beside the controls.
  const width = (await page.getByRole('link', { name: url }).boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThan(150);
  await active.click();
  await expect(active).not.toBeChecked();
}

/** Types a date (and time) into an MUI X picker field, section by section. */
async function typeDate(label: string, digits: string) {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits, { delay: 20 });
}

const NL_URL = 'https://www.tenderned.nl/aankondigingen/overzicht/123456';

test('nl: an admin creates and finds projects, fills the workflow, sets deadlines and websites', async () => {
  test.setTimeout(480_000);
  const t = T.nl;
  await page.getByTestId('nav-projects').click();
  await expect(heading(page)).toHaveText(t.projects);
  await expect(page.getByText(t.empty)).toBeVisible();

  // The name is required; then two projects.
  await page.getByRole('button', { name: t.newProject }).first().click();
  const dialog = page.getByRole('dialog', { name: t.newProject });
  await dialog.getByRole('button', { name: t.create }).click();
  await expect(dialog.getByText(t.nameEmpty)).toBeVisible();
  await dialog.getByRole('button', { name: t.cancel }).click();
  await expect(dialog).toBeHidden();
  await createProject('nl', 'Kademuur Noord');
  await page.goBack();
  await expect(heading(page)).toHaveText(t.projects);
  await createProject('nl', 'Brug Zuid');
  await page.goBack();

  // Search and sort; the view is in the URL and survives a reload (read again from Firestore).
  const table = page.getByRole('table', { name: t.table });
  await expect(table.getByRole('link')).toHaveText(['Brug Zuid', 'Kademuur Noord']);
  await page.getByRole('combobox', { name: t.sort }).click();
  await page.getByRole('option', { name: t.az }).click();
  await page.getByRole('searchbox', { name: t.search }).fill('kade');
  await expect(page).toHaveURL(/\?q=kade&sort=nameAsc$/);
  await expect(table.getByRole('link')).toHaveText(['Kademuur Noord']);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('kade');
  await expect(page.getByRole('table', { name: t.table }).getByRole('link')).toHaveText([
    'Kademuur Noord',
  ]);
  await shoot(page, 'projects-list-nl');
  await page.getByRole('link', { name: 'Kademuur Noord' }).click();
  await expect(heading(page)).toHaveText('Kademuur Noord');

  // The workflow's steps are stored: a reload reads them back.
  await fillWorkflow('nl', ['Prijs', 'Kwaliteit']);
  await page.reload();
  await expect(page.getByRole('textbox', { name: t.writingStyle })).toHaveValue('B1');
  await page.getByRole('tab', { name: t.awardCriteria }).click();
  await expect(page.getByRole('textbox', { name: t.criterion(2) })).toHaveValue('Kwaliteit');

  // Settings: deadlines with the pickers, then the calendar file.
  await page.getByRole('button', { name: t.editSettings }).click();
  const settings = page.getByRole('dialog', { name: t.settings });
  await typeDate(t.deadline, '151220271200');
  await typeDate(t.announcement, '01112027');
  await settings.getByRole('button', { name: t.save, exact: true }).click();
  await expect(settings).toBeHidden();
  await expect(page.getByText(t.daysLeft)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t.calendar }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('kademuur-noord.ics');
  const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
  expect(ics).toContain(`${t.icsTitle}Kademuur Noord`);
  // 12:00 in Amsterdam in December is 11:00 UTC.
  expect(ics).toContain('DTSTART:20271215T110000Z');
  expect(ics).toContain('DTSTART;VALUE=DATE:20271101');

  // Websites: http(s) only; a valid one is added, then switched off.
  await page.getByRole('button', { name: t.addWebsite }).click();
  const site = page.getByRole('dialog', { name: t.addWebsite });
  await site.getByRole('textbox', { name: t.url }).fill('ftp://example.org/tender');
  await site.getByRole('button', { name: t.addWebsite }).click();
  await expect(site.getByText(t.urlInvalid)).toBeVisible();
  await site.getByRole('button', { name: t.cancel }).click();
  // Wait until the dialog has faded out: while it is still there the page behind it is hidden
  // from the accessibility tree, and "Website toevoegen" would name the dialog's own button.
  await expect(site).toBeHidden();
  await addWebsite('nl', NL_URL);
  await page.reload();
  await expect(page.getByRole('switch', { name: t.activeOf(NL_URL) })).not.toBeChecked();
  await expect(page.getByText(t.daysLeft)).toBeVisible();
  await shoot(page, 'project-nl');
});

test('en: the admin creates a project, fills the workflow and adds a website; a user reads it only', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const t = T.en;
  await switchLanguage(page, 'en');
  await page.getByTestId('nav-projects').click();
  await expect(heading(page)).toHaveText(t.projects);
  await expect(page.getByRole('table', { name: t.table }).getByRole('link')).toHaveText([
    'Brug Zuid',
    'Kademuur Noord',
  ]);
  await createProject('en', 'Quay wall north');
  await fillWorkflow('en', ['Price', 'Quality']);
  const url = 'https://www.example.org/tenders/quay-wall-north';
  await addWebsite('en', url);
  await page.reload();
  await expect(page.getByRole('textbox', { name: t.writingStyle })).toHaveValue('B1');
  await expect(page.getByRole('switch', { name: t.activeOf(url) })).not.toBeChecked();

  // A user of the company opens it read-only: the rules let her read, the page offers no edit.
  const context = await browser.newContext({ timezoneId: 'Europe/Amsterdam' });
  const sanne = await context.newPage();
  await signInAs(sanne, SANNE.email, 'en');
  await sanne.getByTestId('nav-projects').click();
  await sanne.getByRole('link', { name: 'Quay wall north' }).click();
  await expect(heading(sanne)).toHaveText('Quay wall north');
  await expect(sanne.getByText(/Read only/)).toBeVisible();
  await expect(sanne.getByRole('button', { name: 'Edit settings' })).toHaveCount(0);
  await expect(sanne.getByRole('button', { name: t.addWebsite })).toHaveCount(0);
  await expect(sanne.getByRole('switch', { name: t.activeOf(url) })).toBeDisabled();
  await sanne.getByRole('tab', { name: t.awardCriteria }).click();
  await expect(sanne.getByRole('textbox', { name: t.criterion(1) })).toBeDisabled();
  await shoot(sanne, 'project-read-only-en');
  await context.close();
});
