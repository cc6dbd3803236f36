import { describe, expect, it } from 'vitest';
import { batchingEmbedder } from './batchingEmbedder';
import type { Embedder } from './types';

function recording(fail = false) {
  const calls: { texts: string[]; task: string | undefined }[] = [];
  const embedder: Embedder = {
    async embed(texts, options) {
      calls.push({ texts: [...texts], task: options?.task });
      if (fail) throw new Error('quota');
      return texts.map((t) => [t.length, options?.task === 'query' ? 1 : 0]);
    },
  };
  return { embedder, calls };
}

describe('batchingEmbedder', () => {
  it('sends the texts asked for at once as one request, each caller getting its own vectors', async () => {
    const { embedder, calls } = recording();
    const batched = batchingEmbedder(embedder);
    const answers = await Promise.all([
      batched.embed(['a'], { task: 'query' }),
      batched.embed(['bb', 'ccc'], { task: 'query' }),
      batched.embed(['dddd'], { task: 'query' }),
    ]);
    expect(calls).toEqual([{ texts: ['a', 'bb', 'ccc', 'dddd'], task: 'query' }]);
    expect(answers).toEqual([
      [[1, 1]],
      [
        [2, 1],
        [3, 1],
      ],
      [[4, 1]],
    ]);
  });

  it('keeps queries and documents apart, and later asks in a request of their own', async () => {
    const { embedder, calls } = recording();
    const batched = batchingEmbedder(embedder);
    await Promise.all([batched.embed(['q'], { task: 'query' }), batched.embed(['doc'])]);
    await batched.embed(['later'], { task: 'query' });
    expect(calls).toEqual([
      { texts: ['q'], task: 'query' },
      { texts: ['doc'], task: 'document' },
      { texts: ['later'], task: 'query' },
    ]);
  });

  it('a failed request fails every caller in it', async () => {
    const batched = batchingEmbedder(recording(true).embedder);
    const results = await Promise.allSettled([
      batched.embed(['a'], { task: 'query' }),
      batched.embed(['b'], { task: 'query' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
