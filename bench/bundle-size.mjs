#!/usr/bin/env node
// npm run bench:bundle: the JavaScript a first visit to the sign-in page downloads, gzipped.
// Reads web/dist/.vite/manifest.json (build the app first: npm run build -w @tender/web).
// See bench/README.md for what is counted and why. Exits 1 over budget.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** Issue 2: the sign-in page's initial JavaScript, entry plus its static imports. */
const BUDGET_KB = 230;
/**
 * A guard on everything the first render of /authentication waits for (route page, layout, messages,
 * demo backend): not the figure, but it keeps the lazy chunks from growing unnoticed.
 */
const FIRST_RENDER_BUDGET_KB = 300;
const root = fileURLToPath(new URL('..', import.meta.url));
// A different build folder may be named as the first argument (e.g. a throwaway build).
const dist = process.argv[2] ?? `${root}web/dist`;
const manifestPath = `${dist}/.vite/manifest.json`;

if (!existsSync(manifestPath)) {
  console.error(
    `bench: ${manifestPath} is missing. Build first (npm run build -w @tender/web); ` +
      'web/vite.config.ts must keep build.manifest: true.',
  );
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const kB = (bytes) => bytes / 1000;
const gzipSizes = new Map();
function sizes(file) {
  if (!gzipSizes.has(file)) {
    const bytes = readFileSync(`${dist}/${file}`);
    const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
    gzipSizes.set(file, { raw: bytes.length, gzip });
  }
  return gzipSizes.get(file);
}

function requireKey(key) {
  if (!manifest[key]) {
    console.error(
      `bench: ${key} is not in the manifest; did the module move? Update bench/bundle-size.mjs.`,
    );
    process.exit(1);
  }
  return key;
}

/** The chunk of `key` and, transitively, everything it imports statically. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach((key) => visit(requireKey(key)));
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('bench: the manifest has no entry chunk.');
  process.exit(1);
}

// What the first render of /authentication needs, in the order the browser asks for it.
const groups = [
  { label: 'entry + static imports', keys: [entryKey] },
  {
    label: '/authentication route (lazy page + auth layout, loaded on first render)',
    keys: ['src/features/auth/AuthenticationPage.tsx', 'src/app/layouts/AuthLayout.tsx'],
  },
  {
    label: 'boot: English messages + demo backend (awaited before the first render)',
    keys: ['../locales/en.json', 'src/backend/demo/index.ts'],
  },
];

const counted = new Set();
const rows = [];
for (const group of groups) {
  for (const key of staticClosure(group.keys)) {
    const { file } = manifest[key];
    if (counted.has(file)) continue;
    counted.add(file);
    rows.push({ group: group.label, file, ...sizes(file) });
  }
}

const pad = (value, width) => String(value).padStart(width);
const name = (file) => file.replace(/^assets\//, '');
console.log(`Sign-in page (/authentication) initial JavaScript, gzip level 9 — web/dist`);
let total = 0;
let totalRaw = 0;
for (const group of groups) {
  const inGroup = rows.filter((row) => row.group === group.label).sort((a, b) => b.gzip - a.gzip);
  const sum = inGroup.reduce((acc, row) => acc + row.gzip, 0);
  console.log(`\n  ${group.label}: ${inGroup.length} chunks, ${kB(sum).toFixed(1)} kB gzip`);
  for (const row of inGroup) {
    console.log(
      `    ${name(row.file).padEnd(52)} ${pad(kB(row.raw).toFixed(1), 8)} kB ${pad(kB(row.gzip).toFixed(1), 7)} kB gzip`,
    );
    total += row.gzip;
    totalRaw += row.raw;
  }
}
const entryOnly = rows
  .filter((row) => row.group === groups[0].label)
  .reduce((acc, row) => acc + row.gzip, 0);
console.log(
  `\n  ${'entry + static imports only (issue 2 wording)'.padEnd(63)} ${pad(kB(entryOnly).toFixed(1), 7)} kB gzip`,
);
console.log(
  `  ${'TOTAL for the first render'.padEnd(54)} ${pad(kB(totalRaw).toFixed(1), 8)} kB ${pad(kB(total).toFixed(1), 7)} kB gzip  (guard ${FIRST_RENDER_BUDGET_KB} kB)`,
);

// For comparison: the Firebase backend (VITE_BACKEND=firebase) replaces the demo one at boot.
const firebaseKey = 'src/backend/firebase/index.ts';
if (manifest[firebaseKey]) {
  const extra = [...staticClosure([firebaseKey])]
    .map((key) => manifest[key].file)
    .filter((file) => !counted.has(file));
  const demoOnly = [...staticClosure(['src/backend/demo/index.ts'])]
    .map((key) => manifest[key].file)
    .filter(
      (file) => !staticClosure([entryKey, ...groups[1].keys, '../locales/en.json']).has(file),
    );
  const firebaseGzip = extra.reduce((acc, file) => acc + sizes(file).gzip, 0);
  const demoGzip = demoOnly.reduce((acc, file) => acc + sizes(file).gzip, 0);
  console.log(
    `  (with the firebase backend instead: ${kB(total - demoGzip + firebaseGzip).toFixed(1)} kB gzip; ` +
      `its SDK chunks add ${kB(firebaseGzip).toFixed(1)} kB)`,
  );
}

// One chunk per route: every lazy module of the route table is a chunk of its own.
const routeTable = readFileSync(`${root}web/src/app/routing/routeTable.tsx`, 'utf8');
const routeModules = [...routeTable.matchAll(/import\('([^']+)'\)/g)].map(([, spec]) => {
  const path = new URL(spec, 'file:///web/src/app/routing/').pathname.replace('/web/', '');
  return Object.keys(manifest).find((key) => key.replace(/\.[jt]sx?$/, '') === path) ?? path;
});
const routeFiles = routeModules.map((key) => manifest[key]?.isDynamicEntry && manifest[key].file);
const distinct = new Set(routeFiles.filter(Boolean));
const oneEach = distinct.size === routeModules.length && routeFiles.every(Boolean);
console.log(
  `\nRoute chunks: ${distinct.size} chunks for ${routeModules.length} lazy route modules` +
    `${oneEach ? ' (one chunk per route)' : ' — NOT one chunk per route'}`,
);

let failed = false;
if (!oneEach) {
  routeModules.forEach(
    (key, i) => !routeFiles[i] && console.log(`  not a chunk of its own: ${key}`),
  );
  failed = true;
}
const checks = [
  ['entry + static imports', entryOnly, BUDGET_KB],
  ['first render of /authentication', total, FIRST_RENDER_BUDGET_KB],
];
for (const [label, bytes, budget] of checks) {
  const ok = kB(bytes) <= budget;
  console.log(`${ok ? 'OK' : 'FAIL'}: ${label} ${kB(bytes).toFixed(1)} kB gzip of ${budget} kB.`);
  if (!ok) failed = true;
}
process.exit(failed ? 1 : 0);
