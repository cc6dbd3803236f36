// How the emulator suite can run on this machine (ARCHITECTURE §7), without starting anything:
// firebase-tools' whole suite with Java 21+, else Google Cloud CLI's Firestore emulator (Java 17)
// beside firebase-tools' Auth and Functions, else nothing. Read by the suite itself
// (emulatorSuite.mjs), by npm test to say why tier 4 cannot run, by the firebase e2e's reset and
// by .ci/run, which prints the reason.
import { gcloudFirestoreLauncher } from './gcloudFirestore.mjs';
import { javaVerdict } from './java.mjs';

/**
 * How the suite can run here: { mode: 'firebase-tools' | 'gcloud' | null, java, reason }.
 * `reason` is one plain sentence for the test output.
 */
export function suiteVerdict() {
  const java = javaVerdict();
  if (java.ok) {
    return { mode: 'firebase-tools', java, reason: `${java.reason}` };
  }
  if (gcloudFirestoreLauncher()) {
    return {
      mode: 'gcloud',
      java,
      reason:
        `${java.reason} Firestore runs on Google Cloud CLI's emulator instead; ` +
        'Realtime Database and Storage cannot run.',
    };
  }
  return {
    mode: null,
    java,
    reason:
      `${java.reason} Google Cloud CLI's Firestore emulator is not installed either ` +
      '(Debian package google-cloud-cli-firestore-emulator), so no Firestore emulator can run.',
  };
}
