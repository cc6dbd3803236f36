/**
 * The HTML subset a draft section's body may hold (DraftSection.body): p, h3, ul, ol, li, strong,
 * em, br and citation markers `<cite data-citation="c1">[1]</cite>`. Everything else is dropped
 * (script and style with their content), attributes other than data-citation on cite are removed,
 * and stray angle brackets in text are escaped. Applied to model output before it is stored and to
 * every save, so the stored body is safe to render whatever wrote it.
 */
const ALLOWED = new Set(['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'cite']);
const DROP_WITH_CONTENT = /<(script|style|iframe|object|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;
const CITATION_ID = /^c[1-9][0-9]{0,4}$/;

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:amp|lt|gt|quot|#39|nbsp|#[0-9]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function sanitizeDraftHtml(html: string): string {
  const source = html.replace(DROP_WITH_CONTENT, '').replace(/<!--[\s\S]*?-->/g, '');
  let out = '';
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    out += escapeText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const name = (match[1] as string).toLowerCase();
    if (!ALLOWED.has(name)) continue;
    const closing = match[0].startsWith('</');
    if (closing) {
      if (name !== 'br') out += `</${name}>`;
    } else if (name === 'cite') {
      const id = /data-citation\s*=\s*["']([^"']*)["']/i.exec(match[2] ?? '')?.[1];
      out += id && CITATION_ID.test(id) ? `<cite data-citation="${id}">` : '<cite>';
    } else {
      out += name === 'br' ? '<br>' : `<${name}>`;
    }
  }
  return out + escapeText(source.slice(last));
}

/** The citation ids a body refers to, in order of first use. */
export function citedIds(html: string): string[] {
  const ids: string[] = [];
  for (const m of html.matchAll(/<cite data-citation="(c[0-9]+)">/g)) {
    if (!ids.includes(m[1] as string)) ids.push(m[1] as string);
  }
  return ids;
}

/** The body's words, without markup (for length checks against targetWords). */
export function wordCount(html: string): number {
  const text = html.replace(/<cite[^>]*>[\s\S]*?<\/cite>/g, ' ').replace(/<[^>]+>/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
