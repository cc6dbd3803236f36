/**
 * The company's progress tree (/progress/{cid} in the Realtime Database) and what of it has
 * settled: shared by the dashboard (summarize.ts) and the demo backend's state, which keeps the
 * settled part across reloads. Its own module, so the demo's boot does not bring the dashboard.
 */
import type { DocumentProgress, DraftProgress } from '../../model/progress';

/** /progress/{cid}: per project its draft job and its documents' processing (RTDB, no doc reads). */
export type ProgressTree = Record<
  string,
  { draft?: DraftProgress | null; documents?: Record<string, DocumentProgress> | null } | null
>;

/** Project ids under /progress/{cid} ('knowledgeBases' sits beside them: RESERVED_PROJECT_IDS). */
export function progressProjects(tree: ProgressTree | null) {
  return Object.entries(tree ?? {}).filter(
    (e): e is [string, NonNullable<ProgressTree[string]>] => e[0] !== 'knowledgeBases' && !!e[1],
  );
}

/** A job past its deadline and still 'running' died without saying so (draftProgress.jobPhase). */
export function draftPhase(p: DraftProgress, now: number): DraftProgress['state'] {
  return p.state === 'running' && now > p.deadlineAt ? 'failed' : p.state;
}

/**
 * What of a company's progress has settled — drafts that ended (done, failed, cancelled) and
 * documents processed or failed — and so outlives a restart: the demo keeps it across reloads as
 * the Realtime Database keeps it (issue 21: "Drafts generated" fell to 0 after a reload). Work
 * still running is left out; a reload starts it again and it reports afresh.
 */
export function settledProgress(tree: ProgressTree | null, now: number): ProgressTree | null {
  const out: ProgressTree = {};
  for (const [pid, p] of progressProjects(tree)) {
    const draft = p.draft && draftPhase(p.draft, now) !== 'running' ? p.draft : null;
    const documents = Object.fromEntries(
      Object.entries(p.documents ?? {}).filter(
        ([, d]) => d?.stage === 'done' || d?.stage === 'failed',
      ),
    );
    const entry = {
      ...(draft && { draft }),
      ...(Object.keys(documents).length > 0 && { documents }),
    };
    if (Object.keys(entry).length) out[pid] = entry;
  }
  return Object.keys(out).length ? out : null;
}
