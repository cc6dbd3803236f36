/**
 * A points table read as text (failure class seen on the second probe set): where the extractor
 * found no table (a PDF table with empty cells), each row is a line 'Name 400' whose points
 * column lost its unit, and the unit is in the header line above ('Criterion Sub-criterion
 * Maximum marks', 'Criterium Max. punten'). The rows below such a header that end in a bare
 * number are criteria with those points; a row numbered '2.1' is a sub-criterion of the row
 * numbered '2' above it. A 'Total' row that does not add up to the criteria's points is no
 * points table (nothing is read). A column of minimum scores may follow the points ('Qualitative
 * award criteria Maximum points Minimum threshold', a dash where a criterion has none, and the
 * total row's minimum after its points): failure class seen on the fourth probe set. The points
 * column may be headed as what can be earned ('Marks available', 'Points obtainable', 'Punten te
 * behalen'): failure class seen on the eighth probe set. The name column may be headed as what
 * is evaluated ('Evaluation element Maximum points', 'Beoordelingsonderdeel Max. punten',
 * 'Component Points'): thirteenth probe set's study, a price and preference table missed.
 */
import { type Found, QUALITY_HEADER, cleanName } from './criterionNames';
import type { Segment } from './reading';

/**
 * A header line: it starts with the name column's heading and ends in the points column's, and
 * is no sentence ('Each criterion is scored in points' is one).
 */
const POINTS_HEADER_LINE =
  /^(?:nr\.?\s+|no\.?\s+|#\s+|code\s+|ref(?:erence)?\.?\s+|item\s+)?(?:(?:rated|scored|technical|quality|qualitative|kwalitatieve?|weighted|evaluation|assessment|scoring|award)\s+)?(?:(?:sub-?)?criteri|gunningscriteri|kwaliteitscriteri|beoordelingscriteri|award criteri|evaluation criteri|(?:beoordelings|gunnings)?(?:onderdeel|aspect|element)|component|factor|vraag|question|item)[A-Za-zÀ-ÿ /()-]{0,60}?\b(?:max(?:imum|imaal)?\.?\s+)?(?:(?:aantal\s+)?\(?(?:marks|points|punten)\)?(?:\s+(?:available|obtainable|achievable|attainable|te behalen|beschikbaar|haalbaar))?|score)(?:\s+(minimum(?: threshold| score| points| punten)?|min\.?(?: score)?|threshold(?: score)?|pass mark|drempel(?:waarde)?|ondergrens|minimumscore|minimale score|minimaal))?$/i;
/**
 * A column after the points that holds a threshold ('Rated criterion | Weight (points) |
 * Minimum', 'Criterium | Punten | Drempel'): a second number on a row is that minimum, never the
 * criterion's points (failure class seen on the third probe set).
 */
const SENTENCE_WORD = /\b(?:is|are|will|be|wordt|worden|zijn|scored|gescoord|awarded|toegekend)\b/i;
/**
 * A row: an optional number ('2', '2.1', 'K1', '1a', '1(b)', 'A.', a roman numeral in brackets '(iv)' with
 * its lettered sub-rows '(ii)(a)' (nineteenth probe set's study: a consultants' RFP's criteria table
 * numbered so was read as no row at all), and a letter alone or lettered sub-row 'A',
 * 'B.1': failure class seen on the seventh probe set, where the letter read as part of the name
 * left every row a main criterion and the total no longer added up), the name, its points as a
 * bare number, and under a minimum column the minimum after them.
 */
const ROW =
  /^(?:(\([ivx]{1,5}\)(?:\s?\([a-z]\))?|[A-Z]{0,2}\d{1,2}(?:\([a-z]\)|[a-z]\)?)|[A-Z]{0,2}\d{1,2}(?:\.\d{1,2})?|[A-Z]\.\d{1,2}|[A-Z](?=\.)|[A-Z](?=\s+[A-Z]))\.?\s+)?([A-Za-zÀ-ÿ][^|]{2,80}?)\s+(\d{1,4})(?:\s+(\d{1,4}|[-–—]|n\.?v\.?t\.?|n\/a|N\/A))?$/;
/**
 * A sub-criterion lettered under its parent's number, '1a', '1(b)', 'K2a' (failure class widened
 * on the eighth probe set; criterionTables.ts reads the same in table cells), or under its roman
 * numeral, '(ii)(a)'.
 */
const LETTERED_UNDER = /^(\([ivx]{1,5}\)|[A-Z]{0,2}\d{1,2})\s?(?:\([a-z]\)|[a-z]\)?)$/;
/** A number or a capital letter alone on a line ('2.', 'B.'): the row's number, before its name. */
const NUMBER_ALONE = /^([A-Z]{0,2}\d{1,2}(?:\.\d{1,2})?|[A-Z](?=\.))\.?$/;
/** The total row; under a minimum column, the minimum total after the points ('Total 100 70'). */
const TOTAL =
  /^(?:total|totaal|in total|totaal aantal punten)\b\D*(\d{1,3}(?:[.,]\d{3})*|\d{1,5})(?:\s+(\d{1,5}))?$/i;

/** Criteria of the points tables read as text on the given pages' lines. */
export function pointsColumnLines(
  lines: readonly (readonly string[])[],
  pages: readonly string[],
  awardPages: ReadonlySet<number>,
  segmentOf: (page: number, line: string) => Segment,
): Found[] {
  const out: Found[] = [];
  lines.forEach((pageLines, i) => {
    const page = i + 1;
    if (!awardPages.has(page)) return;
    pageLines.forEach((line, at) => {
      const header = line.trim();
      if (!POINTS_HEADER_LINE.test(header) || SENTENCE_WORD.test(header)) return;
      const printedPage = (pages[i] ?? '').replace(/\s+/g, ' ');
      const minimumColumn = POINTS_HEADER_LINE.exec(header)![1] !== undefined;
      const rows = rowsBelow(pageLines.slice(at + 1), printedPage, page, segmentOf, minimumColumn);
      const underQuality = QUALITY_HEADER.test(header);
      out.push(...rows.map((r) => (underQuality ? { ...r, underQuality } : r)));
    });
  });
  return out;
}

/**
 * Joins a wrapped line to the row's name. The quote must be on the page as printed, where the
 * points may follow the wrap ('… and fault / response times / 200') or the first line: the
 * order the page prints is kept, else the row stays as read.
 */
function wrapInto(row: Found, wrap: string, printedPage: string) {
  const points = String(row.points);
  const head = row.quote.slice(0, row.quote.length - points.length).trim();
  const name = `${row.name} ${wrap}`;
  for (const quote of [`${head} ${wrap} ${points}`, `${row.quote} ${wrap}`]) {
    if (printedPage.includes(quote)) {
      row.name = name;
      row.quote = quote;
      return;
    }
  }
}

function rowsBelow(
  lines: readonly string[],
  printedPage: string,
  page: number,
  segmentOf: (page: number, line: string) => Segment,
  minimumColumn: boolean,
): Found[] {
  const rows: Found[] = [];
  let parent: { name: string; number: string | null } | null = null;
  let pendingNumber: string | null = null;
  let misses = 0;
  let total: number | null = null;
  /** The start of a row whose points come on a later line ('2.1 Staffing and' / 'continuity'). */
  let pending = '';
  for (const raw of lines) {
    const trimmed = raw.trim();
    const sum = TOTAL.exec(trimmed);
    if (sum && (sum[2] === undefined || minimumColumn)) {
      total = Number(sum[1]!.replace(/[.,]/g, ''));
      break;
    }
    // A bare number after the start of a row is its points; before one, the row's number.
    const line = pending && /^\d{1,4}$/.test(trimmed) ? `${pending} ${trimmed}` : trimmed;
    const alone = pending ? null : NUMBER_ALONE.exec(line);
    if (alone) {
      pendingNumber = alone[1]!;
      continue;
    }
    const row = ROW.exec(pending && line === trimmed ? `${pending} ${line}` : line);
    // A name wrapped onto a further line: after a row's points ('… and fault 200' / 'response
    // times') it ends the name above; before them, it is carried to the line with the points.
    // More than two such lines, or a sentence, end the table.
    // A second number is the row's minimum, only under a minimum column and below the points.
    // A dash or 'n/a' under the minimum column: the criterion has no minimum.
    const noMinimum = row?.[4] !== undefined && !/^\d/.test(row[4]);
    const minimum = row?.[4] === undefined || noMinimum ? null : Number(row[4]);
    if (
      !row ||
      // A full stop ends a sentence, not the 'n.v.t.' of an empty minimum.
      (/[.:;]$/.test(line) && !noMinimum) ||
      (noMinimum && !minimumColumn) ||
      (minimum !== null && (!minimumColumn || minimum > Number(row[3])))
    ) {
      if (++misses > 2 || line.length > 60 || /[.:;]$/.test(line)) break;
      const last = rows[rows.length - 1];
      if (!pending && last && /^[a-zà-ÿ(]/.test(line)) wrapInto(last, line, printedPage);
      else pending = pending ? `${pending} ${line}` : line;
      continue;
    }
    const quote = row[0];
    pending = '';
    misses = 0;
    const number = row[1] ?? pendingNumber;
    pendingNumber = null;
    const name = cleanName(row[2]!);
    if (!name) continue;
    // '2.1' under '2'; 'A1' under a row lettered 'A'.
    const sub =
      parent !== null &&
      number !== null &&
      parent.number !== null &&
      (number.startsWith(`${parent.number}.`) ||
        (/^[A-Z]$/.test(parent.number) && new RegExp(`^${parent.number}\\d`).test(number)) ||
        LETTERED_UNDER.exec(number)?.[1] === parent.number);
    rows.push({
      name,
      weight: null,
      points: Number(row[3]),
      parent: sub ? parent!.name : null,
      segment: segmentOf(page, quote),
      quote: row[4] === undefined ? quote : quote.slice(0, quote.length - row[4].length).trim(),
      confidence: 0.8,
    });
    if (!sub) parent = { name, number };
  }
  const top = rows.filter((r) => r.parent === null);
  // Two rows at least, and a stated total that the criteria add up to.
  if (top.length < 2) return [];
  if (total !== null && top.reduce((s, r) => s + r.points!, 0) !== total) return [];
  return rows;
}
