/**
 * The demo saves only what changed (issue 22 item 6: its documents live in shards, and the tenders
 * and matches load after the first render): a project created and a tender opened (marked viewed,
 * a write among the deferred matches) are both there after a full reload, and so is everything
 * else the list shows.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { PASSWORD, heading, signIn } from './support/app';
import { VAN_DIJK_ADMIN } from './support/users';

const expect = baseExpect.configure({ timeout: 30_000 });
const PROJECT = 'Herinrichting Stationsplein (bewaard)';

test('demo store (nl): a new project and a viewed tender survive a reload, nothing else lost', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto('/nl/authentication');
  await expect(heading(page)).toHaveText('Inloggen', { timeout: 120_000 });
  await signIn(page, VAN_DIJK_ADMIN.email, PASSWORD, 'nl');
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 60_000 });

  // A tender opened: marked viewed for this user (its match document is written).
  await page.getByTestId('nav-signaling').click();
  const rows = page.getByTestId('signaling-row');
  await expect(rows.first()).toBeVisible({ timeout: 120_000 });
  const unviewed = rows.and(page.locator('[data-viewed="false"]')).first();
  const title = (await unviewed.locator('span.MuiTypography-root').first().innerText()).trim();
  await unviewed.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  const viewedRow = rows.filter({ hasText: title }).first();
  await expect(viewedRow).toHaveAttribute('data-viewed', 'true');
  // The matches load after the first render: count the list once two readings half a second apart
  // agree, and compare with a retrying assertion after the reload.
  let rowCount = -1;
  await expect
    .poll(
      async () => {
        const previous = rowCount;
        rowCount = await rows.count();
        return rowCount === previous;
      },
      { intervals: [500] },
    )
    .toBe(true);

  // A project created (a document among those the first render reads).
  await page.getByTestId('nav-projects').click();
  const projectRows = page.locator('main tbody tr');
  await expect(heading(page)).toHaveText('Projecten', { timeout: 60_000 });
  await expect(page.getByRole('combobox', { name: 'Sorteren op' })).toBeVisible();
  const projectsBefore = await projectRows.count(); // the seed gives Van Dijk none
  await page.getByRole('button', { name: 'Nieuw project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw project' });
  await dialog.getByRole('textbox', { name: 'Projectnaam' }).fill(PROJECT);
  await dialog.getByRole('button', { name: 'Project aanmaken' }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+/, { timeout: 60_000 });
  await expect(page.getByText(PROJECT).first()).toBeVisible();

  // A full reload reads everything back from IndexedDB.
  await page.goto('/nl/dashboard/projects');
  await expect(page.locator('main tbody tr').filter({ hasText: PROJECT })).toBeVisible({
    timeout: 60_000,
  });
  await expect(projectRows).toHaveCount(projectsBefore + 1);

  await page.goto('/nl/dashboard/signaling');
  await expect(rows.first()).toBeVisible({ timeout: 120_000 });
  await expect(rows.filter({ hasText: title }).first()).toHaveAttribute('data-viewed', 'true');
  await expect(rows).toHaveCount(rowCount);
});
