// The emulator suite that tier 4 (and the firebase-backend Playwright run) test against, started the
// best way this machine allows (ARCHITECTURE §7):
//   - Java 21+: firebase-tools runs everything (Auth, Firestore, Realtime Database, Storage,
//     Functions), as `firebase emulators:start` does.
//   - Java < 21 with Google Cloud CLI's Firestore emulator: that emulator (it runs on Java 17) plus
//     `firebase emulators:start --only auth,functions` (no Java). The Functions runtime inherits
//     FIRESTORE_EMULATOR_HOST from the CLI's environment, so firebase-admin in the functions talks
//     to it, and the Firestore triggers are registered with it (firestoreTriggers.mjs), so writes
//     reach them the real way. Realtime Database and Storage do not run: their emulators need Java
//     21+ and firebase-tools' download.
//   - Neither: nothing can run; suiteVerdict() says why and startEmulatorSuite() throws.
//
//   const suite = await startEmulatorSuite({ functions: true, seed: true });
//   spawn('vitest', [...], { env: { ...process.env, ...suite.env } });
//   console.log(suite.ran, suite.notRun);  // ['auth', ...], [{ part, why }]
//   await suite.stop();
import { spawn } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { emulatorHost, firebaseBin, isReachable, projectId, repoRoot } from './emulators.mjs';
import { registerFirestoreTriggers, watchFirestoreTriggers } from './firestoreTriggers.mjs';
import { gcloudFirestoreLauncher, startGcloudFirestore } from './gcloudFirestore.mjs';
import { javaVerdict } from './java.mjs';
import { startLocalTenderSource, TENDER_DATA_DIR } from './localTenderSource.mjs';

const NEEDS_JAVA_21 = "needs Java 21+ and firebase-tools' emulator download";
const START_TIMEOUT_MS = 180_000;

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

const portOf = (hostPort) => Number(hostPort.slice(hostPort.lastIndexOf(':') + 1));
const hostOf = (hostPort) => hostPort.slice(0, hostPort.lastIndexOf(':'));

/** host:port of each emulator: firebase.json's, unless `ports` overrides the port. */
function addresses(ports) {
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
function privateFunctionsCopy(source, params = {}) {
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
function suiteConfig(hosts, functionsDir) {
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

/** Runs a node script to completion with the given env; rejects on a non-zero exit. */
function runNode(args, env, log) {
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
function startFirebaseEmulators({ only, env, config, log }) {
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

/** Switches the Functions emulator's background triggers off or on (through the hub). */
export async function backgroundTriggers(hub, enabled) {
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${hub}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`PUT /functions/${path}: HTTP ${response.status}`);
}

/**
 * Loads firestore.rules into gcloud's emulator, as firebase-tools does for its own (the same
 * endpoint @firebase/rules-unit-testing uses), so clients meet the real rules.
 */
async function loadFirestoreRules(firestoreHost, project) {
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  const content = readFileSync(join(repoRoot, config.firestore.rules), 'utf8');
  const response = await fetch(
    `http://${firestoreHost}/emulator/v1/projects/${project}:securityRules`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    },
  );
  if (!response.ok) {
    throw new Error(
      `Loading firestore.rules failed: HTTP ${response.status} ${await response.text()}`,
    );
  }
}

/**
 * Starts the emulator suite. Options: `functions` (start the Functions emulator, default true),
 * `seed` (load emulator-data/seed.json, default true), `ports` ({ auth, firestore, functions,
 * database, storage } overriding firebase.json's), `build` (bundle functions/ first, default true),
 * `log` (a file for the emulators' output; by default one in the temp folder, named in errors),
 * `localTenders` (default false: point the functions' tender ingestion, e.g. the callable
 * ingestTendersNow, at the local TED/TenderNed stand-in serving ../shared/data/ted, never at the
 * internet; part 'tender stand-in' in `ran`, or in `notRun` when that folder is missing).
 *
 * Resolves with { env, ran, details, notRun, mode, hub, log, setTriggers, wireTriggers, seed,
 * stop }:
 *   env          the *_EMULATOR_HOST variables, FIREBASE_EMULATOR_HUB and GCLOUD_PROJECT for
 *                child processes;
 *   hub          host:port of firebase-tools' emulator hub;
 *   ran          the parts that run, plain names: 'auth', 'firestore', 'database', 'storage',
 *                'functions', 'firestore triggers' (wired by us to gcloud's Firestore), 'seed';
 *   details      { part: how } where it matters, e.g. firestore: "Google Cloud CLI's emulator…";
 *   notRun       [{ part, why }];
 *   setTriggers  (false) switches the functions' background triggers off, e.g. while the rules
 *                tests load fixtures; (true) on again (and re-registers them with gcloud's
 *                Firestore, as a reload changes their keys);
 *   wireTriggers() registers the Firestore triggers with gcloud's Firestore again, e.g. before
 *                tests that need them, in case the functions were reloaded (functions/lib rebuilt);
 *   seed()       loads emulator-data/seed.json again (with triggers off where they cannot finish).
 * Throws when no Firestore emulator can run here (see suiteVerdict()).
 */
export async function startEmulatorSuite({
  functions = true,
  seed = true,
  ports = {},
  build = true,
  localTenders = false,
  log: logFile = join(tmpdir(), `emulator-suite-${process.pid}.log`),
} = {}) {
  const verdict = suiteVerdict();
  if (!verdict.mode) throw new Error(verdict.reason);
  const hosts = addresses(ports);
  const project = projectId();
  const wanted =
    verdict.mode === 'gcloud'
      ? ['auth', 'firestore']
      : ['auth', 'firestore', 'database', 'storage'];
  if (functions) wanted.push('functions');
  for (const name of wanted) {
    if (await isReachable(hosts[name], 500)) {
      throw new Error(
        `${hosts[name]} (${name} emulator) is already in use: stop whatever listens there first`,
      );
    }
  }

  const env = {
    GCLOUD_PROJECT: project,
    FIREBASE_AUTH_EMULATOR_HOST: hosts.auth,
    FIRESTORE_EMULATOR_HOST: hosts.firestore,
  };
  if (verdict.mode === 'firebase-tools') {
    env.FIREBASE_DATABASE_EMULATOR_HOST = hosts.database;
    env.FIREBASE_STORAGE_EMULATOR_HOST = hosts.storage;
  }
  if (functions) env.FUNCTIONS_EMULATOR_HOST = hosts.functions;

  const log = createWriteStream(logFile);
  const stops = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne();
    stops.length = 0;
  };
  // `ran` holds plain part names (callers test ran.includes('firestore')); `details` says how.
  const ran = [];
  const details = {};
  let hub = null;
  const notRun = [];
  /**
   * Registers the loaded Firestore triggers with gcloud's Firestore under their current keys (a
   * no-op with firebase-tools' own Firestore). Waits for the functions to be loaded: the Functions
   * emulator reloads them whenever functions/lib changes, which a bundle built elsewhere during
   * the run does (it is empty for a moment meanwhile).
   */
  const wireTriggers = async () => {
    if (!functions || verdict.mode !== 'gcloud') return;
    const deadline = Date.now() + 90_000;
    let triggers = [];
    let lastError = null;
    for (;;) {
      triggers = await registerFirestoreTriggers({
        firestoreHost: hosts.firestore,
        functionsHost: hosts.functions,
        project,
      }).catch((error) => {
        lastError = error;
        return [];
      });
      if (triggers.length > 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    if (triggers.length === 0) {
      throw new Error(
        `No Firestore trigger could be wired within 90 s${lastError ? `: ${lastError.message}` : ''}`,
      );
    }
    details['firestore triggers'] =
      `${triggers.map((t) => t.id).join(', ')}, registered with gcloud's Firestore by us`;
  };
  /** Background triggers off or on; back on, they are registered again with gcloud's Firestore. */
  const setTriggers = async (enabled) => {
    if (!functions) return;
    await backgroundTriggers(hub, enabled);
    if (enabled) await wireTriggers();
  };
  /**
   * Loads emulator-data/seed.json. Without the Realtime Database the users/{uid} trigger cannot
   * finish (its mirror write waits for a database that is not there), so there the seed's writes
   * do not wake it (the seed sets the claims itself); with the full suite the trigger runs and
   * mirrors the seed's disabled users.
   */
  const seedSuite = async () => {
    // Off here also because the seed's Auth accounts would each wake accountCreated at once, and
    // as many Functions workers starting together time out on a busy machine.
    const quietTriggers = verdict.mode === 'gcloud' && functions;
    if (quietTriggers) await setTriggers(false);
    await runNode(['scripts/seed.mjs'], { ...process.env, ...env }, log);
    if (quietTriggers) await setTriggers(true);
  };
  try {
    // The Functions emulator loads the bundle `firebase deploy` would upload, so bundle it first.
    if (functions && build) await runNode(['functions/build.mjs'], process.env, log);
    let functionsDir = null;
    if (functions) {
      const source = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')).functions[0]
        .source;
      let params = {};
      if (localTenders) {
        const tenders = await startLocalTenderSource();
        if (tenders) {
          stops.push(tenders.stop);
          params = tenders.params;
          ran.push('tender stand-in');
          details['tender stand-in'] =
            `the functions' ingestion reads ${tenders.params.TED_API_BASE_URL}, the real notices in ../shared/data/ted`;
        } else {
          notRun.push({
            part: 'tender stand-in',
            why: `${TENDER_DATA_DIR} is missing, so the functions' ingestion has no local source`,
          });
        }
      }
      const copy = privateFunctionsCopy(source, params);
      stops.push(async () => copy.remove());
      functionsDir = copy.dir;
    }
    const changedPorts = Object.entries(hosts).some(([name, host]) => host !== emulatorHost(name));
    const config = changedPorts || functionsDir ? suiteConfig(hosts, functionsDir) : null;
    if (config) stops.push(async () => rmSync(config, { force: true }));

    if (verdict.mode === 'gcloud') {
      const firestore = await startGcloudFirestore({
        host: hostOf(hosts.firestore),
        port: portOf(hosts.firestore),
        functionsEmulator: functions ? hosts.functions : null,
      });
      stops.push(async () => firestore.stop());
      await loadFirestoreRules(hosts.firestore, project);
      ran.push('firestore');
      details.firestore = `Google Cloud CLI's emulator, Java ${verdict.java.major}`;
      notRun.push(
        { part: 'database', why: NEEDS_JAVA_21 },
        { part: 'storage', why: NEEDS_JAVA_21 },
      );
    } else {
      ran.push('firestore', 'database', 'storage');
    }

    const only =
      verdict.mode === 'gcloud' ? ['auth'] : ['auth', 'firestore', 'database', 'storage'];
    if (functions) only.push('functions');
    // The CLI and, through it, the functions runtime inherit these: firebase-admin in the
    // functions then talks to the external Firestore emulator.
    // Loading the bundle to discover its functions may take longer than firebase-tools' 10 s on
    // a busy machine, and a worker's start longer than 30 s (the same variable sets both, in
    // seconds): then no function would load at all.
    const cliEnv = {
      FUNCTIONS_DISCOVERY_TIMEOUT: '120',
      ...process.env,
      ...env,
      METADATA_SERVER_DETECTION: 'none',
    };
    const emulators = startFirebaseEmulators({ only, env: cliEnv, config, log });
    stops.push(emulators.stop);
    await emulators.ready;
    ran.unshift('auth');
    hub = emulators.hub();
    // For switching the functions' background triggers (backgroundTriggers, and
    // @firebase/rules-unit-testing's withFunctionTriggersDisabled). rules-unit-testing also asks
    // the hub where the emulators are, and warns on every call that it does not know gcloud's
    // Firestore: leave it out of the env of such tests (scripts/emulator-tests.mjs does).
    if (hub) env.FIREBASE_EMULATOR_HUB = hub;
    if (functions) ran.push('functions');
    else notRun.push({ part: 'functions', why: 'not asked for' });

    if (seed) {
      await seedSuite();
      ran.push('seed');
      details.seed = 'emulator-data/seed.json';
    }
    if (functions && verdict.mode === 'gcloud') {
      await wireTriggers();
      ran.splice(ran.indexOf('functions') + 1, 0, 'firestore triggers');
      // Other runs rebuild functions/lib, which reloads the triggers under new keys: follow them.
      const stopWatch = watchFirestoreTriggers({
        firestoreHost: hosts.firestore,
        functionsHost: hosts.functions,
        project,
      });
      stops.push(async () => stopWatch());
    }
  } catch (error) {
    await stop();
    log.end();
    error.message = `${error.message} (emulator output: ${logFile})`;
    throw error;
  }
  return {
    env,
    ran,
    details,
    notRun,
    mode: verdict.mode,
    hub,
    log: logFile,
    setTriggers,
    wireTriggers,
    seed: seedSuite,
    stop: async () => {
      await stop();
      log.end();
    },
  };
}
