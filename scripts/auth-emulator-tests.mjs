#!/usr/bin/env node
// npm run test:auth-emulator: the firebase backend's auth flows against the Auth emulator, which
// needs no Java and so runs everywhere. Starts the emulator (or reuses one already running on the
// configured port), seeds it, runs tests/auth-emulator and exits with the tests' code.
// Extra arguments go to vitest, e.g. `npm run test:auth-emulator -- signUp`.
import { emulatorHost, firebaseBin, isReachable, projectId, repoRoot, vitestBin } from './shared/emulators.mjs';
import { runChild, stopChildrenOnSignals } from './shared/processes.mjs';

stopChildrenOnSignals();

const quote = (arg) => `'${String(arg).replaceAll("'", `'\\''`)}'`;
const seed = ['node', 'scripts/seed.mjs', '--auth-only'];
const vitest = [vitestBin, 'run', '--config', 'tests/auth-emulator/vitest.config.ts', ...process.argv.slice(2)];

const host = emulatorHost('auth');
const started = Date.now();
let code;
if (await isReachable(host)) {
  console.log(`Auth emulator already running at ${host}; using it.`);
  const env = { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: host, GCLOUD_PROJECT: projectId() };
  code = await runChild(seed[0], seed.slice(1), { cwd: repoRoot, env });
  if (code === 0) code = await runChild(vitest[0], vitest.slice(1), { cwd: repoRoot, env });
} else {
  // emulators:exec starts the emulator, sets FIREBASE_AUTH_EMULATOR_HOST for the script, stops
  // the emulator afterwards and exits with the script's code.
  const script = `${seed.map(quote).join(' ')} && ${vitest.map(quote).join(' ')}`;
  code = await runChild(
    firebaseBin,
    ['emulators:exec', '--only', 'auth', '--project', projectId(), script],
    { cwd: repoRoot },
  );
}
console.log(`Auth-emulator tests ${code === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
process.exit(code);
