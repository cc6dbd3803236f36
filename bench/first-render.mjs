#!/usr/bin/env node
// The JavaScript a first visit downloads before its first screen, measured in Chromium (issue 22,
// item 7): the sign-in page on both backends and in both languages, and the dashboard. See
// bench/README.md for what "first screen" means and how each figure is taken.
//
//   node bench/first-render.mjs           # uses bundle-size.mjs's builds (builds them if missing)
//   node bench/first-render.mjs --build   # rebuilds them first
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

/* global document, window, MutationObserver -- firstScreenProbe runs in the page */

/**
 * Issue 22's targets: the sign-in page's first render at most 250 kB gzip on both backends, the
 * dashboard's at most 350 kB. Both sign-ins meet theirs (the firebase build here has no App Check
 * site key: with one, App Check's 5 kB chunk loads before the first render — bench/README.md), as
 * does the demo dashboard, so those budgets are the targets. The firebase dashboard does not yet:
 * its budget sits just above today's figure, as retrieval-recall.mjs does, so CI catches a
 * regression while the gap stays printed.
 */
const TARGET_KB = { signin: 250, dashboard: 350 };
const BUDGET_KB = {
  signin: { demo: 250, firebase: 250 },
  dashboard: { demo: 350, firebase: 390 },
};
const root = fileURLToPath(new URL('..', import.meta.url));
const outRoot = 'node_modules/.cache/tender-bench';
const port = Number(process.env.FIRST_RENDER_PORT ?? 4392);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN = { email: 'admin@vandijk.example', password: 'Tender-Demo-2026' };
const namespaces = Object.keys(JSON.parse(readFileSync(`${root}locales/en.json`, 'utf8')));

const kB = (bytes) => (bytes / 1000).toFixed(1);
const fail = (message) => {
  console.error(`bench first-render: ${message}`);
  process.exit(1);
};

if (!existsSync(chromiumPath))
  fail(`no Chromium at ${chromiumPath} (set CHROMIUM_PATH; never downloaded)`);
const built = ['demo', 'firebase'].every((b) =>
  existsSync(`${root}${outRoot}/${b}/.vite/manifest.json`),
);
if (process.argv.includes('--build') || !built) {
  const r = spawnSync(process.execPath, [`${root}bench/bundle-size.mjs`], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0 && r.status !== 1)
    fail(`bench/bundle-size.mjs could not build (exit ${r.status})`);
}

/** Gzip (level 9, as bundle-size.mjs) of a served file; the server sends files as they are. */
const gzipCache = new Map();
function gzipOf(dist, path) {
  const file = `${root}${dist}${path}`;
  if (!gzipCache.has(file)) {
    const bytes = readFileSync(file);
    gzipCache.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length,
    });
  }
  return gzipCache.get(file);
}

async function serve(dist) {
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

async function withBrowser(run) {
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

async function measureSignIn(browser, dist, path, locale) {
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
async function measureDemoDashboard(browser, dist) {
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

/**
 * The firebase dashboard from its chunk graph: the dashboard needs the emulators (or production)
 * to sign in, which CI may not have. The same pages as the demo's measured first screen — every
 * source module the browser loaded, as a manifest key — without the demo backend's own chunks,
 * plus the firebase backend's boot and its dashboard part: Firestore (connectFirestore.ts), the
 * one data SDK the first screen reads from; the others load on their own first use.
 */
function firebaseDashboardFromGraph(demoFiles) {
  const manifestOf = (backend) =>
    JSON.parse(readFileSync(`${root}${outRoot}/${backend}/.vite/manifest.json`, 'utf8'));
  const demo = manifestOf('demo');
  const firebase = manifestOf('firebase');
  const closure = (manifest, keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      (manifest[key].imports ?? []).forEach(visit);
    };
    keys.forEach(visit);
    return seen;
  };
  const demoBackend = closure(demo, ['src/backend/demo/index.ts']);
  const pageKeys = Object.keys(demo).filter(
    (key) =>
      !key.startsWith('_') &&
      !demoBackend.has(key) &&
      demoFiles.includes(`/${demo[key].file}`) &&
      !key.startsWith('src/backend/demo/'),
  );
  const keys = closure(firebase, [
    ...pageKeys,
    'src/backend/firebase/index.ts',
    'src/backend/firebase/connectFirestore.ts',
  ]);
  const files = new Set([...keys].map((key) => firebase[key].file));
  let gzip = 0;
  for (const file of files) gzip += gzipOf(`${outRoot}/firebase`, `/${file}`).gzip;
  listFiles(
    'firebase /dashboard (chunk graph)',
    `${outRoot}/firebase`,
    [...files].map((f) => `/${f}`),
  );
  return { gzip, files: files.size };
}

/** `--files`: every counted file with its gzip size, largest first (to see what to cut). */
function listFiles(label, dist, paths) {
  if (!process.argv.includes('--files')) return;
  console.log(`  files of ${label}:`);
  paths
    .map((path) => ({ path, ...gzipOf(dist, path) }))
    .sort((a, b) => b.gzip - a.gzip)
    .forEach((f) =>
      console.log(`    ${kB(f.gzip).padStart(6)} kB  ${f.path.replace('/assets/', '')}`),
    );
}

const results = [];
const report = (name, figure, budget, target, detail) => {
  console.log(
    `bench ${name}: ${kB(figure)} kB (budget ${budget} kB; target ${target} kB` +
      `${detail ? `; ${detail}` : ''})`,
  );
  results.push({ name, over: figure / 1000 > budget });
};
let keysFlashed = false;

for (const backend of ['demo', 'firebase']) {
  const dist = `${outRoot}/${backend}`;
  const server = await serve(dist);
  try {
    await withBrowser(async (browser) => {
      const measured = [];
      for (const [path, locale] of [
        ['/authentication', 'en-GB'],
        ['/nl/authentication', 'nl-NL'],
      ]) {
        const m = await measureSignIn(browser, dist, path, locale);
        measured.push({ path, ...m });
        listFiles(`${backend} ${path}`, dist, m.files);
        console.log(
          `  ${backend} ${path}: first screen at ${Math.round(m.atMs)} ms, ${m.before.files} JS files, ` +
            `${kB(m.before.gzip)} kB gzip (${kB(m.before.raw)} kB raw); after it (idle, preloads): ` +
            `${m.after.files} files, ${kB(m.after.gzip)} kB gzip`,
        );
        if (m.keysShown.length > 0) {
          console.log(`  FAIL: ${path} showed message keys: ${m.keysShown.join(', ')}`);
          keysFlashed = true;
        }
      }
      const worst = measured.reduce((a, b) => (b.before.gzip > a.before.gzip ? b : a));
      report(
        `first-render-${backend}-signin`,
        worst.before.gzip,
        BUDGET_KB.signin[backend],
        TARGET_KB.signin,
        `the larger of en and nl: ${worst.path}`,
      );
      if (backend === 'demo') {
        const d = await measureDemoDashboard(browser, dist);
        console.log(
          `  demo /dashboard (signed in, empty cache): first screen at ${Math.round(d.atMs)} ms, ` +
            `${d.before.files} JS files, ${kB(d.before.raw)} kB raw; after it: ${d.after.files} files, ` +
            `${kB(d.after.gzip)} kB gzip`,
        );
        if (d.keysShown.length > 0) {
          console.log(`  FAIL: /dashboard showed message keys: ${d.keysShown.join(', ')}`);
          keysFlashed = true;
        }
        report(
          'first-render-demo-dashboard',
          d.before.gzip,
          BUDGET_KB.dashboard.demo,
          TARGET_KB.dashboard,
        );
        results.demoDashboardFiles = d.files;
        listFiles('demo /dashboard', dist, d.files);
      }
    });
  } finally {
    server.kill();
  }
}

const fb = firebaseDashboardFromGraph(results.demoDashboardFiles);
report(
  'first-render-firebase-dashboard',
  fb.gzip,
  BUDGET_KB.dashboard.firebase,
  TARGET_KB.dashboard,
  `from the chunk graph: the demo's measured pages with the firebase backend, ${fb.files} files`,
);
if (keysFlashed) console.log('FAIL: a first screen showed bare message keys');
process.exit(results.some((r) => r.over) || keysFlashed ? 1 : 0);
