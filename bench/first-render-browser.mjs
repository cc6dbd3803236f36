// The browser side of bench/first-render.mjs (issue 22, item 7): serving a build, the script that
// marks the first screen from the page's first byte, and the measurements of the sign-in page and
// the demo dashboard in Chromium. A module of that bench, not a bench of its own.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { gzipOf, root } from './first-render-files.mjs';

/* global document, window, MutationObserver -- firstScreenProbe runs in the page */

export const port = Number(process.env.FIRST_RENDER_PORT ?? 4392);
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN = { email: 'admin@vandijk.example', password: 'Tender-Demo-2026' };
/** The messages' top-level namespaces: a visible 'auth.signIn' is a bare key on screen. */
const namespaces = Object.keys(JSON.parse(readFileSync(`${root}locales/en.json`, 'utf8')));

export async function serve(dist) {
  const server = spawn(process.execPath, ['tests/e2e/support/serve-dist.mjs', String(port)], {
    cwd: root,
    env: { ...process.env, E2E_DIST: dist },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('serve-dist:') && resolve());
    server.once('exit', (code) => reject(new Error(`serve-dist exited (${code})`)));
  });
  return server;
}

/**
 * Runs in the page from its first byte: records (performance.now()) the first moment `ready()`
 * holds after a DOM change — the first screen — and whether any text on screen then was a bare
 * message key ('auth.signIn'), i.e. strings flashing as keys.
 */
function firstScreenProbe({ kind, namespaces: known }) {
  const keyPattern = new RegExp(`(^|\\s)(${known.join('|')})\\.[a-zA-Z][\\w.]*`);
  const visible = (el) => el && el.getClientRects().length > 0;
  const ready = () => {
    if (kind === 'signin') {
      return (
        visible(document.querySelector('input[type="email"]')) &&
        visible(document.querySelector('input[type="password"]')) &&
        visible(document.querySelector('form button[type="submit"]')) &&
        visible(document.querySelector('h1'))
      );
    }
    return visible(document.querySelector('[data-testid="figure-activeProjects"]'));
  };
  const state = { at: null, keysShown: [] };
  window.__firstScreen = state;
  const check = () => {
    const text = document.body?.innerText ?? '';
    const key = keyPattern.exec(text);
    if (key && state.keysShown.length < 5) state.keysShown.push(key[0].trim());
    if (state.at === null && ready()) state.at = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

/**
 * JS files whose download ended before the first screen (the browser's own resource timing), and
 * apart from them those that ended after it: requested when idle, on pointing, or by the first
 * screen's render for what comes next (the dashboard's charts).
 */
async function scriptsBeforeFirstScreen(page, dist, kind) {
  await page.waitForFunction(() => window.__firstScreen?.at !== null, null, { timeout: 120_000 });
  await page.waitForTimeout(2500); // let idle-time loads happen, to list them apart
  const { at, keysShown, entries } = await page.evaluate(() => ({
    ...window.__firstScreen,
    entries: performance
      .getEntriesByType('resource')
      .map((e) => ({ name: e.name, end: e.responseEnd })),
  }));
  const scripts = entries.filter((e) => /\.m?js$/.test(new URL(e.name).pathname));
  const size = (list) =>
    list.reduce(
      (acc, e) => {
        const { raw, gzip } = gzipOf(dist, new URL(e.name).pathname);
        return { raw: acc.raw + raw, gzip: acc.gzip + gzip, files: acc.files + 1 };
      },
      { raw: 0, gzip: 0, files: 0 },
    );
  return {
    kind,
    atMs: at,
    keysShown,
    before: size(scripts.filter((e) => e.end <= at)),
    after: size(scripts.filter((e) => e.end > at)),
    files: scripts.filter((e) => e.end <= at).map((e) => new URL(e.name).pathname),
  };
}

export async function withBrowser(run) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

export async function measureSignIn(browser, dist, path, locale) {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, locale });
  try {
    const page = await context.newPage();
    await page.addInitScript(firstScreenProbe, { kind: 'signin', namespaces });
    await page.goto(path);
    return await scriptsBeforeFirstScreen(page, dist, 'signin');
  } finally {
    await context.close();
  }
}

/** Signs the demo admin in, then loads /dashboard afresh with an empty HTTP cache. */
export async function measureDemoDashboard(browser, dist) {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-GB',
  });
  try {
    const first = await context.newPage();
    await first.goto('/authentication');
    await first.getByLabel('Email address').fill(ADMIN.email);
    await first.getByLabel('Password').fill(ADMIN.password);
    await first.getByRole('button', { name: 'Sign in', exact: true }).click();
    await first.getByTestId('figure-activeProjects').waitFor({ timeout: 180_000 });
    await first.waitForTimeout(1500);
    await first.close();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.addInitScript(firstScreenProbe, { kind: 'dashboard', namespaces });
    await page.goto('/dashboard');
    return await scriptsBeforeFirstScreen(page, dist, 'dashboard');
  } finally {
    await context.close();
  }
}
