/** A processed document's warnings and a failed one's reason, in the user's language. */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { type Locale, type ProjectDocument, Timestamp, emptyTenderFacts } from '@tender/core';
import { createI18n } from '../../../app/i18n/i18n';
import { DocumentMessages } from './DocumentStatus';

const at = Timestamp.fromMillis(Date.UTC(2026, 10, 26));
const doc = (overrides: Partial<ProjectDocument>): ProjectDocument =>
  ({
    name: 'Bestek.pdf',
    size: 1_000_000,
    contentType: 'application/pdf',
    storagePath: 'companies/c/projects/p/documents/d/Bestek.pdf',
    role: 'main_tender',
    status: 'processed',
    text: null,
    summary: null,
    error: null,
    uploadedBy: 'u1',
    createdAt: at,
    processedAt: at,
    warnings: [],
    ...overrides,
  }) as ProjectDocument;

async function show(locale: Locale, document: ProjectDocument) {
  render(
    <I18nextProvider i18n={await createI18n(locale)}>
      <DocumentMessages doc={document} />
    </I18nextProvider>,
  );
}

describe('DocumentMessages', () => {
  it.each([
    ['en', /Too many pages: only pages 1 to 2,000 were read, out of 3,150/],
    ['nl', /Te veel pagina's: alleen pagina 1 tot en met 2\.000 zijn gelezen, van de 3\.150/],
  ] as const)(
    'a document cut at the page limit says how much was read (%s)',
    async (locale, text) => {
      await show(
        locale,
        doc({
          pageCount: 2000,
          warnings: ['documents.warnings.tooManyPages?read=2000&total=3150'],
        }),
      );
      expect(screen.getByRole('alert')).toHaveTextContent(text);
    },
  );

  it.each([
    ['en', 'documents.errors.structureLoop', /will not help/],
    ['nl', 'documents.errors.structureLoop', /helpt niet/],
    ['en', 'documents.errors.notWord', /not a Word document/],
    ['nl', 'documents.errors.encryptedOffice', /beveiligd met een wachtwoord/],
  ] as const)('a failed document says why (%s, %s)', async (locale, error, text) => {
    await show(locale, doc({ status: 'failed', error }));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  // A CV or a price list uploaded as a tender document: read without trouble, nothing of a tender.
  it.each([
    ['en', /No key facts \(buyer, deadlines, award criteria\) were found in this document/],
    ['nl', /In dit document zijn geen kerngegevens \(opdrachtgever, termijnen, gunningscriteria\)/],
  ] as const)('a processed document without key facts says so on its row (%s)', async (l, text) => {
    await show(l, doc({ facts: emptyTenderFacts() }));
    expect(screen.getByTestId('document-no-facts')).toHaveTextContent(text);
  });

  it('says nothing of facts when there are some, when they were never read, or a warning says why', async () => {
    const buyer = { value: 'Gemeente Voorbeeld', page: 1, quote: 'Gemeente Voorbeeld' };
    await show('en', doc({ facts: { ...emptyTenderFacts(), buyer } }));
    await show('en', doc({ facts: null }));
    await show(
      'en',
      doc({ facts: emptyTenderFacts(), warnings: ['documents.warnings.noTextLayer'] }),
    );
    await show('en', doc({ status: 'processing', facts: emptyTenderFacts() }));
    expect(screen.queryByTestId('document-no-facts')).not.toBeInTheDocument();
  });
});
