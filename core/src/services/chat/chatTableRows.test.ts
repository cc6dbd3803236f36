import { describe, expect, it } from 'vitest';
import { LocalModel } from '../../ai/localModel';
import { refs } from '../../model/paths';
import { CID, PID, draftWorld } from '../drafts/draftTestWorld';
import { projectChat } from './chatTestWorld';

const rows = (n: number, row: (i: number) => string) => Array.from({ length: n }, (_, i) => row(i));

/**
 * A tender whose table is longer than a chunk: the row asked about lands in a chunk with neither
 * the table's header row nor its heading. A prose passage shares the row's own words, not the
 * column's, so that the row is found only through its table's headings.
 */
const ENGLISH = [
  `3 INSPECTIONS\n\nThe contractor inspects every installation on the site and records each inspection in the maintenance log.\n\n${[
    'Installation | Inspection interval',
    ...rows(45, (i) => `Pumping station ${i + 1} | every ${(i % 8) + 2} weeks`),
    'Emergency generator | every 6 months',
    ...rows(8, (i) => `Ventilation unit ${i + 1} | every ${(i % 5) + 3} months`),
  ].join(
    '\n',
  )}\n\n4 GENERATORS\n\nThe contractor keeps the fuel tank of the emergency generator full and reports every fault of the emergency generator within one working day.`,
];
const DUTCH = [
  `5 OPLEVERING\n\nDe aannemer levert het gebouw op met de verklaringen van alle onderdelen die hij heeft aangebracht.\n\n${[
    'Onderdeel | Garantietermijn',
    ...rows(70, (i) => `Kozijn type ${i + 1} | ${(i % 6) + 5} jaar`),
    'Dakbedekking | 15 jaar',
    ...rows(8, (i) => `Binnendeur type ${i + 1} | ${(i % 4) + 2} jaar`),
  ].join(
    '\n',
  )}\n\n6 ONDERHOUD DAK\n\nDe aannemer herstelt een lekkage in de dakbedekking binnen twee werkdagen na de melding.`,
];

async function chatOver(
  name: string,
  pages: readonly string[],
  options: { storedContext: boolean } = { storedContext: true },
) {
  const model = new LocalModel();
  const w = draftWorld({ model });
  await w.company();
  await w.project();
  const did = await w.tenderDocument(name, pages);
  if (!options.storedContext) {
    // A chunk written before table context was stored: no context, as before.
    const chunks = await w.docs.getDocs(refs.projectDocumentChunks(CID, PID, did));
    for (const c of chunks.docs) {
      const { tableContext: _dropped, ...rest } = c.data;
      await w.docs.setDoc(c.ref, rest as never);
    }
  }
  const chat = projectChat(w);
  return async (text: string) => (await chat.ask(text)).answer;
}

const CASES = [
  {
    language: 'English',
    name: 'Maintenance specification.pdf',
    pages: ENGLISH,
    question: 'What is the inspection interval of the emergency generator?',
    row: 'Emergency generator | every 6 months',
    header: 'Inspection interval',
  },
  {
    language: 'Dutch',
    name: 'Bestek nieuwbouw.pdf',
    pages: DUTCH,
    question: 'Wat is de garantietermijn van de dakbedekking?',
    row: 'Dakbedekking | 15 jaar',
    header: 'Garantietermijn',
  },
] as const;

describe('project chat: a table row is found by its column headings (issue 18)', () => {
  for (const c of CASES) {
    it(`answers a question in the column's words from the row first and quotes only the row (${c.language})`, async () => {
      const ask = await chatOver(c.name, c.pages);
      const answer = await ask(c.question);
      // The row is the best passage: cited first, quoted as the document writes it, without the
      // header row or heading it was found by (index-only).
      expect(answer.citations[0]).toMatchObject({ documentName: c.name, quote: c.row });
      expect(answer.text.startsWith(`${c.row} [1]`)).toBe(true);
      const rowQuotes = answer.citations.filter((q) => q.quote.includes(c.row));
      for (const q of rowQuotes) expect(q.quote).not.toContain(c.header);
    });

    it(`without stored table context behaves as before: the row is found by its own words only (${c.language})`, async () => {
      const ask = await chatOver(c.name, c.pages, { storedContext: false });
      const answer = await ask(c.question);
      // Another passage comes first, as it did before: the row is not the best answer.
      expect(answer.citations[0]?.quote).not.toBe(c.row);
      expect(answer.text.startsWith(`${c.row} [1]`)).toBe(false);
    });
  }
});
