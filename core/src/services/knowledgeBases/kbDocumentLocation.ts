/**
 * Knowledge-base documents for the shared document processor: chunks go to the knowledge base's
 * chunks collection (one retrieval index per base, each chunk naming its document and page, ready
 * for training to embed); the text by page for the viewer a citation opens (issues 18, 19); no
 * per-document progress (the documents table reads the status from Firestore). The base must still exist for anything to be written, so a
 * base deleted while its documents are processed leaves nothing behind.
 *
 * Prompt safety at ingestion (issue 7 item 3): each chunk's text is scanned
 * (scanUntrustedText) and what it finds is stored as the chunk's `flags`, and their union as the
 * document's, so the UI can warn about a document with hidden instructions. The text is stored as
 * extracted: it stays the evidence the company uploaded, and every prompt built from it scans it
 * again and passes it as delimited data (buildSafePrompt, promptFormat).
 */
import { scanUntrustedText } from '../../ai/promptSafety';
import {
  type Chunk,
  UNTRUSTED_TEXT_FLAGS,
  type UntrustedTextFlag,
} from '../../model/knowledgeBase';
import { refs, storagePaths } from '../../model/paths';
import type { DocumentChunk } from '../../model/projectDocument';
import type { DocStore } from '../../ports/docStore';
import { where, query } from '../../ports/query';
import type { DocRef } from '../../ports/refs';
import { Timestamp, increment } from '../../ports/values';
import { CHUNK_BATCH_SIZE, chunkId } from '../documents/documentChunks';
import type { DocumentLocation, ProcessedRecord } from '../documents/types';
import { readPlainText } from './plainText';

export interface KbDocumentTarget {
  readonly companyId: string;
  readonly knowledgeBaseId: string;
  readonly documentId: string;
}

/** '{documentId}_c00000': a retry of the same document overwrites the same chunk documents. */
export const kbChunkId = (documentId: string, order: number) => `${documentId}_${chunkId(order)}`;

async function deleteInBatches(docs: DocStore, refsToDelete: readonly DocRef<unknown>[]) {
  for (let i = 0; i < refsToDelete.length; i += CHUNK_BATCH_SIZE) {
    const batch = docs.batch();
    for (const ref of refsToDelete.slice(i, i + CHUNK_BATCH_SIZE)) batch.delete(ref);
    await batch.commit();
  }
}

/** The chunks one document contributed to its knowledge base. */
export async function kbDocumentChunkRefs(
  docs: DocStore,
  t: KbDocumentTarget,
): Promise<DocRef<Chunk>[]> {
  const snap = await docs.getDocs(
    query(refs.chunks(t.companyId, t.knowledgeBaseId), where('documentId', '==', t.documentId)),
  );
  return snap.docs.map((d) => d.ref);
}

/**
 * A knowledge base holds each file once (issue 20): another document with the same bytes that
 * is processed, or being processed and uploaded first (creation time, then id), makes this one a
 * duplicate. Failed documents do not count, nor do records whose processing has not started (an
 * upload that never finished must not block the file forever). Of two copies processed at the
 * same moment, exactly one is kept.
 */
async function isDuplicateInBase(
  docs: DocStore,
  t: KbDocumentTarget,
  contentHash: string,
): Promise<boolean> {
  const [self, same] = await Promise.all([
    docs.getDoc(refs.kbDocument(t.companyId, t.knowledgeBaseId, t.documentId)),
    docs.getDocs(
      query(
        refs.kbDocuments(t.companyId, t.knowledgeBaseId),
        where('contentHash', '==', contentHash),
      ),
    ),
  ]);
  const mine = self.data?.createdAt?.toMillis() ?? Number.POSITIVE_INFINITY;
  return same.docs.some((other) => {
    if (other.id === t.documentId) return false;
    if (other.data.status === 'processed') return true;
    if (other.data.status !== 'processing') return false;
    const theirs = other.data.createdAt?.toMillis() ?? 0;
    return theirs < mine || (theirs === mine && other.id < t.documentId);
  });
}

export const kbDocumentLocation: DocumentLocation<KbDocumentTarget> = {
  readPlainText,
  docRef: (t) =>
    refs.kbDocument(
      t.companyId,
      t.knowledgeBaseId,
      t.documentId,
    ) as unknown as DocRef<ProcessedRecord>,
  filePrefix: (t) =>
    `companies/${t.companyId}/knowledgeBases/${t.knowledgeBaseId}/documents/${t.documentId}/`,
  progressPath: () => null,
  extractedPath: (t) => storagePaths.kbExtractedText(t.companyId, t.knowledgeBaseId, t.documentId),
  async writeChunks(docs, t, chunks: readonly DocumentChunk[], now) {
    const keep = new Set(chunks.map((c) => kbChunkId(t.documentId, c.order)));
    const stale = (await kbDocumentChunkRefs(docs, t)).filter((ref) => !keep.has(ref.id));
    await deleteInBatches(docs, stale);
    const docRef = refs.kbDocument(t.companyId, t.knowledgeBaseId, t.documentId);
    const record = (await docs.getDoc(docRef)).data;
    const found = new Set<UntrustedTextFlag>();
    for (let i = 0; i < chunks.length; i += CHUNK_BATCH_SIZE) {
      const batch = docs.batch();
      for (const c of chunks.slice(i, i + CHUNK_BATCH_SIZE)) {
        const { flags } = scanUntrustedText(c.text);
        flags.forEach((f) => found.add(f));
        const data: Chunk = {
          documentId: t.documentId,
          index: c.order,
          text: c.text,
          embedding: null,
          source: { documentName: record?.name ?? '', page: c.page, heading: c.heading },
          // What a table row's columns are (issue 18): searched with the row, never shown.
          ...(c.tableContext ? { tableContext: c.tableContext } : {}),
          // Absent when clean (the data model: absent or empty means none).
          ...(flags.length ? { flags: [...flags] } : {}),
          createdAt: Timestamp.fromMillis(now),
        };
        batch.set(
          refs.chunk(t.companyId, t.knowledgeBaseId, kbChunkId(t.documentId, c.order)),
          data,
        );
      }
      await batch.commit();
    }
    // Only a flagged document gets the field; the record is gone if the document was deleted.
    if (found.size && record) {
      const flags = UNTRUSTED_TEXT_FLAGS.filter((f) => found.has(f));
      await docs.updateDoc(docRef, { flags });
    }
  },
  async deleteArtifacts(deps, t) {
    await deleteInBatches(deps.docs, await kbDocumentChunkRefs(deps.docs, t));
    await deps.files.delete(
      storagePaths.kbExtractedText(t.companyId, t.knowledgeBaseId, t.documentId),
    );
  },
  isDuplicate: isDuplicateInBase,
  parentRef: (t) => refs.knowledgeBase(t.companyId, t.knowledgeBaseId),
  onProcessed(tx, t) {
    tx.update(refs.knowledgeBase(t.companyId, t.knowledgeBaseId), { documentCount: increment(1) });
  },
};

/** The knowledge-base document a Storage path belongs to, else null. */
export function kbDocumentOfPath(path: string | undefined): KbDocumentTarget | null {
  const s = (path ?? '').split('/');
  if (s.length !== 7 || s[0] !== 'companies' || s[2] !== 'knowledgeBases' || s[4] !== 'documents') {
    return null;
  }
  if (!s[1] || !s[3] || !s[5] || !s[6]) return null;
  return { companyId: s[1], knowledgeBaseId: s[3], documentId: s[5] };
}
