/**
 * Saving an edited draft and restoring an earlier version (issue 8). Runs with the caller's
 * rights (the client's DocStore; firestore.rules / the demo policy decide who may write): one
 * transaction reads the draft, refuses a save that did not start from the stored revision (two
 * people editing at once: DocStoreError 'aborted', shown as 'Failed to save document content'),
 * keeps the state being replaced as a DraftVersion and writes revision + 1.
 *
 * Versions (docs/decisions.md, "Issue 8: draft versions"): id `r{revision}`, created once and never
 * changed. An autosave every few seconds must not flood the list, so a save keeps the replaced state
 * only when it ends an editing session: it was written by someone else, or more than
 * VERSION_SESSION_MS ago. A restore always keeps it. At most MAX_DRAFT_VERSIONS are kept; the
 * oldest are pruned by the server (pruneDraftVersions), since clients may never delete versions.
 */
import {
  DRAFT_GENERATING_REVISION,
  type DraftChecklistItem,
  type DraftCitation,
  type DraftSection,
  type DraftVersion,
} from '../../model/draft';
import { LIMITS } from '../../model/limits';
import { refs } from '../../model/paths';
import type { Actor } from '../../policy/actor';
import { type DocStore, DocStoreError } from '../../ports/docStore';
import { orderBy, query } from '../../ports/query';
import type { Clock } from '../../ports/runtime';
import { serverTimestamp } from '../../ports/values';
import { sanitizeDraftHtml } from './draftHtml';

export const MAX_DRAFT_VERSIONS = 50;
/** Saves by one person less than this apart are one editing session: one version. */
export const VERSION_SESSION_MS = 10 * 60_000;

export const draftVersionId = (revision: number): string => `r${revision}`;

export interface DraftTarget {
  readonly cid: string;
  readonly pid: string;
  readonly draftId: string;
}

export interface SaveDraftInput extends DraftTarget {
  /** The revision the editor loaded; the save fails when the stored one differs. */
  readonly expectedRevision: number;
  readonly title?: string;
  readonly content: readonly DraftSection[];
  readonly citations?: readonly DraftCitation[];
  /**
   * Checklist items the user marked (issue 19): by id, 'notApplicable' or back to what the job
   * found ('met' with its evidence, else 'open'). Applied to the stored checklist, so a save never
   * brings back an older list.
   */
  readonly checklistStatus?: Readonly<Record<string, 'notApplicable' | 'auto'>>;
}

/** The stored checklist with the user's marks: 'auto' gives the item back its found status. */
export function markChecklist(
  checklist: readonly DraftChecklistItem[],
  marks: Readonly<Record<string, 'notApplicable' | 'auto'>>,
): DraftChecklistItem[] {
  return checklist.map((item) => {
    const mark = marks[item.id];
    if (!mark) return item;
    if (mark === 'notApplicable') return { ...item, status: 'notApplicable' };
    return { ...item, status: item.evidence !== null ? 'met' : 'open' };
  });
}

const systemClock: Clock = { now: () => Date.now() };

function cleanContent(content: readonly DraftSection[]): DraftSection[] {
  if (content.length > LIMITS.draftSectionsMax) {
    throw new DocStoreError('invalid-argument', 'Too many sections');
  }
  return content.map((section) => {
    const body = sanitizeDraftHtml(section.body);
    if (body.length > LIMITS.draftSectionBodyMax) {
      throw new DocStoreError('invalid-argument', `Section ${section.id} is too long`);
    }
    return { ...section, body };
  });
}

function versionOf(
  state: { title: string; content: DraftSection[]; citations: DraftCitation[]; revision: number },
  reason: DraftVersion['reason'],
  actor: Actor,
) {
  return {
    title: state.title,
    content: state.content,
    citations: state.citations,
    revision: state.revision,
    reason,
    savedAt: serverTimestamp(),
    savedBy: actor.uid,
  };
}

/** Saves edited content; resolves to the new revision. */
export async function saveDraftContent(
  docs: DocStore,
  input: SaveDraftInput,
  actor: Actor,
  clock: Clock = systemClock,
): Promise<{ revision: number }> {
  const { cid, pid, draftId } = input;
  const content = cleanContent(input.content);
  const draftRef = refs.draft(cid, pid, draftId);
  return docs.runTransaction(async (tx) => {
    const stored = (await tx.get(draftRef)).data;
    if (!stored) throw new DocStoreError('not-found', 'Draft not found');
    // The generation job is still writing it: its final state would overwrite the save.
    if (stored.revision === DRAFT_GENERATING_REVISION) {
      throw new DocStoreError('aborted', 'The draft is still being generated');
    }
    if (stored.revision !== input.expectedRevision) {
      throw new DocStoreError('aborted', 'The draft was changed by someone else');
    }
    const versionRef = refs.draftVersion(cid, pid, draftId, draftVersionId(stored.revision));
    const kept = (await tx.get(versionRef)).exists;
    const sameSession =
      stored.updatedBy === actor.uid &&
      clock.now() - stored.updatedAt.toMillis() < VERSION_SESSION_MS;
    if (!kept && !sameSession) tx.set(versionRef, versionOf(stored, 'edited', actor));
    const revision = stored.revision + 1;
    tx.update(draftRef, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      content,
      ...(input.citations !== undefined ? { citations: [...input.citations] } : {}),
      ...(input.checklistStatus
        ? { checklist: markChecklist(stored.checklist, input.checklistStatus) }
        : {}),
      revision,
      updatedAt: serverTimestamp(),
      updatedBy: actor.uid,
    });
    return { revision };
  });
}

/**
 * Puts an earlier version back as the draft's current state (revision + 1). The state it replaces
 * is kept first (reason 'restored'), so a restore can itself be undone.
 *
 * `fromDraftId` names another draft of the project (one replaced by "Generate again", issue 19):
 * its version `versionId` is restored into this draft, with its sections and citations. A draft
 * kept before the versions existed has no r{revision} yet; its stored state is that version.
 */
export async function restoreDraftVersion(
  docs: DocStore,
  input: DraftTarget & {
    readonly versionId: string;
    readonly expectedRevision: number;
    readonly fromDraftId?: string;
  },
  actor: Actor,
): Promise<{ revision: number }> {
  const { cid, pid, draftId } = input;
  const fromDraftId = input.fromDraftId ?? draftId;
  const draftRef = refs.draft(cid, pid, draftId);
  const sourceRef = refs.draftVersion(cid, pid, fromDraftId, input.versionId);
  return docs.runTransaction(async (tx) => {
    const stored = (await tx.get(draftRef)).data;
    if (!stored) throw new DocStoreError('not-found', 'Draft not found');
    // The generation job is still writing it: its final state would overwrite the save.
    if (stored.revision === DRAFT_GENERATING_REVISION) {
      throw new DocStoreError('aborted', 'The draft is still being generated');
    }
    if (stored.revision !== input.expectedRevision) {
      throw new DocStoreError('aborted', 'The draft was changed by someone else');
    }
    let source: Pick<DraftVersion, 'title' | 'content' | 'citations'> | undefined = (
      await tx.get(sourceRef)
    ).data;
    if (!source && fromDraftId !== draftId) {
      const other = (await tx.get(refs.draft(cid, pid, fromDraftId))).data;
      if (other && draftVersionId(other.revision) === input.versionId) source = other;
    }
    if (!source) throw new DocStoreError('not-found', 'Version not found');
    const currentRef = refs.draftVersion(cid, pid, draftId, draftVersionId(stored.revision));
    if (!(await tx.get(currentRef)).exists) {
      tx.set(currentRef, versionOf(stored, 'restored', actor));
    }
    const revision = stored.revision + 1;
    tx.update(draftRef, {
      title: source.title,
      content: source.content,
      citations: source.citations,
      revision,
      updatedAt: serverTimestamp(),
      updatedBy: actor.uid,
    });
    return { revision };
  });
}

/**
 * Deletes the oldest versions beyond MAX_DRAFT_VERSIONS. Server only (the Admin SDK / the demo's
 * server store): rules let nobody delete a version.
 */
export async function pruneDraftVersions(
  docs: DocStore,
  target: DraftTarget,
  keep: number = MAX_DRAFT_VERSIONS,
): Promise<number> {
  const { cid, pid, draftId } = target;
  const all = await docs.getDocs(
    query(refs.draftVersions(cid, pid, draftId), orderBy('revision', 'desc')),
  );
  const surplus = all.docs.slice(keep);
  if (surplus.length === 0) return 0;
  const batch = docs.batch();
  for (const doc of surplus) batch.delete(doc.ref);
  await batch.commit();
  return surplus.length;
}
