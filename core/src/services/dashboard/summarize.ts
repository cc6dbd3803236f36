/**
 * What the dashboard shows, computed from one load's bounded reads (loadDashboard.ts): pure, so
 * the figures and lists are tested without a store. Where a read hit its limit the figure says so
 * (`capped`) instead of presenting a partial count as the whole.
 */
import type { Project } from '../../model/project';
import { PROJECT_STATUSES, type ProjectStatus } from '../../model/projectStatuses';
import { isInScoreBucket, isTenderClosed } from '../../model/tenderChecks';
import { DASHBOARD_LIMITS, localWeekStarts, startOfLocalWeek } from './dashboardQueries';
import { type ProgressTree, draftPhase, progressProjects } from './progressTree';
import {
  ACTIVE_PROJECT_STATUSES,
  SCORE_BANDS,
  type ActivityItem,
  type DashboardData,
  type DashboardReads,
  type DeadlineItem,
  type DraftItem,
  type FailedDocumentsItem,
  type UsageSummary,
  type WeekBar,
} from './dashboardData';

export { type ProgressTree, progressProjects, settledProgress } from './progressTree';

const ATTENTION_ITEMS = 5;
const TOP_MATCHES = 3;
const ACTIVITY_ITEMS = 8;
const SAME_TIME_MS = 60_000;

const ms = (t: { toMillis(): number } | null | undefined) => (t ? t.toMillis() : null);

/** Projects that progress mentions and that need a name (running drafts, failed documents). */
export function projectsToName(tree: ProgressTree | null, now: number): string[] {
  const wanted: { id: string; at: number }[] = [];
  for (const [pid, p] of progressProjects(tree)) {
    if (p.draft && draftPhase(p.draft, now) === 'running')
      wanted.push({ id: pid, at: p.draft.startedAt });
    const failed = Object.values(p.documents ?? {}).filter((d) => d?.stage === 'failed');
    if (failed.length) wanted.push({ id: pid, at: Math.max(...failed.map((d) => d.updatedAt)) });
  }
  return [...new Set(wanted.sort((a, b) => b.at - a.at).map((w) => w.id))];
}

export function summarizeDashboard(reads: DashboardReads): DashboardData {
  const { now } = reads;
  // The counted lists are read one row past their limit: more rows than the limit means "limit+".
  const projectsCapped = reads.recentProjects.length > DASHBOARD_LIMITS.recentProjects;
  const matchesCapped = reads.matches.length > DASHBOARD_LIMITS.matches;
  const r: DashboardReads = {
    ...reads,
    recentProjects: reads.recentProjects.slice(0, DASHBOARD_LIMITS.recentProjects),
    matches: reads.matches.slice(0, DASHBOARD_LIMITS.matches),
  };
  const known = new Map<string, Project>();
  for (const row of [...r.recentProjects, ...r.submissionDeadlines, ...r.announcementDates])
    known.set(row.id, row.data);
  for (const [id, p] of r.lookedUp) if (p) known.set(id, p);
  const nameOf = (id: string) => known.get(id)?.name ?? null;
  // A project read and found gone: its progress is left over, nothing to attend to.
  const gone = (id: string) => r.lookedUp.has(id) && r.lookedUp.get(id) === null;

  const deadlines: DeadlineItem[] = [
    ...r.submissionDeadlines.map((row) => ({ row, kind: 'submissionDeadline' as const })),
    ...r.announcementDates.map((row) => ({ row, kind: 'announcementDate' as const })),
  ]
    .filter(({ row }) => ACTIVE_PROJECT_STATUSES.includes(row.data.status))
    .map(({ row, kind }) => ({
      projectId: row.id,
      projectName: row.data.name,
      kind,
      at: ms(row.data[kind])!,
    }))
    .sort((a, b) => a.at - b.at);

  const draftsRunning: DraftItem[] = [];
  const failed: FailedDocumentsItem[] = [];
  let documentsProcessed = 0;
  let draftsGenerated = 0;
  const progressActivity: ActivityItem[] = [];
  for (const [pid, p] of progressProjects(r.progress)) {
    if (gone(pid)) continue;
    const name = nameOf(pid);
    const docs = Object.values(p.documents ?? {}).filter(Boolean);
    documentsProcessed += docs.filter((d) => d.stage === 'done').length;
    const failedDocs = docs.filter((d) => d.stage === 'failed');
    if (failedDocs.length)
      failed.push({
        projectId: pid,
        projectName: name ?? '',
        count: failedDocs.length,
        lastAt: Math.max(...failedDocs.map((d) => d.updatedAt)),
      });
    if (name) {
      for (const d of docs) {
        if (d.stage !== 'done' && d.stage !== 'failed') continue;
        const kind = d.stage === 'done' ? 'documentProcessed' : 'documentFailed';
        progressActivity.push({
          kind,
          at: d.updatedAt,
          projectId: pid,
          projectName: name,
          count: 1,
        });
      }
    }
    if (p.draft) {
      const phase = draftPhase(p.draft, now);
      if (phase === 'done') draftsGenerated += 1;
      if (phase === 'running')
        draftsRunning.push({
          projectId: pid,
          projectName: name ?? '',
          step: p.draft.current,
          sections: p.draft.sections ?? null,
          startedAt: p.draft.startedAt,
        });
      const ended = p.draft.steps?.finalizingDocument?.endedAt ?? p.draft.startedAt;
      if (name && (phase === 'done' || phase === 'failed'))
        progressActivity.push({
          kind: phase === 'done' ? 'draftReady' : 'draftFailed',
          at: phase === 'done' ? ended : Math.min(now, p.draft.deadlineAt),
          projectId: pid,
          projectName: name,
          count: 1,
        });
    }
  }
  const attention = <T extends { projectName: string }>(items: T[], by: (x: T) => number) => {
    const sorted = items.sort((a, b) => by(b) - by(a));
    // Without a name (past the lookup budget) an item cannot be shown; it counts as "more".
    const shown = sorted.filter((x) => x.projectName !== '').slice(0, ATTENTION_ITEMS);
    return { items: shown, more: items.length - shown.length };
  };

  const weekStarts = localWeekStarts(now);
  const thisWeek = startOfLocalWeek(now);
  const matches = r.matches.map((row) => ({ row, at: ms(row.data.createdAt) ?? 0 }));
  const weekOf = (at: number) => {
    for (let i = weekStarts.length - 1; i >= 0; i--) if (at >= weekStarts[i]!) return i;
    return -1;
  };
  const weeks: WeekBar[] = weekStarts.map((weekStart) => ({
    weekStart,
    '0-50': 0,
    '50-70': 0,
    '70-90': 0,
    '90-100': 0,
  }));
  for (const { row, at } of matches) {
    const i = weekOf(at);
    const band = SCORE_BANDS.find((b) => isInScoreBucket(row.data.score, b));
    if (i >= 0 && band) weeks[i]![band] += 1;
  }
  const ofThisWeek = matches.filter((m) => m.at >= thisWeek);
  // Capped this week only when every match read is of this week (older ones were cut, not these).
  const weekCapped = matchesCapped && ofThisWeek.length === matches.length;
  // "New matches" are ones a bid can still go to: closed or awarded tenders are left out (issue 21).
  const newThisWeek = ofThisWeek.filter((m) => !isTenderClosed(m.row.data.tender, now));
  const top = [...newThisWeek]
    .sort((a, b) => b.row.data.score - a.row.data.score || b.at - a.at)
    .slice(0, TOP_MATCHES)
    .map(({ row, at }) => ({
      tenderId: row.id,
      title: row.data.tender.title,
      titles: row.data.tender.titles ?? null,
      buyer: row.data.tender.buyer,
      score: row.data.score,
      createdAt: at,
    }));

  const counts = Object.fromEntries(PROJECT_STATUSES.map((s) => [s, 0])) as Record<
    ProjectStatus,
    number
  >;
  for (const row of r.recentProjects) counts[row.data.status] += 1;
  const active = r.recentProjects.filter((p) => ACTIVE_PROJECT_STATUSES.includes(p.data.status));

  const activity: ActivityItem[] = [...progressActivity];
  for (const row of r.recentProjects) {
    const created = ms(row.data.createdAt) ?? 0;
    const updated = ms(row.data.updatedAt) ?? created;
    const base = { projectId: row.id, projectName: row.data.name, count: 1 };
    activity.push({ kind: 'projectCreated', at: created, ...base });
    if (updated - created > SAME_TIME_MS)
      activity.push({ kind: 'projectUpdated', at: updated, ...base });
  }
  // Matches arrive in runs: one line per local day, at its newest match.
  const byDay = new Map<string, { at: number; count: number }>();
  for (const { at } of matches) {
    const day = new Date(at).toDateString();
    const entry = byDay.get(day) ?? { at, count: 0 };
    byDay.set(day, { at: Math.max(entry.at, at), count: entry.count + 1 });
  }
  for (const { at, count } of byDay.values())
    activity.push({ kind: 'matchesFound', at, projectId: null, projectName: null, count });
  activity.sort((a, b) => b.at - a.at);

  const usage = r.usage
    ? r.usage.reduce<UsageSummary>(
        (sum, { data: d }) => ({
          calls: sum.calls + (d.calls ?? 0),
          tokens: sum.tokens + (d.inputTokens ?? 0) + (d.outputTokens ?? 0),
          images: sum.images + (d.images ?? 0),
          costUsd: sum.costUsd + (d.costUsd ?? 0),
          days: sum.days + ((d.calls ?? 0) > 0 ? 1 : 0),
        }),
        { calls: 0, tokens: 0, images: 0, costUsd: 0, days: 0 },
      )
    : null;

  return {
    now,
    deadlines,
    drafts: attention(draftsRunning, (d) => d.startedAt),
    failedDocuments: attention(failed, (f) => f.lastAt),
    newMatches: { count: { value: newThisWeek.length, capped: weekCapped }, top },
    figures: {
      activeProjects: { value: active.length, capped: projectsCapped },
      matchesThisWeek: { value: newThisWeek.length, capped: weekCapped },
      documentsProcessed,
      draftsGenerated,
    },
    matchWeeks: { weeks, capped: matchesCapped },
    projectStatus: { counts, total: r.recentProjects.length, capped: projectsCapped },
    activity: activity.slice(0, ACTIVITY_ITEMS),
    usage,
    empty:
      r.recentProjects.length === 0 &&
      r.matches.length === 0 &&
      documentsProcessed === 0 &&
      !r.progressUnavailable &&
      !r.progressPending,
    progressUnavailable: r.progressUnavailable ?? false,
    progressPending: r.progressPending ?? false,
  };
}
