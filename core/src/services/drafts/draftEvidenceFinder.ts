/** Evidence for a section: the tender's passages on it and the company's (knowledge bases, fact sheet). */
import { terms } from '../../ai/localText';
import { buildLexicalIndex } from '../../ai/retrieval/lexicalIndex';
import type { Retriever } from '../../ai/retrieval/retriever';
import type { RetrievableChunk } from '../../ai/retrieval/types';
import { type EvidencePassage, safeText } from './draftEvidence';
import type { PlannedSection } from './draftPlan';
import type { TenderPassage } from './draftSources';

/** Company passages retrieved per section, tender passages per section. */
const COMPANY_PASSAGES = 8;
const TENDER_PASSAGES = 3;

export interface SectionEvidence {
  readonly section: PlannedSection;
  readonly tender: EvidencePassage[];
  readonly company: EvidencePassage[];
}

/**
 * Finds a section's evidence: the tender's passages on its criterion (BM25 over the tender) and
 * the company's (retrieval over the selected knowledge bases, partitioned by company, with the
 * tender's words on the criterion in the query), plus the fact-sheet facts that share terms.
 */
export function evidenceFinder(input: {
  readonly tender: readonly TenderPassage[];
  readonly retriever: Retriever;
  readonly companyId: string;
  readonly knowledgeBaseIds: readonly string[];
  readonly factPassages: readonly EvidencePassage[];
  readonly projectName: string;
}): (section: PlannedSection) => Promise<SectionEvidence> {
  const tenderIndex = buildLexicalIndex(input.tender.map(asChunk));
  const tenderById = new Map(input.tender.map((p) => [p.id, p]));
  let kbSeq = 0;
  return async (section) => {
    const query = section.kind === 'summary' ? input.projectName : section.heading;
    const tenderHits = tenderIndex
      .search(query, TENDER_PASSAGES)
      .map((h) => tenderById.get(h.chunkId))
      .filter((p): p is TenderPassage => !!p);
    const kbHits = input.knowledgeBaseIds.length
      ? await input.retriever.retrieve({
          companyId: input.companyId,
          query: [query, ...tenderHits.map((p) => p.text)].join('\n').slice(0, 2_000),
          limit: COMPANY_PASSAGES,
          knowledgeBaseIds: input.knowledgeBaseIds,
        })
      : [];
    const companyPassages: EvidencePassage[] = kbHits.map((p) => ({
      id: `k${++kbSeq}`,
      text: safeText(p.text),
      origin: {
        source: 'knowledgeBase',
        documentId: p.source.documentId,
        documentName: p.source.documentName,
        knowledgeBaseId: p.source.knowledgeBaseId,
        page: p.source.page,
      },
    }));
    const about = [query, ...tenderHits.map((p) => p.text)].join(' ');
    const relevantFacts = input.factPassages.filter((f) => shareTerms(f.text, about));
    return { section, tender: tenderHits, company: [...relevantFacts, ...companyPassages] };
  };
}

function asChunk(p: EvidencePassage): RetrievableChunk {
  return {
    id: p.id,
    text: p.text,
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

function shareTerms(a: string, b: string): boolean {
  const wanted = new Set(terms(b));
  return terms(a).some((x) => wanted.has(x));
}
