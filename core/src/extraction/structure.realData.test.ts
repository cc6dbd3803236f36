/**
 * The structure read from real tender documents (issue 17), checked against what a reader sees in
 * them: Word's own page count (docProps/app.xml <Pages>) and the page numbers the documents'
 * tables of contents print, the schedule tables of the VNG planning, the CDT RFI's running footer
 * and key-dates table, the printed page numbers.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExtractedText } from '../ports/external';
import { readDocNode } from './docReaderNode';
import { wordPageCount } from './docxStructure';
import {
  type Block,
  type DocumentStructure,
  type TableBlock,
  blockText,
  structuredPageText,
} from './structure';
import { loadNodePdfjs } from './testPdfjs';
import { createTextExtractor } from './textExtractor';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const DIR = new URL('../../../../shared/data/tender-documents/', import.meta.url);
const VNG = 'nl-vng-softwarecatalogus/';
const extractor = createTextExtractor({ loadPdfjs: loadNodePdfjs, readDoc: readDocNode });
const bytesOf = (name: string) => new Uint8Array(readFileSync(new URL(name, DIR)));
const read: Record<string, ExtractedText> = {};
const structureOf = (name: string): DocumentStructure => read[name]!.structure!;

const DOCX = [
  `${VNG}bijlage-1.1-programma-van-eisen.docx`,
  `${VNG}bijlage-3.1-service-level-agreement.docx`,
  `${VNG}bijlage-5-eigen-verklaring-volledige-inschrijving.docx`,
  `${VNG}nieuwe-planning.docx`,
  `${VNG}bijlage-2-hosting-eisen.docx`,
  'us-ca-cdt-rfi-CDT-PQVP-0118-attachments-A-R.docx',
];
const CDT = 'us-ca-cdt-rfi-CDT-PQVP-0118-pqvp-agile-development.pdf';
const GSA = 'us-gsa-rfq-4QTFHS150004-agile-delivery-services-bpa.pdf';
const PVE = 'nl-minvws-programma-van-eisen-coronamelder-2020-05-19.pdf';
const GIBIT = `${VNG}bijlage-3.02-concept-overeenkomst-toelichting.pdf`;

beforeAll(async () => {
  for (const name of [...DOCX, CDT, GSA, PVE, GIBIT]) {
    read[name] = await extractor.extract({ bytes: bytesOf(name), fileName: name });
  }
});

const tables = (blocks: readonly Block[]) =>
  blocks.filter((b): b is TableBlock => b.kind === 'table');
/** The 1-based page whose blocks hold a heading with this text. */
const pageOfHeading = (s: DocumentStructure, text: string) =>
  s.pages.find((p) => p.blocks.some((b) => b.kind === 'heading' && b.text === text))?.index;

describe('Word documents: the pages Word laid out', () => {
  it.each([
    [`${VNG}bijlage-1.1-programma-van-eisen.docx`, 8],
    [`${VNG}bijlage-5-eigen-verklaring-volledige-inschrijving.docx`, 1],
    [`${VNG}nieuwe-planning.docx`, 1],
    ['us-ca-cdt-rfi-CDT-PQVP-0118-attachments-A-R.docx', 20],
  ])('%s has the page count Word saved (%i)', (name, pages) => {
    const app = strFromU8(
      unzipSync(bytesOf(name), { filter: (f) => f.name === 'docProps/app.xml' })[
        'docProps/app.xml'
      ]!,
    );
    expect(wordPageCount(app)).toBe(pages);
    expect(read[name]!.pages).toHaveLength(pages);
    expect(structureOf(name).pagination).toBe('word-rendered');
  });

  it('puts the SLA’s chapters on the pages its table of contents prints', () => {
    const s = structureOf(`${VNG}bijlage-3.1-service-level-agreement.docx`);
    // The document's own table of contents: Inleiding 4, Governance 6, Dienstverlening 7.
    expect(pageOfHeading(s, 'Inleiding')).toBe(4);
    expect(pageOfHeading(s, 'Governance')).toBe(6);
    expect(pageOfHeading(s, 'Dienstverlening, doelen, afspraken en resultaten')).toBe(7);
    // Word numbers the headings through numbering.xml: 1. Inleiding, 1.1. Doel van de SLA.
    const heading = s.pages[3]!.blocks.find((b) => b.kind === 'heading' && b.level === 2);
    expect(heading).toEqual({ kind: 'heading', text: 'Doel van de SLA', level: 2, number: '1.1.' });
    // Its footer prints the page number from page 2 on; the cover has none.
    expect(s.pages[0]!.label).toBeUndefined();
    expect(s.pages[4]!.label).toBe('5');
  });

  it('falls back to estimated pages for a file saved without page markers', () => {
    const s = structureOf(`${VNG}bijlage-2-hosting-eisen.docx`);
    expect(s.pagination).toBe('estimated');
    expect(read[`${VNG}bijlage-2-hosting-eisen.docx`]!.text).toMatch(/hosting/i);
  });

  it('the text by page is the structure’s pages, so a fact’s page is Word’s page', () => {
    for (const name of DOCX) {
      const s = structureOf(name);
      expect(read[name]!.pages, name).toEqual(s.pages.map(structuredPageText));
      expect(s.pages.map((p) => p.index)).toEqual(s.pages.map((_, i) => i + 1));
    }
  });

  it('reads the VNG planning’s two schedule tables as rows of cells', () => {
    const [before, after] = tables(structureOf(`${VNG}nieuwe-planning.docx`).pages[0]!.blocks);
    expect(before!.rows[0]).toEqual(['Actie:', 'Datum:']);
    expect(before!.rows).toContainEqual(['Deadline indienen offerte', '28-11-2024 12.00 uur']);
    expect(after!.rows).toContainEqual(['Deadline indienen offerte', '2-12-2024 12.00 uur']);
    expect(read[`${VNG}nieuwe-planning.docx`]!.pages![0]).toContain(
      'Deadline indienen offerte | 2-12-2024 12.00 uur',
    );
  });

  it('keeps the CDT attachments’ printed page numbers (37 to 56) and their running footer', () => {
    const s = structureOf('us-ca-cdt-rfi-CDT-PQVP-0118-attachments-A-R.docx');
    expect(s.pages[0]!.label).toBe('37');
    expect(s.pages[19]!.label).toBe('56');
    expect(s.pages[0]!.blocks[0]).toEqual({
      kind: 'heading',
      level: 1,
      text: 'Attachment A: PQVP AD-DS Administrative Requirements Checklist',
    });
    expect(s.pages[0]!.furniture.join(' ')).toContain('RFI # CDT-PQVP-0118');
    // Word's list numbering: the certification's numbered sections and lettered instructions.
    const page9 = s.pages[8]!.blocks.filter((b) => b.kind === 'listItem').map(blockText);
    expect(page9).toContain('2. Present Status');
    expect(page9.some((t) => t.startsWith('b. The certification in this class'))).toBe(true);
  });
});

describe('PDF documents: positions make lines, tables, headers and printed numbers', () => {
  it('sets the CDT RFI’s running footer apart from the text on every numbered page', () => {
    const s = structureOf(CDT);
    const withFooter = s.pages.filter((p) =>
      p.furniture.some((f) => /^RFI # CDT-PQVP-0118 \(Final\) 02\/12\/18 Page \d+ of 56$/.test(f)),
    );
    expect(withFooter.length).toBeGreaterThanOrEqual(50);
    for (const page of s.pages) {
      expect(page.blocks.map(blockText).join('\n')).not.toMatch(/Page \d+ of 56/);
    }
    expect(s.pages[3]!.label).toBe('4');
    expect(s.pages[55]!.label).toBe('56');
    // The page text keeps the footer, as the reader sees the page.
    expect(read[CDT]!.pages![3]).toContain('Page 4 of 56');
  });

  it('reads the CDT key action dates as a table with one row per event', () => {
    const page = structureOf(CDT).pages[3]!;
    expect(page.blocks).toContainEqual({
      kind: 'heading',
      level: 2,
      number: 'A.1',
      text: 'PQVP AD-DS Key Action Dates',
    });
    const [dates] = tables(page.blocks);
    expect(dates!.rows[0]).toEqual(['Event', 'Date(s)/Time']);
    expect(dates!.rows).toContainEqual([
      'Due Date for Complete RFI Response Submission Package',
      '03/13/18 by 5:00 p.m.',
    ]);
    expect(dates!.rows).toContainEqual([
      'Due Date to Submit Vendor Questions and PQVP AD-DS Vendor Profile (via email)',
      '02/20/18 by Noon',
    ]);
  });

  it('finds the GSA RFQ’s page numbers, numbered sections and lettered items', () => {
    const s = structureOf(GSA);
    expect(s.pagination).toBe('fixed');
    expect(s.pages.map((p) => p.label)).toEqual(s.pages.map((p) => String(p.index)));
    const page3 = s.pages[2]!.blocks;
    expect(page3[0]).toEqual({
      kind: 'heading',
      level: 1,
      number: '1.0',
      text: 'INSTRUCTIONS TO QUOTERS',
    });
    const request = page3.find((b) => b.kind === 'listItem' && b.number === '1.1');
    // Its wrapped lines are joined into one item.
    expect(request && blockText(request)).toMatch(
      /^1\.1 Request for Quote: This is a Request for Quotation \(RFQ\), under Federal Acquisition Regulation/,
    );
    expect(page3).toContainEqual(expect.objectContaining({ kind: 'listItem', number: 'B.' }));
    expect(read[GSA]!.pages![0]).toMatch(/4QTFHS150004/);
  });

  it('reads the Dutch programma van eisen’s chapters and numbered conditions', () => {
    const s = structureOf(PVE);
    expect(pageOfHeading(s, 'Over dit document')).toBe(3);
    const page6 = s.pages[5]!.blocks;
    const numbers = page6
      .filter((b) => b.kind === 'listItem')
      .map((b) => b.kind !== 'table' && b.number);
    expect(numbers.slice(0, 13)).toEqual(Array.from({ length: 13 }, (_, i) => `${i + 1}.`));
    // Its requirements are numbered F1. to F13. on page 9, each its own item under its heading.
    const page9 = s.pages[8]!.blocks;
    expect(
      page9.filter((b) => b.kind === 'listItem').map((b) => b.kind !== 'table' && b.number),
    ).toEqual(Array.from({ length: 13 }, (_, i) => `F${i + 1}.`));
    expect(page9).toContainEqual({
      kind: 'listItem',
      number: 'F8.',
      text: 'De app verwijdert automatisch alle contactcodes die langer dan 14 dagen geleden zijn verzameld.',
    });
    expect(s.pages[2]!.label).toBe('3');
    // A footnote mark is not a page number.
    expect(s.pages.every((p) => p.label === String(p.index))).toBe(true);
  });

  it('takes the page number from a running header that names the publisher', () => {
    const s = structureOf(GIBIT);
    expect(s.pages[9]!.furniture).toContain('VNG Realisatie 10');
    expect(s.pages[9]!.label).toBe('10');
    expect(s.pages[0]!.label).toBeUndefined();
  });
});
