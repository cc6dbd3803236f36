/** How processed chunks are stored, for project and knowledge-base documents alike. */

/** Firestore allows 500 writes per batch; 400 leaves room. */
export const CHUNK_BATCH_SIZE = 400;

/** 'c00000', 'c00001', ...: ordered ids, so a retry overwrites the same chunk documents. */
export function chunkId(order: number): string {
  return `c${String(order).padStart(5, '0')}`;
}
