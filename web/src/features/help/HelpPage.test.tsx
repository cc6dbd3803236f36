/**
 * Help & Support on the demo backend: a member's ticket from empty list to closed (validation of an
 * empty and a 20,000-character ticket, a failed submit that keeps the text), support staff's view
 * in Dutch (only Help, every company's ticket, answering moves it along and notifies the owner),
 * and someone else's ticket opened by id.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DocStore, DocStoreError, newTicket, refs } from '@tender/core';
import { PASSWORD, makeDemo } from '../../backend/demo/testing';
import { renderApp } from '../../test/renderApp';

const SANNE = { email: 'sanne@vandijk.example', uid: 'u-user1-vandijk' };
const SUPPORT = 'support@tender.example';

async function seedTicket(docs: DocStore, id: string) {
  await docs.setDoc(
    refs.ticket(id),
    newTicket(
      {
        category: 'technical',
        subject: 'Upload blijft hangen',
        description: 'Mijn PDF blijft op 0% staan.',
        priority: 'high',
      },
      { uid: SANNE.uid, name: 'Sanne Jansen', companyId: 'van-dijk-bouw' },
    ),
  );
}

describe('Help & Support', () => {
  it('lets a member open a ticket, refuses bad input, reply and close it (en)', async () => {
    const user = userEvent.setup();
    const { backend } = await makeDemo();
    await backend.auth.signInWithPassword(SANNE.email, PASSWORD);
    await renderApp('/dashboard/help', { backend, locale: 'en' });

    expect(await screen.findByText('No tickets yet', {}, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New ticket' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New support ticket' });

    // Empty: both texts are required.
    await user.click(within(dialog).getByRole('button', { name: 'Submit ticket' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);

    // 20,000 characters: the limit is named, nothing typed is lost.
    const description = within(dialog).getByLabelText(/Description/);
    fireEvent.change(description, { target: { value: 'x'.repeat(20_000) } });
    fireEvent.blur(description);
    expect(await within(dialog).findByText('Use at most 5,000 characters')).toBeInTheDocument();
    expect((description as HTMLTextAreaElement).value).toHaveLength(20_000);

    await user.type(within(dialog).getByLabelText(/Subject/), 'Upload hangs');
    fireEvent.change(description, { target: { value: 'My PDF stays at 0%.' } });
    expect(await within(dialog).findByText('19 of 5,000 characters')).toBeInTheDocument();

    // A failed write says the catalogue's message and keeps the form.
    const setDoc = vi
      .spyOn(backend.docs, 'setDoc')
      .mockRejectedValueOnce(new DocStoreError('unavailable', 'offline'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit ticket' }));
    expect(
      await within(dialog).findByText('Failed to submit ticket. You appear to be offline.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Subject/)).toHaveValue('Upload hangs');
    setDoc.mockRestore();

    await user.click(within(dialog).getByRole('button', { name: 'Submit ticket' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upload hangs' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Conversation' });
    expect(within(thread).getByText('My PDF stays at 0%.')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    // A member does not work tickets: no In progress / Pending.
    expect(screen.queryByRole('button', { name: 'Mark in progress' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Your reply'), 'It is a 12 MB file.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await within(thread).findByText('It is a 12 MB file.')).toBeInTheDocument();
    // The box empties once the send has finished, which may be just after the thread shows it.
    await waitFor(() => expect(screen.getByLabelText('Your reply')).toHaveValue(''));

    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close this ticket?' });
    await user.click(within(confirm).getByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByTestId('ticket-closed-notice')).toHaveTextContent(
      'This ticket is closed, so it takes no replies. Reopen it to reply.',
    );
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
    // (once the confirmation has faded out)
    expect(await screen.findByRole('button', { name: 'Reopen ticket' })).toBeInTheDocument();

    // The list shows it, with its status and the counted reply.
    await user.click(screen.getByRole('link', { name: 'All tickets' }));
    const table = await screen.findByRole('table', { name: 'Support tickets' });
    const row = within(table).getByRole('link', { name: 'Upload hangs' }).closest('tr')!;
    expect(within(row).getByText('Closed')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('1')).toBeInTheDocument());
    await backend.close();
  }, 60_000);

  it('gives support staff Help only, every ticket, and answers that notify the owner (nl)', async () => {
    const user = userEvent.setup();
    const { backend } = await makeDemo();
    await seedTicket(backend.state.docs, 'tk-sanne');
    await backend.auth.signInWithPassword(SUPPORT, PASSWORD);
    const { router } = await renderApp('/nl/dashboard', { backend, locale: 'nl' });

    // Support has no company: the dashboard sends them to Help, and the sidebar offers Help only.
    await waitFor(() => expect(router.state.location.pathname).toBe('/nl/dashboard/help'), {
      timeout: 20_000,
    });
    await user.click(
      await screen.findByRole('button', { name: 'Navigatie openen' }, { timeout: 10_000 }),
    );
    const nav = await screen.findByRole('navigation', { name: 'Hoofdnavigatie' });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'Help' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Nieuw ticket' })).not.toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Supporttickets' });
    expect(within(table).getByText('Sanne Jansen')).toBeInTheDocument();
    // Filtered on Closed: nothing.
    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Gesloten' }));
    expect(await screen.findByText('Er zijn geen tickets met deze status.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Alle statussen' }));

    await user.click(await screen.findByRole('link', { name: 'Upload blijft hangen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upload blijft hangen' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Je antwoord'), 'Probeer het bestand opnieuw.');
    await user.click(screen.getByRole('button', { name: 'Antwoord versturen' }));
    const thread = screen.getByRole('list', { name: 'Gesprek' });
    expect(await within(thread).findByText('Probeer het bestand opnieuw.')).toBeInTheDocument();
    expect(within(thread).getByText('Support')).toBeInTheDocument();
    // The first answer takes the open ticket into progress; the owner is notified.
    expect(await screen.findByText('In behandeling', {}, { timeout: 10_000 })).toBeInTheDocument();
    const notes = async () =>
      (await backend.state.docs.getDocs(refs.notifications(SANNE.uid))).docs.map((d) => d.data);
    await waitFor(async () =>
      expect(await notes()).toEqual([
        expect.objectContaining({ kind: 'ticketResponse', link: '/dashboard/help/tk-sanne' }),
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Op afwachting zetten' }));
    expect(await screen.findByText('In afwachting')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await notes()).map((n) => n.kind).sort()).toEqual(['ticketResponse', 'ticketStatus']),
    );
    await backend.close();
  }, 60_000);

  it("shows 'Ticket not found' for someone else's ticket", async () => {
    const { backend } = await makeDemo();
    await seedTicket(backend.state.docs, 'tk-sanne');
    await backend.auth.signInWithPassword('mohamed@vandijk.example', PASSWORD);
    await renderApp('/dashboard/help/tk-sanne', { backend, locale: 'en' });
    // The page is there (its back link); "not found" follows without seconds of skeleton.
    await screen.findByText('All tickets', {}, { timeout: 20_000 });
    const shownAt = Date.now();
    expect(
      await screen.findByText('Ticket not found', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(Date.now() - shownAt).toBeLessThan(1_500);
    expect(screen.queryByText('Mijn PDF blijft op 0% staan.')).not.toBeInTheDocument();
    await backend.close();
  }, 30_000);
});
