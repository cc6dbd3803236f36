/**
 * Unsaved edits are never replaced by arriving data: the project page's workflow keeps what the
 * user typed while the project, its documents and their facts arrive or change, and takes the
 * saved values only when nothing is being edited.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, emptyTenderFacts, newProject, refs, type ProjectDocument } from '@tender/core';
import { ADMIN, PASSWORD, makeDemo } from '../../../backend/demo/testing';
import { withCacheMisses } from '../../../test/cacheMisses';
import { renderApp } from '../../../test/renderApp';

const COMPANY = 'van-dijk-bouw';
const PROJECT = refs.project(COMPANY, 'p1');
const TIMEOUT = { timeout: 20_000 };

/** The admin's project, and a way to send its listeners Firestore's empty-cache snapshot. */
async function demoWithProject() {
  const { backend } = await makeDemo();
  await backend.state.docs.setDoc(
    PROJECT,
    newProject(
      { name: 'Brug Zuidas', description: 'Renovatie', type: 'empty', tenderId: null },
      'u-admin-vandijk',
    ),
  );
  await backend.auth.signInWithPassword(ADMIN, PASSWORD);
  const misses = withCacheMisses(backend, PROJECT.path);
  return { backend, wrapped: misses.backend, cacheMiss: () => misses.missDocument(PROJECT) };
}

/** A processed tender document whose facts name an award criterion. */
function tenderDocument(): ProjectDocument {
  const now = Timestamp.fromMillis(Date.UTC(2026, 2, 2, 9));
  const facts = emptyTenderFacts();
  facts.awardCriteria = [
    { value: { name: 'Prijs', weight: 40, points: null }, page: 3, quote: 'Prijs 40%' },
  ];
  return {
    name: 'Aanbestedingsleidraad.pdf',
    size: 1000,
    contentType: 'application/pdf',
    storagePath: `companies/${COMPANY}/projects/p1/documents/d1/Aanbestedingsleidraad.pdf`,
    role: 'main_tender',
    status: 'processed',
    text: null,
    summary: null,
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
}

describe('Unsaved edits on the project page', () => {
  it('keeps an added award criterion while the project arrives again, from the cache and then the server', async () => {
    const user = userEvent.setup();
    const { backend, wrapped, cacheMiss } = await demoWithProject();
    await renderApp('/dashboard/projects/p1?step=awardCriteria', { backend: wrapped });
    await screen.findByRole('heading', { level: 1, name: 'Brug Zuidas' }, TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Add criterion' }));
    await user.type(screen.getByRole('textbox', { name: 'Criterion 1' }), 'Kwaliteit');

    // Firestore's cache knows nothing of the project yet: that is no answer, not "not found".
    await cacheMiss();
    expect(screen.queryByText('Project not found')).toBeNull();
    // The server's snapshot, a colleague's change of the description, and a processed document
    // with its facts (a suggestion appears beside the row).
    await backend.state.docs.updateDoc(PROJECT, { description: 'Renovatie en onderhoud' });
    await backend.state.docs.setDoc(refs.projectDocument(COMPANY, 'p1', 'd1'), tenderDocument());
    expect(
      await screen.findByRole('region', { name: '1 criterion found in the documents' }, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Criterion 1' })).toHaveValue('Kwaliteit');

    // Saved criteria that change elsewhere do not replace the unsaved list either...
    await backend.state.docs.updateDoc(PROJECT, {
      awardCriteria: [{ id: 'c9', description: 'Planning', weight: 20 }],
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('textbox', { name: 'Criterion 1' })).toHaveValue('Kwaliteit');
    // ...and once the edits are discarded, the saved ones show.
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('textbox', { name: 'Criterion 1' })).toHaveValue('Planning');
  }, 60_000);

  it('keeps typed additional info when the saved values change, and follows them when nothing is typed', async () => {
    const user = userEvent.setup();
    const { backend } = await demoWithProject();
    await renderApp('/dashboard/projects/p1?step=additionalInfo', { backend });
    await screen.findByRole('heading', { level: 1, name: 'Brug Zuidas' }, TIMEOUT);
    const style = await screen.findByRole('textbox', { name: 'Writing style' });
    const focus = screen.getByRole('textbox', { name: 'Focus areas' });

    // Nothing typed: a save made elsewhere shows.
    await backend.state.docs.updateDoc(PROJECT, {
      additionalInfo: { writingStyle: 'Formeel', focusAreas: '', notes: '' },
    });
    await waitFor(() => expect(style).toHaveValue('Formeel'));

    await user.clear(style);
    await user.type(style, 'Beknopt en actief');
    await backend.state.docs.updateDoc(PROJECT, {
      additionalInfo: { writingStyle: 'Formeel', focusAreas: 'Duurzaamheid', notes: '' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('textbox', { name: 'Writing style' })).toHaveValue('Beknopt en actief');
    expect(screen.getByRole('textbox', { name: 'Focus areas' })).toBe(focus);

    // Saving writes what the user typed.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await backend.state.docs.getDoc(PROJECT)).data?.additionalInfo.writingStyle).toBe(
        'Beknopt en actief',
      ),
    );
  }, 60_000);
});
