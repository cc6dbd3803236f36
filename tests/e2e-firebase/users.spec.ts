import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, signIn } from '../e2e/support/app';
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
  type Lang,
} from '../e2e/support/users';
import { resetEmulators } from './support/emulators';
import { shoot } from './support/screens';
import { switchLanguage } from './support/session';
import { T } from './support/texts';

/**
 * User Management on the firebase backend: the list is a live Firestore query limited by the
 * rules to the caller's company; every admin action is a callable in the Functions emulator that
 * writes Auth (password, disabled flag, claims) and users/{uid}. Walked once per language by Van
 * Dijk's admin, whose changes are then checked where they matter: at another browser's sign-in.
 */
test.beforeEach(async () => {
  await resetEmulators();
});

/** A separate browser (own IndexedDB, so its own Firebase session) on the sign-in page. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/authentication');
  return { page, lang: await signInPageLang(page), close: () => context.close() };
}

// createUser, setStatus and deleteUser also keep the /members allow-list in the Realtime Database
// (review M2/M3); without its emulator (Java < 21) the functions runtime treats the database as
// absent rather than waiting for it (functions/src/runtime.ts), so these flows run on both suites.

/** Signs Van Dijk's admin (who prefers Dutch) in and opens User Management in `lang`. */
async function openAsVanDijkAdmin(page: Page, lang: Lang) {
  await signInAs(page, VAN_DIJK_ADMIN.email, 'nl');
  if (lang === 'en') await switchLanguage(page, 'en');
  return openUsers(page, lang);
}

for (const lang of ['en', 'nl'] as const) {
  const t = T[lang];
  const newUser = {
    name: lang === 'en' ? 'Femke de Boer' : 'Joris Mulder',
    email: lang === 'en' ? 'femke@vandijk.example' : 'joris@vandijk.example',
  };

  test(`${lang}: an admin lists, searches, filters, changes a role and resets a password`, async ({
    page,
    browser,
  }) => {
    // Two callables, each a cold start in the Functions emulator, and three sign-ins.
    test.slow();
    const table = await openAsVanDijkAdmin(page, lang);
    for (const name of VAN_DIJK_NAMES) await expect(table).toContainText(name);
    await expect(table).not.toContainText(NOORDZEE_ADMIN.name);
    await expect(page.getByText(t.count(5), { exact: true })).toBeVisible();
    await shoot(page, `users-${lang}`);

    // Search and role filter narrow the list.
    const search = page.getByRole('searchbox', { name: t.search });
    await search.fill('sanne');
    await expect(page.getByText(t.countFiltered(1, 5), { exact: true })).toBeVisible();
    await expect(table).toContainText(SANNE.name);
    await expect(table).not.toContainText(MANAGER.name);
    await search.fill('');
    await page.getByRole('combobox', { name: t.role, exact: true }).click();
    await page.getByRole('option', { name: t.roles.manager, exact: true }).click();
    await expect(page.getByText(t.countFiltered(1, 5), { exact: true })).toBeVisible();
    await expect(table).toContainText(MANAGER.name);
    await expect(table).not.toContainText(SANNE.name);
    await page.getByRole('combobox', { name: t.role, exact: true }).click();
    await page.getByRole('option', { name: t.allRoles, exact: true }).click();
    await expect(page.getByText(t.count(5), { exact: true })).toBeVisible();

    // Change a role; it is stored (a reload reads it back from Firestore).
    const role = page.getByRole('combobox', { name: t.roleOf(SANNE.name) });
    await role.click();
    await page.getByRole('option', { name: t.roles.manager, exact: true }).click();
    await expect(page.getByText(t.roleChanged(SANNE.name, t.roles.manager))).toBeVisible();
    await expect(role).toHaveText(t.roles.manager);

    // Reset a password: shown once.
    await page.getByRole('button', { name: t.more(MOHAMED.name) }).click();
    await page.getByRole('menuitem', { name: t.resetPassword }).click();
    const confirmReset = page.getByRole('dialog');
    await expect(confirmReset).toContainText(MOHAMED.name);
    await confirmReset.getByRole('button', { name: t.resetPassword }).click();
    const newPassword = await readPasswordOnce(page, lang);
    expect(newPassword).not.toBe(PASSWORD);
    await shoot(page, `users-changed-${lang}`);

    await page.reload();
    await expect(page.getByRole('combobox', { name: t.roleOf(SANNE.name) })).toHaveText(
      t.roles.manager,
    );

    // At sign-in elsewhere: the old password fails, the new one works; the new role shows.
    const other = await otherBrowser(browser);
    await signIn(other.page, MOHAMED.email, PASSWORD, other.lang);
    await expect(other.page.getByRole('alert')).toContainText(T[other.lang].wrongPassword);
    await signInAs(other.page, MOHAMED.email, 'nl', newPassword);
    await signOut(other.page);
    await signInAs(other.page, SANNE.email, 'en');
    await other.page.getByTestId('account-menu').click();
    await expect(other.page.getByRole('menu')).toContainText(L.en.roles.manager);
    await other.close();
  });

  test(`${lang}: an admin adds a user, disables and enables one, and deletes one`, async ({
    page,
    browser,
  }) => {
    // Four callables, each a cold start in the Functions emulator, and three sign-ins.
    test.slow();
    const table = await openAsVanDijkAdmin(page, lang);

    // Add a user: the one-time password is shown once.
    const password = await addUser(page, lang, { ...newUser, role: 'user', language: lang });
    const added = table.getByRole('row').filter({ hasText: newUser.name });
    await expect(added).toContainText(newUser.email);
    await expect(page.getByText(t.count(6), { exact: true })).toBeVisible();

    // Disable: the account can no longer sign in anywhere.
    const active = page.getByRole('switch', { name: t.activeOf(MOHAMED.name) });
    await active.click();
    await expect(page.getByText(t.disabledToast(MOHAMED.name))).toBeVisible();
    await expect(active).not.toBeChecked();
    await expect(table.getByRole('row').filter({ hasText: MOHAMED.name })).toContainText(
      t.disabledStatus,
    );
    const other = await otherBrowser(browser);
    await signIn(other.page, MOHAMED.email, PASSWORD, other.lang);
    await expect(other.page.getByRole('alert')).toContainText(T[other.lang].accountDisabled);

    // Enable again.
    await active.click();
    await expect(page.getByText(t.enabledToast(MOHAMED.name))).toBeVisible();
    await expect(active).toBeChecked();

    // Delete.
    await page.getByRole('button', { name: t.more(MANAGER.name) }).click();
    await page.getByRole('menuitem', { name: t.deleteUser }).click();
    const confirmDelete = page.getByRole('dialog');
    await expect(confirmDelete).toContainText(MANAGER.email);
    await confirmDelete.getByRole('button', { name: t.deleteUser }).click();
    await expect(page.getByText(t.deletedToast(MANAGER.name))).toBeVisible();
    await expect(table).not.toContainText(MANAGER.name);

    // What was stored survives a reload.
    await page.reload();
    const reloaded = page.getByRole('table', { name: t.table });
    await expect(reloaded).toContainText(newUser.name);
    await expect(reloaded).not.toContainText(MANAGER.name);

    // And at sign-in: enabled again works, the deleted user cannot, the new user can.
    // (The wrong-password check follows a fresh sign-in page, so it cannot pass on an old alert.)
    await signInAs(other.page, MOHAMED.email, 'nl');
    await signOut(other.page);
    const afterSignOut = await signInPageLang(other.page);
    await signIn(other.page, MANAGER.email, PASSWORD, afterSignOut);
    await expect(other.page.getByRole('alert')).toContainText(T[afterSignOut].wrongPassword);
    await signInAs(other.page, newUser.email, lang, password);
    const list = await openUsers(other.page, lang);
    await expect(list).toContainText(VAN_DIJK_ADMIN.name);
    await expect(other.page.getByRole('button', { name: t.addUser })).toHaveCount(0);
    await other.close();
  });
}

test('manager (nl) and user (en) see the users without any admin action', async ({ browser }) => {
  for (const member of [
    { ...MANAGER, role: 'manager', lang: 'nl' as Lang },
    { ...SANNE, role: 'user', lang: 'en' as Lang },
  ]) {
    const t = T[member.lang];
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, member.email, member.lang);
    const table = await openUsers(page, member.lang);
    for (const name of VAN_DIJK_NAMES) await expect(table).toContainText(name);
    await expect(page.getByRole('button', { name: t.addUser })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(More actions|Meer acties)/ })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: t.roleOf(SANNE.name) })).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await shoot(page, `users-${member.role}-${member.lang}`);
    await context.close();
  }
});

test("the other company's admin sees none of Van Dijk's users, in English and Dutch", async ({
  page,
}) => {
  await signInAs(page, NOORDZEE_ADMIN.email, 'en');
  for (const lang of ['en', 'nl'] as const) {
    const t = T[lang];
    if (lang === 'nl') await switchLanguage(page, 'nl');
    const table = await openUsers(page, lang);
    await expect(table).toContainText(NOORDZEE_ADMIN.name);
    await expect(
      page.getByText(lang === 'en' ? '1 user' : '1 gebruiker', { exact: true }),
    ).toBeVisible();
    for (const name of VAN_DIJK_NAMES) await expect(page.getByText(name)).toHaveCount(0);
    await page.getByRole('searchbox', { name: t.search }).fill('vandijk');
    await expect(page.getByText(t.noMatches)).toBeVisible();
    await expect(page.locator('body')).not.toContainText('vandijk.example');
    await expect(page.getByRole('button', { name: t.addUser })).toBeVisible();
  }
});
