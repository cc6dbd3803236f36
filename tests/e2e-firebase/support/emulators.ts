import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Puts the emulators back to the seed (support/reset.mjs). Every test calls it first, so each
 * starts from the seeded companies whatever the one before it added, disabled or deleted; that is
 * also why the suite runs on one worker.
 */
export async function resetEmulators() {
  await promisify(execFile)(process.execPath, ['tests/e2e-firebase/support/reset.mjs'], {
    cwd: repoRoot,
    env: process.env,
  });
}
