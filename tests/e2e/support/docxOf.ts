/** A small tender as a Word file, written by a spec from its lines (drafts-plan-edit, draft-to-check). */
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A Word file of these lines: the first a title, lines without a full stop headings. */
export async function docxOf(lines: readonly string[]): Promise<Buffer> {
  const children = lines.map((text, i) =>
    i === 0
      ? new Paragraph({ text, heading: HeadingLevel.TITLE })
      : /[.:]$/.test(text) || text.includes('%')
        ? new Paragraph({ text })
        : new Paragraph({ text, heading: HeadingLevel.HEADING_1 }),
  );
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}
