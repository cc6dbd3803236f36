import { describe, expect, it } from 'vitest';
import { conceptEmbedding } from '../localEmbedding';
import { answeringPassages, EVIDENCE_THRESHOLD } from './abstention';
import { buildLexicalIndex } from './lexicalIndex';
import { loadLexicon } from './lexicon/lexicon';
import type { RetrievableChunk } from './types';

const chunk = (id: string, text: string): RetrievableChunk => ({
  id,
  text,
  embedding: null,
  source: {
    knowledgeBaseId: 'kb',
    documentId: id,
    documentName: `${id}.pdf`,
    page: 1,
    heading: null,
  },
});

const cosine = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * (b[i] ?? 0), 0);

describe('evidence: how much of the question a passage covers', () => {
  it('is 1 for a passage with every content word, less for one with some, 0 for none, and counts a translation at its weight', async () => {
    const lexicon = await loadLexicon();
    const texts = {
      all: 'The closing date for quotations is 3 March.',
      half: 'Quotations are sent by email.',
      dutch: 'De sluitingsdatum voor offertes is 3 maart.',
      none: 'The cafeteria serves lunch.',
    };
    const index = buildLexicalIndex(
      Object.entries(texts).map(([id, text]) => chunk(id, text)),
      { lexicon },
    );
    const q = 'closing date quotations';
    expect(index.evidence(q, texts.all)).toBe(1);
    const half = index.evidence(q, texts.half);
    expect(half).toBeGreaterThan(0.2);
    expect(half).toBeLessThan(0.6);
    const dutch = index.evidence(q, texts.dutch);
    expect(dutch).toBeGreaterThan(half);
    expect(dutch).toBeLessThan(1);
    expect(index.evidence(q, texts.none)).toBe(0);
    // A question of stop words only has no content to cover.
    expect(index.evidence('what is it', texts.all)).toBe(0);
  });

  it('counts a Dutch compound by the share of its parts a passage has', async () => {
    const lexicon = await loadLexicon();
    const passages = {
      costs: 'The costs of the licences are paid monthly.',
      travelCosts: 'Travel costs are paid monthly.',
    };
    const index = buildLexicalIndex(
      Object.entries(passages).map(([id, text]) => chunk(id, text)),
      { lexicon },
    );
    // "reiskosten" is travel and costs: a passage with costs alone covers half of it.
    const travel = index.evidence('reiskosten', passages.travelCosts);
    const costs = index.evidence('reiskosten', passages.costs);
    expect(travel).toBeGreaterThan(0.7);
    expect(costs).toBeGreaterThan(0);
    expect(costs).toBeLessThanOrEqual(travel / 2 + 0.05);
  });

  it('abstains below the threshold learned on the evaluation set', () => {
    const passages = [
      { evidence: EVIDENCE_THRESHOLD + 0.1 },
      { evidence: EVIDENCE_THRESHOLD - 0.01 },
    ];
    expect(answeringPassages(passages)).toEqual([passages[0]]);
    expect(answeringPassages([{ evidence: 0.1 }])).toEqual([]);
  });
});

describe('concept vectors (the local embedding)', () => {
  it('puts an English text closer to its Dutch translation than to an unrelated text, where the hashed bag of words saw nothing in common', async () => {
    const lexicon = await loadLexicon();
    const en = conceptEmbedding('Maintenance of roads and bridges', lexicon);
    const nl = conceptEmbedding('Onderhoud van wegen en bruggen', lexicon);
    const other = conceptEmbedding('Catering for the annual conference', lexicon);
    expect(cosine(en, nl)).toBeGreaterThan(0.2);
    expect(cosine(en, nl)).toBeGreaterThan(cosine(en, other) + 0.15);
    // Without the lexicon the two languages share (almost) nothing.
    expect(
      cosine(
        conceptEmbedding('Maintenance of roads', null),
        conceptEmbedding('Onderhoud van wegen', null),
      ),
    ).toBeLessThan(0.2);
    expect(conceptEmbedding('de het een the of and', lexicon).every((v) => v === 0)).toBe(true);
  });
});
