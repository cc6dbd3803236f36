/** The page against the real demo backend: guarded DocStore, core's user-admin service. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeDemo, PASSWORD } from '../../backend/demo/testing';
import { renderApp } from '../../test/renderApp';

describe('User Management on the demo backend', () => {
  it('adds a user with a generated password and reports a taken email address', async () => {
    const user = userEvent.setup();
    const { backend } = await makeDemo();
    await backend.auth.signInWithPassword('admin@noordzee.example', PASSWORD);
    await renderApp('/dashboard/userManagement', { backend });
    const table = await screen.findByRole(
      'table',
      { name: 'Users of your company' },
      { timeout: 15_000 },
    );
    expect(await within(table).findByText('Eva Smit')).toBeInTheDocument();
    expect(within(table).queryByText('Anouk van Dijk')).not.toBeInTheDocument();

    const add = async (email: string) => {
      await user.click(await screen.findByRole('button', { name: 'Add user' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add user' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Joris Vos');
      await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), email);
      await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
      return dialog;
    };

    await add('joris@noordzee.example');
    const shown = await screen.findByRole('dialog', { name: 'Joris Vos has been added' });
    const password = within(shown).getByRole('textbox', { name: 'Generated password' });
    expect((password as HTMLInputElement).value).toHaveLength(16);
    await user.click(within(shown).getByRole('button', { name: 'Done, I have copied it' }));
    expect(await within(table).findByText('Joris Vos')).toBeInTheDocument();

    // Another company's address: refused without saying an account exists there (review L8).
    const dialog = await add('sanne@vandijk.example');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create users');
    expect(alert).toHaveTextContent('This email address cannot be used for a new account.');
    expect(alert).not.toHaveTextContent('already exists');
  });
});
