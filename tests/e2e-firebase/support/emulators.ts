import { resetEmulators as reset } from './reset.mjs';

/**
 * Puts the emulators back to the seed (support/reset.mjs). Every test (or, for a serial walk in one
 * signed-in session, its spec file) calls it first, so each
 * starts from the seeded companies whatever the one before it added, disabled or deleted; that is
 * also why the suite runs on one worker. `triggers`: the functions' background triggers run during
 * the test also on gcloud's Firestore (reset.mjs). In this process, with the admin app of the
 * previous reset, not in a new Node process each time (reset.mjs says why).
 */
export async function resetEmulators({ triggers = false } = {}) {
  await reset({ triggers });
}
