/**
 * Builds and stores a knowledge base's fact sheet (the last step of training): reads its chunks,
 * extracts facts with the rules (and, with a cloud model, the validated model pass), merges and
 * de-duplicates them, and writes companies/{cid}/knowledgeBases/{kbId}/factSheet/current.
 * Idempotent: a rerun over the same chunks writes the same facts to the same document.
 */
import type { CompanyFactSheet } from '../../model/factSheet';
import { refs } from '../../model/paths';
import type { LanguageModel } from '../../ports/ai';
import type { DocStore } from '../../ports/docStore';
import type { Clock } from '../../ports/runtime';
import { Timestamp } from '../../ports/values';
import { mergeFacts, schemesOf } from './mergeFacts';
import { modelFacts } from './modelPass';
import { type FactSource, extractFactsFromChunk } from './ruleExtractor';

export interface FactSheetDeps {
  readonly docs: DocStore;
  readonly clock: Clock;
  /** Used only when it is a cloud model with generate(); LocalModel and embed-only models skip it. */
  readonly model?: Partial<Pick<LanguageModel, 'id' | 'kind' | 'generate'>>;
  readonly onError?: (error: unknown) => void;
}

export interface FactSheetTarget {
  readonly companyId: string;
  readonly knowledgeBaseId: string;
}

/** The fact sheet of these passages (pure apart from the optional model call). */
export async function extractFactSheet(
  sources: readonly FactSource[],
  now: number,
  model?: FactSheetDeps['model'],
  onError?: (error: unknown) => void,
): Promise<CompanyFactSheet> {
  const parts = sources.map(extractFactsFromChunk);
  const cloud = model?.kind === 'cloud' && typeof model.generate === 'function';
  if (cloud) {
    const generate = model.generate!.bind(model);
    // Rule facts come first, so that on a tie they are kept over the model's.
    parts.push(...(await modelFacts({ generate }, sources, onError)));
  }
  const facts = mergeFacts(parts);
  return {
    ...facts,
    schemes: schemesOf(facts),
    chunkCount: sources.length,
    model: cloud ? (model.id ?? null) : null,
    extractedAt: Timestamp.fromMillis(now),
  };
}

export async function buildFactSheet(
  deps: FactSheetDeps,
  t: FactSheetTarget,
): Promise<CompanyFactSheet> {
  const snap = await deps.docs.getDocs(refs.chunks(t.companyId, t.knowledgeBaseId));
  const sources: FactSource[] = [...snap.docs]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((c) => ({
      chunkId: c.id,
      documentId: c.data.documentId,
      documentName: c.data.source.documentName,
      page: c.data.source.page ?? null,
      text: c.data.text,
    }));
  const sheet = await extractFactSheet(sources, deps.clock.now(), deps.model, deps.onError);
  await deps.docs.setDoc(refs.factSheet(t.companyId, t.knowledgeBaseId), sheet);
  return sheet;
}
