import { defineConfig } from '@playwright/test';
import demo from './playwright.config';

/**
 * The firebase backend in a real browser (issue #11): the same Chromium set-up as the demo e2e tier
 * (playwright.config.ts), against web/dist-firebase, the app built with VITE_BACKEND=firebase and
 * pointed at the Auth, Firestore and Functions emulators. `npm run test:e2e-firebase`
 * (scripts/e2e-firebase.mjs) builds it, starts or finds the emulators and passes their hosts.
 *
 * One worker: every test wipes and re-seeds the one set of emulators it shares with the others.
 */
const port = Number(process.env.E2E_PORT ?? 4320);
const dist = process.env.E2E_DIST ?? 'web/dist-firebase';

export default defineConfig({
  ...demo,
  testDir: 'tests/e2e-firebase',
  outputDir: 'artifacts/test-results-firebase',
  fullyParallel: false,
  workers: 1,
  // The emulators (two JVM/Node servers and the functions runtime) and the 770 kB Firebase chunk
  // are far slower than the in-browser demo backend, more so on a busy machine.
  // A callable's first call (a cold worker in the Functions emulator) took up to 30 s there.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  use: { ...demo.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `node tests/e2e/support/serve-dist.mjs ${port}`,
    env: { E2E_DIST: dist },
    url: `http://127.0.0.1:${port}/builds/latest.json`,
    reuseExistingServer: false,
    timeout: 20_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
