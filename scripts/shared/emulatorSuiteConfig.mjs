// What the emulator suite (emulatorSuite.mjs) runs with: each emulator's host:port, its private
// copy of the functions bundle, and the firebase.json the CLI is given.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { emulatorHost, repoRoot } from './emulators.mjs';

export const portOf = (hostPort) => Number(hostPort.slice(hostPort.lastIndexOf(':') + 1));
export const hostOf = (hostPort) => hostPort.slice(0, hostPort.lastIndexOf(':'));

/** host:port of each emulator: firebase.json's, unless `ports` overrides the port. */
export function addresses(ports) {
  const names = ['auth', 'firestore', 'database', 'storage', 'functions'];
  return Object.fromEntries(
    names.map((name) => {
      const configured = emulatorHost(name);
      const port = ports[name] ?? portOf(configured);
      return [name, `${hostOf(configured)}:${port}`];
    }),
  );
}

/**
 * The suite's own copy of the functions bundle (package.json, lib/, .env files) in
 * .firebase/functions-<pid>/. The Functions emulator watches its source folder and reloads on every
 * change; functions/lib is rebuilt by every test run that starts emulators (and removed for a
 * moment meanwhile), so on a shared machine another run would pull the bundle from under this one.
 * Modules resolve from the repository's node_modules, up the tree, as from functions/.
 */
export function privateFunctionsCopy(source, params = {}) {
  const from = join(repoRoot, source);
  const to = join(repoRoot, '.firebase', `${source}-${process.pid}`);
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name === 'package.json' || name === 'lib' || name.startsWith('.env')) {
      cpSync(join(from, name), join(to, name), { recursive: true });
    }
  }
  if (!existsSync(join(to, 'lib', 'index.js'))) {
    throw new Error(`${source}/lib/index.js vanished while copying (another build?); run again`);
  }
  // .env.local is the file firebase-tools reads for the emulators only; its values win over the
  // parameters' defaults (e.g. the ingestion's API base URLs pointed at the local stand-in).
  const lines = Object.entries(params).map(([key, value]) => `${key}=${value}`);
  if (lines.length > 0) {
    const file = join(to, '.env.local');
    const before = existsSync(file) ? `${readFileSync(file, 'utf8').trimEnd()}\n` : '';
    writeFileSync(file, `${before}${lines.join('\n')}\n`);
  }
  return { dir: basename(to), remove: () => rmSync(to, { recursive: true, force: true }) };
}

/**
 * The config the CLI runs with: firebase.json with the suite's ports and, when given, the private
 * functions copy. firebase-tools takes the project directory from the config's folder, so it goes
 * in .firebase/ (git-ignored) with its paths pointing one level up.
 */
export function suiteConfig(hosts, functionsDir) {
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  for (const [name, hostPort] of Object.entries(hosts)) {
    config.emulators[name] = { host: hostOf(hostPort), port: portOf(hostPort) };
  }
  config.functions = config.functions.map((entry) => ({
    ...entry,
    source: functionsDir ?? `../${entry.source}`,
  }));
  for (const name of ['firestore', 'database', 'storage']) {
    for (const key of ['rules', 'indexes']) {
      if (config[name]?.[key]) config[name][key] = `../${config[name][key]}`;
    }
  }
  delete config.hosting;
  const dir = join(repoRoot, '.firebase');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `emulator-suite-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}
