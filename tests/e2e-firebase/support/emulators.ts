import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Puts the emulators back to the seed (support/reset.mjs). Every test (or, for a serial walk in one
 * signed-in session, its spec file) calls it first, so each
 * starts from the seeded companies whatever the one before it added, disabled or deleted; that is
 * also why the suite runs on one worker. `triggers`: the functions' background triggers run during
 * the test also on gcloud's Firestore (reset.mjs).
 */
export async function resetEmulators({ triggers = false } = {}) {
  const args = ['tests/e2e-firebase/support/reset.mjs', ...(triggers ? ['--triggers'] : [])];
  await promisify(execFile)(process.execPath, args, {
    cwd: repoRoot,
    env: process.env,
  });
}
