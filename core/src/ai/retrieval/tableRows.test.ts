import { describe, expect, it } from 'vitest';
import { chunkPages } from '../chunking';
import { LocalModel } from '../localModel';
import { EVIDENCE_THRESHOLD } from './abstention';
import { createMemoryChunkStore } from './memoryChunkStore';
import { createLocalRetriever } from './retriever';
import type { RetrievableChunk } from './types';

const embedder = new LocalModel({ embeddingDimensions: 64 });

const prose = (topic: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) => `Paragraph ${i + 1} describes how the supplier handles ${topic} during the contract.`,
  ).join(' ');

/**
 * A pricing annex whose rate table is longer than a chunk: the rows at its end share a chunk with
 * neither the header row nor the sentence introducing the table.
 */
/** Each with a passage about a manager's hours and rate in general, which a row must outrank. */
const english = [
  `4 PRICING\n\n${prose('invoices', 3)}\n\nThe maximum hourly rates for the labour categories are:\n\n${[
    'Role | Hourly rate',
    ...Array.from({ length: 20 }, (_, i) => `Labour category ${i + 1} | $${100 + i}`),
    'Product Manager | $165',
    ...Array.from({ length: 10 }, (_, i) => `Labour category ${i + 21} | $${120 + i}`),
  ].join('\n')}`,
  `5 SECURITY\n\n${prose('security incidents', 4)}`,
  `6 REPORTING\n\nThe supplier's project manager reports the hours worked each month, priced at the rates agreed in the call-off.`,
];
const dutch = [
  `6 TARIEVEN\n\n${prose('facturen', 3)}\n\nDe maximale tarieven per functie zijn:\n\n${[
    'Functie | Uurtarief',
    ...Array.from({ length: 20 }, (_, i) => `Functiegroep ${i + 1} | € ${90 + i}`),
    'Projectleider | € 125',
    ...Array.from({ length: 10 }, (_, i) => `Functiegroep ${i + 21} | € ${110 + i}`),
  ].join('\n')}`,
  `7 PLANNING\n\nDe projectleider van de leverancier plant elke week een overleg met de opdrachtgever en rapporteert de gewerkte uren tegen het afgesproken tarief.`,
];

async function retrieverOver(withContext: boolean) {
  const chunks: RetrievableChunk[] = [];
  for (const [name, pages] of [
    ['pricing-annex.docx', english],
    ['tarievenbijlage.docx', dutch],
  ] as const) {
    const pieces = chunkPages(pages, { maxChars: 400 });
    const vectors = await embedder.embed(pieces.map((c) => c.text));
    pieces.forEach((c, i) =>
      chunks.push({
        id: `kb/${name}-${c.order}`,
        text: c.text,
        embedding: vectors[i] ?? null,
        tableContext: withContext ? (c.tableContext ?? null) : null,
        source: {
          knowledgeBaseId: 'kb',
          documentId: name,
          documentName: name,
          page: c.page,
          heading: c.heading,
        },
      }),
    );
  }
  const store = createMemoryChunkStore();
  store.put('acme', chunks);
  return createLocalRetriever(store, embedder);
}

describe('a table row is found by its column headings (issue 18)', () => {
  it('answers a question in the headings’ words from the row, quoting the row only (English and Dutch)', async () => {
    const retriever = await retrieverOver(true);
    for (const [query, row, header] of [
      ['What is the hourly rate of a product manager?', 'Product Manager | $165', 'Hourly rate'],
      ['Wat is het uurtarief van een projectleider?', 'Projectleider | € 125', 'Uurtarief'],
    ] as const) {
      const [top] = await retriever.retrieve({ companyId: 'acme', query, limit: 5 });
      expect(top?.text).toContain(row);
      // The passage is what the document says there: the header row is index-only.
      expect(top?.text).not.toContain(header);
      expect(top!.evidence).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    }
  });

  it('without the headings the row’s chunk loses to a passage about rates in general (what failed before)', async () => {
    const [without, withContext] = await Promise.all([retrieverOver(false), retrieverOver(true)]);
    for (const [query, row] of [
      ['What is the hourly rate of a product manager?', 'Product Manager | $165'],
      ['Wat is het uurtarief van een projectleider?', 'Projectleider | € 125'],
    ] as const) {
      const before = await without.retrieve({ companyId: 'acme', query, limit: 5 });
      expect(before[0]?.text).not.toContain(row);
      const after = await withContext.retrieve({ companyId: 'acme', query, limit: 5 });
      const evidenceOf = (found: typeof before) =>
        found.find((p) => p.text.includes(row))?.evidence ?? 0;
      expect(evidenceOf(after)).toBeGreaterThan(evidenceOf(before));
    }
  });
});
