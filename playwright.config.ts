import { defineConfig, devices } from '@playwright/test';

/**
 * E2E tier (ARCHITECTURE §7): Chromium against the built app (web/dist) on the demo backend.
 * `npm run test:e2e` builds first (scripts/e2e.mjs); this config only serves what is built.
 * Never downloads a browser: it uses the system Chromium (Debian's, or CHROMIUM_PATH).
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'artifacts/test-results',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    colorScheme: 'light',
    // Recorded on the retry of a failed test, not on every test: recording a trace (DOM snapshots
    // and screencast frames) cost every passing test CPU on a two-core machine where the tier is
    // CPU-bound (docs/decisions.md "CI back under 40 minutes"). A failure is retried once in CI.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /loading\.spec\.ts$/ },
    // Deployment detection measures the reload guard's 10 s window in real time, so it runs after
    // the rest, when document processing in a parallel worker cannot stretch it.
    { name: 'timing', testMatch: /loading\.spec\.ts$/, dependencies: ['chromium'] },
  ],
  webServer: {
    command: `node tests/e2e/support/serve-dist.mjs ${port}`,
    url: `http://127.0.0.1:${port}/builds/latest.json`,
    reuseExistingServer: false,
    timeout: 20_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
