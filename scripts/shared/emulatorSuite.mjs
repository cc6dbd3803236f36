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
//   - Neither: nothing can run; suiteVerdict() (suiteVerdict.mjs) says why and
//     startEmulatorSuite() throws.
//
//   const suite = await startEmulatorSuite({ functions: true, seed: true });
//   spawn('vitest', [...], { env: { ...process.env, ...suite.env } });
//   console.log(suite.ran, suite.notRun);  // ['auth', ...], [{ part, why }]
//   await suite.stop();
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatorHost, isReachable, projectId, repoRoot } from './emulators.mjs';
import { backgroundTriggers, loadFirestoreRules } from './emulatorControl.mjs';
import {
  addresses,
  hostOf,
  portOf,
  privateFunctionsCopy,
  suiteConfig,
} from './emulatorSuiteConfig.mjs';
import { runNode, startFirebaseEmulators } from './firebaseEmulatorsProcess.mjs';
import { watchFirestoreTriggers, wireFirestoreTriggers } from './firestoreTriggers.mjs';
import { startGcloudFirestore } from './gcloudFirestore.mjs';
import { startLocalTenderSource, TENDER_DATA_DIR } from './localTenderSource.mjs';
import { suiteVerdict } from './suiteVerdict.mjs';

const NEEDS_JAVA_21 = "needs Java 21+ and firebase-tools' emulator download";

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
   * no-op with firebase-tools' own Firestore), once the functions are loaded.
   */
  const wireTriggers = async () => {
    if (!functions || verdict.mode !== 'gcloud') return;
    const triggers = await wireFirestoreTriggers({
      firestoreHost: hosts.firestore,
      functionsHost: hosts.functions,
      project,
    });
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
