/**
 * A criteria matrix whose columns are the lots, read as text where the extractor found no table
 * (a PDF table without rules): a header line 'Criterion Lot 1 Lot 2' over rows '2. Methodology
 * and work plan 30 30', one number per lot, and a total row (seventeenth probe set's study: a
 * Ghanaian matrix of 14 lot criteria read as nothing). The table-cell reading is lotColumns.ts;
 * this one holds the same per lot: each lot's number is that lot's own criterion, a dash says the
 * lot does not use it, '2.1' under '2.' is a sub-criterion. A total row that the lot's main
 * criteria do not add up to is no matrix (nothing is read).
 */
import { type Found, cleanName } from './criterionNames';
import { lotColumns, lotValues } from './lotColumns';
import type { Segment } from './reading';

/** 'Criterion Lot 1 Lot 2', 'Gunningscriterium Perceel 1 Perceel 2 Perceel 3', 'Sub-criteria Zone A Zone B'. */
const HEADER =
  /^(?:no\.?\s+|nr\.?\s+)?(?:(?:evaluation|award|technical|quality|scored|rated)\s+)?(?:(?:sub-?|gunnings|beoordelings|kwaliteits)?criteri(?:on|um|a)|element|onderdeel|aspect|factor)\s+((?:(?:lot|perceel|deelopdracht|zone|part|deel)\s+(?:[A-Z]|\d{1,2})\s*){2,6})$/i;
const LOT = /(lot|perceel|deelopdracht|zone|part|deel)\s+([A-Z]|\d{1,2})/gi;
/** One lot's cell: points, a percentage, a fraction of one, or a dash. */
const CELL = String.raw`(?:\d{1,3}(?:[.,]\d)?\s?%|0[.,]\d{1,2}|\d{1,3}|[-–—])`;
const TOTAL = /^(?:total|totaal)\b/i;
/** The words a lot column's header holds (HEADER's pre-filter). */
const LOT_WORDS = ['lot ', 'perceel ', 'deelopdracht ', 'zone ', 'part ', 'deel '];

/** Criteria of the lot matrices read as text on the award pages' lines. */
export function lotColumnLines(
  lines: readonly (readonly string[])[],
  awardPages: ReadonlySet<number>,
  segmentOf: (page: number, line: string) => Segment,
): Found[] {
  const out: Found[] = [];
  lines.forEach((pageLines, i) => {
    if (!awardPages.has(i + 1)) return;
    pageLines.forEach((line, at) => {
      // Cheap tests first: a short line that names a lot's word.
      if (line.length > 160) return;
      const lower = line.toLowerCase();
      if (!LOT_WORDS.some((w) => lower.includes(w)) || !HEADER.test(line.trim())) return;
      const lots = lotColumns([...HEADER.exec(line.trim())![1]!.matchAll(LOT)].map((m) => m[0]));
      if (lots.length < 2) return;
      out.push(...rowsBelow(pageLines.slice(at + 1), lots.length, i + 1, segmentOf, lots));
    });
  });
  return out;
}

function rowsBelow(
  lines: readonly string[],
  count: number,
  page: number,
  segmentOf: (page: number, line: string) => Segment,
  lots: ReturnType<typeof lotColumns>,
): Found[] {
  const row = new RegExp(
    String.raw`^(?:([A-Z]{0,2}\d{1,2}(?:\.\d{1,2})?)\.?\s+)?([A-Za-zÀ-ÿ][^|]{2,90}?)((?:\s+${CELL}){${count}})$`,
  );
  const rows: Found[] = [];
  let parent: { name: string; number: string | null } | null = null;
  let totals: string[] | null = null;
  for (const raw of lines) {
    const line = raw.trim();
    const m = row.exec(line);
    if (!m) break;
    const cells = m[3]!.trim().split(/\s+(?!%)/);
    if (TOTAL.test(m[2]!)) {
      totals = cells;
      break;
    }
    const name = cleanName(m[2]!);
    if (!name) continue;
    const number = m[1] ?? null;
    const sub =
      parent !== null &&
      number !== null &&
      parent.number !== null &&
      number.startsWith(`${parent.number}.`);
    for (const v of lotValues(
      cells,
      lots.map((l, index) => ({ ...l, index })),
    )) {
      rows.push({
        name,
        weight: v.weight,
        points: v.points,
        parent: sub ? parent!.name : null,
        segment: segmentOf(page, line),
        quote: line,
        confidence: 0.8,
        lot: v.lot,
      });
    }
    if (!sub) parent = { name, number };
  }
  // Two criteria at least; each lot's main criteria add up to its total, when the matrix states
  // one (a lot may use one criterion alone, 'Prijs | 40% | 100%').
  if (new Set(rows.filter((r) => r.parent === null).map((r) => r.name)).size < 2) return [];
  const ok = lots.every((l, i) => {
    const top = rows.filter((r) => r.lot === l.lot && r.parent === null);
    const stated = totals ? lotValues(totals, [{ index: i, lot: l.lot }])[0] : undefined;
    const sum = top.reduce((s, r) => s + (r.points ?? r.weight ?? 0), 0);
    return !stated || Math.abs(sum - (stated.points ?? stated.weight ?? sum)) < 0.01;
  });
  return ok ? rows : [];
}
