/**
 * "Generate again" on the demo backend (issue 19, item 7): it asks first, waits for edits still
 * being saved, and the draft it replaces comes back from Versions with the user's text.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { Timestamp, refs } from '@tender/core';
import { CID, PID, TIMEOUT, renderDraftPanel, sampleDraft } from './testWorld';

const LONG = { timeout: 30_000 };

async function editKwaliteit(html: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Kwaliteit' }, TIMEOUT));
  const box = await screen.findByRole('textbox', { name: 'Text of Kwaliteit' }, TIMEOUT);
  (box as unknown as { editor: Editor }).editor.commands.setContent(html, { emitUpdate: true });
}

describe('Generate again', () => {
  it('asks first; Cancel and Escape start nothing', async () => {
    const { backend, writeDraft } = await renderDraftPanel({ editor: true });
    await writeDraft('d1', sampleDraft());
    const call = vi.spyOn(backend, 'call');
    const again = await screen.findByRole('button', { name: 'Generate again' }, TIMEOUT);
    await waitFor(() => expect(again).toBeEnabled(), TIMEOUT);

    await userEvent.click(again);
    const dialog = await screen.findByRole('dialog', { name: 'Generate the draft again?' });
    expect(dialog).toHaveTextContent(/with all your edits, is kept/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Keyboard only: the button opens it, Escape closes it.
    again.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Generate the draft again?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call).not.toHaveBeenCalledWith('generateDraft', expect.anything());
  }, 60_000);

  it('waits for an edit being saved, then keeps the edited draft to restore from Versions', async () => {
    const { backend, writeDraft } = await renderDraftPanel({ editor: true });
    // Generated the day before (the demo's clock stands still in tests).
    const yesterday = Timestamp.fromMillis(Date.UTC(2026, 2, 1, 9));
    await writeDraft('d1', sampleDraft({ createdAt: yesterday, updatedAt: yesterday }));
    await editKwaliteit('<p>Onze eigen, met de hand geschreven aanpak.</p>');

    await userEvent.click(screen.getByRole('button', { name: 'Generate again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate the draft again?' });
    const confirm = within(dialog).getByRole('button', { name: 'Generate again' });
    // The autosave has not gone out yet: the kept draft would miss the edit.
    expect(within(dialog).getByTestId('generate-again-unsaved')).toHaveTextContent(/being saved/);
    expect(confirm).toBeDisabled();
    await waitFor(() => expect(confirm).toBeEnabled(), TIMEOUT);
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LONG);

    // The server kept the edited state before the new draft was written.
    const kept = (await backend.state.docs.getDoc(refs.draftVersion(CID, PID, 'd1', 'r2'))).data;
    expect(kept).toMatchObject({ reason: 'replaced', revision: 2 });
    expect(kept!.content[0]!.body).toContain('met de hand geschreven');

    // The new draft replaces it on the page …
    await waitFor(() => expect(screen.queryByText(/met de hand geschreven/)).toBeNull(), LONG);
    await screen.findByTestId('draft-ready', undefined, LONG);
    // … and Versions brings it back.
    await userEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const versions = await screen.findByRole('dialog', { name: 'Earlier versions' });
    const earlier = await within(versions).findByRole('list', { name: 'Before generating again' });
    expect(within(earlier).getByText('Earlier draft, revision 2')).toBeVisible();
    await userEvent.click(
      within(earlier).getByRole('button', { name: /^Restore the earlier draft of / }),
    );
    expect(await screen.findByText(/met de hand geschreven/, undefined, LONG)).toBeVisible();
  }, 90_000);
});
