/**
 * A criteria table with both a points and a weight column, read from the page as printed
 * (failure class seen on the tenth probe set, a waterschap's RAW bestek): 'Nr. Gunningscriterium
 * Max. punten Weging' over rows 'K1 Beperken van hinder 25 25%', sub-criteria with points only
 * ('K1.1 … 15', a name wrapped over lines with its points on a line of their own) and 'Totaal 100
 * 100%'. Buyers print it as 'Criterion Maximum points Weighting', 'Award criterion Marks Weight
 * (%)', 'Criterium Punten Gewicht'. The extractor may find no table there, or one whose columns
 * ran together ('Beperken van hinder 25 | 25%'): the page's own lines give every row both numbers.
 * Each top row has its points and its weight; a row numbered '1.1' under '1' is a sub-criterion
 * with its points (and its weight, when the table gives sub-criteria one). Read only when the top rows add up to the stated total (or their weights to
 * 100 %), so that a list of other numbers is never read as criteria.
 */
import { type Found, cleanName } from './criterionNames';
import type { Segment } from './reading';

const NAME_HEAD = String.raw`^(?:(?:nr|no|ref)\.?\s+|#\s+|code\s+)?(?:(?:sub-?)?criteri\w*|gunningscriteri\w*|award criteri\w*|evaluation criteri\w*|kwaliteitscriteri\w*|beoordelingscriteri\w*|onderdeel|aspect|question|vraag)\s+`;
const POINTS_HEAD = String.raw`(?:max(?:imum|imaal)?\.?\s+)?(?:aantal\s+)?(?:points|punten|marks|score)(?:\s+(?:available|te behalen))?`;
const WEIGHT_HEAD = String.raw`(?:weging|weight(?:ing)?|gewicht|wegingsfactor)(?:\s*\(?%\)?)?`;
/** The header: the name column's heading, then the points and the weight columns' in either order. */
const POINTS_FIRST = new RegExp(`${NAME_HEAD}${POINTS_HEAD}\\s+${WEIGHT_HEAD}$`, 'i');
const WEIGHT_FIRST = new RegExp(`${NAME_HEAD}${WEIGHT_HEAD}\\s+${POINTS_HEAD}$`, 'i');
/** A row's number and name ('K1.1 Name', 'P Prijs (…)'), before its numbers. */
const LEAD = String.raw`^(?:([A-Z]{0,2}\d{1,2}(?:\.\d{1,2})?|[A-Z](?=\s))\.?\s+)?([A-Za-zÀ-ÿ][^|]{2,120}?)\s+`;
/** A row: its points, and on a top row its weight in percent, in the header's order. */
const ROW_POINTS_FIRST = new RegExp(`${LEAD}(\\d{1,4})(?:\\s+(\\d{1,3})\\s*%)?$`);
const ROW_WEIGHT_FIRST = new RegExp(`${LEAD}(?:(\\d{1,3})\\s*%\\s+)?(\\d{1,4})$`);
const TOTAL_POINTS_FIRST = /^(?:total|totaal)\b\D*?(\d{1,5})(?:\s+(\d{1,3})\s*%)?$/i;
const TOTAL_WEIGHT_FIRST = /^(?:total|totaal)\b\D*?(?:(\d{1,3})\s*%\s+)?(\d{1,5})$/i;

interface Columns {
  readonly row: RegExp;
  readonly total: RegExp;
  /** The points' and the weight's groups in a row's match. */
  readonly points: number;
  readonly weight: number;
}
const POINTS_THEN_WEIGHT: Columns = {
  row: ROW_POINTS_FIRST,
  total: TOTAL_POINTS_FIRST,
  points: 3,
  weight: 4,
};
const WEIGHT_THEN_POINTS: Columns = {
  row: ROW_WEIGHT_FIRST,
  total: TOTAL_WEIGHT_FIRST,
  points: 4,
  weight: 3,
};

/** Criteria of the points-and-weight tables printed on the award pages. */
export function pointsWeightLines(
  pages: readonly string[],
  awardPages: ReadonlySet<number>,
  segmentOf: (page: number, line: string) => Segment,
): Found[] {
  const out: Found[] = [];
  pages.forEach((text, i) => {
    if (!awardPages.has(i + 1)) return;
    const lines = text.split('\n').map((l) => l.trim());
    lines.forEach((line, at) => {
      const columns = POINTS_FIRST.test(line)
        ? POINTS_THEN_WEIGHT
        : WEIGHT_FIRST.test(line)
          ? WEIGHT_THEN_POINTS
          : null;
      if (columns) out.push(...rowsBelow(lines.slice(at + 1), i + 1, columns, segmentOf));
    });
  });
  return out;
}

function rowsBelow(
  lines: readonly string[],
  page: number,
  columns: Columns,
  segmentOf: (page: number, line: string) => Segment,
): Found[] {
  const rows: Found[] = [];
  let parent: { name: string; number: string | null } | null = null;
  let pending = '';
  let total: number | null = null;
  for (const line of lines) {
    if (!line) continue;
    const sum = columns.total.exec(line);
    if (sum) {
      total = Number(sum[columns === POINTS_THEN_WEIGHT ? 1 : 2]);
      break;
    }
    const joined = pending ? `${pending} ${line}` : line;
    const row = columns.row.exec(joined);
    if (!row) {
      // A name wrapped over lines waits for the line with its points; a sentence or a third
      // wrapped line ends the table.
      if (/[.:;]$/.test(line) || joined.length > 160 || pending.split(' ').length > 20) break;
      pending = joined;
      continue;
    }
    pending = '';
    const number = row[1] ?? null;
    const name = cleanName(row[2]!);
    if (!name) continue;
    const sub =
      parent !== null &&
      number !== null &&
      parent.number !== null &&
      number.startsWith(`${parent.number}.`);
    const weight = row[columns.weight];
    rows.push({
      name,
      weight: weight === undefined ? null : Number(weight),
      points: Number(row[columns.points]),
      parent: sub ? parent!.name : null,
      segment: segmentOf(page, row[0]),
      quote: row[0],
      confidence: 0.85,
    });
    if (!sub) parent = { name, number };
  }
  const top = rows.filter((r) => r.parent === null);
  if (top.length < 2 || top.some((r) => r.weight === null)) return [];
  const points = top.reduce((s, r) => s + r.points!, 0);
  const weights = top.reduce((s, r) => s + r.weight!, 0);
  if (!(total !== null ? points === total : weights === 100)) return [];
  return subWeightsAddUp(rows) ? rows : [];
}

/**
 * Sub-criteria may carry a weight of their own, a share of the whole ('K1 Plan van aanpak 30%
 * 300' over 'K1.1 … 15% 150' and 'K1.2 … 15% 150': fourteenth probe set's study, where one such
 * row made the whole table unread). Their weights must then add up to their parent's, and their
 * points to its points, or the rows are not what the header says.
 */
function subWeightsAddUp(rows: readonly Found[]): boolean {
  return rows
    .filter((r) => r.parent === null)
    .every((parent) => {
      const subs = rows.filter((r) => r.parent === parent.name);
      if (subs.length === 0 || subs.every((r) => r.weight === null)) return true;
      const sum = (pick: (r: Found) => number | null) =>
        subs.reduce((s, r) => s + (pick(r) ?? Number.NaN), 0);
      return sum((r) => r.weight) === parent.weight && sum((r) => r.points) === parent.points;
    });
}

/**
 * Whether `other`, read elsewhere on the page, is the same row as `row` read from its columns:
 * the same name, or the name with the points or weight run into it ('Beperken van hinder 25',
 * 'Approach 60%').
 */
export function sameRowAs(row: Found, other: Found): boolean {
  if (row.segment.page !== other.segment.page) return false;
  const name = row.name.toLowerCase();
  const theirs = other.name.toLowerCase();
  return theirs === name || theirs.replace(/(?:\s+\d{1,4}(?:[.,]\d)?\s*%?)+$/, '') === name;
}
