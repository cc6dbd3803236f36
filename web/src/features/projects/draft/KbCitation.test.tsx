/**
 * A draft's knowledge-base citation opens its document in the viewer (issues 18, 19): at the
 * cited page with the passage marked, and focus back on the citation's marker after Escape; a
 * document removed from the knowledge base since the draft says so, in English and Dutch.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newKbDocument, refs, storagePaths } from '@tender/core';
import { CID, TIMEOUT, renderDraftPanel, sampleDraft } from './testWorld';

const PAGES = ['Voorblad', 'Certificaat ISO 9001:2015, afgegeven door DNV.\nGeldig tot 2027.'];

/** The draft's citation c1 names kb1/kbd1, page 2; `present` puts that document in the base. */
async function draftCiting(locale: 'en' | 'nl', present: boolean) {
  const world = await renderDraftPanel({ locale });
  const { docs, files } = world.backend.state;
  if (present) {
    const path = storagePaths.kbDocument(CID, 'kb1', 'kbd1', 'pdf');
    await files.write(path, new Uint8Array([37, 80, 68, 70]), { contentType: 'application/pdf' });
    await docs.setDoc(refs.kbDocument(CID, 'kb1', 'kbd1'), {
      ...newKbDocument(
        {
          name: 'ISO-certificaat.pdf',
          size: 4,
          contentType: 'application/pdf',
          contentHash: 'b'.repeat(64),
        },
        path,
        'u-admin-vandijk',
      ),
      status: 'processed',
    });
    await files.write(
      storagePaths.kbExtractedText(CID, 'kb1', 'kbd1'),
      new TextEncoder().encode(JSON.stringify({ version: 1, pages: PAGES })),
      { contentType: 'application/json' },
    );
  }
  await world.writeDraft('d1', sampleDraft());
  const section = await screen.findByRole('article', { name: 'Kwaliteit' }, TIMEOUT);
  const marker = within(section).getByRole('button', {
    name: locale === 'nl' ? 'Bron 1' : 'Source 1',
  });
  return { ...world, marker };
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe("a draft's knowledge-base citation", () => {
  it('opens its document at the cited page, the passage marked; focus returns to the marker', async () => {
    const user = userEvent.setup();
    const { backend, marker } = await draftCiting('en', true);
    marker.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByTestId('citation-panel');
    expect(panel).toHaveTextContent('Knowledge base document · Page 2');
    await user.click(await screen.findByRole('button', { name: 'Open document' }, TIMEOUT));
    const viewer = await screen.findByRole('dialog', { name: 'ISO-certificaat.pdf' }, TIMEOUT);
    const page = await within(viewer).findByRole('region', { name: 'Page 2' }, TIMEOUT);
    expect(within(page).getByTestId('fact-quote')).toHaveTextContent(
      'Certificaat ISO 9001:2015, afgegeven door DNV.',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(marker).toHaveFocus());
    await backend.close();
  }, 60_000);

  it.each([
    ['en', 'This document has since been removed from the knowledge base', 'Open document'],
    ['nl', 'Dit document is inmiddels uit de kennisbank verwijderd', 'Document openen'],
  ] as const)(
    '(%s) whose document was removed since says so and offers no viewer',
    async (locale, message, open) => {
      const user = userEvent.setup();
      const { backend, marker } = await draftCiting(locale, false);
      await user.click(marker);
      const panel = await screen.findByTestId('citation-panel');
      expect(
        await within(panel).findByTestId('citation-document-gone', undefined, TIMEOUT),
      ).toHaveTextContent(message);
      expect(screen.queryByRole('button', { name: open })).toBeNull();
      await backend.close();
    },
    60_000,
  );
});
