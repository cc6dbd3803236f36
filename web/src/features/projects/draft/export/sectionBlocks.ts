/**
 * A draft section's body read into plain blocks for the DOCX writer. The body is parsed by the
 * draft view's own sanitizer (parseDraftHtml: only p, h3, ul, ol, li, strong, em, br and citation
 * markers survive; script-like elements go with their content; anything else is unwrapped to its
 * text), so the Word file holds exactly the text the page shows, and odd or hostile markup from a
 * model or a paste can neither break the file nor reach it as markup.
 */
import { type DraftNode, parseDraftHtml } from '../draftHtml';

export type InlineRun =
  | {
      readonly kind: 'text';
      readonly text: string;
      readonly bold: boolean;
      readonly italic: boolean;
      /** Part of a gap still to write (issue 19): highlighted. */
      readonly gap?: boolean;
    }
  | { readonly kind: 'break' }
  | { readonly kind: 'citation'; readonly id: string };

export type Block =
  | { readonly kind: 'paragraph'; readonly runs: readonly InlineRun[] }
  /** An h3 in the body: a sub-heading under the section's own heading. */
  | { readonly kind: 'heading'; readonly runs: readonly InlineRun[] }
  | {
      readonly kind: 'listItem';
      readonly runs: readonly InlineRun[];
      readonly ordered: boolean;
      /** 0 for a top-level list, 1 for a list inside an item, … */
      readonly level: number;
      /** Counts the ordered lists of the body, so each numbered list starts again at 1. */
      readonly list: number;
    }
  /** A visual inserted into the section: its own paragraph, resolved to a picture on export. */
  | { readonly kind: 'visual'; readonly id: string; readonly alt: string };

const MAX_LIST_LEVEL = 4;

/**
 * Characters XML 1.0 does not allow (C0 controls other than tab and newline, lone surrogates,
 * U+FFFE/U+FFFF): one of them in word/document.xml and Word refuses the whole file.
 */
const XML_INVALID =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text safe to write into the document's XML. */
export function xmlSafe(text: string): string {
  return text.replace(XML_INVALID, '');
}

type Style = { readonly bold: boolean; readonly italic: boolean; readonly gap?: boolean };
type ListContext = { readonly ordered: boolean; readonly level: number; readonly list: number };
const PLAIN: Style = { bold: false, italic: false };

/** Reads a section body into blocks, in document order. */
export function sectionBlocks(
  html: string,
  options: { readonly gaps?: 'mark' | 'omit' } = {},
): Block[] {
  const blocks: Block[] = [];
  let runs: InlineRun[] = [];
  let orderedLists = 0;

  /** Ends the paragraph being collected, if it has any text. */
  /** Whether a mark was left out of the paragraph being collected. */
  let omitted = false;
  const flush = (make: (runs: InlineRun[]) => Block = (r) => ({ kind: 'paragraph', runs: r })) => {
    const trimmed = trimRuns(runs);
    runs = [];
    // A note left out with its citation beside it ('[To check: …] [3]'): no paragraph of a
    // footnote mark alone.
    const onlyMarks = omitted && trimmed.every((r) => r.kind !== 'text');
    omitted = false;
    if (trimmed.length > 0 && !onlyMarks) blocks.push(make(trimmed));
  };

  const inline = (node: DraftNode, style: Style): void => {
    if (node.kind === 'text') {
      const text = xmlSafe(node.text.replace(/\s+/g, ' '));
      if (text) runs.push({ kind: 'text', text, ...style });
    } else if (node.kind === 'citation') {
      runs.push({ kind: 'citation', id: node.id });
    } else if (node.kind === 'visual') {
      flush();
      blocks.push({ kind: 'visual', id: node.id, alt: xmlSafe(node.alt) });
    } else if (node.tag === 'br') {
      runs.push({ kind: 'break' });
    } else {
      // A gap still to write: highlighted, or left out by the writer's choice.
      if (node.tag === 'mark' && options.gaps === 'omit') {
        omitted = true;
        return;
      }
      const next: Style = {
        bold: style.bold || node.tag === 'strong',
        italic: style.italic || node.tag === 'em',
        ...(style.gap || node.tag === 'mark' ? { gap: true } : {}),
      };
      for (const child of node.children) inline(child, next);
    }
  };

  const block = (node: DraftNode, list: ListContext | null): void => {
    if (node.kind !== 'element') return inline(node, PLAIN);
    switch (node.tag) {
      case 'ul':
      case 'ol': {
        flush();
        const ordered = node.tag === 'ol';
        const context: ListContext = {
          ordered,
          level: list ? Math.min(list.level + 1, MAX_LIST_LEVEL) : 0,
          list: ordered ? ++orderedLists : 0,
        };
        for (const child of node.children) block(child, context);
        flush();
        return;
      }
      case 'li':
        return item(node.children, list ?? { ordered: false, level: 0, list: 0 });
      case 'h3':
        flush();
        for (const child of node.children) inline(child, PLAIN);
        return flush((r) => ({ kind: 'heading', runs: r }));
      case 'p':
        flush();
        for (const child of node.children) inline(child, PLAIN);
        return flush();
      default:
        return inline(node, PLAIN);
    }
  };

  /** A list item: its text (Tiptap wraps it in a <p>) is one block; a nested list follows it. */
  const item = (children: readonly DraftNode[], context: ListContext) => {
    flush();
    const asItem = (r: InlineRun[]): Block => ({ kind: 'listItem', runs: r, ...context });
    for (const child of children) {
      if (child.kind === 'element' && (child.tag === 'ul' || child.tag === 'ol')) {
        flush(asItem);
        block(child, context);
      } else if (child.kind === 'element' && child.tag === 'p') {
        // A second paragraph in one item continues that item's text on a new line.
        if (runs.length > 0) runs.push({ kind: 'break' });
        for (const grandchild of child.children) inline(grandchild, PLAIN);
      } else {
        inline(child, PLAIN);
      }
    }
    flush(asItem);
  };

  for (const node of parseDraftHtml(html)) block(node, null);
  flush();
  return blocks;
}

/** Drops leading and trailing spaces and breaks of a paragraph; no runs when it has no text. */
function trimRuns(runs: InlineRun[]): InlineRun[] {
  const out = [...runs];
  while (out.length > 0 && isBlank(out[0]!)) out.shift();
  while (out.length > 0 && isBlank(out[out.length - 1]!)) out.pop();
  if (out.length === 0) return out;
  const first = out[0]!;
  if (first.kind === 'text') out[0] = { ...first, text: first.text.trimStart() };
  const last = out[out.length - 1]!;
  if (last.kind === 'text') out[out.length - 1] = { ...last, text: last.text.trimEnd() };
  return out;
}

function isBlank(run: InlineRun): boolean {
  return run.kind === 'break' || (run.kind === 'text' && run.text.trim() === '');
}
