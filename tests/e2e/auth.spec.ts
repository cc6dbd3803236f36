import { expect, test } from '@playwright/test';
import {
  ADMIN,
  DISABLED,
  NO_COMPANY,
  PASSWORD,
  heading,
  signIn,
  signInAsAdmin,
} from './support/app';

test.describe('sign-in, sign-up and the dashboard guard (demo backend)', () => {
  test('a signed-out deep link goes to sign-in and comes back after signing in', async ({
    page,
  }) => {
    await page.goto('/dashboard/projects');
    await expect(page).toHaveURL('/authentication?redirect=%2Fdashboard%2Fprojects');
    await expect(heading(page)).toHaveText('Sign in');
    await expect(page).toHaveTitle(/Sign in/);

    await signIn(page, ADMIN);
    await expect(page).toHaveURL('/dashboard/projects');
    await expect(heading(page)).toHaveText('Projects');
    await expect(page.getByTestId('sidebar')).toBeVisible();
  });

  test('signing out from the account menu returns to sign-in and locks the dashboard', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('menu')).toContainText(ADMIN);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/authentication(\?|$)/);
    await expect(heading(page)).toHaveText('Sign in');

    // The session is gone for good: a reload and a dashboard visit both end at sign-in.
    await page.reload();
    await expect(heading(page)).toHaveText('Sign in');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/authentication?redirect=%2Fdashboard');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
  });

  test('a wrong password shows the translated invalid-credential message', async ({ page }) => {
    await page.goto('/authentication');
    await signIn(page, ADMIN, 'not-the-password');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Could not sign in');
    await expect(alert).toContainText('The email address or password is not correct.');
    await expect(page).toHaveURL('/authentication');
  });

  test('the same error in Dutch', async ({ page }) => {
    await page.goto('/nl/authentication');
    await signIn(page, ADMIN, 'not-the-password', 'nl');
    await expect(page.getByRole('alert')).toContainText(
      'Het e-mailadres of wachtwoord klopt niet.',
    );
  });

  test('a disabled account gets the user-disabled message', async ({ page }) => {
    await page.goto('/authentication');
    await signIn(page, DISABLED);
    await expect(page.getByRole('alert')).toContainText(
      "This account has been disabled. Ask your company's administrator.",
    );
    await expect(page).toHaveURL('/authentication');
  });

  test('an empty form shows the validation messages and sends nothing', async ({ page }) => {
    await page.goto('/authentication');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();

    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Email address').blur();
    await expect(
      page.getByText('Enter a valid email address, like name@company.nl.'),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('sign-up enforces the minimum of 6 characters', async ({ page }) => {
    await page.goto('/authentication');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(heading(page)).toHaveText('Create an account');
    await expect(page.getByText('At least 6 characters.')).toBeVisible();

    await page.getByLabel('Full name').fill('Eva Test');
    await page.getByLabel('Email address').fill('eva.short@example.com');
    await page.getByLabel('Password').fill('abcde');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByText('Use at least 6 characters.')).toBeVisible();
    await expect(page).toHaveURL('/authentication');
  });

  test('a valid sign-up signs in and lands on Access Denied (a new user has no company)', async ({
    page,
  }) => {
    await page.goto('/authentication');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Full name').fill('Eva Test');
    await page.getByLabel('Email address').fill(`eva.${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('abcdef');
    await page.getByRole('button', { name: 'Create an account' }).click();

    await expect(page).toHaveURL('/dashboard');
    const denied = page.getByTestId('access-denied');
    await expect(denied).toContainText('Access Denied');
    await expect(denied).toContainText('You do not have access to the dashboard.');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
  });

  test('an existing address cannot sign up again', async ({ page }) => {
    await page.goto('/authentication');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Full name').fill('Anouk');
    await page.getByLabel('Email address').fill(ADMIN);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'An account with this email address already exists.',
    );
  });

  test('a user without a company sees Access Denied, also after a reload', async ({ page }) => {
    await page.goto('/dashboard/projects');
    await signIn(page, NO_COMPANY);
    await expect(page).toHaveURL('/dashboard/projects');
    const denied = page.getByTestId('access-denied');
    await expect(denied).toContainText('Access Denied');
    await expect(denied).toContainText('You do not have access to the dashboard.');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Projects' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('access-denied')).toContainText('Access Denied');
  });
});
