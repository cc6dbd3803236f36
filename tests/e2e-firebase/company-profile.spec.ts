import { expect, test, type Page } from '@playwright/test';
import { SANNE, VAN_DIJK_ADMIN, signInAs, type Lang } from '../e2e/support/users';
import { resetEmulators } from './support/emulators';
import { shoot } from './support/screens';
import { openSignedIn, switchLanguage } from './support/session';
import { T } from '../e2e/support/texts/companyProfileTexts';

/**
 * Company profile and notification settings on the firebase backend (issue 22 item 1): the
 * profile is one Firestore document only admins and managers may write (the rules), and saving it
 * wakes the companyProfileWritten trigger, which re-matches the company. Van Dijk's admin edits in
 * Dutch (CPV codes found by Dutch words, types, scope, a bid/no-bid criterion) and in English
 * (notification settings); a reload reads everything back; a user of the company reads only.
 */
test.describe.configure({ mode: 'serial' });

const DESCRIPTION = 'Wegenbouw, rioleringen en openbare verlichting voor gemeenten.';

let page: Page;

test.beforeAll(async ({ browser }) => {
  await resetEmulators({ triggers: true });
  page = await openSignedIn(browser, VAN_DIJK_ADMIN.email, 'nl');
});
test.afterAll(async () => {
  await page?.context().close();
});

async function openProfile(lang: Lang) {
  await page.getByTestId('nav-companyProfile').click();
  await expect(page.getByRole('textbox', { name: T[lang].description })).toBeVisible();
}

test('nl: an admin finds CPV codes by Dutch words, sets types and a criterion; all is stored', async () => {
  test.setTimeout(300_000);
  const t = T.nl;
  await openProfile('nl');
  await page.getByRole('textbox', { name: t.description }).fill(DESCRIPTION);
  await page.getByRole('searchbox', { name: t.search }).fill('wegenbouw');
  await page.getByRole('checkbox', { name: t.roadworks }).check();
  const chosen = page.getByRole('list', { name: t.chosen });
  await expect(chosen.getByText(t.roadworksChip, { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: t.delivery }).check();
  await page.getByRole('checkbox', { name: t.rectification }).check();

  await page.getByRole('tab', { name: t.criteriaTab }).click();
  // The seeded company has criteria already: the new one comes after them.
  await expect(page.getByRole('button', { name: t.addCriterion })).toBeVisible();
  const n = (await page.getByRole('textbox', { name: t.anyCriterion }).count()) + 1;
  await page.getByRole('button', { name: t.addCriterion }).click();
  await page.getByRole('textbox', { name: t.criterionText(n) }).fill('ISO 14001-certificering');
  await page.getByRole('combobox', { name: t.importance(n) }).click();
  await page.getByRole('option', { name: t.critical }).click();
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();

  // A reload reads it back from Firestore.
  await page.reload();
  await expect(page.getByRole('textbox', { name: t.criterionText(n) })).toHaveValue(
    'ISO 14001-certificering',
  );
  await expect(page.getByRole('combobox', { name: t.importance(n) })).toHaveText(t.critical);
  await page.getByRole('tab', { name: t.profileTab }).click();
  await expect(page.getByRole('textbox', { name: t.description })).toHaveValue(DESCRIPTION);
  await expect(chosen.getByText(t.roadworksChip, { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: t.delivery })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: t.rectification })).toBeChecked();
  await shoot(page, 'company-profile-nl');
});

test('en: the admin sets weekly e-mail digests; a reload reads them back', async () => {
  test.setTimeout(300_000);
  const t = T.en;
  await switchLanguage(page, 'en');
  await openProfile('en');
  await page.getByRole('button', { name: t.notifications }).click();
  const dialog = page.getByRole('dialog', { name: t.notifications });
  await dialog.getByRole('switch', { name: t.enabled }).check();
  await dialog.getByRole('checkbox', { name: new RegExp(VAN_DIJK_ADMIN.email) }).check();
  await dialog.getByRole('radio', { name: t.weekly }).check();
  await dialog.getByRole('combobox', { name: t.weekday }).click();
  await page.getByRole('option', { name: t.friday }).click();
  await dialog.getByRole('combobox', { name: t.time }).click();
  await page.getByRole('option', { name: '07:00' }).click();
  await dialog.getByRole('spinbutton', { name: t.minScore }).fill('60');
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.notificationsSaved)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: t.notifications }).click();
  await expect(dialog.getByRole('switch', { name: t.enabled })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: t.weekly })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: t.weekday })).toHaveText(t.friday);
  await expect(dialog.getByRole('combobox', { name: t.time })).toHaveText('07:00');
  await expect(dialog.getByRole('spinbutton', { name: t.minScore })).toHaveValue('60');
  await page.keyboard.press('Escape');
});

test('en: a user of the company reads the profile without a way to change it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const sanne = await context.newPage();
  await signInAs(sanne, SANNE.email, 'en');
  await sanne.getByTestId('nav-companyProfile').click();
  await expect(
    sanne.getByText('Only admins and managers can change the company profile. You can read it.'),
  ).toBeVisible();
  const description = sanne.getByRole('textbox', { name: T.en.description });
  await expect(description).toHaveValue(DESCRIPTION);
  await expect(description).toHaveAttribute('readonly', '');
  await expect(sanne.getByRole('checkbox', { name: 'Work' })).toBeDisabled();
  await expect(sanne.getByRole('button', { name: T.en.save })).toHaveCount(0);
  // What the admin chose, with its English label.
  await expect(sanne.getByText('45233120-6 Road construction works')).toBeVisible();
  await context.close();
});
