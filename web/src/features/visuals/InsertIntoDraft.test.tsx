/** Inserting a visual into a draft section from the visual's page, on the demo backend. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Draft, Timestamp, newProject, newVisual, refs } from '@tender/core';
import { ADMIN, PASSWORD, makeDemo } from '../../backend/demo/testing';
import { renderApp } from '../../test/renderApp';

const CID = 'van-dijk-bouw';
const UID = 'u-admin-vandijk';

async function world() {
  const { backend, clock } = await makeDemo({ visualPauseMs: 0 });
  await backend.auth.signInWithPassword(ADMIN, PASSWORD);
  const now = Timestamp.fromMillis(clock.now());
  await backend.docs.setDoc(
    refs.visual(CID, 'v1'),
    newVisual(
      {
        name: 'Onze aanpak',
        description: '',
        prompt: '1. Inventariseren\n2. Uitvoeren',
        type: 'infographic',
        infographic: { width: 800, height: 800 },
        image: null,
      },
      UID,
      'en',
    ),
  );
  await backend.state.docs.setDoc(refs.project(CID, 'p1'), {
    ...newProject({ name: 'Bruggen', description: '', type: 'ai_draft', tenderId: null }, UID),
    createdAt: now,
    updatedAt: now,
  } as never);
  const draft: Draft = {
    title: 'Bruggen',
    language: 'nl',
    content: [
      {
        id: 's1',
        heading: 'Plan van aanpak',
        body: '<p>Wij werken in fasen.</p>',
        criterionId: null,
        weight: null,
        targetWords: null,
        citationIds: [],
        assessment: { covered: [], missing: [] },
      },
    ],
    citations: [],
    checklist: [],
    revision: 1,
    createdBy: UID,
    createdAt: now,
    updatedAt: now,
    updatedBy: UID,
    generatedFrom: { documentIds: [], knowledgeBaseIds: [], model: 'local' },
  };
  await backend.state.docs.setDoc(refs.draft(CID, 'p1', 'd1'), draft);
  return { backend };
}

const FLOW = { timeout: 60_000 };

describe('Insert into a draft', () => {
  it(
    'appends the visual to the chosen section as a reference, by a normal draft save',
    FLOW,
    async () => {
      const user = userEvent.setup();
      const { backend } = await world();
      await renderApp('/dashboard/visuals/v1', { backend });
      const insert = await screen.findByRole(
        'button',
        { name: 'Insert into a draft' },
        { timeout: 15_000 },
      );
      await screen.findByRole('img', { name: 'Onze aanpak' }, { timeout: 15_000 });
      await user.click(insert);
      const dialog = await screen.findByRole('dialog', { name: 'Insert into a draft' });
      await user.click(within(dialog).getByRole('combobox', { name: 'Project' }));
      await user.click(await screen.findByRole('option', { name: 'Bruggen' }));
      expect(await within(dialog).findByRole('combobox', { name: 'Section' })).toHaveTextContent(
        'Plan van aanpak',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent(
        'Inserted into “Plan van aanpak” of Bruggen',
      );
      const stored = (await backend.state.docs.getDoc(refs.draft(CID, 'p1', 'd1'))).data!;
      expect(stored.revision).toBe(2);
      expect(stored.content[0]!.body).toBe(
        '<p>Wij werken in fasen.</p><p><img data-visual-id="v1" alt="Onze aanpak"></p>',
      );
    },
  );

  it(
    'inserts into the draft as it is now when someone saved it while the dialog was open',
    FLOW,
    async () => {
      const user = userEvent.setup();
      const { backend } = await world();
      await renderApp('/dashboard/visuals/v1', { backend });
      await screen.findByRole('img', { name: 'Onze aanpak' }, { timeout: 15_000 });
      await user.click(screen.getByRole('button', { name: 'Insert into a draft' }));
      const dialog = await screen.findByRole('dialog', { name: 'Insert into a draft' });
      await user.click(within(dialog).getByRole('combobox', { name: 'Project' }));
      await user.click(await screen.findByRole('option', { name: 'Bruggen' }));
      await within(dialog).findByRole('combobox', { name: 'Section' });
      const draftRef = refs.draft(CID, 'p1', 'd1');
      const before = (await backend.state.docs.getDoc(draftRef)).data!;
      await backend.state.docs.updateDoc(draftRef, {
        revision: 2,
        content: [{ ...before.content[0]!, body: '<p>Nieuwe tekst.</p>' }],
      });
      await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
      await within(dialog).findByRole('status');
      const stored = (await backend.state.docs.getDoc(draftRef)).data!;
      expect(stored.revision).toBe(3);
      expect(stored.content[0]!.body).toBe(
        '<p>Nieuwe tekst.</p><p><img data-visual-id="v1" alt="Onze aanpak"></p>',
      );
    },
  );
});
