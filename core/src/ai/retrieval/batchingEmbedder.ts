/**
 * An Embedder that sends the texts asked for in the same turn of the event loop as one request.
 * The draft job looks up the evidence of many sections at once, and each retrieval embeds its
 * query: with a cloud model at about a second per request, ten sections would wait ten seconds one
 * after another, or hold ten requests open at once; batched they are one request (the Vertex
 * embedding model takes up to 50 texts per request, GeminiModel splits larger batches).
 */
import type { Embedder } from './types';

type Task = 'document' | 'query';

interface Waiting {
  readonly texts: readonly string[];
  readonly resolve: (vectors: number[][]) => void;
  readonly reject: (error: unknown) => void;
}

export function batchingEmbedder(embedder: Embedder): Embedder {
  const queues = new Map<Task, Waiting[]>();

  async function flush(task: Task): Promise<void> {
    const waiting = queues.get(task) ?? [];
    queues.delete(task);
    try {
      const vectors = await embedder.embed(
        waiting.flatMap((w) => w.texts),
        { task },
      );
      let at = 0;
      for (const w of waiting) {
        w.resolve(vectors.slice(at, at + w.texts.length));
        at += w.texts.length;
      }
    } catch (error) {
      for (const w of waiting) w.reject(error);
    }
  }

  return {
    embed(texts, options) {
      if (texts.length === 0) return Promise.resolve([]);
      const task = options?.task ?? 'document';
      return new Promise<number[][]>((resolve, reject) => {
        let queue = queues.get(task);
        if (!queue) {
          queue = [];
          queues.set(task, queue);
          // After the current turn: every retrieval started with this one has asked by then.
          setTimeout(() => void flush(task), 0);
        }
        queue.push({ texts: [...texts], resolve, reject });
      });
    },
  };
}
