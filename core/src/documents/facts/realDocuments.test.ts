/**
 * Fact extraction on every real tender document in ../shared/data/tender-documents, read through
 * the production extractor and analyseDocument with the structure the extractor gives (so these
 * tests follow the extractor's structure as it improves). The expected values were read from the
 * documents themselves (pdftotext -layout, and the DOCX text).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readDocNode } from '../../extraction/docReaderNode';
import { loadNodePdfjs } from '../../extraction/testPdfjs';
import { createTextExtractor } from '../../extraction/textExtractor';
import { type TenderFacts, allFacts } from '../../model/documentFacts';
import { analyseDocument } from '../analyse';
import { checkFact, quoteOnPage } from './verifyFacts';
import { detectLanguage } from './text';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const DIR = new URL('../../../../../shared/data/tender-documents/', import.meta.url);
const VNG = 'nl-vng-softwarecatalogus/';
const extractor = createTextExtractor({ loadPdfjs: loadNodePdfjs, readDoc: readDocNode });

const pagesOf: Record<string, string[]> = {};
const factsOf: Record<string, TenderFacts> = {};
const DOCUMENTS = [
  'us-gsa-rfq-4QTFHS150004-agile-delivery-services-bpa.pdf',
  'us-ca-cdt-rfi-CDT-PQVP-0118-pqvp-agile-development.pdf',
  'us-ca-cdt-rfi-CDT-ADPQ-0117-pqvp-agile-development.pdf',
  'us-ca-cdt-rfi-CDT-ADPQ-0117-vendor-questions-answers-2017-02-16.pdf',
  'us-ca-cdt-pqvp-2018-assessment-workbook-scores.pdf',
  'us-ca-cdt-rfi-CDT-PQVP-0118-attachments-A-R.docx',
  'nl-minvws-programma-van-eisen-coronamelder-2020-05-19.pdf',
  `${VNG}nieuwe-planning.docx`,
  `${VNG}bijlage-5-eigen-verklaring-volledige-inschrijving.docx`,
  `${VNG}bijlage-1.1-programma-van-eisen.docx`,
  `${VNG}bijlage-2-hosting-eisen.docx`,
  `${VNG}bijlage-3.1-service-level-agreement.docx`,
  `${VNG}bijlage-3.02-concept-overeenkomst-toelichting.pdf`,
];

beforeAll(async () => {
  for (const name of DOCUMENTS) {
    const bytes = new Uint8Array(readFileSync(new URL(name, DIR)));
    const out = await extractor.extract({ bytes, fileName: name });
    pagesOf[name] = [...(out.pages ?? [])];
    factsOf[name] = analyseDocument(pagesOf[name], out.structure).facts;
  }
});

const deadlines = (name: string) =>
  factsOf[name]!.deadlines.map((d) => ({ kind: d.value.kind, date: d.value.date, page: d.page }));

describe('GSA RFQ 4QTFHS150004 (Agile Delivery Services BPA)', () => {
  const doc = DOCUMENTS[0]!;
  it('finds buyer and reference on the cover', () => {
    expect(factsOf[doc]!.buyer).toMatchObject({
      value: 'The General Services Administration (GSA)',
      page: 1,
    });
    expect(factsOf[doc]!.reference).toMatchObject({ value: '4QTFHS150004', page: 1 });
  });
  it('reads the questions deadline in Eastern Time', () => {
    expect(deadlines(doc)).toContainEqual({
      kind: 'questions',
      date: '2015-06-22T16:00-04:00',
      page: 7,
    });
    expect(factsOf[doc]!.deadlines[0]!.quote).toMatch(/no later than Monday June 22, 2015/);
  });
  it('lists the two evaluation factors and the word limits', () => {
    expect(factsOf[doc]!.awardCriteria.map((c) => c.value.name)).toEqual([
      'Technical Approach',
      'Price',
    ]);
    expect(factsOf[doc]!.limits.map((l) => [l.value.kind, l.value.value, l.page])).toEqual([
      ['words', 750, 6],
      ['words', 1500, 18],
    ]);
  });
  it('is English', () => expect(detectLanguage(pagesOf[doc]!)).toBe('en'));
});

describe('CDT RFI CDT-PQVP-0118', () => {
  const doc = DOCUMENTS[1]!;
  it('finds buyer and reference', () => {
    expect(factsOf[doc]!.buyer?.value).toBe('STATE OF CALIFORNIA, Department of Technology');
    expect(factsOf[doc]!.reference?.value).toBe('CDT-PQVP-0118');
  });
  it('reads the key action dates (US month/day) with their kinds', () => {
    expect(deadlines(doc)).toEqual([
      { kind: 'questions', date: '2018-02-20T12:00', page: 4 },
      { kind: 'submission', date: '2018-03-13T17:00', page: 4 },
      { kind: 'award', date: '2018-04-13', page: 4 },
    ]);
  });
  it('finds the 2,000-word narrative limit and the debarment certification', () => {
    expect(factsOf[doc]!.limits[0]).toMatchObject({
      value: { kind: 'words', value: 2000 },
      page: 16,
    });
    expect(factsOf[doc]!.requirements).toContainEqual(
      expect.objectContaining({ value: expect.objectContaining({ kind: 'exclusion' }), page: 12 }),
    );
  });
});

describe('CDT RFI CDT-ADPQ-0117', () => {
  it('reads its own key action dates', () => {
    // The table's last row, one row in the structure (p. 4: 'Expiration of Ninety (90) Day Window
    // to Submit Vendor CMAS/GSA Agreement ... | 06/22/17 by 2:00 p.m.'), is a deadline too: the
    // submission window for selected vendors closes then. It says only 'expiration', so: check it.
    // The open window above it ('02/06/17 – 06/22/17') is a period, not two deadlines.
    expect(deadlines(DOCUMENTS[2]!)).toEqual([
      { kind: 'questions', date: '2017-02-13T09:00', page: 4 },
      { kind: 'submission', date: '2017-03-03T14:00', page: 4 },
      { kind: 'award', date: '2017-03-22', page: 4 },
      { kind: 'other', date: '2017-06-22T14:00', page: 4 },
    ]);
    expect(factsOf[DOCUMENTS[2]!]!.deadlines[3]!.status).toBe('check');
    expect(factsOf[DOCUMENTS[2]!]!.reference?.value).toBe('CDT-ADPQ-0117');
  });
});

describe('CDT vendor questions and answers (no invented facts)', () => {
  const doc = DOCUMENTS[3]!;
  it('yields no buyer, criteria or requirements from the questions', () => {
    const f = factsOf[doc]!;
    expect(f.buyer).toBeNull();
    expect(f.awardCriteria).toEqual([]);
    // The answers set requirements of the submission; a question sets none.
    const texts = f.requirements.map((r) => r.value.text).join('\n');
    expect(texts).toContain('must be used to document the API');
    expect(texts).toContain('must be demonstrated in the production environment');
    expect(texts).not.toContain('material breach');
    for (const r of f.requirements) expect(r.quote).not.toMatch(/\?/);
    // A question restates the RFI's limit ('the 2,000 word Technical Approach'): offered to check.
    expect(f.limits).toEqual([
      expect.objectContaining({ value: expect.objectContaining({ value: 2000 }), status: 'check' }),
    ]);
    expect(f.cpvCodes).toEqual([]);
    // Question 11 asks whether an email is an acceptable method of submission: not a method.
    expect(f.submissionMethod).toBeNull();
  });
  it('only restates the RFI’s submission deadline, as the answer does', () => {
    expect(deadlines(doc)).toEqual([{ kind: 'submission', date: '2017-03-03T14:00', page: 1 }]);
  });
});

describe('CDT assessment workbook (a scoring table)', () => {
  const doc = DOCUMENTS[4]!;
  it('reads each scored question once, with its points and page', () => {
    const criteria = factsOf[doc]!.awardCriteria;
    // 31 questions with their scale in the row, and 4 whose scale is printed around them.
    expect(criteria).toHaveLength(35);
    expect(criteria[0]).toMatchObject({
      value: {
        name: 'Does the Vendor submitting the response have a verifiable history of delivering working software?',
        weight: null,
        points: 5,
      },
      page: 2,
    });
    expect(criteria.find((c) => /Code Climate/.test(c.value.name))).toMatchObject({
      value: { name: 'Code Climate Score', points: 10 },
      page: 2,
      status: 'check',
    });
    expect(criteria.filter((c) => c.value.points === 2).length).toBeGreaterThan(20);
  });
  it('finds the narrative word limit once, not once per vendor sheet', () => {
    expect(factsOf[doc]!.limits).toHaveLength(1);
    expect(factsOf[doc]!.limits[0]).toMatchObject({
      value: { kind: 'words', value: 2000 },
      page: 2,
    });
  });
});

describe('CDT attachments A–R (DOCX)', () => {
  it('finds the federal debarment certification as an exclusion requirement', () => {
    const f = factsOf[DOCUMENTS[5]!]!;
    const exclusions = f.requirements.filter((r) => r.value.kind === 'exclusion');
    expect(exclusions[0]!.value.text).toMatch(/Debarment/);
    expect(f.deadlines).toEqual([]);
  });
  it('reads the checklist of documents to submit as required documents, to be checked', () => {
    const listed = factsOf[DOCUMENTS[5]!]!.requirements.filter(
      (r) => r.value.kind === 'declaration' && /^Attachment [B-R] /.test(r.quote),
    );
    expect(listed.map((r) => r.quote.slice(0, 12))).toEqual(
      [...'BCDEFGHIJKLMNOPQR'].map((x) => `Attachment ${x}`),
    );
    expect(listed.every((r) => r.status === 'check')).toBe(true);
  });
});

describe('Dutch documents', () => {
  it('coronamelder Programma van Eisen: Dutch, and its version date is not a deadline', () => {
    const doc = DOCUMENTS[6]!;
    expect(detectLanguage(pagesOf[doc]!)).toBe('nl');
    expect(factsOf[doc]!.deadlines).toEqual([]);
    expect(factsOf[doc]!.awardCriteria).toEqual([]);
  });

  it('VNG nieuwe planning: questions, both submission dates and both award dates (d-m-yyyy hh.mm uur)', () => {
    expect(deadlines(DOCUMENTS[7]!)).toEqual([
      { kind: 'questions', date: '2024-11-05T12:00', page: 1 },
      { kind: 'submission', date: '2024-11-28T12:00', page: 1 },
      { kind: 'submission', date: '2024-12-02T12:00', page: 1 },
      { kind: 'award', date: '2024-12-17T17:00', page: 1 },
      { kind: 'award', date: '2025-01-07T17:00', page: 1 },
      { kind: 'start', date: '2025-02-03', page: 1 },
    ]);
    expect(factsOf[DOCUMENTS[7]!]!.deadlines[0]!.value.label).toBe('Deadline indienen vragen');
  });

  it('VNG eigen verklaring: the 30-page limit of the plan van aanpak', () => {
    const f = factsOf[DOCUMENTS[8]!]!;
    expect(f.limits).toEqual([
      expect.objectContaining({
        value: { kind: 'pages', value: 30, scope: 'Het plan van aanpak mag' },
        page: 1,
      }),
    ]);
    expect(f.limits[0]!.quote).toMatch(/niet meer dan 30 pagina’s/);
  });

  it('VNG requirements, hosting and SLA annexes: no invented deadlines, criteria or limits', () => {
    for (const doc of DOCUMENTS.slice(9, 12)) {
      const f = factsOf[doc]!;
      expect(f.deadlines, doc).toEqual([]);
      expect(f.awardCriteria, doc).toEqual([]);
      expect(f.limits, doc).toEqual([]);
      expect(f.cpvCodes, doc).toEqual([]);
    }
  });

  it('VNG draft-contract explanation: the exclusion grounds on page 39', () => {
    const f = factsOf[DOCUMENTS[12]!]!;
    expect(f.requirements).toEqual([
      expect.objectContaining({ value: expect.objectContaining({ kind: 'exclusion' }), page: 39 }),
    ]);
    expect(f.requirements[0]!.quote).toMatch(/uitsluitingsgronden/);
  });
});

describe('every document', () => {
  it('keeps no fact whose quote is not on its stated page (issue 17 item 3)', () => {
    for (const doc of DOCUMENTS) {
      for (const { key, fact } of allFacts(factsOf[doc]!)) {
        // As stored, or for a rules quote of a table row, each of its cells (quoteOnPage).
        const page = pagesOf[doc]![fact.page - 1] ?? '';
        expect(
          quoteOnPage(fact.quote, page, fact.source === 'rules'),
          `${doc} ${key} p${fact.page}`,
        ).toBe(true);
      }
    }
  });
  it('gives every fact a confidence and a status, and never a date of its own as a deadline', () => {
    for (const doc of DOCUMENTS) {
      for (const { fact } of allFacts(factsOf[doc]!)) {
        expect(fact.confidence).toBeGreaterThan(0);
        expect(['sure', 'check']).toContain(fact.status);
      }
      for (const { key, fact } of allFacts(factsOf[doc]!)) {
        expect(checkFact(key, fact, pagesOf[doc]!, detectLanguage(pagesOf[doc]!)), doc).toBeNull();
      }
    }
  });
});
