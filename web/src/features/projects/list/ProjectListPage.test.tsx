/** The projects list against the real demo backend (guarded store, the rules' twin). */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newProject, refs, type DocStore } from '@tender/core';
import type { Backend } from '../../../backend/types';
import { ADMIN, PASSWORD, makeDemo } from '../../../backend/demo/testing';
import { renderApp } from '../../../test/renderApp';

const COMPANY = 'van-dijk-bouw';
const TIMEOUT = { timeout: 15_000 };

async function demoWith(names: string[], as = ADMIN) {
  const { backend, clock } = await makeDemo();
  await backend.auth.signInWithPassword(as, PASSWORD);
  const uid = as === ADMIN ? 'u-admin-vandijk' : 'u-user1-vandijk';
  for (const [i, name] of names.entries()) {
    clock.advance(60_000); // distinct creation times: Newest/Oldest have an order to show
    await backend.docs.setDoc(
      refs.project(COMPANY, `p${String(i).padStart(3, '0')}`),
      newProject({ name, description: '', type: 'empty', tenderId: null }, uid),
    );
  }
  return Object.assign(backend, { clock });
}

const rowNames = async () => {
  const table = await screen.findByRole('table', { name: 'Projects of your company' }, TIMEOUT);
  return within(table)
    .getAllByRole('link')
    .map((a) => a.textContent);
};

describe('Projects list', () => {
  it('starts empty, refuses a nameless project and opens a new one on its page', async () => {
    const user = userEvent.setup();
    const backend = await demoWith([]);
    const { router } = await renderApp('/dashboard/projects', { backend });
    expect(await screen.findByText('No projects yet', undefined, TIMEOUT)).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'New project' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByText('Project name cannot be empty')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Project name' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByText('Project name cannot be empty')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Project name' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Project name' }),
      'Onderhoud kademuren',
    );
    await user.click(within(dialog).getByRole('radio', { name: /AI generated draft/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/dashboard\/projects\/[A-Za-z0-9]{20}$/),
    );
    const id = router.state.location.pathname.split('/').pop()!;
    const saved = (await backend.docs.getDoc(refs.project(COMPANY, id))).data;
    expect(saved).toMatchObject({
      name: 'Onderhoud kademuren',
      type: 'ai_draft',
      status: 'draft',
      ownerId: 'u-admin-vandijk',
    });
  }, 60_000);

  it('sorts, searches and filters from the URL, and writes changes back to it', async () => {
    const user = userEvent.setup();
    const backend = await demoWith(['Brug Zuidas', 'Aanleg fietspad', 'Coating sluisdeuren']);
    // Another member's project, for "only my projects".
    await backend.auth.signOut();
    await backend.auth.signInWithPassword('sanne@vandijk.example', PASSWORD);
    backend.clock.advance(60_000);
    await backend.docs.setDoc(
      refs.project(COMPANY, 'p-sanne'),
      newProject(
        { name: 'Dijkversterking', description: 'Zuidas dijk', type: 'empty', tenderId: null },
        'u-user1-vandijk',
      ),
    );
    await backend.auth.signOut();
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);

    const { router } = await renderApp('/dashboard/projects?sort=nameAsc', { backend });
    expect(await rowNames()).toEqual([
      'Aanleg fietspad',
      'Brug Zuidas',
      'Coating sluisdeuren',
      'Dijkversterking',
    ]);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Newest' }));
    await waitFor(async () =>
      expect(await rowNames()).toEqual([
        'Dijkversterking',
        'Coating sluisdeuren',
        'Aanleg fietspad',
        'Brug Zuidas',
      ]),
    );
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Z-A' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'zuidas');
    await waitFor(() => expect(router.state.location.search).toBe('?q=zuidas&sort=nameDesc'));
    // The description counts too: Dijkversterking is "Zuidas dijk".
    await waitFor(async () => expect(await rowNames()).toEqual(['Dijkversterking', 'Brug Zuidas']));

    await user.click(screen.getByRole('switch', { name: 'Only my projects' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=zuidas&sort=nameDesc&mine=1'),
    );
    await waitFor(async () => expect(await rowNames()).toEqual(['Brug Zuidas']));

    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), ' tunnel');
    expect(
      await screen.findByText('No projects match “zuidas tunnel”', undefined, TIMEOUT),
    ).toBeInTheDocument();
  }, 60_000);

  it('pages 50 at a time with a cursor', async () => {
    const user = userEvent.setup();
    const names = Array.from({ length: 55 }, (_, i) => `Tender ${String(i).padStart(2, '0')}`);
    const backend = await demoWith(names);
    await renderApp('/dashboard/projects?sort=nameAsc', { backend });
    // The rows below the window render a frame after the first ones (useFirstRowsFirst).
    await waitFor(async () => expect(await rowNames()).toHaveLength(50));
    const first = await rowNames();
    expect(first[0]).toBe('Tender 00');
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(async () => expect(await rowNames()).toHaveLength(5));
    expect(await rowNames()).toEqual([
      'Tender 50',
      'Tender 51',
      'Tender 52',
      'Tender 53',
      'Tender 54',
    ]);
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(async () => expect((await rowNames())[0]).toBe('Tender 00'));
  }, 30_000);

  it("says 'Failed to load projects' when the list cannot be read", async () => {
    const backend = await demoWith([]);
    const failing: Backend = {
      ...backend,
      docs: Object.assign(Object.create(backend.docs) as DocStore, {
        onQuerySnapshot: (_q: unknown, _next: unknown, error?: (e: Error) => void) => {
          queueMicrotask(() => error?.(new Error('unavailable')));
          return () => undefined;
        },
      }),
    };
    await renderApp('/dashboard/projects', { backend: failing });
    expect(
      await screen.findByText('Failed to load projects', undefined, TIMEOUT),
    ).toBeInTheDocument();
  });
});
