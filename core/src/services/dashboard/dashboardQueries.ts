/**
 * The bounded reads one dashboard load makes (issue 10: at most 100 Firestore document reads per
 * load, counted as Firestore bills them: one per returned document, at least one per query, plus
 * the rules' get() of users/{uid} per request). Every query has a limit and, where it can, a range
 * on a date, so a company with thousands of projects or matches costs the same as a small one.
 */
import type { Role } from '../../model/roles';
import { refs } from '../../model/paths';
import type { Project } from '../../model/project';
import type { TenderMatch } from '../../model/tender';
import type { UsageDay } from '../../model/usage';
import { type Query, limit, orderBy, query, where } from '../../ports/query';
import { Timestamp } from '../../ports/values';

/**
 * What the dashboard shows at most of each list. The two counted lists (projects, matches) read
 * one row more (LOOK_AHEAD): a count is exact up to its limit and says "limit+" only when there
 * are more (issue 21: "30+" was shown for exactly 30).
 */
export const DASHBOARD_LIMITS = {
  /** The most recently changed projects: status chart, active count, activity, names. */
  recentProjects: 19,
  submissionDeadlines: 5,
  announcementDates: 3,
  /** Matches of the last MATCH_WEEKS weeks, newest first. */
  matches: 29,
  /** One usage document per UTC day: a month has at most 31. */
  usageDays: 31,
  /** Projects read one by one to name a running draft or a failed document (not among the recent). */
  projectLookups: 3,
} as const;

/** The worst case of one load, with the rules' users/{uid} read per request (see the header). */
export const DASHBOARD_READ_BUDGET = 100;

/** The extra row read past a counted list's limit, to tell "exactly the limit" from "more". */
export const LOOK_AHEAD = 1;

/** What the limits allow at most: every query full, every lookup made, each request's rules read. */
export function dashboardWorstCaseReads(): number {
  const L = DASHBOARD_LIMITS;
  const queries = [
    L.recentProjects + LOOK_AHEAD,
    L.submissionDeadlines,
    L.announcementDates,
    L.matches + LOOK_AHEAD,
    L.usageDays,
  ];
  return queries.reduce((n, size) => n + size + 1, 0) + L.projectLookups * 2;
}

export const DEADLINE_WINDOW_DAYS = 14;
export const MATCH_WEEKS = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 of the week holding `ms`, in the reader's time zone (en-GB and nl-NL weeks). */
export function startOfLocalWeek(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return d.getTime();
}

/** The starts of the last `count` weeks, oldest first, the current week last (DST-safe). */
export function localWeekStarts(now: number, count = MATCH_WEEKS): number[] {
  const current = new Date(startOfLocalWeek(now));
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(current);
    d.setDate(d.getDate() - 7 * (count - 1 - i));
    return d.getTime();
  });
}

/** yyyy-mm-01 of the UTC month of `now`: usage days are UTC days (usageStore.usageDayOf). */
export function usageMonthStart(now: number): string {
  return `${new Date(now).toISOString().slice(0, 7)}-01`;
}

export interface DashboardQueries {
  recentProjects: Query<Project>;
  submissionDeadlines: Query<Project>;
  announcementDates: Query<Project>;
  matches: Query<TenderMatch>;
  /** Null for anyone but a company admin: usage holds spend and the rules let admins alone read it. */
  usage: Query<UsageDay> | null;
}

export function dashboardQueries(
  companyId: string,
  role: Role | null,
  now: number,
): DashboardQueries {
  const from = Timestamp.fromMillis(now);
  const to = Timestamp.fromMillis(now + DEADLINE_WINDOW_DAYS * DAY_MS);
  const upcoming = (field: 'submissionDeadline' | 'announcementDate', n: number) =>
    query(
      refs.projects(companyId),
      where(field, '>=', from),
      where(field, '<=', to),
      orderBy(field),
      limit(n),
    );
  const firstWeek = localWeekStarts(now)[0]!;
  return {
    recentProjects: query(
      refs.projects(companyId),
      orderBy('updatedAt', 'desc'),
      limit(DASHBOARD_LIMITS.recentProjects + LOOK_AHEAD),
    ),
    submissionDeadlines: upcoming('submissionDeadline', DASHBOARD_LIMITS.submissionDeadlines),
    announcementDates: upcoming('announcementDate', DASHBOARD_LIMITS.announcementDates),
    matches: query(
      refs.tenderMatches(companyId),
      where('createdAt', '>=', Timestamp.fromMillis(firstWeek)),
      orderBy('createdAt', 'desc'),
      limit(DASHBOARD_LIMITS.matches + LOOK_AHEAD),
    ),
    usage:
      role === 'admin'
        ? query(
            refs.usageDays(companyId),
            where('day', '>=', usageMonthStart(now)),
            orderBy('day'),
            limit(DASHBOARD_LIMITS.usageDays),
          )
        : null,
  };
}
