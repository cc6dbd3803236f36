import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/app';

/**
 * The only toast the shell raises so far is 'Could not sign out'. The demo backend signs out by
 * removing its session key from localStorage, so making Storage.removeItem throw is a real fault
 * (a browser with broken storage) that reaches the real toast; no test-only UI is involved.
 */
test('a failed sign-out shows a toast bottom-right, and F8 moves focus to it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.evaluate(() => {
    Storage.prototype.removeItem = () => {
      throw new DOMException('storage is broken', 'SecurityError');
    };
  });

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  const toast = region.locator('.notistack-MuiContent');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('Could not sign out. Check your connection and try again.');
  // Still signed in, still on the dashboard.
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('sidebar')).toBeVisible();

  // Bottom-right of the viewport.
  const box = await toast.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeGreaterThan(viewport.width * 0.75);
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height * 0.75);

  await expect(toast).not.toBeFocused();
  await page.keyboard.press('F8');
  await expect(toast).toBeFocused();

  // Shown for 5000 ms, then removed.
  await expect(toast).toHaveCount(0, { timeout: 8000 });
});
