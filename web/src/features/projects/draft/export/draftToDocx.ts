/**
 * The draft as the Word file a bid team submits: a title page (the company, the tender, its
 * reference), a table of contents, one Heading 1 per section, the citations as footnotes and the
 * knock-out checklist as a table at the end. Imports `docx` (large): load this module with
 * `import()` only when the user exports (ExportDocxButton does).
 */
import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableOfContents,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { type Draft, LOCALE_TAGS } from '@tender/core';
import { DocxFootnotes } from './docxFootnotes';
import type { DocxLabels } from './docxLabels';
import { type Block, type InlineRun, sectionBlocks, xmlSafe } from './sectionBlocks';

export type DraftExportMeta = {
  readonly companyName: string;
  /** The buyer's reference of the tender; left off the title page when there is none. */
  readonly tenderReference: string | null;
  readonly projectName: string;
  /** The draft's language: the document's proofing language and its fixed texts. */
  readonly language: 'en' | 'nl';
  /** The pictures of the visuals the sections refer to, by visual id (loaded by the caller). */
  readonly visuals?: ReadonlyMap<string, DocxVisual>;
  /**
   * The gaps still to write ("[To write: …]", issue 19): highlighted in the document ('mark', the
   * default) or left out ('omit').
   */
  readonly gaps?: 'mark' | 'omit';
};

/**
 * A visual's picture for Word: PNG or JPEG as is; an SVG with a PNG of it for Word versions that
 * cannot draw SVG (docx requires the fallback). Width and height in CSS pixels.
 */
export type DocxVisual =
  | {
      readonly type: 'svg';
      readonly data: Uint8Array;
      readonly fallback: Uint8Array;
      readonly width: number;
      readonly height: number;
    }
  | {
      readonly type: 'png' | 'jpg';
      readonly data: Uint8Array;
      readonly width: number;
      readonly height: number;
    };

/** The widest a picture is placed: A4 less Word's default margins, in pixels at 96 dpi. */
const MAX_PICTURE_WIDTH = 600;

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const BULLETS = 'draft-bullets';
const NUMBERS = 'draft-numbers';
const LIST_LEVELS = [0, 1, 2, 3, 4];

/** Builds the Word file. */
export async function draftToDocx(
  draft: Draft,
  meta: DraftExportMeta,
  labels: DocxLabels,
): Promise<Blob> {
  const bytes = await Packer.toArrayBuffer(draftDocument(draft, meta, labels));
  return new Blob([bytes], { type: DOCX_MIME });
}

/** The docx Document of the draft (separate so tests can pack it in Node). */
export function draftDocument(draft: Draft, meta: DraftExportMeta, labels: DocxLabels): Document {
  const footnotes = new DocxFootnotes(draft.citations, labels);
  const footnote = footnotes.marker;
  const title = xmlSafe(draft.title.trim()) || xmlSafe(meta.projectName.trim());

  const body: (Paragraph | Table | TableOfContents)[] = [
    ...titlePage(title, meta, labels),
    // Not a heading style: the contents must not list themselves.
    new Paragraph({
      pageBreakBefore: true,
      spacing: { after: 240 },
      children: [new TextRun({ text: labels.contents, bold: true, size: 32 })],
    }),
    // docx writes the current headings into the table (without page numbers), so it is readable
    // before Word updates the field; Word fills in the page numbers when it opens the file.
    new TableOfContents(labels.contents, { hyperlink: true, headingStyleRange: '1-1' }),
  ];
  if (draft.content.length === 0 && draft.checklist.length === 0) {
    body.push(new Paragraph({ text: labels.empty }));
  }
  draft.content.forEach((section, i) => {
    footnotes.startPart();
    body.push(
      new Paragraph({
        text: xmlSafe(section.heading.trim()) || labels.untitledSection(i + 1),
        heading: HeadingLevel.HEADING_1,
        pageBreakBefore: true,
      }),
    );
    for (const block of sectionBlocks(section.body, { gaps: meta.gaps ?? 'mark' })) {
      body.push(
        block.kind === 'visual'
          ? visualParagraph(block, meta.visuals?.get(block.id))
          : blockParagraph(block, footnote),
      );
    }
  });
  if (draft.checklist.length > 0) {
    footnotes.startPart();
    body.push(
      new Paragraph({
        text: labels.checklist,
        heading: HeadingLevel.HEADING_1,
        pageBreakBefore: true,
      }),
      checklistTable(draft, labels, footnote),
    );
  }

  return new Document({
    title,
    creator: xmlSafe(meta.companyName),
    styles: {
      default: { document: { run: { language: { value: LOCALE_TAGS[meta.language] } } } },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: LIST_LEVELS.map((level) => ({
            level,
            format: LevelFormat.BULLET,
            text: level % 2 === 0 ? '\u2022' : '\u25E6',
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
        {
          reference: NUMBERS,
          levels: LIST_LEVELS.map((level) => ({
            level,
            format: level % 2 === 0 ? LevelFormat.DECIMAL : LevelFormat.LOWER_LETTER,
            text: `%${level + 1}.`,
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [{ children: body }],
  });
}

function titlePage(title: string, meta: DraftExportMeta, labels: DocxLabels): Paragraph[] {
  const reference = xmlSafe(meta.tenderReference?.trim() ?? '');
  const company = xmlSafe(meta.companyName.trim());
  return [
    new Paragraph({ text: title, heading: HeadingLevel.TITLE, spacing: { before: 2400 } }),
    ...(reference ? [labelled(labels.tenderReference, reference)] : []),
    ...(company ? [labelled(labels.submittedBy, company)] : []),
  ];
}

function labelled(label: string, value: string): Paragraph {
  return new Paragraph({
    spacing: { before: 240 },
    children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)],
  });
}

/** A visual as an inline picture scaled to the text width; its name in brackets when missing. */
function visualParagraph(block: { id: string; alt: string }, visual: DocxVisual | undefined) {
  if (!visual) {
    return new Paragraph({ children: [new TextRun({ text: `[${block.alt}]`, italics: true })] });
  }
  const scale = Math.min(1, MAX_PICTURE_WIDTH / visual.width);
  const transformation = {
    width: Math.round(visual.width * scale),
    height: Math.round(visual.height * scale),
  };
  const altText = { name: block.alt || block.id, description: block.alt, title: block.alt };
  return new Paragraph({
    children: [
      visual.type === 'svg'
        ? new ImageRun({
            type: 'svg',
            data: visual.data,
            fallback: { type: 'png', data: visual.fallback },
            transformation,
            altText,
          })
        : new ImageRun({ type: visual.type, data: visual.data, transformation, altText }),
    ],
  });
}

function blockParagraph(
  block: Exclude<Block, { kind: 'visual' }>,
  footnote: (id: string) => ParagraphChild | null,
): Paragraph {
  const children = block.runs.flatMap((run, i) => {
    const next = block.runs[i + 1];
    // A footnote mark sits against the word it supports ('fasen¹', not 'fasen ¹').
    const text =
      run.kind === 'text' && next?.kind === 'citation' ? { ...run, text: run.text.trimEnd() } : run;
    return text.kind === 'text' && text.text === '' ? [] : [inlineChild(text, footnote)];
  });
  if (block.kind === 'heading') return new Paragraph({ heading: HeadingLevel.HEADING_2, children });
  if (block.kind === 'listItem') {
    return new Paragraph({
      children,
      numbering: block.ordered
        ? { reference: NUMBERS, level: block.level, instance: block.list }
        : { reference: BULLETS, level: block.level },
    });
  }
  return new Paragraph({ children });
}

function inlineChild(run: InlineRun, footnote: (id: string) => ParagraphChild | null) {
  if (run.kind === 'break') return new TextRun({ break: 1 });
  if (run.kind === 'citation') {
    // A marker whose citation is missing stays visible as '[?]' (the page shows '?'): the reader
    // sees that a source is missing rather than a claim that silently lost it.
    return footnote(run.id) ?? new TextRun('[?]');
  }
  // Only what is set is written: Word's own defaults for the rest.
  return new TextRun({
    text: run.text,
    ...(run.bold ? { bold: true } : {}),
    ...(run.italic ? { italics: true } : {}),
    ...(run.gap ? { highlight: 'yellow' } : {}),
  });
}

function checklistTable(
  draft: Draft,
  labels: DocxLabels,
  footnote: (id: string) => ParagraphChild | null,
): Table {
  const cell = (children: ParagraphChild[], width: number) =>
    new TableCell({
      width: { size: width, type: WidthType.PERCENTAGE },
      children: [new Paragraph({ children })],
    });
  const text = (value: string, bold = false) =>
    new TextRun({ text: xmlSafe(value), ...(bold ? { bold } : {}) });
  const header = new TableRow({
    tableHeader: true,
    children: [
      cell([text(labels.requirement, true)], 45),
      cell([text(labels.status, true)], 15),
      cell([text(labels.evidence, true)], 40),
    ],
  });
  const rows = draft.checklist.map(
    (item) =>
      new TableRow({
        cantSplit: true,
        children: [
          cell([text(item.requirement)], 45),
          cell([text(labels[item.status], true)], 15),
          cell(
            [
              ...(item.evidence ? [text(item.evidence)] : []),
              ...item.citationIds.flatMap((id) => footnote(id) ?? []),
            ],
            40,
          ),
        ],
      }),
  );
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [header, ...rows] });
}
