/** Paragraph styles (styles.xml): the heading level a style gives and the list it is numbered by. */
import { attr, child, children, parse, root, val } from './xml';

export interface StyleInfo {
  readonly name: string;
  readonly basedOn?: string;
  readonly outlineLevel?: number;
  readonly numId?: string;
  readonly ilvl?: number;
}

export function readStyles(xml: string | undefined): Map<string, StyleInfo> {
  const styles = new Map<string, StyleInfo>();
  for (const s of children(root(parse(xml), 'w:styles'), 'w:style')) {
    const id = attr(s, 'w:styleId');
    if (id === undefined) continue;
    const pPr = child(s, 'w:pPr');
    const numPr = child(pPr, 'w:numPr');
    const outline = val(pPr, 'w:outlineLvl');
    const ilvl = val(numPr, 'w:ilvl');
    styles.set(id, {
      name: val(s, 'w:name') ?? id,
      basedOn: val(s, 'w:basedOn'),
      outlineLevel: outline === undefined ? undefined : Number(outline),
      numId: val(numPr, 'w:numId'),
      ilvl: ilvl === undefined ? undefined : Number(ilvl),
    });
  }
  return styles;
}

/** Walks a style and the styles it is based on (at most 10, against loops). */
export function* styleChain(styles: Map<string, StyleInfo>, id: string | undefined) {
  for (let i = 0; id !== undefined && i < 10; i++) {
    const style = styles.get(id);
    if (!style) return;
    yield [id, style] as const;
    id = style.basedOn;
  }
}

export const HEADING_NAME = /^(?:heading|kop|überschrift|titre|título)\s*(\d)$/i;

/** Heading level (1 = top) of a paragraph style, from its outline level or its built-in name. */
export function styleHeadingLevel(styles: Map<string, StyleInfo>, id: string | undefined) {
  for (const [styleId, style] of styleChain(styles, id)) {
    if (style.outlineLevel !== undefined && style.outlineLevel < 9) return style.outlineLevel + 1;
    const byName = HEADING_NAME.exec(style.name) ?? HEADING_NAME.exec(styleId);
    if (byName) return Number(byName[1]);
    if (/^(title|titel)$/i.test(style.name)) return 1;
  }
  return undefined;
}
