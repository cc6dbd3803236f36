// What the firebase-backend browser tier (scripts/e2e-firebase.mjs, tests/e2e-firebase) cannot
// walk when the Realtime Database or Storage emulator is absent (Java < 21: gcloud's Firestore
// with firebase-tools' Auth and Functions), for the run's own summary (issue 22). The specs there
// cover the rest of each flow and check the "unavailable" states instead
// (tests/e2e-firebase/absent-services.spec.ts).

/** The flows that need each service, in words for the summary. */
export const FLOWS_NEEDING = {
  storage:
    'uploading and processing documents (projects, knowledge bases), training a knowledge base ' +
    "on them, a visual's picture (checked: marked 'could not be stored'), downloads",
  database:
    'live progress of document processing, training and draft generation (checked: the ' +
    "dashboard's 'progress unavailable'), the /members allow-list the user callables keep",
};

/**
 * One line per missing service, given the emulator env the tier runs with (the *_EMULATOR_HOST
 * variables): [] when both run.
 */
export function browserTierGaps(env) {
  const gaps = [];
  if (!env.FIREBASE_STORAGE_EMULATOR_HOST)
    gaps.push({ part: 'storage', flows: FLOWS_NEEDING.storage });
  if (!env.FIREBASE_DATABASE_EMULATOR_HOST)
    gaps.push({ part: 'database', flows: FLOWS_NEEDING.database });
  return gaps;
}
