/**
 * The passages a chat answer may draw on: the project's own documents (the tender's passages,
 * through the same bilingual lexicon as the knowledge bases, so that an English question finds
 * the Dutch tender's passage, issue 18) and the company's knowledge bases. A passage under the
 * evidence threshold is not evidence and is left out: the chat then says the documents do not
 * say, rather than answer from whatever matched. The evidence is the answer's (abstention.ts,
 * answerEvidence): a passage on the question's topic that does not state the kind of detail the
 * question asks for ("what is the penalty per day?" over a passage that names no amount) is no
 * evidence either.
 */
import { answerEvidence } from '../../ai/retrieval/abstention';
import { buildLexicalIndex } from '../../ai/retrieval/lexicalIndex';
import type { Lexicon } from '../../ai/retrieval/lexicon/lexicon';
import { citedText, type Retriever } from '../../ai/retrieval/retriever';
import { type EvidencePassage, safeText } from '../drafts/draftEvidence';
import type { TenderPassage } from '../drafts/generateDraft';

/** Passages per answer: from the project's documents, from the knowledge bases. */
const PROJECT_PASSAGES = 4;
const COMPANY_PASSAGES = 6;

/** The tender's passages that answer the question, best first. */
export function projectPassages(
  tender: readonly TenderPassage[],
  wanted: string,
  threshold: number,
  lexicon: Lexicon,
): TenderPassage[] {
  const tenderById = new Map<string, TenderPassage>(tender.map((p) => [p.id, p]));
  const tenderChunks = tender.map((p) => ({
    id: p.id,
    text: p.text,
    // A table row is found by its table's column headings too; its quote stays the row's text.
    tableContext: p.tableContext ?? null,
    embedding: null,
    source: {
      knowledgeBaseId: 'project',
      documentId: p.origin.documentId,
      documentName: p.origin.documentName,
      page: p.origin.page,
      heading: null,
    },
  }));
  // One tender's documents: its name weighs as a name in the evidence, as in the knowledge
  // bases' retrieval and the bench (NAMING_WEIGHT), and no document is another tender's.
  const index = buildLexicalIndex(tenderChunks, { lexicon, oneTender: true });
  return index
    .search(wanted, PROJECT_PASSAGES)
    .map((h) => {
      const chunk = tenderChunks.find((c) => c.id === h.chunkId)!;
      return {
        passage: tenderById.get(h.chunkId)!,
        evidence: answerEvidence(wanted, {
          text: chunk.text,
          evidence: index.evidence(wanted, citedText(chunk), chunk.source.documentId),
        }),
      };
    })
    .filter((h) => h.passage && h.evidence >= threshold)
    .map((h) => h.passage);
}

/** The knowledge bases' passages that answer the question, as evidence passages k1, k2 … */
export async function knowledgePassages(
  retriever: Retriever,
  request: {
    readonly companyId: string;
    readonly query: string;
    readonly knowledgeBaseIds: readonly string[];
    readonly threshold: number;
  },
): Promise<EvidencePassage[]> {
  const found = await retriever.retrieve({
    companyId: request.companyId,
    query: request.query,
    limit: COMPANY_PASSAGES,
    knowledgeBaseIds: request.knowledgeBaseIds,
  });
  return found
    .filter((p) => answerEvidence(request.query, p) >= request.threshold)
    .map((p, i) => ({
      id: `k${i + 1}`,
      text: safeText(p.text),
      origin: {
        source: 'knowledgeBase',
        documentId: p.source.documentId,
        documentName: p.source.documentName,
        knowledgeBaseId: p.source.knowledgeBaseId,
        page: p.source.page,
      },
    }));
}
