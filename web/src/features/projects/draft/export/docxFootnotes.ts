/**
 * The draft's citation markers as Word footnotes (issue 19, bid-writer review): one passage cited
 * several times in a section gets one footnote, and each further marker refers to it as Word's own
 * cross-reference to a footnote does (a NOTEREF field on a bookmark around the first mark, showing
 * its number in superscript). Three identical footnotes in a row read as a fault to a Word user.
 * A new section starts over, so a footnote is never pages away from its marker.
 */
import {
  Bookmark,
  FootnoteReferenceRun,
  Paragraph,
  type ParagraphChild,
  SimpleField,
  TextRun,
} from 'docx';
import type { DraftCitation } from '@tender/core';
import { LIMITS } from '@tender/core';
import { endStoredQuote } from '@tender/core/services/drafts/draftQuoteEnd';
import type { DocxLabels } from './docxLabels';
import { xmlSafe } from './sectionBlocks';

/** A cross-reference to a footnote's number, shown (before Word updates it) as that number, raised. */
class FootnoteNumberReference extends SimpleField {
  constructor(bookmark: string, number: number) {
    // \f: formatted as a footnote reference; \h: a link to the footnote.
    super(`NOTEREF ${bookmark} \\f \\h`);
    this.root.push(new TextRun({ text: String(number), superScript: true }));
  }
}

export class DocxFootnotes {
  private readonly citations: ReadonlyMap<string, DraftCitation>;
  /** Footnotes are numbered in the order their first marker is written, as Word numbers them. */
  private count = 0;
  private inPart = new Map<string, { bookmark: string; number: number }>();

  constructor(
    citations: readonly DraftCitation[],
    private readonly labels: DocxLabels,
  ) {
    this.citations = new Map(citations.map((c) => [c.id, c]));
  }

  /** A new section (or the checklist): its first marker of a passage writes a footnote again. */
  startPart(): void {
    this.inPart = new Map();
  }

  /** The marker of citation `id`: a footnote, a reference to one written before, or null. */
  readonly marker = (id: string): ParagraphChild | null => {
    const citation = this.citations.get(id);
    if (!citation) return null;
    const earlier = this.inPart.get(id);
    if (earlier) return new FootnoteNumberReference(earlier.bookmark, earlier.number);
    const number = ++this.count;
    const bookmark = `_RefNote${number}`;
    this.inPart.set(id, { bookmark, number });
    return new Bookmark({
      id: bookmark,
      children: [
        new FootnoteReferenceRun({
          children: [new Paragraph(footnoteText(citation, this.labels))],
        }),
      ],
    });
  };
}

/** 'Bestek.pdf, p. 12: "…"': what a reader needs to find the passage again. */
export function footnoteText(citation: DraftCitation, labels: DocxLabels): string {
  const where = citation.page == null ? '' : `, ${labels.page(citation.page)}`;
  // A quote stored cut mid-word (drafts made before quotes ended at a word) ends at a word here.
  const quote = xmlSafe(endStoredQuote(citation.quote.trim(), LIMITS.citationQuoteMax));
  return `${xmlSafe(citation.documentName)}${where}${quote ? `: \u201C${quote}\u201D` : ''}`;
}
