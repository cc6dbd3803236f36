/**
 * A DOCX's structure from the XML Word saved (issue 17): headings from the paragraph styles
 * (styles.xml outline levels), numbers from numbering.xml, tables as rows of cells, the running
 * headers and footers of each section, and the pages Word laid out.
 *
 * Pages: when Word lays a document out it saves a `w:lastRenderedPageBreak` where each page
 * began; explicit page breaks (`w:br w:type="page"`, page-break-before, a section break that
 * starts a new page) are pages too, and a marker right after one of them is the same page break.
 * A document without markers (written by another program, or a single page) is a single page when
 * docProps/app.xml says Word counted one, and otherwise cut at about one A4 page of text
 * ('estimated'), still breaking at its explicit page breaks (docs/decisions.md "Pages of a Word
 * document").
 *
 * The readers live in ./docx: xml, styles, numbering, runs, paragraphs, blocks (tables), pages
 * and furniture (headers and footers); this file puts them together.
 */
import { readBlocks } from './docx/blocks';
import type { Context, DocxParts } from './docx/context';
import { readRels, sectionFurniture } from './docx/furniture';
import { ListCounter, formatListNumber, readNumbering } from './docx/numbering';
import { PageBuilder, estimatePages, wordPageCount } from './docx/pages';
import { readStyles } from './docx/styles';
import { child, kids, parse, root, type XNode } from './docx/xml';
import type { DocumentStructure, StructuredPage } from './structure';

export type { DocxParts } from './docx/context';
export { formatListNumber } from './docx/numbering';
export { wordPageCount } from './docx/pages';

export function docxStructure(parts: DocxParts): DocumentStructure {
  const styles = readStyles(parts.styles);
  const numbering = readNumbering(parts.numbering, styles);
  const ctx: Context = {
    styles,
    numbering,
    lists: new ListCounter(numbering),
    sections: [],
    readTextBox: (nodes: XNode[]) => {
      const flat = new PageBuilder(true);
      readBlocks(nodes, flat, ctx);
      return flat.pages.flatMap((p) => p.blocks);
    },
  };
  const body = child(root(parse(parts.document), 'w:document'), 'w:body');
  const builder = new PageBuilder(false);
  readBlocks(kids(body ?? {}), builder, ctx);

  let drafts = builder.pages;
  // The body's last w:sectPr ends the document, not a page: drop the empty page it opened.
  while (drafts.length > 1 && drafts[drafts.length - 1]!.blocks.length === 0) drafts.pop();
  let pagination: DocumentStructure['pagination'] = 'word-rendered';
  if (builder.renderedMarkers === 0 && wordPageCount(parts.app) !== drafts.length) {
    drafts = estimatePages(drafts);
    pagination = 'estimated';
  }

  const furniture = sectionFurniture(ctx.sections, readRels(parts.rels), parts, ctx);
  const pages: StructuredPage[] = [];
  let printed = 0;
  drafts.forEach((draft, i) => {
    const section = furniture[Math.min(draft.section, furniture.length - 1)];
    const firstOfSection = i === 0 || drafts[i - 1]!.section !== draft.section;
    if (firstOfSection && section?.start !== undefined) printed = section.start;
    else printed++;
    const lines = firstOfSection && section?.firstLines ? section.firstLines : section?.lines;
    const label =
      pagination === 'word-rendered' && section?.pageNumbered
        ? formatListNumber(printed, section.format)
        : undefined;
    pages.push({
      index: i + 1,
      ...(label !== undefined ? { label } : {}),
      blocks: draft.blocks,
      furniture: [...new Set(lines ?? [])],
    });
  });
  return { pagination, pages };
}
