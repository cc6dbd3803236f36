/**
 * What changed, in the facts panel (issue 17 item 5): the document that moved a deadline says so
 * at the top; the fact it replaced stays listed, struck through as "Earlier" with what replaced
 * it; a fact two unordered documents state differently is "Conflicting". English and Dutch.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { type DeadlineFact, type Locale, type TenderFacts, emptyTenderFacts } from '@tender/core';
import { type FactDocument, projectFactHistory } from '@tender/core/documents/changes/factChanges';
import { createI18n } from '../../../app/i18n/i18n';
import { LocaleContext } from '../../../app/i18n/LocaleContext';
import { FactsPanel } from './FactsPanel';

const submission = (date: string, page: number): DeadlineFact => ({
  value: { kind: 'submission', date, label: 'Deadline indienen offerte' },
  page,
  quote: `Deadline indienen offerte | ${date}`,
  status: 'sure',
});
const facts = (...deadlines: DeadlineFact[]): TenderFacts => ({ ...emptyTenderFacts(), deadlines });
const MIN = 60_000;
const doc = (id: string, f: TenderFacts, created: number, processed: number | null) =>
  ({
    id,
    name: id,
    facts: f,
    kind: null,
    statedDate: null,
    createdAtMs: created,
    processedAtMs: processed,
  }) satisfies FactDocument;

const GUIDE = facts(submission('2024-11-28T12:00', 4));
const PLANNING = facts(submission('2024-11-28T12:00', 1), submission('2024-12-02T12:00', 1));

async function show(locale: Locale, documentId: string, f: TenderFacts, documents: FactDocument[]) {
  const i18n = await createI18n(locale);
  render(
    <I18nextProvider i18n={i18n}>
      <LocaleContext.Provider value={locale}>
        <FactsPanel
          facts={f}
          selected={null}
          onSelect={vi.fn()}
          history={projectFactHistory(documents)}
          documentId={documentId}
        />
      </LocaleContext.Provider>
    </I18nextProvider>,
  );
}

const ordered = [
  doc('guide.docx', GUIDE, 0, MIN),
  doc('nieuwe-planning.docx', PLANNING, 5 * MIN, 6 * MIN),
];
const states = () => screen.getAllByTestId('fact').map((li) => [li.textContent, li.dataset.state]);

describe('facts panel history', () => {
  it('the moving document says what it moved; its quoted old row is Earlier (English)', async () => {
    await show('en', 'nieuwe-planning.docx', PLANNING, ordered);
    // Inside its own viewer the document is "this document", not its file name on every line.
    expect(screen.getByTestId('document-fact-changes')).toHaveTextContent(
      'Submission deadline moved from 28 Nov 2024, 12:00 to 2 Dec 2024, 12:00 (page 1 of this document)',
    );
    expect(states()).toEqual([
      [
        'Submission: 28 Nov 2024, 12:00EarlierPage 1 · replaced by 2 Dec 2024, 12:00 (page 1 of this document)',
        'superseded',
      ],
      ['Submission: 2 Dec 2024, 12:00Page 1', undefined],
    ]);
    const old = screen.getByText('Submission: 28 Nov 2024, 12:00');
    expect(getComputedStyle(old).textDecoration).toContain('line-through');
  });

  it('the earlier document keeps its date as history (Dutch)', async () => {
    await show('nl', 'guide.docx', GUIDE, ordered);
    expect(screen.queryByTestId('document-fact-changes')).not.toBeInTheDocument();
    expect(states()).toEqual([
      [
        'Inschrijving: 28 nov 2024, 12:00EerderPagina 4 · vervangen door 2 dec 2024, 12:00 (nieuwe-planning.docx, pagina 1)',
        'superseded',
      ],
    ]);
  });

  it('uploaded together, neither first: both dates Conflicting, none struck through', async () => {
    const together = [
      doc('guide.docx', GUIDE, 0, null),
      doc('nieuwe-planning.docx', facts(submission('2024-12-02T12:00', 1)), 1000, null),
    ];
    await show('en', 'guide.docx', GUIDE, together);
    expect(states()).toEqual([['Submission: 28 Nov 2024, 12:00ConflictingPage 4', 'conflicting']]);
  });
});

describe('a document that states its old and new schedule itself', () => {
  const REVISION = facts(
    { ...submission('2024-11-28T12:00', 1), replaced: true },
    submission('2024-12-02T12:00', 1),
  );
  const alone = [doc('nieuwe-planning.docx', REVISION, 0, MIN)];

  it('on its own: says it replaces its own earlier value, the old row Earlier (English)', async () => {
    await show('en', 'nieuwe-planning.docx', REVISION, alone);
    const notice = screen.getByTestId('document-fact-changes');
    expect(notice).toHaveTextContent('This document replaces earlier values it lists itself');
    expect(notice).toHaveTextContent(
      'Submission deadline moved from 28 Nov 2024, 12:00 to 2 Dec 2024, 12:00 (page 1 of this document)',
    );
    expect(states().map(([, state]) => state)).toEqual(['superseded', undefined]);
  });

  it('on its own (Dutch)', async () => {
    await show('nl', 'nieuwe-planning.docx', REVISION, alone);
    const notice = screen.getByTestId('document-fact-changes');
    expect(notice).toHaveTextContent('Dit document vervangt eerdere waarden die het zelf noemt');
    expect(notice).toHaveTextContent('naar 2 dec 2024, 12:00 (pagina 1 van dit document)');
  });

  it('after the guide it still changes an earlier document', async () => {
    await show('en', 'nieuwe-planning.docx', REVISION, [
      doc('guide.docx', GUIDE, 0, MIN),
      doc('nieuwe-planning.docx', REVISION, 5 * MIN, 6 * MIN),
    ]);
    expect(screen.getByTestId('document-fact-changes')).toHaveTextContent(
      'This document changes earlier ones',
    );
  });
});
