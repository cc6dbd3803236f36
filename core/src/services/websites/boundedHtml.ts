/**
 * A fetched page cut down to what html-to-text can convert in bounded time (issue 20 item 6).
 *
 * htmlparser2, under html-to-text, looks up every closing tag in its stack of open elements, so a
 * page of unclosed tags with stray closing tags ('<b></i>' repeated: 1.2 MB took 38 s of CPU)
 * costs the square of its length, and html-to-text walks the tree recursively, so deep nesting
 * overflows the stack. This pass, linear in the input, runs first and hands on:
 * - at most `maxChars` characters of the page;
 * - tags nested at most `maxDepth` deep (deeper opening tags are dropped, their text kept);
 * - only closing tags that close something open (stray ones are dropped), so the parser's stack
 *   stays shallow and every lookup in it is short;
 * - no script, style or comment content (the conversion skips them anyway);
 * and checks the deadline as it goes, so a slow page ends as a timeout rather than running on.
 */
import { WebFetchError } from './errors';

/** Characters of HTML converted at most; far more markup than the 100,000 characters of text kept. */
export const MAX_HTML_CHARS = 512 * 1024;
/** Elements nested deeper than this are flattened; real pages stay well below 64. */
export const MAX_HTML_DEPTH = 128;
/**
 * Tables inside tables deeper than this are flattened to their text: html-to-text lays out every
 * nested table again for its parent, so deep table nesting costs far more than other elements.
 */
export const MAX_TABLE_NESTING = 4;

const TABLE_PARTS = new Set(['tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'caption', 'colgroup']);

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Elements whose content is not markup: dropped with it, up to their closing tag. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'noscript', 'template', 'textarea', 'xmp']);

/** Elements that old HTML leaves unclosed before the next one of their kind. */
const CLOSED_BY_ITS_SIBLING = new Set(['p', 'li', 'dt', 'dd', 'option', 'tr', 'td', 'th']);

/**
 * A tag at the current position: '/'?, a name, attributes without '<' or '>' (so that a '<' with
 * no '>' ends the attempt at the next '<', keeping the scan linear), '/'? and '>'.
 */
const TAG = /<(\/?)([a-zA-Z][^\s/<>]*)([^<>]*)>/y;

export interface BoundHtmlOptions {
  readonly maxChars?: number;
  readonly maxDepth?: number;
  /** Epoch ms after which the pass stops with WebFetchError('timeout'). */
  readonly deadlineMs?: number;
  readonly now?: () => number;
}

export function boundHtml(html: string, options: BoundHtmlOptions = {}): string {
  const input = html.slice(0, options.maxChars ?? MAX_HTML_CHARS);
  const maxDepth = options.maxDepth ?? MAX_HTML_DEPTH;
  const { deadlineMs, now } = options;
  const out: string[] = [];
  const stack: string[] = [];
  /** How many of each element are open: a closing tag's lookup without searching the stack. */
  const open = new Map<string, number>();
  let i = 0;
  let steps = 0;
  /** Tables opened past MAX_TABLE_NESTING and not yet closed: their parts are dropped. */
  let flattenedTables = 0;

  const lower = input.toLowerCase();
  const skipTo = (marker: string, from: number) => {
    const end = lower.indexOf(marker, from);
    return end === -1 ? input.length : end + marker.length;
  };

  while (i < input.length) {
    if (deadlineMs !== undefined && now && ++steps % 2048 === 0 && now() > deadlineMs) {
      throw new WebFetchError('timeout', 'converting the page took too long');
    }
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      out.push(input.slice(i));
      break;
    }
    if (lt > i) out.push(input.slice(i, lt));
    i = lt;
    if (input.startsWith('<!--', i)) {
      i = skipTo('-->', i + 4);
      continue;
    }
    if (input[i + 1] === '!' || input[i + 1] === '?') {
      // A doctype, CDATA or processing instruction: not text.
      const end = input.indexOf('>', i);
      i = end === -1 ? input.length : end + 1;
      continue;
    }
    TAG.lastIndex = i;
    const tag = TAG.exec(input);
    if (!tag) {
      out.push('&lt;');
      i++;
      continue;
    }
    i = TAG.lastIndex;
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if (!closing && RAW_TEXT_ELEMENTS.has(name)) {
      i = skipTo(`</${name}`, i);
      const end = input.indexOf('>', i);
      i = end === -1 ? input.length : end + 1;
      continue;
    }
    if (flattenedTables > 0 && (name === 'table' || TABLE_PARTS.has(name))) {
      if (name === 'table') flattenedTables += closing ? -1 : 1;
      continue;
    }
    if (!closing && name === 'table' && (open.get('table') ?? 0) >= MAX_TABLE_NESTING) {
      flattenedTables = 1;
      continue;
    }
    if (closing) {
      if (!open.get(name)) continue;
      // Close everything opened inside it, as a parser would.
      for (;;) {
        const top = stack.pop() as string;
        open.set(top, (open.get(top) ?? 1) - 1);
        out.push(`</${top}>`);
        if (top === name) break;
      }
      continue;
    }
    const selfClosing = VOID_ELEMENTS.has(name) || (tag[3] ?? '').trimEnd().endsWith('/');
    if (selfClosing) {
      out.push(tag[0]);
      continue;
    }
    if (CLOSED_BY_ITS_SIBLING.has(name) && stack[stack.length - 1] === name) {
      // '<li>a<li>b': the second item closes the first, as a parser would; no depth is lost.
      stack.pop();
      open.set(name, (open.get(name) ?? 1) - 1);
      out.push(`</${name}>`);
    }
    if (stack.length >= maxDepth) continue;
    stack.push(name);
    open.set(name, (open.get(name) ?? 0) + 1);
    out.push(tag[0]);
  }
  // Unclosed elements are closed in order, so the parser never holds a deep stack at the end.
  while (stack.length) out.push(`</${stack.pop() as string}>`);
  return out.join('');
}
