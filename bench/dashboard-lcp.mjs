#!/usr/bin/env node
// Issue 10: the dashboard's Largest Contentful Paint within 1.0 s for the seeded company, on the
// built app (demo backend) in headless Chromium, and its Firestore reads counted.
//
// What is measured: a fresh page load of /nl/dashboard by the seeded admin of Van Dijk Bouw with a
// session already there (signed in once before, the demo's data in IndexedDB and the real TED
// notices already matched: the state every later visit starts from). From navigation start to
// the last LCP entry the page reports (PerformanceObserver, buffered) once the dashboard's data
// and charts are on screen. One warm-up load, then the median of three.
//
// Reads: the browser's demo store does not bill, so the same load (core's loadDashboard, the
// code the page runs) is counted on core's MemoryDocStore as Firestore bills a client (one per
// returned document, at least one per query, plus the rules' users/{uid} get per request), for
// the worst case the limits allow: 300 projects, 2,000 matches, a month of usage, every project
// with a running draft and a failed document.
//
// The build: the demo build bench/bundle-size.mjs leaves in node_modules/.cache/tender-bench/demo
// (it runs first in .ci/run), when that build holds the demo notices; otherwise one of its own.
//   node bench/dashboard-lcp.mjs [--build | --reads-only]   DASHBOARD_LCP_PORT (default 4391), DASHBOARD_LCP_DIST
//   (a demo build to serve instead, e.g. web/dist after npm run test:e2e)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { register } from 'tsx/esm/api';

const BUDGET_MS = 1000;
/** A shared 2-core machine's noise (ARCHITECTURE §7): fail only beyond it, as extract-pdf does. */
const NOISE = 0.1;
const READ_BUDGET = 100;
const root = fileURLToPath(new URL('..', import.meta.url));
const shared = 'node_modules/.cache/tender-bench/demo';
const own = 'node_modules/.cache/tender-bench/dashboard-lcp';
const port = Number(process.env.DASHBOARD_LCP_PORT ?? 4391);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN = { email: 'admin@vandijk.example', password: 'Tender-Demo-2026' };

const fail = (message) => {
  console.error(`bench dashboard-lcp: ${message}`);
  process.exit(1);
};

function run(args, env = {}, cwd = root) {
  const r = spawnSync(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) fail(`${args.join(' ')} failed (exit ${r.status})`);
}

/** The folder to serve, relative to the repository root. */
function distFolder() {
  if (process.env.DASHBOARD_LCP_DIST) return process.env.DASHBOARD_LCP_DIST;
  const usable = (dir) =>
    existsSync(`${root}${dir}/index.html`) && existsSync(`${root}${dir}/demo/tenders.json`);
  if (!process.argv.includes('--build') && usable(shared)) return shared;
  if (!process.argv.includes('--build') && usable(own)) return own;
  console.log(`Building the demo app into ${own} …`);
  run(['scripts/build-cpv.mjs']);
  run(['scripts/build-demo-tenders.mjs']);
  run(
    [
      `${root}node_modules/vite/bin/vite.js`,
      'build',
      '--outDir',
      `${root}${own}`,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { VITE_BACKEND: 'demo' },
    `${root}web`,
  );
  return own;
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

/** The LCP of the current page once the dashboard's figures and charts show. */
async function lcpOf(page) {
  await page.getByTestId('figure-activeProjects').waitFor({ timeout: 60_000 });
  await page.locator('[data-testid="chart-matches"]').waitFor({ timeout: 60_000 });
  // Let a late candidate (a chart's text) be recorded before reading.
  await page.waitForTimeout(300);
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          resolve({
            ms: last.startTime,
            element: last.element?.tagName ?? null,
            text: (last.element?.textContent ?? '').slice(0, 60),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function measureLcp(baseURL) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      locale: 'nl-NL',
      timezoneId: 'Europe/Amsterdam',
    });
    const page = await context.newPage();
    // Sign in once; the first dashboard also stores and matches the demo's notices (not timed).
    await page.goto('/nl/authentication');
    await page.getByLabel('E-mailadres').fill(ADMIN.email);
    await page.getByLabel('Wachtwoord').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await page.waitForURL(/\/nl\/dashboard$/, { timeout: 120_000 });
    await page.getByTestId('figure-activeProjects').waitFor({ timeout: 180_000 });
    const matches = await page.getByTestId('figure-matchesThisWeek').textContent();
    // The demo writes its IndexedDB copy a moment after changes: let it settle before reloading.
    await page.waitForTimeout(1500);

    const loads = [];
    for (let i = 0; i < 4; i++) {
      await page.goto('/nl/dashboard', { waitUntil: 'load' });
      loads.push(await lcpOf(page));
    }
    return { loads: loads.slice(1), matches };
  } finally {
    await browser.close();
  }
}

async function countReads() {
  register();
  const core = await import('../core/src/index.ts');
  const { countingDocStore } = await import('../core/src/memory/countingDocStore.ts');
  const { loadDashboard } = await import('../core/src/services/dashboard/index.ts');
  const { MemoryDocStore, Timestamp, refs } = core;
  const now = Date.now();
  const DAY = 86_400_000;
  const docs = new MemoryDocStore();
  const progress = {};
  const statuses = ['draft', 'in_progress', 'review', 'submitted', 'approved'];
  for (let i = 0; i < 300; i++) {
    const t = (ms) => Timestamp.fromMillis(ms);
    await docs.setDoc(refs.project('c1', `p${i}`), {
      name: `Tender ${i}`,
      description: '',
      type: 'empty',
      status: statuses[i % statuses.length],
      ownerId: 'u1',
      createdBy: 'u1',
      createdAt: t(now - 60 * DAY),
      updatedAt: t(now - i * 3_600_000),
      submissionDeadline: t(now + ((i % 13) + 1) * DAY),
      announcementDate: t(now + ((i % 11) + 1) * DAY),
      dataSources: { knowledgeBaseIds: [], enableAll: true },
      awardCriteria: [],
      additionalInfo: { writingStyle: '', focusAreas: '', notes: '' },
      tenderId: null,
    });
    progress[`p${i}`] = {
      documents: {
        d1: { stage: 'done', percent: 100, updatedAt: now - i },
        d2: { stage: 'failed', percent: 100, updatedAt: now - i },
      },
      draft: {
        jobId: 'j',
        state: 'running',
        startedAt: now - i * 1000,
        deadlineAt: now + 600_000,
        current: null,
        steps: {},
        draftId: null,
        error: null,
      },
    };
  }
  for (let i = 0; i < 2000; i++) {
    const at = Timestamp.fromMillis(now - i * 2_400_000);
    await docs.setDoc(refs.tenderMatch('c1', `t${i}`), {
      tenderId: `t${i}`,
      score: i % 100,
      reasons: [],
      viewedBy: [],
      tender: {
        title: `T${i}`,
        buyer: 'B',
        location: 'L',
        category: 'works',
        cpvCodes: [],
        publishedAt: at,
        deadline: null,
      },
      createdAt: at,
    });
  }
  // Every day of the current month used (the worst case: 31 usage documents).
  const month = new Date(now).toISOString().slice(0, 7);
  for (let d = 1; d <= 31; d++) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    await docs.setDoc(refs.usageDay('c1', day), {
      day,
      calls: 1,
      inputTokens: 1,
      outputTokens: 1,
      images: 0,
      costUsd: 0,
      byModel: {},
      updatedAt: Timestamp.fromMillis(now),
    });
  }
  const counted = countingDocStore(docs);
  await loadDashboard(
    { docs: counted.docs, readProgress: async () => progress },
    { companyId: 'c1', role: 'admin', now },
  );
  return counted.count;
}

const readsOnly = process.argv.includes('--reads-only');
let result = null;
if (!readsOnly) {
  if (!existsSync(chromiumPath))
    fail(`no Chromium at ${chromiumPath} (set CHROMIUM_PATH; never downloaded)`);
  const dist = distFolder();
  const server = await serve(dist);
  try {
    result = { ...(await measureLcp(`http://127.0.0.1:${port}`)), dist };
  } finally {
    server.kill();
  }
}
let median = 0;
if (result) {
  const sorted = result.loads.map((l) => l.ms).sort((a, b) => a - b);
  median = Math.round(sorted[Math.floor(sorted.length / 2)]);
  for (const l of result.loads)
    console.log(
      `  load: LCP ${Math.round(l.ms)} ms on <${l.element?.toLowerCase()}> “${l.text.trim()}”`,
    );
  console.log(`  served ${result.dist}; the seeded company's matches this week: ${result.matches}`);
}
const reads = await countReads();
if (result) console.log(`bench dashboard-lcp: ${median} ms (budget ${BUDGET_MS} ms)`);
console.log(
  `bench dashboard-reads: ${reads.reads} reads in ${reads.requests} requests (budget ${READ_BUDGET}; 300 projects, 2,000 matches, a month of usage)`,
);
if (median > BUDGET_MS * (1 + NOISE))
  fail(`LCP ${median} ms is more than 10 % over the budget of ${BUDGET_MS} ms`);
if (reads.reads > READ_BUDGET) fail(`${reads.reads} reads is over the budget of ${READ_BUDGET}`);
