/** A Nota van Inlichtingen is marked as such in the project's documents list (issue 17 item 5). */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { type ProjectDocument, Timestamp, emptyTenderFacts, newProject, refs } from '@tender/core';
import { ADMIN, PASSWORD, makeDemo } from '../../../backend/demo/testing';
import { renderApp } from '../../../test/renderApp';

const COMPANY = 'van-dijk-bouw';
const TIMEOUT = { timeout: 50_000 };

const processed = (name: string, documentKind: 'clarifications' | null): ProjectDocument => ({
  name,
  size: 1000,
  contentType: 'application/pdf',
  storagePath: `companies/${COMPANY}/projects/p1/documents/${name}/file.pdf`,
  role: 'annex',
  status: 'processed',
  text: null,
  summary: null,
  error: null,
  uploadedBy: 'u-admin-vandijk',
  createdAt: Timestamp.fromMillis(Date.UTC(2026, 2, 1, 9)),
  processedAt: Timestamp.fromMillis(Date.UTC(2026, 2, 1, 9, 1)),
  facts: emptyTenderFacts(),
  documentKind,
  statedDate: null,
});

describe('document kind in the list', () => {
  for (const [locale, label, path] of [
    ['en', 'Nota van Inlichtingen (questions and answers)', '/dashboard/projects/p1'],
    ['nl', 'Nota van Inlichtingen', '/nl/dashboard/projects/p1'],
  ] as const) {
    it(`marks the Nota van Inlichtingen, not the guide (${locale})`, async () => {
      const { backend } = await makeDemo();
      await backend.state.docs.setDoc(
        refs.project(COMPANY, 'p1'),
        newProject(
          { name: 'Schoonmaak', description: '', type: 'empty', tenderId: null },
          'u-admin-vandijk',
        ),
      );
      await backend.state.docs.setDoc(
        refs.projectDocument(COMPANY, 'p1', 'nvi'),
        processed('NvI 1.pdf', 'clarifications'),
      );
      await backend.state.docs.setDoc(
        refs.projectDocument(COMPANY, 'p1', 'guide'),
        processed('leidraad.pdf', null),
      );
      await backend.auth.signInWithPassword(ADMIN, PASSWORD);
      await renderApp(path, { backend, locale });
      const nvi = await screen.findByRole('listitem', { name: 'NvI 1.pdf' }, TIMEOUT);
      expect(within(nvi).getByTestId('document-kind')).toHaveTextContent(label);
      const guide = screen.getByRole('listitem', { name: 'leidraad.pdf' });
      expect(within(guide).queryByTestId('document-kind')).not.toBeInTheDocument();
    }, 120_000);
  }
});
