import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/renderApp';

const PASSWORD = 'Tender-Demo-2026';

async function signIn(email: string, password = PASSWORD) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('app shell', () => {
  it('sends a signed-out deep link to sign-in and back after signing in', async () => {
    const { router } = await renderApp('/dashboard/help');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/authentication');
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard%2Fhelp');

    await signIn('sanne@vandijk.example'); // prefers English (the admin prefers Dutch)
    expect(
      await screen.findByRole('heading', { name: 'Help & Support' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/help');
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('shows a clear message for a wrong password and keeps the typed email', async () => {
    await renderApp('/authentication');
    await signIn('admin@vandijk.example', 'not-the-password');
    expect(
      await screen.findByText('The email address or password is not correct.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('admin@vandijk.example');
  });

  it('tells a disabled user their account is disabled', async () => {
    await renderApp('/authentication');
    await signIn('kees@vandijk.example');
    expect(await screen.findByText(/This account has been disabled/)).toBeInTheDocument();
  });

  it('shows Access Denied to a signed-in user without a company', async () => {
    await renderApp('/dashboard');
    await signIn('lotte@example.com');
    expect(await screen.findByText('Access Denied', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('You do not have access to the dashboard.')).toBeInTheDocument();
  });

  it('shows the 404 page for unknown paths', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /no/such/page')).toBeInTheDocument();
  });

  it('renders Dutch under the /nl prefix', async () => {
    await renderApp('/nl/authentication', { locale: 'nl' });
    expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('nl-NL'));
    expect(document.cookie).toContain('locale=nl');
  });

  it('validates the sign-up password against the minimum length of 6', async () => {
    const user = userEvent.setup();
    await renderApp('/authentication');
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    // The sign-up form is a chunk of its own (loaded on the switch).
    await user.type(await screen.findByLabelText('Full name'), 'Nieuwe Collega');
    await user.type(screen.getByLabelText('Email address'), 'nieuw@example.com');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('Use at least 6 characters.')).toBeInTheDocument();
  });

  it('redirects /login to /authentication keeping the redirect query', async () => {
    const { router } = await renderApp('/login?redirect=%2Fdashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication'));
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
  });
});
