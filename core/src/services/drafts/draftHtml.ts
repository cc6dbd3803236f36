/**
 * The HTML subset a draft section's body may hold (DraftSection.body): p, h3, ul, ol, li, strong,
 * mark (a gap still to write, issue 19),
 * em, br, citation markers `<cite data-citation="c1">[1]</cite>` and visual references
 * `<img data-visual-id="v1" alt="name">` (no src: resolved when shown or exported). Everything else is dropped
 * (script and style with their content), attributes other than data-citation on cite are removed,
 * and stray angle brackets in text are escaped. Applied to model output before it is stored and to
 * every save, so the stored body is safe to render whatever wrote it.
 */
const ALLOWED = new Set(['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'cite', 'img', 'mark']);
const DROP_WITH_CONTENT = /<(script|style|iframe|object|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;
const CITATION_ID = /^c[1-9][0-9]{0,4}$/;
/** A visual's document id (companies/{cid}/visuals/{vid}). */
const VISUAL_ID = /^[A-Za-z0-9_-]{1,128}$/;

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
      if (name !== 'br' && name !== 'img') out += `</${name}>`;
    } else if (name === 'img') {
      // Only a reference to one of the company's visuals, resolved when shown or exported: the
      // body never holds image bytes or a URL (which would expire).
      const attrs = match[2] ?? '';
      const id = /data-visual-id\s*=\s*["']([^"']*)["']/i.exec(attrs)?.[1];
      const alt = /\balt\s*=\s*"([^"]*)"/i.exec(attrs)?.[1] ?? '';
      if (id && VISUAL_ID.test(id)) out += visualTag(id, decodeBasic(alt));
    } else if (name === 'cite') {
      const id = /data-citation\s*=\s*["']([^"']*)["']/i.exec(match[2] ?? '')?.[1];
      out += id && CITATION_ID.test(id) ? `<cite data-citation="${id}">` : '<cite>';
    } else {
      out += name === 'br' ? '<br>' : `<${name}>`;
    }
  }
  return out + escapeText(source.slice(last));
}

function decodeBasic(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function visualTag(visualId: string, alt: string): string {
  const safeAlt = escapeText(alt.replace(/&/g, '&amp;')).replace(/"/g, '&quot;').slice(0, 300);
  return `<img data-visual-id="${visualId}" alt="${safeAlt}">`;
}

/** A paragraph showing a visual (inserted from the visual's page), for the end of a body. */
export function visualParagraph(visualId: string, name: string): string {
  if (!VISUAL_ID.test(visualId)) throw new Error(`Not a visual id: ${visualId}`);
  return `<p>${visualTag(visualId, name)}</p>`;
}

/** The visual ids a body refers to, in order of first use. */
export function visualIds(html: string): string[] {
  const ids: string[] = [];
  for (const m of html.matchAll(/<img data-visual-id="([A-Za-z0-9_-]+)"/g)) {
    if (!ids.includes(m[1] as string)) ids.push(m[1] as string);
  }
  return ids;
}

/** The citation ids a body refers to, in order of first use. */
export function citedIds(html: string): string[] {
  const ids: string[] = [];
  for (const m of html.matchAll(/<cite data-citation="(c[0-9]+)">/g)) {
    if (!ids.includes(m[1] as string)) ids.push(m[1] as string);
  }
  return ids;
}

/**
 * The body's written words, without markup (for length checks against targetWords). A gap still
 * to write (`<mark>`) is not written text: counting its placeholder made a section of gaps only
 * read "146 of ~227 words" and hid that it was short.
 */
export function wordCount(html: string): number {
  const text = html
    .replace(/<cite[^>]*>[\s\S]*?<\/cite>/g, ' ')
    .replace(/<mark>[\s\S]*?<\/mark>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * A note for the writer to check before submitting (issue 19): a certificate the company's
 * documents name without saying until when it is valid (draftEvidence.ts), in the draft's
 * language. The draft marks it (`<mark>`) like a gap still to write, and the writer records it on
 * its requirement (DraftRequirement.checks; alone, the requirement is 'toCheck', not covered).
 */
export const TO_CHECK = { en: '[To check:', nl: '[Te controleren:' } as const;
const TO_CHECK_OPENING = /^\[(?:To check|Te controleren):/;

/** Whether a text is a to-check note ('[To check: …]', '[Te controleren: …]'). */
export const isToCheckNote = (text: string): boolean => TO_CHECK_OPENING.test(text.trim());

/**
 * The texts a body marks (`<mark>`: gaps and to-check notes), decoded and with their spaces
 * collapsed, in order: what the writer still sees highlighted after editing.
 */
export function markedTexts(html: string): string[] {
  return [...html.matchAll(/<mark>([\s\S]*?)<\/mark>/g)].map((m) =>
    decodeBasic(m[1]!.replace(/<[^>]+>/g, '').replace(/&nbsp;/g, ' '))
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/**
 * The to-check notes a body marks, as text, in order. Drafts saved before the requirements
 * recorded their notes (`checks`) hold them only here.
 */
export const toCheckNotes = (html: string): string[] => markedTexts(html).filter(isToCheckNote);
