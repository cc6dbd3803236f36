/**
 * Pages as Word laid them out: blocks collected into pages at Word's rendered page breaks and
 * explicit ones, and the fallback that cuts a document without markers at about one A4 page.
 */
import { PAGE_CHARS } from '../paginate';
import { type Block, blockText } from '../structure';

export type Break = 'rendered' | 'explicit' | 'soft';

export interface PageDraft {
  blocks: Block[];
  /** Index of the section (in document order) the page belongs to. */
  section: number;
}

/** Collects blocks into pages; a flat builder (table cells, text boxes) ignores page breaks. */
export class PageBuilder {
  readonly pages: PageDraft[] = [{ blocks: [], section: 0 }];
  section = 0;
  renderedMarkers = 0;
  explicitBreaks = 0;

  constructor(readonly flat: boolean) {}

  get current(): PageDraft {
    return this.pages[this.pages.length - 1]!;
  }
  get hasBlocks(): boolean {
    return this.current.blocks.length > 0;
  }
  add(block: Block): void {
    this.current.blocks.push(block);
  }
  /** A page break; `pendingText` says the paragraph being read already has text on this page. */
  pageBreak(kind: Break, pendingText: boolean): void {
    if (kind === 'rendered') this.renderedMarkers++;
    else this.explicitBreaks++;
    if (this.flat) return;
    // A rendered marker (or page-break-before) at the top of a page is the break that began it.
    if (kind !== 'explicit' && !this.hasBlocks && !pendingText) return;
    this.pages.push({ blocks: [], section: this.section });
  }
}

/** Word's page count at the last save (docProps/app.xml <Pages>), when it wrote one. */
export function wordPageCount(app: string | undefined): number | undefined {
  const found = /<Pages>\s*(\d+)\s*<\/Pages>/.exec(app ?? '');
  return found ? Number(found[1]) : undefined;
}

export function blocksLength(blocks: readonly Block[]): number {
  return blocks.reduce((n, b) => n + blockText(b).length + 2, 0);
}

/** Without markers: a page longer than about one A4 page of text is cut at block boundaries. */
export function estimatePages(drafts: PageDraft[]): PageDraft[] {
  const out: PageDraft[] = [];
  for (const draft of drafts) {
    let current: PageDraft = { blocks: [], section: draft.section };
    for (const block of draft.blocks) {
      const size = blocksLength([block]);
      if (current.blocks.length > 0 && blocksLength(current.blocks) + size > PAGE_CHARS) {
        out.push(current);
        current = { blocks: [], section: draft.section };
      }
      current.blocks.push(block);
    }
    out.push(current);
  }
  return out;
}
