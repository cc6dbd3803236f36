/**
 * An "Empty tender" project on the demo backend (issue 19, item 7): no knowledge base needed, the
 * sections are planned and written by hand in the same editor.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { type Draft, refs } from '@tender/core';
import { CID, PID, TIMEOUT, renderDraftPanel } from './testWorld';

const LONG = { timeout: 30_000 };

describe('An "Empty tender" project', () => {
  it('without a knowledge base gets its sections, each written by hand and saved', async () => {
    const { backend } = await renderDraftPanel({
      editor: true,
      knowledgeBase: null,
      type: 'empty',
    });
    expect(
      await screen.findByText(/^No knowledge base with company information/, undefined, TIMEOUT),
    ).toBeVisible();
    const start = screen.getByRole('button', { name: 'Generate draft' });
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);

    // The admin prefers Dutch and the project has no documents: one Dutch section to write.
    const edit = await screen.findByRole('button', { name: 'Edit Onze aanpak' }, LONG);
    await userEvent.click(edit);
    const box = await screen.findByRole('textbox', { name: 'Text of Onze aanpak' }, TIMEOUT);
    (box as unknown as { editor: Editor }).editor.commands.setContent(
      '<p>Wij schrijven deze aanpak zelf.</p>',
      { emitUpdate: true },
    );
    const stored = async () =>
      (await backend.state.docs.getDocs(refs.drafts(CID, PID))).docs[0]!.data as Draft;
    await waitFor(
      async () =>
        expect((await stored()).content[0]!.body).toBe('<p>Wij schrijven deze aanpak zelf.</p>'),
      TIMEOUT,
    );
    expect((await stored()).generatedFrom.knowledgeBaseIds).toEqual([]);
  }, 60_000);
});
