/**
 * The tender brief on real tender documents (../shared/data/tender-documents: English and Dutch,
 * PDF and DOCX), read through the production extractor and analyseDocument. For every document:
 * each line's quote is on its cited page as stored, its printed page label is the structure's,
 * no line repeats and none is a running header or footer. The expected lines were read from the
 * documents themselves.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readDocNode } from '../../extraction/docReaderNode';
import type { DocumentStructure } from '../../extraction/structure';
import { loadNodePdfjs } from '../../extraction/testPdfjs';
import { createTextExtractor } from '../../extraction/textExtractor';
import type { TenderBrief } from '../../model/tenderBrief';
import { analyseDocument } from '../analyse';
import { normaliseForMatch, quoteOnPage } from '../facts/verifyFacts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const DIR = new URL('../../../../../shared/data/tender-documents/', import.meta.url);
const VNG = 'nl-vng-softwarecatalogus/';
const extractor = createTextExtractor({ loadPdfjs: loadNodePdfjs, readDoc: readDocNode });

const GSA = 'us-gsa-rfq-4QTFHS150004-agile-delivery-services-bpa.pdf';
const CDT = 'us-ca-cdt-rfi-CDT-PQVP-0118-pqvp-agile-development.pdf';
const PLANNING = `${VNG}nieuwe-planning.docx`;
const SLA = `${VNG}bijlage-3.1-service-level-agreement.docx`;
const DOCUMENTS = [
  GSA,
  CDT,
  'us-ca-cdt-rfi-CDT-ADPQ-0117-pqvp-agile-development.pdf',
  'us-ca-cdt-rfi-CDT-PQVP-0118-attachments-A-R.docx',
  'us-ca-cdt-pqvp-2018-assessment-workbook-scores.pdf',
  PLANNING,
  SLA,
  `${VNG}bijlage-5-eigen-verklaring-volledige-inschrijving.docx`,
  `${VNG}bijlage-3.02-concept-overeenkomst-toelichting.pdf`,
];

interface Read {
  pages: string[];
  structure: DocumentStructure;
  brief: TenderBrief;
  summary: string;
  language: string;
}
const read: Record<string, Read> = {};

beforeAll(async () => {
  for (const name of DOCUMENTS) {
    const bytes = new Uint8Array(readFileSync(new URL(name, DIR)));
    const out = await extractor.extract({ bytes, fileName: name });
    const pages = [...(out.pages ?? [])];
    const analysis = analyseDocument(pages, out.structure);
    read[name] = { pages, structure: out.structure!, ...analysis };
  }
});

const linesOf = (name: string) => read[name]!.brief.sections.flatMap((s) => s.lines);
const section = (name: string, kind: string) =>
  read[name]!.brief.sections.find((s) => s.kind === kind)?.lines.map((l) => l.text) ?? [];

/** The document's running headers and footers that carry words (not a bare page number). */
const furnitureOf = (name: string) =>
  [...new Set(read[name]!.structure.pages.flatMap((p) => p.furniture))]
    .map(normaliseForMatch)
    .filter((f) => /\p{L}{3,}/u.test(f) && f.length >= 12);

describe.each(DOCUMENTS)('the brief of %s', (name) => {
  it('cites every line with a quote found on its page and the printed page label', () => {
    const { pages, structure } = read[name]!;
    for (const line of linesOf(name)) {
      const { page, quote, pageLabel } = line.citation;
      expect(quoteOnPage(quote, pages[page - 1] ?? ''), `${line.text} (p. ${page})`).toBe(true);
      const printed = structure.pages[page - 1]?.label;
      expect(pageLabel).toBe(
        printed !== undefined && printed !== String(page) ? printed : undefined,
      );
    }
  });

  it('repeats no line and no running header or footer', () => {
    const texts = linesOf(name).map((l) => normaliseForMatch(l.text));
    expect(new Set(texts).size).toBe(texts.length);
    const furniture = furnitureOf(name);
    for (const text of texts) {
      for (const f of furniture) expect(text, `"${f}" is furniture`).not.toContain(f);
    }
  });

  it("is written in the document's language", () => {
    expect(read[name]!.brief.language).toBe(read[name]!.language);
  });
});

describe('what the briefs say', () => {
  it('GSA RFQ: buyer, reference, procedure and the questions deadline in Eastern Time', () => {
    expect(section(GSA, 'buyer')).toEqual([
      'Buyer: The General Services Administration (GSA)',
      'Reference: 4QTFHS150004',
    ]);
    expect(section(GSA, 'procedure')).toEqual(['Request for Quotation']);
    expect(section(GSA, 'deadlines')).toContain('Questions: 22 June 2015 at 16:00 (UTC−04:00)');
    expect(section(GSA, 'subject').slice(0, 3)).toEqual([
      'Lot 1: Design',
      'Lot 2: Development',
      'Lot 3: Full Stack',
    ]);
    expect(section(GSA, 'limits')[0]).toMatch(/^At most 750 words/);
  });

  it('CDT RFI: what is bought in its own words, and its key dates', () => {
    expect(section(CDT, 'subject')[0]).toMatch(
      /^The California Department of Technology \(CDT\) seeks to refresh and increase the pre-qualified pool/,
    );
    expect(section(CDT, 'deadlines')).toEqual([
      'Questions: 20 February 2018 at 12:00',
      'Submission: 13 March 2018 at 17:00',
      'Award: 13 April 2018',
    ]);
  });

  it('VNG planning (Word): the schedule in Dutch, cited on the page Word shows', () => {
    expect(read[PLANNING]!.brief.language).toBe('nl');
    expect(section(PLANNING, 'deadlines')).toContain('Inschrijving: 2 december 2024 om 12:00');
    // The old schedule printed above the new one is history, not a deadline of the brief.
    expect(section(PLANNING, 'deadlines').join('\n')).not.toMatch(/28 november/);
    expect(linesOf(PLANNING).every((l) => l.citation.page === 1)).toBe(true);
  });

  it('VNG SLA (Word): what the agreement is for, from its Doel section', () => {
    const subject = read[SLA]!.brief.sections.find((s) => s.kind === 'subject')!;
    expect(subject.title).toBe('Wat wordt ingekocht');
    expect(subject.lines[0]!.text).toMatch(/^Doel van de SLA is bindende kwalitatieve/);
  });

  it('CDT RFI: the stored summary is the brief, without its running footer', () => {
    const footer = furnitureOf(CDT);
    // 'RFI # CDT-PQVP-0118 (FINAL) 02/12/18 Page N of 56' on every page but the cover.
    expect(footer.length).toBeGreaterThan(50);
    expect(read[CDT]!.summary).toMatch(/^What is bought\n- The California Department/);
    for (const f of footer) expect(normaliseForMatch(read[CDT]!.summary)).not.toContain(f);
  });
});
