// The processes the emulator suite (emulatorSuite.mjs) starts: node scripts run to completion,
// and `firebase emulators:start` in its own process group, ready once it says so.
import { spawn } from 'node:child_process';
import { firebaseBin, repoRoot } from './emulators.mjs';

const START_TIMEOUT_MS = 180_000;

/** Runs a node script to completion with the given env; rejects on a non-zero exit. */
export function runNode(args, env, log) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => log.write(chunk));
    child.stderr.on('data', (chunk) => log.write(chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`node ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Starts `firebase emulators:start --only <only>` in its own process group and resolves once it
 * printed "All emulators ready" (the functions are loaded by then). Output goes to `log`.
 */
export function startFirebaseEmulators({ only, env, config, log }) {
  const args = ['emulators:start', '--only', only.join(','), '--project', env.GCLOUD_PROJECT];
  if (config) args.push('--config', config);
  const child = spawn(firebaseBin, args, {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const stop = async () => {
    if (exited) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    try {
      // The CLI stops its emulators and the functions runtime on SIGINT; the group catches strays.
      process.kill(-child.pid, 'SIGINT');
    } catch {
      return;
    }
    const timer = new Promise((resolve) => setTimeout(resolve, 10_000));
    await Promise.race([gone, timer]);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', () => {
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
  let hub = null;
  const ready = new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      reject(new Error(`the emulators did not get ready within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    const watch = (chunk) => {
      log.write(chunk);
      seen = (seen + chunk.toString()).slice(-4000);
      // The table after "All emulators ready" names the hub (its port is found at start-up).
      const hubMatch = /Emulator Hub host: (\S+) port: (\d+)/.exec(seen);
      if (hubMatch) hub = `${hubMatch[1]}:${hubMatch[2]}`;
      if (hub && seen.includes('All emulators ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`firebase emulators:start exited with ${code} while starting`));
    });
  });
  return { ready, stop, hub: () => hub };
}
