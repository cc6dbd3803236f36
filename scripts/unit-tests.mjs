#!/usr/bin/env node
// Tier 1 of npm test: vitest run (unit + component), recording the shape of every query the code
// under test runs through the DocStore port (tests/unit/indexes/recordQueries.ts), then
// scripts/check-indexes.mjs against firestore.indexes.json (issue 22 item 4). Arguments go to
// vitest; with arguments (a subset of the tests) the index check is skipped, saying why, since
// a subset records only some of the queries.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const recordDir = `${root}artifacts/query-shapes`;
const args = process.argv.slice(2);

function run(command, commandArgs, env) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

rmSync(recordDir, { recursive: true, force: true });
const env = { ...process.env, ...(args.length === 0 ? { QUERY_RECORD_DIR: recordDir } : {}) };
const code = await run(
  process.execPath,
  [`${root}node_modules/vitest/vitest.mjs`, 'run', ...args],
  env,
);
if (code !== 0) process.exit(code);
if (args.length > 0) {
  console.log('check-indexes: not run (vitest ran a subset; run tier 1 whole to check indexes)');
  process.exit(0);
}
process.exit(
  await run(process.execPath, [`${root}scripts/check-indexes.mjs`, recordDir], process.env),
);
