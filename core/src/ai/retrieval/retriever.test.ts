import { describe, expect, it } from 'vitest';
import { LocalModel } from '../localModel';
import { createMemoryChunkStore } from './memoryChunkStore';
import { EVIDENCE_THRESHOLD } from './abstention';
import { ANSWERING_EVIDENCE_WEIGHT, createLocalRetriever, createRetriever } from './retriever';
import type { RetrievableChunk, VectorIndex } from './types';

const embedder = new LocalModel({ embeddingDimensions: 64 });

async function chunk(
  kb: string,
  id: string,
  text: string,
  page = 1,
  heading: string | null = null,
): Promise<RetrievableChunk> {
  const [embedding] = await embedder.embed([text]);
  return {
    id: `${kb}/${id}`,
    text,
    embedding: embedding ?? null,
    source: { knowledgeBaseId: kb, documentId: id, documentName: `${id}.pdf`, page, heading },
  };
}

/** A store holding, for company acme, one passage of knowledge base kb for each text, by id. */
async function storeOf(texts: Record<string, string>) {
  const store = createMemoryChunkStore();
  store.put(
    'acme',
    await Promise.all(Object.entries(texts).map(([id, text]) => chunk('kb', id, text))),
  );
  return store;
}

const ACME = [
  [
    'kb-q',
    'iso',
    'Wij zijn gecertificeerd volgens ISO 9001 voor kwaliteitsmanagement sinds 2015.',
    3,
    'Certificaten',
  ],
  ['kb-q', 'vca', 'Al onze monteurs hebben een geldig VCA-certificaat.', 4, 'Veiligheid'],
  [
    'kb-r',
    'ref',
    'Reference project: road maintenance for the municipality of Utrecht, 2021, EUR 2.4 million.',
    7,
    'References',
  ],
  ['kb-r', 'team', 'Our project manager holds a PRINCE2 Practitioner certificate.', 8, null],
] as const;
const RIVAL = [
  [
    'kb-x',
    'secret',
    'Rival pricing strategy: discount of 17 percent on all road maintenance bids in Utrecht.',
    1,
    null,
  ],
  ['kb-x', 'iso', 'ISO 9001 and ISO 14001 certified; CO2-prestatieladder level 5.', 2, 'Kwaliteit'],
] as const;

async function world() {
  const store = createMemoryChunkStore();
  store.put(
    'acme',
    await Promise.all(
      ACME.map(([kb, id, text, page, heading]) => chunk(kb, id, text, page, heading)),
    ),
  );
  store.put(
    'rival',
    await Promise.all(
      RIVAL.map(([kb, id, text, page, heading]) => chunk(kb, id, text, page, heading)),
    ),
  );
  return { store, retriever: createLocalRetriever(store, embedder) };
}

describe('hybrid retrieval', () => {
  it('finds the passage by stemmed words in Dutch and English and carries its source', async () => {
    const { retriever } = await world();
    const nl = await retriever.retrieve({
      companyId: 'acme',
      query: 'Welke certificaten hebben de monteurs?',
    });
    expect(nl[0]?.id).toBe('kb-q/vca');
    const en = await retriever.retrieve({
      companyId: 'acme',
      query: 'references of roads maintained',
    });
    expect(en[0]).toMatchObject({
      id: 'kb-r/ref',
      source: {
        knowledgeBaseId: 'kb-r',
        documentId: 'ref',
        documentName: 'ref.pdf',
        page: 7,
        heading: 'References',
      },
    });
    expect(en[0]?.lexicalRank).toBe(1);
    expect(en[0]?.vectorRank).not.toBeNull();
  });

  it('limits to the chosen knowledge bases and to the number asked', async () => {
    const { retriever } = await world();
    const hits = await retriever.retrieve({
      companyId: 'acme',
      query: 'certificate ISO VCA PRINCE2',
      knowledgeBaseIds: ['kb-r'],
    });
    expect(hits.map((h) => h.id)).toEqual(['kb-r/team']);
    const one = await retriever.retrieve({ companyId: 'acme', query: 'certificaat', limit: 1 });
    expect(one).toHaveLength(1);
  });

  it('returns nothing for an empty query, a query of stop words only, or a company without chunks', async () => {
    const { retriever } = await world();
    expect(await retriever.retrieve({ companyId: 'acme', query: '   ' })).toEqual([]);
    expect(await retriever.retrieve({ companyId: 'nobody', query: 'ISO 9001' })).toEqual([]);
    const stop = await retriever.retrieve({ companyId: 'acme', query: 'de het een the of and' });
    // Only the vector side can answer, and stop words embed to a zero vector: nothing.
    expect(stop).toEqual([]);
  });

  it('sees new chunks after invalidate', async () => {
    const { store, retriever } = await world();
    const before = await retriever.retrieve({ companyId: 'acme', query: 'asbestsanering' });
    expect(before.map((h) => h.id)).not.toContain('kb-q/asbest');
    store.put('acme', [
      await chunk('kb-q', 'asbest', 'Wij voeren asbestsanering uit volgens SC-530.'),
    ]);
    retriever.invalidate('acme');
    const hits = await retriever.retrieve({ companyId: 'acme', query: 'asbestsanering' });
    expect(hits[0]?.id).toBe('kb-q/asbest');
  });
});

/** mulberry32: a seeded PRNG so a failure can be replayed. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('partitioning by company', () => {
  it('never returns another company’s passage, whatever the query (200 random queries incl. its exact text)', async () => {
    const { retriever } = await world();
    const rivalIds = new Set(RIVAL.map(([kb, id]) => `${kb}/${id}`));
    const words = [...ACME, ...RIVAL].flatMap(([, , text]) => text.split(/\s+/));
    const random = prng(7);
    const queries = [
      ...RIVAL.map(([, , text]) => text),
      ...RIVAL.map(([kb, id]) => `${kb}/${id}`),
      ...Array.from({ length: 200 }, () =>
        Array.from(
          { length: 1 + Math.floor(random() * 8) },
          () => words[Math.floor(random() * words.length)],
        ).join(' '),
      ),
    ];
    let returned = 0;
    for (const query of queries) {
      for (const knowledgeBaseIds of [undefined, ['kb-x'], ['kb-q', 'kb-x']]) {
        const hits = await retriever.retrieve({
          companyId: 'acme',
          query,
          limit: 20,
          knowledgeBaseIds,
        });
        returned += hits.length;
        expect(
          hits.filter((h) => rivalIds.has(h.id) || h.source.knowledgeBaseId === 'kb-x'),
        ).toEqual([]);
      }
    }
    // The property is not vacuous: the same queries do return Acme's own passages.
    expect(returned).toBeGreaterThan(200);
  });

  it('drops a vector hit that is not one of the company’s chunks (an index answering wrongly leaks nothing)', async () => {
    const store = createMemoryChunkStore();
    store.put('acme', [await chunk('kb-q', 'iso', 'ISO 9001 gecertificeerd.')]);
    store.put('rival', [await chunk('kb-x', 'secret', 'Rival secret pricing.')]);
    const leaky: VectorIndex = {
      async nearest() {
        return [{ chunkId: 'kb-x/secret', similarity: 1 }];
      },
    };
    const retriever = createRetriever({ store, embedder, vectors: leaky });
    const hits = await retriever.retrieve({ companyId: 'acme', query: 'Rival secret pricing' });
    expect(hits).toEqual([]);
  });
});

describe('ranking by evidence', () => {
  it('puts the passage that covers the whole question above one that repeats its rarest word', async () => {
    // BM25 prefers "repeats" (the rare "escalation", three times), the vectors "covers"; the
    // evidence (three of the four words against two) decides for "covers".
    const store = await storeOf({
      repeats:
        'Escalation of the service: the escalation plan, the escalation matrix and the escalation list.',
      covers: 'Complaints about the service are handled by the supplier.',
      other1: 'The supplier delivers the monthly service report.',
      other2: 'The supplier registers complaints in the service desk tool.',
      other3: 'Complaints and service requests go to the supplier portal.',
      other4: 'The service of the supplier is reviewed; complaints are counted.',
    });
    const query = 'Who handles an escalation of complaints about the service by the supplier?';
    const top = async (evidenceWeight: number) =>
      (
        await createLocalRetriever(store, embedder, { evidenceWeight }).retrieve({
          companyId: 'acme',
          query,
          limit: 2,
        })
      )[0]?.id;
    expect(await top(0.5)).toBe('kb/covers');
    expect(await top(0)).toBe('kb/repeats');
  });

  it('trusts the evidence more once the documents answer, and never where they do not', async () => {
    const store = await storeOf({
      repeats:
        'Escalation of the service: the escalation plan, the escalation matrix and the escalation list.',
      covers: 'Complaints about the service are handled by the supplier.',
      other1: 'The supplier delivers the monthly service report.',
      other2: 'The supplier registers complaints in the service desk tool.',
    });
    const retrieve = async (query: string, answeringEvidenceWeight: number) =>
      await createLocalRetriever(store, embedder, {
        evidenceWeight: 0,
        answeringEvidenceWeight,
      }).retrieve({ companyId: 'acme', query, limit: 2 });
    // Answered: "covers" reaches the threshold, so the answering weight reorders.
    const answered = 'Who handles an escalation of complaints about the service by the supplier?';
    expect((await retrieve(answered, 0))[0]?.id).toBe('kb/repeats');
    const reordered = await retrieve(answered, 0.5);
    expect(reordered[0]?.id).toBe('kb/covers');
    expect(reordered[0]!.evidence).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    // Not answered (most of the question is in no passage): the order stays BM25's and the
    // vectors', although "covers" still has the better evidence of the two.
    const unanswered =
      'Who handles an escalation of complaints about the tunnel ventilation, the bridge lighting, the ferry timetable and the parking fines?';
    const kept = await retrieve(unanswered, 5);
    expect(kept.map((p) => p.id)).toEqual((await retrieve(unanswered, 0)).map((p) => p.id));
    expect(kept.every((p) => p.evidence < EVIDENCE_THRESHOLD)).toBe(true);
    const byEvidence = [...kept].sort((a, b) => b.evidence - a.evidence);
    expect(byEvidence[0]?.id).not.toBe(kept[0]?.id);
  });

  it('does the same for a Dutch question over Dutch passages', async () => {
    const store = await storeOf({
      herhaalt:
        'Escalatie van de dienst: de escalatie naar de manager, de escalatie naar de directie en de escalatie naar de klant.',
      dekt: 'Klachten over de dienst worden door de leverancier afgehandeld.',
      ander1: 'De leverancier levert het maandelijkse rapport over de dienst.',
      ander2: 'De leverancier registreert klachten in het systeem van de servicedesk.',
    });
    const top = async (answeringEvidenceWeight: number) =>
      (
        await createLocalRetriever(store, embedder, {
          evidenceWeight: 0,
          answeringEvidenceWeight,
        }).retrieve({
          companyId: 'acme',
          query: 'Wie handelt een escalatie van klachten over de dienst van de leverancier af?',
          limit: 2,
        })
      )[0]?.id;
    expect(await top(0)).toBe('kb/herhaalt');
    expect(await top(ANSWERING_EVIDENCE_WEIGHT)).toBe('kb/dekt');
  });
});
