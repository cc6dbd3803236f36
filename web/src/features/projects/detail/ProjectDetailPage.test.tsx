/** The project page against the real demo backend: workflow, status, suggestions, read-only. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, emptyTenderFacts, newProject, refs, type ProjectDocument } from '@tender/core';
import { ADMIN, PASSWORD, makeDemo } from '../../../backend/demo/testing';
import { renderApp } from '../../../test/renderApp';

const COMPANY = 'van-dijk-bouw';
const TIMEOUT = { timeout: 20_000 };

/** A project owned by the admin, with one processed document whose facts name two criteria. */
async function demoWithProject(as = ADMIN) {
  const { backend } = await makeDemo();
  await backend.state.docs.setDoc(
    refs.project(COMPANY, 'p1'),
    newProject(
      { name: 'Brug Zuidas', description: 'Renovatie', type: 'empty', tenderId: null },
      'u-admin-vandijk',
    ),
  );
  const facts = emptyTenderFacts();
  facts.awardCriteria = [
    { value: { name: 'Prijs', weight: 40, points: null }, page: 3, quote: 'Prijs 40%' },
    { value: { name: 'Kwaliteit', weight: 60, points: null }, page: 3, quote: 'Kwaliteit 60%' },
  ];
  facts.deadlines = [
    {
      value: { kind: 'submission', date: '2026-12-15T12:00', label: 'Sluitingstermijn' },
      page: 1,
      quote: 'uiterlijk 15 december 2026 om 12:00 uur',
    },
  ];
  const now = Timestamp.fromMillis(Date.UTC(2026, 2, 2, 9));
  const doc: ProjectDocument = {
    name: 'Aanbestedingsleidraad.pdf',
    size: 1000,
    contentType: 'application/pdf',
    storagePath: `companies/${COMPANY}/projects/p1/documents/d1/Aanbestedingsleidraad.pdf`,
    role: 'main_tender',
    status: 'processed',
    text: null,
    summary: 'Renovatie van de brug.',
    error: null,
    uploadedBy: 'u-admin-vandijk',
    createdAt: now,
    processedAt: now,
    facts,
    warnings: [],
    detectedType: 'pdf',
    pageCount: 4,
    chunkCount: 2,
    attempt: 1,
    processingId: null,
    processingStartedAt: null,
  };
  await backend.state.docs.setDoc(refs.projectDocument(COMPANY, 'p1', 'd1'), doc);
  await backend.auth.signInWithPassword(as, PASSWORD);
  return backend;
}

const saved = async (backend: Awaited<ReturnType<typeof demoWithProject>>) =>
  (await backend.state.docs.getDoc(refs.project(COMPANY, 'p1'))).data!;

describe('Project detail', () => {
  it('shows the name as title and heading, and "not found" for an unknown id', async () => {
    const backend = await demoWithProject();
    const { router } = await renderApp('/dashboard/projects/p1', { backend });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brug Zuidas' }, TIMEOUT),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Brug Zuidas · Tender Assistant'));
    await router.navigate('/dashboard/projects/nope');
    expect(await screen.findByText('Project not found', undefined, TIMEOUT)).toBeInTheDocument();
    await router.navigate('/dashboard/projects/..%2Fx');
    expect(await screen.findByText('Project not found', undefined, TIMEOUT)).toBeInTheDocument();
  }, 60_000);

  it('ticks the Documents step once the main tender document is processed (issue 19)', async () => {
    const backend = await demoWithProject();
    const ref = refs.projectDocument(COMPANY, 'p1', 'd1');
    await backend.state.docs.updateDoc(ref, { status: 'processing' });
    await renderApp('/dashboard/projects/p1', { backend });
    await screen.findByRole('heading', { level: 1, name: 'Brug Zuidas' }, TIMEOUT);
    const tab = () => screen.getByRole('tab', { name: /^Documents/ });
    expect(tab()).not.toHaveAccessibleName(/\(done\)/);
    await backend.state.docs.updateDoc(ref, { status: 'processed' });
    await waitFor(() => expect(tab()).toHaveAccessibleName(/^Documents.*\(done\)/));
    // Award criteria are still empty: not ticked.
    expect(screen.getByRole('tab', { name: /^Award Criteria/ })).not.toHaveAccessibleName(/done/);
  }, 60_000);

  it('walks the workflow: criteria with weights and suggestions, additional info', async () => {
    const user = userEvent.setup();
    const backend = await demoWithProject();
    const { router } = await renderApp('/dashboard/projects/p1', { backend });
    await screen.findByRole('heading', { level: 1, name: 'Brug Zuidas' }, TIMEOUT);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=awardCriteria'));
    const suggestions = await screen.findByRole('region', {
      name: '2 criteria found in the documents',
    });
    expect(within(suggestions).getByText('Prijs — 40%')).toBeInTheDocument();
    expect(within(suggestions).getAllByText('Aanbestedingsleidraad.pdf, page 3')).toHaveLength(2);
    // Nothing is saved by a suggestion alone.
    expect((await saved(backend)).awardCriteria).toEqual([]);

    await user.click(within(suggestions).getByRole('button', { name: 'Use Kwaliteit' }));
    await user.click(screen.getByRole('button', { name: 'Add criterion' }));
    await user.type(screen.getByRole('textbox', { name: 'Criterion 2' }), 'Planning');
    await user.type(screen.getByRole('spinbutton', { name: 'Weight 2' }), '10');
    expect(screen.getByText('Total weight: 70%')).toBeInTheDocument();
    expect(screen.getByText(/The weights add up to 70%, not 100%/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move criterion 2 up' }));
    expect(screen.getByRole('textbox', { name: 'Criterion 1' })).toHaveValue('Planning');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await saved(backend)).awardCriteria.map((c) => [c.description, c.weight])).toEqual([
        ['Planning', 10],
        ['Kwaliteit', 60],
      ]),
    );
    // Prijs is still suggested; dismissing hides it without saving.
    const left = await screen.findByRole('region', { name: '1 criterion found in the documents' });
    await user.click(within(left).getByRole('button', { name: 'Dismiss Prijs' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /criteri(on|a) found/ })).toBeNull(),
    );

    await user.click(screen.getByRole('tab', { name: /Additional Info/ }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Writing style' }),
      'Beknopt en actief',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await saved(backend)).additionalInfo.writingStyle).toBe('Beknopt en actief'),
    );
  }, 90_000);

  it('confirms the submission deadline found in the documents and offers the calendar file', async () => {
    const user = userEvent.setup();
    const backend = await demoWithProject();
    await renderApp('/dashboard/projects/p1', { backend });
    await screen.findByRole('heading', { level: 1, name: 'Brug Zuidas' }, TIMEOUT);
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeDisabled();
    const region = await screen.findByRole('region', {
      name: 'Submission deadline found in the documents',
    });
    await user.click(within(region).getByRole('button', { name: /as the submission deadline/ }));
    await waitFor(async () =>
      expect((await saved(backend)).submissionDeadline?.toMillis()).toBe(
        Date.UTC(2026, 11, 15, 11, 0),
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeEnabled(),
    );
  }, 60_000);

  it('moves the status only along the allowed transitions', async () => {
    const user = userEvent.setup();
    const backend = await demoWithProject();
    await renderApp('/dashboard/projects/p1', { backend });
    await screen.findByRole('heading', { level: 1, name: 'Brug Zuidas' }, TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Status: Draft. Change status' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Move to In progress']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Move to In progress' }));
    await waitFor(async () => expect((await saved(backend)).status).toBe('in_progress'));
    await user.click(
      await screen.findByRole('button', { name: 'Status: In progress. Change status' }),
    );
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Send for review']);
  }, 60_000);

  it('is read-only for a member who does not own the project', async () => {
    const user = userEvent.setup();
    const backend = await demoWithProject('sanne@vandijk.example');
    await renderApp('/dashboard/projects/p1?step=awardCriteria', { backend });
    await screen.findByRole('heading', { level: 1, name: 'Brug Zuidas' }, TIMEOUT);
    expect(screen.getByText(/Read only: only the owner/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change status/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add criterion' })).toBeNull();
    expect(screen.queryByRole('region', { name: /found in the documents/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add website' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: /Additional Info/ }));
    expect(await screen.findByRole('textbox', { name: 'Writing style' })).toBeDisabled();
  }, 60_000);
});
