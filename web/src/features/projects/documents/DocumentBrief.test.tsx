/**
 * The tender brief in the viewer (issue 17 item 6) and printed page numbers beside facts: on the
 * demo backend, a processed document whose pages print other numbers than their position (front
 * matter 'i', 'ii', then 1, 2, …). A brief line names its printed page and opens the page it cites
 * with its quote marked; a document processed before briefs shows its summary.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Locale,
  type ProjectDocument,
  type TenderFacts,
  buildTenderBrief,
  emptyTenderFacts,
  refs,
  storagePaths,
} from '@tender/core';
import { AppProviders } from '../../../app/App';
import { createI18n } from '../../../app/i18n/i18n';
import { DocumentViewer } from './DocumentViewer';
import { CID, FACTS, PID, pdf, renderDocuments } from './testWorld';

const scrolledTo: string[] = [];
beforeEach(() => {
  scrolledTo.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this.getAttribute('aria-label') ?? '');
  });
});

/** Page 1 prints 'i', page 2 'ii', page n ≥ 3 prints n − 2. */
const LABELS = Array.from({ length: 14 }, (_, i) =>
  i === 0 ? 'i' : i === 1 ? 'ii' : String(i - 1),
);

async function openViewer(
  locale: Locale,
  withBrief: boolean,
  facts: TenderFacts = FACTS,
  warnings: string[] = [],
) {
  const user = userEvent.setup({ applyAccept: false });
  const { backend, unmount } = await renderDocuments();
  await user.upload(screen.getByTestId('document-file-input'), [pdf('Bestek brug.pdf')]);
  const list = await screen.findByRole('list', { name: 'Documents of this project' });
  await within(list).findByText('Processed');
  const [doc] = (await backend.state.docs.getDocs(refs.projectDocuments(CID, PID))).docs;
  const path = storagePaths.extractedText(CID, PID, doc!.id);
  const file = JSON.parse(new TextDecoder().decode((await backend.state.files.read(path)).bytes));
  await backend.state.files.write(
    path,
    new TextEncoder().encode(JSON.stringify({ ...file, labels: LABELS, pagination: 'fixed' })),
    { contentType: 'application/json' },
  );
  const data: ProjectDocument = {
    ...(doc!.data as ProjectDocument),
    facts,
    brief: withBrief ? buildTenderBrief({ facts, language: 'nl', labels: LABELS }) : null,
    ...(warnings.length > 0 ? { warnings } : {}),
  };
  if (!withBrief) delete data.brief;
  unmount();
  const i18n = await createI18n(locale);
  render(
    <AppProviders i18n={i18n} loaded={{ backend }}>
      <DocumentViewer
        companyId={CID}
        projectId={PID}
        row={{ id: doc!.id, data }}
        canDelete={false}
        onClose={() => {}}
      />
    </AppProviders>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Bestek brug.pdf' });
  return { user, backend, dialog };
}

describe('the tender brief in the viewer', () => {
  it('facts name the printed page where it differs from the position in the file', async () => {
    const { backend, dialog } = await openViewer('en', true);
    const facts = within(dialog).getByRole('list', { name: 'Key facts' });
    await within(dialog).findByRole('region', { name: 'Page 1' });
    await waitFor(() =>
      expect(
        within(facts)
          .getByText(/Submission: 15 Dec 2026/)
          .closest('[data-testid="fact"]'),
      ).toHaveTextContent('p. 10 (page 12 of the file)'),
    );
    expect(
      within(facts).getByText('Gemeente Utrecht').closest('[data-testid="fact"]'),
    ).toHaveTextContent('p. i (page 1 of the file)');
    await backend.close();
  });

  it('shows the brief in the document’s language; a line opens the page it cites', async () => {
    const { user, backend, dialog } = await openViewer('en', true);
    await within(dialog).findByRole('region', { name: 'Page 1' });
    await user.click(within(dialog).getByRole('tab', { name: 'Summary' }));
    const brief = within(dialog).getByRole('list', { name: 'Tender brief' });
    expect(
      within(brief)
        .getAllByTestId('brief-section')
        .map((s) => s.textContent),
    ).toEqual(['Wat wordt ingekocht', 'Door wie', 'Termijnen', 'Gunning']);
    const line = within(brief).getByText('Inschrijving: 15 december 2026 om 12:00');
    expect(line).toHaveAttribute('lang', 'nl');
    const item = line.closest('[data-testid="brief-line"]') as HTMLElement;
    expect(item).toHaveTextContent('p. 10 (page 12 of the file)');

    await user.click(item);
    const page = await within(dialog).findByRole('region', { name: 'Page 12' });
    await waitFor(() => expect(scrolledTo).toContain('Page 12'));
    expect(within(page).getByTestId('fact-quote')).toHaveTextContent(
      'De sluitingstermijn is 15 december 2026 om 12:00 uur.',
    );
    await backend.close();
  });

  it('in Dutch, a document processed before briefs shows its summary and says so', async () => {
    const { user, backend, dialog } = await openViewer('nl', false);
    await within(dialog).findByRole('region', { name: 'Pagina 1' });
    const facts = within(dialog).getByRole('list', { name: 'Kerngegevens' });
    expect(
      within(facts).getByText('Gemeente Utrecht').closest('[data-testid="fact"]'),
    ).toHaveTextContent('blz. i (pagina 1 van het bestand)');
    await user.click(within(dialog).getByRole('tab', { name: 'Samenvatting' }));
    const summary = within(dialog).getByTestId('document-summary');
    expect(summary).toHaveTextContent('Dit document is verwerkt voordat er briefings waren.');
    expect(summary).toHaveTextContent('Bouw van een brug over de Vecht.');
    expect(within(dialog).queryByTestId('tender-brief')).toBeNull();
    await backend.close();
  });

  // As the VNG "Programma van Eisen" (bijlage 1.1): requirements only, so the brief has no line.
  const ONLY_REQUIREMENTS: TenderFacts = {
    ...emptyTenderFacts(),
    requirements: [
      {
        value: { kind: 'other', text: 'De inschrijver voert de migratie uit binnen 2 dagen.' },
        page: 4,
        quote: 'De inschrijver voert de migratie uit binnen 2 dagen.',
      },
    ],
  };

  for (const [locale, texts] of [
    ['en', { summary: 'Summary', text: 'Text', none: 'names no buyer', facts: 'Key facts' }],
    [
      'nl',
      {
        summary: 'Samenvatting',
        text: 'Tekst',
        none: 'noemt geen opdrachtgever',
        facts: 'Kerngegevens',
      },
    ],
  ] as const) {
    it(`(${locale}) without a brief, says which facts are missing and leads to the ones found`, async () => {
      const { user, backend, dialog } = await openViewer(locale, true, ONLY_REQUIREMENTS);
      await user.click(within(dialog).getByRole('tab', { name: texts.summary }));
      const summary = within(dialog).getByTestId('document-summary');
      // Not "states no key facts" while the Text tab lists one.
      expect(summary).toHaveTextContent(texts.none);
      await user.click(within(summary).getByRole('button', { name: texts.facts }));
      expect(within(dialog).getByRole('tab', { name: texts.text })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const list = within(dialog).getByRole('list', { name: texts.facts });
      expect(within(list).getByText(/migratie uit binnen 2 dagen/)).toBeVisible();
      await backend.close();
    });
  }
  for (const [locale, texts] of [
    ['en', { summary: 'Summary', scanned: 'no text layer', none: 'states no key facts' }],
    ['nl', { summary: 'Samenvatting', scanned: 'geen tekstlaag', none: 'noemt geen kerngegevens' }],
  ] as const) {
    it(`(${locale}) a scan without text says why there is no brief, not that it states no facts`, async () => {
      const { user, backend, dialog } = await openViewer(locale, true, emptyTenderFacts(), [
        'documents.warnings.noTextLayer',
      ]);
      await user.click(within(dialog).getByRole('tab', { name: texts.summary }));
      const summary = within(dialog).getByTestId('document-summary');
      expect(summary).toHaveTextContent(texts.scanned);
      expect(summary).not.toHaveTextContent(texts.none);
      await backend.close();
    });
  }
});
