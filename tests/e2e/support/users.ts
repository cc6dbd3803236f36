import { expect, type Page } from '@playwright/test';
import { PASSWORD, heading, signIn } from './app';

/** Seeded accounts (emulator-data/seed.json) and their preferred languages. */
export const VAN_DIJK_ADMIN = {
  email: 'admin@vandijk.example',
  name: 'Anouk van Dijk',
  lang: 'nl',
} as const;
export const MANAGER = {
  email: 'manager@vandijk.example',
  name: 'Pieter de Vries',
  lang: 'nl',
} as const;
export const SANNE = { email: 'sanne@vandijk.example', name: 'Sanne Jansen', lang: 'en' } as const;
export const MOHAMED = {
  email: 'mohamed@vandijk.example',
  name: 'Mohamed El Amrani',
  lang: 'nl',
} as const;
export const KEES = { email: 'kees@vandijk.example', name: 'Kees Bakker', lang: 'nl' } as const;
export const NOORDZEE_ADMIN = {
  email: 'admin@noordzee.example',
  name: 'Eva Smit',
  lang: 'en',
} as const;
export const VAN_DIJK_NAMES = [
  'Anouk van Dijk',
  'Pieter de Vries',
  'Sanne Jansen',
  'Mohamed El Amrani',
  'Kees Bakker',
];

export type Lang = 'en' | 'nl';

/** The texts the user-management tests look for, per language (locales/*.json). */
export const L = {
  en: {
    addUser: 'Add user',
    name: 'Name',
    email: 'Email address',
    role: 'Role',
    language: 'Preferred language',
    generated: 'Generated password',
    done: 'Done, I have copied it',
    more: (n: string) => `More actions for ${n}`,
    roleOf: (n: string) => `Role of ${n}`,
    activeOf: (n: string) => `Account of ${n} active`,
    resetPassword: 'Reset password',
    deleteUser: 'Delete user',
    table: 'Users of your company',
    myAccount: 'My Account',
    users: 'Users',
    roles: { admin: 'Admin', manager: 'Manager', user: 'User' },
  },
  nl: {
    addUser: 'Gebruiker toevoegen',
    name: 'Naam',
    email: 'E-mailadres',
    role: 'Rol',
    language: 'Voorkeurstaal',
    generated: 'Gegenereerd wachtwoord',
    done: 'Klaar, ik heb het gekopieerd',
    more: (n: string) => `Meer acties voor ${n}`,
    roleOf: (n: string) => `Rol van ${n}`,
    activeOf: (n: string) => `Account van ${n} actief`,
    resetPassword: 'Wachtwoord opnieuw instellen',
    deleteUser: 'Gebruiker verwijderen',
    table: 'Gebruikers van je bedrijf',
    myAccount: 'Mijn account',
    users: 'Gebruikers',
    roles: { admin: 'Beheerder', manager: 'Manager', user: 'Gebruiker' },
  },
} as const;

const prefix = (lang: Lang) => (lang === 'nl' ? '/nl' : '');

/**
 * Signs in on /authentication and waits for the dashboard, which opens in the account's preferred
 * language (issue 3 item 7), whatever language the sign-in page was in.
 */
export async function signInAs(
  page: Page,
  email: string,
  lang: Lang,
  password = PASSWORD,
  { ownTabSession = false } = {},
) {
  // `?demo-tab-session` gives this tab its own sign-in (web/src/backend/demo/sessionScope.ts), so
  // two tabs of one context are two users sharing the demo's data.
  await page.goto(ownTabSession ? '/authentication?demo-tab-session' : '/authentication');
  await signIn(page, email, password, await signInPageLang(page));
  await expect(page).toHaveURL(new RegExp(`^[^?#]*//[^/]+${prefix(lang)}/dashboard$`));
  // The account menu is in the top bar at every width (the sidebar is a drawer on phones).
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/**
 * The language the sign-in page is shown in: the locale cookie of an earlier sign-in in this
 * context may have sent an unprefixed visit to /nl/authentication.
 */
export async function signInPageLang(page: Page): Promise<Lang> {
  await expect(heading(page)).toHaveText(/^(Sign in|Inloggen)$/);
  return new URL(page.url()).pathname.startsWith('/nl/') ? 'nl' : 'en';
}

/** Opens User Management (Users tab) in `lang` from the sidebar (a client-side navigation). */
export async function openUsers(page: Page, lang: Lang) {
  await page.getByTestId('nav-userManagement').click();
  await expect(page).toHaveURL(`${prefix(lang)}/dashboard/userManagement`);
  const table = page.getByRole('table', { name: L[lang].table });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

/** Signs out from the account menu; `timeout` for specs that wait longer on a busy page. */
export async function signOut(page: Page, { timeout }: { timeout?: number } = {}) {
  await page.getByTestId('account-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/authentication(\?|$)/, { timeout });
}

/** Adds a user through the dialog and returns the generated password shown once. */
export async function addUser(
  page: Page,
  lang: Lang,
  user: { name: string; email: string; role?: 'admin' | 'manager' | 'user'; language?: Lang },
) {
  const t = L[lang];
  await page.getByRole('button', { name: t.addUser }).click();
  const dialog = page.getByRole('dialog', { name: t.addUser });
  await dialog.getByRole('textbox', { name: t.name }).fill(user.name);
  await dialog.getByRole('textbox', { name: t.email }).fill(user.email);
  if (user.role) {
    await dialog.getByRole('combobox', { name: t.role }).click();
    await page.getByRole('option', { name: t.roles[user.role], exact: true }).click();
  }
  if (user.language) {
    await dialog.getByRole('combobox', { name: t.language }).click();
    await page
      .getByRole('option', { name: user.language === 'nl' ? 'Nederlands' : 'English' })
      .click();
  }
  await dialog.getByRole('button', { name: t.addUser }).click();
  return readPasswordOnce(page, lang);
}

/** Reads the generated password from its dialog, closes the dialog and checks it is gone. */
export async function readPasswordOnce(page: Page, lang: Lang) {
  const t = L[lang];
  const field = page.getByRole('textbox', { name: t.generated });
  await expect(field).toBeVisible();
  const password = await field.inputValue();
  expect(password.length).toBeGreaterThanOrEqual(12);
  await page.getByRole('button', { name: t.done }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(password)).toHaveCount(0);
  return password;
}
