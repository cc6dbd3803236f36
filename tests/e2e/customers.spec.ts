/**
 * Customers (issue 10 item 5) on the demo backend, in English and Dutch: a manager creates a
 * customer from a matched tender's buyer on Signaling (pre-filled from the notice; a second click
 * opens it instead of making another), finds it in the list, searches, opens it and sees its
 * tender, adds and edits another customer and deletes it; a user (role user) reads the customers
 * but every edit control is off. Screenshots of the list and the detail in both colour modes.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { heading } from './support/app';
import { MANAGER, MOHAMED, SANNE, type Lang, signInAs, signOut } from './support/users';
import { T } from './support/texts/customerTexts';

// First start parses the seeded notices into matches in the browser; give it time on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ timezoneId: 'Europe/Amsterdam' });

/** A reader of the company in each language (role user). */
const READERS = { en: SANNE, nl: MOHAMED } as const;

/** fullPage off for a side panel: the page behind it would be drawn at full height. */
async function shot(page: Page, name: string, fullPage = true) {
  await page.mouse.move(1270, 790);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `artifacts/screenshots/${name}.png`, fullPage });
}

async function colourMode(page: Page, name: string) {
  await page.getByTestId('color-mode-switch').click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** Both colour modes of the screen on show, then back to light. */
async function shots(page: Page, name: string, lang: Lang) {
  await shot(page, `${name}-${lang}-light`);
  await colourMode(page, T[lang].dark);
  await shot(page, `${name}-${lang}-dark`);
  await colourMode(page, T[lang].light);
}

const rows = (page: Page) => page.getByTestId('customer-row');

for (const lang of ['en', 'nl'] as const) {
  test(`customers (${lang}): from a tender's buyer, list, search, edit, tenders, delete; a user reads`, async ({
    page,
  }) => {
    test.setTimeout(420_000);
    const t = T[lang];
    // The manager prefers Dutch; the English run switches the language (a client-side change).
    await page.goto('/authentication');
    await expect(heading(page)).toHaveText(/^(Sign in|Inloggen)$/, { timeout: 120_000 });
    await signInAs(page, MANAGER.email, 'nl');
    if (lang === 'en') {
      await page.getByTestId('language-switch').click();
      await page.getByRole('menuitem', { name: t.language }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    }

    // Signaling: the first match's buyer becomes a customer in one click.
    await page.getByTestId('nav-signaling').click();
    const first = page.getByTestId('signaling-row').first();
    await expect(first).toBeVisible({ timeout: 120_000 });
    await first.click();
    const panel = page.getByRole('dialog');
    const buyerFact = panel
      .locator('dt', { hasText: new RegExp(`^${t.buyer}$`) })
      .locator('xpath=following-sibling::dd[1]');
    const buyer = (await buyerFact.textContent())!.trim();
    expect(buyer.length).toBeGreaterThan(0);
    await expect(panel.getByRole('button', { name: t.create })).toBeEnabled();
    await shot(page, `customers-from-buyer-${lang}-light`, false);
    await panel.getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.created)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/customers\/[A-Za-z0-9]{20}$/);
    const customerUrl = page.url();
    await expect(heading(page)).toHaveText(buyer);
    // Its tenders: at least the one it was made from.
    const tenders = page.getByRole('region', { name: t.tenders });
    await expect(tenders.getByRole('listitem').first()).toBeVisible();
    await shots(page, 'customers-detail', lang);

    // Again from the same tender: the customer opens, no second one.
    await page.goBack();
    await expect(panel.getByRole('button', { name: t.create })).toBeVisible();
    await panel.getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.existing)).toBeVisible();
    await expect(page).toHaveURL(customerUrl);

    // A project made from that tender carries its buyer: the customer shows it.
    await page.goBack();
    await panel.getByRole('button', { name: t.createProject }).click();
    await expect(page).toHaveURL(/\/dashboard\/projects\/tender-/);
    const project = (await heading(page).textContent())!.trim();
    await page.getByTestId('nav-customers').click();
    await rows(page).filter({ hasText: buyer }).getByRole('link').click();
    await expect(page).toHaveURL(customerUrl);
    await expect(
      page.getByRole('region', { name: t.projects }).getByRole('link', { name: project }),
    ).toBeVisible();

    // The list holds it once; search finds it by a word of its name and nothing for nonsense.
    await page.getByTestId('nav-customers').click();
    await expect(heading(page)).toHaveText(t.customers);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(buyer);
    const search = page.getByRole('searchbox', { name: t.search });
    const word = buyer.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
    await search.fill(word.toLowerCase());
    await expect(rows(page)).toHaveCount(1);
    await search.fill('zzqx');
    await expect(page.getByText(t.noMatch)).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await search.fill('');

    // Another customer by hand, edited, then deleted after confirming.
    await page.getByRole('button', { name: t.newCustomer }).click();
    const form = page.getByRole('dialog', { name: t.newCustomer });
    await form.getByRole('textbox', { name: t.name }).fill('Gemeente Utrecht');
    await form.getByRole('combobox', { name: t.type }).click();
    await page.getByRole('option', { name: t.municipality, exact: true }).click();
    await form.getByRole('button', { name: t.create }).click();
    await expect(heading(page)).toHaveText('Gemeente Utrecht');
    await page.getByRole('button', { name: t.edit }).click();
    const edit = page.getByRole('dialog');
    await edit.getByRole('textbox', { name: t.notes }).fill('Raamovereenkomst 2026');
    await edit.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(page.locator('#main').getByText('Raamovereenkomst 2026')).toBeVisible();
    await page.getByTestId('nav-customers').click();
    await expect(rows(page)).toHaveCount(2);
    await shots(page, 'customers-list', lang);
    await rows(page).filter({ hasText: 'Gemeente Utrecht' }).getByRole('link').click();
    await expect(heading(page)).toHaveText('Gemeente Utrecht');
    await page.getByRole('button', { name: t.delete }).click();
    const confirm = page.getByRole('dialog', { name: t.deleteTitle });
    await confirm.getByRole('button', { name: t.deleteConfirm }).click();
    await expect(heading(page)).toHaveText(t.customers);
    await expect(rows(page)).toHaveCount(1);

    // A user reads the customer and its tenders; adding, editing and deleting are off, with why.
    await signOut(page);
    await signInAs(page, READERS[lang].email, lang);
    await page.getByTestId('nav-customers').click();
    await expect(rows(page)).toHaveCount(1, { timeout: 60_000 });
    await expect(page.getByRole('button', { name: t.newCustomer })).toBeDisabled();
    await rows(page).first().getByRole('link').click();
    await expect(heading(page)).toHaveText(buyer);
    await expect(page.getByRole('button', { name: t.edit })).toBeDisabled();
    await expect(page.getByRole('button', { name: t.delete })).toBeDisabled();
    await page.getByRole('button', { name: t.edit }).locator('xpath=..').hover();
    await expect(page.getByRole('tooltip')).toHaveText(t.reason);
    await expect(tenders.getByRole('listitem').first()).toBeVisible();
  });
}
