/** A CompanyChunkStore held in memory, keyed by company (tests, benches, the demo). */
import type { CompanyChunkStore, RetrievableChunk } from './types';

export interface MemoryChunkStore extends CompanyChunkStore {
  put(companyId: string, chunks: readonly RetrievableChunk[]): void;
}

export function createMemoryChunkStore(): MemoryChunkStore {
  const byCompany = new Map<string, RetrievableChunk[]>();
  return {
    put(companyId, chunks) {
      byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), ...chunks]);
    },
    async chunksOf(companyId) {
      return [...(byCompany.get(companyId) ?? [])];
    },
  };
}
