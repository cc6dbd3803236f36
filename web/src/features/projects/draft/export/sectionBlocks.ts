/**
 * A draft section's body (the small HTML subset of core's DraftSection.body) read into plain
 * blocks for the DOCX writer. Only the subset is kept as structure; anything else is read as its
 * text, and what a browser never shows as text (script, style, …) is dropped, so odd or hostile
 * markup from a model or a paste can neither break the file nor reach it as markup.
 */

export type InlineRun =
  | {
      readonly kind: 'text';
      readonly text: string;
      readonly bold: boolean;
      readonly italic: boolean;
    }
  | { readonly kind: 'break' }
  /** A citation marker; `label` is the marker's own text ('[1]'), used when its citation is unknown. */
  | { readonly kind: 'citation'; readonly id: string; readonly label: string };

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
    };

/** Never text to a reader: their content is dropped, not exported. */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'HEAD',
  'TITLE',
  'TEXTAREA',
  'SELECT',
]);
const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'DIV', 'BLOCKQUOTE', 'SECTION']);
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

type Style = { readonly bold: boolean; readonly italic: boolean };

/** Reads a section body into blocks, in document order. */
export function sectionBlocks(html: string): Block[] {
  // A parsed document that is never attached: its scripts do not run and its images do not load.
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const blocks: Block[] = [];
  let runs: InlineRun[] = [];
  let orderedLists = 0;

  /** Ends the paragraph being collected, if it has any text. */
  const flush = (make: (runs: InlineRun[]) => Block = (r) => ({ kind: 'paragraph', runs: r })) => {
    const trimmed = trimRuns(runs);
    runs = [];
    if (trimmed.length > 0) blocks.push(make(trimmed));
  };

  const inline = (node: Node, style: Style): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = xmlSafe((node.textContent ?? '').replace(/\s+/g, ' '));
      if (text) runs.push({ kind: 'text', text, ...style });
      return;
    }
    if (!(node instanceof Element) || DROPPED.has(node.tagName.toUpperCase())) return;
    const tag = node.tagName;
    if (tag === 'BR') {
      runs.push({ kind: 'break' });
      return;
    }
    if (tag === 'CITE' && node.hasAttribute('data-citation')) {
      runs.push({
        kind: 'citation',
        id: node.getAttribute('data-citation') ?? '',
        label: xmlSafe((node.textContent ?? '').trim()),
      });
      return;
    }
    const next: Style = {
      bold: style.bold || tag === 'STRONG' || tag === 'B',
      italic: style.italic || tag === 'EM' || tag === 'I',
    };
    for (const child of Array.from(node.childNodes)) inline(child, next);
  };

  const block = (node: Node, list: { ordered: boolean; level: number; list: number } | null) => {
    if (!(node instanceof Element)) {
      inline(node, { bold: false, italic: false });
      return;
    }
    // SVG and MathML elements have lower-case tag names in an HTML document.
    const tag = node.tagName.toUpperCase();
    if (DROPPED.has(tag)) return;
    if (tag === 'UL' || tag === 'OL') {
      flush();
      const ordered = tag === 'OL';
      const level = list ? Math.min(list.level + 1, MAX_LIST_LEVEL) : 0;
      const context = { ordered, level, list: ordered ? ++orderedLists : 0 };
      for (const child of Array.from(node.childNodes)) {
        if (child instanceof Element && child.tagName === 'LI') item(child, context);
        else block(child, context);
      }
      flush();
      return;
    }
    if (tag === 'LI') {
      item(node, list ?? { ordered: false, level: 0, list: 0 });
      return;
    }
    if (/^H[1-6]$/.test(tag)) {
      flush();
      for (const child of Array.from(node.childNodes))
        inline(child, { bold: false, italic: false });
      flush((r) => ({ kind: 'heading', runs: r }));
      return;
    }
    if (BLOCKS.has(tag)) {
      flush();
      for (const child of Array.from(node.childNodes)) block(child, list);
      flush();
      return;
    }
    inline(node, { bold: false, italic: false });
  };

  /** A list item: its text (Tiptap wraps it in a <p>) is one block; a nested list follows it. */
  const item = (li: Element, context: { ordered: boolean; level: number; list: number }) => {
    flush();
    const asItem = (r: InlineRun[]): Block => ({ kind: 'listItem', runs: r, ...context });
    for (const child of Array.from(li.childNodes)) {
      if (child instanceof Element && (child.tagName === 'UL' || child.tagName === 'OL')) {
        flush(asItem);
        block(child, context);
      } else if (child instanceof Element && BLOCKS.has(child.tagName)) {
        // A second paragraph in one item continues that item's text on a new line.
        if (runs.length > 0) runs.push({ kind: 'break' });
        for (const grandchild of Array.from(child.childNodes)) {
          block(grandchild, context);
        }
      } else {
        block(child, context);
      }
    }
    flush(asItem);
  };

  for (const child of Array.from(doc.body.childNodes)) block(child, null);
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
