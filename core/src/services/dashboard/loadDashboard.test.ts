import { describe, expect, it } from 'vitest';
import { MemoryDocStore } from '../../memory/docStore';
import { countingDocStore } from '../../memory/countingDocStore';
import { refs } from '../../model/paths';
import type { Project, ProjectStatus } from '../../model/project';
import type { DocumentProgress, DraftProgress } from '../../model/progress';
import type { TenderMatch } from '../../model/tender';
import type { UsageDay } from '../../model/usage';
import { Timestamp } from '../../ports/values';
import {
  DASHBOARD_LIMITS,
  DASHBOARD_READ_BUDGET,
  dashboardWorstCaseReads,
  localWeekStarts,
  startOfLocalWeek,
} from './dashboardQueries';
import {
  completeDashboard,
  loadDashboard,
  pendingDashboard,
  readDashboardFirestore,
  settleProgress,
} from './loadDashboard';
import type { ProgressTree } from './progressTree';

const CID = 'c1';
const DAY = 24 * 60 * 60 * 1000;
// A Wednesday, 10:00 local time.
const NOW = new Date(2026, 2, 11, 10).getTime();
const ts = (ms: number) => Timestamp.fromMillis(ms);

function project(name: string, over: Partial<Project> = {}): Project {
  return {
    name,
    description: '',
    type: 'empty',
    status: 'draft',
    ownerId: 'u1',
    createdBy: 'u1',
    createdAt: ts(NOW - 30 * DAY),
    updatedAt: ts(NOW - 30 * DAY),
    submissionDeadline: null,
    announcementDate: null,
    dataSources: { knowledgeBaseIds: [], enableAll: true },
    awardCriteria: [],
    additionalInfo: { writingStyle: '', focusAreas: '', notes: '' },
    tenderId: null,
    ...over,
  };
}

function match(title: string, score: number, createdAt: number): TenderMatch {
  return {
    tenderId: title,
    score,
    reasons: [],
    viewedBy: [],
    tender: {
      title,
      buyer: 'Gemeente Utrecht',
      location: 'Utrecht',
      category: 'works',
      cpvCodes: ['45000000'],
      publishedAt: ts(createdAt),
      deadline: null,
    },
    createdAt: ts(createdAt),
  };
}

function usageDay(day: string, calls: number): UsageDay {
  const totals = {
    calls,
    inputTokens: calls * 1000,
    outputTokens: calls * 200,
    images: 0,
    costUsd: calls * 0.01,
  };
  return { ...totals, day, byModel: {}, updatedAt: ts(NOW) };
}

const done = (updatedAt: number): DocumentProgress => ({ stage: 'done', percent: 100, updatedAt });
const failed = (updatedAt: number): DocumentProgress => ({
  stage: 'failed',
  percent: 100,
  updatedAt,
});
const draft = (state: DraftProgress['state'], startedAt: number): DraftProgress => ({
  jobId: 'j',
  state,
  startedAt,
  deadlineAt: startedAt + 15 * 60_000,
  current: state === 'running' ? 'generatingDocument' : null,
  steps: {},
  sections: state === 'running' ? { done: 2, total: 6 } : undefined,
  draftId: null,
  error: null,
});

async function load(
  docs: MemoryDocStore,
  progress: ProgressTree | null,
  role: 'admin' | 'user' = 'admin',
) {
  const counted = countingDocStore(docs);
  const data = await loadDashboard(
    { docs: counted.docs, readProgress: async () => progress },
    { companyId: CID, role, now: NOW },
  );
  return { data, reads: counted.count.reads };
}

describe('loadDashboard', () => {
  it(`stays within ${DASHBOARD_READ_BUDGET} reads for 300 projects, 2,000 matches and a full month of usage`, async () => {
    const docs = new MemoryDocStore();
    const statuses: ProjectStatus[] = ['draft', 'in_progress', 'review', 'submitted', 'approved'];
    const progress: ProgressTree = {};
    for (let i = 0; i < 300; i++) {
      await docs.setDoc(
        refs.project(CID, `p${i}`),
        project(`Tender ${i}`, {
          status: statuses[i % statuses.length]!,
          updatedAt: ts(NOW - i * 3_600_000),
          // Every project has deadlines inside the window: the limits, not the data, bound reads.
          submissionDeadline: ts(NOW + ((i % 13) + 1) * DAY),
          announcementDate: ts(NOW + ((i % 11) + 1) * DAY),
        }),
      );
      progress[`p${i}`] = {
        documents: { d1: done(NOW - i * 60_000), d2: failed(NOW - i * 60_000) },
        draft: draft('running', NOW - i * 1000),
      };
    }
    for (let i = 0; i < 2000; i++)
      await docs.setDoc(
        refs.tenderMatch(CID, `t${i}`),
        match(`T${i}`, i % 100, NOW - i * 2_400_000),
      );
    for (let d = 1; d <= 31; d++) {
      const day = `2026-03-${String(d).padStart(2, '0')}`;
      await docs.setDoc(refs.usageDay(CID, day), usageDay(day, 10));
    }

    const { data, reads } = await load(docs, progress);

    expect(reads).toBeLessThanOrEqual(DASHBOARD_READ_BUDGET);
    expect(reads).toBe(dashboardWorstCaseReads());
    // Every list is full, every figure read to its limit says so rather than under-counting.
    expect(data.figures.activeProjects).toEqual({ value: 12, capped: true });
    expect(data.figures.matchesThisWeek.capped).toBe(true);
    expect(data.matchWeeks.capped).toBe(true);
    expect(data.figures.documentsProcessed).toBe(300);
    expect(data.failedDocuments.items).toHaveLength(5);
    expect(data.failedDocuments.more).toBe(295);
    expect(data.drafts.items.map((d) => d.projectName)).toEqual([
      'Tender 0',
      'Tender 1',
      'Tender 2',
      'Tender 3',
      'Tender 4',
    ]);
    expect(data.usage).toMatchObject({ calls: 310, days: 31 });
    expect(data.deadlines.length).toBeLessThanOrEqual(
      DASHBOARD_LIMITS.submissionDeadlines + DASHBOARD_LIMITS.announcementDates,
    );
  });

  it('counts exactly up to the limit and says "limit+" only when there are more (issue 21)', async () => {
    const docs = new MemoryDocStore();
    const limit = DASHBOARD_LIMITS.matches;
    for (let i = 0; i < limit; i++)
      await docs.setDoc(refs.tenderMatch(CID, `t${i}`), match(`T${i}`, 80, NOW - i * 60_000));
    const exact = (await load(docs, null)).data;
    expect(exact.figures.matchesThisWeek).toEqual({ value: limit, capped: false });
    await docs.setDoc(refs.tenderMatch(CID, 'one-more'), match('One more', 80, NOW - 3_600_000));
    const more = (await load(docs, null)).data;
    expect(more.figures.matchesThisWeek).toEqual({ value: limit, capped: true });
  });

  it('leaves closed and awarded tenders out of the new matches', async () => {
    const docs = new MemoryDocStore();
    await docs.setDoc(refs.tenderMatch(CID, 'open'), match('Open', 80, NOW - 60_000));
    const closed = match('Closed', 95, NOW - 60_000);
    closed.tender.deadline = ts(NOW - 1000);
    await docs.setDoc(refs.tenderMatch(CID, 'closed'), closed);
    const awarded = match('Awarded', 90, NOW - 60_000);
    awarded.tender.publicationType = 'award';
    await docs.setDoc(refs.tenderMatch(CID, 'awarded'), awarded);
    const { data } = await load(docs, null);
    expect(data.newMatches.count).toEqual({ value: 1, capped: false });
    expect(data.newMatches.top.map((m) => m.title)).toEqual(['Open']);
  });

  it('lists what needs attention, with names, and leaves out what does not', async () => {
    const docs = new MemoryDocStore();
    await docs.setDoc(
      refs.project(CID, 'soon'),
      project('Kademuren', { status: 'in_progress', submissionDeadline: ts(NOW + 3 * DAY) }),
    );
    await docs.setDoc(
      refs.project(CID, 'later'),
      project('Brug', {
        submissionDeadline: ts(NOW + 20 * DAY),
        announcementDate: ts(NOW + 2 * DAY),
      }),
    );
    await docs.setDoc(
      refs.project(CID, 'sent'),
      project('Ingediend', { status: 'submitted', submissionDeadline: ts(NOW + DAY) }),
    );
    await docs.setDoc(
      refs.project(CID, 'past'),
      project('Verlopen', { submissionDeadline: ts(NOW - DAY) }),
    );

    const progress: ProgressTree = {
      soon: { documents: { a: failed(NOW - 5000), b: failed(NOW - 4000), c: done(NOW - 3000) } },
      later: { draft: draft('running', NOW - 60_000) },
      // A job that died (past its deadline while 'running') is not in progress.
      past: { draft: draft('running', NOW - DAY) },
      // Progress of a deleted project: nothing to attend to.
      deleted: { documents: { x: failed(NOW - 1000) } },
      knowledgeBases: null,
    };
    const { data } = await load(docs, progress);

    expect(data.deadlines).toEqual([
      { projectId: 'later', projectName: 'Brug', kind: 'announcementDate', at: NOW + 2 * DAY },
      {
        projectId: 'soon',
        projectName: 'Kademuren',
        kind: 'submissionDeadline',
        at: NOW + 3 * DAY,
      },
    ]);
    expect(data.failedDocuments).toEqual({
      items: [{ projectId: 'soon', projectName: 'Kademuren', count: 2, lastAt: NOW - 4000 }],
      more: 0,
    });
    expect(data.drafts.items).toEqual([
      {
        projectId: 'later',
        projectName: 'Brug',
        step: 'generatingDocument',
        sections: { done: 2, total: 6 },
        startedAt: NOW - 60_000,
      },
    ]);
    expect(data.figures.documentsProcessed).toBe(1);
    expect(data.figures.activeProjects).toEqual({ value: 3, capped: false });
    expect(data.projectStatus.counts).toMatchObject({ draft: 2, in_progress: 1, submitted: 1 });
    expect(data.activity.map((a) => a.kind)).toContain('documentFailed');
  });

  it('counts matches per week and score band, and this week’s best first', async () => {
    const docs = new MemoryDocStore();
    const week = startOfLocalWeek(NOW);
    await docs.setDoc(refs.tenderMatch(CID, 'a'), match('Dijk', 95, week + 60_000));
    await docs.setDoc(refs.tenderMatch(CID, 'b'), match('Sluis', 72, NOW - 60_000));
    await docs.setDoc(refs.tenderMatch(CID, 'c'), match('School', 40, week - DAY));
    await docs.setDoc(refs.tenderMatch(CID, 'd'), match('Oud', 80, week - 70 * DAY));

    const { data } = await load(docs, null);

    const weeks = data.matchWeeks.weeks;
    expect(weeks.map((w) => w.weekStart)).toEqual(localWeekStarts(NOW));
    expect(weeks.at(-1)).toMatchObject({ '90-100': 1, '70-90': 1, '50-70': 0, '0-50': 0 });
    expect(weeks.at(-2)).toMatchObject({ '0-50': 1 });
    // Ten weeks ago is outside the chart (and outside the query).
    expect(weeks.reduce((n, w) => n + w['0-50'] + w['50-70'] + w['70-90'] + w['90-100'], 0)).toBe(
      3,
    );
    expect(data.newMatches.count).toEqual({ value: 2, capped: false });
    expect(data.newMatches.top.map((m) => m.title)).toEqual(['Dijk', 'Sluis']);
  });

  it('reads usage for admins only and shows a new company as empty', async () => {
    const docs = new MemoryDocStore();
    await docs.setDoc(refs.usageDay(CID, '2026-03-02'), usageDay('2026-03-02', 4));
    await docs.setDoc(refs.usageDay(CID, '2026-02-27'), usageDay('2026-02-27', 9));

    const admin = await load(docs, null, 'admin');
    expect(admin.data.usage).toEqual({ calls: 4, tokens: 4800, images: 0, costUsd: 0.04, days: 1 });
    expect(admin.data.empty).toBe(true);

    const user = await load(docs, null, 'user');
    expect(user.data.usage).toBeNull();
    // Four queries, nothing found: one read each plus the rules' lookup; no usage query at all.
    expect(user.reads).toBe(8);
    expect(admin.reads).toBe(10);
  });

  it('shows the Firestore figures when the progress read fails, and says progress is unavailable', async () => {
    const docs = new MemoryDocStore();
    await docs.setDoc(refs.project(CID, 'p1'), project('Kademuren', { status: 'in_progress' }));
    const data = await loadDashboard(
      { docs, readProgress: () => Promise.reject(new Error('no answer within 6000 ms')) },
      { companyId: CID, role: 'admin', now: NOW },
    );
    expect(data.progressUnavailable).toBe(true);
    expect(data.figures.activeProjects.value).toBe(1);
    expect(data.empty).toBe(false);
    const fine = await load(docs, null);
    expect(fine.data.progressUnavailable).toBe(false);
  });

  it('gives the Firestore figures first, progress pending, and the same dashboard once it is added', async () => {
    const docs = new MemoryDocStore();
    await docs.setDoc(refs.project(CID, 'p1'), project('Kademuren', { status: 'in_progress' }));
    const progress: ProgressTree = {
      p1: { documents: { a: done(NOW - 3000) } },
      gone: { draft: draft('running', NOW - 60_000) },
    };
    const input = { companyId: CID, role: 'admin' as const, now: NOW };
    const counted = countingDocStore(docs);
    const firestore = await readDashboardFirestore(counted.docs, input);
    const first = pendingDashboard(input, firestore);
    expect(first.progressPending).toBe(true);
    expect(first.figures.activeProjects.value).toBe(1);
    // Not "nothing yet" while the progress is unknown, nor "unavailable".
    expect(first.empty).toBe(false);
    expect(first.progressUnavailable).toBe(false);

    const settled = await settleProgress(async () => progress);
    const whole = await completeDashboard(counted.docs, input, firestore, settled);
    expect(whole.progressPending).toBe(false);
    expect(whole.figures.documentsProcessed).toBe(1);
    const once = await load(docs, progress);
    expect(whole).toEqual(once.data);
    // Two steps read what one load reads.
    expect(counted.count.reads).toBe(once.reads);
  });
});
