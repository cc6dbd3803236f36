/**
 * Test setup (core, functions and web projects of vitest.config.ts): records the shape of every
 * query the code under test runs through the memory DocStore — the same query descriptions the
 * Firestore adapters translate — so scripts/check-indexes.mjs can check them against
 * firestore.indexes.json after the whole tier (issue 22 item 4). Records only when
 * QUERY_RECORD_DIR is set (scripts/test.mjs sets it for the full run), so a single test file run
 * by hand writes nothing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { MemoryDocStore } from '../../../core/src/memory/docStore';
import type { CollectionRef } from '../../../core/src/ports/refs';
import type { Query } from '../../../core/src/ports/query';
import type { QueryShape } from './firestoreIndexRules';

const dir = process.env.QUERY_RECORD_DIR;
const PATCHED = Symbol.for('tender.recordQueries');
// One set per worker process, across its test files (each file gets fresh modules, not a fresh
// process); every file's afterAll writes the whole set to the worker's own file.
const registry = globalThis as { [key: symbol]: Set<string> | undefined };
const SEEN = Symbol.for('tender.recordedQueryShapes');

function shapeOf(source: Query<unknown> | CollectionRef<unknown>): QueryShape {
  if (source.kind === 'collection') return { collection: source.id, filters: [], orders: [] };
  return {
    collection: source.collection.id,
    filters: source.filters.map((f) => ({ field: f.field, op: f.op })),
    orders: source.orders.map((o) => ({ field: o.field, direction: o.direction })),
  };
}

if (dir) {
  const seen = (registry[SEEN] ??= new Set<string>());
  const proto = MemoryDocStore.prototype as unknown as Record<string | symbol, unknown>;
  if (!proto[PATCHED]) {
    proto[PATCHED] = true;
    for (const method of ['getDocs', 'onQuerySnapshot'] as const) {
      const original = proto[method] as (...args: unknown[]) => unknown;
      proto[method] = function (this: unknown, source: unknown, ...rest: unknown[]) {
        seen.add(JSON.stringify(shapeOf(source as Query<unknown>)));
        return original.call(this, source, ...rest);
      };
    }
  }
  afterAll(() => {
    if (seen.size === 0) return;
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `worker-${process.pid}.json`);
    writeFileSync(file, JSON.stringify([...seen].map((s) => JSON.parse(s) as QueryShape)));
  });
}
