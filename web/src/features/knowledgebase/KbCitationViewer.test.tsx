/**
 * A fact sheet citation opens its knowledge-base document in the viewer (issues 18, 19), on the
 * demo backend: at the cited page with the passage marked, by keyboard, focus back on the
 * citation after Escape; a document removed since, one still processing, and one processed
 * before its text by page was kept (read from its chunks) — in English and Dutch.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Chunk,
  type CompanyFactSheet,
  type KbDocument,
  Timestamp,
  newKbDocument,
  newKnowledgeBase,
  refs,
  storagePaths,
} from '@tender/core';
import { ADMIN, PASSWORD, makeDemo } from '../../backend/demo/testing';
import { renderApp } from '../../test/renderApp';

const COMPANY = 'van-dijk-bouw';
const KB = 'kb1';
const TIMEOUT = { timeout: 50_000 };
const PAGES = [
  'Our company at a glance.\nFounded in 1984.',
  'Certificates\nWe hold ISO 9001:2015, issued by a certifying body, valid until 2027.',
  'References\nA bridge over the river, delivered in 2022.',
];
const QUOTE = 'We hold ISO 9001:2015, issued by a certifying body';

function sheetCiting(documentId: string, page: number | null): CompanyFactSheet {
  return {
    certificates: [
      {
        scheme: 'ISO 9001',
        name: 'ISO 9001:2015',
        level: null,
        issuer: null,
        number: null,
        issuedOn: null,
        expiresOn: null,
        citation: { documentId, documentName: 'Profile.pdf', page, chunkId: 'c1', quote: QUOTE },
      },
    ],
    schemes: ['ISO 9001'],
    referenceProjects: [],
    keyPeople: [],
    turnover: [],
    headcount: [],
    chunkCount: 1,
    model: null,
    extractedAt: Timestamp.fromMillis(Date.now()),
  };
}

/** A base whose fact sheet cites document d1; `doc` says what d1 is (absent: removed). */
async function world(
  doc: { status: KbDocument['status']; textFile: boolean; chunks?: boolean } | null,
  page: number | null = 2,
) {
  const { backend } = await makeDemo();
  const { docs, files } = backend.state;
  await docs.setDoc(
    refs.knowledgeBase(COMPANY, KB),
    newKnowledgeBase(
      { name: 'Company', description: '', category: 'company_info', type: 'pretrained' },
      'u-admin-vandijk',
    ),
  );
  if (doc) {
    const path = storagePaths.kbDocument(COMPANY, KB, 'd1', 'pdf');
    await files.write(path, new Uint8Array([37, 80, 68, 70]), { contentType: 'application/pdf' });
    await docs.setDoc(refs.kbDocument(COMPANY, KB, 'd1'), {
      ...newKbDocument(
        {
          name: 'Profile.pdf',
          size: 4,
          contentType: 'application/pdf',
          contentHash: 'a'.repeat(64),
        },
        path,
        'u-admin-vandijk',
      ),
      status: doc.status,
    });
    if (doc.textFile) {
      const file = JSON.stringify({ version: 1, pages: PAGES });
      await files.write(
        storagePaths.kbExtractedText(COMPANY, KB, 'd1'),
        new TextEncoder().encode(file),
        { contentType: 'application/json' },
      );
    }
    if (doc.chunks) {
      for (const [i, text] of PAGES.entries()) {
        const chunk: Chunk = {
          documentId: 'd1',
          index: i,
          text,
          embedding: null,
          source: { documentName: 'Profile.pdf', page: i + 1 },
          createdAt: Timestamp.fromMillis(0),
        };
        await docs.setDoc(refs.chunk(COMPANY, KB, `d1_c${i}`), chunk);
      }
    }
  }
  await docs.setDoc(refs.factSheet(COMPANY, KB), sheetCiting('d1', page));
  await backend.auth.signInWithPassword(ADMIN, PASSWORD);
  return backend;
}

async function openCitation(locale: 'en' | 'nl', backend: Awaited<ReturnType<typeof world>>) {
  const user = userEvent.setup();
  const prefix = locale === 'nl' ? '/nl' : '';
  await renderApp(`${prefix}/dashboard/knowledgebase/${KB}`, { backend, locale });
  const panel = await screen.findByTestId('fact-sheet', undefined, TIMEOUT);
  const citation = await within(panel).findByTestId('fact-citation', undefined, TIMEOUT);
  // Keyboard: the citation is a button in the tab order; Enter opens it.
  citation.focus();
  await user.keyboard('{Enter}');
  const viewer = await screen.findByRole('dialog', { name: 'Profile.pdf' }, TIMEOUT);
  return { user, citation, viewer };
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe('a fact sheet citation opens its knowledge-base document', () => {
  it('at the cited page with the passage marked; Escape closes and focus returns to the citation', async () => {
    const backend = await world({ status: 'processed', textFile: true });
    const { user, citation, viewer } = await openCitation('en', backend);
    const page = await within(viewer).findByRole('region', { name: 'Page 2' }, TIMEOUT);
    expect(within(page).getByTestId('fact-quote')).toHaveTextContent(QUOTE);
    // No tender facts or summary for a company document: its text alone, and its original.
    expect(within(viewer).queryByRole('tab')).toBeNull();
    expect(within(viewer).getByRole('button', { name: 'Download original' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(citation).toHaveFocus());
    await backend.close();
  }, 120_000);

  it('(nl) a citation without a page opens the document at its start', async () => {
    const backend = await world({ status: 'processed', textFile: true }, null);
    const { viewer } = await openCitation('nl', backend);
    expect(await within(viewer).findByRole('region', { name: 'Pagina 1' }, TIMEOUT)).toBeVisible();
    expect(within(viewer).queryByTestId('fact-quote')).toBeNull();
    await backend.close();
  }, 120_000);

  it('(nl) a document processed before its text by page was kept is read from its chunks', async () => {
    const backend = await world({ status: 'processed', textFile: false, chunks: true });
    const { viewer } = await openCitation('nl', backend);
    const page = await within(viewer).findByRole('region', { name: 'Pagina 2' }, TIMEOUT);
    expect(within(page).getByTestId('fact-quote')).toHaveTextContent(QUOTE);
    await backend.close();
  }, 120_000);

  it.each([
    ['en', 'This document has been removed from the knowledge base since it was cited.'],
    ['nl', 'Dit document is uit de kennisbank verwijderd nadat ernaar verwezen werd.'],
  ] as const)(
    '(%s) a document removed since says so',
    async (locale, message) => {
      const backend = await world(null);
      const { viewer } = await openCitation(locale, backend);
      expect(await within(viewer).findByText(message, undefined, TIMEOUT)).toBeVisible();
      expect(within(viewer).queryByRole('button', { name: /Download/ })).toBeNull();
      await backend.close();
    },
    120_000,
  );

  it.each([
    ['en', 'This document is still being processed.'],
    ['nl', 'Dit document wordt nog verwerkt.'],
  ] as const)(
    '(%s) a document still processing says so',
    async (locale, message) => {
      const backend = await world({ status: 'processing', textFile: false });
      const { viewer } = await openCitation(locale, backend);
      expect(
        await within(viewer).findByText(
          new RegExp(message.replace('.', '\\.')),
          undefined,
          TIMEOUT,
        ),
      ).toBeVisible();
      await backend.close();
    },
    120_000,
  );
});
