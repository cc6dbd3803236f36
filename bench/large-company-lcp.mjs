#!/usr/bin/env node
// node bench/large-company-lcp.mjs: issue 22 item 6, the browser half. The built demo app with the
// large company (?seed=large, core/src/largeSeed/largeCompany.ts) in headless Chromium: signs in as
// Van Dijk Bouw's admin once (the demo generates and stores the company: not timed), then loads
// the projects list, Signaling, the dashboard and Help afresh, three times each, and reports the
// median Largest Contentful Paint once each page's first rows are on screen (target 1.0 s,
// gate 1.5 s).
// In .ci/run. The demo stores its documents in shards and loads the tenders and matches only for
// the pages that read them, decoding documents when used (issue 22 item 6; docShards.ts,
// deferredDocs.ts, core/src/memory/loadedDoc.ts; docs/decisions.md); Signaling's and the
// dashboard's first matches come from heads saved beside them (core/src/memory/queryHeads.ts).
// Serves the demo build that
// bench/bundle-size.mjs leaves in node_modules/.cache/tender-bench/demo (LARGE_LCP_DIST overrides).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

/**
 * Issue 22's target is 1.0 s a page and is printed; the gate stays at 1.5 s. On the shared 2-core
 * machine, after the matches' heads (2026-11-27), the medians were 712 / 812 / 672 / 596 ms
 * (projects / Signaling / dashboard / Help) at load 7–20, but single runs still reached
 * 1.0–1.5 s under load 14–20, varying with the machine's load more than with the code
 * (bench/README.md): a gate of 1.0 s would fail some runs there.
 */
const TARGET_MS = 1000;
const BUDGET_MS = 1500;
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = process.env.LARGE_LCP_DIST ?? 'node_modules/.cache/tender-bench/demo';
const port = Number(process.env.LARGE_LCP_PORT ?? 4317);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = {
  projects: { path: '/nl/dashboard/projects', first: 'main tbody tr' },
  signaling: { path: '/nl/dashboard/signaling', first: '[data-testid="signaling-row"]' },
  dashboard: { path: '/nl/dashboard', first: '[data-testid="figure-activeProjects"]' },
  help: { path: '/nl/dashboard/help', first: 'main tbody tr' },
};

if (!existsSync(`${root}${dist}/index.html`)) {
  console.error(`bench large-company-lcp: no demo build in ${dist} (run bench/bundle-size.mjs)`);
  process.exit(1);
}
const server = spawn(process.execPath, ['tests/e2e/support/serve-dist.mjs', String(port)], {
  cwd: root,
  env: { ...process.env, E2E_DIST: dist },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('serve-dist:') && resolve());
  server.once('exit', (code) => reject(new Error(`serve-dist exited (${code})`)));
});

const lcp = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          resolve(last.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const results = {};
try {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  const page = await context.newPage();
  const setupStart = performance.now();
  await page.goto('/nl/authentication?seed=large');
  await page.getByLabel('E-mailadres').fill('admin@vandijk.example');
  await page.getByLabel('Wachtwoord').fill('Tender-Demo-2026');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.waitForURL(/\/nl\/dashboard$/, { timeout: 300_000 });
  await page.getByTestId('figure-activeProjects').waitFor({ timeout: 300_000 });
  await page.waitForTimeout(3000); // let the demo store its state
  console.log(
    `  sign-in and generation: ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
  );
  for (const [name, { path, first }] of Object.entries(PAGES)) {
    const loads = [];
    for (let i = 0; i < 4; i++) {
      await page.goto(path, { waitUntil: 'load' });
      await page.locator(first).first().waitFor({ timeout: 120_000 });
      await page.waitForTimeout(300);
      loads.push(await lcp(page));
    }
    const sorted = loads.slice(1).sort((a, b) => a - b);
    results[name] = Math.round(sorted[1]);
  }
} finally {
  await browser.close();
  server.kill();
}
let failed = false;
for (const [name, ms] of Object.entries(results)) {
  console.log(
    `bench large-company-lcp-${name}: ${ms} ms (budget ${BUDGET_MS} ms, target ${TARGET_MS} ms)`,
  );
  if (ms > BUDGET_MS) failed = true;
}
process.exit(failed ? 1 : 0);
