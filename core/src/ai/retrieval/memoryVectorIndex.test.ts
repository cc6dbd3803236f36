import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion } from './fusion';
import { createMemoryVectorIndex } from './memoryVectorIndex';
import type { RetrievableChunk } from './types';

const chunk = (id: string, kb: string, embedding: number[] | null): RetrievableChunk => ({
  id,
  text: id,
  embedding,
  source: { knowledgeBaseId: kb, documentId: id, documentName: id, page: 1, heading: null },
});

describe('in-memory vector index', () => {
  const index = createMemoryVectorIndex();
  index.replace('acme', [
    chunk('x', 'kb1', [2, 0, 0]),
    chunk('xy', 'kb2', [1, 1, 0]),
    chunk('z', 'kb2', [0, 0, 5]),
    chunk('none', 'kb1', null),
    chunk('zero', 'kb1', [0, 0, 0]),
  ]);
  index.replace('rival', [chunk('same', 'kb1', [1, 0, 0])]);

  it('ranks by cosine similarity, whatever the vectors’ lengths, within the company', async () => {
    const hits = await index.nearest({ companyId: 'acme', vector: [3, 0, 0], limit: 3 });
    expect(hits.map((h) => h.chunkId)).toEqual(['x', 'xy', 'z']);
    expect(hits[0]!.similarity).toBeCloseTo(1, 6);
    expect(hits[1]!.similarity).toBeCloseTo(Math.SQRT1_2, 6);
    expect(hits[2]!.similarity).toBeCloseTo(0, 6);
  });

  it('keeps to the chosen knowledge bases and skips chunks without a usable vector', async () => {
    const hits = await index.nearest({
      companyId: 'acme',
      vector: [1, 0, 0],
      limit: 10,
      knowledgeBaseIds: ['kb1'],
    });
    expect(hits.map((h) => h.chunkId)).toEqual(['x']);
  });

  it('answers nothing for an unknown company or a zero query, and refuses a wrong dimension', async () => {
    expect(await index.nearest({ companyId: 'nobody', vector: [1, 0, 0], limit: 5 })).toEqual([]);
    expect(await index.nearest({ companyId: 'acme', vector: [0, 0, 0], limit: 5 })).toEqual([]);
    await expect(index.nearest({ companyId: 'acme', vector: [1, 0], limit: 5 })).rejects.toThrow(
      /dimensions/,
    );
  });
});

describe('reciprocal rank fusion', () => {
  it('puts what both lists found above what tops only one, and counts a duplicate once', () => {
    const fused = reciprocalRankFusion([
      ['a', 'b', 'b'],
      ['c', 'b'],
    ]);
    expect(fused.map((f) => f.id)).toEqual(['b', 'a', 'c']);
    expect(fused[0]!.ranks).toEqual([2, 2]);
    expect(fused[0]!.score).toBeCloseTo(2 / 62, 10);
  });

  it('weights a list', () => {
    const fused = reciprocalRankFusion([['a'], ['c']], 60, [1, 0.5]);
    expect(fused.map((f) => f.id)).toEqual(['a', 'c']);
    expect(fused[1]!.score).toBeCloseTo(0.5 / 61, 10);
  });
});
