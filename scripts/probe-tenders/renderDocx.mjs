/**
 * A parsed probe source as a DOCX (the `docx` package): Word headings, real tables, a cover
 * without header or footer (a title page), a running header and a "Pagina N van M" footer made of
 * Word's PAGE and NUMPAGES fields, and an explicit page break before every source page. The
 * generated file carries no w:lastRenderedPageBreak (Word never laid it out), so each source page
 * is kept under about one A4 page of text (2,800 characters): the reader's fallback then cuts at
 * the explicit breaks only (docs/decisions.md "Pages of a Word document").
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

const PAGE_TEXT_MAX = 2800;

function field(template) {
  const children = [];
  for (const part of template.split(/(\{n\}|\{m\})/)) {
    if (part === '{n}') children.push(PageNumber.CURRENT);
    else if (part === '{m}') children.push(PageNumber.TOTAL_PAGES);
    else if (part) children.push(part);
  }
  return new TextRun({ children, size: 16, color: '595959' });
}

function blockText(block) {
  return block.type === 'table' ? block.rows.flat().join(' ') : block.text;
}

function paragraphs(block, breakBefore) {
  const pageBreak = breakBefore ? [new PageBreak()] : [];
  switch (block.type) {
    case 'title':
      return [
        new Paragraph({
          children: [...pageBreak, new TextRun({ text: block.text, bold: true, size: 48 })],
          spacing: { before: 2400, after: 240 },
        }),
      ];
    case 'sub':
      return [
        new Paragraph({
          children: [...pageBreak, new TextRun({ text: block.text, size: 28 })],
          spacing: { after: 160 },
        }),
      ];
    case 'h1':
      return [
        new Paragraph({
          heading: HeadingLevel.HEADING_1,
          children: [...pageBreak, new TextRun(block.text)],
        }),
      ];
    case 'h2':
      return [
        new Paragraph({
          heading: HeadingLevel.HEADING_2,
          children: [...pageBreak, new TextRun(block.text)],
        }),
      ];
    case 'bullet':
      return [
        new Paragraph({ bullet: { level: 0 }, children: [...pageBreak, new TextRun(block.text)] }),
      ];
    case 'note':
      return [
        new Paragraph({
          children: [...pageBreak, new TextRun({ text: block.text, size: 17, italics: true })],
        }),
      ];
    default:
      return [
        new Paragraph({
          children: [...pageBreak, new TextRun(block.text)],
          spacing: { after: 120 },
        }),
      ];
  }
}

function table(block) {
  const cols = block.cols ?? block.rows[0].map(() => 1);
  const sum = cols.reduce((a, b) => a + b, 0);
  const border = { style: BorderStyle.SINGLE, size: 4, color: '808080' };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: block.rows.map(
      (row, r) =>
        new TableRow({
          tableHeader: r === 0,
          children: row.map(
            (cell, k) =>
              new TableCell({
                width: { size: Math.round((cols[k] / sum) * 100), type: WidthType.PERCENTAGE },
                borders: { top: border, bottom: border, left: border, right: border },
                ...(r === 0
                  ? { shading: { type: ShadingType.CLEAR, fill: 'E1E6EE', color: 'auto' } }
                  : {}),
                children: [
                  new Paragraph({
                    children: [new TextRun({ text: cell, bold: r === 0, size: 19 })],
                  }),
                ],
              }),
          ),
        }),
    ),
  });
}

export async function renderDocx({ meta, pages }) {
  const children = [];
  pages.forEach((page, i) => {
    const size = page.blocks.reduce((n, b) => n + blockText(b).length + 2, 0);
    if (size > PAGE_TEXT_MAX) throw new Error(`${meta.file}: page ${i + 1} has ${size} characters`);
    page.blocks.forEach((block, j) => {
      const breakBefore = i > 0 && j === 0;
      if (block.type === 'table') {
        // A page break cannot sit in a table: an empty paragraph carries it.
        if (breakBefore) children.push(new Paragraph({ children: [new PageBreak()] }));
        children.push(table(block));
        children.push(new Paragraph({ text: '' }));
      } else children.push(...paragraphs(block, breakBefore));
    });
  });
  const doc = new Document({
    creator: meta.author ?? '',
    title: meta.title ?? meta.file,
    styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
    sections: [
      {
        properties: { titlePage: true },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                children: [new TextRun({ text: meta.header ?? '', size: 16, color: '595959' })],
              }),
            ],
          }),
          first: new Header({ children: [new Paragraph({ text: '' })] }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  ...(meta.footerLeft
                    ? [new TextRun({ text: `${meta.footerLeft}\t`, size: 16, color: '595959' })]
                    : []),
                  field(meta.footer ?? ''),
                ],
              }),
            ],
          }),
          first: new Footer({ children: [new Paragraph({ text: '' })] }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
