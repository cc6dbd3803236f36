/**
 * A fetched page as readable text: HTML through html-to-text (a kept parser that runs in Node and
 * the browser), plain text as it is. Navigation chrome (scripts, styles, images, link targets)
 * is left out; whitespace is normalised so that the content hash changes only when the words do.
 */
import { convert } from 'html-to-text';
import { WebFetchError } from './errors';
import { type BoundHtmlOptions, boundHtml } from './boundedHtml';

/** Longest text kept on the website document (Firestore documents hold at most 1 MiB). */
export const MAX_PAGE_TEXT_CHARS = 100_000;

const SKIPPED = ['script', 'style', 'noscript', 'template', 'svg', 'img', 'iframe', 'form'];

export function isHtml(contentType: string): boolean {
  const base = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return base === 'text/html' || base === 'application/xhtml+xml';
}

/**
 * The page's readable text. HTML is first cut to a size and nesting limit (boundedHtml.ts), which
 * keeps the conversion's time linear in the page; with a deadline, a conversion that ends after
 * it counts as a timeout (the page is not kept), like a fetch that took too long.
 */
export function pageText(body: string, contentType: string, limits: BoundHtmlOptions = {}): string {
  const raw = isHtml(contentType)
    ? convert(boundHtml(body, limits), {
        wordwrap: false,
        // The body only: the head's title and metadata are not the page's text.
        baseElements: { selectors: ['body'], returnDomByDefault: true },
        selectors: [
          { selector: 'a', options: { ignoreHref: true } },
          ...SKIPPED.map((selector) => ({ selector, format: 'skip' })),
          { selector: 'h1', options: { uppercase: false } },
          { selector: 'h2', options: { uppercase: false } },
          { selector: 'h3', options: { uppercase: false } },
          { selector: 'h4', options: { uppercase: false } },
          { selector: 'h5', options: { uppercase: false } },
          { selector: 'h6', options: { uppercase: false } },
          { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
        ],
      })
    : body.slice(0, MAX_PAGE_TEXT_CHARS * 4);
  if (limits.deadlineMs !== undefined && limits.now && limits.now() > limits.deadlineMs) {
    throw new WebFetchError('timeout', 'converting the page took too long');
  }
  return normaliseText(raw).slice(0, MAX_PAGE_TEXT_CHARS);
}

/** Spaces collapsed within lines, blank runs collapsed to one empty line, trimmed. */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** SHA-256 of the text, hex (Web Crypto: the same in Node 22 and browsers). */
export async function contentHash(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
