import { expect, test } from '@playwright/test';
import { PASSWORD, signIn } from './support/app';
import {
  L,
  MANAGER,
  MOHAMED,
  NOORDZEE_ADMIN,
  SANNE,
  VAN_DIJK_ADMIN,
  VAN_DIJK_NAMES,
  addUser,
  openUsers,
  readPasswordOnce,
  signInAs,
  signInPageLang,
  signOut,
} from './support/users';

/**
 * User Management on the demo backend (issue 3 item 7). Each test has its own browser context, so
 * its own copy of the seeded company (the demo keeps its data per context).
 */
test.describe('user management (demo backend)', () => {
  test('a role change reaches the user without signing out', async ({ context }) => {
    const nl = L.nl;
    const admin = await context.newPage();
    await signInAs(admin, VAN_DIJK_ADMIN.email, 'nl', PASSWORD, { ownTabSession: true });
    const sanne = await context.newPage();
    await signInAs(sanne, SANNE.email, 'en', PASSWORD, { ownTabSession: true });
    await openUsers(sanne, 'en');
    await expect(sanne.getByRole('button', { name: L.en.addUser })).toHaveCount(0);

    await openUsers(admin, 'nl');
    const role = admin.getByRole('combobox', { name: nl.roleOf(SANNE.name) });
    await role.click();
    await admin.getByRole('option', { name: nl.roles.admin, exact: true }).click();
    await expect(admin.getByText(`${SANNE.name} is nu ${nl.roles.admin}`)).toBeVisible();
    await expect(role).toHaveText(nl.roles.admin);

    // Sanne's open page gains the admin actions, without reloading or signing in again.
    await expect(sanne.getByRole('button', { name: L.en.addUser })).toBeVisible();
    await expect(sanne.getByRole('button', { name: L.en.more(MOHAMED.name) })).toBeVisible();
    await sanne.getByTestId('account-menu').click();
    await expect(sanne.getByRole('menu')).toContainText('Admin');
    await sanne.keyboard.press('Escape');

    // And loses them again.
    await role.click();
    await admin.getByRole('option', { name: nl.roles.user, exact: true }).click();
    await expect(role).toHaveText(nl.roles.user);
    await expect(sanne.getByRole('button', { name: L.en.addUser })).toHaveCount(0);
    await expect(sanne.getByRole('combobox', { name: L.en.roleOf(MOHAMED.name) })).toHaveCount(0);
  });

  test('a disabled user meets Access Denied, and cannot sign in again', async ({ context }) => {
    const nl = L.nl;
    const admin = await context.newPage();
    await signInAs(admin, VAN_DIJK_ADMIN.email, 'nl', PASSWORD, { ownTabSession: true });
    const sanne = await context.newPage();
    await signInAs(sanne, SANNE.email, 'en', PASSWORD, { ownTabSession: true });
    await openUsers(sanne, 'en');

    await openUsers(admin, 'nl');
    const active = admin.getByRole('switch', { name: nl.activeOf(SANNE.name) });
    await expect(active).toBeChecked();
    await active.click();
    await expect(active).not.toBeChecked();
    await expect(admin.getByRole('row').filter({ hasText: SANNE.name })).toContainText(
      'Uitgeschakeld',
    );

    await expect(sanne.getByText('Access Denied')).toBeVisible();
    await expect(sanne.getByText('You do not have access to the dashboard.')).toBeVisible();
    await expect(sanne.getByRole('table')).toHaveCount(0);

    const other = await context.newPage();
    await other.goto('/authentication?demo-tab-session');
    const lang = await signInPageLang(other);
    await signIn(other, SANNE.email, PASSWORD, lang);
    await expect(other.getByRole('alert')).toContainText(
      lang === 'nl' ? /uitgeschakeld/ : /This account has been disabled/,
    );
  });

  test('an admin adds a user, who then signs in with the generated password', async ({ page }) => {
    const nl = L.nl;
    await signInAs(page, VAN_DIJK_ADMIN.email, 'nl');
    const table = await openUsers(page, 'nl');
    const password = await addUser(page, 'nl', {
      name: 'Femke de Boer',
      email: 'femke@vandijk.example',
      role: 'user',
      language: 'en',
    });
    const row = table.getByRole('row').filter({ hasText: 'Femke de Boer' });
    await expect(row).toContainText('femke@vandijk.example');
    await expect(row.getByRole('combobox', { name: nl.roleOf('Femke de Boer') })).toHaveText(
      nl.roles.user,
    );

    await signOut(page);
    await signIn(page, 'femke@vandijk.example', 'wrong-password', 'nl');
    await expect(page.getByRole('alert')).toBeVisible();
    await signInAs(page, 'femke@vandijk.example', 'en', password);
    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('menu')).toContainText('femke@vandijk.example');
    await page.keyboard.press('Escape');
    const list = await openUsers(page, 'en');
    await expect(list).toContainText('Femke de Boer');
    await expect(page.getByRole('button', { name: L.en.addUser })).toHaveCount(0);
  });

  test('a password reset: the old password stops working, the new one signs in', async ({
    page,
  }) => {
    const nl = L.nl;
    await signInAs(page, VAN_DIJK_ADMIN.email, 'nl');
    await openUsers(page, 'nl');
    await page.getByRole('button', { name: nl.more(MOHAMED.name) }).click();
    await page.getByRole('menuitem', { name: nl.resetPassword }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(MOHAMED.name);
    await confirm.getByRole('button', { name: nl.resetPassword }).click();
    const password = await readPasswordOnce(page, 'nl');
    expect(password).not.toBe(PASSWORD);

    await signOut(page);
    await signIn(page, MOHAMED.email, PASSWORD, 'nl');
    await expect(page.getByRole('alert')).toContainText(
      'Het e-mailadres of wachtwoord klopt niet.',
    );
    await signInAs(page, MOHAMED.email, 'nl', password);
  });

  test('a deletion: the user leaves the list and can no longer sign in', async ({ page }) => {
    const nl = L.nl;
    await signInAs(page, VAN_DIJK_ADMIN.email, 'nl');
    const table = await openUsers(page, 'nl');
    await page.getByRole('button', { name: nl.more(MANAGER.name) }).click();
    await page.getByRole('menuitem', { name: nl.deleteUser }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(MANAGER.email);
    await confirm.getByRole('button', { name: nl.deleteUser }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(table).not.toContainText(MANAGER.name);
    await page.reload();
    await expect(page.getByRole('table', { name: nl.table })).toContainText(SANNE.name);
    await expect(page.getByRole('table', { name: nl.table })).not.toContainText(MANAGER.name);

    await signOut(page);
    await signIn(page, MANAGER.email, PASSWORD, 'nl');
    await expect(page.getByRole('alert')).toContainText(
      'Het e-mailadres of wachtwoord klopt niet.',
    );
  });

  for (const member of [MANAGER, SANNE]) {
    test(`${member.email} sees the users without any user-admin action`, async ({ page }) => {
      const t = L[member.lang];
      await signInAs(page, member.email, member.lang);
      const table = await openUsers(page, member.lang);
      for (const name of VAN_DIJK_NAMES) await expect(table).toContainText(name);
      await expect(page.getByRole('button', { name: t.addUser })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.more(VAN_DIJK_ADMIN.name) })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^(More actions|Meer acties)/ })).toHaveCount(
        0,
      );
      await expect(page.getByRole('combobox', { name: t.roleOf(SANNE.name) })).toHaveCount(0);
      await expect(page.getByRole('switch')).toHaveCount(0);
      // My Account is there for every role.
      await page.getByRole('tab', { name: t.myAccount }).click();
      await expect(page).toHaveURL(/\?tab=account$/);
      await expect(page.getByRole('textbox', { name: t.name })).toHaveValue(member.name);
    });
  }

  test("the other company's admin never sees Van Dijk users", async ({ page }) => {
    await signInAs(page, NOORDZEE_ADMIN.email, 'en');
    const table = await openUsers(page, 'en');
    await expect(table).toContainText(NOORDZEE_ADMIN.name);
    await expect(page.getByText('1 user', { exact: true })).toBeVisible();
    for (const name of VAN_DIJK_NAMES) await expect(page.getByText(name)).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('vandijk');
    await expect(page.getByText('No users match your search.')).toBeVisible();
    // Their admin actions work on their own company only.
    await expect(page.getByRole('button', { name: L.en.addUser })).toBeVisible();
    await page.getByRole('tab', { name: L.en.myAccount }).click();
    await expect(page.getByRole('textbox', { name: L.en.name })).toHaveValue(NOORDZEE_ADMIN.name);
    await expect(page.locator('body')).not.toContainText('vandijk.example');
  });
});

test.describe('my account (demo backend)', () => {
  test('name, language applied at once and at the next sign-in, and a new password', async ({
    page,
  }) => {
    await signInAs(page, SANNE.email, 'en');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page).toHaveURL('/dashboard/userManagement?tab=account');
    await expect(page.getByRole('tab', { name: 'My Account', selected: true })).toBeVisible();

    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(SANNE.name);
    await name.fill('Sanne de Jong');
    await page.getByRole('combobox', { name: 'Preferred language' }).click();
    await page.getByRole('option', { name: 'Nederlands' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL('/nl/dashboard/userManagement?tab=account');
    await expect(page.getByRole('tab', { name: 'Mijn account', selected: true })).toBeVisible();
    await expect(page.getByText('Profiel opgeslagen')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Naam' })).toHaveValue('Sanne de Jong');

    await page.locator('#account-new-password').fill('Nieuw-Wachtwoord-2026');
    await page.locator('#account-confirm-password').fill('Nieuw-Wachtwoord-2026');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.getByText('Je wachtwoord is gewijzigd')).toBeVisible();

    // Next sign-in: the new password, and the page opens in the stored language.
    await signOut(page);
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(/^[^?]*\/authentication/);
    await signInAs(page, SANNE.email, 'nl', 'Nieuw-Wachtwoord-2026');
    await expect(page.getByTestId('account-menu')).toBeVisible();
  });
});

test('screenshots: user management and my account', async ({ browser }) => {
  const shots: { name: string; lang: 'en' | 'nl'; mode: 'light' | 'dark'; width: number }[] = [
    { name: 'en-light', lang: 'en', mode: 'light', width: 1280 },
    { name: 'en-dark', lang: 'en', mode: 'dark', width: 1280 },
    { name: 'nl-light', lang: 'nl', mode: 'light', width: 1280 },
    { name: 'nl-dark', lang: 'nl', mode: 'dark', width: 1280 },
    { name: 'nl-mobile', lang: 'nl', mode: 'light', width: 390 },
  ];
  for (const shot of shots) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.width < 600 ? 844 : 800 },
      colorScheme: shot.mode,
    });
    const page = await context.newPage();
    await page.addInitScript(
      (mode) => window.localStorage.setItem('tender-color-mode', mode),
      shot.mode,
    );
    // The admin prefers Dutch; for English, Noordzee's admin (who prefers English) would show
    // another company, so the Van Dijk admin switches language after signing in.
    await signInAs(page, VAN_DIJK_ADMIN.email, 'nl');
    if (shot.lang === 'en') {
      await page.getByTestId('language-switch').click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await expect(page).toHaveURL('/dashboard');
    }
    if (shot.width < 600) {
      await page.goto('/nl/dashboard/userManagement');
      await expect(page.getByRole('list', { name: L.nl.table })).toBeVisible();
    } else {
      await openUsers(page, shot.lang);
    }
    await page.mouse.move(5, 5);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `artifacts/screenshots/users-${shot.name}.png`, fullPage: true });
    await page.getByRole('tab', { name: L[shot.lang].myAccount }).click();
    await expect(page.getByRole('textbox', { name: L[shot.lang].name })).toHaveValue(
      VAN_DIJK_ADMIN.name,
    );
    await page.screenshot({
      path: `artifacts/screenshots/account-${shot.name}.png`,
      fullPage: true,
    });
    await context.close();
  }
});
