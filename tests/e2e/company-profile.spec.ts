import { expect as baseExpect, test, type Page } from '@playwright/test';
import { COLOR_MODE_KEY, PASSWORD, heading, signIn } from './support/app';
import { NOORDZEE_ADMIN, SANNE, VAN_DIJK_ADMIN, type Lang } from './support/users';
import { T } from './support/texts/companyProfileTexts';

/**
 * Company Profile (issue 9, part D) on the demo backend: CPV codes found by Dutch words in the
 * real CPV 2008 list, contract and publication types, scope, bid/no-bid criteria, saved and still
 * there after a reload; users read only; notification settings. Screenshots in
 * artifacts/screenshots/company-profile-*.png, English and Dutch, light and dark.
 */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Who edits in each language: the admin whose preferred language it is. */
const EDITOR = { en: NOORDZEE_ADMIN, nl: VAN_DIJK_ADMIN } as const;

async function shot(page: Page, name: string) {
  await page.mouse.move(1270, 790);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: `artifacts/screenshots/company-profile-${name}.png`,
    fullPage: true,
  });
}

async function useColorMode(page: Page, mode: 'light' | 'dark') {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [COLOR_MODE_KEY, mode] as const,
  );
}

/**
 * Like support/users' signInAs, with patience for a busy machine: saving the profile re-matches
 * the company against the real notices in the same page.
 */
async function signInAs(page: Page, email: string, lang: Lang) {
  await page.goto('/authentication');
  await expect(heading(page)).toHaveText(/^(Sign in|Inloggen)$/, { timeout: 60_000 });
  const pageLang = new URL(page.url()).pathname.startsWith('/nl/') ? 'nl' : 'en';
  await signIn(page, email, PASSWORD, pageLang);
  await expect(page).toHaveURL(new RegExp(`${lang === 'nl' ? '/nl' : ''}/dashboard$`), {
    timeout: 60_000,
  });
}

async function openProfile(page: Page, lang: Lang) {
  await page.getByTestId('nav-companyProfile').click();
  await expect(page).toHaveURL(new RegExp(`${T[lang].path}$`));
  await expect(page.getByRole('textbox', { name: T[lang].description })).toBeVisible();
}

for (const lang of ['en', 'nl'] as const) {
  const t = T[lang];

  test(`company profile: CPV codes by Dutch words, types, scope and criteria are saved (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await useColorMode(page, 'light');
    await signInAs(page, EDITOR[lang].email, lang);
    await openProfile(page, lang);

    const description = page.getByRole('textbox', { name: t.description });
    await description.fill('Wegenbouw, rioleringen en openbare verlichting voor gemeenten.');
    const search = page.getByRole('searchbox', { name: t.search });
    await search.fill('wegenbouw');
    await page.getByRole('checkbox', { name: t.roadworks }).check();
    await search.fill('straatverlichting');
    await page.getByRole('checkbox', { name: t.lighting }).check();
    const chosen = page.getByRole('list', { name: t.chosen });
    await expect(chosen.getByText(t.roadworksChip, { exact: true })).toBeVisible();
    await expect(chosen.getByText(t.lightingChip, { exact: true })).toBeVisible();

    // Browsing: open the construction division in the tree with the keyboard.
    await search.fill('');
    const tree = page.getByRole('tree', { name: t.tree });
    const construction = tree.getByRole('treeitem', { name: t.construction });
    await construction.focus();
    await page.keyboard.press('ArrowRight');
    await expect(construction).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(tree.getByRole('treeitem', { level: 2 }).first()).toBeFocused();
    await shot(page, `${lang}-light`);

    await page.getByRole('checkbox', { name: t.delivery }).check();
    await page.getByRole('checkbox', { name: t.rectification }).check();
    await page.getByRole('checkbox', { name: t.european }).check();

    await page.getByRole('tab', { name: t.criteriaTab }).click();
    // The seeded company may already have criteria: the new one comes after them.
    await expect(page.getByRole('button', { name: t.addCriterion })).toBeVisible();
    const n = (await page.getByRole('textbox', { name: t.anyCriterion }).count()) + 1;
    await page.getByRole('button', { name: t.addCriterion }).click();
    await page.getByRole('textbox', { name: t.criterionText(n) }).fill('ISO 14001-certificering');
    await page.getByRole('combobox', { name: t.importance(n) }).click();
    await page.getByRole('option', { name: t.critical }).click();
    await shot(page, `criteria-${lang}-light`);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();

    // A full reload reads everything back from the demo's stored data.
    await page.reload();
    await expect(page.getByRole('textbox', { name: t.criterionText(n) })).toHaveValue(
      'ISO 14001-certificering',
    );
    await expect(page.getByRole('combobox', { name: t.importance(n) })).toHaveText(t.critical);
    await page.getByRole('tab', { name: t.profileTab }).click();
    await expect(page.getByRole('textbox', { name: t.description })).toHaveValue(
      'Wegenbouw, rioleringen en openbare verlichting voor gemeenten.',
    );
    await expect(chosen.getByText(t.roadworksChip, { exact: true })).toBeVisible();
    await expect(chosen.getByText(t.lightingChip, { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: t.delivery })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: t.rectification })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: t.european })).toBeChecked();
  });

  test(`company profile: notification settings (${lang})`, async ({ page }) => {
    test.setTimeout(300_000);
    await useColorMode(page, 'light');
    await signInAs(page, EDITOR[lang].email, lang);
    await openProfile(page, lang);
    await page.getByRole('button', { name: t.notifications }).click();
    const dialog = page.getByRole('dialog', { name: t.notifications });
    await dialog.getByRole('switch', { name: t.enabled }).check();
    await dialog.getByRole('checkbox', { name: new RegExp(EDITOR[lang].email) }).check();
    await dialog.getByRole('radio', { name: t.weekly }).check();
    await dialog.getByRole('combobox', { name: t.weekday }).click();
    await page.getByRole('option', { name: t.friday }).click();
    await dialog.getByRole('combobox', { name: t.time }).click();
    await page.getByRole('option', { name: '07:00' }).click();
    await dialog.getByRole('spinbutton', { name: t.minScore }).fill('60');
    await shot(page, `notifications-${lang}-light`);
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
  });

  test(`company profile screenshots: ${lang} dark`, async ({ page }) => {
    test.setTimeout(300_000);
    await useColorMode(page, 'dark');
    await signInAs(page, EDITOR[lang].email, lang);
    await openProfile(page, lang);
    await page.getByRole('searchbox', { name: t.search }).fill('wegenbouw');
    await expect(page.getByRole('checkbox', { name: t.roadworks })).toBeVisible();
    await shot(page, `${lang}-dark`);
    await page.getByRole('tab', { name: t.criteriaTab }).click();
    // The seeded company may already have criteria: the new one comes after them.
    await expect(page.getByRole('button', { name: t.addCriterion })).toBeVisible();
    const n = (await page.getByRole('textbox', { name: t.anyCriterion }).count()) + 1;
    await page.getByRole('button', { name: t.addCriterion }).click();
    await page.getByRole('textbox', { name: t.criterionText(n) }).fill('ISO 14001-certificering');
    await shot(page, `criteria-${lang}-dark`);
    await page.getByRole('button', { name: t.notifications }).click();
    await expect(page.getByRole('dialog', { name: t.notifications })).toBeVisible();
    await shot(page, `notifications-${lang}-dark`);
  });
}

test('company profile: a user reads it without a way to change it', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAs(page, SANNE.email, 'en');
  await openProfile(page, 'en');
  await expect(
    page.getByText('Only admins and managers can change the company profile. You can read it.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: T.en.description })).toHaveAttribute(
    'readonly',
    '',
  );
  await expect(page.getByRole('checkbox', { name: 'Work' })).toBeDisabled();
  await expect(page.getByRole('searchbox', { name: T.en.search })).toHaveCount(0);
  await expect(page.getByRole('button', { name: T.en.save })).toHaveCount(0);
  // The seeded codes show with their labels.
  await expect(page.getByText('45210000-2 Building construction work')).toBeVisible();
  await page.getByRole('tab', { name: T.en.criteriaTab }).click();
  await expect(page.getByRole('button', { name: T.en.addCriterion })).toHaveCount(0);
  await shot(page, 'readonly-en-light');
});
