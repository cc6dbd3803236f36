/** The body's blocks in order: paragraphs, tables (rows of cells) and content controls. */
import { blockText } from '../structure';
import type { Context } from './context';
import { type Break, PageBuilder } from './pages';
import { readParagraph } from './paragraphs';
import { TRANSPARENT } from './runs';
import { attr, child, kids, tagOf, type XNode } from './xml';

/** A cell's text: its paragraphs on their own lines, a nested table's rows as 'a | b' lines. */
export function cellText(cell: XNode, ctx: Context, onBreak: (kind: Break) => void): string {
  const flat = new PageBuilder(true);
  readBlocks(kids(cell), flat, ctx);
  if (flat.renderedMarkers > 0) onBreak('rendered');
  else if (flat.explicitBreaks > 0) onBreak('explicit');
  return flat.pages
    .flatMap((p) => p.blocks)
    .map(blockText)
    .join('\n')
    .trim();
}

/** Children of a table or row, with content controls (w:sdt) around rows or cells unwrapped. */
export function unwrapSdt(nodes: XNode[], wanted: string): XNode[] {
  const out: XNode[] = [];
  for (const n of nodes) {
    const tag = tagOf(n);
    if (tag === wanted) out.push(n);
    else if (tag === 'w:sdt') out.push(...unwrapSdt(kids(child(n, 'w:sdtContent') ?? {}), wanted));
    else if (TRANSPARENT.has(tag)) out.push(...unwrapSdt(kids(n), wanted));
  }
  return out;
}

export function readTable(tbl: XNode, builder: PageBuilder, ctx: Context): void {
  let rows: string[][] = [];
  const flushTable = () => {
    if (rows.length > 0) builder.add({ kind: 'table', rows });
    rows = [];
  };
  for (const tr of unwrapSdt(kids(tbl), 'w:tr')) {
    let breakKind: Break | null = null;
    const cells = unwrapSdt(kids(tr), 'w:tc').map((tc) => {
      const vMerge = child(child(tc, 'w:tcPr'), 'w:vMerge');
      // A vertically merged cell continues the one above: one cell, shown once.
      const continuation = vMerge !== undefined && attr(vMerge, 'w:val') !== 'restart';
      const text = cellText(tc, ctx, (kind) => {
        if (breakKind !== 'rendered') breakKind = kind;
      });
      return continuation ? '' : text;
    });
    if (breakKind !== null) {
      // The row Word put at the top of a new page starts the table's part on that page.
      const hadRows = rows.length > 0;
      flushTable();
      builder.pageBreak(breakKind, hadRows);
    }
    if (cells.some((c) => c !== '')) rows.push(cells);
  }
  flushTable();
}

export function readBlocks(nodes: XNode[], builder: PageBuilder, ctx: Context): void {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === 'w:p') readParagraph(node, builder, ctx);
    else if (tag === 'w:tbl') readTable(node, builder, ctx);
    else if (tag === 'w:sdt') readBlocks(kids(child(node, 'w:sdtContent') ?? {}), builder, ctx);
    else if (tag === 'w:sectPr' && !builder.flat) ctx.sections.push(node);
    else if (TRANSPARENT.has(tag)) readBlocks(kids(node), builder, ctx);
  }
}
