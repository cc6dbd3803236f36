/** Drafts for the drafts feature's tests. */
import { type Draft, type DraftCitation, type DraftSection, Timestamp } from '@tender/core';

const NOW = Timestamp.fromMillis(Date.UTC(2026, 10, 20, 9));

export function testSection(
  over: Partial<DraftSection> & Pick<DraftSection, 'id' | 'heading' | 'body'>,
): DraftSection {
  return {
    criterionId: null,
    weight: null,
    targetWords: null,
    citationIds: [],
    assessment: { covered: [], missing: [] },
    ...over,
  };
}

export function testCitation(
  over: Partial<DraftCitation> & Pick<DraftCitation, 'id'>,
): DraftCitation {
  return {
    source: 'tender',
    documentId: 'd1',
    documentName: 'Bestek Brug Zuidas.pdf',
    knowledgeBaseId: null,
    page: 12,
    quote: 'De brug wordt in fasen gerealiseerd.',
    ...over,
  };
}

export function testDraft(over: Partial<Draft> = {}): Draft {
  return {
    title: 'Inschrijving Brug Zuidas',
    language: 'nl',
    content: [],
    citations: [],
    checklist: [],
    revision: 3,
    createdBy: 'u1',
    createdAt: NOW,
    updatedAt: NOW,
    updatedBy: 'u1',
    generatedFrom: { documentIds: [], knowledgeBaseIds: [], model: 'local-extractive-1' },
    ...over,
  };
}
