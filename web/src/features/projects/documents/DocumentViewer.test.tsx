/** The viewer on the demo backend: text by page beside the facts, a fact opens its page, delete. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refs, storagePaths } from '@tender/core';
import { DocStoreError } from '@tender/core';
import { AppProviders } from '../../../app/App';
import { createI18n } from '../../../app/i18n/i18n';
import { DocumentViewer } from './DocumentViewer';
import { CID, PID, pdf, renderDocuments } from './testWorld';

async function openProcessed(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByTestId('document-file-input'), [pdf('Bestek brug.pdf')]);
  const list = await screen.findByRole('list', { name: 'Documents of this project' });
  const row = await within(list).findByRole('listitem', { name: 'Bestek brug.pdf' });
  await within(row).findByText('Processed');
  await user.click(within(row).getByRole('button', { name: 'Bestek brug.pdf' }));
  return screen.findByRole('dialog', { name: 'Bestek brug.pdf' });
}

// jsdom does no layout; record which page the viewer scrolls to instead.
const scrolledTo: string[] = [];
beforeEach(() => {
  scrolledTo.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this.getAttribute('aria-label') ?? '');
  });
});

describe('Document viewer', () => {
  it('shows the text by page and the facts; a fact shows its page with the sentence marked', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { backend } = await renderDocuments();
    const dialog = await openProcessed(user);
    const facts = within(dialog).getByRole('list', { name: 'Key facts' });
    expect(facts).toHaveTextContent('Gemeente Utrecht');
    expect(facts).toHaveTextContent('Kwaliteit (60%)');
    expect(facts).toHaveTextContent('45221111-3');
    // The first ten pages show; page 12 is in the next block.
    expect(await within(dialog).findByRole('region', { name: 'Page 1' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Page 12' })).toBeNull();

    await user.click(within(facts).getByText(/Submission: 15 Dec 2026/));
    const page = await within(dialog).findByRole('region', { name: 'Page 12' });
    await waitFor(() => expect(scrolledTo).toContain('Page 12'));
    expect(within(page).getByTestId('fact-quote')).toHaveTextContent(
      'De sluitingstermijn is 15 december 2026 om 12:00 uur.',
    );

    await user.click(within(dialog).getByRole('tab', { name: 'Summary' }));
    expect(within(dialog).getByTestId('document-summary')).toHaveTextContent(
      'Bouw van een brug over de Vecht.',
    );
    await backend.close();
  });

  it('deletes after confirmation, taking the file and the extracted text along', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { backend } = await renderDocuments();
    const dialog = await openProcessed(user);
    const docs = await backend.state.docs.getDocs(refs.projectDocuments(CID, PID));
    const id = docs.docs[0]!.id;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete document?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('listitem', { name: 'Bestek brug.pdf' })).toBeNull();
    await waitFor(async () => expect(await backend.state.files.list('companies/')).toEqual([]));
    expect(await backend.state.files.stat(storagePaths.extractedText(CID, PID, id))).toBeNull();
    await backend.close();
  });

  it('says Failed to delete document and keeps the document when the delete is refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { backend } = await renderDocuments();
    const dialog = await openProcessed(user);
    backend.docs.deleteDoc = async () => {
      throw new DocStoreError('permission-denied', 'refused');
    };
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete document?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete document' }));
    expect(await within(confirm).findByText('Failed to delete document')).toBeInTheDocument();
    expect((await backend.state.docs.getDocs(refs.projectDocuments(CID, PID))).docs).toHaveLength(
      1,
    );
    await backend.close();
  });

  it('says Failed to load document when the extracted text is missing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { backend } = await renderDocuments();
    const original = backend.files.downloadUrl.bind(backend.files);
    backend.files.downloadUrl = async (path) => {
      if (path.includes('/extracted/')) throw new Error('not-found');
      return original(path);
    };
    const dialog = await openProcessed(user);
    expect(await within(dialog).findByText('Failed to load document')).toBeInTheDocument();
    await backend.close();
  });

  it('opened from a draft citation: the cited page shows first, the quoted passage marked', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { backend, unmount } = await renderDocuments();
    await user.upload(screen.getByTestId('document-file-input'), [pdf('Bestek brug.pdf')]);
    const list = await screen.findByRole('list', { name: 'Documents of this project' });
    await within(list).findByText('Processed');
    const [doc] = (await backend.state.docs.getDocs(refs.projectDocuments(CID, PID))).docs;
    unmount();
    scrolledTo.length = 0;
    const i18n = await createI18n('en');
    render(
      <AppProviders i18n={i18n} loaded={{ backend }}>
        <DocumentViewer
          companyId={CID}
          projectId={PID}
          row={{ id: doc!.id, data: doc!.data }}
          canDelete={false}
          onClose={() => {}}
          cited={{ page: 12, quote: 'De sluitingstermijn is 15 december 2026 om 12:00 uur.' }}
        />
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bestek brug.pdf' });
    // Page 12 is in the second block of ten: that block is shown, not the first.
    const page = await within(dialog).findByRole('region', { name: 'Page 12' });
    expect(within(dialog).queryByRole('region', { name: 'Page 1' })).toBeNull();
    await waitFor(() => expect(scrolledTo).toContain('Page 12'));
    expect(within(page).getByTestId('fact-quote')).toHaveTextContent(
      'De sluitingstermijn is 15 december 2026 om 12:00 uur.',
    );
    await backend.close();
  });
});
