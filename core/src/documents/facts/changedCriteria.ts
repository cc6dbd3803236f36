/**
 * Criteria whose points or weight a change states anew (seventeenth probe set's study: an
 * addendum's row 'Part 3, 3.2: Key personnel now carries 10 points out of 100, and local content
 * and community engagement 15 points out of 100' moved five points between two criteria; the
 * row was not read, and had it been, the first reading of each name would have won). A sentence
 * or a change table's cell that says 'now', 'nu' or 'voortaan' gives the criteria it names their
 * new points; the criterion read earlier with other numbers is history (`replaced`), as a moved
 * date is.
 */
import { type Found, cleanName, foundAt } from './criterionNames';
import { MAX_POINTS, notCriterionPoints } from './criterionPoints';
import type { Segment } from './reading';

/** The words of a change stated as the new state: 'now carries', 'weegt nu', 'voortaan'. */
export const NOW = /\b(?:now|nu|voortaan|henceforth)\b/i;

/** The criteria a change table's cell states anew, each read as in a sentence. */
export function changedInCell(row: Segment, cell: string): Found[] {
  // Cheap tests first: a change's word and a points word.
  if (!NOW.test(cell) || !/points|punten/i.test(cell)) return [];
  const segment: Segment = { ...row, kind: 'sentence', text: cell };
  const out: Found[] = [];
  for (const p of cell.matchAll(MAX_POINTS)) {
    if (notCriterionPoints(p)) continue;
    const f = foundAt(cleanName(p[1]!), null, Number(p[2]), segment, p.index ?? 0, 0.8);
    if (f) out.push({ ...f, changed: true });
  }
  return out;
}

/**
 * The found criteria with the changes applied: a changed criterion is kept beside the earlier
 * reading of its name with other numbers, which becomes history. Returns the earlier readings
 * a change replaces.
 */
export function replacedByChange(found: readonly Found[]): Set<Found> {
  const replaced = new Set<Found>();
  for (const change of found.filter((f) => f.changed)) {
    const name = change.name.toLowerCase();
    for (const f of found) {
      if (f.changed || f.name.toLowerCase() !== name) continue;
      if (f.points !== change.points || f.weight !== change.weight) replaced.add(f);
    }
  }
  return replaced;
}
