/** "Fetch new tenders now" on the demo backend: admins only, a clear result, once per 10 minutes. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, PASSWORD, makeDemo } from '../../backend/demo/testing';
import { renderApp } from '../../test/renderApp';

describe('Fetch new tenders now', () => {
  it('an admin runs the ingestion, sees what it found, and is told to wait before the next run (nl)', async () => {
    const user = userEvent.setup();
    const { backend } = await makeDemo({ latencyMs: 0 });
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    await renderApp('/nl/dashboard/signaling', { backend, locale: 'nl' });
    const button = await screen.findByRole('button', { name: 'Nu nieuwe aanbestedingen ophalen' });
    await user.click(button);
    expect(await screen.findByText('0 nieuwe aanbestedingen, 0 gewijzigd.')).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Nu nieuwe aanbestedingen ophalen' }),
    );
    expect(
      await screen.findByText(
        'Nieuwe aanbestedingen ophalen mislukt. Er zijn minder dan 10 minuten geleden aanbestedingen opgehaald. Probeer het later opnieuw.',
      ),
    ).toBeInTheDocument();
  });

  it('is not offered to a manager (en)', async () => {
    const { backend } = await makeDemo({ latencyMs: 0 });
    await backend.auth.signInWithPassword('manager@vandijk.example', PASSWORD);
    await renderApp('/dashboard/signaling', { backend, locale: 'en' });
    expect(await screen.findByRole('button', { name: 'Reset viewed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fetch new tenders now' })).toBeNull();
  });
});
