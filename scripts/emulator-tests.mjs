#!/usr/bin/env node
// npm run test:emulators: tier 4 (ARCHITECTURE §7), on whatever emulator suite this machine can
// run (scripts/shared/emulatorSuite.mjs): the whole of firebase-tools' with Java 21+, else gcloud's
// Firestore emulator with firebase-tools' Auth and Functions. It runs, in this order:
//   1. tests/emulator/adapters   the DocStore contract on the real Firestore (web SDK, admin SDK)
//   2. tests/emulator/functions  callables and the users/{uid} trigger end to end
//   3. tests/emulator/rules      the security rules (case tables, validation, findings), with the
//                                functions' background triggers off: fixtures are not user actions
//                                (review L12); Database and Storage rule files skip themselves
//                                when their emulators are absent
//   4. scripts/e2e-firebase.mjs  Playwright against the firebase backend, with the suite's env,
//                                after the seed is loaded again (the rules tests wipe Firestore)
// and ends with a short list of what ran (with vitest's counts) and what did not, and why.
// tests/auth-emulator is tier 2's; it is not run again here.
//
// With neither Java 21+ nor gcloud's Firestore emulator nothing can run: it says so and exits 0,
// so a missing tool is not a failure but a failing test is.
//   npm run test:emulators -- userAdmin     extra arguments go to every vitest run (a file name
//                                           filter leaves the groups it does not match empty)
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserTierGaps } from './shared/browserTierGaps.mjs';
import { repoRoot, vitestBin } from './shared/emulators.mjs';
import { startEmulatorSuite } from './shared/emulatorSuite.mjs';
import { suiteVerdict } from './shared/suiteVerdict.mjs';
import { isStopping, runChild, stopChildrenOnSignals } from './shared/processes.mjs';

stopChildrenOnSignals();

const extraArgs = process.argv.slice(2);
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const verdict = suiteVerdict();
if (!verdict.mode) {
  console.log(`Emulator tier NOT run: ${verdict.reason}`);
  process.exit(0);
}
console.log(`Emulator tier: ${verdict.reason} Starting the emulator suite…`);

let suite;
try {
  suite = await startEmulatorSuite({ functions: true, seed: true, localTenders: true });
} catch (error) {
  console.error(`Emulator tier FAILED to start the emulators: ${error.message}`);
  process.exit(1);
}
const describePart = (part) => (suite.details[part] ? `${part} (${suite.details[part]})` : part);
console.log(`Emulators up in ${seconds(started)}: ${suite.ran.map(describePart).join(', ')}.`);

// The runner switches triggers itself; without the hub in their env, rules-unit-testing does not
// ask it where the emulators are (it does not know gcloud's Firestore and would warn every call).
const { FIREBASE_EMULATOR_HUB: _hub, ...testEnv } = suite.env;
const vitestEnv = { ...process.env, ...testEnv };

/** Runs one folder of tests/emulator; resolves with { code, counts, skippedFiles }. */
async function vitestGroup(dir) {
  const report = join(tmpdir(), `emulator-tier-${process.pid}-${dir}.json`);
  rmSync(report, { force: true });
  const code = await runChild(
    vitestBin,
    [
      'run',
      '--config',
      'tests/emulator/vitest.config.ts',
      '--dir',
      `tests/emulator/${dir}`,
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...extraArgs,
    ],
    { cwd: repoRoot, env: vitestEnv },
  );
  let json = null;
  try {
    json = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    // vitest did not get as far as reporting; the exit code says enough.
  }
  rmSync(report, { force: true });
  const counts = json && {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
  };
  // Skipped tests, grouped by file and by the emulator they need (from the file's or the test's
  // name), so the summary can say why.
  const skipped = new Map();
  for (const file of json?.testResults ?? []) {
    const path = file.name.slice(file.name.indexOf('tests/emulator/'));
    for (const test of file.assertionResults) {
      if (!['skipped', 'pending', 'todo'].includes(test.status)) continue;
      const text = `${path} ${test.fullName}`;
      const part = /storage/i.test(text)
        ? 'storage'
        : /database|realtime/i.test(text)
          ? 'database'
          : '';
      const key = `${path}\u0000${part}`;
      skipped.set(key, (skipped.get(key) ?? 0) + 1);
    }
  }
  const skippedFiles = [...skipped].map(([key, count]) => {
    const [path, part] = key.split('\u0000');
    return { path, part, count };
  });
  // Failed tests with the first line of their error, for the summary: CI keeps only the end of
  // the log, so a failure must be named there, not only in vitest's report far above.
  const failures = (json?.testResults ?? []).flatMap((file) => {
    const at = file.name.indexOf('tests/emulator/');
    const path = at >= 0 ? file.name.slice(at) : file.name;
    const failed = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({ path, name: test.fullName, error: firstLine(test.failureMessages?.[0]) }));
    // A file that fails to load has no failed test of its own, only the file's message.
    if (failed.length === 0 && file.status === 'failed') {
      return [{ path, name: '(the file)', error: firstLine(file.message) }];
    }
    return failed;
  });
  return { code, counts, skippedFiles, failures };
}

/** The first line of an error message, cut to a summary's width. */
function firstLine(message) {
  return String(message ?? '')
    .split('\n')[0]
    .slice(0, 300);
}

const results = [];
async function step(name, run) {
  if (isStopping()) return;
  const t0 = Date.now();
  console.log(`\n── Emulator tier: ${name} ──`);
  let result;
  try {
    result = await run();
  } catch (error) {
    // An emulator that stopped answering: this step failed, the summary still comes.
    console.error(`Emulator tier: ${name} could not run: ${error.message}`);
    result = { code: 1 };
  }
  results.push({ name, ...result, time: seconds(t0) });
}

/** Switches the background triggers; a hub that does not answer costs speed, not results. */
async function switchTriggers(enabled) {
  try {
    await suite.setTriggers(enabled);
  } catch (error) {
    console.log(
      `Emulator tier: could not switch the triggers ${enabled ? 'on' : 'off'}: ${error.message}`,
    );
  }
}

await step('Firestore adapters (tests/emulator/adapters)', () => vitestGroup('adapters'));
await step('callables and triggers (tests/emulator/functions)', async () => {
  await suite.wireTriggers(); // in case functions/lib was rebuilt meanwhile
  return vitestGroup('functions');
});
await step('security rules (tests/emulator/rules, background triggers off)', async () => {
  await switchTriggers(false);
  try {
    return await vitestGroup('rules');
  } finally {
    await switchTriggers(true);
  }
});

const e2eScript = 'scripts/e2e-firebase.mjs';
let e2eNote = null;
if (!existsSync(join(repoRoot, e2eScript))) {
  e2eNote = `${e2eScript} does not exist yet`;
} else if (extraArgs.length > 0) {
  e2eNote = 'a test filter was given (it is meant for vitest)';
} else {
  await step('firebase backend in the browser (scripts/e2e-firebase.mjs)', async () => {
    await suite.seed(); // the rules tests emptied Firestore
    await suite.wireTriggers();
    return {
      code: await runChild('node', [e2eScript], {
        cwd: repoRoot,
        env: { ...process.env, ...suite.env },
      }),
    };
  });
}
await suite.stop();

// The summary: short and true. Counts are vitest's; skipped files are named with the reason.
const why = Object.fromEntries(suite.notRun.map(({ part, why: reason }) => [part, reason]));
console.log(
  `\nEmulator tier summary (${seconds(started)}; ${verdict.mode === 'gcloud' ? "gcloud's Firestore + firebase-tools' Auth and Functions" : "firebase-tools' full suite"}):`,
);
console.log(`  emulators  ${suite.ran.map(describePart).join(', ')}`);
for (const { name, code, counts, skippedFiles = [], failures = [], time } of results) {
  const tally = counts
    ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
    : '';
  console.log(
    `  ${code === 0 ? 'passed' : 'FAILED'}     ${name}${tally ? `: ${tally}` : ''} (${time})`,
  );
  for (const failure of failures) {
    console.log(`    failed: ${failure.path} › ${failure.name}`);
    if (failure.error) console.log(`      ${failure.error}`);
  }
  for (const { path, part, count } of skippedFiles) {
    const reason = why[part] ? `no ${part} emulator: ${why[part]}` : 'skipped by the test itself';
    console.log(`    ${count} skipped in ${path} (${reason})`);
  }
}
for (const { part, why: reason } of suite.notRun)
  console.log(`  NOT RUN    ${part} emulator: ${reason}`);
if (e2eNote) console.log(`  NOT RUN    firebase backend in the browser: ${e2eNote}`);
else if (results.some(({ name }) => name.startsWith('firebase backend in the browser'))) {
  for (const { part, flows } of browserTierGaps(suite.env)) {
    console.log(`  NOT RUN    in the browser, for lack of the ${part} emulator: ${flows}`);
  }
}
if (isStopping()) console.log('  (stopped early by a signal)');

const failed = results.some(({ code }) => code !== 0);
process.exit(failed ? 1 : 0);
