/**
 * 'You might want to ask' (spec §2): questions built from the facts the document processor found
 * in the project's documents — the award criteria (heaviest first), the deadlines, the knock-out
 * requirements and the length limit — each as an i18n key with its parameters, so that the chips
 * read in the user's language. Without facts, general questions about the tender. A failure is
 * 'Failed to fetch suggestions' (chat.errors.suggestions).
 */
import { CallableError } from '../../callables/errors';
import type { ChatSuggestion } from '../../model/chat';
import { type RequirementKind, type TenderFacts, readTenderFacts } from '../../model/documentFacts';
import { refs } from '../../model/paths';
import { type Actor, isActiveMember } from '../../policy/actor';
import { explain } from '../../policy/permissions';
import type { DocStore } from '../../ports/docStore';
import { safeText } from '../drafts/draftEvidence';

export const SUGGESTIONS_FAILED_KEY = 'chat.errors.suggestions';
export const SUGGESTIONS_MAX = 6;

export type { ChatSuggestion };

/** Knock-out requirement kinds with a question of their own, in the order asked. */
const KNOCK_OUT: readonly RequirementKind[] = [
  'certificate',
  'turnover',
  'references',
  'exclusion',
  'suitability',
];

/** A name read from a document, fit for a chip: scanned, one line, at most 80 characters. */
function label(text: string): string {
  const clean = safeText(text).replace(/\s+/g, ' ').trim();
  return clean.length > 80 ? `${clean.slice(0, 79).trimEnd()}…` : clean;
}

export function suggestionsFromFacts(facts: readonly TenderFacts[]): ChatSuggestion[] {
  const out: ChatSuggestion[] = [];
  const criteria = facts
    .flatMap((f) => f.awardCriteria)
    .filter((c, i, all) => all.findIndex((x) => x.value.name === c.value.name) === i)
    .sort((a, b) => (b.value.weight ?? 0) - (a.value.weight ?? 0));
  for (const c of criteria.slice(0, 2)) {
    const name = label(c.value.name);
    if (!name) continue;
    out.push(
      c.value.weight !== null
        ? {
            key: 'chat.suggestions.criterionWeighted',
            params: { name, weight: String(c.value.weight) },
          }
        : { key: 'chat.suggestions.criterion', params: { name } },
    );
  }
  const deadlines = facts.flatMap((f) => f.deadlines);
  if (deadlines.some((d) => d.value.kind === 'submission')) {
    out.push({ key: 'chat.suggestions.submission', params: {} });
  }
  if (deadlines.some((d) => d.value.kind === 'questions')) {
    out.push({ key: 'chat.suggestions.questionsDeadline', params: {} });
  }
  const kinds = new Set(facts.flatMap((f) => f.requirements).map((r) => r.value.kind));
  for (const kind of KNOCK_OUT.filter((k) => kinds.has(k)).slice(0, 2)) {
    out.push({ key: `chat.suggestions.knockOut.${kind}`, params: {} });
  }
  if (facts.some((f) => f.limits.length > 0))
    out.push({ key: 'chat.suggestions.limit', params: {} });
  if (out.length === 0) {
    for (const key of ['summary', 'criteria', 'knockOuts']) {
      out.push({ key: `chat.suggestions.general.${key}`, params: {} });
    }
  }
  return out.slice(0, SUGGESTIONS_MAX);
}

export async function getChatSuggestions(
  deps: { readonly docs: DocStore },
  actor: Actor | null | undefined,
  raw: unknown,
): Promise<{ suggestions: ChatSuggestion[] }> {
  if (!actor) throw new CallableError('unauthenticated');
  const projectId = (raw as { projectId?: unknown } | null)?.projectId;
  if (
    !isActiveMember(actor) ||
    !explain(actor, 'chat.send', { companyId: actor.companyId }).allowed
  ) {
    throw new CallableError('permission-denied', SUGGESTIONS_FAILED_KEY);
  }
  if (typeof projectId !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(projectId)) {
    throw new CallableError('invalid-argument', SUGGESTIONS_FAILED_KEY);
  }
  try {
    const cid = actor.companyId;
    const project = (await deps.docs.getDoc(refs.project(cid, projectId))).data;
    if (!project) throw new CallableError('not-found', SUGGESTIONS_FAILED_KEY);
    const documents = (await deps.docs.getDocs(refs.projectDocuments(cid, projectId))).docs;
    const facts = documents
      .filter((d) => d.data.status === 'processed' && d.data.facts)
      // The main tender document's facts first: its criteria and deadlines are the ones that count.
      .sort((a, b) => Number(b.data.role === 'main_tender') - Number(a.data.role === 'main_tender'))
      .flatMap((d) => readTenderFacts(d.data.facts) ?? []);
    return { suggestions: suggestionsFromFacts(facts) };
  } catch (error) {
    if (error instanceof CallableError) throw error;
    throw new CallableError('internal', SUGGESTIONS_FAILED_KEY);
  }
}
