/**
 * A criteria matrix whose columns are the lots ('Criterion | Lot 1 | Lot 2', 'Criterium |
 * Perceel 1 | Perceel 2 | Perceel 3'): each row names a criterion once and gives its weight or
 * points per lot, a dash where the lot does not use it (seventeenth probe set's study: a
 * Ghanaian matrix of bare points read as nothing, 14 criteria lost; a school board's matrix of
 * percentages read only in its first column, the second perceel's three weights lost). Each lot's
 * cell is that lot's own criterion.
 */
import { fractionPercent } from './numbers';

/** A header cell naming one lot: 'Lot 1', 'Lot B', 'Perceel 2', 'Zone A', 'Deelopdracht 3'. */
const LOT_HEADER =
  /^(?:lot|perceel|deelopdracht|zone|part|deel|package|pakket)\s*(?:no\.?\s*|nr\.?\s*)?([A-Z]|\d{1,2})$/i;

export interface LotColumn {
  readonly index: number;
  /** The lot's number or letter as the header writes it ('1', 'B'). */
  readonly lot: string;
}

/** The header's lot columns, when it has two or more of them (one is no matrix). */
export function lotColumns(header: readonly string[]): LotColumn[] {
  const columns: LotColumn[] = [];
  header.forEach((cell, index) => {
    const m = LOT_HEADER.exec(cell.trim());
    if (m) columns.push({ index, lot: m[1]!.toUpperCase() });
  });
  return columns.length >= 2 ? columns : [];
}

/** A weight cell: '30%', '12,5 procent' (criterionTables.ts reads the same). */
export const PERCENT_CELL = /^(\d{1,2}(?:[,.]\d)?|100)\s*(?:%|procent|percent)$/i;
/**
 * A points cell: '30', 'max. 30 punten', and the points out of the whole score written as a
 * fraction, '30/100', '250 / 1000' (eighteenth probe set's study: a 'Punten' column of '50/100'
 * cells read as no number, the criteria of two lots missed). The fraction's total is a round
 * score, never below its points.
 */
const POINTS_CELL =
  /^(?:max(?:imaal|imum)?\.?\s*)?(\d{1,4})\s*(?:\/\s*(10|20|25|50|100|1[.,]?000)\s*)?(?:punten|points|pts|marks|p)?$/i;
/** The points of a points cell, null when it is none (a fraction above its whole is none). */
export function pointsOf(cell: string): number | null {
  const m = POINTS_CELL.exec(cell);
  if (!m) return null;
  const points = Number(m[1]);
  return m[2] && points > Number(m[2].replace(/[.,]/, '')) ? null : points;
}
/** A weight as a fraction of one, '0.3', '0,25' (a matrix of shares). */
const FRACTION = /^0[.,]\d{1,2}$/;

export interface LotValue {
  readonly lot: string;
  readonly weight: number | null;
  readonly points: number | null;
}

/**
 * A row's weight or points in each lot column: a percentage or a fraction of one is a weight,
 * a bare number points; a dash or an empty cell says the lot does not use the criterion.
 */
export function lotValues(cells: readonly string[], columns: readonly LotColumn[]): LotValue[] {
  const out: LotValue[] = [];
  for (const { index, lot } of columns) {
    const cell = (cells[index] ?? '').trim();
    const pct = PERCENT_CELL.exec(cell);
    const fraction = FRACTION.exec(cell);
    const points = pointsOf(cell);
    if (pct) out.push({ lot, weight: Number(pct[1]!.replace(',', '.')), points: null });
    else if (fraction) out.push({ lot, weight: fractionPercent(fraction[0]), points: null });
    else if (points !== null) out.push({ lot, weight: null, points });
  }
  return out;
}
