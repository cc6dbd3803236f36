#!/usr/bin/env node
// npm run test:emulators: tier 4 (ARCHITECTURE §7). With Java 21+ it starts the whole emulator
// suite, seeds it and runs tests/auth-emulator and tests/emulator against it. Without, it says why
// the emulator tier cannot run here and runs the Auth-emulator tier, which needs no Java; the exit
// code is that of the tests that ran, so a missing Java is not a failure but a failing test is.
import { firebaseBin, projectId, repoRoot, vitestBin } from './shared/emulators.mjs';
import { javaVerdict } from './shared/java.mjs';
import { runChild, stopChildrenOnSignals } from './shared/processes.mjs';

stopChildrenOnSignals();

const java = javaVerdict();
let code;
if (!java.ok) {
  console.log(
    `Emulator tier (tests/emulator) NOT run: ${java.reason} ` +
      'Running the Auth-emulator tier (tests/auth-emulator), which needs no Java.',
  );
  code = await runChild('node', ['scripts/auth-emulator-tests.mjs'], { cwd: repoRoot });
} else {
  console.log(
    `${java.reason} Running the Auth-emulator and emulator tiers on the full emulator suite.`,
  );
  // The Functions emulator loads the bundle, so bundle it first (types are checked by typecheck).
  code = await runChild('node', ['functions/build.mjs'], { cwd: repoRoot });
  if (code === 0) {
    const quote = (arg) => `'${String(arg).replaceAll("'", `'\\''`)}'`;
    const vitest = (config, ...extra) =>
      [vitestBin, 'run', '--config', config, ...extra].map(quote).join(' ');
    // emulators:exec sets the *_EMULATOR_HOST variables for the script and exits with its code.
    const script = [
      'node scripts/seed.mjs',
      vitest('tests/auth-emulator/vitest.config.ts'),
      // The folder fills up as the data issues add rules tests; an empty one is not a failure.
      vitest('tests/emulator/vitest.config.ts', '--passWithNoTests', ...process.argv.slice(2)),
    ].join(' && ');
    code = await runChild(
      firebaseBin,
      [
        'emulators:exec',
        '--only',
        'auth,firestore,database,storage,functions',
        '--project',
        projectId(),
        script,
      ],
      { cwd: repoRoot },
    );
  }
}
process.exit(code);
