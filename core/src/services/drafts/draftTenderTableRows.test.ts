import { describe, expect, it } from 'vitest';
import type { Retriever } from '../../ai/retrieval/retriever';
import { evidenceFinder } from './draftEvidenceFinder';
import type { PlannedSection } from './draftPlan';
import type { TenderPassage } from './draftSources';

const passage = (id: string, text: string, tableContext?: string): TenderPassage => ({
  id,
  text,
  role: 'main_tender',
  heading: null,
  origin: {
    source: 'tender',
    documentId: 'd1',
    documentName: 'Pricing schedule.pdf',
    knowledgeBaseId: null,
    page: 4,
  },
  ...(tableContext ? { tableContext } : {}),
});

const noRetrieval: Retriever = {
  retrieve: () => Promise.reject(new Error('no knowledge base is selected')),
  invalidate: () => undefined,
};

const section = (heading: string): PlannedSection => ({
  id: 's1',
  kind: 'criterion',
  heading,
  criterionId: 'c1',
  weight: null,
  targetWords: 300,
});

/** A rate table longer than a chunk: the second chunk's rows lack the header row. */
const TABLES = [
  {
    language: 'English',
    heading: 'Price: day rate per role',
    header: 'Role | Day rate',
    first: 'Role | Day rate\nBusiness analyst | £ 720\nSolution architect | £ 940',
    rows: 'Test manager | £ 810\nScrum master | £ 760',
    prose: 'The supplier invoices the hours worked each month, per purchase order.',
  },
  {
    language: 'Dutch',
    heading: 'Prijs: dagtarief per functie',
    header: 'Functie | Dagtarief',
    first: 'Functie | Dagtarief\nBedrijfsanalist | € 720\nOplossingsarchitect | € 940',
    rows: 'Testmanager | € 810\nScrummaster | € 760',
    prose: 'De leverancier factureert de gewerkte uren elke maand, per inkooporder.',
  },
] as const;

describe("draft: a tender's table rows are found by their column headings (issue 18)", () => {
  for (const t of TABLES) {
    it(`gives the section the rows its heading names, as the document writes them (${t.language})`, async () => {
      const find = (withContext: boolean) =>
        evidenceFinder({
          tender: [
            passage('t1', t.first),
            passage('t2', t.rows, withContext ? t.header : undefined),
            passage('t3', t.prose),
          ],
          retriever: noRetrieval,
          companyId: 'acme',
          knowledgeBaseIds: [],
          factPassages: [],
          projectName: 'Rates',
        })(section(t.heading));
      const found = await find(true);
      const rows = found.tender.find((p) => p.id === 't2');
      expect(rows?.text).toBe(t.rows);
      // Index-only: the header row is not handed on as the passage's text.
      expect(rows?.text).not.toContain(t.header);
      // Without the context (a chunk stored before it existed) the rows are not found, as before.
      const before = await find(false);
      expect(before.tender.map((p) => p.id)).not.toContain('t2');
      expect(before.tender.map((p) => p.id)).toContain('t1');
    });
  }
});
