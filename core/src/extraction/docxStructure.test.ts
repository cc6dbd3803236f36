/** DOCX structure from hand-written WordprocessingML: each rule on the smallest document showing it. */
import { describe, expect, it } from 'vitest';
import { docxStructure } from './docxStructure';
import { structuredPageText } from './structure';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const doc = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W} ${R}><w:body>${body}<w:sectPr/></w:body></w:document>`;
const p = (text: string, pPr = '', before = '') =>
  `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}<w:r>${before}<w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const styled = (style: string, text: string) => p(text, `<w:pStyle w:val="${style}"/>`);
const listed = (numId: number, ilvl: number, text: string) =>
  p(text, `<w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="${numId}"/></w:numPr>`);
const RENDERED = '<w:lastRenderedPageBreak/>';
const PAGE_BREAK = '<w:r><w:br w:type="page"/></w:r>';
const app = (pages: number) => `<Properties><Pages>${pages}</Pages></Properties>`;

const STYLES = `<w:styles ${W}>
  <w:style w:type="paragraph" w:styleId="Kop1"><w:name w:val="heading 1"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style>
  <w:style w:type="paragraph" w:styleId="Kop2"><w:name w:val="heading 2"/><w:basedOn w:val="Kop1"/><w:pPr><w:outlineLvl w:val="1"/></w:pPr></w:style>
  <w:style w:type="paragraph" w:styleId="Inhopg1"><w:name w:val="toc 1"/></w:style>
</w:styles>`;
const NUMBERING = `<w:numbering ${W}>
  <w:abstractNum w:abstractNumId="0">
    <w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl>
    <w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%2)"/></w:lvl>
  </w:abstractNum>
  <w:abstractNum w:abstractNumId="1">
    <w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="\uF0B7"/></w:lvl>
  </w:abstractNum>
  <w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
  <w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>
  <w:num w:numId="3"><w:abstractNumId w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>
</w:numbering>`;

describe('pages from the breaks Word saved', () => {
  it('starts a page at each rendered marker, also in the middle of a paragraph', () => {
    const s = docxStructure({
      document: doc(
        p('Eerste pagina.') +
          `<w:p><w:r><w:t xml:space="preserve">Een alinea die doorloopt </w:t></w:r><w:r>${RENDERED}<w:t>op pagina twee.</w:t></w:r></w:p>` +
          p('Derde pagina.', '', RENDERED),
      ),
    });
    expect(s.pagination).toBe('word-rendered');
    expect(s.pages.map(structuredPageText)).toEqual([
      'Eerste pagina.\n\nEen alinea die doorloopt',
      'op pagina twee.',
      'Derde pagina.',
    ]);
  });

  it('counts a hard page break and the marker Word put after it as one page break', () => {
    const s = docxStructure({
      document: doc(
        p('Een.') + `<w:p>${PAGE_BREAK}</w:p>` + p('Twee.', '', RENDERED) + p('Nog twee.'),
      ),
    });
    expect(s.pages.map(structuredPageText)).toEqual(['Een.', 'Twee.\n\nNog twee.']);
  });

  it('starts a new page after a section break, not after a continuous one', () => {
    const s = docxStructure({
      document: doc(
        p('Voorblad', '<w:sectPr/>') +
          p('Inhoud', '<w:sectPr><w:type w:val="continuous"/></w:sectPr>') +
          p('Nog steeds pagina twee.') +
          p('Pagina drie.', '', RENDERED),
      ),
    });
    expect(s.pages.map(structuredPageText)).toEqual([
      'Voorblad',
      'Inhoud\n\nNog steeds pagina twee.',
      'Pagina drie.',
    ]);
  });

  it('splits a table at the row Word put on the next page', () => {
    const row = (a: string, b: string, marker = '') =>
      `<w:tr><w:tc><w:p><w:r>${marker}<w:t>${a}</w:t></w:r></w:p></w:tc><w:tc>${p(b)}</w:tc></w:tr>`;
    const s = docxStructure({
      document: doc(
        `<w:tbl>${row('Fase', 'Datum')}${row('Vragen', '5-11-2024')}${row('Offerte', '28-11-2024', RENDERED)}</w:tbl>`,
      ),
    });
    expect(s.pages.map((pg) => pg.blocks)).toEqual([
      [
        {
          kind: 'table',
          rows: [
            ['Fase', 'Datum'],
            ['Vragen', '5-11-2024'],
          ],
        },
      ],
      [{ kind: 'table', rows: [['Offerte', '28-11-2024']] }],
    ]);
  });

  it('without markers: one page when Word counted one, else about one A4 page of text each', () => {
    const short = docxStructure({ document: doc(p('Kort.') + p('Nog iets.')), app: app(1) });
    expect(short.pagination).toBe('word-rendered');
    expect(short.pages).toHaveLength(1);

    const long = Array.from({ length: 40 }, (_, i) => p(`Alinea ${i} ${'tekst '.repeat(30)}`));
    const estimated = docxStructure({ document: doc(long.join('')) });
    expect(estimated.pagination).toBe('estimated');
    expect(estimated.pages.length).toBeGreaterThanOrEqual(2);
    for (const page of estimated.pages) expect(structuredPageText(page).length).toBeLessThan(3_100);
  });
});

describe('headings, numbers and lists', () => {
  it('takes heading levels from the styles and Word’s list numbers from numbering.xml', () => {
    const s = docxStructure({
      document: doc(
        styled('Kop1', 'Inleiding') +
          styled('Kop2', 'Doel') +
          listed(1, 0, 'Eerste eis') +
          listed(1, 1, 'deel a') +
          listed(1, 1, 'deel b') +
          listed(1, 0, 'Tweede eis') +
          listed(2, 0, 'Een opsomming') +
          listed(3, 0, 'Een nieuwe lijst begint weer bij één'),
      ),
      styles: STYLES,
      numbering: NUMBERING,
    });
    expect(s.pages[0]!.blocks).toEqual([
      { kind: 'heading', text: 'Inleiding', level: 1 },
      { kind: 'heading', text: 'Doel', level: 2 },
      { kind: 'listItem', text: 'Eerste eis', number: '1.' },
      { kind: 'listItem', text: 'deel a', number: 'a)' },
      { kind: 'listItem', text: 'deel b', number: 'b)' },
      { kind: 'listItem', text: 'Tweede eis', number: '2.' },
      { kind: 'listItem', text: 'Een opsomming', number: '•' },
      { kind: 'listItem', text: 'Een nieuwe lijst begint weer bij één', number: '1.' },
    ]);
    expect(structuredPageText(s.pages[0]!)).toContain('a) deel a');
  });

  it('reads a typed section number, and a table of contents line is no heading', () => {
    const s = docxStructure({
      document: doc(
        styled('Inhopg1', '2.1 Planning\t4') +
          styled('Kop2', '2.1 Planning') +
          p('3.4 Gunningscriteria') +
          p('12 januari 2025 is de startdatum.'),
      ),
      styles: STYLES,
    });
    expect(s.pages[0]!.blocks).toEqual([
      { kind: 'paragraph', text: '2.1 Planning 4' },
      { kind: 'heading', text: 'Planning', level: 2, number: '2.1' },
      { kind: 'heading', text: 'Gunningscriteria', level: 2, number: '3.4' },
      { kind: 'paragraph', text: '12 januari 2025 is de startdatum.' },
    ]);
  });

  it('leaves out deleted text and reads inserted text, hyperlinks and content controls', () => {
    const s = docxStructure({
      document: doc(
        `<w:p><w:del><w:r><w:delText>oud </w:delText></w:r></w:del><w:ins><w:r><w:t xml:space="preserve">nieuw </w:t></w:r></w:ins><w:hyperlink><w:r><w:t>link</w:t></w:r></w:hyperlink></w:p>` +
          `<w:sdt><w:sdtContent>${p('In een inhoudsbesturingselement.')}</w:sdtContent></w:sdt>`,
      ),
    });
    expect(s.pages[0]!.blocks.map((b) => b.kind !== 'table' && b.text)).toEqual([
      'nieuw link',
      'In een inhoudsbesturingselement.',
    ]);
  });
});

describe('equations', () => {
  it('reads an equation’s text', () => {
    const M = 'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"';
    const s = docxStructure({
      document: `<w:document ${W} ${M}><w:body><w:p><m:oMathPara><m:oMath><m:r><m:t>Beschikbaarheid = 95%</m:t></m:r></m:oMath></m:oMathPara></w:p></w:body></w:document>`,
    });
    expect(structuredPageText(s.pages[0]!)).toBe('Beschikbaarheid = 95%');
  });
});

describe('hostile parts', () => {
  it('refuses a part with a DTD (entity expansion) instead of expanding it', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><w:document ${W}><w:body>${p('&lol2;')}</w:body></w:document>`;
    expect(() => docxStructure({ document: laughs })).toThrow(/DTD/);
  });
});

describe('tables', () => {
  it('keeps merged cells as one cell and flattens a nested table into its cell', () => {
    const cell = (text: string, tcPr = '') =>
      `<w:tc>${tcPr ? `<w:tcPr>${tcPr}</w:tcPr>` : ''}${p(text)}</w:tc>`;
    const nested = `<w:tc><w:tbl><w:tr>${cell('Prijs')}${cell('40%')}</w:tr><w:tr>${cell('Kwaliteit')}${cell('60%')}</w:tr></w:tbl></w:tc>`;
    const s = docxStructure({
      document: doc(
        `<w:tbl>` +
          `<w:tr>${cell('Criteria', '<w:gridSpan w:val="2"/>')}</w:tr>` +
          `<w:tr>${cell('Gunning', '<w:vMerge w:val="restart"/>')}${nested}</w:tr>` +
          `<w:tr>${cell('', '<w:vMerge/>')}${cell('Totaal 100%')}</w:tr>` +
          `</w:tbl>`,
      ),
    });
    expect(s.pages[0]!.blocks).toEqual([
      {
        kind: 'table',
        rows: [['Criteria'], ['Gunning', 'Prijs | 40%\nKwaliteit | 60%'], ['', 'Totaal 100%']],
      },
    ]);
  });
});

describe('headers, footers and printed page numbers', () => {
  it('sets the section’s header apart and numbers pages from the section’s start', () => {
    const rels = `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="header" Target="header1.xml"/><Relationship Id="rId2" Type="footer" Target="footer1.xml"/></Relationships>`;
    const header = `<w:hdr ${W}>${p('Aanbesteding Softwarecatalogus')}</w:hdr>`;
    const footer = `<w:ftr ${W}><w:p><w:r><w:t xml:space="preserve">Pagina </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>7</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>`;
    const document = `<w:document ${W} ${R}><w:body>${p('Een.')}${p('Twee.', '', RENDERED)}<w:sectPr><w:headerReference w:type="default" r:id="rId1"/><w:footerReference w:type="default" r:id="rId2"/><w:pgNumType w:fmt="lowerRoman" w:start="3"/></w:sectPr></w:body></w:document>`;
    const parts: Record<string, string> = {
      'word/header1.xml': header,
      'word/footer1.xml': footer,
    };
    const s = docxStructure({ document, rels, part: (path) => parts[path] });
    expect(s.pages.map((pg) => pg.label)).toEqual(['iii', 'iv']);
    // The footer's cached page number is not text; the header is furniture, not a block.
    expect(s.pages[0]!.furniture).toEqual(['Aanbesteding Softwarecatalogus', 'Pagina']);
    expect(structuredPageText(s.pages[0]!)).toBe('Een.');
  });
});
