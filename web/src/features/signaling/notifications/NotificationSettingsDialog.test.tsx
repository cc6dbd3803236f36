/** The notification settings dialog on the demo backend (seeded company Van Dijk Bouw). */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refs } from '@tender/core';
import { AppProviders } from '../../../app/App';
import { createI18n } from '../../../app/i18n/i18n';
import { LocaleContext } from '../../../app/i18n/LocaleContext';
import { makeDemo, PASSWORD } from '../../../backend/demo/testing';
import type { Backend } from '../../../backend/types';
import { NotificationSettingsDialog } from './NotificationSettingsDialog';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <NotificationSettingsDialog
      open={open}
      onClose={() => setOpen(false)}
      companyId="van-dijk-bouw"
    />
  );
}

async function show(email: string, locale: 'en' | 'nl' = 'en') {
  const { backend } = await makeDemo();
  await backend.auth.signInWithPassword(email, PASSWORD);
  const i18n = await createI18n(locale);
  render(
    <AppProviders i18n={i18n} loaded={{ backend } as { backend: Backend }}>
      <LocaleContext.Provider value={locale}>
        <Harness />
      </LocaleContext.Provider>
    </AppProviders>,
  );
  return backend;
}

describe('NotificationSettingsDialog', () => {
  it('an admin switches weekly digests on for two active users at an Amsterdam hour', async () => {
    const user = userEvent.setup();
    const backend = await show('admin@vandijk.example');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Notification settings' },
      { timeout: 15_000 },
    );
    // Only active users are offered: Kees (disabled) is not.
    expect(await within(dialog).findByRole('checkbox', { name: /sanne@vandijk/ })).toBeDisabled();
    expect(within(dialog).queryByRole('checkbox', { name: /kees@vandijk/ })).toBeNull();

    await user.click(within(dialog).getByRole('switch', { name: 'E-mail tender digests' }));
    // Switched on without recipients: refused with a message, nothing saved.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Choose at least one recipient, or switch digests off.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: /sanne@vandijk/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /manager@vandijk/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Day of the week' }));
    await user.click(await screen.findByRole('option', { name: 'Thursday' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Time' }));
    await user.click(await screen.findByRole('option', { name: '07:00' }));
    const score = within(dialog).getByRole('spinbutton', { name: 'Minimum match score' });
    await user.clear(score);
    await user.type(score, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = (await backend.docs.getDoc(refs.company('van-dijk-bouw'))).data!;
    expect(stored.notificationSettings).toEqual({
      enabled: true,
      frequency: 'weekly',
      weekday: 4,
      hour: 7,
      // The seed's uids of Sanne and the manager, in the order they were ticked.
      recipientUids: ['u-user1-vandijk', 'u-manager-vandijk'],
      minScore: 80,
    });
  }, 60_000);

  it('a score above 100 is refused with the validation message', async () => {
    const user = userEvent.setup();
    await show('manager@vandijk.example');
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 15_000 });
    await user.click(within(dialog).getByRole('switch', { name: 'E-mail tender digests' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: /sanne@vandijk/ }));
    const score = within(dialog).getByRole('spinbutton', { name: 'Minimum match score' });
    await user.clear(score);
    await user.type(score, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be at most 100')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  }, 30_000);

  it('users see the settings in Dutch without a way to change them', async () => {
    await show('sanne@vandijk.example', 'nl');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Meldingsinstellingen' },
      { timeout: 15_000 },
    );
    expect(
      within(dialog).getByText(
        'Alleen beheerders en managers kunnen de meldingsinstellingen wijzigen.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('switch')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Opslaan' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
  }, 30_000);
});
