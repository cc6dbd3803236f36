#!/usr/bin/env node
// npm start: the emulator suite + the Vite dev server on the firebase backend when Java 21+ is
// present, otherwise the Vite dev server on the in-browser demo backend. Says which and why.
//
//   npm start                    # choose by the Java version found
//   npm run start:demo           # node scripts/start.mjs --demo       (always the demo backend)
//   npm run start:emulators      # node scripts/start.mjs --emulators  (fails without Java 21+)
import { join } from 'node:path';
import {
  emulatorHost,
  firebaseBin,
  isReachable,
  projectId,
  repoRoot,
  viteBin,
} from './shared/emulators.mjs';
import { javaVerdict, REQUIRED_JAVA } from './shared/java.mjs';
import {
  exitCodeOf,
  isStopping,
  runChild,
  startChild,
  stopChildren,
  stopChildrenOnSignals,
} from './shared/processes.mjs';
import { startSmtpCatcher } from './shared/smtpCatcher.mjs';

const EMULATORS = ['auth', 'firestore', 'database', 'storage', 'functions'];
const STARTUP_TIMEOUT_MS = 180_000;
/** The functions' SMTP_HOST/SMTP_PORT defaults: digest e-mails land here (docs/operations.md). */
const SMTP_CATCHER_PORT = 2525;
const SMTP_CATCHER_PAGE_PORT = 2526;

const args = process.argv.slice(2);
const forced = args.includes('--demo') ? 'demo' : args.includes('--emulators') ? 'emulators' : null;
const unknown = args.filter((arg) => arg !== '--demo' && arg !== '--emulators');
if (unknown.length > 0 || (args.includes('--demo') && args.includes('--emulators'))) {
  console.error('Usage: node scripts/start.mjs [--demo | --emulators]');
  process.exit(2);
}

stopChildrenOnSignals();

/**
 * What `npm run dev -w @tender/web` runs, without the npm and sh wrappers: npm ignores SIGINT and
 * would leave Vite orphaned when we stop it. Vite exposes VITE_* variables of its environment to
 * the app (import.meta.env).
 */
function startWeb(env) {
  return startChild(viteBin, [], { cwd: join(repoRoot, 'web'), env: { ...process.env, ...env } });
}

async function waitForEmulators(emulators) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (const name of ['auth', 'firestore', 'database', 'storage', 'functions']) {
    while (!(await isReachable(emulatorHost(name)))) {
      if (emulators.exitCode !== null || emulators.signalCode !== null) return false;
      if (Date.now() > deadline)
        throw new Error(
          `The ${name} emulator did not start within ${STARTUP_TIMEOUT_MS / 1000} s.`,
        );
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return true;
}

async function startDemo(reason) {
  console.log(`${reason} Starting the demo backend (in-browser, seeded).`);
  return exitCodeOf(startWeb({ VITE_BACKEND: 'demo' }), 'the Vite dev server');
}

async function startEmulators(reason) {
  console.log(
    `${reason} Starting the emulator suite (${EMULATORS.join(', ')}) with the seed, and the app on the firebase backend.`,
  );
  const busy = await isReachable(emulatorHost('auth'));
  if (busy) {
    console.error(
      `Port ${emulatorHost('auth')} is in use: are the emulators already running? Stop them first.`,
    );
    return 1;
  }
  // The Functions emulator loads the bundle, so bundle it first (types are checked by typecheck).
  const built = await runChild('node', ['functions/build.mjs'], { cwd: repoRoot });
  if (built !== 0) return built;

  // A local SMTP server keeps the e-mail the functions send (tender digests); nothing leaves.
  const mail = await startSmtpCatcher({
    port: SMTP_CATCHER_PORT,
    httpPort: SMTP_CATCHER_PAGE_PORT,
  }).catch((error) => {
    console.warn(`No local SMTP catcher on port ${SMTP_CATCHER_PORT} (${error.message}).`);
    return null;
  });
  if (mail) {
    console.log(
      `E-mail sent by the functions is caught at ${mail.httpUrl} (SMTP 127.0.0.1:${mail.port}).`,
    );
  }

  const emulators = startChild(
    firebaseBin,
    ['emulators:start', '--only', EMULATORS.join(','), '--project', projectId()],
    {
      cwd: repoRoot,
    },
  );
  const emulatorsExit = exitCodeOf(emulators, 'the Firebase emulators');
  if (!(await waitForEmulators(emulators))) {
    console.error('The Firebase emulators stopped during start-up; see their output above.');
    return emulatorsExit;
  }
  const env = {
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost('auth'),
    FIRESTORE_EMULATOR_HOST: emulatorHost('firestore'),
    FIREBASE_DATABASE_EMULATOR_HOST: emulatorHost('database'),
    FIREBASE_STORAGE_EMULATOR_HOST: emulatorHost('storage'),
    GCLOUD_PROJECT: projectId(),
  };
  const seeded = await runChild('node', ['scripts/seed.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  if (seeded !== 0) return seeded;

  const web = startWeb({
    VITE_BACKEND: 'firebase',
    VITE_FIREBASE_PROJECT_ID: projectId(),
    VITE_AUTH_EMULATOR_HOST: `http://${emulatorHost('auth')}`,
    VITE_FIRESTORE_EMULATOR_HOST: emulatorHost('firestore'),
    VITE_DATABASE_EMULATOR_HOST: emulatorHost('database'),
    VITE_STORAGE_EMULATOR_HOST: emulatorHost('storage'),
    VITE_FUNCTIONS_EMULATOR_HOST: emulatorHost('functions'),
  });
  // Whichever stops first takes the other down with it.
  return Promise.race([emulatorsExit, exitCodeOf(web, 'the Vite dev server')]);
}

// Files the app fetches at run time, committed and re-derived here when ../shared/data is beside
// the repository and newer (docs/data-sources.md); without it the committed files are used.
const cpvBuilt = await runChild(process.execPath, ['scripts/build-cpv.mjs'], { cwd: repoRoot });
if (cpvBuilt !== 0) process.exit(cpvBuilt);
// The real TED notices the demo backend stores as tenders on its first start (web/public/demo).
const tendersBuilt = await runChild(process.execPath, ['scripts/build-demo-tenders.mjs'], {
  cwd: repoRoot,
});
if (tendersBuilt !== 0) process.exit(tendersBuilt);

const java = javaVerdict();
let code;
if (forced === 'demo') {
  code = await startDemo('Demo backend requested (--demo).');
} else if (forced === 'emulators') {
  if (!java.ok) {
    console.error(
      `${java.reason} Install Java ${REQUIRED_JAVA}+ for --emulators, or run npm run start:demo.`,
    );
    process.exit(1);
  }
  code = await startEmulators(java.reason);
} else if (java.ok) {
  code = await startEmulators(java.reason);
} else {
  code = await startDemo(java.reason);
}
await stopChildren();
if (!isStopping()) process.exit(code);
