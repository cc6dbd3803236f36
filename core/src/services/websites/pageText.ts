/**
 * A fetched page as readable text: HTML through html-to-text (a kept parser that runs in Node and
 * the browser), plain text as it is. Navigation chrome (scripts, styles, images, link targets)
 * is left out; whitespace is normalised so that the content hash changes only when the words do.
 */
import { convert } from 'html-to-text';

/** Longest text kept on the website document (Firestore documents hold at most 1 MiB). */
export const MAX_PAGE_TEXT_CHARS = 100_000;

const SKIPPED = ['script', 'style', 'noscript', 'template', 'svg', 'img', 'iframe', 'form'];

export function isHtml(contentType: string): boolean {
  const base = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return base === 'text/html' || base === 'application/xhtml+xml';
}

export function pageText(body: string, contentType: string): string {
  const raw = isHtml(contentType)
    ? convert(body, {
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
    : body;
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
