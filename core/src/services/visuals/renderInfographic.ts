/**
 * The offline infographic: an SVG drawn from the company's own facts (VisualFacts) in the
 * layout the prompt asks for (infographicLayout.ts), at the requested pixel size, in the
 * visual's language. Deterministic: the same request and facts give the same bytes. Every text
 * comes from the user or their documents and is escaped; what does not fit is cut, never drawn
 * outside the picture.
 */
import type { VisualFacts } from '../../ports/ai';
import type { Locale } from '../../model/locales';
import { CERTIFICATE_EXPIRY_WARNING_DAYS } from '../../model/factSheet';
import {
  approachSteps,
  chooseInfographicLayout,
  type InfographicLayout,
} from './infographicLayout';
import { VISUAL_LABELS, type VisualLabels } from './labels';
import {
  escapeXml,
  fitLine,
  formatCount,
  formatFactDate,
  formatMoney,
  isoDay,
  n,
  textBlock,
  wrapText,
} from './svgKit';

export const COLOURS = {
  green: '#15803d',
  greenSoft: '#dcfce7',
  greenDark: '#14532d',
  blue: '#1d4ed8',
  blueSoft: '#dbeafe',
  ink: '#0f172a',
  muted: '#475569',
  panel: '#f1f5f9',
  line: '#cbd5e1',
  red: '#b91c1c',
  amber: '#b45309',
  white: '#ffffff',
} as const;

export const FONT = "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export interface InfographicInput {
  readonly width: number;
  readonly height: number;
  readonly title: string;
  readonly prompt: string;
  readonly language: Locale;
  readonly facts: VisualFacts;
}

interface Frame {
  readonly w: number;
  readonly h: number;
  /** Scale: 1 at 1080 px on the short side. */
  readonly s: number;
  readonly margin: number;
  readonly top: number;
  readonly bottom: number;
  readonly labels: VisualLabels;
  readonly language: Locale;
  readonly facts: VisualFacts;
}

export function renderInfographicSvg(input: InfographicInput): string {
  const { width: w, height: h, language, facts } = input;
  const labels = VISUAL_LABELS[language];
  const s = Math.min(w, h) / 1080;
  const margin = 64 * s;
  const layout = chooseInfographicLayout(input.prompt);
  const titleSize = 52 * s;
  const titleLines = wrapText(input.title, w - 2 * margin, titleSize, 2);
  const headerH = margin + titleLines.length * titleSize * 1.2 + 44 * s + margin * 0.6;
  const footerH = 72 * s;
  const frame: Frame = {
    w,
    h,
    s,
    margin,
    top: headerH + margin * 0.75,
    bottom: h - footerH - margin * 0.25,
    labels,
    language,
    facts,
  };
  const subtitle = [facts.companyName, sectionTitle(layout, frame)].filter(Boolean).join(' · ');
  const parts = [
    `<rect width="${n(w)}" height="${n(h)}" fill="${COLOURS.white}"/>`,
    `<rect width="${n(w)}" height="${n(headerH)}" fill="${COLOURS.green}"/>`,
    textBlock(
      titleLines,
      margin,
      margin + titleSize * 0.85,
      titleSize,
      `font-weight="700" fill="${COLOURS.white}"`,
      1.2,
    ),
    textBlock(
      [fitLine(subtitle, w - 2 * margin, 28 * s)],
      margin,
      margin + titleLines.length * titleSize * 1.2 + 28 * s,
      28 * s,
      `fill="${COLOURS.greenSoft}"`,
    ),
    body(layout, frame, input.prompt),
    `<line x1="${n(margin)}" y1="${n(h - footerH)}" x2="${n(w - margin)}" y2="${n(h - footerH)}" stroke="${COLOURS.line}" stroke-width="${n(Math.max(1, 2 * s))}"/>`,
    textBlock(
      [fitLine(labels.source, w - 2 * margin, 22 * s)],
      margin,
      h - footerH + 40 * s,
      22 * s,
      `fill="${COLOURS.muted}"`,
    ),
  ];
  return svgDocument(w, h, input.title, input.prompt, language, parts.join(''));
}

export function svgDocument(
  w: number,
  h: number,
  title: string,
  description: string,
  language: Locale,
  content: string,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(w)}" height="${n(h)}" viewBox="0 0 ${n(w)} ${n(h)}" ` +
    `role="img" aria-labelledby="t d" xml:lang="${language}" font-family="${escapeXml(FONT)}">` +
    `<title id="t">${escapeXml(title)}</title><desc id="d">${escapeXml(description)}</desc>` +
    `${content}</svg>`
  );
}

function sectionTitle(layout: InfographicLayout, f: Frame): string {
  switch (layout) {
    case 'steps':
      return f.labels.approach;
    case 'timeline':
      return f.facts.project ? `${f.labels.timeline}: ${f.facts.project.name}` : f.labels.timeline;
    case 'certificates':
      return f.labels.certificates;
    case 'references':
      return f.labels.referenceProjects;
    default:
      return f.labels.keyFigures;
  }
}

function body(layout: InfographicLayout, f: Frame, prompt: string): string {
  switch (layout) {
    case 'steps':
      return steps(f, approachSteps(prompt));
    case 'timeline':
      return timeline(f);
    case 'certificates':
      return certificates(f, f.top, f.bottom) || notice(f, f.labels.noFacts);
    case 'references':
      return references(f, f.top, f.bottom) || notice(f, f.labels.noFacts);
    case 'keyFigures':
      return tiles(f, f.top, f.bottom, 2) || notice(f, f.labels.noFacts);
    case 'overview':
      return overview(f);
  }
}

/** A muted panel with one message, for a layout without the facts it needs. */
function notice(f: Frame, text: string): string {
  const size = 30 * f.s;
  const lines = wrapText(text, f.w - 4 * f.margin, size, 6);
  const boxH = lines.length * size * 1.3 + 2 * f.margin;
  const y = Math.min(f.top, f.bottom - boxH);
  return (
    `<rect x="${n(f.margin)}" y="${n(y)}" width="${n(f.w - 2 * f.margin)}" height="${n(boxH)}" rx="${n(16 * f.s)}" fill="${COLOURS.panel}"/>` +
    textBlock(lines, 2 * f.margin, y + f.margin + size * 0.8, size, `fill="${COLOURS.muted}"`)
  );
}

function steps(f: Frame, items: readonly string[]): string {
  if (items.length === 0) return notice(f, f.labels.noSteps);
  const shown = items.slice(0, 10);
  const per = (f.bottom - f.top) / shown.length;
  const r = Math.min(36 * f.s, per * 0.32);
  const size = Math.max(10, Math.min(32 * f.s, per * 0.3));
  const textX = f.margin + 2 * r + 28 * f.s;
  const maxLines = Math.max(1, Math.floor((per * 0.9) / (size * 1.3)));
  const out: string[] = [];
  shown.forEach((item, i) => {
    const cy = f.top + per * i + r;
    if (i < shown.length - 1) {
      out.push(
        `<line x1="${n(f.margin + r)}" y1="${n(cy + r)}" x2="${n(f.margin + r)}" y2="${n(cy + per - r)}" stroke="${COLOURS.greenSoft}" stroke-width="${n(Math.max(2, 6 * f.s))}"/>`,
      );
    }
    out.push(
      `<circle cx="${n(f.margin + r)}" cy="${n(cy)}" r="${n(r)}" fill="${COLOURS.green}"/>`,
      `<text x="${n(f.margin + r)}" y="${n(cy + r * 0.36)}" font-size="${n(r)}" font-weight="700" fill="${COLOURS.white}" text-anchor="middle">${i + 1}</text>`,
      textBlock(
        wrapText(item, f.w - textX - f.margin, size, maxLines),
        textX,
        cy + size * 0.35,
        size,
        `fill="${COLOURS.ink}"`,
      ),
    );
  });
  return out.join('');
}

function timeline(f: Frame): string {
  const project = f.facts.project;
  if (!project || project.deadlines.length === 0) return notice(f, f.labels.noDeadlines);
  const today = isoDay(f.facts.now);
  type Item = { date: string; text: string; today: boolean };
  const items: Item[] = project.deadlines.slice(0, 9).map((d) => ({
    date: d.date,
    text: d.label
      ? `${f.labels.deadlineKinds[d.kind]}: ${d.label}`
      : f.labels.deadlineKinds[d.kind],
    today: false,
  }));
  items.push({ date: today, text: f.labels.today, today: true });
  items.sort(
    (a, b) => a.date.slice(0, 10).localeCompare(b.date.slice(0, 10)) || (a.today ? -1 : 1),
  );
  const per = (f.bottom - f.top) / items.length;
  const x = f.margin + 20 * f.s;
  const dateSize = Math.max(10, Math.min(30 * f.s, per * 0.32));
  const textSize = Math.max(10, Math.min(26 * f.s, per * 0.26));
  const textX = x + 48 * f.s;
  const out = [
    `<line x1="${n(x)}" y1="${n(f.top)}" x2="${n(x)}" y2="${n(f.bottom - per * 0.4)}" stroke="${COLOURS.line}" stroke-width="${n(Math.max(2, 6 * f.s))}"/>`,
  ];
  items.forEach((item, i) => {
    const cy = f.top + per * i + dateSize * 0.6;
    const past = item.date.slice(0, 10) < today;
    const colour = item.today ? COLOURS.blue : past ? COLOURS.muted : COLOURS.green;
    out.push(
      `<circle cx="${n(x)}" cy="${n(cy - dateSize * 0.3)}" r="${n(Math.max(4, 14 * f.s))}" fill="${colour}"/>`,
      textBlock(
        [formatFactDate(item.date, f.language)],
        textX,
        cy,
        dateSize,
        `font-weight="700" fill="${colour}"`,
      ),
      textBlock(
        wrapText(
          item.text,
          f.w - textX - f.margin,
          textSize,
          Math.max(1, Math.floor((per - dateSize * 1.4) / (textSize * 1.3))),
        ),
        textX,
        cy + dateSize * 1.25,
        textSize,
        `fill="${COLOURS.ink}"`,
      ),
    );
  });
  return out.join('');
}

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
function tilesHeight(f: Frame, columns: number, tileH: number): number {
  const count = tileValues(f).length;
  if (count === 0) return 0;
  const rows = Math.ceil(count / tileColumns(f, Math.min(columns, count)));
  return rows * tileH + (rows - 1) * 24 * f.s;
}

/** Key figures as tiles, at most `columns` across; '' when there is no figure. */
function tiles(f: Frame, top: number, bottom: number, columns: number): string {
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

function certificates(f: Frame, top: number, bottom: number): string {
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
        c.expiresOn ? `${labels.validUntil} ${formatFactDate(c.expiresOn, language)}` : '',
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

function references(f: Frame, top: number, bottom: number): string {
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
function overview(f: Frame): string {
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
