/**
 * Issue 19 on the demo backend: the plan before writing, a requirement left out and one added
 * (stored: a new look at the plan shows them), and a checklist item marked not applicable, saved.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refs } from '@tender/core';
import { CID, PID, TIMEOUT, renderDraftPanel, sampleDraft } from './testWorld';

async function withCriteria(locale: 'en' | 'nl' = 'en') {
  const world = await renderDraftPanel({ locale, editor: true });
  await world.backend.state.docs.updateDoc(refs.project(CID, PID), {
    awardCriteria: [
      { id: 'k1', description: 'Plan van aanpak', weight: 60 },
      { id: 'k2', description: 'Veiligheid', weight: 40 },
    ],
  });
  return world;
}

describe('The plan before writing', () => {
  it('shows the sections with their requirements; a requirement left out and one added are kept', async () => {
    const { backend } = await withCriteria();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit plan' }, TIMEOUT));
    const dialog = await screen.findByRole('dialog', { name: 'Plan of the draft to write' });
    expect(
      await within(dialog).findByRole('heading', {
        name: 'Section 1, Plan van aanpak, 60%: 1 requirement',
      }),
    ).toBeVisible();
    // The budget in the reader's number format.
    expect(within(dialog).getByText('about 1,800 words')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Leave out: Veiligheid' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Take back: Veiligheid' }),
    ).toBeVisible();
    expect(
      within(dialog).getByRole('heading', { name: 'Section 2, Veiligheid, 40%: 0 requirements' }),
    ).toBeVisible();

    // Added with the keyboard: typed, then Enter.
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Add a requirement to Veiligheid' }),
      'Afstemming met de hulpdiensten{Enter}',
    );
    expect(
      await within(dialog).findByRole('button', {
        name: 'Remove: Afstemming met de hulpdiensten',
      }),
    ).toBeVisible();
    expect(within(dialog).getByText('Added by you')).toBeVisible();

    // Stored on the project: closed and opened again (as after a reload), the edits are there.
    const stored = (await backend.state.docs.getDoc(refs.project(CID, PID))).data?.draftPlanEdits;
    expect(stored).toEqual({
      dropped: [{ section: 'Veiligheid', text: 'Veiligheid' }],
      added: [{ section: 'Veiligheid', text: 'Afstemming met de hulpdiensten' }],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Edit plan' }));
    const again = await screen.findByRole('dialog');
    expect(
      await within(again).findByRole('button', { name: 'Take back: Veiligheid' }),
    ).toBeVisible();
  });

  it('speaks Dutch', async () => {
    await withCriteria('nl');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Plan aanpassen' }, TIMEOUT));
    const dialog = await screen.findByRole('dialog', { name: 'Plan van het te schrijven concept' });
    await user.click(await within(dialog).findByRole('button', { name: 'Weglaten: Veiligheid' }));
    expect(await within(dialog).findByText('Weggelaten')).toBeVisible();
    expect(within(dialog).getByText('circa 1.800 woorden')).toBeVisible();
    expect(
      within(dialog).getByRole('heading', { name: 'Onderdeel 2, Veiligheid, 40%: 0 eisen' }),
    ).toBeVisible();
  });
});

describe('The checklist marked not applicable', () => {
  it('an editor marks an item not applicable; it is saved with the draft, and can be undone', async () => {
    const { backend, writeDraft } = await renderDraftPanel({ editor: true });
    await writeDraft('d1', sampleDraft());
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Mark not applicable: VCA**-certificaat' },
        TIMEOUT,
      ),
    );
    const row = screen.getAllByTestId('checklist-item')[1]!;
    expect(within(row).getByTestId('checklist-status')).toHaveTextContent('Not applicable');
    await waitFor(async () => {
      const stored = (await backend.state.docs.getDoc(refs.draft(CID, PID, 'd1'))).data!;
      expect(stored.checklist.map((c) => c.status)).toEqual(['met', 'notApplicable']);
    }, TIMEOUT);
    // The stored write lands before the panel hears back: the status follows the save's answer.
    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveTextContent('All changes saved'),
      TIMEOUT,
    );

    await user.click(
      screen.getByRole('button', { name: 'Mark applicable again: VCA**-certificaat' }),
    );
    await waitFor(async () => {
      const stored = (await backend.state.docs.getDoc(refs.draft(CID, PID, 'd1'))).data!;
      expect(stored.checklist.map((c) => c.status)).toEqual(['met', 'open']);
    }, TIMEOUT);
  });
});
