import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { PASSWORD, heading, signIn } from './support/app';
import { NOORDZEE_ADMIN, SANNE, VAN_DIJK_ADMIN, type Lang } from './support/users';
import { T } from './support/texts/projectTexts';

// These flows load the project page's chunks (pickers, pdf.js for the documents step); on a busy
// CI machine a first load can take longer than the suite's 10 s default.
const expect = baseExpect.configure({ timeout: 30_000 });

// The pickers work in the browser's zone; a Dutch bid team's browser is in Amsterdam.
test.use({ timezoneId: 'Europe/Amsterdam' });

async function createProject(page: Page, lang: Lang, name: string) {
  const t = T[lang];
  await page.getByRole('button', { name: t.newProject }).first().click();
  const dialog = page.getByRole('dialog', { name: t.newProject });
  await dialog.getByRole('textbox', { name: t.name }).fill(name);
  await dialog.getByRole('button', { name: t.create }).click();
  await expect(heading(page)).toHaveText(name);
}

/**
 * Signs in on /authentication (in whatever language it opens) and waits for the dashboard in the
 * account's language. `ownTabSession`: this tab gets its own sign-in over the shared demo data.
 */
async function signInAs(page: Page, email: string, lang: Lang, ownTabSession = false) {
  await page.goto(ownTabSession ? '/authentication?demo-tab-session' : '/authentication');
  await expect(heading(page)).toHaveText(/^(Sign in|Inloggen)$/);
  const pageLang = new URL(page.url()).pathname.startsWith('/nl/') ? 'nl' : 'en';
  await signIn(page, email, PASSWORD, pageLang);
  await expect(page).toHaveURL(
    new RegExp(`^[^?#]*//[^/]+${lang === 'nl' ? '/nl' : ''}/dashboard$`),
  );
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/** Types a date (and time) into an MUI X picker field, section by section. */
async function typeDate(page: Page, label: string, digits: string) {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits, { delay: 20 });
}

for (const lang of ['en', 'nl'] as const) {
  test(`projects (${lang}): create, find, workflow, deadlines with ICS, websites`, async ({
    page,
    context,
  }) => {
    test.setTimeout(480_000);
    const t = T[lang];
    const admin = lang === 'nl' ? VAN_DIJK_ADMIN : NOORDZEE_ADMIN;
    await signInAs(page, admin.email, lang);
    await page.getByTestId('nav-projects').click();
    await expect(heading(page)).toHaveText(t.projects);
    await expect(page.getByText(t.empty)).toBeVisible();

    // Create: the name is required, then two projects.
    await page.getByRole('button', { name: t.newProject }).first().click();
    const dialog = page.getByRole('dialog', { name: t.newProject });
    await dialog.getByRole('button', { name: t.create }).click();
    await expect(dialog.getByText(t.nameEmpty)).toBeVisible();
    await dialog.getByRole('button', { name: lang === 'nl' ? 'Annuleren' : 'Cancel' }).click();
    await createProject(page, lang, 'Kademuur Noord');
    await expect(page).toHaveTitle(/^Kademuur Noord · /);
    await page.goBack();
    await expect(heading(page)).toHaveText(t.projects);
    await createProject(page, lang, 'Brug Zuid');
    await page.goBack();

    // Find by search and sort; the view is in the URL and survives a reload.
    const table = page.getByRole('table', { name: t.table });
    await expect(table.getByRole('link')).toHaveText(['Brug Zuid', 'Kademuur Noord']);
    await page.getByRole('combobox', { name: t.sort }).click();
    await page.getByRole('option', { name: t.az }).click();
    await expect(table.getByRole('link')).toHaveText(['Brug Zuid', 'Kademuur Noord']);
    await page.getByRole('searchbox', { name: t.search }).fill('kade');
    await expect(page).toHaveURL(/\?q=kade&sort=nameAsc$/);
    await expect(table.getByRole('link')).toHaveText(['Kademuur Noord']);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('kade');
    await expect(page.getByRole('combobox', { name: t.sort })).toHaveText(t.az);
    await expect(page.getByRole('table', { name: t.table }).getByRole('link')).toHaveText([
      'Kademuur Noord',
    ]);
    await page.getByRole('link', { name: 'Kademuur Noord' }).click();
    await expect(heading(page)).toHaveText('Kademuur Noord');
    const projectUrl = page.url();

    // Step 2: criteria with weights adding up to 100.
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await expect(page).toHaveURL(/\?step=awardCriteria$/);
    await page.getByRole('button', { name: t.addCriterion }).click();
    await page
      .getByRole('textbox', { name: t.criterion(1) })
      .fill(lang === 'nl' ? 'Prijs' : 'Price');
    await page.getByRole('spinbutton', { name: t.weight(1) }).fill('40');
    await page.getByRole('button', { name: t.addCriterion }).click();
    await page
      .getByRole('textbox', { name: t.criterion(2) })
      .fill(lang === 'nl' ? 'Kwaliteit' : 'Quality');
    await page.getByRole('spinbutton', { name: t.weight(2) }).fill('60');
    await expect(page.getByText(t.total)).toBeVisible();
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved)).toBeVisible();

    // Step 3: additional info.
    await page.getByRole('tab', { name: t.additional }).click();
    await page.getByRole('textbox', { name: t.writingStyle }).fill('B1');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('button', { name: t.save, exact: true })).toBeDisabled();

    // A reload keeps the step and what was saved. The demo backend writes its IndexedDB copy a
    // moment after each change (and on pagehide, which an immediate reload can outrun).
    await page.waitForTimeout(1_500);
    await page.reload();
    await expect(page.getByRole('textbox', { name: t.writingStyle })).toHaveValue('B1');
    await page
      .getByRole('tab', { name: lang === 'nl' ? /Gunningscriteria/ : /Award Criteria/ })
      .click();
    await expect(page.getByRole('textbox', { name: t.criterion(2) })).toHaveValue(
      lang === 'nl' ? 'Kwaliteit' : 'Quality',
    );

    // Deadlines with the date pickers, then the calendar file.
    await page.getByRole('button', { name: t.editSettings }).click();
    const settings = page.getByRole('dialog', { name: t.settings });
    await typeDate(page, t.deadline, '151220271200');
    await typeDate(page, t.announcement, '01112027');
    await settings.getByRole('button', { name: t.save, exact: true }).click();
    await expect(settings).toBeHidden();
    await expect(page.getByText(t.daysLeft)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.calendar }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('kademuur-noord.ics');
    const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(`${t.icsTitle}Kademuur Noord`);
    // 12:00 in Amsterdam in December is 11:00 UTC.
    expect(ics).toContain('DTSTART:20271215T110000Z');
    expect(ics).toContain('DTSTART;VALUE=DATE:20271101');
    expect(ics).toContain('TRIGGER:-PT24H');

    // A website: http(s) only, then deactivated.
    await page.getByRole('button', { name: t.addWebsite }).click();
    const site = page.getByRole('dialog', { name: t.addWebsite });
    await site.getByRole('textbox', { name: t.url }).fill('ftp://example.org/tender');
    await site.getByRole('button', { name: t.addWebsite }).click();
    await expect(site.getByText(t.urlInvalid)).toBeVisible();
    const url = 'https://www.tenderned.nl/aankondigingen/overzicht/123456';
    await site.getByRole('textbox', { name: t.url }).fill(url);
    await site.getByRole('button', { name: t.addWebsite }).click();
    await expect(site).toBeHidden();
    const active = page.getByRole('switch', { name: t.activeOf(url) });
    await expect(active).toBeChecked();
    await active.click();
    await expect(active).not.toBeChecked();

    // Someone who does not own the project sees it read-only (same demo data, own sign-in).
    if (lang === 'nl') {
      const sanne = await context.newPage();
      await signInAs(sanne, SANNE.email, SANNE.lang, true);
      // Client-side navigation: the tab's own sign-in lives in this page session.
      await sanne.getByTestId('nav-projects').click();
      await sanne.getByRole('link', { name: 'Kademuur Noord' }).click();
      await expect(heading(sanne)).toHaveText('Kademuur Noord');
      expect(new URL(sanne.url()).pathname).toBe(new URL(projectUrl).pathname.replace(/^\/nl/, ''));
      await expect(sanne.getByText(/Read only/)).toBeVisible();
      await expect(sanne.getByRole('button', { name: 'Edit settings' })).toHaveCount(0);
      await expect(sanne.getByRole('button', { name: 'Add website' })).toHaveCount(0);
      await expect(sanne.getByRole('switch', { name: `Active: ${url}` })).toBeDisabled();
      await sanne.getByRole('tab', { name: /Award Criteria/ }).click();
      await expect(sanne.getByRole('textbox', { name: 'Criterion 1' })).toBeDisabled();
      await expect(sanne.getByRole('button', { name: 'Add criterion' })).toHaveCount(0);
    }
  });
}
