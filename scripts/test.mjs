#!/usr/bin/env node
// npm test: every test tier of ARCHITECTURE §7, in order, stopping at the first failure.
//   1. unit + component   vitest run (the projects of vitest.config.ts), recording every query's
//                         shape, then scripts/check-indexes.mjs against firestore.indexes.json
//   2. auth emulator      node scripts/auth-emulator-tests.mjs (Auth + Functions emulators, no Java)
//   3. e2e                node scripts/e2e.mjs (builds web/dist with the demo backend, Playwright)
//   4. emulator suite     node scripts/emulator-tests.mjs when a Firestore emulator can run here:
//                         firebase-tools' with Java 21+, else Google Cloud CLI's (Java 17); without
//                         either it says why it cannot run (its Java-free part is tier 2)
// Each tier gets a header; a summary line per tier ends the run. No tier is skipped silently.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const node = process.execPath;

/** Why tier 4 cannot run here, or null when it can: it needs a Firestore emulator it can start. */
async function emulatorTierBlocker() {
  const helper = `${root}scripts/shared/suiteVerdict.mjs`;
  if (!existsSync(helper)) return null; // let scripts/emulator-tests.mjs decide and explain
  const { suiteVerdict } = await import(helper);
  const verdict = suiteVerdict();
  return verdict.mode ? null : verdict.reason;
}

const tiers = [
  {
    name: 'unit + component (vitest), then the Firestore index check',
    script: 'scripts/unit-tests.mjs',
    command: [node, 'scripts/unit-tests.mjs'],
  },
  {
    name: 'auth emulator',
    script: 'scripts/auth-emulator-tests.mjs',
    command: [node, 'scripts/auth-emulator-tests.mjs'],
  },
  {
    name: 'e2e (Playwright, demo backend)',
    script: 'scripts/e2e.mjs',
    command: [node, 'scripts/e2e.mjs'],
  },
  {
    name: 'emulator suite',
    script: 'scripts/emulator-tests.mjs',
    command: [node, 'scripts/emulator-tests.mjs'],
    blocker: emulatorTierBlocker,
  },
];

let current = null;
function run([command, ...args]) {
  return new Promise((resolve) => {
    current = spawn(command, args, { cwd: root, stdio: 'inherit' });
    current.once('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    current.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exitCode = 130;
  });
}

const bar = '═'.repeat(78);
const results = [];
const started = Date.now();
let failed = false;

for (const [index, tier] of tiers.entries()) {
  const label = `Tier ${index + 1}/${tiers.length}: ${tier.name}`;
  if (failed) {
    results.push({ label, status: 'not run', detail: 'an earlier tier failed' });
    continue;
  }
  console.log(`\n${bar}\n  ${label}\n${bar}`);
  const t0 = Date.now();
  if (tier.script && !existsSync(`${root}${tier.script}`)) {
    console.error(`${tier.script} is missing: this tier cannot run, so npm test fails.`);
    results.push({ label, status: 'FAILED', detail: `${tier.script} is missing` });
    failed = true;
    continue;
  }
  const blocker = tier.blocker ? await tier.blocker() : null;
  if (blocker) {
    const detail = `${blocker} Its Java-free part (Auth + Functions emulators) ran as tier 2.`;
    console.log(`NOT RUN: ${detail}`);
    results.push({ label, status: 'not run', detail: blocker });
    continue;
  }
  const code = await run(tier.command);
  const seconds = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  if (code === 0) {
    results.push({ label, status: 'passed', detail: seconds });
  } else {
    results.push({ label, status: 'FAILED', detail: `exit code ${code}, ${seconds}` });
    failed = true;
  }
}

console.log(
  `\n${bar}\n  npm test summary (${((Date.now() - started) / 1000).toFixed(1)} s)\n${bar}`,
);
for (const { label, status, detail } of results) {
  console.log(`  ${status.padEnd(8)} ${label}  (${detail})`);
}
process.exit(failed ? 1 : 0);
