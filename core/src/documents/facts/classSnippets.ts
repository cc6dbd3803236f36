/**
 * Helpers of the failure-class tests (deadlineClasses, criterionClasses, otherClasses): blocks of
 * a hand-built DocumentStructure, and its facts read as the processor reads them, with the page
 * text the processor would store for it (furniture included), so that verification checks every
 * quote against its page. Test support only: nothing in production imports it.
 */
import { pageBlocks } from '../../extraction/pdf/blocks';
import { type Block, type DocumentStructure, structuredPageText } from '../../extraction/structure';
import type { TenderFacts } from '../../model/documentFacts';
import { extractTenderFacts } from './extractTenderFacts';

export const para = (text: string): Block => ({ kind: 'paragraph', text });
export const heading = (text: string): Block => ({ kind: 'heading', text, level: 1 });
export const item = (number: string, text: string): Block => ({ kind: 'listItem', number, text });
export const table = (...rows: string[][]): Block => ({ kind: 'table', rows });

/** The facts of pages given as structure. */
export function structured(pages: { blocks: Block[]; furniture?: string[] }[]): TenderFacts {
  const structure: DocumentStructure = {
    pagination: 'fixed',
    pages: pages.map((p, i) => ({ index: i + 1, blocks: p.blocks, furniture: p.furniture ?? [] })),
  };
  const text = structure.pages.map((p) =>
    [p.furniture[0], structuredPageText(p), ...p.furniture.slice(1)].filter(Boolean).join('\n\n'),
  );
  return extractTenderFacts(text, { structure });
}

/** The deadlines of one page of plain text, as [kind, date]. */
export const deadlinesOf = (text: string) =>
  extractTenderFacts([text]).deadlines.map((d) => [d.value.kind, d.value.date]);

/**
 * The blocks a PDF page of these lines gives (one line every 12 points, one size, one left edge),
 * as 'kind: text': how the extractor joins or splits wrapped lines.
 */
export const pdfBlocksOf = (texts: string[]) =>
  pageBlocks(
    texts.map((text, i) => ({
      y: 700 - i * 12,
      x0: 72,
      x1: 500,
      size: 10,
      text,
      segments: [{ x0: 72, x1: 500, text }],
    })),
    10,
    new Map(),
  ).map((b) => ('text' in b ? `${b.kind}: ${b.text}` : b.kind));
