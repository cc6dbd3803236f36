import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/renderApp';

// The sign-in form keeps its own state (useSignInForm.ts, no formik): these hold it to what
// formik's defaults did — errors of touched fields only, submit touches all and sends nothing
// invalid, and the email is trimmed.
describe('sign-in form', () => {
  it('an empty submit shows both messages and stays on sign-in', async () => {
    const { router } = await renderApp('/authentication');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/authentication');
  });

  it('shows an error only for a field the user has left', async () => {
    await renderApp('/authentication');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'not-an-address');
    await user.tab(); // to the password field: the email field is touched, the password not yet
    expect(
      await screen.findByText('Enter a valid email address, like name@company.nl.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Enter your password.')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'admin@vandijk.example');
    await waitFor(() =>
      expect(
        screen.queryByText('Enter a valid email address, like name@company.nl.'),
      ).not.toBeInTheDocument(),
    );
  });

  it('signs in with an email typed with spaces around it', async () => {
    const { router } = await renderApp('/authentication?redirect=%2Fdashboard%2Fhelp');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), '  sanne@vandijk.example ');
    await user.type(screen.getByLabelText('Password'), 'Tender-Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { name: 'Help & Support' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/help');
  });
});
