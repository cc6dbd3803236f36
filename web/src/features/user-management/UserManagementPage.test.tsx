import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallableError, refs, type DocStore } from '@tender/core';
import type { Backend } from '../../backend/types';
import { renderApp } from '../../test/renderApp';
import { createTestBackend } from './testBackend';

const PAGE = '/dashboard/userManagement';

async function openAs(email: string, path = PAGE, locale: 'en' | 'nl' = 'en') {
  const backend = await createTestBackend(email);
  const rendered = await renderApp(path, { backend, locale });
  return { ...rendered, backend };
}

// The first render also loads the lazy route and layout chunks: allow a busy machine its time.
const usersTable = () =>
  screen.findByRole('table', { name: 'Users of your company' }, { timeout: 15_000 });
const rowOf = async (name: string) => {
  const table = await usersTable();
  const cell = await within(table).findByText(name);
  return cell.closest('tr') as HTMLElement;
};

describe('User Management: list', () => {
  it("shows an admin the company's users with actions, and never another company's", async () => {
    await openAs('admin@vandijk.example');
    const table = await usersTable();
    expect(await within(table).findByText('Sanne Jansen')).toBeInTheDocument();
    for (const name of ['Anouk van Dijk', 'Pieter de Vries', 'Mohamed El Amrani', 'Kees Bakker'])
      expect(within(table).getByText(name)).toBeInTheDocument();
    expect(within(table).queryByText('Eva Smit')).not.toBeInTheDocument();
    expect(within(table).queryByText('Lotte Visser')).not.toBeInTheDocument();
    expect(screen.getByText('5 users')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Add user' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'More actions for Sanne Jansen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Sanne Jansen' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Account of Sanne Jansen active' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Account of Kees Bakker active' })).not.toBeChecked();
    // Email, status and id are listed; the admin's own row cannot be demoted or disabled.
    const sanne = await rowOf('Sanne Jansen');
    expect(within(sanne).getByText('sanne@vandijk.example')).toBeInTheDocument();
    expect(within(sanne).getByText('u-user1-vandijk')).toBeInTheDocument();
    expect(within(sanne).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Anouk van Dijk' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      screen.getByRole('button', { name: 'Copy user ID of Sanne Jansen' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'More actions for Anouk van Dijk' }),
    ).not.toBeInTheDocument();
  });

  it.each(['sanne@vandijk.example', 'manager@vandijk.example'])(
    '%s sees the list without admin actions',
    async (email) => {
      await openAs(email);
      const table = await usersTable();
      expect(await within(table).findByText('Anouk van Dijk')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: /Role of/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('switch')).not.toBeInTheDocument();
      // Copying an id is not an admin action.
      expect(
        screen.getByRole('button', { name: 'Copy user ID of Sanne Jansen' }),
      ).toBeInTheDocument();
    },
  );

  it('searches by name or email and filters by role, with All Roles', async () => {
    const user = userEvent.setup();
    await openAs('manager@vandijk.example');
    const table = await usersTable();
    await within(table).findByText('Sanne Jansen');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'MOHAMED@');
    await waitFor(() => expect(within(table).queryByText('Sanne Jansen')).not.toBeInTheDocument());
    expect(within(table).getByText('Mohamed El Amrani')).toBeInTheDocument();
    expect(screen.getByText('1 of 5 users')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name or email' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'zzz');
    expect(await screen.findByText('No users match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(await within(table).findByText('Sanne Jansen')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    const options = within(screen.getByRole('listbox'));
    expect(options.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Roles',
      'Admin',
      'Manager',
      'User',
    ]);
    await user.click(options.getByRole('option', { name: 'Manager' }));
    await waitFor(() => expect(within(table).queryByText('Sanne Jansen')).not.toBeInTheDocument());
    expect(within(table).getByText('Pieter de Vries')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'All Roles' }),
    );
    expect(await within(table).findByText('Sanne Jansen')).toBeInTheDocument();
  });

  it('pages long lists 25 at a time and updates live', async () => {
    const { backend } = await openAs('sanne@vandijk.example');
    const table = await usersTable();
    await within(table).findByText('Sanne Jansen');
    const now = (await backend.docs.getDoc(refs.user('u-user1-vandijk'))).data!.createdAt;
    for (let i = 0; i < 30; i++) {
      await backend.docs.setDoc(refs.user(`u-bulk-${i}`), {
        name: `Bulk ${String(i).padStart(2, '0')}`,
        email: `bulk${i}@vandijk.example`,
        companyId: 'van-dijk-bouw',
        role: 'user',
        status: 'active',
        preferredLanguage: 'nl',
        createdAt: now,
        updatedAt: now,
      });
    }
    expect(await screen.findByText('1–25 of 35')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(26); // header + 25
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('26–35 of 35')).toBeInTheDocument();
    expect(within(table).getByText('Sanne Jansen')).toBeInTheDocument();
  });

  it("says 'Failed to load users' when the list cannot be read", async () => {
    const backend = await createTestBackend('admin@vandijk.example');
    const failing: Backend = {
      ...backend,
      docs: Object.assign(Object.create(backend.docs) as DocStore, {
        onQuerySnapshot: (_q: unknown, _next: unknown, error?: (e: Error) => void) => {
          queueMicrotask(() => error?.(new Error('offline')));
          return () => undefined;
        },
      }),
    };
    await renderApp(PAGE, { backend: failing });
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
  });
});

describe('User Management: admin actions', () => {
  it('adds a user and shows the generated password once', async () => {
    const user = userEvent.setup();
    const { backend } = await openAs('admin@vandijk.example');
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });

    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'not-an-email');
    await user.tab();
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Femke de Boer');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Email address' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Email address' }),
      ' Femke@VanDijk.example ',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Manager' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));

    const shown = await screen.findByRole('dialog', { name: 'Femke de Boer has been added' });
    expect(within(shown).getByRole('textbox', { name: 'Generated password' })).toHaveValue(
      'Generated-1-Pw!',
    );
    expect(within(shown).getByText(/It is shown only once/)).toBeInTheDocument();
    expect(backend.calls.at(-1)).toEqual({
      name: 'createUser',
      input: {
        name: 'Femke de Boer',
        email: 'femke@vandijk.example',
        role: 'manager',
        preferredLanguage: 'en',
      },
    });
    await user.click(within(shown).getByRole('button', { name: 'Copy password' }));
    expect(await navigator.clipboard.readText()).toBe('Generated-1-Pw!');

    await user.click(within(shown).getByRole('button', { name: 'Done, I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('Generated-1-Pw!')).not.toBeInTheDocument();
    expect(await within(await usersTable()).findByText('Femke de Boer')).toBeInTheDocument();
  });

  it("keeps the input and says why when creating fails ('Failed to create users')", async () => {
    const user = userEvent.setup();
    const { backend } = await openAs('admin@vandijk.example');
    backend.failNext('createUser', new CallableError('already-exists', 'users.errors.emailInUse'));
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sanne Twee');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Email address' }),
      'sanne@vandijk.example',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create users');
    expect(alert).toHaveTextContent('An account with this email address already exists.');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Sanne Twee');
    expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'sanne@vandijk.example',
    );
  });

  it('deletes after confirmation, and shows the reason when it is refused', async () => {
    const user = userEvent.setup();
    const { backend } = await openAs('admin@vandijk.example');
    await user.click(
      await screen.findByRole('button', { name: 'More actions for Mohamed El Amrani' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete user' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Mohamed El Amrani?' });
    backend.failNext(
      'deleteUser',
      new CallableError('failed-precondition', 'users.errors.lastAdmin'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    const alert = await within(dialog).findByText('Failed to delete users');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'The company needs at least one active admin',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Mohamed El Amrani has been deleted')).toBeInTheDocument();
    const table = await usersTable();
    await waitFor(() =>
      expect(within(table).queryByText('Mohamed El Amrani')).not.toBeInTheDocument(),
    );

    // Cancelling sends nothing.
    const before = backend.calls.length;
    await user.click(screen.getByRole('button', { name: 'More actions for Sanne Jansen' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete user' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Sanne Jansen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.calls.length).toBe(before);
  });

  it('resets a password after confirmation and shows the new one once', async () => {
    const user = userEvent.setup();
    const { backend } = await openAs('admin@vandijk.example');
    await user.click(await screen.findByRole('button', { name: 'More actions for Sanne Jansen' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reset password' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Reset the password of Sanne Jansen?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    const shown = await screen.findByRole('dialog', { name: 'New password for Sanne Jansen' });
    expect(within(shown).getByRole('textbox', { name: 'Generated password' })).toHaveValue(
      'Reset-1-Pw!',
    );
    expect(backend.passwords.get('u-user1-vandijk')).toBe('Reset-1-Pw!');
  });

  it("says 'Failed to reset password' when the reset fails", async () => {
    const user = userEvent.setup();
    const { backend } = await openAs('admin@vandijk.example');
    backend.failNext('resetPassword', new CallableError('internal'));
    await user.click(await screen.findByRole('button', { name: 'More actions for Sanne Jansen' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reset password' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Reset the password of Sanne Jansen?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    expect(await within(confirm).findByText('Failed to reset password')).toBeInTheDocument();
  });

  it('changes a role and a status; the changed user gains admin actions without signing out', async () => {
    const user = userEvent.setup();
    const { backend } = await openAs('admin@vandijk.example');
    await user.click(await screen.findByRole('combobox', { name: 'Role of Sanne Jansen' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Admin' }));
    expect(await screen.findByText('Sanne Jansen is now Admin')).toBeInTheDocument();
    expect((await backend.docs.getDoc(refs.user('u-user1-vandijk'))).data?.role).toBe('admin');

    await user.click(screen.getByRole('switch', { name: 'Account of Kees Bakker active' }));
    expect(
      await screen.findByText('The account of Kees Bakker is active again'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Account of Kees Bakker active' })).toBeChecked(),
    );
  });

  it('shows the Add user button to a user the moment they are promoted', async () => {
    const { backend } = await openAs('sanne@vandijk.example');
    await within(await usersTable()).findByText('Anouk van Dijk');
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
    await backend.docs.updateDoc(refs.user('u-user1-vandijk'), { role: 'admin' });
    expect(await screen.findByRole('button', { name: 'Add user' })).toBeInTheDocument();
  });
});

describe('My Account', () => {
  it('opens from ?tab=account for any role and switches tabs with the keyboard', async () => {
    const user = userEvent.setup();
    const { router } = await openAs('sanne@vandijk.example', `${PAGE}?tab=account`);
    expect(
      await screen.findByRole('tab', { name: 'My Account', selected: true }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Sanne Jansen');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'sanne@vandijk.example',
    );

    screen.getByRole('tab', { name: 'My Account' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(await usersTable()).toBeInTheDocument();
  });

  it('validates the name and the new password', async () => {
    const user = userEvent.setup();
    const { backend } = await openAs('manager@vandijk.example', `${PAGE}?tab=account`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^New password/), '123');
    await user.type(screen.getByLabelText(/^Confirm new password/), '1234');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password needs at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(backend.calls).toEqual([]);
  });

  it('saves the name, and says so when saving fails without losing it', async () => {
    const user = userEvent.setup();
    const { backend } = await openAs('sanne@vandijk.example', `${PAGE}?tab=account`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Sanne de Jong');
    backend.failNext('updateMyAccount', new CallableError('unavailable'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(name).toHaveValue('Sanne de Jong');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect((await backend.docs.getDoc(refs.user('u-user1-vandijk'))).data?.name).toBe(
      'Sanne de Jong',
    );
  });

  it('applies a new preferred language at once and stores it', async () => {
    const user = userEvent.setup();
    const { backend, router } = await openAs('sanne@vandijk.example', `${PAGE}?tab=account`);
    await user.click(await screen.findByRole('combobox', { name: 'Preferred language' }));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Nederlands' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/nl/dashboard/userManagement'),
    );
    expect(router.state.location.search).toBe('?tab=account');
    expect(
      await screen.findByRole('tab', { name: 'Mijn account', selected: true }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Profiel opgeslagen')).toBeInTheDocument();
    expect(document.cookie).toContain('locale=nl');
    expect((await backend.docs.getDoc(refs.user('u-user1-vandijk'))).data?.preferredLanguage).toBe(
      'nl',
    );
  });

  it('asks for the current password when the sign-in is too old, then changes it', async () => {
    const user = userEvent.setup();
    const { backend } = await openAs('sanne@vandijk.example', `${PAGE}?tab=account`);
    backend.requireRecentLogin = 1;
    await user.type(await screen.findByLabelText(/^New password/), 'Nieuw-Wachtwoord-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Nieuw-Wachtwoord-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Could not confirm your password')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'Tender-Demo-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(backend.passwords.get('u-user1-vandijk')).toBe('Nieuw-Wachtwoord-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
