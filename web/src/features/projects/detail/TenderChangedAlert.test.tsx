/** A project made from a tender says so when ingestion found the tender changed afterwards. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Timestamp, newProject, refs } from '@tender/core';
import { ADMIN, PASSWORD, makeDemo } from '../../../backend/demo/testing';
import { renderApp } from '../../../test/renderApp';

const COMPANY = 'van-dijk-bouw';
const TIMEOUT = { timeout: 50_000 };
const MESSAGE = /The tender was changed after this project was made/;

describe('TenderChangedAlert', () => {
  it('warns on a project whose tender changed, with the date, and not on others', async () => {
    const { backend } = await makeDemo();
    const fromTender = newProject(
      { name: 'Onderhoud verlichting', description: '', type: 'empty', tenderId: 'ted-1' },
      'u-admin-vandijk',
    );
    await backend.state.docs.setDoc(refs.project(COMPANY, 'p1'), {
      ...fromTender,
      tenderChangedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 23, 12)),
    });
    await backend.state.docs.setDoc(refs.project(COMPANY, 'p2'), {
      ...fromTender,
      name: 'Nieuwe brug',
    });
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);

    const { router } = await renderApp('/dashboard/projects/p1', { backend });
    await screen.findByRole('heading', { level: 1, name: 'Onderhoud verlichting' }, TIMEOUT);
    const alert = await screen.findByText(MESSAGE, undefined, TIMEOUT);
    expect(alert).toHaveTextContent('changes found on 23 Nov 2026');

    await router.navigate('/dashboard/projects/p2');
    await screen.findByRole('heading', { level: 1, name: 'Nieuwe brug' }, TIMEOUT);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  }, 120_000);
});
