/** The exported Word file, opened again: what a reader of the .docx would find in it. */
import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { Draft } from '@tender/core';
import { createI18n } from '../../../../app/i18n/i18n';
import { docxLabels } from './docxLabels';
import { testDraft, testSection } from './testDraft';
import { DOCX_MIME, type DraftExportMeta, draftToDocx } from './draftToDocx';

const section = testSection;
const draft = testDraft;

const META: DraftExportMeta = {
  companyName: 'Van Dijk Bouw B.V.',
  tenderReference: 'AO-2026-0142',
  projectName: 'Brug Zuidas',
  language: 'nl',
};

/** Exports with the locale files' labels in `language`, then unzips the result. */
async function exportAndOpen(d: Draft, meta: DraftExportMeta = META) {
  const i18n = await createI18n(meta.language);
  const blob = await draftToDocx(d, meta, docxLabels(i18n.getFixedT(meta.language)));
  expect(blob.type).toBe(DOCX_MIME);
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  const read = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} is missing from the .docx`);
    const xml = strFromU8(file);
    // Word refuses a file whose XML does not parse: every part must be well-formed.
    const parsed = new DOMParser().parseFromString(xml, 'application/xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    return xml;
  };
  return { document: read('word/document.xml'), footnotes: read('word/footnotes.xml'), read };
}

/** The text of each paragraph of `xml`, in order. */
function paragraphs(xml: string): { style: string | null; text: string }[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  return Array.from(doc.getElementsByTagName('w:p')).map((p) => ({
    style: p.getElementsByTagName('w:pStyle')[0]?.getAttribute('w:val') ?? null,
    text: Array.from(p.getElementsByTagName('w:t'))
      .map((t) => t.textContent)
      .join(''),
  }));
}

/** Whether the run with exactly `text` is bold and italic. */
function runFormat(xml: string, text: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const run = Array.from(doc.getElementsByTagName('w:r')).find(
    (r) => r.getElementsByTagName('w:t')[0]?.textContent === text,
  );
  if (!run) throw new Error(`no run "${text}"`);
  return {
    bold: run.getElementsByTagName('w:b').length > 0,
    italic: run.getElementsByTagName('w:i').length > 0,
  };
}

const headings = (xml: string, style: string) =>
  paragraphs(xml)
    .filter((p) => p.style === style)
    .map((p) => p.text);

describe('draftToDocx', () => {
  it('writes the title page, contents, sections in order, footnotes and the checklist, in Dutch', async () => {
    const d = draft({
      content: [
        section({
          id: 's1',
          heading: 'Plan van aanpak',
          body:
            '<p>Wij bouwen de brug in <strong>drie fasen</strong> <cite data-citation="c1">[1]</cite>.</p>' +
            '<h3>Planning</h3><ul><li><p>Fase 1: fundering</p></li><li><p>Fase 2: <em>staal</em></p></li></ul>' +
            '<ol><li>Eerste stap</li><li>Tweede stap</li></ol>',
        }),
        section({
          id: 's2',
          heading: 'Kwaliteit',
          body: '<p>Wij zijn ISO 9001 gecertificeerd<cite data-citation="c2">[2]</cite>.<br>Door DNV.</p>',
        }),
      ],
      citations: [
        {
          id: 'c1',
          source: 'tender',
          documentId: 'd1',
          documentName: 'Bestek Brug Zuidas.pdf',
          knowledgeBaseId: null,
          page: 12,
          quote: 'De brug wordt in fasen gerealiseerd.',
        },
        {
          id: 'c2',
          source: 'knowledgeBase',
          documentId: 'k1',
          documentName: 'ISO-certificaat.pdf',
          knowledgeBaseId: 'kb1',
          page: null,
          quote: 'ISO 9001:2015, uitgegeven door DNV',
        },
      ],
      checklist: [
        {
          id: 'k1',
          requirement: 'ISO 9001-certificaat',
          status: 'met',
          evidence: 'Certificaat NL-1 van DNV',
          citationIds: ['c2'],
        },
        {
          id: 'k2',
          requirement: 'Omzet minimaal € 5 mln',
          status: 'open',
          evidence: null,
          citationIds: [],
        },
      ],
    });
    const { document, footnotes } = await exportAndOpen(d);
    const texts = paragraphs(document).map((p) => p.text);

    // Title page: the draft's title, the tender reference and the company, with Dutch labels.
    expect(headings(document, 'Title')).toEqual(['Inschrijving Brug Zuidas']);
    expect(texts).toContain('Kenmerk aanbesteding: AO-2026-0142');
    expect(texts).toContain('Ingediend door: Van Dijk Bouw B.V.');
    expect(texts).toContain('Inhoud');
    // The table of contents is a TOC field, already listing the sections before Word updates it.
    expect(document).toContain('TOC \\h \\o &quot;1-1&quot;');
    const toc = paragraphs(document).filter((p) => p.style === 'TOC1');
    expect(toc.map((p) => p.text)).toEqual([
      'Plan van aanpak',
      'Kwaliteit',
      'Checklist knock-outcriteria',
    ]);

    // One Heading 1 per section, in order, then the checklist; h3 becomes Heading 2.
    expect(headings(document, 'Heading1')).toEqual([
      'Plan van aanpak',
      'Kwaliteit',
      'Checklist knock-outcriteria',
    ]);
    expect(headings(document, 'Heading2')).toEqual(['Planning']);
    expect(texts).toContain('Wij bouwen de brug in drie fasen.');
    expect(texts).toContain('Fase 1: fundering');
    expect(texts).toContain('Fase 2: staal');
    expect(texts).toContain('Wij zijn ISO 9001 gecertificeerd.Door DNV.');
    expect(runFormat(document, 'drie fasen')).toEqual({ bold: true, italic: false });
    expect(runFormat(document, 'staal')).toEqual({ bold: false, italic: true });
    expect(runFormat(document, 'Fase 2: ')).toEqual({ bold: false, italic: false });
    expect(document).toContain('<w:br/>');
    // The marker text '[1]' is replaced by Word's footnote reference.
    expect(document).not.toContain('[1]');
    expect(document.match(/<w:footnoteReference /g)).toHaveLength(3);
    // Lists are Word lists: bullets and a numbered list.
    expect(document.match(/<w:numPr>/g)).toHaveLength(4);

    // Footnotes name the document, the page (when known) and quote the passage.
    expect(footnotes).toContain(
      'Bestek Brug Zuidas.pdf, p. 12: \u201CDe brug wordt in fasen gerealiseerd.\u201D',
    );
    expect(footnotes).toContain(
      'ISO-certificaat.pdf: \u201CISO 9001:2015, uitgegeven door DNV\u201D',
    );

    // The checklist: header, then each requirement with Voldaan / Open and its evidence.
    const rows = Array.from(
      new DOMParser().parseFromString(document, 'application/xml').getElementsByTagName('w:tr'),
    ).map((tr) =>
      Array.from(tr.getElementsByTagName('w:tc')).map((tc) =>
        Array.from(tc.getElementsByTagName('w:t'))
          .map((t) => t.textContent)
          .join(''),
      ),
    );
    expect(rows).toEqual([
      ['Eis', 'Status', 'Onderbouwing'],
      ['ISO 9001-certificaat', 'Voldaan', 'Certificaat NL-1 van DNV'],
      ['Omzet minimaal € 5 mln', 'Open', ''],
    ]);
  });

  it('writes English labels for an English draft and leaves out a missing reference', async () => {
    const d = draft({
      language: 'en',
      title: '',
      content: [
        section({
          id: 's1',
          heading: '',
          body: '<p>Approach</p><ul><li><p>Outer</p><ul><li><p>Inner</p></li></ul></li></ul>',
        }),
      ],
      checklist: [
        { id: 'k1', requirement: 'Insurance', status: 'open', evidence: null, citationIds: [] },
      ],
    });
    const { document } = await exportAndOpen(d, {
      ...META,
      language: 'en',
      tenderReference: null,
    });
    const texts = paragraphs(document).map((p) => p.text);
    // No title: the project's name; no heading: 'Section 1'.
    expect(headings(document, 'Title')).toEqual(['Brug Zuidas']);
    expect(texts).toContain('Submitted by: Van Dijk Bouw B.V.');
    expect(texts.some((t) => t.startsWith('Tender reference'))).toBe(false);
    expect(texts).toContain('Contents');
    expect(headings(document, 'Heading1')).toEqual(['Section 1', 'Knock-out checklist']);
    expect(document).toContain('>Open<');
    expect(document).toContain('>Requirement<');
    // A list inside a list item is the next list level, after its item's own text.
    const level = (text: string) =>
      Array.from(
        new DOMParser().parseFromString(document, 'application/xml').getElementsByTagName('w:p'),
      )
        .find((p) => p.textContent === text)
        ?.getElementsByTagName('w:ilvl')[0]
        ?.getAttribute('w:val');
    expect(level('Outer')).toBe('0');
    expect(level('Inner')).toBe('1');
  });

  it('exports a script or odd markup as plain text and never breaks the file', async () => {
    const d = draft({
      content: [
        section({
          id: 's1',
          heading: 'Odd <b>heading</b> & "quotes"',
          body:
            '<script>alert("x")</script><p>Zichtbaar<img src=x onerror="alert(1)"></p>' +
            '<div>los <span style="color:red">opgemaakt</span> <a href="javascript:1">link</a></div>' +
            '<p>Controle\u0001teken en <unknown>vreemd</unknown> <cite data-citation="c9">[9]</cite></p>' +
            '<svg><text>svgtekst</text></svg><style>p{}</style><table><tr><td>cel</td></tr></table><ul><li>open lijst',
        }),
      ],
    });
    const { document } = await exportAndOpen(d);
    const texts = paragraphs(document).map((p) => p.text);
    expect(headings(document, 'Heading1')).toEqual(['Odd <b>heading</b> & "quotes"']);
    expect(texts).toContain('Zichtbaar');
    expect(texts).toContain('los opgemaakt link');
    // A marker whose citation is not in the draft shows that a source is missing.
    expect(texts).toContain('Controleteken en vreemd[?]');
    expect(texts).toContain('cel');
    expect(texts).toContain('open lijst');
    expect(document).not.toContain('alert');
    expect(document).not.toContain('<script');
    expect(document).not.toContain('color:red');
    expect(document).not.toContain('svgtekst');
  });

  it('highlights the gaps still to write, or leaves them out by choice (issue 19)', async () => {
    const d = draft({
      content: [
        section({
          id: 's1',
          heading: 'Functionele eisen',
          body:
            '<p>Wij voldoen aan ‘F1’: burgers loggen in met DigiD.</p>' +
            '<p><mark>[Nog te schrijven: hoe wij voldoen aan ‘F2. De app draait offline’]</mark></p>',
        }),
      ],
    });
    const marked = await exportAndOpen(d);
    expect(paragraphs(marked.document).map((p) => p.text)).toContain(
      '[Nog te schrijven: hoe wij voldoen aan ‘F2. De app draait offline’]',
    );
    expect(marked.document).toMatch(/<w:highlight w:val="yellow"\/>[\s\S]*Nog te schrijven/);
    const omitted = await exportAndOpen(d, { ...META, gaps: 'omit' });
    const texts = paragraphs(omitted.document).map((p) => p.text);
    expect(texts).toContain('Wij voldoen aan ‘F1’: burgers loggen in met DigiD.');
    expect(omitted.document).not.toContain('Nog te schrijven');
    expect(omitted.document).not.toContain('w:highlight');
  });

  it('exports an empty draft as a valid document that says it has no sections', async () => {
    const { document, footnotes, read } = await exportAndOpen(draft());
    expect(headings(document, 'Title')).toEqual(['Inschrijving Brug Zuidas']);
    expect(paragraphs(document).map((p) => p.text)).toContain(
      'Dit concept heeft nog geen secties.',
    );
    expect(headings(document, 'Heading1')).toEqual([]);
    expect(footnotes).not.toContain('<w:footnote w:id="1"');
    expect(read('[Content_Types].xml')).toContain('wordprocessingml.document.main+xml');
  });
});
