/**
 * Is this "plain text" really markup, a script or RTF? Knowledge bases accept plain text
 * (services/knowledgeBases/plainText.ts), and a web page, an SVG or an RTF file saved under a
 * .txt, .pdf or .doc name decodes as valid UTF-8 too: without this check its tags, style sheets
 * and script bodies would become the company's passages (issue 20 item 4). Judged from the
 * decoded text alone, never from the name.
 *
 * Deliberately tolerant of ordinary prose that mentions a tag ("use the <b> element") or a
 * comparison ("a < b"): only a document that starts as markup, carries an active element
 * (script, iframe, object, embed, svg, style) or is dense with tags is refused.
 */

export type MarkupKind = 'html' | 'xml' | 'svg' | 'rtf' | 'script';

/** The document opens as markup: a declaration, a comment or a typical root element. */
const MARKUP_START =
  /^<(?:\?xml\b|!doctype\b|!--|html\b|head\b|body\b|svg\b|script\b|style\b|meta\b|link\b|div\b|span\b|p\b|table\b|iframe\b|template\b|xsl:|[a-z][\w.-]*:[\w.-]+[\s>])/i;

/** Elements that run code or pull in content when the text is opened as a page. */
const ACTIVE_ELEMENT = /<(script|iframe|object|embed|svg|style)\b[^>]*>/i;

/** An opening, closing or self-closing tag with a plausible name and attributes. */
const TAG = /<\/?[a-z][\w:-]*(?:\s+[^<>]*)?\/?>/gi;

/** At least this many tags, covering at least this share of the text: a markup document. */
const DENSE_MIN_TAGS = 8;
const DENSE_MIN_SHARE = 0.05;

/** Only the head of a long text is scanned: enough to tell, bounded in time. */
const SCAN_CHARS = 256 * 1024;

/** The kind of markup the text is, or null for plain text. */
export function sniffMarkup(text: string): MarkupKind | null {
  const head = text.slice(0, SCAN_CHARS).replace(/^\uFEFF/, '');
  const start = head.trimStart();
  if (/^\{\\rtf/i.test(start)) return 'rtf';
  if (start.startsWith('#!')) return 'script';
  if (MARKUP_START.test(start)) {
    if (/^<svg\b/i.test(start) || /<svg\b/i.test(start.slice(0, 4096))) return 'svg';
    if (/^<\?xml\b/i.test(start) && !/<html\b/i.test(start.slice(0, 4096))) return 'xml';
    return 'html';
  }
  const active = ACTIVE_ELEMENT.exec(head);
  if (active) {
    const name = (active[1] ?? '').toLowerCase();
    return name === 'svg' ? 'svg' : name === 'script' ? 'script' : 'html';
  }
  let tags = 0;
  let tagChars = 0;
  for (const match of head.matchAll(TAG)) {
    tags++;
    tagChars += match[0].length;
  }
  if (tags >= DENSE_MIN_TAGS && tagChars >= head.length * DENSE_MIN_SHARE) return 'html';
  return null;
}
