#!/usr/bin/env node
// npm run test:e2e-firebase: the firebase backend in a real browser (issue #11). Builds the web app
// with VITE_BACKEND=firebase pointed at the Auth, Firestore and Functions emulators into
// web/dist-firebase (never web/dist, which the demo e2e tier and the bundle bench use), serves it,
// and runs Playwright (playwright.firebase.config.ts, tests/e2e-firebase) in Debian's Chromium.
// Exits with Playwright's code.
//
// Which emulators:
//   - when FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and a functions host
//     (FUNCTIONS_EMULATOR_HOST or FIREBASE_FUNCTIONS_EMULATOR_HOST) are all set, it uses those
//     (tier 4, scripts/emulator-tests.mjs, runs this last with its suite's env);
//   - otherwise it starts the suite itself (scripts/shared/emulatorSuite.mjs: gcloud's Firestore
//     plus firebase-tools' Auth and Functions), on the ports of firebase.json unless
//     E2E_FIRESTORE_PORT / E2E_AUTH_PORT / E2E_FUNCTIONS_PORT say otherwise, and stops it after.
// The tests wipe and re-seed the emulators before each test (tests/e2e-firebase/support/reset.ts).
//
//   npm run test:e2e-firebase -- -g "My Account"   extra arguments go to `playwright test`
//   npm run test:e2e-firebase -- --no-build        reuse the current web/dist-firebase (it must be
//                                                  built for the same emulator hosts)
//   E2E_PORT=4390                                  the static server's port (default 4320)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { browserTierGaps } from './shared/browserTierGaps.mjs';
import { emulatorHost, projectId, repoRoot } from './shared/emulators.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const playwrightArgs = args.filter((arg) => arg !== '--no-build');
/** Relative to the repository root: the build, the static server and Playwright agree on it. */
const distDir = 'web/dist-firebase';
const port = process.env.E2E_PORT ?? '4320';

function run(command, commandArgs, env = process.env, cwd = repoRoot) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd, stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    child.once('error', (error) => {
      console.error(`e2e-firebase: could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const functionsHostOf = (env) =>
  env.FUNCTIONS_EMULATOR_HOST ?? env.FIREBASE_FUNCTIONS_EMULATOR_HOST ?? undefined;

/**
 * What the app build, the tests' reset (tests/e2e-firebase/support/reset.mjs) and seed.mjs need:
 * the three hosts, the hub (to switch the functions' triggers off while re-seeding) and the project.
 */
function emulatorEnvFrom(env) {
  const picked = {
    FIRESTORE_EMULATOR_HOST: env.FIRESTORE_EMULATOR_HOST,
    FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST,
    FUNCTIONS_EMULATOR_HOST: functionsHostOf(env),
    FIREBASE_EMULATOR_HUB: env.FIREBASE_EMULATOR_HUB,
    // Only with the full suite (Java 21+); the tests that need them skip themselves without.
    FIREBASE_DATABASE_EMULATOR_HOST: env.FIREBASE_DATABASE_EMULATOR_HOST,
    FIREBASE_STORAGE_EMULATOR_HOST: env.FIREBASE_STORAGE_EMULATOR_HOST,
    GCLOUD_PROJECT: env.GCLOUD_PROJECT ?? projectId(),
  };
  return Object.fromEntries(Object.entries(picked).filter(([, value]) => value));
}

/** The emulators given by the environment, or null when any of the three is missing. */
function givenEmulators() {
  const env = emulatorEnvFrom(process.env);
  const complete =
    env.FIRESTORE_EMULATOR_HOST && env.FIREBASE_AUTH_EMULATOR_HOST && env.FUNCTIONS_EMULATOR_HOST;
  return complete ? { env, stop: async () => {} } : null;
}

const portOf = (name, variable) =>
  Number(process.env[variable] ?? emulatorHost(name).split(':').pop());

async function startEmulators() {
  const { startEmulatorSuite } = await import('./shared/emulatorSuite.mjs');
  const suite = await startEmulatorSuite({
    functions: true,
    seed: true,
    localTenders: true,
    ports: {
      firestore: portOf('firestore', 'E2E_FIRESTORE_PORT'),
      auth: portOf('auth', 'E2E_AUTH_PORT'),
      functions: portOf('functions', 'E2E_FUNCTIONS_PORT'),
    },
  });
  const missing = ['firestore', 'auth', 'functions'].filter((name) => !suite.ran.includes(name));
  if (missing.length > 0) {
    await suite.stop();
    throw new Error(`the emulator suite did not start ${missing.join(', ')}`);
  }
  console.log(`e2e-firebase: emulators up: ${suite.ran.join(', ')}.`);
  return { env: emulatorEnvFrom(suite.env), stop: () => suite.stop() };
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `e2e-firebase: no Chromium at ${chromium}. Install Debian's chromium or set CHROMIUM_PATH; ` +
      'the tests never download a browser.',
  );
  process.exit(1);
}

const started = Date.now();
let emulators = givenEmulators();
if (emulators) {
  console.log(
    `e2e-firebase: using the running emulators (Firestore ${emulators.env.FIRESTORE_EMULATOR_HOST}, ` +
      `Auth ${emulators.env.FIREBASE_AUTH_EMULATOR_HOST}, ` +
      `Functions ${emulators.env.FUNCTIONS_EMULATOR_HOST}).`,
  );
} else {
  console.log('e2e-firebase: starting the emulator suite (Firestore, Auth, Functions) …');
  try {
    emulators = await startEmulators();
  } catch (error) {
    console.error(`e2e-firebase: ${error instanceof Error ? error.message : error}; no tests run.`);
    process.exit(1);
  }
}

const emulatorEnv = emulators.env;
// Ctrl-C or SIGTERM: the emulators we started run in their own process groups, so stop them.
for (const [signal, number] of [
  ['SIGINT', 2],
  ['SIGTERM', 15],
]) {
  process.once(signal, () => {
    void emulators.stop().finally(() => process.exit(128 + number));
  });
}

let code = 0;
if (!skipBuild) {
  console.log(`e2e-firebase: building the web app with the firebase backend into ${distDir} …`);
  // Vite only: types are `npm run typecheck`'s business, as in the other test scripts.
  code = await run(
    process.execPath,
    [
      `${repoRoot}node_modules/vite/bin/vite.js`,
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      `${repoRoot}${distDir}`,
      '--emptyOutDir',
    ],
    {
      ...process.env,
      VITE_BACKEND: 'firebase',
      VITE_FIREBASE_PROJECT_ID: emulatorEnv.GCLOUD_PROJECT,
      VITE_AUTH_EMULATOR_HOST: `http://${emulatorEnv.FIREBASE_AUTH_EMULATOR_HOST}`,
      VITE_FIRESTORE_EMULATOR_HOST: emulatorEnv.FIRESTORE_EMULATOR_HOST,
      VITE_FUNCTIONS_EMULATOR_HOST: emulatorEnv.FUNCTIONS_EMULATOR_HOST,
      VITE_DATABASE_EMULATOR_HOST: emulatorEnv.FIREBASE_DATABASE_EMULATOR_HOST ?? '',
      VITE_STORAGE_EMULATOR_HOST: emulatorEnv.FIREBASE_STORAGE_EMULATOR_HOST ?? '',
    },
    `${repoRoot}web`,
  );
  if (code !== 0) console.error('e2e-firebase: the web build failed; no tests were run.');
} else if (!existsSync(`${repoRoot}${distDir}/index.html`)) {
  console.error(`e2e-firebase: --no-build given but ${distDir}/index.html is missing.`);
  code = 1;
}

if (code === 0) {
  code = await run(
    process.execPath,
    [
      `${repoRoot}node_modules/@playwright/test/cli.js`,
      'test',
      '--config',
      'playwright.firebase.config.ts',
      ...playwrightArgs,
    ],
    { ...process.env, ...emulatorEnv, E2E_DIST: distDir, E2E_PORT: port },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `e2e-firebase: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s ` +
      '(screenshots in artifacts/screenshots/firebase-*.png).',
  );
  for (const { part, flows } of browserTierGaps(emulatorEnv)) {
    console.log(`e2e-firebase: NOT RUN without the ${part} emulator: ${flows}.`);
  }
}
await emulators.stop();
process.exit(code);
