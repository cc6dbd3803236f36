#!/usr/bin/env node
// npm run test:auth-emulator: the firebase backend's auth flows against the Auth emulator, and the
// callables against the Functions emulator; neither needs Java, so this runs everywhere. Builds the
// functions bundle, starts both emulators (or reuses running ones), seeds Auth, runs
// tests/auth-emulator and exits with the tests' code.
// Extra arguments go to vitest, e.g. `npm run test:auth-emulator -- signUp`.
import {
  emulatorHost,
  firebaseBin,
  isReachable,
  projectId,
  repoRoot,
  vitestBin,
} from './shared/emulators.mjs';
import { runChild, stopChildrenOnSignals } from './shared/processes.mjs';

stopChildrenOnSignals();

const quote = (arg) => `'${String(arg).replaceAll("'", `'\\''`)}'`;
const seed = ['node', 'scripts/seed.mjs', '--auth-only'];
const vitest = [
  vitestBin,
  'run',
  '--config',
  'tests/auth-emulator/vitest.config.ts',
  ...process.argv.slice(2),
];

const host = emulatorHost('auth');
const started = Date.now();
// The Functions emulator loads the bundle that `firebase deploy` would upload. Bundling only:
// type errors are npm run typecheck's business (and block `firebase deploy`'s predeploy build).
let code = await runChild('node', ['functions/build.mjs'], { cwd: repoRoot });
if (code !== 0) {
  // Nothing to add: the build printed its errors.
} else if (await isReachable(host)) {
  console.log(`Auth emulator already running at ${host}; using it.`);
  if (!(await isReachable(emulatorHost('functions')))) {
    console.log(`No Functions emulator at ${emulatorHost('functions')}: whoAmI.test.ts NOT run.`);
    vitest.push('--exclude', '**/whoAmI.test.ts');
  }
  const env = { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: host, GCLOUD_PROJECT: projectId() };
  code = await runChild(seed[0], seed.slice(1), { cwd: repoRoot, env });
  if (code === 0) code = await runChild(vitest[0], vitest.slice(1), { cwd: repoRoot, env });
} else {
  // emulators:exec starts the emulators, waits until the functions are loaded, sets
  // FIREBASE_AUTH_EMULATOR_HOST for the script, stops them afterwards and exits with its code.
  // Background triggers go off first (scripts/shared/backgroundTriggersOff.mjs says why).
  const triggersOff = ['node', 'scripts/shared/backgroundTriggersOff.mjs'];
  const script = [triggersOff, seed, vitest]
    .map((command) => command.map(quote).join(' '))
    .join(' && ');
  code = await runChild(
    firebaseBin,
    ['emulators:exec', '--only', 'auth,functions', '--project', projectId(), script],
    { cwd: repoRoot },
  );
}
console.log(
  `Auth-emulator tests ${code === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
process.exit(code);
