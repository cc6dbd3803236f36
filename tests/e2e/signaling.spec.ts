/**
 * Signaling (issue 9) on the demo backend, in English and Dutch: the demo seeds the real TED
 * notices and matches them to "Van Dijk Bouw B.V."; a member sees them with their reasons, filters
 * by band, sorts, marks viewed and resets, opens a tender and creates a project from it (twice:
 * one project). Screenshots of the list and the detail in both languages and colour modes.
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
    band: 'Match score',
    sort: 'Sort by',
    byScore: 'Match score',
    why: 'Why it matches',
    create: 'Create project',
    created: 'Project created from the tender.',
    existing: 'This tender already has a project; opening it.',
    reset: 'Reset viewed',
    unread: /unread again/,
    newMark: 'New',
    closed: 'Closed',
    closedReason: 'Closed: the deadline was',
    mismatches: 'What does not fit',
    total: (n: number) => `Score: ${n} points`,
    score: /^Match score (\d+)$/,
    list: 'Matched tenders',
    notifications: 'Notification settings',
  },
  nl: {
    title: 'Signalering',
    band: 'Matchscore',
    sort: 'Sorteren op',
    byScore: 'Matchscore',
    why: 'Waarom het past',
    create: 'Project aanmaken',
    created: 'Project aangemaakt op basis van de aanbesteding.',
    existing: 'Deze aanbesteding heeft al een project; het wordt geopend.',
    reset: 'Bekeken resetten',
    unread: /weer ongelezen/,
    newMark: 'Nieuw',
    closed: 'Gesloten',
    closedReason: 'Gesloten: de sluitingsdatum was',
    mismatches: 'Wat niet past',
    total: (n: number) => `Score: ${n} punten`,
    score: /^Matchscore (\d+)$/,
    list: 'Gematchte aanbestedingen',
    notifications: 'Meldingsinstellingen',
  },
} as const;

const USERS = { en: SANNE, nl: VAN_DIJK_ADMIN } as const;

async function signInTo(page: Page, lang: Lang) {
  await page.goto('/authentication');
  // The demo's first start stores and matches the real notices; on a loaded machine that is slow.
  await expect(heading(page)).toHaveText(/^(Sign in|Inloggen)$/, { timeout: 120_000 });
  const pageLang = new URL(page.url()).pathname.startsWith('/nl/') ? 'nl' : 'en';
  await signIn(page, USERS[lang].email, PASSWORD, pageLang);
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 60_000 });
}

const rows = (page: Page) => page.getByTestId('signaling-row');

/** The scores of the rows on screen, read from their chips' labels. */
async function scores(page: Page, lang: Lang): Promise<number[]> {
  const labels = await rows(page)
    .locator('[aria-label]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  return labels
    .map((l) => T[lang].score.exec(l)?.[1])
    .filter((s): s is string => s !== undefined)
    .map(Number);
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function shot(page: Page, name: string) {
  await page.mouse.move(1270, 790);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `artifacts/screenshots/${name}.png`, fullPage: true });
}

for (const lang of ['en', 'nl'] as const) {
  test(`signaling (${lang}): matches with reasons, band, sort, viewed and reset, project from a tender`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const t = T[lang];
    await signInTo(page, lang);
    // Client-side navigation: a full load would start the demo (and its matching) again.
    await page.getByTestId('nav-signaling').click();
    await expect(heading(page)).toHaveText(t.title, { timeout: 60_000 });
    await expect(rows(page).first()).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('button', { name: t.notifications })).toBeVisible();

    // Issue 21: the order stays while the user browses. By relevance, opening a tender drops its
    // unread bonus; the list must not move under the next click.
    const titles = () => rows(page).locator('span.MuiTypography-root').allInnerTexts();
    const before = await titles();
    await rows(page).nth(0).click();
    await expect(page.getByRole('dialog').getByText(t.why)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(rows(page).first()).toHaveAttribute('data-viewed', 'true');
    expect(await titles()).toEqual(before);

    // Closed tenders (the demo's real notices are past their deadlines) are marked and never New.
    const closedRow = rows(page).and(page.locator('[data-closed="true"]')).first();
    await expect(closedRow.getByText(t.closed, { exact: true })).toBeVisible();
    await expect(closedRow.getByText(t.newMark, { exact: true })).toHaveCount(0);
    // ... and come after every open one.
    const closedFlags = await rows(page).evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-closed') === 'true'),
    );
    expect(closedFlags.indexOf(true)).toBeGreaterThanOrEqual(0);
    expect(closedFlags.slice(closedFlags.indexOf(true)).every(Boolean)).toBe(true);
    await page.getByRole('button', { name: t.reset }).click();
    await expect(page.getByText(t.unread)).toBeVisible();

    // Sort by match score: best first among the open tenders, then among the closed ones.
    await pick(page, t.sort, t.byScore);
    await expect(page).toHaveURL(/sort=matchScore/);
    await expect
      .poll(async () => {
        const shown = await scores(page, lang);
        const closed = await rows(page).evaluateAll((els) =>
          els.map((e) => e.getAttribute('data-closed') === 'true'),
        );
        return (
          shown.length > 0 &&
          shown.length === closed.length &&
          shown.every(
            (s, k) =>
              k === 0 ||
              (closed[k - 1] === closed[k] ? shown[k - 1]! >= s : !closed[k - 1] && closed[k]),
          )
        );
      })
      .toBe(true);
    const all = await scores(page, lang);

    // Filter by the band of the best match: every row shown is in that band.
    const best = all[0]!;
    const band = best >= 90 ? '90–100' : best >= 70 ? '70–90' : best >= 50 ? '50–70' : '0–50';
    const [min, max] = band.split('–').map(Number) as [number, number];
    await pick(page, t.band, band);
    await expect(page).toHaveURL(new RegExp(`band=${min}-${max}`));
    // The band's query replaces the rows; poll until only the band's scores are on screen.
    await expect
      .poll(async () => {
        const shown = await scores(page, lang);
        return shown.length > 0 && shown.every((s) => s >= min && s <= max);
      })
      .toBe(true);

    // Open the best: its reasons in words; it is marked viewed for this user.
    const first = rows(page).first();
    await expect(first).toHaveAttribute('data-viewed', 'false');
    const firstClosed = (await first.getAttribute('data-closed')) === 'true';
    await expect(
      first.getByText(firstClosed ? t.closed : t.newMark, { exact: true }),
    ).toBeVisible();
    const [chipScore] = await scores(page, lang);
    await first.click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByText(t.why)).toBeVisible();
    await expect(
      panel.getByRole('list', { name: t.why }).getByRole('listitem').first(),
    ).toBeVisible();
    // Issue 21: every reason has its points, and they add up to the score shown.
    const points = await panel
      .getByRole('list', { name: t.why })
      .getByRole('listitem')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-points'))));
    expect(points.every((p) => Number.isInteger(p))).toBe(true);
    expect(points.reduce((a, b) => a + b, 0)).toBe(chipScore);
    await expect(panel.getByTestId('explanation-total')).toHaveAttribute(
      'data-score',
      String(chipScore),
    );
    await expect(panel.getByText(t.total(chipScore!))).toBeVisible();
    if (firstClosed) {
      await expect(panel.getByTestId('closed-mark')).toBeVisible();
      await expect(panel.getByRole('list', { name: t.mismatches })).toContainText(t.closedReason);
    }
    await expect(page).toHaveURL(/tender=/);
    await shot(page, `signaling-detail-${lang}-light`);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(rows(page).first()).toHaveAttribute('data-viewed', 'true');
    await shot(page, `signaling-list-${lang}-light`);

    // Reset viewed: unread again.
    await page.getByRole('button', { name: t.reset }).click();
    await expect(page.getByText(t.unread)).toBeVisible();
    await expect(rows(page).first()).toHaveAttribute('data-viewed', 'false');

    // Create a project from the tender, twice: the second time opens the same project.
    await rows(page).first().click();
    await panel.getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.created)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/projects\/tender-/);
    const projectUrl = page.url();
    const name = await heading(page).textContent();
    expect(name?.length).toBeGreaterThan(0);
    await page.goBack();
    await expect(panel.getByRole('button', { name: t.create })).toBeVisible();
    await panel.getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.existing)).toBeVisible();
    await expect(page).toHaveURL(projectUrl);
    await page.getByTestId('nav-projects').click();
    await expect(page.getByRole('link', { name: name!, exact: true })).toHaveCount(1);
  });
}

for (const lang of ['en', 'nl'] as const) {
  test(`signaling screenshots: ${lang} dark`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      COLOR_MODE_KEY,
      'dark',
    ] as const);
    await signInTo(page, lang);
    await page.getByTestId('nav-signaling').click();
    await expect(rows(page).first()).toBeVisible({ timeout: 120_000 });
    await pick(page, T[lang].sort, T[lang].byScore);
    await shot(page, `signaling-list-${lang}-dark`);
    await rows(page).first().click();
    await expect(page.getByRole('dialog').getByText(T[lang].why)).toBeVisible();
    await shot(page, `signaling-detail-${lang}-dark`);
  });
}
