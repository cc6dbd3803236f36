/**
 * The company's certificates and reference projects as rows, and the overview: key figures, then
 * certificates, then reference projects, as far as the picture holds them.
 */
import { CERTIFICATE_EXPIRY_WARNING_DAYS } from '../../model/factSheet';
import { COLOURS, type Frame, notice } from './infographicFrame';
import { tiles, tilesHeight } from './infographicTiles';
import { formatStatedDate } from '../../text/dates';
import { fitLine, formatMoney, isoDay, n, textBlock } from './svgKit';

/** Rows of text stacked from `top` until `bottom`; a row that does not fit is left out. */
function rows(
  f: Frame,
  top: number,
  bottom: number,
  items: readonly { title: string; detail: string; badge?: { text: string; colour: string } }[],
): string {
  const titleSize = 30 * f.s;
  const detailSize = 24 * f.s;
  const rowH = titleSize * 1.3 + detailSize * 1.3 + 36 * f.s;
  const out: string[] = [];
  let y = top;
  for (const item of items) {
    // (a small tolerance: `bottom` is often computed as top + k rows)
    if (y + rowH > bottom + 0.5) break;
    const badgeW = item.badge ? Math.min(260 * f.s, (f.w - 2 * f.margin) * 0.35) : 0;
    out.push(
      `<rect x="${n(f.margin)}" y="${n(y)}" width="${n(f.w - 2 * f.margin)}" height="${n(rowH - 12 * f.s)}" rx="${n(12 * f.s)}" fill="${COLOURS.panel}"/>`,
      textBlock(
        [fitLine(item.title, f.w - 4 * f.margin - badgeW, titleSize)],
        f.margin + 24 * f.s,
        y + 18 * f.s + titleSize * 0.85,
        titleSize,
        `font-weight="700" fill="${COLOURS.ink}"`,
      ),
      textBlock(
        [fitLine(item.detail, f.w - 2 * f.margin - 48 * f.s, detailSize)],
        f.margin + 24 * f.s,
        y + 18 * f.s + titleSize * 1.3 + detailSize * 0.9,
        detailSize,
        `fill="${COLOURS.muted}"`,
      ),
    );
    if (item.badge) {
      out.push(
        textBlock(
          [fitLine(item.badge.text, badgeW, detailSize)],
          f.w - f.margin - 24 * f.s,
          y + 18 * f.s + titleSize * 0.85,
          detailSize,
          `font-weight="700" fill="${item.badge.colour}" text-anchor="end"`,
        ),
      );
    }
    y += rowH;
  }
  return out.join('');
}

export function certificates(f: Frame, top: number, bottom: number): string {
  const { labels, language } = f;
  const today = isoDay(f.facts.now);
  const soon = isoDay(f.facts.now + CERTIFICATE_EXPIRY_WARNING_DAYS * 86_400_000);
  return rows(
    f,
    top,
    bottom,
    f.facts.certificates.map((c) => {
      const detail = [
        c.issuer ? `${labels.issuedBy} ${c.issuer}` : '',
        c.expiresOn
          ? `${labels.validUntil} ${formatStatedDate(c.expiresOn, language, 'short')}`
          : '',
      ]
        .filter(Boolean)
        .join(' · ');
      const badge =
        c.expiresOn && c.expiresOn < today
          ? { text: labels.expired, colour: COLOURS.red }
          : c.expiresOn && c.expiresOn <= soon
            ? { text: labels.expiring, colour: COLOURS.amber }
            : undefined;
      return { title: c.name, detail, ...(badge ? { badge } : {}) };
    }),
  );
}

export function references(f: Frame, top: number, bottom: number): string {
  return rows(
    f,
    top,
    bottom,
    f.facts.referenceProjects.map((r) => ({
      title: r.title,
      detail: [
        r.client ?? '',
        r.year ? String(r.year) : '',
        r.value ? formatMoney(r.value.amount, r.value.currency, f.language) : '',
      ]
        .filter(Boolean)
        .join(' · '),
    })),
  );
}

/** Key figures, then certificates, then reference projects, as far as the picture holds them. */
export function overview(f: Frame): string {
  const out: string[] = [];
  let y = f.top;
  const headingSize = 30 * f.s;
  const heading = (text: string) => {
    out.push(
      textBlock(
        [fitLine(text, f.w - 2 * f.margin, headingSize)],
        f.margin,
        y + headingSize,
        headingSize,
        `font-weight="700" fill="${COLOURS.green}"`,
      ),
    );
    y += headingSize * 1.8;
  };
  const tileH = 150 * f.s;
  const tileBlock = Math.min(tilesHeight(f, 4, tileH), (f.bottom - f.top) / 2);
  if (tileBlock > 0) {
    out.push(tiles(f, y, y + tileBlock, 4));
    y += tileBlock + 40 * f.s;
  }
  const sectionRow = 30 * f.s * 1.3 + 24 * f.s * 1.3 + 36 * f.s;
  if (f.facts.certificates.length > 0 && y + headingSize * 1.8 + sectionRow <= f.bottom) {
    heading(f.labels.certificates);
    const end = Math.min(f.bottom, y + sectionRow * Math.min(3, f.facts.certificates.length));
    out.push(certificates(f, y, end));
    y = end + 24 * f.s;
  }
  if (f.facts.referenceProjects.length > 0 && y + headingSize * 1.8 + sectionRow <= f.bottom) {
    heading(f.labels.referenceProjects);
    out.push(references(f, y, f.bottom));
  }
  return out.length > 0 ? out.join('') : notice(f, f.labels.noFacts);
}
