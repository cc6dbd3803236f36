/** A paragraph as a block: heading, list item or paragraph, from its style, numbering and number. */
import { isSectionNumber, splitLeadingMarker } from '../leadingMarker';
import type { TextBlock } from '../structure';
import type { Context } from './context';
import type { PageBuilder } from './pages';
import { type ParagraphState, cleanText, readRunContent } from './runs';
import { type StyleInfo, styleChain, styleHeadingLevel } from './styles';
import { child, isOn, kids, tagOf, val, type XNode } from './xml';

/** What kind of block a paragraph is, from its style, its numbering and its leading number. */
export function classify(pPr: XNode | undefined, ctx: Context): ParagraphKind {
  const styleId = val(pPr, 'w:pStyle');
  // A table of contents lists the headings with their page numbers: it is not a heading itself.
  if (isTocStyle(ctx.styles, styleId)) return { toc: true, numbered: false };
  const outline = val(pPr, 'w:outlineLvl');
  let level =
    outline !== undefined && Number(outline) < 9
      ? Number(outline) + 1
      : styleHeadingLevel(ctx.styles, styleId);
  const numPr = child(pPr, 'w:numPr');
  let numId = val(numPr, 'w:numId');
  let ilvl = val(numPr, 'w:ilvl') === undefined ? undefined : Number(val(numPr, 'w:ilvl'));
  if (numId === undefined) {
    for (const [id, style] of styleChain(ctx.styles, styleId)) {
      if (style.numId !== undefined) {
        numId = style.numId;
        // 'Heading 2' based on a numbered 'Heading 1' is level 2 of the same list: the list's
        // level that names the paragraph's own style wins over the inherited one.
        ilvl ??=
          (styleId === undefined ? undefined : ctx.numbering.styleLevel.get(styleId)) ??
          style.ilvl ??
          ctx.numbering.styleLevel.get(id);
        break;
      }
    }
  }
  const listNumber = numId === undefined ? undefined : ctx.lists.next(numId, ilvl ?? 0);
  if (level !== undefined && level > 9) level = undefined;
  return { level, listNumber, numbered: numId !== undefined && numId !== '0' };
}

export interface ParagraphKind {
  readonly level?: number;
  readonly listNumber?: string;
  readonly numbered: boolean;
  readonly toc?: boolean;
}

export function isTocStyle(styles: Map<string, StyleInfo>, id: string | undefined): boolean {
  for (const [styleId, style] of styleChain(styles, id)) {
    if (/^(toc|inhopg|verz)\s*\d$/i.test(styleId) || /^toc \d$/i.test(style.name)) return true;
  }
  return false;
}

export function makeTextBlock(
  text: string,
  info: ParagraphKind,
  continued: boolean,
): TextBlock | null {
  const clean = cleanText(text);
  if (clean === '') return null;
  if (info.toc) return { kind: 'paragraph', text: clean };
  if (info.level !== undefined) {
    if (info.listNumber !== undefined && !continued) {
      return { kind: 'heading', text: clean, level: info.level, number: info.listNumber };
    }
    const typed = continued ? null : splitLeadingMarker(clean, { allowBare: true });
    return typed && typed.depth > 0
      ? { kind: 'heading', text: typed.text, level: info.level, number: typed.number }
      : { kind: 'heading', text: clean, level: info.level };
  }
  if (info.numbered) {
    return continued || info.listNumber === undefined
      ? { kind: 'listItem', text: clean }
      : { kind: 'listItem', text: clean, number: info.listNumber };
  }
  if (continued) return { kind: 'paragraph', text: clean };
  const typed = splitLeadingMarker(clean);
  if (!typed) return { kind: 'paragraph', text: clean };
  // A short numbered line without a full stop is a heading Word was not told about ('3.2 Planning').
  if (isSectionNumber(typed.number) && typed.text.length <= 80 && !/[.:;,]$/.test(typed.text)) {
    return { kind: 'heading', text: typed.text, level: typed.depth, number: typed.number };
  }
  return { kind: 'listItem', text: typed.text, number: typed.number };
}

export function readParagraph(p: XNode, builder: PageBuilder, ctx: Context): void {
  const pPr = child(p, 'w:pPr');
  const info = classify(pPr, ctx);
  if (isOn(pPr, 'w:pageBreakBefore')) builder.pageBreak('soft', false);
  const state: ParagraphState = { text: '', fieldDepth: [], extra: [], hasPageField: false };
  let continued = false;
  const flush = () => {
    const block = makeTextBlock(state.text, info, continued);
    if (block) {
      builder.add(block);
      continued = true;
    }
    state.text = '';
  };
  readRunContent(
    kids(p).filter((c) => tagOf(c) !== 'w:pPr'),
    state,
    ctx,
    (kind) => {
      const pending = state.text.trim() !== '';
      // The part of a paragraph before the break stays on the earlier page.
      if (pending && !builder.flat) flush();
      builder.pageBreak(kind, pending);
    },
  );
  flush();
  for (const block of state.extra) builder.add(block);
  const sectPr = child(pPr, 'w:sectPr');
  if (sectPr && !builder.flat) {
    // A section break: the next section starts on a new page unless it is 'continuous'.
    ctx.sections.push(sectPr);
    builder.section++;
    if (val(sectPr, 'w:type') !== 'continuous') builder.pageBreak('explicit', false);
  }
}
