/**
 * One dashboard load: the bounded queries of dashboardQueries.ts side by side, the company's
 * progress tree from the Realtime Database (running drafts, processed and failed documents: no
 * Firestore reads), then at most DASHBOARD_LIMITS.projectLookups projects read by id to name what
 * the progress mentions. The same code runs in the browser (both backends) and in the read-count
 * test and benchmark, so the count they report is the app's.
 *
 * In two phases for the page (issue 22, item 7): `readDashboardFirestore` and
 * `pendingDashboard` give the Firestore figures at once; `completeDashboard` adds the progress
 * (and its lookups) once it is read, so the first screen never waits for the Realtime Database
 * (its SDK loads after it). `loadDashboard` runs both, for the counts.
 */
import { refs } from '../../model/paths';
import type { Project } from '../../model/project';
import type { Role } from '../../model/roles';
import type { DocStore, QuerySnapshot } from '../../ports/docStore';
import type { Query } from '../../ports/query';
import { DASHBOARD_LIMITS, dashboardQueries } from './dashboardQueries';
import type { DashboardData, DashboardReads, Row } from './dashboardData';
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

/** The Firestore half of a load: what the first figures are computed from. */
export type DashboardFirestoreRows = Pick<
  DashboardReads,
  'recentProjects' | 'submissionDeadlines' | 'announcementDates' | 'matches' | 'usage'
>;

/** The progress read, settled: a failure or timeout is `unavailable`, never an error. */
export type SettledProgress = { tree: ProgressTree | null; unavailable: boolean };

const rows = <T>(snap: QuerySnapshot<T>): Row<T>[] =>
  snap.docs.map((d) => ({ id: d.id, data: d.data }));

export async function readDashboardFirestore(
  docs: DocStore,
  { companyId, role, now }: LoadDashboardInput,
): Promise<DashboardFirestoreRows> {
  const q = dashboardQueries(companyId, role, now);
  const get = async <T>(query: Query<T>) => rows(await docs.getDocs(query));
  const [recentProjects, submissionDeadlines, announcementDates, matches, usage] =
    await Promise.all([
      get(q.recentProjects),
      get(q.submissionDeadlines),
      get(q.announcementDates),
      get(q.matches),
      q.usage ? get(q.usage) : Promise.resolve(null),
    ]);
  return { recentProjects, submissionDeadlines, announcementDates, matches, usage };
}

/**
 * Progress is the Realtime Database's: when it fails, the Firestore figures still show and the
 * page says progress is unavailable, instead of failing (or waiting) as a whole.
 */
export function settleProgress(read: () => Promise<ProgressTree | null>): Promise<SettledProgress> {
  return read().then(
    (tree) => ({ tree, unavailable: false }),
    () => ({ tree: null, unavailable: true }),
  );
}

/** The dashboard from the Firestore rows alone, its progress parts pending (no reads). */
export function pendingDashboard(
  { now }: LoadDashboardInput,
  firestore: DashboardFirestoreRows,
): DashboardData {
  return summarizeDashboard({
    now,
    ...firestore,
    progress: null,
    progressPending: true,
    lookedUp: new Map(),
  });
}

/** The whole dashboard: the progress added, with the lookups of the projects it names. */
export async function completeDashboard(
  docs: DocStore,
  { companyId, now }: LoadDashboardInput,
  firestore: DashboardFirestoreRows,
  progress: SettledProgress,
): Promise<DashboardData> {
  const known = new Set(
    [
      ...firestore.recentProjects,
      ...firestore.submissionDeadlines,
      ...firestore.announcementDates,
    ].map((p) => p.id),
  );
  const toRead = projectsToName(progress.tree, now)
    .filter((id) => !known.has(id))
    .slice(0, DASHBOARD_LIMITS.projectLookups);
  const lookedUp = new Map<string, Project | null>(
    await Promise.all(
      toRead.map(
        async (id) => [id, (await docs.getDoc(refs.project(companyId, id))).data ?? null] as const,
      ),
    ),
  );
  return summarizeDashboard({
    now,
    ...firestore,
    progress: progress.tree,
    progressUnavailable: progress.unavailable,
    lookedUp,
  });
}

export async function loadDashboard(
  deps: LoadDashboardDeps,
  input: LoadDashboardInput,
): Promise<DashboardData> {
  const [firestore, progress] = await Promise.all([
    readDashboardFirestore(deps.docs, input),
    settleProgress(deps.readProgress),
  ]);
  return completeDashboard(deps.docs, input, firestore, progress);
}
