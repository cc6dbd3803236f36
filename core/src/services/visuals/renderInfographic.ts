/**
 * The offline infographic: an SVG drawn from the company's own facts (VisualFacts) in the
 * layout the prompt asks for (infographicLayout.ts), at the requested pixel size, in the
 * visual's language. Deterministic: the same request and facts give the same bytes. Every text
 * comes from the user or their documents and is escaped; what does not fit is cut, never drawn
 * outside the picture.
 */
import type { VisualFacts } from '../../ports/ai';
import type { Locale } from '../../model/locales';
import {
  approachSteps,
  chooseInfographicLayout,
  type InfographicLayout,
} from './infographicLayout';
import { COLOURS, type Frame, notice, svgDocument } from './infographicFrame';
import { certificates, overview, references } from './infographicRows';
import { steps, timeline } from './infographicSequences';
import { tiles } from './infographicTiles';
import { VISUAL_LABELS } from './labels';
import { fitLine, n, textBlock, wrapText } from './svgKit';

export interface InfographicInput {
  readonly width: number;
  readonly height: number;
  readonly title: string;
  readonly prompt: string;
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
