// The Firestore, Realtime Database and Storage emulators of firebase-tools need Java 21+;
// the Auth and Functions emulators need no Java at all.
import { spawnSync } from 'node:child_process';

export const REQUIRED_JAVA = 21;

/** The major version of `java` on PATH, or null when there is none. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  // `java -version` prints to stderr: openjdk version "17.0.15" ... or, before Java 9, "1.8.0_392".
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** Plain words for why the full emulator suite can or cannot run here. */
export function javaVerdict() {
  const major = javaMajorVersion();
  const ok = major !== null && major >= REQUIRED_JAVA;
  const found = major === null ? 'No Java found' : `Java ${major} found`;
  const reason = ok
    ? `${found}; the full emulator suite can run.`
    : `${found}; the Firestore, Realtime Database and Storage emulators need Java ${REQUIRED_JAVA}+.`;
  return { ok, major, reason };
}
