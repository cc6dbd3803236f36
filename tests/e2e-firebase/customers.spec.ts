import { expect, test, type Page } from '@playwright/test';
import { heading } from '../e2e/support/app';
import { MOHAMED, VAN_DIJK_ADMIN, signInAs, type Lang } from '../e2e/support/users';
import { resetEmulators } from './support/emulators';
import { shoot } from './support/screens';
import { openSignedIn, switchLanguage } from './support/session';
import { T } from '../e2e/support/texts/customerTexts';

/**
 * Customers on the firebase backend (issue 22 item 1): Van Dijk's admin fetches tenders (callable
 * ingestTendersNow, from the suite's local stand-in), makes a customer from a matched tender's
 * buyer (once: asked again, it opens), finds it, and adds, edits and deletes another by hand, in
 * Dutch and then English; a user of the company reads the customers with every edit control off.
 * Customers are client writes under the rules. One signed-in session for the file.
 */
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'Europe/Amsterdam' });

let page: Page;
/** The buyer the Dutch walk made a customer of. */
let buyer = '';

test.beforeAll(async ({ browser }) => {
  await resetEmulators();
  page = await openSignedIn(browser, VAN_DIJK_ADMIN.email, 'nl', {
    timezoneId: 'Europe/Amsterdam',
  });
});
test.afterAll(async () => {
  await page?.context().close();
});

const rows = () => page.getByTestId('customer-row');

/** A customer by hand, its notes edited, then deleted after confirming. */
async function customerByHand(lang: Lang, name: string) {
  const t = T[lang];
  await page.getByTestId('nav-customers').click();
  await expect(heading(page)).toHaveText(t.customers);
  await page.getByRole('button', { name: t.newCustomer }).click();
  const form = page.getByRole('dialog', { name: t.newCustomer });
  await form.getByRole('textbox', { name: t.name }).fill(name);
  await form.getByRole('combobox', { name: t.type }).click();
  await page.getByRole('option', { name: t.municipality, exact: true }).click();
  await form.getByRole('button', { name: t.create }).click();
  await expect(heading(page)).toHaveText(name);
  await page.getByRole('button', { name: t.edit }).click();
  const edit = page.getByRole('dialog');
  await edit.getByRole('textbox', { name: t.notes }).fill('Raamovereenkomst 2026');
  await edit.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await page.reload();
  await expect(page.locator('#main').getByText('Raamovereenkomst 2026')).toBeVisible();
  await page.getByTestId('nav-customers').click();
  await expect(rows()).toHaveCount(2);
  await shoot(page, `customers-${lang}`);
  await rows().filter({ hasText: name }).getByRole('link').click();
  await expect(heading(page)).toHaveText(name);
  await page.getByRole('button', { name: t.delete }).click();
  const confirm = page.getByRole('dialog', { name: t.deleteTitle });
  await confirm.getByRole('button', { name: t.deleteConfirm }).click();
  await expect(heading(page)).toHaveText(t.customers);
  await expect(rows()).toHaveCount(1);
}

test("nl: the admin makes a customer of a tender's buyer once, finds it, adds and deletes one", async () => {
  test.setTimeout(480_000);
  const t = T.nl;
  await page.getByTestId('nav-signaling').click();
  await page.getByRole('button', { name: t.fetch }).click();
  await expect(page.getByText(t.fetched)).toBeVisible({ timeout: 360_000 });
  await page.getByTestId('signaling-row').first().click();
  const panel = page.getByRole('dialog');
  const buyerFact = panel
    .locator('dt', { hasText: new RegExp(`^${t.buyer}$`) })
    .locator('xpath=following-sibling::dd[1]');
  buyer = (await buyerFact.textContent())!.trim();
  expect(buyer.length).toBeGreaterThan(0);
  await panel.getByRole('button', { name: t.create }).click();
  await expect(page.getByText(t.created)).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/dashboard\/customers\/[A-Za-z0-9]{20}$/);
  const customerUrl = page.url();
  await expect(heading(page)).toHaveText(buyer);
  // Its tenders: at least the one it was made from.
  await expect(
    page.getByRole('region', { name: t.tenders }).getByRole('listitem').first(),
  ).toBeVisible();

  // Again from the same tender: the customer opens, no second one.
  await page.goBack();
  await panel.getByRole('button', { name: t.create }).click();
  await expect(page.getByText(t.existing)).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(customerUrl);

  // The list holds it once; search finds it by a word of its name and nothing for nonsense.
  await page.getByTestId('nav-customers').click();
  await expect(rows()).toHaveCount(1);
  await expect(rows().first()).toContainText(buyer);
  const search = page.getByRole('searchbox', { name: t.search });
  const word = buyer.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
  await search.fill(word.toLowerCase());
  await expect(rows()).toHaveCount(1);
  await search.fill('zzqx');
  await expect(page.getByText(t.noMatch)).toBeVisible();
  await expect(rows()).toHaveCount(0);
  await search.fill('');

  await customerByHand('nl', 'Gemeente Utrecht');
});

test('en: the admin adds, edits and deletes a customer by hand', async () => {
  test.setTimeout(300_000);
  await switchLanguage(page, 'en');
  await customerByHand('en', 'Municipality of Amersfoort');
  await expect(rows().first()).toContainText(buyer);
});

test('nl: a user of the company reads the customers; every edit control is off', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const t = T.nl;
  const context = await browser.newContext({ timezoneId: 'Europe/Amsterdam' });
  const reader = await context.newPage();
  await signInAs(reader, MOHAMED.email, 'nl');
  await reader.getByTestId('nav-customers').click();
  await expect(reader.getByTestId('customer-row')).toHaveCount(1);
  await expect(reader.getByRole('button', { name: t.newCustomer })).toBeDisabled();
  await reader.getByTestId('customer-row').first().getByRole('link').click();
  await expect(heading(reader)).toHaveText(buyer);
  await expect(reader.getByRole('button', { name: t.edit })).toBeDisabled();
  await expect(reader.getByRole('button', { name: t.delete })).toBeDisabled();
  await reader.getByRole('button', { name: t.edit }).locator('xpath=..').hover();
  await expect(reader.getByRole('tooltip')).toHaveText(t.reason);
  await context.close();
});
