/**
 * The dashboard (issue 10) on the demo backend, in English and Dutch: the seeded admin creates a
 * project with a submission deadline in five days through the UI; the demo's real TED notices
 * are matched to the company on first use. The dashboard then shows the figures, the deadline
 * with its days left, this week's matches, both charts (and their tables) and the usage card;
 * the deadline opens the project from the keyboard. Screenshots in light and dark.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { COLOR_MODE_KEY, PASSWORD, heading, signIn } from './support/app';
import { createProjectWithDeadline } from './support/projectDeadline';
import { NOORDZEE_ADMIN, VAN_DIJK_ADMIN, type Lang } from './support/users';

// The first dashboard load waits for the demo to store and match the notices: slow on a busy box.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ timezoneId: 'Europe/Amsterdam' });

const T = {
  en: {
    title: 'Dashboard',
    deadline: 'Submission deadline',
    deadlines: 'Deadlines in the next 14 days',
    daysLeft: '5 days left',
    matches: 'New matches this week',
    openSignaling: /Open Signaling$/,
    matchCount: /^\d+\+? new match(es)? — Open Signaling$/,
    matchesChart: 'Matches per week by score band',
    statusChart: 'Projects by status',
    showTable: 'Show as table',
    usage: 'AI usage this month',
    activity: 'Recent activity',
    created: (name: string) => `Project “${name}” created`,
    draft: 'Draft',
  },
  nl: {
    title: 'Dashboard',
    deadline: 'Uiterste inschrijfdatum',
    deadlines: 'Deadlines in de komende 14 dagen',
    daysLeft: 'Nog 5 dagen',
    matches: 'Nieuwe matches deze week',
    openSignaling: /Signalering openen$/,
    matchCount: /^\d+\+? nieuwe match(es)? — Signalering openen$/,
    matchesChart: 'Matches per week per scoreband',
    statusChart: 'Projecten per status',
    showTable: 'Als tabel tonen',
    usage: 'AI-gebruik deze maand',
    activity: 'Recente activiteit',
    created: (name: string) => `Project ‘${name}’ aangemaakt`,
    draft: 'Concept',
  },
} as const;

const ADMINS = { en: NOORDZEE_ADMIN, nl: VAN_DIJK_ADMIN } as const;
const PROJECT = { en: 'Quay wall north', nl: 'Kademuur Noord' } as const;

async function signInTo(page: Page, lang: Lang) {
  await page.goto('/authentication');
  await expect(heading(page)).toHaveText(/^(Sign in|Inloggen)$/, { timeout: 120_000 });
  const pageLang = new URL(page.url()).pathname.startsWith('/nl/') ? 'nl' : 'en';
  await signIn(page, ADMINS[lang].email, PASSWORD, pageLang);
  await expect(page).toHaveURL(lang === 'nl' ? /\/nl\/dashboard$/ : /\/dashboard$/);
  await expect(heading(page)).toHaveText(T[lang].title);
}

async function shot(page: Page, name: string) {
  // A toast from the last save would cover the charts.
  await expect(page.locator('.notistack-MuiContent')).toHaveCount(0, { timeout: 15_000 });
  await page.mouse.move(1270, 790);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `artifacts/screenshots/${name}.png`, fullPage: true });
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

for (const lang of ['en', 'nl'] as const) {
  test(`dashboard (${lang}): figures, attention, charts and usage after seeded work; an item opens its project`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    const t = T[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInTo(page, lang);
    await createProjectWithDeadline(page, lang, PROJECT[lang]);

    await page.getByTestId('nav-dashboard').click();
    await expect(heading(page)).toHaveText(t.title);
    // The first read of the matches waits for the demo to store and match the notices.
    await expect(page.getByTestId('figure-activeProjects')).toHaveText('1', { timeout: 180_000 });
    await expect
      // '30+' when the week has more matches than one load reads.
      .poll(async () =>
        Number.parseInt(
          (await page.getByTestId('figure-matchesThisWeek').textContent())!.replace(/\D/g, ''),
          10,
        ),
      )
      .toBeGreaterThan(0);

    const deadlines = region(page, t.deadlines);
    const item = deadlines.getByRole('link', { name: new RegExp(PROJECT[lang]) });
    await expect(item).toContainText(t.daysLeft);
    await expect(item).toContainText(t.deadline);

    const matches = region(page, t.matches);
    await expect(matches.getByRole('link')).not.toHaveCount(0);
    await expect(matches.getByRole('link', { name: t.openSignaling })).toHaveText(t.matchCount);

    const matchesChart = region(page, t.matchesChart);
    await expect(matchesChart.locator('svg').first()).toBeVisible();
    await matchesChart.getByRole('button', { name: t.showTable }).click();
    await expect(matchesChart.getByRole('table').getByRole('row')).toHaveCount(9);

    const statusChart = region(page, t.statusChart);
    await statusChart.getByRole('button', { name: t.showTable }).click();
    await expect(statusChart.getByRole('table').getByRole('row')).toHaveText([
      /Status/,
      `${t.draft}1`,
    ]);

    await expect(region(page, t.usage)).toBeVisible();
    await expect(region(page, t.activity)).toContainText(t.created(PROJECT[lang]));
    await shot(page, `dashboard-${lang}-light`);

    // A fresh load with the session kept, in dark mode.
    await page.evaluate(([key]) => window.localStorage.setItem(key!, 'dark'), [COLOR_MODE_KEY]);
    await page.reload();
    await expect(page.getByTestId('figure-activeProjects')).toHaveText('1', { timeout: 120_000 });
    await expect(region(page, t.matchesChart).locator('svg').first()).toBeVisible();
    await shot(page, `dashboard-${lang}-dark`);

    // The deadline opens its project, from the keyboard.
    await region(page, t.deadlines)
      .getByRole('link', { name: new RegExp(PROJECT[lang]) })
      .focus();
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText(PROJECT[lang]);
    await expect(page).toHaveURL(/\/dashboard\/projects\/[A-Za-z0-9]+$/);
  });
}
