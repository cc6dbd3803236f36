/** The infographic's sequences: the approach as numbered steps, the project's deadlines as a timeline. */
import { COLOURS, type Frame, notice } from './infographicFrame';
import { formatStatedDate } from '../../text/dates';
import { isoDay, n, textBlock, wrapText } from './svgKit';

export function steps(f: Frame, items: readonly string[]): string {
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

export function timeline(f: Frame): string {
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
        [formatStatedDate(item.date, f.language, 'short')],
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
