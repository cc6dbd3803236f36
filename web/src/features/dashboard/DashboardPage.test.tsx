/** The dashboard against the real demo backend (guarded store, the rules' twin), en and nl. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type DocStore,
  DocStoreError,
  type DocumentProgress,
  type DraftProgress,
  ManualClock,
  type TenderMatch,
  Timestamp,
  newProject,
  refs,
  rtdbPaths,
} from '@tender/core';
import type { Backend } from '../../backend/types';
import { ADMIN, PASSWORD, makeDemo } from '../../backend/demo/testing';
import { renderApp } from '../../test/renderApp';

const CID = 'van-dijk-bouw';
const ADMIN_UID = 'u-admin-vandijk';
const DAY = 24 * 60 * 60 * 1000;
// The charts chunk (@mui/x-charts) is transformed on first use: slow on a busy machine.
const TIMEOUT = { timeout: 30_000 };

function match(title: string, score: number, at: number): TenderMatch {
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
      publishedAt: Timestamp.fromMillis(at),
      deadline: null,
    },
    createdAt: Timestamp.fromMillis(at),
  };
}

/** A company after some work: written to the unguarded state, as the functions would. */
async function demoWithWork(as = ADMIN) {
  const now = Date.now();
  const { backend } = await makeDemo({ clock: new ManualClock(now) });
  const { docs, realtime } = backend.state;
  await docs.setDoc(refs.project(CID, 'p-kade'), {
    ...newProject({ name: 'Kademuren', description: '', type: 'empty', tenderId: null }, ADMIN_UID),
    status: 'in_progress',
    submissionDeadline: Timestamp.fromMillis(now + 3 * DAY),
  });
  await docs.setDoc(
    refs.project(CID, 'p-brug'),
    newProject(
      { name: 'Brug Zuidas', description: '', type: 'ai_draft', tenderId: null },
      ADMIN_UID,
    ),
  );
  await docs.setDoc(refs.tenderMatch(CID, 't1'), match('Onderhoud sluizen', 92, now - 60_000));
  await docs.setDoc(refs.tenderMatch(CID, 't2'), match('Fietspad Utrecht', 64, now - 120_000));
  const failed: DocumentProgress = { stage: 'failed', percent: 100, updatedAt: now - 5000 };
  const done: DocumentProgress = { stage: 'done', percent: 100, updatedAt: now - 9000 };
  await realtime.set(rtdbPaths.documentProgress(CID, 'p-kade', 'd1'), failed);
  await realtime.set(rtdbPaths.documentProgress(CID, 'p-kade', 'd2'), done);
  const running: DraftProgress = {
    jobId: 'j1',
    state: 'running',
    startedAt: now - 30_000,
    deadlineAt: now + 10 * 60_000,
    current: 'generatingDocument',
    steps: {},
    sections: { done: 2, total: 5 },
    draftId: null,
    error: null,
  };
  await realtime.set(rtdbPaths.draftProgress(CID, 'p-brug'), running);
  const day = new Date(now).toISOString().slice(0, 10);
  await docs.setDoc(refs.usageDay(CID, day), {
    day,
    calls: 12,
    inputTokens: 10_000,
    outputTokens: 2_345,
    images: 0,
    costUsd: 1.5,
    byModel: {},
    updatedAt: Timestamp.fromMillis(now),
  });
  await backend.auth.signInWithPassword(as, PASSWORD);
  return backend;
}

const section = (name: RegExp | string) => screen.findByRole('region', { name }, TIMEOUT);

describe('Dashboard', () => {
  it('shows figures, what needs attention, charts and usage, and opens an item (en)', async () => {
    const user = userEvent.setup();
    const backend = await demoWithWork();
    const { router } = await renderApp('/dashboard', { backend, locale: 'en' });

    expect(
      await screen.findByTestId('figure-activeProjects', undefined, TIMEOUT),
    ).toHaveTextContent('2');
    expect(screen.getByTestId('figure-matchesThisWeek')).toHaveTextContent('2');
    // From the progress (Realtime Database), read once the Firestore figures are on screen.
    expect(
      await screen.findByTestId('figure-documentsProcessed', undefined, TIMEOUT),
    ).toHaveTextContent('1');

    const deadlines = within(await section('Deadlines in the next 14 days'));
    // A region is there while its rows still load: wait for the rows, not only the heading.
    expect(await deadlines.findByText('Kademuren', undefined, TIMEOUT)).toBeInTheDocument();
    expect(deadlines.getByText('3 days left')).toBeInTheDocument();
    expect(deadlines.getByText(/^Submission deadline · /)).toBeInTheDocument();
    const drafts = within(await section('Drafts in progress'));
    expect(await drafts.findByText('Brug Zuidas', undefined, TIMEOUT)).toBeInTheDocument();
    expect(drafts.getByText('Generating document · 2 of 5 sections written')).toBeInTheDocument();
    const failed = within(await section('Documents that failed'));
    expect(
      await failed.findByText('1 document failed processing', undefined, TIMEOUT),
    ).toBeInTheDocument();
    const matches = within(await section('New matches this week'));
    expect(matches.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Onderhoud sluizenGemeente UtrechtScore 92',
      'Fietspad UtrechtGemeente UtrechtScore 64',
      '2 new matches — Open Signaling',
    ]);

    const usage = within(await section('AI usage this month'));
    expect(usage.getByText('12,345')).toBeInTheDocument();
    expect(usage.getByText('US$1.50')).toBeInTheDocument();

    const chart = within(await section('Matches per week by score band'));
    await user.click(chart.getByRole('button', { name: 'Show as table' }));
    const rows = within(chart.getByRole('table', { name: 'Matches per week by score band' }))
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toHaveLength(9);
    expect(rows.at(-1)).toMatch(/^Week of .+01012$/);
    const status = within(await section('Projects by status'));
    await user.click(status.getByRole('button', { name: 'Show as table' }));
    expect(
      within(status.getByRole('table'))
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['StatusProjects', 'Draft1', 'In progress1']);

    await user.click(failed.getByRole('link', { name: /Kademuren/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/projects/p-kade'));
  }, 60_000);

  it('keeps spend from members and words it in Dutch (nl)', async () => {
    const backend = await demoWithWork('sanne@vandijk.example');
    await renderApp('/nl/dashboard', { backend, locale: 'nl' });
    expect(
      await screen.findByTestId('figure-activeProjects', undefined, TIMEOUT),
    ).toHaveTextContent('2');
    const deadlines = within(await section('Deadlines in de komende 14 dagen'));
    expect(await deadlines.findByText('Kademuren', undefined, TIMEOUT)).toBeInTheDocument();
    expect(deadlines.getByText('Nog 3 dagen')).toBeInTheDocument();
    expect(deadlines.getByText(/^Uiterste inschrijfdatum · /)).toBeInTheDocument();
    expect(
      await within(await section('Mislukte documenten')).findByText(
        '1 document kon niet worden verwerkt',
        undefined,
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    expect(await section('Matches per week per scoreband')).toBeInTheDocument();
    expect(screen.getByText('Actieve projecten')).toBeInTheDocument();
    // Usage holds spend: only admins may read it, so a user's dashboard leaves it out.
    expect(screen.queryByRole('region', { name: 'AI-gebruik deze maand' })).toBeNull();
  }, 60_000);

  it('shows a new company where to start (nl)', async () => {
    const { backend } = await makeDemo({ clock: new ManualClock(Date.now()) });
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    await renderApp('/nl/dashboard', { backend, locale: 'nl' });
    expect(await screen.findByText('Nog niets te tonen', undefined, TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar Projecten' })).toHaveAttribute(
      'href',
      '/nl/dashboard/projects',
    );
    expect(screen.getByText('Geen deadlines in de komende 14 dagen')).toBeInTheDocument();
    expect(screen.getByText('Er is nog niets gebeurd')).toBeInTheDocument();
    expect(screen.getByTestId('figure-activeProjects')).toHaveTextContent('0');
  }, 60_000);

  it('loads again after a refusal (claims lagging a role change) instead of failing (en)', async () => {
    const { backend } = await makeDemo();
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    let refusals = 1;
    const lagging: Backend = {
      ...backend,
      docs: Object.assign(Object.create(backend.docs) as DocStore, {
        getDocs: (q: Parameters<DocStore['getDocs']>[0]) =>
          refusals-- > 0
            ? Promise.reject(new DocStoreError('permission-denied', 'refused'))
            : backend.docs.getDocs(q),
      }),
    };
    await renderApp('/dashboard', { backend: lagging, locale: 'en' });
    expect(
      await screen.findByTestId('figure-activeProjects', undefined, TIMEOUT),
    ).toHaveTextContent('0');
    expect(screen.queryByText('Failed to load the dashboard')).toBeNull();
  }, 60_000);

  it("says 'Failed to load the dashboard' and tries again (en)", async () => {
    const user = userEvent.setup();
    const { backend } = await makeDemo();
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    let fail = true;
    const flaky: Backend = {
      ...backend,
      docs: Object.assign(Object.create(backend.docs) as DocStore, {
        getDocs: (q: Parameters<DocStore['getDocs']>[0]) =>
          fail ? Promise.reject(new Error('unavailable')) : backend.docs.getDocs(q),
      }),
    };
    await renderApp('/dashboard', { backend: flaky, locale: 'en' });
    expect(
      await screen.findByText('Failed to load the dashboard', undefined, TIMEOUT),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByTestId('figure-activeProjects', undefined, TIMEOUT),
    ).toHaveTextContent('0');
  }, 60_000);

  it('shows the Firestore figures and says progress is unavailable when the Realtime Database fails (nl)', async () => {
    const { backend } = await makeDemo();
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    const noRealtime: Backend = {
      ...backend,
      realtime: {
        ...backend.realtime,
        onValue: (_path, _next, onError) => {
          onError?.(new Error('database unreachable'));
          return () => undefined;
        },
      },
    };
    await renderApp('/nl/dashboard', { backend: noRealtime, locale: 'nl' });
    expect(
      await screen.findByTestId('dashboard-progress-unavailable', undefined, TIMEOUT),
    ).toHaveTextContent('De voortgang van concepten en documenten is nu niet beschikbaar');
    expect(screen.getByTestId('figure-activeProjects')).toHaveTextContent('0');
    expect(screen.queryByText('Dashboard laden mislukt')).toBeNull();
  }, 60_000);

  it('shows the Firestore figures first and reads the Realtime Database only then (en)', async () => {
    const backend = await demoWithWork();
    // Holds the progress read: records whether the figures were on screen when it was asked.
    const asked: boolean[] = [];
    let answer: () => void = () => undefined;
    const held: Backend = {
      ...backend,
      realtime: {
        ...backend.realtime,
        onValue: (path, next, onError) => {
          asked.push(screen.queryByTestId('figure-activeProjects') !== null);
          let stop: () => void = () => undefined;
          answer = () => (stop = backend.realtime.onValue(path, next, onError));
          return () => stop();
        },
      },
    };
    await renderApp('/dashboard', { backend: held, locale: 'en' });
    expect(
      await screen.findByTestId('figure-activeProjects', undefined, TIMEOUT),
    ).toHaveTextContent('2');
    // The charts' titles come with the figures, not with the charts' chunk (the largest paint).
    expect(screen.getByRole('heading', { name: 'Matches per week by score band' })).toBeVisible();
    await waitFor(() => expect(asked).toEqual([true]));
    // Until it answers: the progress parts are skeletons, not zeros, and no getting-started.
    expect(screen.queryByTestId('figure-documentsProcessed')).toBeNull();
    expect(screen.queryByTestId('figure-draftsGenerated')).toBeNull();
    expect(screen.queryByTestId('dashboard-empty')).toBeNull();
    expect(within(await section('Drafts in progress')).queryByText('Brug Zuidas')).toBeNull();
    expect(
      screen.getByRole('region', { name: 'Key figures' }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');

    answer();
    expect(
      await screen.findByTestId('figure-documentsProcessed', undefined, TIMEOUT),
    ).toHaveTextContent('1');
    expect(
      within(await section('Drafts in progress')).getByText('Brug Zuidas'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-progress-unavailable')).toBeNull();
  }, 60_000);
});
