// Files and chunk graphs for bench/first-render.mjs (issue 22, item 7): the builds it measures, a
// served file's gzip size, the `--files` listing, and the firebase dashboard's first render taken
// from the firebase build's chunk graph. A module of that bench, not a bench of its own.
import { existsSync, readFileSync } from 'node:fs';
import { constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** bench/bundle-size.mjs's two builds: `${outRoot}/demo` and `${outRoot}/firebase`. */
export const outRoot = 'node_modules/.cache/tender-bench';

export const kB = (bytes) => (bytes / 1000).toFixed(1);

/** Gzip (level 9, as bundle-size.mjs) of a served file; the server sends files as they are. */
const gzipCache = new Map();
export function gzipOf(dist, path) {
  const file = `${root}${dist}${path}`;
  if (!gzipCache.has(file)) {
    const bytes = readFileSync(file);
    gzipCache.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length,
    });
  }
  return gzipCache.get(file);
}

/** `--files`: every counted file with its gzip size, largest first (to see what to cut). */
export function listFiles(label, dist, paths) {
  if (!process.argv.includes('--files')) return;
  console.log(`  files of ${label}:`);
  paths
    .map((path) => ({ path, ...gzipOf(dist, path) }))
    .sort((a, b) => b.gzip - a.gzip)
    .forEach((f) =>
      console.log(`    ${kB(f.gzip).padStart(6)} kB  ${f.path.replace('/assets/', '')}`),
    );
}

/**
 * What the firebase dashboard's first render loads besides the pages' own modules: the backend's
 * boot (index.ts) and the one Firestore part its first reads use — Firestore Lite
 * (connectFirestoreLite.ts), which answers the session's profile and the dashboard's figures
 * until the full SDK loads after the first screen (liteFirstDocStore.ts). The other data SDKs
 * load on their own first use; the Realtime Database's progress after the figures.
 */
export const FIREBASE_DASHBOARD_ROOTS = [
  'src/backend/firebase/index.ts',
  'src/backend/firebase/connectFirestoreLite.ts',
];
/**
 * Must not be in the firebase dashboard's first render, by the sources of its chunks (their source
 * maps): the full Firestore SDK (Lite is under dist/lite/) and the Realtime Database.
 */
const AFTER_FIRST_SCREEN = [
  ['the full Firestore SDK', /@firebase\/firestore\/dist\/(?!lite\/)/],
  ['the Realtime Database SDK', /@firebase\/database\//],
];

/**
 * The firebase dashboard from its chunk graph: the dashboard needs the emulators (or production)
 * to sign in, which CI may not have. The same pages as the demo's measured first screen — every
 * source module the browser loaded, as a manifest key — without the demo backend's own chunks,
 * plus FIREBASE_DASHBOARD_ROOTS, with their static imports, in the firebase build's manifest.
 */
export function firebaseDashboardFromGraph(demoFiles) {
  const manifestOf = (backend) =>
    JSON.parse(readFileSync(`${root}${outRoot}/${backend}/.vite/manifest.json`, 'utf8'));
  const demo = manifestOf('demo');
  const firebase = manifestOf('firebase');
  const closure = (manifest, keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      (manifest[key].imports ?? []).forEach(visit);
    };
    keys.forEach(visit);
    return seen;
  };
  const demoBackend = closure(demo, ['src/backend/demo/index.ts']);
  const pageKeys = Object.keys(demo).filter(
    (key) =>
      !key.startsWith('_') &&
      !demoBackend.has(key) &&
      demoFiles.includes(`/${demo[key].file}`) &&
      !key.startsWith('src/backend/demo/'),
  );
  for (const key of FIREBASE_DASHBOARD_ROOTS) {
    if (!firebase[key]) throw new Error(`the firebase build has no chunk for ${key}`);
  }
  const keys = closure(firebase, [...pageKeys, ...FIREBASE_DASHBOARD_ROOTS]);
  const files = new Set([...keys].map((key) => firebase[key].file));
  const sources = [...files].flatMap((file) => {
    const map = `${root}${outRoot}/firebase/${file}.map`;
    return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
  });
  const leaked = AFTER_FIRST_SCREEN.filter(([, test]) => sources.some((s) => test.test(s))).map(
    ([name]) => name,
  );
  let gzip = 0;
  for (const file of files) gzip += gzipOf(`${outRoot}/firebase`, `/${file}`).gzip;
  listFiles(
    'firebase /dashboard (chunk graph)',
    `${outRoot}/firebase`,
    [...files].map((f) => `/${f}`),
  );
  return { gzip, files: files.size, leaked };
}
