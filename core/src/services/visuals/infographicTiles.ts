/** The company's key figures (headcount, turnover, counts) as tiles. */
import { COLOURS, type Frame } from './infographicFrame';
import { fitLine, formatCount, formatMoney, n, textBlock } from './svgKit';

interface Tile {
  readonly value: string;
  readonly label: string;
}

function tileValues(f: Frame): Tile[] {
  const { facts, labels, language } = f;
  const tiles: Tile[] = [];
  if (facts.headcount) {
    tiles.push({
      value: formatCount(facts.headcount.count, language),
      label: facts.headcount.year
        ? `${labels.employees} (${facts.headcount.year})`
        : labels.employees,
    });
  }
  if (facts.turnover) {
    tiles.push({
      value: formatMoney(facts.turnover.amount, facts.turnover.currency, language),
      label: facts.turnover.year ? `${labels.turnover} (${facts.turnover.year})` : labels.turnover,
    });
  }
  if (facts.certificates.length > 0) {
    tiles.push({
      value: formatCount(facts.certificates.length, language),
      label: labels.certificates,
    });
  }
  if (facts.referenceProjects.length > 0) {
    tiles.push({
      value: formatCount(facts.referenceProjects.length, language),
      label: labels.referenceProjects,
    });
  }
  if (facts.keyPeople > 0) {
    tiles.push({ value: formatCount(facts.keyPeople, language), label: labels.keyPeople });
  }
  return tiles;
}

/** How many tiles fit across: at least 240 px each at 1080 px scale. */
function tileColumns(f: Frame, count: number): number {
  return Math.max(1, Math.min(count, Math.floor((f.w - 2 * f.margin) / (240 * f.s))));
}

/** The height key figures take as tiles of `tileH`, `columns` across (0 without figures). */
export function tilesHeight(f: Frame, columns: number, tileH: number): number {
  const count = tileValues(f).length;
  if (count === 0) return 0;
  const rows = Math.ceil(count / tileColumns(f, Math.min(columns, count)));
  return rows * tileH + (rows - 1) * 24 * f.s;
}

/** Key figures as tiles, at most `columns` across; '' when there is no figure. */
export function tiles(f: Frame, top: number, bottom: number, columns: number): string {
  const values = tileValues(f);
  if (values.length === 0) return '';
  const cols = tileColumns(f, Math.min(columns, values.length));
  const rows = Math.ceil(values.length / cols);
  const gap = 24 * f.s;
  const tileW = (f.w - 2 * f.margin - gap * (cols - 1)) / cols;
  const tileH = Math.min(260 * f.s, (bottom - top - gap * (rows - 1)) / rows);
  return values
    .map((tile, i) => {
      const labelSize = Math.min(
        26 * f.s,
        tileH * 0.16,
        Math.max(18 * f.s, (tileW - 48 * f.s) / Math.max(1, [...tile.label].length * 0.56)),
      );
      // A long figure (money) gets a smaller font rather than being cut.
      const valueSize = Math.min(
        64 * f.s,
        tileH * 0.36,
        (tileW - 48 * f.s) / Math.max(1, [...tile.value].length * 0.56),
      );
      const x = f.margin + (i % cols) * (tileW + gap);
      const y = top + Math.floor(i / cols) * (tileH + gap);
      return (
        `<rect x="${n(x)}" y="${n(y)}" width="${n(tileW)}" height="${n(tileH)}" rx="${n(16 * f.s)}" fill="${COLOURS.greenSoft}"/>` +
        textBlock(
          [fitLine(tile.value, tileW - 48 * f.s, valueSize)],
          x + 24 * f.s,
          y + tileH * 0.5,
          valueSize,
          `font-weight="700" fill="${COLOURS.greenDark}"`,
        ) +
        textBlock(
          [fitLine(tile.label, tileW - 48 * f.s, labelSize)],
          x + 24 * f.s,
          y + tileH * 0.5 + labelSize * 1.6,
          labelSize,
          `fill="${COLOURS.ink}"`,
        )
      );
    })
    .join('');
}
