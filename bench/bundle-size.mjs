#!/usr/bin/env node
// npm run bench:bundle: the JavaScript a first visit to the sign-in page downloads, gzipped, on
// BOTH backends. Builds the web app once per backend into its own folder (never web/dist or
// web/dist-firebase, which the e2e tiers use) and reads Vite's chunk graph from each manifest.
// See bench/README.md for what is counted and why. Exits 1 when a budget is broken.
//
//   node bench/bundle-size.mjs              # build demo and firebase, measure both
//   node bench/bundle-size.mjs --no-build   # measure the last builds again
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/**
 * Everything the first render of /authentication waits for: the entry with its static imports, the
 * route's page and layout, its messages and the backend main.tsx awaits (issue 22, item 7). The
 * same figure measured in the browser is gated by first-render.mjs; this one says which chunk is
 * where. (Issue 2's partial figure, entry plus backend, is gone: chunks moved between the groups as
 * the first screen lost yup and the menus, so only the total means anything.)
 */
const FIRST_RENDER_BUDGET_KB = { demo: 250, firebase: 250 };
/** SDKs that must not be on the firebase boot path (they load with the dashboard). */
const NOT_AT_BOOT = [
  '@firebase/firestore',
  '@firebase/database',
  '@firebase/storage',
  '@firebase/functions',
  'reactfire',
];

const root = fileURLToPath(new URL('..', import.meta.url));
const outRoot = `${root}node_modules/.cache/tender-bench`;
const BACKENDS = {
  demo: { module: 'src/backend/demo/index.ts', env: {} },
  // Emulator mode (nothing need listen: the sign-in page makes no request before a sign-in), so
  // first-render.mjs can load this build in Chromium; the code and chunks are those of production.
  firebase: {
    module: 'src/backend/firebase/index.ts',
    env: { VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', VITE_FIREBASE_PROJECT_ID: 'demo-tender' },
  },
};

const args = process.argv.slice(2);
const build = !args.includes('--no-build');

const kB = (bytes) => bytes / 1000;
const fail = (message) => {
  console.error(`bench: ${message}`);
  process.exit(1);
};

function buildBackend(backend, dist) {
  console.log(`Building the web app with VITE_BACKEND=${backend} into ${dist.replace(root, '')}…`);
  const result = spawnSync(
    process.execPath,
    [`${root}node_modules/vite/bin/vite.js`, 'build', '--outDir', dist, '--emptyOutDir'],
    {
      cwd: `${root}web`,
      env: { ...process.env, ...BACKENDS[backend].env, VITE_BACKEND: backend },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) fail(`the ${backend} build failed (exit ${result.status}).`);
}

/** One build's chunk graph with gzip sizes. */
function chunkGraph(dist) {
  const manifestPath = `${dist}/.vite/manifest.json`;
  if (!existsSync(manifestPath)) {
    fail(
      `${manifestPath} is missing: run without --no-build (web/vite.config.ts must keep build.manifest: true).`,
    );
  }
  /** @type {Record<string, {file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[]}>} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gzipSizes = new Map();
  const sizes = (file) => {
    if (!gzipSizes.has(file)) {
      const bytes = readFileSync(`${dist}/${file}`);
      const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
      gzipSizes.set(file, { raw: bytes.length, gzip });
    }
    return gzipSizes.get(file);
  };
  const requireKey = (key) => {
    if (!manifest[key]) {
      fail(`${key} is not in the manifest; did the module move? Update bench/bundle-size.mjs.`);
    }
    return key;
  };
  /** The chunks of `keys` and, transitively, everything they import statically. */
  const staticClosure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    keys.forEach((key) => visit(requireKey(key)));
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) fail(`${manifestPath} has no entry chunk.`);
  /** The original sources a chunk was built from (its source map). */
  const sourcesOf = (file) => {
    const map = `${dist}/${file}.map`;
    return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
  };
  return { manifest, sizes, staticClosure, entryKey, sourcesOf };
}

const pad = (value, width) => String(value).padStart(width);
const name = (file) => file.replace(/^assets\//, '');

/** Prints the table of one backend and returns its two figures (gzip bytes) and boot sources. */
function measure(backend, dist) {
  const graph = chunkGraph(dist);
  // Chunks shared between groups are counted once, in the first group that needs them; the backend
  // comes last, so its group holds only what the backend adds to what the page needs anyway.
  const groups = [
    { label: 'entry + static imports', keys: [graph.entryKey] },
    {
      label: '/authentication route (lazy page + auth layout, loaded on first render)',
      keys: ['src/features/auth/AuthenticationPage.tsx', 'src/app/layouts/AuthLayout.tsx'],
    },
    {
      label: "messages: the English boot part and the sign-in page's own namespace",
      keys: ['virtual:messages/en/boot', 'virtual:messages/en/auth'],
    },
    {
      label: `boot: the ${backend} backend's own chunks (awaited before the first render)`,
      keys: [BACKENDS[backend].module],
    },
  ];
  const counted = new Set();
  const rows = [];
  for (const group of groups) {
    for (const key of graph.staticClosure(group.keys)) {
      const { file } = graph.manifest[key];
      if (counted.has(file)) continue;
      counted.add(file);
      rows.push({ group: group.label, file, ...graph.sizes(file) });
    }
  }
  console.log(`\nSign-in page (/authentication), ${backend} backend: JavaScript, gzip level 9`);
  const sumOf = (labels) =>
    rows.filter((row) => labels.includes(row.group)).reduce((acc, row) => acc + row.gzip, 0);
  for (const group of groups) {
    const inGroup = rows.filter((row) => row.group === group.label).sort((a, b) => b.gzip - a.gzip);
    console.log(
      `\n  ${group.label}: ${inGroup.length} chunks, ${kB(sumOf([group.label])).toFixed(1)} kB gzip`,
    );
    for (const row of inGroup) {
      console.log(
        `    ${name(row.file).padEnd(52)} ${pad(kB(row.raw).toFixed(1), 8)} kB ${pad(kB(row.gzip).toFixed(1), 7)} kB gzip`,
      );
    }
  }
  const bootFiles = rows.filter((row) => [groups[0].label, groups[3].label].includes(row.group));
  return {
    graph,
    firstRender: sumOf(groups.map((g) => g.label)),
    bootSources: bootFiles.flatMap((row) => graph.sourcesOf(row.file)),
  };
}

const results = {};
for (const backend of Object.keys(BACKENDS)) {
  const dist = `${outRoot}/${backend}`;
  if (build) buildBackend(backend, dist);
  results[backend] = measure(backend, dist);
}

let failed = false;
console.log('');
for (const [backend, { firstRender }] of Object.entries(results)) {
  const guard = FIRST_RENDER_BUDGET_KB[backend];
  console.log(
    `bench bundle-${backend}-first-render: ${kB(firstRender).toFixed(1)} kB (budget ${guard} kB)`,
  );
  if (kB(firstRender) > guard) failed = true;
}

// The firebase boot path holds app, Auth and App Check only; the data SDKs load with the dashboard.
const leaked = NOT_AT_BOOT.filter((sdk) =>
  results.firebase.bootSources.some((source) => source.includes(`node_modules/${sdk}/`)),
);
console.log(
  leaked.length === 0
    ? `OK: the firebase boot path loads none of ${NOT_AT_BOOT.join(', ')}.`
    : `FAIL: the firebase boot path loads ${leaked.join(', ')} (they belong to the dashboard).`,
);
if (leaked.length > 0) failed = true;

// One chunk per route: every lazy module of the route table is a chunk of its own.
const { manifest } = results.demo.graph;
const routeTable = readFileSync(`${root}web/src/app/routing/routeTable.tsx`, 'utf8');
const routeModules = [...routeTable.matchAll(/import\('([^']+)'\)/g)].map(([, spec]) => {
  const path = new URL(spec, 'file:///web/src/app/routing/').pathname.replace('/web/', '');
  return Object.keys(manifest).find((key) => key.replace(/\.[jt]sx?$/, '') === path) ?? path;
});
const routeFiles = routeModules.map((key) => manifest[key]?.isDynamicEntry && manifest[key].file);
const distinct = new Set(routeFiles.filter(Boolean));
const oneEach = distinct.size === routeModules.length && routeFiles.every(Boolean);
console.log(
  `${oneEach ? 'OK' : 'FAIL'}: ${distinct.size} route chunks for ${routeModules.length} lazy route modules` +
    `${oneEach ? ' (one chunk per route)' : ' — NOT one chunk per route'}`,
);
if (!oneEach) {
  routeModules.forEach(
    (key, i) => !routeFiles[i] && console.log(`  not a chunk of its own: ${key}`),
  );
  failed = true;
}
process.exit(failed ? 1 : 0);
