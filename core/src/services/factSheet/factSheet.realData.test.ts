/**
 * The fact-sheet rules over real tender documents (../shared/data/tender-documents): these are
 * buyers' documents, not company profiles, so the sheet must stay small and sane — every quote
 * really in its page, no person without a capitalised name, no amount that is not money.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { readDocNode } from '../../extraction/docReaderNode';
import { loadNodePdfjs } from '../../extraction/testPdfjs';
import { createTextExtractor } from '../../extraction/textExtractor';
import { extractFactSheet } from './buildFactSheet';
import type { FactSource } from './ruleExtractor';

vi.setConfig({ testTimeout: 120_000 });

const DIR = new URL('../../../../../shared/data/tender-documents/', import.meta.url);
const DOCUMENTS = [
  'nl-minvws-programma-van-eisen-coronamelder-2020-05-19.pdf',
  'nl-vng-softwarecatalogus/bijlage-1.1-programma-van-eisen.docx',
  'nl-vng-softwarecatalogus/bijlage-2-hosting-eisen.docx',
  'us-gsa-rfq-4QTFHS150004-agile-delivery-services-bpa.pdf',
];

describe.skipIf(!existsSync(DIR))('fact sheet over real tender documents', () => {
  it('produces only facts quoted from their pages, and no nonsense', async () => {
    const extractor = createTextExtractor({ loadPdfjs: loadNodePdfjs, readDoc: readDocNode });
    const sources: FactSource[] = [];
    for (const name of DOCUMENTS) {
      const out = await extractor.extract({
        bytes: new Uint8Array(readFileSync(new URL(name, DIR))),
        fileName: name,
      });
      (out.pages ?? []).forEach((text, i) =>
        sources.push({
          chunkId: `${name}#${i}`,
          documentId: name,
          documentName: name,
          page: i + 1,
          text,
        }),
      );
    }
    expect(sources.length).toBeGreaterThan(20);
    const sheet = await extractFactSheet(sources, Date.parse('2026-11-23'));
    const byId = new Map(sources.map((s) => [s.chunkId, s.text]));
    const facts = [
      ...sheet.certificates,
      ...sheet.referenceProjects,
      ...sheet.keyPeople,
      ...sheet.turnover,
      ...sheet.headcount,
    ];
    for (const f of facts) expect(byId.get(f.citation.chunkId)).toContain(f.citation.quote);
    for (const p of sheet.keyPeople) expect(p.name).toMatch(/^[A-Z][\p{L}.' -]+$/u);
    // Buyers' documents name the certificates they require (e.g. ISO 27001), nothing else.
    expect(sheet.referenceProjects.length).toBeLessThanOrEqual(2);
    expect(sheet.turnover.length).toBeLessThanOrEqual(2);
    console.log(
      JSON.stringify(
        {
          schemes: sheet.schemes,
          people: sheet.keyPeople.map((p) => [p.name, p.role]),
          projects: sheet.referenceProjects.map((p) => p.title),
          turnover: sheet.turnover.map((t) => [t.amount, t.citation.quote.slice(0, 80)]),
          headcount: sheet.headcount.map((h) => [h.count, h.citation.quote.slice(0, 80)]),
        },
        null,
        1,
      ),
    );
  });
});
