/** The bell, its panel and the 'View all updates' page against the real demo backend (en, nl). */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, newProject, refs, type Notification } from '@tender/core';
import { ADMIN, PASSWORD, makeDemo } from '../../backend/demo/testing';
import { renderApp } from '../../test/renderApp';

const COMPANY = 'van-dijk-bouw';
const UID = 'u-admin-vandijk';
const TIMEOUT = { timeout: 20_000 };
const MINUTE = 60_000;

type Seed = Partial<Notification> & { id: string; ageMs?: number };

/** The admin signed in, a project p1, and the given notifications (newest last in the list). */
async function demoWith(seeds: Seed[]) {
  const { backend } = await makeDemo();
  const docs = backend.state.docs;
  await docs.setDoc(
    refs.project(COMPANY, 'p1'),
    newProject({ name: 'Brug Zuidas', description: '', type: 'empty', tenderId: null }, UID),
  );
  for (const { id, ageMs = 5 * MINUTE, ...n } of seeds) {
    await docs.setDoc(refs.notification(UID, id), {
      kind: 'documentProcessed',
      params: { document: 'Leidraad.pdf', project: 'Brug Zuidas' },
      link: '/dashboard/projects/p1',
      read: false,
      createdAt: Timestamp.fromMillis(Date.now() - ageMs),
      ...n,
    });
  }
  await backend.auth.signInWithPassword(ADMIN, PASSWORD);
  const stored = async (id: string) => (await docs.getDoc(refs.notification(UID, id))).data;
  return { backend, stored };
}

const bell = () => screen.getByTestId('notifications-button');

describe('Notifications (en)', () => {
  it('counts unread ones on the bell, shows them in the panel, opens one and marks it read', async () => {
    const user = userEvent.setup();
    const { backend, stored } = await demoWith([
      { id: 'n1' },
      {
        id: 'n2',
        kind: 'draftReady',
        params: { project: 'Brug Zuidas' },
        read: true,
        ageMs: 3 * 24 * 60 * MINUTE,
      },
    ]);
    const { router } = await renderApp('/dashboard/projects', { backend });
    await waitFor(() => expect(bell()).toHaveAccessibleName('1 unread notification'), TIMEOUT);
    expect(within(bell()).getByText('1')).toBeInTheDocument();

    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, TIMEOUT);
    const rows = await within(panel).findAllByTestId('notification', undefined, TIMEOUT);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Unread: “Leidraad.pdf” has been processed in Brug Zuidas5 minutes ago',
      'The draft for Brug Zuidas is ready3 days ago',
    ]);

    // Each row is a link to its object, in the reader's locale.
    expect(rows[0]).toHaveAttribute('href', '/dashboard/projects/p1');
    await user.click(rows[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/projects/p1'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brug Zuidas' }, TIMEOUT),
    ).toBeInTheDocument();
    await waitFor(async () => expect((await stored('n1'))?.read).toBe(true));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Open notifications'));
  }, 60_000);

  it('a notification whose project was deleted opens the "not found" state', async () => {
    const user = userEvent.setup();
    const { backend } = await demoWith([{ id: 'gone', link: '/dashboard/projects/deleted' }]);
    await renderApp('/dashboard/projects', { backend });
    await waitFor(() => expect(bell()).toHaveAccessibleName('1 unread notification'), TIMEOUT);
    await user.click(bell());
    await user.click(await screen.findByTestId('notification', undefined, TIMEOUT));
    expect(await screen.findByText('Project not found', undefined, TIMEOUT)).toBeInTheDocument();
  }, 60_000);

  it('says "Failed to load notifications" when they cannot be read', async () => {
    const user = userEvent.setup();
    const { backend } = await demoWith([{ id: 'n1' }]);
    const listen = backend.docs.onQuerySnapshot.bind(backend.docs);
    vi.spyOn(backend.docs, 'onQuerySnapshot').mockImplementation((q, next, fail) => {
      if (JSON.stringify(q).includes('/notifications')) {
        fail?.(new Error('unavailable'));
        return () => {};
      }
      return listen(q, next, fail);
    });
    await renderApp('/dashboard/projects', { backend });
    await user.click(await screen.findByTestId('notifications-button', undefined, TIMEOUT));
    expect(
      await screen.findByText('Failed to load notifications', undefined, TIMEOUT),
    ).toBeInTheDocument();
  }, 60_000);
});

describe('Meldingen (nl)', () => {
  it('marks all read from the panel and lists everything on the page, 20 at a time', async () => {
    const user = userEvent.setup();
    const seeds: Seed[] = Array.from({ length: 23 }, (_, i) => ({
      id: `m${String(i).padStart(2, '0')}`,
      // m00 is the newest; three of them are read already.
      ageMs: (i + 1) * 60 * MINUTE,
      read: i >= 20,
      kind: 'tenderMatches',
      params: { count: i + 1 },
      link: '/dashboard/signaling',
    }));
    const { backend, stored } = await demoWith(seeds);
    const { router } = await renderApp('/nl/dashboard/projects', { backend, locale: 'nl' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('20 ongelezen meldingen'), TIMEOUT);

    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Meldingen' }, TIMEOUT);
    const rows = await within(panel).findAllByTestId('notification', undefined, TIMEOUT);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent(
      'Ongelezen: 1 nieuwe aanbesteding past bij je bedrijfsprofiel1 uur geleden',
    );
    expect(rows[0]).toHaveAttribute('href', '/nl/dashboard/signaling');
    expect(rows[1]).toHaveTextContent('2 nieuwe aanbestedingen passen bij je bedrijfsprofiel');

    await user.click(within(panel).getByRole('button', { name: 'Alles als gelezen markeren' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Meldingen openen'), TIMEOUT);
    expect((await stored('m19'))?.read).toBe(true);
    await waitFor(() =>
      expect(within(panel).getAllByTestId('notification')[0]).toHaveAttribute('data-read', 'true'),
    );
    // The button is disabled now. Focus left it for the panel's heading (a real browser drops the
    // focus of a disabled button to the page, where Escape no longer closes the panel).
    expect(
      within(panel).getByRole('button', { name: 'Alles als gelezen markeren' }),
    ).toBeDisabled();
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Meldingen' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meldingen' })).toBeNull());
    await user.click(bell());
    const reopened = await screen.findByRole('dialog', { name: 'Meldingen' }, TIMEOUT);

    await user.click(within(reopened).getByRole('link', { name: 'Alle updates bekijken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nl/dashboard/notifications'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meldingen' }, TIMEOUT),
    ).toBeInTheDocument();
    // The list is rendered anew for each page: look it up each time.
    const pageRows = () =>
      within(screen.getByRole('list', { name: 'Meldingen' })).getAllByTestId('notification');
    await waitFor(() => expect(pageRows()).toHaveLength(20), TIMEOUT);
    expect(screen.getByText('Pagina 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nieuwer' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Ouder' }));
    await waitFor(() => expect(pageRows()).toHaveLength(3), TIMEOUT);
    expect(pageRows()[2]).toHaveTextContent(
      '23 nieuwe aanbestedingen passen bij je bedrijfsprofiel',
    );
    expect(screen.getByText('Pagina 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouder' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Nieuwer' }));
    await waitFor(() => expect(pageRows()).toHaveLength(20), TIMEOUT);
  }, 90_000);

  it('an empty page says so', async () => {
    const { backend } = await demoWith([]);
    await renderApp('/nl/dashboard/notifications', { backend, locale: 'nl' });
    expect(
      await screen.findByText('Je hebt geen meldingen.', undefined, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alles als gelezen markeren' })).toBeDisabled();
  }, 60_000);
});
