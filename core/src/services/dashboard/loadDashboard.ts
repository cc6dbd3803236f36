/**
 * One dashboard load: the bounded queries of dashboardQueries.ts side by side, the company's
 * progress tree from the Realtime Database (running drafts, processed and failed documents: no
 * Firestore reads), then at most DASHBOARD_LIMITS.projectLookups projects read by id to name what
 * the progress mentions. The same code runs in the browser (both backends) and in the read-count
 * test and benchmark, so the count they report is the app's.
 */
import { refs } from '../../model/paths';
import type { Project } from '../../model/project';
import type { Role } from '../../model/roles';
import type { DocStore, QuerySnapshot } from '../../ports/docStore';
import type { Query } from '../../ports/query';
import { DASHBOARD_LIMITS, dashboardQueries } from './dashboardQueries';
import type { DashboardData, Row } from './dashboardData';
import type { ProgressTree } from './progressTree';
import { projectsToName, summarizeDashboard } from './summarize';

export interface LoadDashboardDeps {
  docs: DocStore;
  /**
   * /progress/{cid} once (rtdbPaths.companyProgress); null when there is none. The caller bounds
   * it in time: a Realtime Database that cannot be reached must reject, not hang (issue 22).
   */
  readProgress: () => Promise<ProgressTree | null>;
}

export interface LoadDashboardInput {
  companyId: string;
  role: Role | null;
  now: number;
}

const rows = <T>(snap: QuerySnapshot<T>): Row<T>[] =>
  snap.docs.map((d) => ({ id: d.id, data: d.data }));

export async function loadDashboard(
  deps: LoadDashboardDeps,
  { companyId, role, now }: LoadDashboardInput,
): Promise<DashboardData> {
  const q = dashboardQueries(companyId, role, now);
  const get = async <T>(query: Query<T>) => rows(await deps.docs.getDocs(query));
  const [recentProjects, submissionDeadlines, announcementDates, matches, usage, progress] =
    await Promise.all([
      get(q.recentProjects),
      get(q.submissionDeadlines),
      get(q.announcementDates),
      get(q.matches),
      q.usage ? get(q.usage) : Promise.resolve(null),
      // Progress is the Realtime Database's: when it fails, the Firestore figures still show and
      // the page says progress is unavailable, instead of failing (or waiting) as a whole.
      deps.readProgress().then(
        (tree) => ({ tree, unavailable: false }),
        () => ({ tree: null, unavailable: true }),
      ),
    ]);
  const known = new Set(
    [...recentProjects, ...submissionDeadlines, ...announcementDates].map((p) => p.id),
  );
  const toRead = projectsToName(progress.tree, now)
    .filter((id) => !known.has(id))
    .slice(0, DASHBOARD_LIMITS.projectLookups);
  const lookedUp = new Map<string, Project | null>(
    await Promise.all(
      toRead.map(
        async (id) =>
          [id, (await deps.docs.getDoc(refs.project(companyId, id))).data ?? null] as const,
      ),
    ),
  );
  return summarizeDashboard({
    now,
    recentProjects,
    submissionDeadlines,
    announcementDates,
    matches,
    usage,
    progress: progress.tree,
    progressUnavailable: progress.unavailable,
    lookedUp,
  });
}
