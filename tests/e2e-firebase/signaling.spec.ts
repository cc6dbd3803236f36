import { expect, test, type Page } from '@playwright/test';
import { heading } from '../e2e/support/app';
import { VAN_DIJK_ADMIN, type Lang } from '../e2e/support/users';
import { resetEmulators } from './support/emulators';
import { shoot } from './support/screens';
import { openSignedIn, switchLanguage } from './support/session';

/**
 * Signaling on the firebase backend (issue 22 item 1): the emulators start with no tenders; Van
 * Dijk's admin presses "Fetch new tenders now", and the callable ingestTendersNow runs the
 * schedule's own ingestion and matching in the Functions emulator, reading the real notices in
 * ../shared/data/ted from the suite's local TED/TenderNed stand-in (never the internet). The
 * matches it wrote to Firestore then show in the list; a tender's explanation adds up to its
 * score, a vote (callable rateTenderMatch) is stored and shown again after a reload, and a
 * project is made from the tender once (callable createProjectFromTender). One signed-in
 * session for the file: the fetch runs once (it is allowed once per 10 minutes), the walk runs in
 * Dutch (the admin's language) and then in English.
 */
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'Europe/Amsterdam' });

const T = {
  nl: {
    title: 'Signalering',
    empty: 'Er passen nog geen aanbestedingen bij je bedrijfsprofiel.',
    fetch: 'Nu nieuwe aanbestedingen ophalen',
    fetched: /^\d+ nieuwe aanbesteding(en)?, \d+ gewijzigd\.$/,
    why: 'Waarom het past',
    total: (n: number) => `Score: ${n} punten`,
    score: /^Matchscore (\d+)$/,
    up: 'Goede match',
    down: 'Slechte match',
    create: 'Project aanmaken',
    created: 'Project aangemaakt op basis van de aanbesteding.',
    existing: 'Deze aanbesteding heeft al een project; het wordt geopend.',
    projects: 'Projecten',
    bellIdle: 'Meldingen openen',
    unread: '1 ongelezen melding',
    panel: 'Meldingen',
    matchesNote: /\d+ nieuwe aanbesteding(en)? pas(t|sen) bij je bedrijfsprofiel/,
  },
  en: {
    title: 'Signaling',
    empty: 'No tenders match your company profile yet.',
    fetch: 'Fetch new tenders now',
    fetched: /^\d+ new tenders?, \d+ changed\.$/,
    why: 'Why it matches',
    total: (n: number) => `Score: ${n} points`,
    score: /^Match score (\d+)$/,
    up: 'Good match',
    down: 'Poor match',
    create: 'Create project',
    created: 'Project created from the tender.',
    existing: 'This tender already has a project; opening it.',
    projects: 'Projects',
    bellIdle: 'Open notifications',
    panel: 'Notifications',
    viewAll: 'View all updates',
    matchesNote: /\d+ new tenders? match(es)? your company profile/,
  },
} as const;

let page: Page;
/** The name of the project the first walk made from its tender (the tender's title). */
let madeFrom = '';

test.beforeAll(async ({ browser }) => {
  await resetEmulators();
  page = await openSignedIn(browser, VAN_DIJK_ADMIN.email, 'nl', {
    timezoneId: 'Europe/Amsterdam',
  });
});
test.afterAll(async () => {
  await page?.context().close();
});

const rows = () => page.getByTestId('signaling-row');

async function scoreOf(row: ReturnType<typeof rows>, lang: Lang): Promise<number> {
  const labels = await row
    .locator('[aria-label]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const match = labels.map((l) => T[lang].score.exec(l)).find(Boolean);
  expect(match, `a score chip in the row (${labels.join(' | ')})`).toBeTruthy();
  return Number(match![1]);
}

test('nl: a fresh start has no tenders; the admin fetches them through the function', async () => {
  // The fetch parses and stores every real notice and matches them, in the Functions emulator.
  test.setTimeout(600_000);
  const t = T.nl;
  await page.getByTestId('nav-signaling').click();
  await expect(heading(page)).toHaveText(t.title);
  await expect(page.getByText(t.empty)).toBeVisible();
  await expect(rows()).toHaveCount(0);

  await page.getByRole('button', { name: t.fetch }).click();
  const done = page.getByText(t.fetched);
  await expect(done).toBeVisible({ timeout: 360_000 });
  const created = Number(/^(\d+)/.exec((await done.textContent()) ?? '')![1]);
  expect(created).toBeGreaterThan(0);
  // The function's matches arrive through the list's live Firestore query.
  await expect(rows().first()).toBeVisible();
  await expect(page.getByText(t.empty)).toHaveCount(0);
  await shoot(page, 'signaling-fetched-nl');
});

const bell = () => page.getByTestId('notifications-button');

test("nl: the fetch's notification rings the bell; opening it leads to Signaling, read", async () => {
  test.setTimeout(180_000);
  const t = T.nl;
  // The run's new matches above the company's threshold are one notification (issue 10).
  await expect(bell()).toHaveAccessibleName(t.unread);
  await page.getByTestId('nav-projects').click();
  await expect(heading(page)).toHaveText(t.projects);
  await bell().click();
  const panel = page.getByRole('dialog', { name: t.panel });
  const item = panel.getByTestId('notification').filter({ hasText: t.matchesNote });
  await expect(item).toHaveCount(1);
  await item.click();
  await expect(page).toHaveURL(/\/nl\/dashboard\/signaling/);
  await expect(heading(page)).toHaveText(t.title);
  await expect(bell()).toHaveAccessibleName(t.bellIdle);
});

for (const lang of ['nl', 'en'] as const) {
  test(`${lang}: a tender's explanation adds up to its score; a vote is stored; a project is made once`, async () => {
    test.setTimeout(360_000);
    const t = T[lang];
    if (lang === 'en') {
      await switchLanguage(page, 'en');
      await expect(heading(page)).toHaveText(t.title);
    }
    // Each language takes its own tender: not the one the Dutch walk made a project from.
    const row = madeFrom ? rows().filter({ hasNotText: madeFrom }).first() : rows().first();
    const score = await scoreOf(row, lang);
    await row.click();
    const panel = page.getByRole('dialog');
    const reasons = panel.getByRole('list', { name: t.why });
    await expect(reasons.getByRole('listitem').first()).toBeVisible();
    const points = await reasons
      .getByRole('listitem')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-points'))));
    expect(points.reduce((a, b) => a + b, 0)).toBe(score);
    await expect(panel.getByText(t.total(score))).toBeVisible();
    const tenderUrl = page.url();
    expect(tenderUrl).toMatch(/tender=/);
    await shoot(page, `signaling-detail-${lang}`);

    // A vote: stored by the callable, and read back from Firestore after a reload.
    const up = panel.getByRole('button', { name: t.up });
    await up.click();
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('dialog').getByRole('button', { name: t.up })).toHaveAttribute(
      'aria-pressed',
      'true',
      { timeout: 90_000 },
    );
    await expect(page.getByRole('dialog').getByRole('button', { name: t.down })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // A project from the tender; asked again, the same project opens.
    await page.getByRole('dialog').getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.created)).toBeVisible({ timeout: 90_000 });
    await expect(page).toHaveURL(/\/dashboard\/projects\/tender-/);
    const projectUrl = page.url();
    const name = (await heading(page).textContent()) ?? '';
    expect(name.length).toBeGreaterThan(0);
    madeFrom = name;
    await page.goBack();
    await page.getByRole('dialog').getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.existing)).toBeVisible({ timeout: 90_000 });
    await expect(page).toHaveURL(projectUrl);
    await page.getByTestId('nav-projects').click();
    await expect(heading(page)).toHaveText(t.projects);
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(1);
    await page.getByTestId('nav-signaling').click();
    await expect(rows().first()).toBeVisible();
  });
}

test('en: all updates list the tender notification, read', async () => {
  test.setTimeout(120_000);
  const t = T.en;
  await bell().click();
  const panel = page.getByRole('dialog', { name: t.panel });
  await panel.getByRole('link', { name: t.viewAll }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  const list = page.getByRole('list', { name: t.panel });
  await expect(list.getByTestId('notification').filter({ hasText: t.matchesNote })).toHaveCount(1);
  await expect(list.locator('[data-read="false"]')).toHaveCount(0);
  await shoot(page, 'notifications-en');
});
