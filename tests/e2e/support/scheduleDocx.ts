/**
 * A small Word document for the "what changed" e2e: the tender guide's schedule as a table, the
 * rows the real revised schedule (shared VNG annex nieuwe-planning.docx) later moves. The guide
 * itself (the Beschrijvend document) is not in the shared set; its schedule is the revised
 * document's first table, so the rows here are that table's, word for word.
 */
import { strToU8, zipSync } from 'fflate';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const p = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;
const cell = (text: string) =>
  `<w:tc><w:tcPr><w:tcW w:w="4500" w:type="dxa"/></w:tcPr>${p(text)}</w:tc>`;
const row = (cells: readonly string[]) => `<w:tr>${cells.map(cell).join('')}</w:tr>`;

export function scheduleDocx(
  paragraphs: readonly string[],
  rows: readonly (readonly [string, string])[],
): Buffer {
  const types =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
  const rels =
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
  const body =
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>` +
    paragraphs.map(p).join('') +
    `<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/></w:tblPr>${rows.map(row).join('')}</w:tbl>` +
    '<w:sectPr/></w:body></w:document>';
  return Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': strToU8(types),
        '_rels/.rels': strToU8(rels),
        'word/document.xml': strToU8(body),
      },
      { level: 6 },
    ),
  );
}

/** The guide as the e2e uploads it first: dated 24 October 2024, offers due 28-11-2024 12.00. */
export const GUIDE_SCHEDULE = scheduleDocx(
  ['Beschrijvend document Vernieuwen Softwarecatalogus', 'Datum: 24 oktober 2024', 'Planning'],
  [
    ['Actie:', 'Datum:'],
    ['Publicatie bestek', '24-10-2024'],
    ['Deadline indienen vragen', '5-11-2024 12.00 uur'],
    ['Beantwoording van vragen', '8-11-2024 17.00 uur'],
    ['Deadline indienen offerte', '28-11-2024 12.00 uur'],
    ['Voorlopige gunning', '17-12-2024 17.00 uur'],
  ],
);
