/** Project websites on the demo backend: add (http/https only), deactivate, edit, delete. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newProject, newWebsite, query, refs } from '@tender/core';
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

  it('a project watches at most 20 websites: the last free slot is taken, then Add is off with the reason', async () => {
    const user = userEvent.setup();
    const { backend } = await makeDemo();
    await backend.state.docs.setDoc(
      refs.project(COMPANY, 'p1'),
      newProject(
        { name: 'Brug', description: '', type: 'empty', tenderId: null },
        'u-admin-vandijk',
      ),
    );
    // 19 websites in the slots w1…w20, w7 free (one was deleted).
    for (let n = 1; n <= 20; n++) {
      if (n === 7) continue;
      await backend.state.docs.setDoc(
        refs.website(COMPANY, 'p1', `w${n}`),
        newWebsite(
          { url: `https://x.nl/${n}`, updateFrequencyDays: 7, active: true, autoScrape: true },
          'u-admin-vandijk',
        ),
      );
    }
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    await renderApp('/dashboard/projects/p1', { backend, locale: 'en' });
    const add = await screen.findByRole('button', { name: 'Add website' }, { timeout: 45_000 });
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.queryByText(/at most 20 websites/)).toBeNull();
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add website' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Web address' }), URL_1);
    await user.click(within(dialog).getByRole('button', { name: 'Add website' }));
    await waitFor(async () =>
      expect((await backend.state.docs.getDoc(refs.website(COMPANY, 'p1', 'w7'))).data?.url).toBe(
        URL_1,
      ),
    );
    expect(
      await screen.findByText(
        'A project can watch at most 20 websites. Delete one to add another.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Add website' })).toBeDisabled();
  }, 90_000);
});
