/** The tender's own text for a draft: the processed project documents' passages. */
import type { ProjectDocument } from '../../model/projectDocument';
import { refs } from '../../model/paths';
import type { DocStore } from '../../ports/docStore';
import type { RetrievableChunk } from '../../ai/retrieval/types';
import { type EvidencePassage, safeText } from './draftEvidence';

export interface TenderPassage extends EvidencePassage {
  readonly role: string;
  /** The nearest heading above the passage in its document, when known. */
  readonly heading: string | null;
  /**
   * Index-only (issue 18, table rows): the heading and header row of the tables whose rows the
   * passage holds without them (core/src/ai/tableContext.ts). Searched and counted in the
   * evidence, never quoted, cited or given to the model; absent when none.
   */
  readonly tableContext?: string;
}

/** The processed documents' passages, in order, scanned (document text is data, never instructions). */
export async function tenderPassages(
  docs: DocStore,
  cid: string,
  pid: string,
  documents: readonly { id: string; data: ProjectDocument }[],
): Promise<TenderPassage[]> {
  const passages: TenderPassage[] = [];
  for (const d of documents) {
    const chunks = await docs.getDocs(refs.projectDocumentChunks(cid, pid, d.id));
    for (const c of [...chunks.docs].sort((a, b) => a.data.order - b.data.order)) {
      const text = safeText(c.data.text);
      if (!text.trim()) continue;
      passages.push({
        id: `t${passages.length + 1}`,
        text,
        role: d.data.role,
        heading: c.data.heading ? safeText(c.data.heading) : null,
        ...(c.data.tableContext ? { tableContext: safeText(c.data.tableContext) } : {}),
        origin: {
          source: 'tender',
          documentId: d.id,
          documentName: d.data.name,
          knowledgeBaseId: null,
          page: c.data.page,
        },
      });
    }
  }
  return passages;
}

/** A passage as the lexical index takes it (the tender's, or a requirement's text). */
export function asChunk(p: EvidencePassage & { readonly tableContext?: string }): RetrievableChunk {
  return {
    id: p.id,
    text: p.text,
    // A tender's table row is found by its table's column headings too (index-only).
    tableContext: p.tableContext ?? null,
    embedding: null,
    source: {
      knowledgeBaseId: 'tender',
      documentId: p.origin.documentId,
      documentName: p.origin.documentName,
      page: p.origin.page,
      heading: null,
    },
  };
}
