// A value computed from a file's bytes, kept for one run in a folder that run made (mkdtemp):
// the CI benches' extractions (BENCH_EXTRACT_CACHE, bench/retrieval-lib.mjs) and the draft-coverage
// label test's tender texts (DRAFT_LABELS_TEXT_CACHE, scripts/check-draft-coverage-labels.mjs).
// Keyed by the bytes' SHA-256 only: the code that computes the value cannot change within a run.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `compute()`'s string for these bytes: read from `dir` when there, else computed and kept there.
 * Without a `dir`, computed every time.
 */
export async function cacheByHash(dir, bytes, compute) {
  if (!dir) return compute();
  const file = join(dir, createHash('sha256').update(bytes).digest('hex'));
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const value = await compute();
  // Written whole, then renamed: two processes may compute the same file at once (the quality
  // lanes), and neither may read the other's half-written one.
  writeFileSync(`${file}.${process.pid}`, value);
  renameSync(`${file}.${process.pid}`, file);
  return value;
}
