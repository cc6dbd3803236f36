#!/usr/bin/env node
// Checks the queries tier 1 recorded (tests/unit/indexes/recordQueries.ts) against
// firestore.indexes.json by Firestore's rules for composite indexes
// (tests/unit/indexes/firestoreIndexRules.ts): fails on a query no declared index serves (it would
// fail in production; the emulator never asks) and on a declared index no query uses.
//   node scripts/check-indexes.mjs [record-dir]     (default artifacts/query-shapes)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = process.argv[2] ?? join(root, 'artifacts', 'query-shapes');

/**
 * Indexes that serve queries outside the DocStore port, as describeIndex prints them, with why.
 * Keep this list short: everything else must be earned by a recorded query.
 */
const USED_ELSEWHERE = {
  'chunks: embedding vector':
    "functions/src/adapters/firestoreVectorIndex.ts: findNearest over a knowledge base's chunks",
};

register();
const { checkIndexes, describeIndex, describeNeed } =
  await import('../tests/unit/indexes/firestoreIndexRules.ts');

if (!existsSync(dir)) {
  console.error(
    `check-indexes: no recorded queries in ${dir} (run tier 1 whole: node scripts/unit-tests.mjs)`,
  );
  process.exit(1);
}
const shapes = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
// The app's collections are the ones firestore.rules names; test-only collections (the DocStore
// contract's 'items') are not the app's queries.
const rules = readFileSync(join(root, 'firestore.rules'), 'utf8');
const collections = new Set([...rules.matchAll(/match \/([A-Za-z]+)\/\{/g)].map((m) => m[1]));
const all = [...new Map(shapes.map((s) => [JSON.stringify(s), s])).values()];
const unique = all.filter((s) => collections.has(s.collection));
const { indexes } = JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8'));
const { missing, unused } = checkIndexes(unique, indexes, USED_ELSEWHERE);

console.log(
  `check-indexes: ${unique.length} query shapes recorded on the app's collections ` +
    `(${all.length - unique.length} on test-only ones left out), ${indexes.length} composite indexes declared`,
);
for (const { need, shapes: users } of missing) {
  console.error(
    `  MISSING ${need.collection}: ${describeNeed(need)}  (${users.length} quer${users.length === 1 ? 'y' : 'ies'}, e.g. ${JSON.stringify(users[0])})`,
  );
}
for (const index of unused) console.error(`  UNUSED  ${describeIndex(index)}`);
if (missing.length || unused.length) {
  console.error(
    `check-indexes: ${missing.length} missing, ${unused.length} unused — fix firestore.indexes.json (docs/data-model.md, "Indexes")`,
  );
  process.exit(1);
}
console.log('check-indexes: every recorded query is served and every index is used');
