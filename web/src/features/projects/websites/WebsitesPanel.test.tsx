/** Project websites on the demo backend: add (http/https only), deactivate, edit, delete. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newProject, query, refs } from '@tender/core';
import { ADMIN, PASSWORD, makeDemo } from '../../../backend/demo/testing';
import { renderApp } from '../../../test/renderApp';

const COMPANY = 'van-dijk-bouw';
const URL_1 = 'https://www.tenderned.nl/aankondigingen/overzicht/123';

describe('Project websites', () => {
  it('adds, deactivates, edits and deletes a watched website', async () => {
    const user = userEvent.setup();
    const { backend } = await makeDemo();
    await backend.state.docs.setDoc(
      refs.project(COMPANY, 'p1'),
      newProject(
        { name: 'Brug', description: '', type: 'empty', tenderId: null },
        'u-admin-vandijk',
      ),
    );
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    await renderApp('/dashboard/projects/p1', { backend, locale: 'en' });
    const stored = async () =>
      (await backend.state.docs.getDocs(query(refs.websites(COMPANY, 'p1')))).docs.map(
        (d) => d.data,
      );

    await user.click(
      await screen.findByRole('button', { name: 'Add website' }, { timeout: 45_000 }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Add website' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Web address' }),
      'javascript:alert(1)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add website' }));
    expect(
      await within(dialog).findByText('Enter a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Web address' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Web address' }), URL_1);
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Update frequency (days)' }));
    await user.type(
      within(dialog).getByRole('spinbutton', { name: 'Update frequency (days)' }),
      '3',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add website' }));
    const active = await screen.findByRole('switch', { name: `Active: ${URL_1}` });
    expect(active).toBeChecked();
    expect(
      screen.getByText(/Every 3 days · fetched automatically · not fetched yet/),
    ).toBeInTheDocument();
    expect(await stored()).toMatchObject([
      { url: URL_1, updateFrequencyDays: 3, active: true, lastUpdated: null },
    ]);

    await user.click(active);
    await waitFor(async () => expect((await stored())[0]!.active).toBe(false));

    await user.click(await screen.findByRole('button', { name: `Edit ${URL_1}` }));
    dialog = await screen.findByRole('dialog', { name: 'Edit website' });
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Update frequency (days)' }));
    await user.type(
      within(dialog).getByRole('spinbutton', { name: 'Update frequency (days)' }),
      '400',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be at most 365')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Update frequency (days)' }));
    await user.type(
      within(dialog).getByRole('spinbutton', { name: 'Update frequency (days)' }),
      '14',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await stored())[0]!.updateFrequencyDays).toBe(14));

    await user.click(await screen.findByRole('button', { name: `Delete ${URL_1}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete website?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await stored()).toEqual([]));
    expect(await screen.findByText('No websites yet.')).toBeInTheDocument();
  }, 90_000);
});
