/**
 * A DOCX's structure from the XML Word saved (issue 17): headings from the paragraph styles
 * (styles.xml outline levels), numbers from numbering.xml, tables as rows of cells, the running
 * headers and footers of each section, and the pages Word laid out.
 *
 * Pages: when Word lays a document out it saves a `w:lastRenderedPageBreak` where each page
 * began; explicit page breaks (`w:br w:type="page"`, page-break-before, a section break that
 * starts a new page) are pages too, and a marker right after one of them is the same page break.
 * A document without markers (written by another program, or a single page) is a single page when
 * docProps/app.xml says Word counted one, and otherwise cut at about one A4 page of text
 * ('estimated'), still breaking at its explicit page breaks (docs/decisions.md "Pages of a Word
 * document").
 */
import { XMLParser } from 'fast-xml-parser';
import { isSectionNumber, splitLeadingMarker } from './leadingMarker';
import { PAGE_CHARS } from './paginate';
import {
  type Block,
  type DocumentStructure,
  type StructuredPage,
  type TextBlock,
  blockText,
} from './structure';

/** The parts of the package this reader uses, as XML text (absent parts are undefined). */
export interface DocxParts {
  readonly document: string;
  readonly styles?: string;
  readonly numbering?: string;
  /** docProps/app.xml: Word's own page count at the last save. */
  readonly app?: string;
  /** word/_rels/document.xml.rels: where the header and footer parts are. */
  readonly rels?: string;
  /** Any other part by its path in the package ('word/header1.xml'). */
  readonly part?: (path: string) => string | undefined;
}

type XNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

function parse(xml: string | undefined): XNode[] {
  if (xml === undefined || xml === '') return [];
  // Word never writes a DTD; one in a package can only be there to declare expanding entities.
  if (/<!DOCTYPE/i.test(xml.slice(0, 4096))) throw new Error('DTD in a DOCX part');
  return parser.parse(xml) as XNode[];
}

function tagOf(node: XNode): string {
  for (const key in node) if (key !== ':@') return key;
  return '';
}
function kids(node: XNode): XNode[] {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as XNode[]) : [];
}
function attr(node: XNode | undefined, name: string): string | undefined {
  return (node?.[':@'] as Record<string, string> | undefined)?.[name];
}
function child(node: XNode | undefined, name: string): XNode | undefined {
  return node ? kids(node).find((c) => tagOf(c) === name) : undefined;
}
function children(node: XNode | undefined, name: string): XNode[] {
  return node ? kids(node).filter((c) => tagOf(c) === name) : [];
}
function textOf(node: XNode): string {
  const value = node['#text'];
  return typeof value === 'string' ? value : '';
}
/** `w:val` of a child element: `<w:pStyle w:val="Heading1"/>` → 'Heading1'. */
function val(node: XNode | undefined, name: string): string | undefined {
  return attr(child(node, name), 'w:val');
}
/** On/off properties: present without a value, or with '1'/'true'/'on'. */
function isOn(node: XNode | undefined, name: string): boolean {
  const el = child(node, name);
  if (!el) return false;
  const v = attr(el, 'w:val');
  return v === undefined || v === '1' || v === 'true' || v === 'on';
}
function root(nodes: XNode[], name: string): XNode | undefined {
  return nodes.find((n) => tagOf(n) === name);
}

// ---------------------------------------------------------------------------------------------
// Styles and numbering

interface StyleInfo {
  readonly name: string;
  readonly basedOn?: string;
  readonly outlineLevel?: number;
  readonly numId?: string;
  readonly ilvl?: number;
}

function readStyles(xml: string | undefined): Map<string, StyleInfo> {
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
function* styleChain(styles: Map<string, StyleInfo>, id: string | undefined) {
  for (let i = 0; id !== undefined && i < 10; i++) {
    const style = styles.get(id);
    if (!style) return;
    yield [id, style] as const;
    id = style.basedOn;
  }
}

const HEADING_NAME = /^(?:heading|kop|überschrift|titre|título)\s*(\d)$/i;

/** Heading level (1 = top) of a paragraph style, from its outline level or its built-in name. */
function styleHeadingLevel(styles: Map<string, StyleInfo>, id: string | undefined) {
  for (const [styleId, style] of styleChain(styles, id)) {
    if (style.outlineLevel !== undefined && style.outlineLevel < 9) return style.outlineLevel + 1;
    const byName = HEADING_NAME.exec(style.name) ?? HEADING_NAME.exec(styleId);
    if (byName) return Number(byName[1]);
    if (/^(title|titel)$/i.test(style.name)) return 1;
  }
  return undefined;
}

interface Level {
  readonly start: number;
  readonly format: string;
  readonly text: string;
  readonly legal: boolean;
}

interface Numbering {
  readonly numToAbstract: Map<string, string>;
  readonly startOverrides: Map<string, Map<number, number>>;
  readonly levels: Map<string, Map<number, Level>>;
  /** The level whose w:pStyle is this style ('Heading2' → level 1 of its list). */
  readonly styleLevel: Map<string, number>;
}

function readNumbering(xml: string | undefined, styles: Map<string, StyleInfo>): Numbering {
  const numbering = root(parse(xml), 'w:numbering');
  const levels = new Map<string, Map<number, Level>>();
  const styleLevel = new Map<string, number>();
  const styleLinks = new Map<string, string>();
  for (const abs of children(numbering, 'w:abstractNum')) {
    const id = attr(abs, 'w:abstractNumId') ?? '';
    const byLevel = new Map<number, Level>();
    for (const lvl of children(abs, 'w:lvl')) {
      const ilvl = Number(attr(lvl, 'w:ilvl') ?? 0);
      byLevel.set(ilvl, {
        start: Number(val(lvl, 'w:start') ?? 1),
        format: val(lvl, 'w:numFmt') ?? 'decimal',
        text: val(lvl, 'w:lvlText') ?? '',
        legal: isOn(lvl, 'w:isLgl'),
      });
      const pStyle = val(lvl, 'w:pStyle');
      if (pStyle !== undefined) styleLevel.set(pStyle, ilvl);
    }
    levels.set(id, byLevel);
    const link = val(abs, 'w:numStyleLink');
    if (link !== undefined) styleLinks.set(id, link);
  }
  const numToAbstract = new Map<string, string>();
  const startOverrides = new Map<string, Map<number, number>>();
  for (const num of children(numbering, 'w:num')) {
    const numId = attr(num, 'w:numId') ?? '';
    numToAbstract.set(numId, val(num, 'w:abstractNumId') ?? '');
    const overrides = new Map<number, number>();
    for (const o of children(num, 'w:lvlOverride')) {
      const start = val(o, 'w:startOverride');
      if (start !== undefined) overrides.set(Number(attr(o, 'w:ilvl') ?? 0), Number(start));
    }
    if (overrides.size > 0) startOverrides.set(numId, overrides);
  }
  // A list defined by a numbering style (w:numStyleLink) takes its levels from that style's list.
  for (const [absId, styleId] of styleLinks) {
    const linkedNum = styles.get(styleId)?.numId;
    const linkedAbs = linkedNum === undefined ? undefined : numToAbstract.get(linkedNum);
    const linked = linkedAbs === undefined ? undefined : levels.get(linkedAbs);
    if (linked && linked.size > 0 && (levels.get(absId)?.size ?? 0) === 0) {
      for (const [numId, abs] of numToAbstract)
        if (abs === absId) numToAbstract.set(numId, linkedAbs!);
    }
  }
  return { numToAbstract, startOverrides, levels, styleLevel };
}

function roman(n: number): string {
  const table: [number, string][] = [
    [1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'],
    [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i'],
  ]; // prettier-ignore
  let out = '';
  for (const [value, letters] of table) {
    while (n >= value) {
      out += letters;
      n -= value;
    }
  }
  return out;
}

/** Word's letters repeat after z: a … z, aa … zz. */
function letters(n: number): string {
  if (n < 1) return String(n);
  const letter = String.fromCharCode(97 + ((n - 1) % 26));
  return letter.repeat(Math.floor((n - 1) / 26) + 1);
}

export function formatListNumber(n: number, format: string): string {
  switch (format) {
    case 'lowerLetter':
      return letters(n);
    case 'upperLetter':
      return letters(n).toUpperCase();
    case 'lowerRoman':
      return roman(n);
    case 'upperRoman':
      return roman(n).toUpperCase();
    case 'decimalZero':
      return n < 10 ? `0${n}` : String(n);
    case 'none':
    case 'bullet':
      return '';
    default:
      return String(n);
  }
}

/** Bullets often use Symbol or Wingdings code points in the private use area: show a '•'. */
function bulletChar(text: string): string {
  const t = text.trim();
  if (/^[-–—•·▪◦○■□➢►▸‣∙*]$/u.test(t)) return t;
  return '•';
}

/** Counts list items as Word does: per list, deeper levels restart when a higher one counts. */
class ListCounter {
  private readonly counters = new Map<string, (number | undefined)[]>();
  private readonly seenNums = new Set<string>();

  constructor(private readonly numbering: Numbering) {}

  /** The number Word shows for this paragraph ('2.1', 'a)', '•'), or undefined. */
  next(numId: string, ilvl: number): string | undefined {
    if (numId === '0') return undefined;
    const absId = this.numbering.numToAbstract.get(numId);
    if (absId === undefined) return undefined;
    const levels = this.numbering.levels.get(absId);
    const level = levels?.get(ilvl);
    if (!levels || !level) return undefined;
    let counts = this.counters.get(absId);
    if (!counts) this.counters.set(absId, (counts = []));
    if (!this.seenNums.has(numId)) {
      this.seenNums.add(numId);
      for (const [l, start] of this.numbering.startOverrides.get(numId) ?? []) {
        counts[l] = start - 1;
        for (let deeper = l + 1; deeper < 9; deeper++) counts[deeper] = undefined;
      }
    }
    counts[ilvl] = (counts[ilvl] ?? level.start - 1) + 1;
    for (let deeper = ilvl + 1; deeper < 9; deeper++) counts[deeper] = undefined;
    if (level.format === 'bullet') return bulletChar(level.text);
    if (level.format === 'none' || level.text.trim() === '') return undefined;
    const shown = level.text.replace(/%(\d)/g, (_, d: string) => {
      const l = Number(d) - 1;
      const def = levels.get(l);
      const n = counts![l] ?? def?.start ?? 1;
      return formatListNumber(n, level.legal ? 'decimal' : (def?.format ?? 'decimal'));
    });
    return shown.trim() === '' ? undefined : shown.trim();
  }
}

// ---------------------------------------------------------------------------------------------
// Pages

type Break = 'rendered' | 'explicit' | 'soft';

interface PageDraft {
  blocks: Block[];
  /** Index of the section (in document order) the page belongs to. */
  section: number;
}

/** Collects blocks into pages; a flat builder (table cells, text boxes) ignores page breaks. */
class PageBuilder {
  readonly pages: PageDraft[] = [{ blocks: [], section: 0 }];
  section = 0;
  renderedMarkers = 0;
  explicitBreaks = 0;

  constructor(readonly flat: boolean) {}

  get current(): PageDraft {
    return this.pages[this.pages.length - 1]!;
  }
  get hasBlocks(): boolean {
    return this.current.blocks.length > 0;
  }
  add(block: Block): void {
    this.current.blocks.push(block);
  }
  /** A page break; `pendingText` says the paragraph being read already has text on this page. */
  pageBreak(kind: Break, pendingText: boolean): void {
    if (kind === 'rendered') this.renderedMarkers++;
    else this.explicitBreaks++;
    if (this.flat) return;
    // A rendered marker (or page-break-before) at the top of a page is the break that began it.
    if (kind !== 'explicit' && !this.hasBlocks && !pendingText) return;
    this.pages.push({ blocks: [], section: this.section });
  }
}

// ---------------------------------------------------------------------------------------------
// The body

interface Context {
  readonly styles: Map<string, StyleInfo>;
  readonly numbering: Numbering;
  readonly lists: ListCounter;
  readonly sections: XNode[];
}

/** Containers whose children are read as if they stood in their place. */
const TRANSPARENT = new Set([
  'w:hyperlink',
  'w:ins',
  'w:smartTag',
  'w:customXml',
  'w:fldSimple',
  'w:moveTo',
  'w:dir',
  'w:bdo',
]);
/** Not text Word shows: deleted text (tracked changes), field codes, properties. */
const SKIPPED = new Set(['w:del', 'w:moveFrom', 'w:instrText', 'w:delText', 'w:rPr', 'w:pPr']);

/** Page-number fields in headers and footers: their cached result is not text. */
const PAGE_FIELD = /^\s*(PAGE|NUMPAGES|SECTIONPAGES)\b/i;

interface ParagraphState {
  text: string;
  /** The fields being read, innermost last: their code, and whether their result has begun. */
  fieldDepth: { instr: string; inResult: boolean }[];
  /** Text boxes anchored in the paragraph, as blocks to add after it. */
  extra: Block[];
  /** A PAGE field was seen (the header or footer prints the page number). */
  hasPageField: boolean;
}

function readRunContent(
  nodes: XNode[],
  state: ParagraphState,
  ctx: Context,
  onBreak: (kind: Break) => void,
): void {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === '#text' || SKIPPED.has(tag)) {
      if (tag === 'w:instrText') {
        const field = state.fieldDepth[state.fieldDepth.length - 1];
        if (field) field.instr += kids(node).map(textOf).join('');
      }
      continue;
    }
    const skipping = state.fieldDepth.some((f) => f.inResult && PAGE_FIELD.test(f.instr));
    switch (tag) {
      case 'w:r': {
        if (isOn(child(node, 'w:rPr'), 'w:vanish')) continue;
        readRunContent(kids(node), state, ctx, onBreak);
        break;
      }
      case 'w:t':
      case 'm:t': // an equation's text (Office Math)
        if (!skipping) state.text += kids(node).map(textOf).join('');
        break;
      case 'w:tab':
      case 'w:ptab':
        state.text += '\t';
        break;
      case 'w:br':
      case 'w:cr': {
        const type = attr(node, 'w:type');
        if (type === 'page') onBreak('explicit');
        else state.text += type === 'column' ? ' ' : '\n';
        break;
      }
      case 'w:lastRenderedPageBreak':
        onBreak('rendered');
        break;
      case 'w:noBreakHyphen':
        state.text += '-';
        break;
      case 'w:sym':
        state.text += ' ';
        break;
      case 'w:fldChar': {
        const type = attr(node, 'w:fldCharType');
        if (type === 'begin') state.fieldDepth.push({ instr: '', inResult: false });
        else if (type === 'separate') {
          const field = state.fieldDepth[state.fieldDepth.length - 1];
          if (field) {
            field.inResult = true;
            if (PAGE_FIELD.test(field.instr)) state.hasPageField = true;
          }
        } else if (type === 'end') state.fieldDepth.pop();
        break;
      }
      case 'w:fldSimple': {
        const instr = attr(node, 'w:instr') ?? '';
        if (PAGE_FIELD.test(instr)) state.hasPageField = true;
        else readRunContent(kids(node), state, ctx, onBreak);
        break;
      }
      case 'w:sdt':
        readRunContent(kids(child(node, 'w:sdtContent') ?? {}), state, ctx, onBreak);
        break;
      case 'mc:AlternateContent': {
        // Choice and Fallback hold the same content twice: read one.
        const choice = child(node, 'mc:Choice') ?? child(node, 'mc:Fallback');
        if (choice) readRunContent(kids(choice), state, ctx, onBreak);
        break;
      }
      case 'w:txbxContent': {
        // A text box's paragraphs are blocks of their own, after the paragraph that anchors it.
        const flat = new PageBuilder(true);
        readBlocks(kids(node), flat, ctx);
        state.extra.push(...flat.pages.flatMap((p) => p.blocks));
        break;
      }
      default:
        if (TRANSPARENT.has(tag) || kids(node).length > 0) {
          readRunContent(kids(node), state, ctx, onBreak);
        }
    }
  }
}

function cleanText(text: string): string {
  return text
    .replace(/\u00ad/g, '')
    .replace(/[ \t\u00a0\u2007\u202f]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** What kind of block a paragraph is, from its style, its numbering and its leading number. */
function classify(pPr: XNode | undefined, ctx: Context): ParagraphKind {
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

interface ParagraphKind {
  readonly level?: number;
  readonly listNumber?: string;
  readonly numbered: boolean;
  readonly toc?: boolean;
}

function isTocStyle(styles: Map<string, StyleInfo>, id: string | undefined): boolean {
  for (const [styleId, style] of styleChain(styles, id)) {
    if (/^(toc|inhopg|verz)\s*\d$/i.test(styleId) || /^toc \d$/i.test(style.name)) return true;
  }
  return false;
}

function makeTextBlock(text: string, info: ParagraphKind, continued: boolean): TextBlock | null {
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

function readParagraph(p: XNode, builder: PageBuilder, ctx: Context): void {
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

/** A cell's text: its paragraphs on their own lines, a nested table's rows as 'a | b' lines. */
function cellText(cell: XNode, ctx: Context, onBreak: (kind: Break) => void): string {
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
function unwrapSdt(nodes: XNode[], wanted: string): XNode[] {
  const out: XNode[] = [];
  for (const n of nodes) {
    const tag = tagOf(n);
    if (tag === wanted) out.push(n);
    else if (tag === 'w:sdt') out.push(...unwrapSdt(kids(child(n, 'w:sdtContent') ?? {}), wanted));
    else if (TRANSPARENT.has(tag)) out.push(...unwrapSdt(kids(n), wanted));
  }
  return out;
}

function readTable(tbl: XNode, builder: PageBuilder, ctx: Context): void {
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

function readBlocks(nodes: XNode[], builder: PageBuilder, ctx: Context): void {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === 'w:p') readParagraph(node, builder, ctx);
    else if (tag === 'w:tbl') readTable(node, builder, ctx);
    else if (tag === 'w:sdt') readBlocks(kids(child(node, 'w:sdtContent') ?? {}), builder, ctx);
    else if (tag === 'w:sectPr' && !builder.flat) ctx.sections.push(node);
    else if (TRANSPARENT.has(tag)) readBlocks(kids(node), builder, ctx);
  }
}

// ---------------------------------------------------------------------------------------------
// Headers, footers and printed page numbers

interface SectionFurniture {
  readonly lines: string[];
  readonly firstLines: string[] | null;
  readonly pageNumbered: boolean;
  readonly start?: number;
  readonly format: string;
}

function readRels(xml: string | undefined): Map<string, string> {
  const rels = new Map<string, string>();
  for (const r of children(root(parse(xml), 'Relationships'), 'Relationship')) {
    const id = attr(r, 'Id');
    const target = attr(r, 'Target');
    if (id && target) rels.set(id, target.replace(/^\/?(word\/)?/, 'word/'));
  }
  return rels;
}

function readHeaderPart(
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

function sectionFurniture(
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

// ---------------------------------------------------------------------------------------------

/** Word's page count at the last save (docProps/app.xml <Pages>), when it wrote one. */
export function wordPageCount(app: string | undefined): number | undefined {
  const found = /<Pages>\s*(\d+)\s*<\/Pages>/.exec(app ?? '');
  return found ? Number(found[1]) : undefined;
}

function blocksLength(blocks: readonly Block[]): number {
  return blocks.reduce((n, b) => n + blockText(b).length + 2, 0);
}

/** Without markers: a page longer than about one A4 page of text is cut at block boundaries. */
function estimatePages(drafts: PageDraft[]): PageDraft[] {
  const out: PageDraft[] = [];
  for (const draft of drafts) {
    let current: PageDraft = { blocks: [], section: draft.section };
    for (const block of draft.blocks) {
      const size = blocksLength([block]);
      if (current.blocks.length > 0 && blocksLength(current.blocks) + size > PAGE_CHARS) {
        out.push(current);
        current = { blocks: [], section: draft.section };
      }
      current.blocks.push(block);
    }
    out.push(current);
  }
  return out;
}

export function docxStructure(parts: DocxParts): DocumentStructure {
  const styles = readStyles(parts.styles);
  const numbering = readNumbering(parts.numbering, styles);
  const ctx: Context = { styles, numbering, lists: new ListCounter(numbering), sections: [] };
  const body = child(root(parse(parts.document), 'w:document'), 'w:body');
  const builder = new PageBuilder(false);
  readBlocks(kids(body ?? {}), builder, ctx);

  let drafts = builder.pages;
  // The body's last w:sectPr ends the document, not a page: drop the empty page it opened.
  while (drafts.length > 1 && drafts[drafts.length - 1]!.blocks.length === 0) drafts.pop();
  let pagination: DocumentStructure['pagination'] = 'word-rendered';
  if (builder.renderedMarkers === 0 && wordPageCount(parts.app) !== drafts.length) {
    drafts = estimatePages(drafts);
    pagination = 'estimated';
  }

  const furniture = sectionFurniture(ctx.sections, readRels(parts.rels), parts, ctx);
  const pages: StructuredPage[] = [];
  let printed = 0;
  drafts.forEach((draft, i) => {
    const section = furniture[Math.min(draft.section, furniture.length - 1)];
    const firstOfSection = i === 0 || drafts[i - 1]!.section !== draft.section;
    if (firstOfSection && section?.start !== undefined) printed = section.start;
    else printed++;
    const lines = firstOfSection && section?.firstLines ? section.firstLines : section?.lines;
    const label =
      pagination === 'word-rendered' && section?.pageNumbered
        ? formatListNumber(printed, section.format)
        : undefined;
    pages.push({
      index: i + 1,
      ...(label !== undefined ? { label } : {}),
      blocks: draft.blocks,
      furniture: [...new Set(lines ?? [])],
    });
  });
  return { pagination, pages };
}
