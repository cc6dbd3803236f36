/**
 * The CPV labels (English and Dutch) matching's bid/no-bid check reads (core's
 * MatchStoreDeps.cpvLabels, issue 21): criteria are checked against the labels of a notice's CPV
 * codes and the codes above them. The vocabulary file (web/public/cpv/cpv-2008.json, committed)
 * is copied next to the bundle by build.mjs and read on the first lookup, so functions that
 * never match never read its 0.7 MB. Without the file, lookups find nothing and criteria are
 * checked against the notice's text and contract type alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cpvCode8 } from '@tender/core/cpv/index';

export const CPV_FILE = 'cpv-2008.json';

/** Next to the bundle (lib/, or lib/chunks/ for a chunk), or the repository's copy (tests). */
const CANDIDATES = [`./${CPV_FILE}`, `../${CPV_FILE}`, `../../../web/public/cpv/${CPV_FILE}`];

let labels: Map<string, readonly string[]> | null = null;

function load(): Map<string, readonly string[]> {
  const map = new Map<string, readonly string[]>();
  const path = CANDIDATES.map((c) => fileURLToPath(new URL(c, import.meta.url))).find((p) =>
    existsSync(p),
  );
  if (!path) {
    console.warn(`CPV labels: ${CPV_FILE} not found; bid/no-bid reads text and contract type`);
    return map;
  }
  const file = JSON.parse(readFileSync(path, 'utf8')) as { codes?: string[][] };
  for (const [code, en, nl] of file.codes ?? []) {
    const code8 = code ? cpvCode8(code) : null;
    if (code8)
      map.set(
        code8,
        [en, nl].filter((l): l is string => !!l),
      );
  }
  return map;
}

export function cpvLabels(code8: string): readonly string[] {
  labels ??= load();
  return labels.get(code8) ?? [];
}
