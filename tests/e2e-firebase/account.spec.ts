import { expect, test } from '@playwright/test';
import { PASSWORD, signIn } from '../e2e/support/app';
import { MOHAMED, SANNE, signInAs, signInPageLang, signOut } from '../e2e/support/users';
import { resetEmulators } from './support/emulators';
import { shoot } from './support/screens';
import { T } from './support/texts';

/**
 * My Account on the firebase backend: name and language go through the updateMyAccount callable
 * into users/{uid} (which the session follows), the password through the Auth emulator. Walked
 * once in each language by a user who then switches to the other one.
 */
test.beforeEach(async () => {
  await resetEmulators();
});

const walks = [
  {
    lang: 'en',
    user: SANNE,
    newName: 'Sanne de Jong',
    to: 'nl',
    newPassword: 'Nieuw-Wachtwoord-2026',
  },
  {
    lang: 'nl',
    user: MOHAMED,
    newName: 'Mo El Amrani',
    to: 'en',
    newPassword: 'New-Password-2026',
  },
] as const;

for (const { lang, user, newName, to, newPassword } of walks) {
  const t = T[lang];
  const u = T[to];

  test(`${lang}: name, language (now and at the next sign-in) and password`, async ({ page }) => {
    test.slow();
    await signInAs(page, user.email, lang);
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: t.myAccount }).click();
    await expect(page).toHaveURL(`${t.prefix}/dashboard/userManagement?tab=account`);
    const name = page.getByRole('textbox', { name: t.name });
    await expect(name).toHaveValue(user.name);
    await shoot(page, `account-${lang}`);

    await name.fill(newName);
    await page.getByRole('combobox', { name: t.language }).click();
    await page.getByRole('option', { name: to === 'nl' ? 'Nederlands' : 'English' }).click();
    await page.getByRole('button', { name: t.save }).click();
    // The new language applies at once, in the URL and on the page.
    await expect(page).toHaveURL(`${u.prefix}/dashboard/userManagement?tab=account`);
    await expect(page.getByRole('tab', { name: u.myAccount, selected: true })).toBeVisible();
    await expect(page.getByText(u.saved)).toBeVisible();
    await expect(page.getByRole('textbox', { name: u.name })).toHaveValue(newName);

    await page.locator('#account-new-password').fill(newPassword);
    await page.locator('#account-confirm-password').fill(newPassword);
    await page.getByRole('button', { name: u.changePassword }).click();
    await expect(page.getByText(u.passwordChanged)).toBeVisible();

    // Stored, not only shown: a reload reads the name back from Firestore.
    await page.reload();
    await expect(page.getByRole('textbox', { name: u.name })).toHaveValue(newName);
    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('menu')).toContainText(newName);
    await page.keyboard.press('Escape');

    // Next sign-in: the old password fails, the new one opens the app in the stored language.
    await signOut(page);
    const signInLang = await signInPageLang(page);
    await signIn(page, user.email, PASSWORD, signInLang);
    await expect(page.getByRole('alert')).toContainText(T[signInLang].wrongPassword);
    await signInAs(page, user.email, to, newPassword);
    await expect(page.getByTestId('account-menu')).toBeVisible();
  });
}
