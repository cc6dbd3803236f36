/**
 * Phones (issue 21 item 6): at a 390 px wide screen every main page fits, in English and Dutch —
 * the page is never wider than the screen (document.scrollingElement.scrollWidth > innerWidth
 * fails) — and the signaling drawer's Create project is on screen. Screenshots of each page in
 * artifacts/screenshots/phone-*.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { PASSWORD, heading, signIn } from './support/app';
import { SANNE, VAN_DIJK_ADMIN, type Lang } from './support/users';

const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Amsterdam' });

const USERS = { en: SANNE, nl: VAN_DIJK_ADMIN } as const;
const prefix = (lang: Lang) => (lang === 'nl' ? '/nl' : '');
const CREATE_PROJECT = { en: 'Create project', nl: 'Project aanmaken' } as const;

/** The main pages (paths under /dashboard) and a name for their screenshots. */
const PAGES = [
  ['dashboard', ''],
  ['signaling', '/signaling'],
  ['projects', '/projects'],
  ['knowledgebase', '/knowledgebase'],
  ['company-profile', '/company-profile'],
  ['help', '/help'],
  ['customers', '/customers'],
  ['visuals', '/visuals'],
  ['notifications', '/notifications'],
] as const;

async function signInTo(page: Page, lang: Lang) {
  await page.goto(`${prefix(lang)}/authentication`);
  await expect(heading(page)).toHaveText(/^(Sign in|Inloggen)$/, { timeout: 120_000 });
  await signIn(page, USERS[lang].email, PASSWORD, lang);
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 60_000 });
}

/** How far the page is wider than the screen (0 when it fits). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `artifacts/screenshots/phone-${name}.png`, fullPage: true });
}

for (const lang of ['en', 'nl'] as const) {
  test(`phone (${lang}): every main page fits 390 px, the signaling drawer's actions on screen`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signInTo(page, lang);
    const wider: string[] = [];
    for (const [name, path] of PAGES) {
      await page.goto(`${prefix(lang)}/dashboard${path}`);
      await expect(heading(page)).toBeVisible({ timeout: 60_000 });
      if (name === 'signaling')
        await expect(page.getByTestId('signaling-row').first()).toBeVisible({ timeout: 120_000 });
      // Let lazy parts (charts, lists) settle before measuring.
      await page.waitForLoadState('networkidle');
      await shot(page, `${name}-${lang}`);
      const extra = await overflow(page);
      if (extra > 0) wider.push(`${name}: ${extra}px wider`);
    }

    // The signaling drawer: open the first tender; Create project is within the screen.
    await page.goto(`${prefix(lang)}/dashboard/signaling`);
    await page.getByTestId('signaling-row').first().click();
    const panel = page.getByRole('dialog');
    const create = panel.getByRole('button', { name: CREATE_PROJECT[lang] });
    await expect(create).toBeVisible();
    const box = (await create.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `artifacts/screenshots/phone-signaling-drawer-${lang}.png` });
    const drawerExtra = await overflow(page);
    if (drawerExtra > 0) wider.push(`signaling drawer: ${drawerExtra}px wider`);

    // A project's page with its draft view: made from the tender.
    await create.click();
    await expect(page).toHaveURL(/\/dashboard\/projects\/tender-/, { timeout: 60_000 });
    await expect(heading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, `project-draft-${lang}`);
    const projectExtra = await overflow(page);
    if (projectExtra > 0) wider.push(`project: ${projectExtra}px wider`);

    expect(wider).toEqual([]);
  });
}
