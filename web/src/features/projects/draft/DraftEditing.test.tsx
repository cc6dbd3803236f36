/** Editing a draft on the demo backend: autosave, a colleague's save in between, versions. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { type Draft, refs, Timestamp } from '@tender/core';
import { withCacheMisses } from '../../../test/cacheMisses';
import { CID, PID, TIMEOUT, renderDraftPanel, sampleDraft } from './testWorld';

/** Tiptap keeps its editor on the editable element (for tests); typing goes through its commands. */
async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Kwaliteit' }, TIMEOUT));
  const box = await screen.findByRole('textbox', { name: 'Text of Kwaliteit' }, TIMEOUT);
  return { box, editor: (box as unknown as { editor: Editor }).editor };
}

const stored = async (backend: Awaited<ReturnType<typeof renderDraftPanel>>['backend']) =>
  (await backend.state.docs.getDoc(refs.draft(CID, PID, 'd1'))).data as Draft;

describe('DraftEditing', () => {
  it('autosaves an edit with the next revision; the citation marker stays one unit', async () => {
    const { backend, writeDraft } = await renderDraftPanel({ editor: true });
    await writeDraft('d1', sampleDraft());
    const { box, editor } = await openEditor();
    expect(box.querySelector('cite[data-citation="c1"]')).toHaveTextContent('[1]');
    editor.commands.setContent('<p>Wij leveren op tijd <cite data-citation="c1">[1]</cite>.</p>', {
      emitUpdate: true,
    });
    await waitFor(() =>
      expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes'),
    );
    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveTextContent('All changes saved'),
      TIMEOUT,
    );
    const saved = await stored(backend);
    expect(saved.revision).toBe(2);
    expect(saved.content[0]!.body).toBe(
      '<p>Wij leveren op tijd <cite data-citation="c1">[1]</cite>.</p>',
    );
  });

  it('an open editor and its unsaved text stay when the drafts list arrives empty from the cache', async () => {
    let missList = async () => {};
    const { writeDraft } = await renderDraftPanel({
      editor: true,
      wrap: (backend) => {
        const misses = withCacheMisses(backend, refs.drafts(CID, PID).path);
        missList = misses.missList;
        return misses.backend;
      },
    });
    await writeDraft('d1', sampleDraft());
    const { box, editor } = await openEditor();
    editor.commands.setContent('<p>Wij leveren op tijd.</p>', { emitUpdate: true });
    // Firestore's cache holds no draft (offline): that is no answer, not "no draft yet".
    await missList();
    expect(screen.queryByTestId('draft-empty')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Text of Kwaliteit' })).toBe(box);
    expect(box).toHaveTextContent('Wij leveren op tijd.');
    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveTextContent('All changes saved'),
      TIMEOUT,
    );
  });

  it('formats from the toolbar: bold and a numbered list are saved, undo takes them back', async () => {
    const { backend, writeDraft } = await renderDraftPanel({ editor: true });
    await writeDraft('d1', sampleDraft());
    const { editor } = await openEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of Kwaliteit' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(within(toolbar).getByRole('button', { name: 'Undo' })).toBeDisabled();

    editor.commands.setContent('<p>Wij leveren op tijd.</p>', { emitUpdate: true });
    editor.commands.setTextSelection({ from: 1, to: 4 }); // "Wij"
    await userEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Numbered list' }));
    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveTextContent('All changes saved'),
      TIMEOUT,
    );
    await waitFor(async () =>
      expect((await stored(backend)).content[0]!.body).toBe(
        '<ol><li><p><strong>Wij</strong> leveren op tijd.</p></li></ol>',
      ),
    );

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Undo' }));
    expect(editor.getHTML()).not.toContain('<ol>');
  });

  it("a colleague's save in between: 'Failed to save document content', the latest loads and the user's text is kept", async () => {
    const { backend, writeDraft } = await renderDraftPanel({ editor: true });
    await writeDraft('d1', sampleDraft());
    const { editor } = await openEditor();
    editor.commands.setContent('<p>Mijn eigen tekst.</p>', { emitUpdate: true });
    // Before the autosave goes out, a colleague saves revision 2.
    const theirs = sampleDraft({ revision: 2 });
    theirs.content[0]!.body = '<p>Tekst van een collega.</p>';
    await writeDraft('d1', theirs);

    const conflict = await screen.findByTestId('save-conflict', undefined, TIMEOUT);
    expect(conflict).toHaveTextContent('Failed to save document content');
    // Nothing was overwritten.
    expect((await stored(backend)).content[0]!.body).toBe('<p>Tekst van een collega.</p>');

    await userEvent.click(
      within(conflict).getByRole('button', { name: 'Load the latest version' }),
    );
    expect(screen.queryByTestId('save-conflict')).toBeNull();
    const box = await screen.findByRole('textbox', { name: 'Text of Kwaliteit' }, TIMEOUT);
    await waitFor(() => expect(box).toHaveTextContent('Tekst van een collega.'));
    const kept = screen.getByTestId('kept-text');
    expect(kept).toHaveTextContent('Mijn eigen tekst.');
    expect(
      within(kept).getByRole('button', { name: 'Copy your text of Kwaliteit' }),
    ).toBeInTheDocument();
  });

  it('restores an earlier version', async () => {
    const { backend, writeDraft } = await renderDraftPanel({ editor: true });
    const current = sampleDraft({ revision: 3 });
    await writeDraft('d1', current);
    const older = sampleDraft();
    older.content[0]!.body = '<p>De eerste versie.</p>';
    await backend.state.docs.setDoc(refs.draftVersion(CID, PID, 'd1', 'r1'), {
      title: older.title,
      content: older.content,
      citations: older.citations,
      revision: 1,
      reason: 'generated',
      savedAt: Timestamp.fromMillis(Date.UTC(2026, 2, 2, 9)),
      savedBy: 'u-admin-vandijk',
    });
    await backend.state.docs.setDoc(refs.draftVersion(CID, PID, 'd1', 'r2'), {
      title: older.title,
      content: current.content,
      citations: older.citations,
      revision: 2,
      reason: 'regenerated',
      savedAt: Timestamp.fromMillis(Date.UTC(2026, 2, 2, 10)),
      savedBy: 'u-admin-vandijk',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Versions' }, TIMEOUT));
    const list = await screen.findByTestId('draft-versions', undefined, TIMEOUT);
    expect(list).toHaveTextContent('Revision 1 · Generated');
    // A version kept when a section was written again holds the text from before it.
    expect(list).toHaveTextContent('Revision 2 · Before a section was regenerated');
    await userEvent.click(within(list).getByRole('button', { name: 'Restore revision 1' }));
    await waitFor(async () => expect((await stored(backend)).revision).toBe(4), TIMEOUT);
    expect((await stored(backend)).content[0]!.body).toBe('<p>De eerste versie.</p>');
    expect(await screen.findByRole('article', { name: 'Kwaliteit' }, TIMEOUT)).toHaveTextContent(
      'De eerste versie.',
    );
  });

  it('regenerates a section through the callable; the new text replaces the old, a failure says so', async () => {
    const { backend, writeDraft } = await renderDraftPanel({ editor: true });
    await writeDraft('d1', sampleDraft());
    // What the callable does on the server: a new revision with the section written again.
    const call = vi.spyOn(backend, 'call').mockImplementation(async () => {
      const next = sampleDraft({ revision: 2 });
      next.content[0]!.body = '<p>Opnieuw geschreven.</p>';
      await writeDraft('d1', next);
      return { revision: 2 } as never;
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Regenerate Kwaliteit' }, TIMEOUT),
    );
    expect(call).toHaveBeenCalledWith('regenerateDraftSection', {
      projectId: PID,
      draftId: 'd1',
      sectionId: 's1',
    });
    expect(await screen.findByRole('article', { name: 'Kwaliteit' }, TIMEOUT)).toHaveTextContent(
      'Opnieuw geschreven.',
    );
    // The writer's text left the page: where it went is said (Kilcarrig on the demo: an edit
    // vanished without a word, and its version was labelled "Regenerated").
    expect(
      await screen.findByText('Kwaliteit written again. Your earlier text is kept under Versions.'),
    ).toBeVisible();

    call.mockRejectedValue(new Error('internal'));
    // The button is disabled until the first run has settled and the new revision is saved.
    const again = screen.getByRole('button', { name: 'Regenerate Kwaliteit' });
    await waitFor(() => expect(again).toBeEnabled(), TIMEOUT);
    await userEvent.click(again);
    expect(await screen.findByText('Failed to regenerate the section. Try again.')).toBeVisible();
  });
});
