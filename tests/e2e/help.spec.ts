/**
 * Help & Support on the demo backend (issue 10 item 3), in English and Dutch: a member's empty
 * list; a new ticket refused empty and at 20,000 characters, then opened; support staff (signing in
 * in the same test) land on Help, see only Help in the sidebar, find the ticket with its company,
 * answer it (it moves to In progress); the member sees the answer and the bell's notification;
 * support closes the ticket and the member's reply box is gone; someone else's ticket by id reads
 * 'Ticket not found'. Screenshots (help-*) in light and dark, in artifacts/screenshots.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { PASSWORD, heading, signIn } from './support/app';
import {
  MOHAMED,
  NOORDZEE_ADMIN,
  SANNE,
  type Lang,
  signInAs,
  signInPageLang,
  signOut,
} from './support/users';
import { T } from './support/texts/helpTexts';

const expect = baseExpect.configure({ timeout: 30_000 });
const SUPPORT = { email: 'support@tender.example', name: 'Fenna Kuipers' };

/** Light, then dark: the app follows the system scheme unless the user chose one. */
async function shots(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    const dialog = (await page.getByRole('dialog').count()) > 0;
    await page.screenshot({
      path: `artifacts/screenshots/${name}-${scheme}.png`,
      fullPage: !dialog,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const openHelp = async (page: Page, lang: Lang) => {
  await page.goto(`${T[lang].prefix}/dashboard/help`);
  await expect(heading(page)).toHaveText(T[lang].title);
};

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => console.log(`[page error] ${error.message}`));
});

for (const lang of ['en', 'nl'] as const satisfies readonly Lang[]) {
  test(`help (${lang}): a user opens a ticket, support answers and closes it`, async ({ page }) => {
    test.setTimeout(240_000);
    const t = T[lang];
    const member = lang === 'nl' ? MOHAMED : SANNE;
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAs(page, member.email, lang);
    await openHelp(page, lang);
    await expect(page.getByText(t.empty)).toBeVisible();
    await shots(page, `help-empty-${lang}`);

    // Bad input: empty, then 20,000 characters; nothing typed is lost.
    await page.getByRole('button', { name: t.newTicket }).first().click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(dialog.getByText(t.required)).toHaveCount(2);
    const description = dialog.getByRole('textbox', { name: t.description });
    await description.fill('x'.repeat(20_000));
    await description.blur();
    await expect(dialog.getByText(t.tooLong)).toBeVisible();
    await shots(page, `help-new-invalid-${lang}`);
    await expect(description).toHaveValue('x'.repeat(20_000));

    await dialog.getByRole('textbox', { name: t.subject }).fill(t.ticketSubject);
    await description.fill(t.ticketText);
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(heading(page)).toHaveText(t.ticketSubject);
    const ticketPath = new URL(page.url()).pathname.replace(/^\/nl/, '');
    await expect(page.getByText(t.status.open, { exact: true })).toBeVisible();

    // Support signs in (same browser, same demo data) and lands on Help.
    await signOut(page);
    await signIn(page, SUPPORT.email, PASSWORD, await signInPageLang(page));
    await expect(page.getByTestId('account-menu')).toBeVisible();
    // Support has no company: the dashboard sends them to Help.
    await page.goto(`${t.prefix}/dashboard`);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/dashboard/help$`));
    await expect(heading(page)).toHaveText(t.title);
    const sidebar = page.getByRole('navigation', { name: t.nav });
    await expect(sidebar.getByRole('link')).toHaveCount(1);
    const row = page
      .getByRole('table', { name: t.table })
      .getByRole('row')
      .filter({ hasText: t.ticketSubject });
    await expect(row).toContainText(t.company);
    await expect(row).toContainText(member.name);
    await shots(page, `help-support-list-${lang}`);
    await row.getByRole('link', { name: t.ticketSubject }).click();
    await expect(heading(page)).toHaveText(t.ticketSubject);
    await page.getByRole('textbox', { name: t.reply }).fill(t.answer);
    await page.getByRole('button', { name: t.send }).click();
    const thread = page.getByRole('list', { name: t.thread });
    await expect(thread.getByText(t.answer)).toBeVisible();
    // The first support answer takes the ticket into progress (server side).
    await expect(page.getByText(t.status.inProgress, { exact: true })).toBeVisible();
    await shots(page, `help-support-detail-${lang}`);

    // The member sees the answer, and the bell tells them.
    await signOut(page);
    await signIn(page, member.email, PASSWORD, await signInPageLang(page));
    await expect(page.getByTestId('notifications-button')).toHaveAccessibleName(t.unread);
    await page.getByTestId('notifications-button').click();
    await expect(page.getByRole('dialog').getByText(t.notification)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(`${t.prefix}${ticketPath}`);
    await expect(heading(page)).toHaveText(t.ticketSubject);
    await expect(page.getByRole('list', { name: t.thread }).getByText(t.answer)).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.reply })).toBeVisible();
    await shots(page, `help-member-detail-${lang}`);
    const ticketUrl = page.url();

    // Support closes it; the member's reply box is gone.
    await signOut(page);
    await signIn(page, SUPPORT.email, PASSWORD, await signInPageLang(page));
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await page.goto(ticketUrl);
    await page.getByRole('button', { name: t.close }).click();
    const confirm = page.getByRole('dialog', { name: t.closeTitle });
    await confirm.getByRole('button', { name: t.close }).click();
    await expect(page.getByTestId('ticket-closed-notice')).toHaveText(t.closedNotice);
    await signOut(page);
    await signIn(page, member.email, PASSWORD, await signInPageLang(page));
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await page.goto(ticketUrl);
    await expect(page.getByText(t.status.closed, { exact: true })).toBeVisible();
    await expect(page.getByTestId('ticket-closed-notice')).toHaveText(t.closedNotice);
    await expect(page.getByRole('textbox', { name: t.reply })).toHaveCount(0);
    await shots(page, `help-member-closed-${lang}`);
    // Support's close reached the member as a notification too (the status in their language).
    await page.getByTestId('notifications-button').click();
    await expect(page.getByRole('dialog').getByText(t.closedNote)).toBeVisible();
    await shots(page, `help-member-notifications-${lang}`);
  });
}

test("help: another company's ticket by id reads 'Ticket not found'", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, SANNE.email, 'en');
  await openHelp(page, 'en');
  await page.getByRole('button', { name: T.en.newTicket }).first().click();
  const dialog = page.getByRole('dialog', { name: T.en.dialog });
  await dialog.getByRole('textbox', { name: T.en.subject }).fill('Private question');
  await dialog.getByRole('textbox', { name: T.en.description }).fill('Only for support.');
  await dialog.getByRole('button', { name: T.en.submit }).click();
  await expect(heading(page)).toHaveText('Private question');
  const ticketPath = new URL(page.url()).pathname;
  await signOut(page);
  await signIn(page, NOORDZEE_ADMIN.email, PASSWORD, await signInPageLang(page));
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.goto(ticketPath);
  await expect(page.getByText(T.en.notFound)).toBeVisible();
  await expect(page.getByText('Only for support.')).toHaveCount(0);
});
