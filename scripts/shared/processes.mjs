// Child processes that end with us: on Ctrl-C, SIGTERM or exit every child is stopped.
//
// Children stay in our process group on purpose: Vite reads the terminal for its shortcuts, and
// a background group reading the terminal would be stopped by SIGTTIN. The terminal's Ctrl-C thus
// reaches them directly; we forward other signals and escalate if they do not exit.
import { spawn } from 'node:child_process';

const children = new Set();
let stopping = false;

/** True once Ctrl-C or SIGTERM was received: the signal handler decides the exit code. */
export function isStopping() {
  return stopping;
}

/** Starts a long-running child with inherited stdio. */
export function startChild(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.once('error', () => children.delete(child));
  return child;
}

/** Resolves with a child's exit code (a signal or a failure to start counts as 1). */
export function exitCodeOf(child, name = 'child process') {
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`Could not start ${name}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a child to completion and resolves with its exit code. */
export function runChild(command, args, options = {}) {
  return exitCodeOf(startChild(command, args, options), command);
}

/** Sends a signal to every running child. */
export function signalChildren(signal = 'SIGTERM') {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

/** Waits up to `graceMs` for the children to exit, then kills the rest. */
export async function stopChildren(signal = 'SIGTERM', graceMs = 10_000) {
  signalChildren(signal);
  const deadline = Date.now() + graceMs;
  while (children.size > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  signalChildren('SIGKILL');
}

/** On Ctrl-C or SIGTERM: stop the children (emulators export nothing, so this is quick), then exit. */
export function stopChildrenOnSignals() {
  for (const [signal, number] of [
    ['SIGINT', 2],
    ['SIGTERM', 15],
  ]) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`\nStopping (${signal})…`);
      void stopChildren(signal).then(() => process.exit(128 + number));
    });
  }
  process.on('exit', () => signalChildren('SIGKILL'));
}
