import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, heading, signIn } from '../e2e/support/app';
import {
  MOHAMED,
  NOORDZEE_ADMIN,
  SANNE,
  signInAs,
  signInPageLang,
  type Lang,
} from '../e2e/support/users';
import { resetEmulators } from './support/emulators';
import { shoot } from './support/screens';
import { T } from '../e2e/support/texts/helpTexts';

/**
 * Help & Support on the firebase backend (issue 22 item 1): a member opens a ticket (refused empty
 * first), support staff (no company; the rules let them read every ticket) find it with its
 * company and answer it; the ticketResponseCreated trigger takes it into progress and notifies
 * the member, whose bell says so; support closes it and the member can no longer reply. Another
 * company's admin cannot open it by id. Member and support each have their own browser context,
 * side by side, as two people would. Once in Dutch, once in English.
 */
test.describe.configure({ mode: 'serial' });

const SUPPORT = 'support@tender.example';

const MEMBERS = { nl: MOHAMED, en: SANNE } as const;

test.beforeAll(async () => {
  // The answer's status change and notification are the ticket triggers' work.
  await resetEmulators({ triggers: true });
});

/** A browser context of its own, signed in. */
async function person(browser: Browser, email: string, lang: Lang): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, email, lang);
  return page;
}

/** Support staff have no company: the dashboard sends them to Help. */
async function supportStaff(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/authentication');
  await signIn(page, SUPPORT, PASSWORD, await signInPageLang(page));
  await expect(page).toHaveURL(/\/dashboard\/help$/);
  return page;
}

/** The ticket page in `lang`, whatever language the account prefers. */
async function openTicket(page: Page, lang: Lang, path: string) {
  await page.goto(`${T[lang].prefix}${path}`);
  await expect(heading(page)).toHaveText(T[lang].ticketSubject);
}

let ticketPath = '';

for (const lang of ['nl', 'en'] as const) {
  test(`${lang}: a member opens a ticket, support answers and closes it`, async ({ browser }) => {
    test.setTimeout(420_000);
    const t = T[lang];
    const member = await person(browser, MEMBERS[lang].email, lang);
    await member.goto(`${t.prefix}/dashboard/help`);
    await expect(heading(member)).toHaveText(t.title);
    if (lang === 'nl') await expect(member.getByText(t.empty)).toBeVisible();

    // Bad input first: nothing is sent.
    await member.getByRole('button', { name: t.newTicket }).first().click();
    const dialog = member.getByRole('dialog', { name: t.dialog });
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(dialog.getByText(t.required)).toHaveCount(2);
    await dialog.getByRole('textbox', { name: t.subject }).fill(t.ticketSubject);
    await dialog.getByRole('textbox', { name: t.description }).fill(t.ticketText);
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(heading(member)).toHaveText(t.ticketSubject);
    const path = new URL(member.url()).pathname.replace(/^\/nl/, '');
    ticketPath = path;
    await expect(member.getByText(t.status.open, { exact: true })).toBeVisible();

    // Support finds it with the member's company and answers.
    const support = await supportStaff(browser);
    await support.goto(`${t.prefix}/dashboard/help`);
    const row = support
      .getByRole('table', { name: t.table })
      .getByRole('row')
      .filter({ hasText: t.ticketSubject });
    await expect(row).toContainText('Van Dijk Bouw B.V.');
    await expect(row).toContainText(MEMBERS[lang].name);
    await row.getByRole('link', { name: t.ticketSubject }).click();
    await expect(heading(support)).toHaveText(t.ticketSubject);
    await support.getByRole('textbox', { name: t.reply }).fill(t.answer);
    await support.getByRole('button', { name: t.send }).click();
    await expect(support.getByRole('list', { name: t.thread }).getByText(t.answer)).toBeVisible();
    // The trigger takes the ticket into progress.
    await expect(support.getByText(t.status.inProgress, { exact: true })).toBeVisible({
      timeout: 90_000,
    });

    // The member's open page shows the answer live; the bell tells them.
    await expect(member.getByRole('list', { name: t.thread }).getByText(t.answer)).toBeVisible();
    await expect(member.getByTestId('notifications-button')).toHaveAccessibleName(t.unread, {
      timeout: 90_000,
    });
    await member.getByTestId('notifications-button').click();
    await expect(member.getByRole('dialog').getByText(t.notification)).toBeVisible();
    await member.keyboard.press('Escape');
    await shoot(member, `help-ticket-${lang}`);

    // Support closes it; the member's reply box is gone.
    await support.getByRole('button', { name: t.close }).click();
    const confirm = support.getByRole('dialog', { name: t.closeTitle });
    await confirm.getByRole('button', { name: t.close }).click();
    await expect(support.getByTestId('ticket-closed-notice')).toHaveText(t.closedNotice);
    await openTicket(member, lang, path);
    await expect(member.getByText(t.status.closed, { exact: true })).toBeVisible();
    await expect(member.getByRole('textbox', { name: t.reply })).toHaveCount(0);
    await member.context().close();
    await support.context().close();
  });
}

test("en: another company's admin cannot open the ticket by id", async ({ browser }) => {
  test.setTimeout(120_000);
  const other = await person(browser, NOORDZEE_ADMIN.email, 'en');
  await other.goto(ticketPath);
  await expect(other.getByText(T.en.notFound)).toBeVisible();
  await expect(other.getByText(T.en.ticketText)).toHaveCount(0);
  await other.context().close();
});
