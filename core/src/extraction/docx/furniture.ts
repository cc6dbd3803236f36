/** The running headers and footers of each section, and whether and how they print page numbers. */
import { blockText } from '../structure';
import type { Context, DocxParts } from './context';
import { type ParagraphState, cleanText, readRunContent } from './runs';
import { attr, child, children, isOn, kids, parse, root, tagOf, type XNode } from './xml';

export interface SectionFurniture {
  readonly lines: string[];
  readonly firstLines: string[] | null;
  readonly pageNumbered: boolean;
  readonly start?: number;
  readonly format: string;
}

export function readRels(xml: string | undefined): Map<string, string> {
  const rels = new Map<string, string>();
  for (const r of children(root(parse(xml), 'Relationships'), 'Relationship')) {
    const id = attr(r, 'Id');
    const target = attr(r, 'Target');
    if (id && target) rels.set(id, target.replace(/^\/?(word\/)?/, 'word/'));
  }
  return rels;
}

export function readHeaderPart(
  xml: string | undefined,
  ctx: Context,
): { lines: string[]; pageField: boolean } {
  const top = parse(xml).find((n) => tagOf(n) === 'w:hdr' || tagOf(n) === 'w:ftr');
  if (!top) return { lines: [], pageField: false };
  let pageField = false;
  const lines: string[] = [];
  const visit = (nodes: XNode[]) => {
    for (const n of nodes) {
      const tag = tagOf(n);
      if (tag === 'w:p') {
        const state: ParagraphState = { text: '', fieldDepth: [], extra: [], hasPageField: false };
        readRunContent(kids(n), state, ctx, () => undefined);
        pageField ||= state.hasPageField;
        const text = cleanText(state.text).replace(/\s+/g, ' ');
        if (text !== '') lines.push(text);
        for (const b of state.extra) lines.push(blockText(b).replace(/\s+/g, ' '));
      } else if (tag !== '#text') visit(kids(n));
    }
  };
  visit(kids(top));
  return { lines, pageField };
}

export function sectionFurniture(
  sections: XNode[],
  rels: Map<string, string>,
  parts: DocxParts,
  ctx: Context,
): SectionFurniture[] {
  const cache = new Map<string, { lines: string[]; pageField: boolean }>();
  const readRef = (id: string | undefined) => {
    const path = id === undefined ? undefined : rels.get(id);
    if (path === undefined) return { lines: [], pageField: false };
    let part = cache.get(path);
    if (!part) cache.set(path, (part = readHeaderPart(parts.part?.(path), ctx)));
    return part;
  };
  // Sections without their own header or footer inherit the previous section's.
  const inherited: Record<string, string | undefined> = {};
  return sections.map((sectPr) => {
    for (const kind of ['w:headerReference', 'w:footerReference']) {
      for (const ref of children(sectPr, kind)) {
        inherited[`${kind}:${attr(ref, 'w:type') ?? 'default'}`] = attr(ref, 'r:id');
      }
    }
    const pick = (type: string) => [
      readRef(inherited[`w:headerReference:${type}`]),
      readRef(inherited[`w:footerReference:${type}`]),
    ];
    const normal = pick('default');
    const titlePage = isOn(sectPr, 'w:titlePg');
    const first = titlePage ? pick('first') : null;
    const pgNum = child(sectPr, 'w:pgNumType');
    const start = attr(pgNum, 'w:start');
    return {
      lines: normal.flatMap((p) => p.lines),
      firstLines: first ? first.flatMap((p) => p.lines) : null,
      pageNumbered: normal.some((p) => p.pageField),
      start: start === undefined ? undefined : Number(start),
      format: attr(pgNum, 'w:fmt') ?? 'decimal',
    };
  });
}
