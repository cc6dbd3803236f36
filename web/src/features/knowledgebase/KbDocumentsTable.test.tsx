/** The knowledge base's documents table warns about a document whose text tries to instruct the AI. */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { type KbDocument, type Locale, Timestamp, refs } from '@tender/core';
import { AppProviders } from '../../app/App';
import { createI18n } from '../../app/i18n/i18n';
import { ADMIN, PASSWORD, makeDemo } from '../../backend/demo/testing';
import { KbDocumentsTable } from './KbDocumentsTable';

const COMPANY = 'van-dijk-bouw';
const at = Timestamp.fromMillis(Date.UTC(2026, 10, 1));
const document = (name: string, flags?: KbDocument['flags']): KbDocument => ({
  name,
  size: 120_000,
  contentType: 'application/pdf',
  storagePath: `companies/${COMPANY}/knowledgeBases/kb1/documents/x/${name}`,
  status: 'processed',
  error: null,
  chunkCount: 12,
  ...(flags ? { flags } : {}),
  uploadedBy: 'u-admin-vandijk',
  createdAt: at,
  processedAt: at,
});

async function renderTable(locale: Locale) {
  const { backend } = await makeDemo();
  await backend.state.docs.setDoc(
    refs.kbDocument(COMPANY, 'kb1', 'plain'),
    document('Referenties.pdf'),
  );
  await backend.state.docs.setDoc(
    refs.kbDocument(COMPANY, 'kb1', 'odd'),
    document('Bedrijfsprofiel.pdf', ['instructionOverride', 'hiddenCharacters']),
  );
  await backend.auth.signInWithPassword(ADMIN, PASSWORD);
  const i18n = await createI18n(locale);
  render(
    <AppProviders i18n={i18n} loaded={{ backend }}>
      <KbDocumentsTable companyId={COMPANY} kbId="kb1" />
    </AppProviders>,
  );
  return screen.findAllByTestId('kb-document-row', undefined, { timeout: 20_000 });
}

describe('KbDocumentsTable', () => {
  it.each([
    ['en', 'Instruction-like text', /reads like instructions to an AI/],
    ['nl', 'Tekst als instructie', /leest als instructies aan een AI/],
  ] as const)(
    'marks only the flagged document (%s)',
    async (locale, label, hint) => {
      const rows = await renderTable(locale);
      const flagged = rows.find((row) => row.textContent?.includes('Bedrijfsprofiel.pdf'))!;
      const plain = rows.find((row) => row.textContent?.includes('Referenties.pdf'))!;
      const chip = within(flagged).getByText(label);
      expect(chip.closest('[aria-description]')?.getAttribute('aria-description')).toMatch(hint);
      expect(within(plain).queryByText(label)).toBeNull();
    },
    30_000,
  );
});

describe('KbDocumentsTable: a document cut at the page limit', () => {
  it.each([
    ['en', /Too many pages: only pages 1 to 2,000 were read, out of 2,500/],
    ['nl', /Te veel pagina's: alleen pagina 1 tot en met 2\.000 zijn gelezen, van de 2\.500/],
  ] as const)(
    'says how many pages were read (%s)',
    async (locale, warning) => {
      const { backend } = await makeDemo();
      await backend.state.docs.setDoc(refs.kbDocument(COMPANY, 'kb1', 'long'), {
        ...document('Jaarverslagen.pdf'),
        pageCount: 2_000,
        warnings: ['documents.warnings.tooManyPages?read=2000&total=2500'],
      });
      await backend.state.docs.setDoc(
        refs.kbDocument(COMPANY, 'kb1', 'short'),
        document('Referenties.pdf'),
      );
      await backend.auth.signInWithPassword(ADMIN, PASSWORD);
      render(
        <AppProviders i18n={await createI18n(locale)} loaded={{ backend }}>
          <KbDocumentsTable companyId={COMPANY} kbId="kb1" />
        </AppProviders>,
      );
      const rows = await screen.findAllByTestId('kb-document-row', undefined, { timeout: 20_000 });
      const long = rows.find((row) => row.textContent?.includes('Jaarverslagen.pdf'))!;
      const short = rows.find((row) => row.textContent?.includes('Referenties.pdf'))!;
      expect(long).toHaveTextContent(warning);
      expect(short).not.toHaveTextContent(warning);
    },
    30_000,
  );
});
