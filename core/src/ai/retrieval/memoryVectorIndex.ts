/**
 * In-memory VectorIndex for local runs, the demo and tests: a flat scan over one company's
 * unit-length vectors packed in a Float32Array, so cosine similarity is a dot product. 50,000
 * chunks of 256 dimensions scan in about 10-20 ms on one core, inside issue 7's 100 ms budget
 * (bench/retrieval-50k.mjs); an approximate index (HNSW) would add a dependency and build time
 * for no gain at that size.
 */
import { TopK } from './topK';
import type { RetrievableChunk, VectorHit, VectorIndex, VectorQuery } from './types';

interface CompanyVectors {
  readonly ids: string[];
  readonly knowledgeBaseIds: string[];
  readonly dims: number;
  readonly data: Float32Array;
}

/** Copies `vector` scaled to unit length into `target` at `offset`; false for a zero vector. */
function writeUnit(vector: readonly number[], target: Float32Array, offset: number): boolean {
  let norm = 0;
  for (const v of vector) norm += v * v;
  if (norm === 0) return false;
  const scale = 1 / Math.sqrt(norm);
  for (let i = 0; i < vector.length; i++) target[offset + i] = (vector[i] ?? 0) * scale;
  return true;
}

export interface MemoryVectorIndex extends VectorIndex {
  /** Replaces the company's vectors with those of `chunks` (chunks without embedding are skipped). */
  replace(companyId: string, chunks: readonly RetrievableChunk[]): void;
  remove(companyId: string): void;
}

export function createMemoryVectorIndex(): MemoryVectorIndex {
  const companies = new Map<string, CompanyVectors>();

  return {
    replace(companyId, chunks) {
      const embedded = chunks.filter((c) => c.embedding && c.embedding.length > 0);
      const dims = embedded[0]?.embedding?.length ?? 0;
      const data = new Float32Array(embedded.length * dims);
      const ids: string[] = [];
      const knowledgeBaseIds: string[] = [];
      for (const chunk of embedded) {
        const embedding = chunk.embedding ?? [];
        if (embedding.length !== dims) {
          throw new Error(
            `Embedding of ${chunk.id} has ${embedding.length} dimensions, not ${dims}`,
          );
        }
        if (!writeUnit(embedding, data, ids.length * dims)) continue;
        ids.push(chunk.id);
        knowledgeBaseIds.push(chunk.source.knowledgeBaseId);
      }
      companies.set(companyId, { ids, knowledgeBaseIds, dims, data });
    },

    remove(companyId) {
      companies.delete(companyId);
    },

    async nearest({ companyId, vector, limit, knowledgeBaseIds }: VectorQuery) {
      const company = companies.get(companyId);
      if (!company || company.ids.length === 0 || limit <= 0) return [];
      const { dims, data, ids } = company;
      if (vector.length !== dims) {
        throw new Error(`Query vector has ${vector.length} dimensions, the index ${dims}`);
      }
      const query = new Float32Array(dims);
      if (!writeUnit(vector, query, 0)) return [];
      const allowed = knowledgeBaseIds ? new Set(knowledgeBaseIds) : null;
      const best = new TopK(limit);
      for (let row = 0; row < ids.length; row++) {
        if (allowed && !allowed.has(company.knowledgeBaseIds[row] ?? '')) continue;
        let dot = 0;
        const base = row * dims;
        for (let i = 0; i < dims; i++) dot += (data[base + i] ?? 0) * (query[i] ?? 0);
        best.offer(row, dot);
      }
      return best.items.map<VectorHit>((row, i) => ({
        chunkId: ids[row] ?? '',
        similarity: best.scores[i] ?? 0,
      }));
    },
  };
}
