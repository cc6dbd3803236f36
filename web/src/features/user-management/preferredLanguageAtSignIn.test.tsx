import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refs } from '@tender/core';
import { renderApp } from '../../test/renderApp';
import { createTestBackend } from './testBackend';

async function signIn(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), 'Tender-Demo-2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('preferred language at sign-in', () => {
  it('opens the requested page in the language of the profile', async () => {
    const backend = await createTestBackend(null);
    const { router } = await renderApp('/dashboard/userManagement?tab=account', { backend });
    await signIn('admin@vandijk.example'); // prefers Dutch
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/nl/dashboard/userManagement'),
    );
    expect(router.state.location.search).toBe('?tab=account');
    expect(
      await screen.findByRole('tab', { name: 'Mijn account', selected: true }),
    ).toBeInTheDocument();
    expect(document.cookie).toContain('locale=nl');
  });

  it('opens English for an English-preferring user even when the last language was Dutch', async () => {
    const backend = await createTestBackend(null);
    const { router } = await renderApp('/nl/authentication', { backend, locale: 'nl' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), 'sanne@vandijk.example');
    await user.type(screen.getByLabelText('Wachtwoord'), 'Tender-Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(document.cookie).toContain('locale=en');
  });

  it('switches once: the user can change language afterwards', async () => {
    const backend = await createTestBackend(null);
    await backend.docs.updateDoc(refs.user('u-user1-vandijk'), { preferredLanguage: 'nl' });
    const { router } = await renderApp('/authentication', { backend });
    await signIn('sanne@vandijk.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/nl/dashboard'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Taal wijzigen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await router.navigate('/dashboard/help');
    expect(await screen.findByRole('heading', { name: 'Help & Support' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/help');
  });
});
