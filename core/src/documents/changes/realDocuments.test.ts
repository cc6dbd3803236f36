/**
 * What changed, on the real shared tender documents: the VNG annexes (Vernieuwen
 * Softwarecatalogus) with the buyer's revised schedule (nieuwe-planning.docx), and the California
 * CDT RFI with its vendor questions and answers. Read through the production extractor and
 * analyseDocument, as the processor reads them.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readDocNode } from '../../extraction/docReaderNode';
import { loadNodePdfjs } from '../../extraction/testPdfjs';
import { createTextExtractor } from '../../extraction/textExtractor';
import type { DeadlineFact, TenderFacts } from '../../model/documentFacts';
import { analyseDocument } from '../analyse';
import { profileDocument } from './documentProfile';
import { type FactDocument, changesBy, projectFactHistory, stateOfFact } from './factChanges';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const DIR = new URL('../../../../../shared/data/tender-documents/', import.meta.url);
const VNG = 'nl-vng-softwarecatalogus/';
const PLANNING = `${VNG}nieuwe-planning.docx`;
const SELF_DECLARATION = `${VNG}bijlage-5-eigen-verklaring-volledige-inschrijving.docx`;
const REQUIREMENTS = `${VNG}bijlage-1.1-programma-van-eisen.docx`;
const CDT_RFI = 'us-ca-cdt-rfi-CDT-ADPQ-0117-pqvp-agile-development.pdf';
const CDT_QA = 'us-ca-cdt-rfi-CDT-ADPQ-0117-vendor-questions-answers-2017-02-16.pdf';
const PVE = 'nl-minvws-programma-van-eisen-coronamelder-2020-05-19.pdf';
const CDT_0118 = 'us-ca-cdt-rfi-CDT-PQVP-0118-pqvp-agile-development.pdf';
const GIBIT = `${VNG}bijlage-3.02-concept-overeenkomst-toelichting.pdf`;
const SLA = `${VNG}bijlage-3.1-service-level-agreement.docx`;
const extractor = createTextExtractor({ loadPdfjs: loadNodePdfjs, readDoc: readDocNode });

const read: Record<string, { pages: string[]; facts: TenderFacts }> = {};
beforeAll(async () => {
  for (const name of [
    PLANNING,
    SELF_DECLARATION,
    REQUIREMENTS,
    CDT_RFI,
    CDT_QA,
    PVE,
    CDT_0118,
    GIBIT,
    SLA,
  ]) {
    const bytes = new Uint8Array(readFileSync(new URL(name, DIR)));
    const out = await extractor.extract({ bytes, fileName: name });
    const pages = [...(out.pages ?? [])];
    read[name] = { pages, facts: analyseDocument(pages, out.structure).facts };
  }
});

const MIN = 60_000;
const fileName = (path: string) => path.split('/').pop()!;
/** A stored document as the processor leaves it, uploaded at `created` minutes. */
function stored(path: string, created: number, together = false): FactDocument {
  const { pages, facts } = read[path]!;
  const profile = profileDocument(fileName(path), pages);
  return {
    id: fileName(path),
    name: fileName(path),
    facts,
    kind: profile.kind,
    statedDate: profile.statedDate?.date ?? null,
    createdAtMs: created * MIN,
    processedAtMs: together ? null : created * MIN + 30_000,
  };
}

/**
 * The tender guide's schedule as its own document states it (the Beschrijvend document is not in
 * the shared set; nieuwe-planning.docx's first table is its schedule): processed through the same
 * rules from the text of that table.
 */
function guide(created: number): FactDocument {
  const page =
    'Beschrijvend document Vernieuwen Softwarecatalogus\nDatum: 24 oktober 2024\n\n' +
    'Actie: | Datum:\nPublicatie bestek | 24-10-2024\nDeadline indienen vragen | 5-11-2024 12.00 uur\n' +
    'Deadline indienen offerte | 28-11-2024 12.00 uur\nVoorlopige gunning | 17-12-2024 17.00 uur';
  const profile = profileDocument('beschrijvend-document.docx', [page]);
  return {
    id: 'guide',
    name: 'beschrijvend-document.docx',
    facts: analyseDocument([page]).facts,
    kind: profile.kind,
    statedDate: profile.statedDate?.date ?? null,
    createdAtMs: created * MIN,
    processedAtMs: created * MIN + 30_000,
  };
}

const dateOf = (f: { fact: unknown }) => (f.fact as DeadlineFact).value.date;

describe('VNG Vernieuwen Softwarecatalogus: the revised schedule', () => {
  it('moves the submission deadline from 28 to 2 December, citing nieuwe-planning.docx p. 1', () => {
    const history = projectFactHistory([guide(0), stored(PLANNING, 10)]);
    const moved = changesBy(history, 'nieuwe-planning.docx');
    expect(moved.map((c) => c.slot)).toEqual(['deadlines:submission']);
    expect(moved[0]!.from.map(dateOf)).toEqual(['2024-11-28T12:00']);
    expect(moved[0]!.to.map(dateOf)).toEqual(['2024-12-02T12:00']);
    expect(moved[0]!.to[0]!.fact.page).toBe(1);
    expect(moved[0]!.to[0]!.fact.quote).toBe('Deadline indienen offerte | 2-12-2024 12.00 uur');
    // The guide's date and the old table's row quoted again in the revision are history now.
    expect(stateOfFact(history, 'guide', 'deadlines', 1)).toBe('superseded');
    const planning = read[PLANNING]!.facts.deadlines;
    const oldRow = planning.findIndex((d) => d.value.date === '2024-11-28T12:00');
    const newRow = planning.findIndex((d) => d.value.date === '2024-12-02T12:00');
    expect(stateOfFact(history, 'nieuwe-planning.docx', 'deadlines', oldRow)).toBe('superseded');
    expect(stateOfFact(history, 'nieuwe-planning.docx', 'deadlines', newRow)).toBe('current');
    // Unchanged dates (questions, provisional award) stay current in both.
    expect(stateOfFact(history, 'guide', 'deadlines', 0)).toBe('current');
    expect(history.conflicts).toEqual([]);
  });

  it('the order holds when the old guide is uploaded after the revision: its stated date is older', () => {
    const planning = stored(PLANNING, 0);
    const late = guide(10);
    // nieuwe-planning states no date of its own, so upload order decides here: the guide is later
    // and its 28 November moves the date back. With both dated, the stated dates decide.
    expect(planning.statedDate).toBeNull();
    expect(late.statedDate).toBe('2024-10-24');
    const dated = { ...planning, statedDate: '2024-11-06' };
    const history = projectFactHistory([dated, late]);
    expect(changesBy(history, 'nieuwe-planning.docx').map((c) => c.to.map(dateOf))).toEqual([
      ['2024-12-02T12:00'],
    ]);
  });

  it('on its own the revision gives one current submission deadline and the old one as history', () => {
    const history = projectFactHistory([stored(PLANNING, 0)]);
    const planning = read[PLANNING]!.facts.deadlines;
    const submissions = planning
      .map((d, i) => ({
        date: d.value.date,
        state: stateOfFact(history, 'nieuwe-planning.docx', 'deadlines', i),
      }))
      .filter((_, i) => planning[i]!.value.kind === 'submission');
    expect(submissions).toEqual([
      { date: '2024-11-28T12:00', state: 'superseded' },
      { date: '2024-12-02T12:00', state: 'current' },
    ]);
    // The "moved" notice and the notification work from this one document.
    const moved = changesBy(history, 'nieuwe-planning.docx');
    expect(moved.map((c) => [c.slot, c.from.map(dateOf), c.to.map(dateOf)])).toEqual([
      ['deadlines:submission', ['2024-11-28T12:00'], ['2024-12-02T12:00']],
    ]);
    expect(history.conflicts).toEqual([]);
  });

  it('the annexes uploaded together with the revision: only the revision’s own move, no conflict', () => {
    const history = projectFactHistory([
      stored(SELF_DECLARATION, 0, true),
      stored(REQUIREMENTS, 0, true),
      stored(PLANNING, 0, true),
    ]);
    expect(history.changes.map((c) => [c.slot, c.to[0]!.documentId])).toEqual([
      ['deadlines:submission', 'nieuwe-planning.docx'],
    ]);
    expect(history.conflicts).toEqual([]);
  });

  it('the guide and the revision uploaded together: the revision names the guide’s date as its old one, so it moves', () => {
    const together = { ...guide(0), statedDate: null, processedAtMs: null };
    const history = projectFactHistory([together, stored(PLANNING, 0, true)]);
    expect(history.conflicts).toEqual([]);
    expect(history.changes.map((c) => [c.from.map(dateOf), c.to.map(dateOf)])).toEqual([
      [['2024-11-28T12:00'], ['2024-12-02T12:00']],
    ]);
    expect(stateOfFact(history, 'guide', 'deadlines', 1)).toBe('superseded');
  });
});

describe('profiles of the real documents', () => {
  it('the CDT vendor questions and answers are a clarifications document; the RFI is not', () => {
    expect(profileDocument(fileName(CDT_QA), read[CDT_QA]!.pages).kind).toBe('clarifications');
    expect(profileDocument(fileName(CDT_RFI), read[CDT_RFI]!.pages).kind).toBeNull();
    for (const path of [PLANNING, SELF_DECLARATION, REQUIREMENTS, PVE]) {
      expect(profileDocument(fileName(path), read[path]!.pages).kind, path).toBeNull();
    }
  });
  it('the Programma van Eisen states its version date on the cover', () => {
    expect(profileDocument(fileName(PVE), read[PVE]!.pages).statedDate).toEqual({
      date: '2020-05-19',
      page: 1,
      quote: 'Versie 0.5, 19 mei 2020',
    });
  });
  it('a cover or colophon dated by a line holding only the date', () => {
    const dated: [string, string, number, string][] = [
      [CDT_RFI, '2017-02-06', 1, 'February 6, 2017'],
      [CDT_0118, '2018-02-12', 1, 'February 12, 2018'],
      // A colophon or title page after the cover.
      [GIBIT, '2024-02-19', 2, '19 februari 2024'],
      [SLA, '2021-05-18', 2, '18 mei 2021'],
    ];
    for (const [path, date, page, quote] of dated) {
      expect(profileDocument(fileName(path), read[path]!.pages).statedDate, path).toEqual({
        date,
        page,
        quote,
      });
    }
  });
  it('the revised schedule states no date of its own (its rows date the tender’s steps)', () => {
    expect(profileDocument(fileName(PLANNING), read[PLANNING]!.pages).statedDate).toBeNull();
  });
  it('the CDT answers come after the RFI they answer and move none of its dates', () => {
    const history = projectFactHistory([stored(CDT_QA, 0, true), stored(CDT_RFI, 0, true)]);
    expect(history.order).toEqual([fileName(CDT_RFI), fileName(CDT_QA)]);
    expect(history.conflicts).toEqual([]);
  });
});
