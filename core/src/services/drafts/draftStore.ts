/**
 * Storing a draft (issue 19, item 9): the bounded parallelism the steps share, the clean-up of
 * drafts left by runs that died, and the draft's completeness — not "done" while a requirement is
 * a gap or a section is empty, and saying what is missing.
 */
import {
  DRAFT_GENERATING_REVISION,
  type DraftCompleteness,
  type DraftSection,
} from '../../model/draft';
import { refs } from '../../model/paths';
import { sectionCheckNotes } from './draftCheckNotes';
import type { DocStore } from '../../ports/docStore';
import { query, where } from '../../ports/query';
import type { DraftJobTarget } from './draftJob';

/** Runs `work` over `items`, at most `limit` at once; results in the items' order. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Drafts left at revision 0 by runs that died (this job's own is created afterwards). */
export async function deleteAbandoned(docs: DocStore, t: DraftJobTarget): Promise<void> {
  const left = await docs.getDocs(
    query(
      refs.drafts(t.companyId, t.projectId),
      where('revision', '==', DRAFT_GENERATING_REVISION),
    ),
  );
  const stale = left.docs.filter((d) => d.id !== t.jobId);
  if (stale.length === 0) return;
  const batch = docs.batch();
  for (const d of stale) batch.delete(d.ref);
  await batch.commit();
}

/**
 * What is missing from a draft: its gaps, its notes to check, its sections without text, a time
 * limit reached.
 */
export function completenessOf(
  content: readonly DraftSection[],
  timeUp: boolean,
): DraftCompleteness {
  const gaps = content.reduce(
    (n, s) => n + (s.requirements ?? []).filter((r) => r.status === 'gap').length,
    0,
  );
  const emptySections = content
    .filter(
      (s) =>
        s.citationIds.length === 0 && !(s.requirements ?? []).some((r) => r.status === 'covered'),
    )
    .filter((s) => (s.requirements?.length ?? 0) > 0 || !s.body.replace(/<[^>]*>/g, '').trim())
    .map((s) => s.heading);
  // A note to check (a certificate named without its validity) is open until the writer has
  // checked it: the header warns of it, so the draft is not stored as complete either.
  const checks = content.reduce((n, s) => n + sectionCheckNotes(s).length, 0);
  const incomplete = timeUp || gaps > 0 || checks > 0 || emptySections.length > 0;
  return {
    state: incomplete ? 'incomplete' : 'complete',
    reason: timeUp ? 'timeLimit' : incomplete ? 'gaps' : null,
    gaps,
    checks,
    emptySections,
  };
}
