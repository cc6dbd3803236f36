/**
 * Award criteria from the document's tables (issue 17 item 1: facts read from the structure):
 * a criterion table row gives a name cell beside a weight or points cell (failure class: the
 * weight in its own table cell), and a row numbered '1.1' or lettered under a numbered one is a
 * sub-criterion of it. Scoring sheets read line by line, where the extractor found no table,
 * give 'Is X? Yes = 5 pts; No = 0' rows.
 */
import { AWARD_CONTEXT, type Found, QUALITY_HEADER, cleanName } from './criterionNames';
import { type LotValue, PERCENT_CELL, lotColumns, lotValues, pointsOf } from './lotColumns';
import type { Segment } from './reading';

/** A number with points as its unit ('60 punten', '25 pts', '10 marks'). */
const POINTS_UNIT = /\d\s*(?:punten|points|pts|marks)\b/i;
const WEIGHT_HEADER = /weging|weight|gewicht|%|percentage/i;
const POINTS_HEADER = /punten|points|score|marks|max/i;
const COUNT_HEADER =
  /\b(?:aantal|number of|no\.? of)\s+(?!(?:te behalen\s+)?(?:punten|points|marks)\b)/i;
/** '1.2', 'K1.2', 'Q2.1': a sub-criterion's number, its parent's number before the last dot. */
const SUB_NUMBER = /^([A-Z]{0,2}\d{1,2})\.(\d{1,2})\b/;
/**
 * A sub-criterion lettered under its parent's number: '2(a)', '2a', '3.b', 'K1a' (failure class
 * seen on the fifth probe set, an Australian RFT's '2(a)' and '2(b)' under criterion 2).
 */
const LETTER_SUB = /^([A-Z]{0,2}\d{1,2})\s*(?:\([a-z]\)|\.?[a-z]\)?)$/;
/**
 * A group row's code of letters alone ('Q | Quality | 60%', 'K | Kwaliteit | 70') over rows coded
 * with it and a number ('Q1', 'Q2', 'K1'): those rows are its sub-criteria (failure class seen on
 * the eleventh probe set, Q1-Q4 read as top-level criteria beside their Quality row).
 */
const GROUP_CODE = /^[A-Z]{1,2}$/;
const inGroup = (number: string | null, group: string | null) =>
  number !== null &&
  group !== null &&
  GROUP_CODE.test(group) &&
  number.startsWith(group) &&
  /^\d/.test(number.slice(group.length));

/** A criterion's own code at the start of its name cell ('K1 Kwaliteit', 'Q3. Social value'). */
const CODE = /^([A-Z]{1,2}\d{1,2}(?:\.\d{1,2})*|\d{1,2}(?:\.\d{1,2})*)[.:)]?\s/;
/** One step of a scoring scale: 'Yes = 5 pts', 'Somewhat Easy = 10', '> 85% = 5 pts'. */
const GRADE = /=\s*(\d{1,3})\s*(?:pts?|points|punten)?(?![\d.,%])/g;

/** Scoring tables: '7 Is the narrative under 2,000 words? Yes = 5 pts; No = 0' (one row per line). */
const POINTS_ROW = /^(.*?)\s*\|?\s*\bYes\s*=\s*(\d{1,3})\s*(?:pts|points|punten)\b/i;
/** A scored row whose points are a threshold scale: 'Code Climate Score > 3.5 = 10 pts'. */
const SCALE_ROW =
  /^(?:\d{1,3}\s+)?([A-Z][A-Za-z ]{3,40}?)\s*\|?\s*>\s*[\d.,]+\s*%?\s*=\s*(\d{1,3})\s*pts?\b/;
/**
 * Criterion table rows: a table is a criteria table when a header cell names weight or points or
 * its section or the text above is about award criteria. The first text cell is the name; a
 * percentage cell, or a number under a 'weging'/'punten' header, gives the weight or points.
 */
export function fromTables(segments: readonly Segment[], awardPages: Set<number>): Found[] {
  const out: Found[] = [];
  const byTable = new Map<number, Segment[]>();
  for (const s of segments) {
    if (s.kind === 'row' && s.table !== undefined) {
      byTable.set(s.table, [...(byTable.get(s.table) ?? []), s]);
    }
  }
  for (const rows of byTable.values()) {
    const criteria = criteriaOfTable(rows, awardPages);
    // A scoring scale printed as a table ('4 | Excellent: …' down to '0 | Unacceptable', 'Cijfer |
    // Omschrijving'): its rows are grades, not criteria (failure class seen on the held-out probe
    // tenders). A scale runs down to nothing, or names its grades; no criterion is worth 0.
    const grades = rows.filter((r) => (r.cells ?? []).some((c) => GRADE_WORD.test(c))).length;
    if (criteria.some((f) => f.points === 0 || f.weight === 0) || grades >= 2) continue;
    out.push(...criteria);
  }
  return out;
}

/** A sub-criteria points column's header: 'Sub-marks', 'Sub-points', 'Subpunten', 'Sub-score'. */
const SUB_POINTS_HEADER = /^\s*sub-?\s*(?:marks|points|punten|scores?|pts)\b/i;

/** A sub-criteria weight column's header: 'Sub-weighting', 'Sub-weight (%)', 'Subweging'. */
const SUB_WEIGHT_HEADER =
  /^\s*sub-?\s*(?:weight(?:ing)?s?|weging|gewicht|percentage)\b|^\s*subcriteri(?:on|um) weight|^\s*weging subcriteri/i;

/**
 * A column of its own for the sub-criteria's weights ('Sub-weighting', 'Subweging'): a row weighed
 * only there, its main weight cell empty, is a sub-criterion of the row above, numbered or not
 * (ninth probe set's study, widened from its numbered '2.1' rows). Read from the row's columns
 * with their empty cells.
 */
function weighedOnlyAsSub(row: Segment): boolean {
  const header = row.header ?? [];
  const columns = row.columns ?? [];
  const sub = header.findIndex((c) => SUB_WEIGHT_HEADER.test(c) && c.length < 40);
  if (sub < 0) return false;
  const main = header.findIndex((c, i) => i !== sub && WEIGHT_HEADER.test(c) && c.length < 30);
  return main >= 0 && PERCENT_CELL.test(columns[sub] ?? '') && (columns[main] ?? '').trim() === '';
}

/** A grade of a scoring scale opening a cell: 'Excellent: …', 'Voldoende -', 'Poor'. */
const GRADE_WORD =
  /^(?:excellent|very good|good|acceptable|adequate|satisfactory|fair|limited|poor|weak|unacceptable|insufficient|uitstekend|zeer goed|goed|ruim voldoende|voldoende|matig|onvoldoende|slecht|zwak)\b\s*(?:[:\-–(]|$)/i;

function criteriaOfTable(rows: readonly Segment[], awardPages: Set<number>): Found[] {
  const out: Found[] = [];
  // The header is the first row, or the second under a caption row of one cell spanning the
  // table ('Table 3: quality questions').
  const headerCol = (cells: readonly string[], re: RegExp) =>
    cells.findIndex((c) => re.test(c) && c.length < 30);
  const first = rows[0]!.cells ?? [];
  const header = first.length === 1 && rows[1] ? (rows[1].cells ?? []) : first;
  let weightCol = headerCol(header, WEIGHT_HEADER);
  // 'Maximum aantal aanbieders', 'Maximum number of suppliers': a count of something other than
  // points is no points column (failure class seen on the seventh probe set, a lots table).
  // A column of its own for the sub-criteria's points ('Sub-marks | Marks', 'Subpunten | Punten'):
  // the main column is the criteria's points, a number only under the sub header a
  // sub-criterion's (sixteenth probe set's study: the main rows, their sub cell empty, unread).
  const subPointsCol = header.findIndex((c) => SUB_POINTS_HEADER.test(c) && c.length < 30);
  let pointsCol = header.findIndex(
    (c, i) => i !== subPointsCol && POINTS_HEADER.test(c) && c.length < 30 && !COUNT_HEADER.test(c),
  );
  if (pointsCol < 0) pointsCol = subPointsCol;
  // 'Weight (points)', 'Weging (punten)': the unit in brackets says the column holds points
  // (failure class seen on the third probe set).
  if (weightCol >= 0 && /\((?:points|punten|pts|marks)\)/i.test(header[weightCol]!)) {
    pointsCol = weightCol;
    weightCol = -1;
  }
  const inContext =
    weightCol >= 0 ||
    pointsCol >= 0 ||
    AWARD_CONTEXT.test(rows[0]!.section ?? '') ||
    awardPages.has(rows[0]!.page);
  if (!inContext || selectionTable(header, rows[0]!.section)) return out;
  const underQuality = header.some((c) => QUALITY_HEADER.test(c) && c.length < 60);
  const lots = lotColumns(header);
  let parent: { name: string; number: string | null } | null = null;
  for (const row of rows) {
    // A row's cells in the header's columns, empty ones kept, so that a number under 'Max.
    // points' beside an empty 'Weight' cell is points ('2.1 | Site survey | | 150'): twelfth
    // probe set's study, where it was read as a weight of 150 and dropped.
    const cells =
      row.columns && row.columns.length === header.length ? row.columns : (row.cells ?? []);
    let weight: number | null = null;
    let points: number | null = null;
    /** Points read only under the sub-criteria's own column: a sub-criterion of the row above. */
    let subPoints = false;
    // A matrix whose columns are the lots gives one criterion per lot (lotColumns.ts).
    const perLot: LotValue[] = lots.length ? lotValues(cells, lots) : [];
    if (perLot[0]) ({ weight, points } = perLot[0]);
    cells.forEach((cell, i) => {
      if (cell === '' || lots.length) return;
      // A scale in one cell ('Yes = 5 pts; No = 0', 'Very Easy = 15 ... Very Difficult = 0'):
      // the criterion is worth the top of the scale.
      const grades = [...cell.matchAll(GRADE)].map((g) => Number(g[1]));
      if (grades.length >= 2 && points === null) {
        points = Math.max(...grades);
        return;
      }
      const pct = PERCENT_CELL.exec(cell);
      // A cell that names its unit says what it is, whatever its column's header: '60 punten'
      // under 'Weging' is points (failure class seen on the second probe set).
      const saysPoints = POINTS_UNIT.test(cell);
      if (pct && weight === null) weight = Number(pct[1]!.replace(',', '.'));
      else if (i === weightCol && !saysPoints && weight === null && pointsOf(cell) !== null) {
        weight = pointsOf(cell);
      } else if ((i === pointsCol || saysPoints) && points === null && pointsOf(cell) !== null) {
        points = pointsOf(cell);
      } else if (i === subPointsCol && subPointsCol !== pointsCol && points === null) {
        const sub = pointsOf(cell);
        if (sub !== null) [points, subPoints] = [sub, true];
      }
    });
    if (weight === null && points === null) continue;
    const nameCell = cells.find(
      (c) => /[A-Za-zÀ-ÿ]{3}/.test(c) && !PERCENT_CELL.test(c) && !/=\s*\d/.test(c),
    );
    // A lot column's number is its points, not the row's number.
    const numberCell = cells.find(
      (c, i) =>
        (!lots.some((l) => l.index === i) &&
          /^[A-Z]{0,2}\d{1,2}(?:\.\d{1,2})*\.?$|^[a-z][.)]$/.test(c)) ||
        LETTER_SUB.test(c) ||
        GROUP_CODE.test(c),
    );
    const number =
      SUB_NUMBER.exec(numberCell ?? nameCell ?? '')?.[0] ??
      numberCell ??
      CODE.exec(nameCell ?? '')?.[1] ??
      null;
    const name = nameCell ? cleanName(nameCell) : null;
    if (!name) continue;
    const isSub =
      parent !== null &&
      ((number !== null && SUB_NUMBER.test(number) && number.startsWith(`${parent.number}.`)) ||
        (number !== null && LETTER_SUB.exec(number)?.[1] === parent.number) ||
        inGroup(number, parent.number) ||
        /^[a-z][.)]\s|^[-–•]\s/.test(nameCell ?? '') ||
        weighedOnlyAsSub(row) ||
        subPoints);
    for (const v of lots.length ? perLot : [{ weight, points, lot: undefined }]) {
      if (v.weight !== null && v.weight > 100) continue;
      out.push({
        name,
        weight: v.weight,
        points: v.points,
        parent: isSub ? parent!.name : null,
        segment: row,
        quote: row.text,
        confidence: 0.9,
        ...(underQuality ? { underQuality } : {}),
        ...(v.lot ? { lot: v.lot } : {}),
      });
    }
    if (!isSub) parent = { name, number: number?.replace(/\.$/, '') ?? null };
  }
  return out;
}

/** Rows of a scoring sheet read line by line; a question wrapped onto the lines above is joined. */
export function scoringRows(
  lines: readonly (readonly string[])[],
  segments: readonly Segment[],
): Found[] {
  const rows: Found[] = [];
  lines.forEach((pageLines, i) => {
    const page = i + 1;
    const segment: Segment = segments.find((s) => s.page === page) ?? {
      page,
      text: '',
      index: -1,
      kind: 'sentence',
    };
    pageLines.forEach((line, at) => {
      // A table row the extractor gave is read cell by cell (fromTables).
      if (line.includes(' | ')) return;
      const m = POINTS_ROW.exec(line);
      const scale = m ? null : SCALE_ROW.exec(line);
      if (!m && !scale) return;
      if (scale) {
        rows.push({
          name: scale[1]!.trim(),
          weight: null,
          points: Number(scale[2]),
          parent: null,
          segment: { ...segment, page },
          quote: line,
          confidence: 0.7,
        });
        return;
      }
      let name = m![1]!.replace(/^\d{1,3}\s+/, '').trim();
      let quote = line;
      // A name that starts in lower case is the wrapped end of the question above: read on up.
      for (
        let back = at - 1;
        (name.replace(/[^A-Za-z]/g, '').length < 8 || /^[a-z]/.test(name)) &&
        back >= 0 &&
        at - back <= 3;
        back--
      ) {
        if (pageLines[back] === '' || POINTS_ROW.test(pageLines[back]!)) break;
        name = `${pageLines[back]!.replace(/^\d{1,3}\s+/, '')} ${name}`.trim();
        quote = `${pageLines[back]!} ${quote}`;
      }
      // Failure class: a scored question's note ('(These can be original records ...)') wrapped
      // into its name. The question ends at its question mark.
      const question = /^[^?]{8,}\?/.exec(name);
      if (question) name = question[0];
      rows.push({
        name,
        weight: null,
        points: Number(m![2]),
        parent: null,
        segment: { ...segment, page },
        quote,
        confidence: 0.85,
      });
    });
  });
  return rows;
}

/**
 * A table of selection criteria ('Selectiecriterium | Maximaal aantal punten', 'Selection
 * criterion | Points', or any table under a selection section that names no award): its points
 * rank the candidates invited to tender, they are no award criteria (failure class seen on the
 * sixth probe set, a competitive dialogue's selection).
 */
function selectionTable(header: readonly string[], section: string | undefined): boolean {
  if (header.some((c) => /^(?:selection|selectie)[\s-]*(?:criteri|questions?|vra|eis)/i.test(c))) {
    return true;
  }
  return (
    /\bselecti(?:e|on)\b|selectiecriteri|selection criteri/i.test(section ?? '') &&
    !/gunning|\baward|beoordeling|evaluation/i.test(section ?? '')
  );
}
