/**
 * What the dashboard shows (DashboardData) and what it is computed from (DashboardReads): the
 * shapes summarize.ts fills and the page renders.
 */
import type { DraftGenerationStep } from '../../model/draft';
import type { Project } from '../../model/project';
import type { ProjectStatus } from '../../model/projectStatuses';
import type { TenderMatch } from '../../model/tender';
import type { MatchScoreBucket } from '../../model/tenderChecks';
import type { UsageDay } from '../../model/usage';
import type { ProgressTree } from './progressTree';

/** Statuses of work still under way: what "active projects" counts. */
export const ACTIVE_PROJECT_STATUSES: readonly ProjectStatus[] = ['draft', 'in_progress', 'review'];
/** The score filter's bands (spec §9) without 'all', lowest first: the chart's stacks. */
export const SCORE_BANDS = ['0-50', '50-70', '70-90', '90-100'] as const satisfies readonly Exclude<
  MatchScoreBucket,
  'all'
>[];
export type ScoreBand = (typeof SCORE_BANDS)[number];

export type Row<T> = { id: string; data: T };

export type DeadlineItem = {
  projectId: string;
  projectName: string;
  kind: 'submissionDeadline' | 'announcementDate';
  at: number;
};
export type DraftItem = {
  projectId: string;
  projectName: string;
  step: DraftGenerationStep | null;
  sections: { done: number; total: number } | null;
  startedAt: number;
};
export type FailedDocumentsItem = {
  projectId: string;
  projectName: string;
  count: number;
  lastAt: number;
};
export type MatchItem = {
  tenderId: string;
  title: string;
  titles: Record<string, string> | null;
  buyer: string;
  score: number;
  createdAt: number;
};
export type Counted = { value: number; capped: boolean };
export type WeekBar = { weekStart: number } & Record<ScoreBand, number>;
export type ActivityItem = {
  kind:
    | 'projectCreated'
    | 'projectUpdated'
    | 'documentProcessed'
    | 'documentFailed'
    | 'draftReady'
    | 'draftFailed'
    | 'matchesFound';
  at: number;
  projectId: string | null;
  projectName: string | null;
  count: number;
};
export type UsageSummary = {
  calls: number;
  tokens: number;
  images: number;
  costUsd: number;
  /** Days of the month with any use. */
  days: number;
};

export type DashboardData = {
  now: number;
  deadlines: DeadlineItem[];
  drafts: { items: DraftItem[]; more: number };
  failedDocuments: { items: FailedDocumentsItem[]; more: number };
  newMatches: { count: Counted; top: MatchItem[] };
  figures: {
    activeProjects: Counted;
    matchesThisWeek: Counted;
    documentsProcessed: number;
    draftsGenerated: number;
  };
  matchWeeks: { weeks: WeekBar[]; capped: boolean };
  projectStatus: { counts: Record<ProjectStatus, number>; total: number; capped: boolean };
  activity: ActivityItem[];
  /** Null when the reader may not see spend (not a company admin). */
  usage: UsageSummary | null;
  /** Nothing at all yet: the page shows its getting-started state. */
  empty: boolean;
  /** The progress tree (Realtime Database) could not be read: drafts and documents figures are unknown. */
  progressUnavailable: boolean;
  /**
   * The progress tree is still being read (the page shows the Firestore figures first): drafts,
   * documents and the activity that comes from it are not known yet.
   */
  progressPending: boolean;
};

export type DashboardReads = {
  now: number;
  recentProjects: Row<Project>[];
  submissionDeadlines: Row<Project>[];
  announcementDates: Row<Project>[];
  matches: Row<TenderMatch>[];
  usage: Row<UsageDay>[] | null;
  progress: ProgressTree | null;
  /** The progress read failed or timed out (progress is then null). */
  progressUnavailable?: boolean;
  /** The progress has not been read yet (progress is then null). */
  progressPending?: boolean;
  /** Names of projects read one by one (lookups); null for a project that no longer exists. */
  lookedUp: ReadonlyMap<string, Project | null>;
};
