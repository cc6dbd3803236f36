/**
 * The demo's digest preview (issue 9 item 7): in the notification settings dialog, "Preview digest"
 * shows the e-mail core renders for the signed-in user, in their language, in a sandboxed frame,
 * with links to the tenders on the Signaling page. Screenshots in both languages, light and dark.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { COLOR_MODE_KEY, PASSWORD, heading, signIn } from './support/app';
import { SANNE, VAN_DIJK_ADMIN, type Lang } from './support/users';

// First start parses the seeded notices into matches in the browser; give it time on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ timezoneId: 'Europe/Amsterdam' });

const T = {
  en: {
    title: 'Signaling',
    notifications: 'Notification settings',
    minScore: 'Minimum match score',
    preview: 'Preview digest',
    previewTitle: 'Digest preview',
    frame: 'Tender digest e-mail',
    subject: /^\d+ new tenders? for Van Dijk Bouw B\.V\.$/,
    greeting: `Hello ${SANNE.name},`,
    open: 'Open the Signaling page',
    close: 'Close',
  },
  nl: {
    title: 'Signalering',
    notifications: 'Meldingsinstellingen',
    minScore: 'Minimale matchscore',
    preview: 'Voorbeeld overzicht',
    previewTitle: 'Voorbeeld van het overzicht',
    frame: 'E-mail met aanbestedingsoverzicht',
    subject: /^\d+ nieuwe aanbestedingen? voor Van Dijk Bouw B\.V\.$/,
    greeting: `Hallo ${VAN_DIJK_ADMIN.name},`,
    open: 'Open de pagina Signalering',
    close: 'Sluiten',
  },
} as const;

const USERS = { en: SANNE, nl: VAN_DIJK_ADMIN } as const;
const prefix = (lang: Lang) => (lang === 'nl' ? '/nl' : '');

async function openPreview(page: Page, lang: Lang) {
  const t = T[lang];
  await page.goto('/authentication');
  await expect(heading(page)).toHaveText(/^(Sign in|Inloggen)$/, { timeout: 90_000 });
  const pageLang = new URL(page.url()).pathname.startsWith('/nl/') ? 'nl' : 'en';
  await signIn(page, USERS[lang].email, PASSWORD, pageLang);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.goto(`${prefix(lang)}/dashboard/signaling`);
  await expect(heading(page)).toHaveText(t.title, { timeout: 90_000 });
  await expect(page.getByTestId('signaling-row').first()).toBeVisible({
    timeout: 120_000,
  });
  await page.getByRole('button', { name: t.notifications }).click();
  const settings = page.getByRole('dialog', { name: t.notifications });
  await expect(settings).toBeVisible();
  const minScore = settings.getByLabel(t.minScore);
  // Users see the settings read-only; managers can lower the threshold to preview more tenders.
  if (await minScore.isEditable()) await minScore.fill('0');
  await settings.getByRole('button', { name: t.preview }).click();
  const preview = page.getByRole('dialog', { name: t.previewTitle });
  await expect(preview.getByText(t.subject)).toBeVisible({ timeout: 60_000 });
  return preview;
}

for (const lang of ['en', 'nl'] as const) {
  test(`digest preview (${lang}): the user's e-mail in their language with links to the tenders`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const t = T[lang];
    const preview = await openPreview(page, lang);
    const mail = page.frameLocator(`iframe[title="${t.frame}"]`);
    await expect(mail.getByText(t.greeting)).toBeVisible();
    await expect(mail.getByRole('link', { name: t.open })).toHaveAttribute(
      'href',
      new RegExp(`${prefix(lang)}/dashboard/signaling$`),
    );
    const first = mail.locator('a[href*="/dashboard/signaling?tender="]').first();
    await expect(first).toHaveAttribute(
      'href',
      new RegExp(`^http://[^/]+${prefix(lang)}/dashboard/signaling\\?tender=[\\w-]+$`),
    );
    await page.mouse.move(1270, 790);
    await page.screenshot({ path: `artifacts/screenshots/digest-preview-${lang}-light.png` });
    await preview.getByRole('button', { name: t.close }).click();
    await expect(preview).toBeHidden();
  });

  test(`digest preview screenshot: ${lang} dark`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      COLOR_MODE_KEY,
      'dark',
    ] as const);
    await openPreview(page, lang);
    await page.mouse.move(1270, 790);
    await page.screenshot({ path: `artifacts/screenshots/digest-preview-${lang}-dark.png` });
  });
}
