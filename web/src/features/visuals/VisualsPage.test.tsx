/** The Visuals screens on the demo backend: create, see rendered, search, view, failures. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, newVisual, refs } from '@tender/core';
import { ADMIN, PASSWORD, makeDemo } from '../../backend/demo/testing';
import { renderApp } from '../../test/renderApp';

const CID = 'van-dijk-bouw';
const UID = 'u-admin-vandijk';

async function signedIn() {
  const { backend, clock } = await makeDemo({ visualPauseMs: 0 });
  await backend.auth.signInWithPassword(ADMIN, PASSWORD);
  return { backend, clock };
}

// The whole app renders in jsdom on a shared machine: give each flow a minute.
const FLOW = { timeout: 60_000 };

describe('Visuals', () => {
  it(
    'creates an infographic: a width of 0 is refused with a clear message, then it renders',
    FLOW,
    async () => {
      const user = userEvent.setup();
      const { backend } = await signedIn();
      const { router } = await renderApp('/dashboard/visuals', { backend });
      expect(
        await screen.findByText('No visuals yet', {}, { timeout: 15_000 }),
      ).toBeInTheDocument();

      await user.click(screen.getAllByRole('button', { name: 'New visual' })[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'New visual' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Onze aanpak');
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Prompt' }),
        '1. Inventariseren{enter}2. Ontwerpen{enter}3. Uitvoeren',
      );
      const width = within(dialog).getByRole('spinbutton', { name: 'Width (px)' });
      await user.clear(width);
      await user.type(width, '0');
      await user.click(within(dialog).getByRole('button', { name: 'Create visual' }));
      expect(await within(dialog).findByText('Must be at least 256')).toBeInTheDocument();
      expect((await backend.state.docs.getDocs(refs.visuals(CID))).size).toBe(0);

      await user.clear(width);
      await user.type(width, '800');
      await user.click(within(dialog).getByRole('button', { name: 'Create visual' }));

      await waitFor(() =>
        expect(router.state.location.pathname).toMatch(/^\/dashboard\/visuals\/./),
      );
      expect(await screen.findByRole('heading', { name: 'Onze aanpak' })).toBeInTheDocument();
      const picture = await screen.findByRole('img', { name: 'Onze aanpak' }, { timeout: 10_000 });
      expect((picture as HTMLImageElement).src).toMatch(/^blob:|^data:/);
      const [stored] = (await backend.state.docs.getDocs(refs.visuals(CID))).docs;
      expect(stored!.data).toMatchObject({ status: 'ready', language: 'en', createdBy: UID });
      const file = await backend.state.files.read(stored!.data.storagePath!);
      const svg = new TextDecoder().decode(file.bytes);
      expect(svg).toContain('Inventariseren');
      expect(svg).toContain('width="800"');
      expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
      expect(screen.getByText('Ready')).toBeInTheDocument();
    },
  );

  it(
    'in Dutch: lists an image visual with its state, and search narrows the list',
    FLOW,
    async () => {
      const user = userEvent.setup();
      const { backend } = await signedIn();
      await renderApp('/nl/dashboard/visuals', { backend, locale: 'nl' });
      await user.click(
        (await screen.findAllByRole('button', { name: 'Nieuwe visual' }, { timeout: 15_000 }))[0]!,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Nieuwe visual' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Fietsbrug');
      await user.click(within(dialog).getByRole('radio', { name: 'Afbeelding' }));
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Prompt' }),
        'Een fietsbrug over de Maas',
      );
      await user.click(within(dialog).getByRole('combobox', { name: 'Beeldverhouding' }));
      await user.click(await screen.findByRole('option', { name: '16:9' }));
      await user.click(within(dialog).getByRole('button', { name: 'Visual maken' }));
      expect(await screen.findByRole('heading', { name: 'Fietsbrug' })).toBeInTheDocument();
      expect(await screen.findByText('Klaar', {}, { timeout: 10_000 })).toBeInTheDocument();
      const [stored] = (await backend.state.docs.getDocs(refs.visuals(CID))).docs;
      expect(stored!.data).toMatchObject({ language: 'nl', image: { aspectRatio: '16:9' } });
      expect(await screen.findByText('16:9')).toBeInTheDocument();
      expect(screen.getByText('Beeldverhouding')).toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: 'Alle visuals' }));
      const list = await screen.findByRole('list', { name: 'Visuals van je bedrijf' });
      expect(within(list).getByText('Fietsbrug')).toBeInTheDocument();
      await user.type(screen.getByRole('searchbox', { name: 'Zoek visuals' }), 'kerncijfers');
      expect(
        await screen.findByText('Geen visuals gevonden voor “kerncijfers”'),
      ).toBeInTheDocument();
    },
  );

  it('says why a visual failed, and that a foreign or missing one is not found', FLOW, async () => {
    const { backend, clock } = await signedIn();
    await backend.state.docs.setDoc(refs.visual(CID, 'v-refused'), {
      ...newVisual(
        {
          name: 'Geweigerd',
          description: '',
          prompt: 'x',
          type: 'image',
          infographic: null,
          image: { aspectRatio: '1:1', styleType: 'auto', magicPrompt: 'auto' },
        },
        UID,
        'en',
      ),
      status: 'failed',
      error: 'ai.errors.refused',
      createdAt: Timestamp.fromMillis(clock.now()),
    });
    const { router } = await renderApp('/dashboard/visuals/v-refused', { backend });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Failed to create visual');
    expect(alert).toHaveTextContent('declined this request because of its safety rules');
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();

    // Making it again starts from the failed visual's fields and opens the new one.
    await userEvent.click(within(alert).getByRole('button', { name: 'Make it again' }));
    const dialog = await screen.findByRole('dialog', { name: 'New visual' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Geweigerd');
    expect(within(dialog).getByRole('radio', { name: 'Image' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create visual' }));
    await waitFor(() => expect(router.state.location.pathname).not.toContain('v-refused'));
    const again = router.state.location.pathname.split('/').pop()!;
    const made = (await backend.state.docs.getDoc(refs.visual(CID, again))).data;
    expect(made).toMatchObject({ name: 'Geweigerd', prompt: 'x', type: 'image' });

    await router.navigate('/dashboard/visuals/v-nowhere');
    expect(await screen.findByText('Visual not found')).toBeInTheDocument();
  });

  it("says 'Failed to load visuals' when the list cannot be read", FLOW, async () => {
    const { backend } = await signedIn();
    const failing = {
      ...backend,
      docs: {
        ...backend.docs,
        onQuerySnapshot: ((source, next, error) =>
          JSON.stringify(source).includes('/visuals')
            ? (setTimeout(() => error?.(new Error('unavailable')), 0), () => {})
            : backend.docs.onQuerySnapshot(
                source,
                next,
                error,
              )) as typeof backend.docs.onQuerySnapshot,
      },
    };
    await renderApp('/dashboard/visuals', { backend: failing });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Failed to load visuals',
    );
  });
});
