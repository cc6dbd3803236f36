// Google Cloud CLI's Firestore emulator (Debian package google-cloud-cli-firestore-emulator).
// It runs on Java 17, unlike firebase-tools' copy whose start-up check asks for Java 21, so it is
// how tier 4 meets a real Firestore on machines without Java 21 (ARCHITECTURE §7).
//
// We start the emulator's own launcher rather than `gcloud emulators firestore start`: the gcloud
// wrapper is a Python process that does not pass signals on, and would leave the JVM behind.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isReachable } from './emulators.mjs';

const LAUNCHERS = [
  process.env.CLOUD_FIRESTORE_EMULATOR,
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
  '/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
].filter(Boolean);

/** The launcher script of gcloud's Firestore emulator, or null when it is not installed. */
export function gcloudFirestoreLauncher() {
  return LAUNCHERS.find((path) => existsSync(path)) ?? null;
}

/**
 * Starts gcloud's Firestore emulator on host:port and resolves once it accepts connections.
 * Returns { hostPort, stop }. `stop()` ends the JVM (the whole process group).
 * `functionsEmulator` (host:port) is where the emulator delivers the events of Firestore triggers
 * registered with it (scripts/shared/firestoreTriggers.mjs registers them).
 */
export async function startGcloudFirestore({
  host = '127.0.0.1',
  port = 8080,
  timeoutMs = 60_000,
  quiet = true,
  functionsEmulator = null,
} = {}) {
  const launcher = gcloudFirestoreLauncher();
  if (!launcher) throw new Error("gcloud's Firestore emulator is not installed");
  const hostPort = `${host}:${port}`;
  if (await isReachable(hostPort, 500)) {
    throw new Error(`${hostPort} is already in use: stop whatever listens there first`);
  }
  const child = spawn(
    launcher,
    [
      'start',
      `--host=${host}`,
      `--port=${port}`,
      '--database-mode=firestore-native',
      ...(functionsEmulator ? [`--functions_emulator=${functionsEmulator}`] : []),
    ],
    { detached: true, stdio: quiet ? 'ignore' : 'inherit' },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const stop = () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', stop);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`gcloud's Firestore emulator exited while starting (${launcher})`);
    if (await isReachable(hostPort, 500)) return { hostPort, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(
    `gcloud's Firestore emulator did not listen on ${hostPort} within ${timeoutMs} ms`,
  );
}
