// Facts about the local Firebase emulator suite, read from firebase.json and .firebaserc so the
// scripts never disagree with the CLI about ports or the project.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const firebaseBin = fileURLToPath(
  new URL('../../node_modules/.bin/firebase', import.meta.url),
);
export const viteBin = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));
export const vitestBin = fileURLToPath(new URL('../../node_modules/.bin/vitest', import.meta.url));

const readJson = (file) =>
  JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));

/** The default project of .firebaserc (demo-tender: a demo- project needs no credentials). */
export function projectId() {
  return process.env.GCLOUD_PROJECT ?? readJson('.firebaserc').projects.default;
}

/** `host:port` of an emulator as firebase.json configures it, e.g. emulatorHost('auth'). */
export function emulatorHost(name) {
  const config = readJson('firebase.json').emulators?.[name];
  if (!config?.port) throw new Error(`firebase.json configures no port for the ${name} emulator`);
  return `${config.host ?? '127.0.0.1'}:${config.port}`;
}

/** Whether something accepts TCP connections at `host:port` within the timeout. */
export function isReachable(hostPort, timeoutMs = 1000) {
  const index = hostPort.lastIndexOf(':');
  const host = hostPort.slice(0, index);
  const port = Number(hostPort.slice(index + 1));
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
