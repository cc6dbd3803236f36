/**
 * A criteria table whose weight is a multiplier, read from the page's lines (twenty-first probe
 * set's study, a wegschap's BPKV table with a fictieve aftrek): 'Nr. Gunningscriterium
 * Wegingsfactor Max. punten Max. fictieve aftrek' over 'K1 Plan van aanpak 3 30 € 300.000' and
 * 'Totaal kwaliteit 60 € 600.000'; in English 'Criterion Weighting factor Maximum score Notional
 * deduction' over 'Q1 Method statement 4 20 £40,000'. Each score on the common scale is
 * multiplied by the row's factor, so the factor is no share of the whole: the criterion has the
 * points column's maximum, no weight. The header may wrap over lines ('Max.' / 'punten'); a money
 * column after the points (the price the points are worth) is passed over.
 *
 * Read only where every row's points are its factor times one and the same scale maximum (30 =
 * 3 × 10, 20 = 2 × 10), and a total row, where printed, is their sum: a table of other numbers is
 * never read as criteria.
 */
import { type Found, cleanName } from './criterionNames';
import type { Segment } from './reading';

/** The header's start: the name column's heading, then the factor column's. */
const FACTOR_HEADER =
  /^(?:(?:nr|no|ref)\.?\s+|#\s+|code\s+)?(?:(?:sub-?)?criteri\w*|gunningscriteri\w*|(?:award|evaluation|quality) criteri\w*|kwaliteitscriteri\w*|beoordelingscriteri\w*|question|vraag)\s+(?:wegingsfactor|weegfactor|weging(?:s)?\s+factor|(?:weighting|weight|scoring)\s+factor|multiplier|vermenigvuldigingsfactor)\b(.*)$/i;
/** The points column's heading, after the factor's (the header's words joined over its lines). */
const POINTS_AFTER =
  /^\s*(?:max(?:imum|imaal)?\.?\s+)?(?:aantal\s+)?(?:punten|points|score|marks)\b/i;
/** A row: its number and name, factor, points and an optional amount of money. */
const ROW =
  /^(?:([A-Z]{0,2}\d{1,2}(?:\.\d{1,2})?)\.?\s+)?([A-Za-zÀ-ÿ][^|]{2,100}?)\s+(\d{1,2})\s+(\d{1,4})(?:\s+(?:[€£$]|EUR|GBP|USD)\s?\d{1,3}(?:[.,]\d{3})*(?:[.,]-|[.,]\d{2})?)?$/;
const TOTAL = /^(?:total|totaal)\b\D*?(\d{1,4})(?:\s+(?:[€£$]|EUR|GBP|USD)\s?[\d.,]+-?)?$/i;

/** Criteria of the factor-and-points tables printed on the award pages. */
export function factorColumnLines(
  pages: readonly string[],
  awardPages: ReadonlySet<number>,
  segmentOf: (page: number, line: string) => Segment,
): Found[] {
  const out: Found[] = [];
  pages.forEach((text, i) => {
    // A literal the header cannot be without, before any line is tried.
    if (!awardPages.has(i + 1) || !/factor|multiplier/i.test(text)) return;
    const lines = text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    lines.forEach((line, at) => {
      const head = FACTOR_HEADER.exec(line);
      if (!head) return;
      // The header's further lines, up to the first row.
      let rest = head[1]!;
      let next = at + 1;
      while (next < lines.length && next <= at + 4 && !ROW.test(lines[next]!)) {
        rest += ` ${lines[next]}`;
        next++;
      }
      if (POINTS_AFTER.test(rest)) out.push(...rowsBelow(lines.slice(next), i + 1, segmentOf));
    });
  });
  return out;
}

function rowsBelow(
  lines: readonly string[],
  page: number,
  segmentOf: (page: number, line: string) => Segment,
): Found[] {
  const rows: Found[] = [];
  const scales = new Set<number>();
  let total: number | null = null;
  for (const line of lines) {
    const sum = TOTAL.exec(line);
    if (sum) {
      total = Number(sum[1]);
      break;
    }
    const row = ROW.exec(line);
    if (!row) break;
    const name = cleanName(row[2]!);
    const factor = Number(row[3]);
    const points = Number(row[4]);
    if (!name || factor === 0) return [];
    scales.add(points / factor);
    rows.push({
      name,
      weight: null,
      points,
      parent: null,
      segment: segmentOf(page, row[0]),
      quote: row[0],
      confidence: 0.85,
    });
  }
  const sum = rows.reduce((s, r) => s + r.points!, 0);
  if (
    rows.length < 2 ||
    scales.size !== 1 ||
    !Number.isInteger([...scales][0]) ||
    (total !== null && total !== sum)
  )
    return [];
  return rows;
}
