import { expect, test } from '@playwright/test';
import { DISABLED, NO_COMPANY, PASSWORD, heading, signIn } from '../e2e/support/app';
import { NOORDZEE_ADMIN, VAN_DIJK_ADMIN } from '../e2e/support/users';
import { resetEmulators } from './support/emulators';
import { shoot } from './support/screens';

/**
 * Sign-in and the dashboard guard on the firebase backend: the Auth emulator checks the password,
 * the seeded custom claims and users/{uid} in the Firestore emulator decide what the guard shows.
 * Each flow is walked once in English and once in Dutch.
 */
const texts = {
  en: {
    prefix: '',
    signIn: 'Sign in',
    projects: 'Projects',
    wrongPassword: 'The email address or password is not correct.',
    disabled: "This account has been disabled. Ask your company's administrator.",
    denied: ['Access Denied', 'You do not have access to the dashboard.'],
  },
  nl: {
    prefix: '/nl',
    signIn: 'Inloggen',
    projects: 'Projecten',
    wrongPassword: 'Het e-mailadres of wachtwoord klopt niet.',
    disabled: 'Dit account is uitgeschakeld. Vraag het na bij de beheerder van je bedrijf.',
    denied: ['Toegang geweigerd', 'Je hebt geen toegang tot het dashboard.'],
  },
} as const;

test.beforeEach(async () => {
  await resetEmulators();
});

for (const lang of ['en', 'nl'] as const) {
  const t = texts[lang];
  // Each admin prefers the language of the walk, so sign-in does not switch it.
  const admin = lang === 'en' ? NOORDZEE_ADMIN : VAN_DIJK_ADMIN;

  test(`${lang}: a signed-out deep link goes to sign-in and back; sign-out locks it again`, async ({
    page,
  }) => {
    await page.goto(`${t.prefix}/dashboard/projects`);
    // The redirect keeps the path as visited, language prefix included.
    const back = encodeURIComponent(`${t.prefix}/dashboard/projects`);
    await expect(page).toHaveURL(`${t.prefix}/authentication?redirect=${back}`);
    await expect(heading(page)).toHaveText(t.signIn);
    await shoot(page, `sign-in-${lang}`);

    await signIn(page, admin.email, PASSWORD, lang);
    await expect(page).toHaveURL(`${t.prefix}/dashboard/projects`);
    await expect(heading(page)).toHaveText(t.projects);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('menu')).toContainText(admin.email);
    await page.keyboard.press('Escape');
    await shoot(page, `dashboard-${lang}`);

    // The session survives a reload (IndexedDB persistence), then sign-out ends it for good.
    await page.reload();
    await expect(heading(page)).toHaveText(t.projects);
    await page.getByTestId('account-menu').click();
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/authentication(\?|$)/);
    await page.goto(`${t.prefix}/dashboard`);
    await expect(page).toHaveURL(
      `${t.prefix}/authentication?redirect=${encodeURIComponent(`${t.prefix}/dashboard`)}`,
    );
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
  });

  test(`${lang}: a wrong password and a disabled account get their translated messages`, async ({
    page,
  }) => {
    await page.goto(`${t.prefix}/authentication`);
    await signIn(page, admin.email, 'not-the-password', lang);
    await expect(page.getByRole('alert')).toContainText(t.wrongPassword);
    await expect(page).toHaveURL(`${t.prefix}/authentication`);
    await shoot(page, `wrong-password-${lang}`);

    await signIn(page, DISABLED, PASSWORD, lang);
    await expect(page.getByRole('alert')).toContainText(t.disabled);
    await expect(page).toHaveURL(`${t.prefix}/authentication`);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
  });

  test(`${lang}: a user without a company meets Access Denied, also after a reload`, async ({
    page,
  }) => {
    await page.goto(`${t.prefix}/dashboard/projects`);
    await signIn(page, NO_COMPANY, PASSWORD, lang);
    await expect(page).toHaveURL(`${t.prefix}/dashboard/projects`);
    const denied = page.getByTestId('access-denied');
    for (const text of t.denied) await expect(denied).toContainText(text);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t.projects })).toHaveCount(0);
    await shoot(page, `access-denied-${lang}`);

    await page.reload();
    await expect(page.getByTestId('access-denied')).toContainText(t.denied[0]);
  });
}
