/**
 * A draft section's body is model output: untrusted HTML. It is never handed to the DOM as HTML
 * (no dangerouslySetInnerHTML); it is parsed into an inert document and rebuilt as React elements
 * from the allowed subset only — p, h3, ul, ol, li, strong, em, br, mark (a gap), citation markers
 * `<cite data-citation="c1">[1]</cite>` and visual references `<img data-visual-id="v1" alt>` —
 * without any other attribute. Script-like elements are dropped
 * with their content; any other element is unwrapped (its text stays, its tag and attributes go).
 */
import type { ReactNode } from 'react';

export type DraftNode =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'element'; readonly tag: AllowedTag; readonly children: readonly DraftNode[] }
  | { readonly kind: 'citation'; readonly id: string }
  /** A company visual inserted into the draft, resolved when shown (no URL is stored). */
  | { readonly kind: 'visual'; readonly id: string; readonly alt: string };

// 'mark': a gap still to write (issue 19), highlighted in the view and the editor.
const ALLOWED_TAGS = ['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'mark'] as const;
type AllowedTag = (typeof ALLOWED_TAGS)[number];

/** Elements whose content is not text a reader should see (code, styles, embedded documents). */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
]);

const CITATION_ID = /^[A-Za-z0-9_-]{1,40}$/;
const VISUAL_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** DOMParser's document is inert: scripts do not run and images do not load while parsing. */
export function parseDraftHtml(html: string): DraftNode[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return convert(doc.body.childNodes);
}

function convert(nodes: NodeListOf<ChildNode>): DraftNode[] {
  const out: DraftNode[] = [];
  nodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      if (text !== '') out.push({ kind: 'text', text });
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return; // comments, processing instructions
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    if (DROPPED.has(tag)) return;
    if (tag === 'img') {
      const id = el.getAttribute('data-visual-id') ?? '';
      if (VISUAL_ID.test(id)) out.push({ kind: 'visual', id, alt: el.getAttribute('alt') ?? '' });
      return;
    }
    if (tag === 'cite') {
      const id = el.getAttribute('data-citation') ?? '';
      if (CITATION_ID.test(id)) out.push({ kind: 'citation', id });
      else out.push(...convert(el.childNodes));
      return;
    }
    if ((ALLOWED_TAGS as readonly string[]).includes(tag)) {
      out.push({ kind: 'element', tag: tag as AllowedTag, children: convert(el.childNodes) });
      return;
    }
    out.push(...convert(el.childNodes));
  });
  return out;
}

/** The sanitized nodes back to HTML (for the editor): text escaped, no attributes but the citation id. */
export function draftNodesToHtml(nodes: readonly DraftNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return escapeHtml(node.text);
      if (node.kind === 'citation') return `<cite data-citation="${node.id}"></cite>`;
      if (node.kind === 'visual')
        return `<img data-visual-id="${node.id}" alt="${escapeHtml(node.alt).replace(/"/g, '&quot;')}">`;
      if (node.tag === 'br') return '<br>';
      return `<${node.tag}>${draftNodesToHtml(node.children)}</${node.tag}>`;
    })
    .join('');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * React elements for sanitized nodes; `citation` renders a marker (the caller's button), `visual`
 * an inserted visual (without one, its name stands in).
 */
export function renderDraftNodes(
  nodes: readonly DraftNode[],
  citation: (id: string, key: string) => ReactNode,
  prefix = 'n',
  visual?: (id: string, alt: string, key: string) => ReactNode,
): ReactNode[] {
  return nodes.map((node, i) => {
    const key = `${prefix}.${i}`;
    if (node.kind === 'text') return node.text;
    if (node.kind === 'citation') return citation(node.id, key);
    if (node.kind === 'visual') return visual ? visual(node.id, node.alt, key) : node.alt;
    if (node.tag === 'br') return <br key={key} />;
    // A body's sub-heading sits under the section's own heading (h3): one level below it.
    const Tag = node.tag === 'h3' ? 'h4' : node.tag;
    return <Tag key={key}>{renderDraftNodes(node.children, citation, key, visual)}</Tag>;
  });
}
