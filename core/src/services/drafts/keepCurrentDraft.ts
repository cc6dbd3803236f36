/**
 * "Generate again" loses nothing (issue 19, item 7): when a generation starts, the draft the
 * project shows — with every edit saved into it — is kept as a version of that draft (id
 * r{revision}, reason 'replaced'), in the same transaction that takes the job's lock. It is done
 * where generation starts (the generateDraft callable, which the demo and the functions both run),
 * not in the page, so no client, old tab or script can start a generation that drops it.
 *
 * The new generation writes a new draft; the kept one stays in place with its versions, and the
 * Versions dialog of the new draft offers it under "Before generating again" (restored with
 * restoreDraftVersion's fromDraftId). A version r{revision} that already exists is that same state
 * (a version is never changed), so nothing is written twice.
 */
import { DRAFT_GENERATING_REVISION } from '../../model/draft';
import { refs } from '../../model/paths';
import type { DocStore, Transaction } from '../../ports/docStore';
import { limit, orderBy, query } from '../../ports/query';
import { Timestamp } from '../../ports/values';
import { draftVersionId } from './saveDraft';

/** Drafts a dead run may have left at revision 0 before the one shown; a few cover it. */
const NEWEST_DRAFTS = 5;

/** The draft the project page shows: the newest one that is not still being written. */
export async function shownDraftId(
  docs: DocStore,
  cid: string,
  pid: string,
): Promise<string | null> {
  const newest = await docs.getDocs(
    query(refs.drafts(cid, pid), orderBy('createdAt', 'desc'), limit(NEWEST_DRAFTS)),
  );
  return newest.docs.find((d) => d.data.revision !== DRAFT_GENERATING_REVISION)?.id ?? null;
}

/**
 * Reads (call before the transaction's writes) and returns the write that keeps the draft as it is
 * now, or null when there is nothing to keep. The revision is read inside the transaction: a save
 * that lands before it commits makes the transaction run again with the saved text.
 */
export async function keepDraftInTransaction(
  tx: Transaction,
  target: { readonly cid: string; readonly pid: string; readonly draftId: string },
  keptBy: string,
  nowMs: number,
): Promise<(() => void) | null> {
  const { cid, pid, draftId } = target;
  const draft = (await tx.get(refs.draft(cid, pid, draftId))).data;
  if (!draft || draft.revision === DRAFT_GENERATING_REVISION) return null;
  const versionRef = refs.draftVersion(cid, pid, draftId, draftVersionId(draft.revision));
  if ((await tx.get(versionRef)).exists) return null;
  return () => {
    tx.set(versionRef, {
      title: draft.title,
      content: draft.content,
      citations: draft.citations,
      revision: draft.revision,
      reason: 'replaced',
      savedAt: Timestamp.fromMillis(nowMs),
      savedBy: keptBy,
    });
  };
}
