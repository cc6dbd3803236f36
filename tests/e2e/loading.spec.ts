import { expect, test, type Page, type Request } from '@playwright/test';
import { hasMarker, heading, setMarker, signIn, ADMIN } from './support/app';

const chunkName = (request: Request) =>
  /\/assets\/([^/]+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];

function recordChunks(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = chunkName(request);
    if (name) names.push(name);
  });
  return names;
}

test('route chunks load on demand: sign-in never fetches the dashboard, a dashboard page fetches its own chunk', async ({
  page,
}) => {
  const chunks = recordChunks(page);
  await page.goto('/authentication');
  await expect(heading(page)).toHaveText('Sign in');
  expect(chunks).toContain('AuthenticationPage');
  expect(chunks).toContain('AuthLayout');
  for (const name of ['DashboardLayout', 'DashboardPage', 'ProjectsPage', 'firebase'])
    expect(chunks).not.toContain(name);

  await signIn(page, ADMIN);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  expect(chunks).toContain('DashboardLayout');
  expect(chunks).toContain('DashboardPage');
  expect(chunks).not.toContain('ProjectsPage');

  const before = chunks.length;
  await page.getByTestId('nav-projects').click();
  await expect(heading(page)).toHaveText('Projects');
  expect(chunks.slice(before)).toContain('ProjectsPage');
  expect(chunks).not.toContain('firebase');
});

test('hovering a sidebar link preloads its page chunk before the click', async ({ page }) => {
  const chunks = recordChunks(page);
  await page.goto('/authentication');
  await signIn(page, ADMIN);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  expect(chunks).not.toContain('VisualsPage');
  await page.getByTestId('nav-visuals').hover();
  await expect.poll(() => chunks.includes('VisualsPage')).toBe(true);
  await expect(page).toHaveURL('/dashboard');
});

test.describe('new deployment detection', () => {
  const isManifest = (url: string) => new URL(url).pathname === '/builds/latest.json';

  /**
   * Waits until the app knows about the newer build. The app checks on load, every
   * VITE_DEPLOY_CHECK_MS and when the tab becomes visible; once it has seen a new build it stops
   * fetching. So: trigger checks until one of them no longer fetches the manifest.
   */
  async function waitUntilNewBuildSeen(page: Page) {
    let fetches = 0;
    const count = (request: Request) => {
      if (isManifest(request.url())) fetches++;
    };
    page.on('request', count);
    try {
      await expect
        .poll(
          async () => {
            const before = fetches;
            await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
            await page.waitForTimeout(400);
            return fetches === before;
          },
          { timeout: 20_000, intervals: [0] },
        )
        .toBe(true);
    } finally {
      page.off('request', count);
    }
  }

  test('after a new build is seen the next navigation is a full page load, at most once per path per 10 s', async ({
    page,
  }) => {
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/authentication');
    await signIn(page, ADMIN);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    const realId = (await (await page.request.get('/builds/latest.json')).json()).id as string;

    // Nothing new yet: a check fetches the manifest (with a timestamp query) and in-app
    // navigation stays in the same document.
    const checked = page.waitForRequest((request) => isManifest(request.url()));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(new URL((await checked).url()).searchParams.get('t')).toMatch(/^\d+$/);
    await setMarker(page);
    await page.getByTestId('nav-help').click();
    await expect(heading(page)).toHaveText(/^Help/);
    expect(await hasMarker(page)).toBe(true);
    const loadsBefore = loads;

    // A new deployment appears.
    await page.route(
      (url) => isManifest(url.href),
      (route) =>
        route.fulfill({
          json: { id: `${realId}-next`, timestamp: Date.now() },
          headers: { 'cache-control': 'no-store' },
        }),
    );
    await waitUntilNewBuildSeen(page);

    // The next navigation is a full load of its target; the session survives it. Light pages
    // (Visuals, Signaling) keep the three steps well inside the guard's 10 s on a busy machine.
    await page.getByTestId('nav-visuals').click();
    await expect.poll(() => loads).toBe(loadsBefore + 1);
    await expect(page).toHaveURL('/dashboard/visuals');
    await expect(heading(page)).toHaveText('Visuals');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    expect(await hasMarker(page)).toBe(false);

    // The reloaded app sees the newer build too (the route keeps answering with it), so a
    // navigation to another path reloads as well ...
    await waitUntilNewBuildSeen(page);
    await setMarker(page);
    await page.getByTestId('nav-signaling').click();
    await expect.poll(() => loads).toBe(loadsBefore + 2);
    await expect(heading(page)).toHaveText('Signaling');
    expect(await hasMarker(page)).toBe(false);

    // ... but going back to /dashboard/visuals within 10 s of its reload is an in-app navigation,
    // although this page, too, knows about the newer build.
    await waitUntilNewBuildSeen(page);
    await setMarker(page);
    await page.getByTestId('nav-visuals').click();
    await expect(page).toHaveURL('/dashboard/visuals');
    await expect(heading(page)).toHaveText('Visuals');
    await page.waitForTimeout(500);
    expect(await hasMarker(page)).toBe(true);
    expect(loads).toBe(loadsBefore + 2);
  });
});
