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
  const isManifest = (url: URL) => url.pathname === '/builds/latest.json';

  test('after a new build is seen the next navigation is a full page load, at most once per path per 10 s', async ({
    page,
  }) => {
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/authentication');
    await signIn(page, ADMIN);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    const realId = (await (await page.request.get('/builds/latest.json')).json()).id as string;

    // Nothing new yet: in-app navigation stays in the same document.
    await setMarker(page);
    await page.getByTestId('nav-help').click();
    await expect(heading(page)).toHaveText(/^Help/);
    expect(await hasMarker(page)).toBe(true);

    // A new deployment appears. The app checks on returning to the tab (and every VITE_DEPLOY_CHECK_MS).
    await page.route(isManifest, (route) =>
      route.fulfill({
        json: { id: `${realId}-next`, timestamp: Date.now() },
        headers: { 'cache-control': 'no-store' },
      }),
    );
    const seen = page.waitForResponse((response) => isManifest(new URL(response.url())));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const response = await seen;
    expect(new URL(response.url()).searchParams.get('t')).toMatch(/^\d+$/);
    await page.waitForTimeout(300); // let the watcher read the body

    // The next navigation is a full load of its target; the session survives it.
    const loadsBefore = loads;
    const reloadChecked = page.waitForResponse((r) => isManifest(new URL(r.url())));
    await page.getByTestId('nav-projects').click();
    await expect.poll(() => loads).toBe(loadsBefore + 1);
    await expect(page).toHaveURL('/dashboard/projects');
    await expect(heading(page)).toHaveText('Projects');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    expect(await hasMarker(page)).toBe(false);

    // The reloaded page still sees the newer build (the route keeps answering with it), so another
    // path reloads as well ...
    await reloadChecked;
    await page.waitForTimeout(300);
    await setMarker(page);
    await page.getByTestId('nav-signaling').click();
    await expect.poll(() => loads).toBe(loadsBefore + 2);
    await expect(heading(page)).toHaveText('Signaling');
    expect(await hasMarker(page)).toBe(false);

    // ... but going back to /dashboard/projects within 10 s of its reload is an in-app navigation.
    await page.waitForTimeout(300);
    await setMarker(page);
    await page.getByTestId('nav-projects').click();
    await expect(page).toHaveURL('/dashboard/projects');
    await expect(heading(page)).toHaveText('Projects');
    await page.waitForTimeout(500);
    expect(await hasMarker(page)).toBe(true);
    expect(loads).toBe(loadsBefore + 2);
  });
});
