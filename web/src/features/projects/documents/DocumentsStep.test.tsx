/** Uploads on the Documents step against the demo backend: checks, queue, cancel, retry, roles. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refs } from '@tender/core';
import { FilesError } from '../../../backend/types';
import { CID, PID, pdf, renderDocuments } from './testWorld';

const chooseFiles = async (user: ReturnType<typeof userEvent.setup>, files: File[]) => {
  await user.upload(screen.getByTestId('document-file-input'), files);
};

describe('Documents step', () => {
  it('uploads a good file, refuses an empty one and a .docm, each with its reason', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { backend } = await renderDocuments();
    expect(await screen.findByText('Missing Tender document')).toBeInTheDocument();
    await chooseFiles(user, [
      pdf('Bestek brug.pdf'),
      new File([], 'empty.pdf', { type: 'application/pdf' }),
      new File(['PK'], 'macro.docm', { type: 'application/vnd.ms-word.document.macroEnabled.12' }),
    ]);
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByRole('listitem', { name: 'empty.pdf' })).toHaveTextContent(
      'The file is empty',
    );
    expect(within(uploads).getByRole('listitem', { name: 'macro.docm' })).toHaveTextContent(
      'Upload one of these file types: PDF, DOC, DOCX',
    );
    const list = await screen.findByRole('list', { name: 'Documents of this project' });
    const row = await within(list).findByRole('listitem', { name: 'Bestek brug.pdf' });
    await within(row).findByText('Processed');
    const docs = await backend.state.docs.getDocs(refs.projectDocuments(CID, PID));
    expect(docs.docs.map((d) => d.data.name)).toEqual(['Bestek brug.pdf']);

    // Choosing its role as main tender document ends the warning.
    await user.click(within(row).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Main tender document' }));
    await waitFor(() => expect(screen.queryByText('Missing Tender document')).toBeNull());
    await backend.close();
  });

  it('sanitises a name with path separators, control characters and a right-to-left override', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { backend } = await renderDocuments();
    await chooseFiles(user, [pdf('..\\..\\etc/evil\u0007\u202Egnp.pdf')]);
    const list = await screen.findByRole('list', { name: 'Documents of this project' });
    const row = await within(list).findByRole('listitem', { name: 'evilgnp.pdf' });
    expect(row).toBeInTheDocument();
    const stored = await backend.state.files.list('companies/');
    expect(stored.map((f) => f.path.split('/').pop())).toContain('evilgnp.pdf');
    await backend.close();
  });

  it('thirty files at once: all show at once, at most three upload at a time', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { backend } = await renderDocuments({ stepMs: 15, chunkBytes: 512 });
    const files = Array.from({ length: 30 }, (_, i) => pdf(`annex-${i + 1}.pdf`));
    await chooseFiles(user, files);
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    expect(within(uploads).getAllByText(/Waiting to upload/).length).toBeGreaterThanOrEqual(26);
    const list = await screen.findByRole('list', { name: 'Documents of this project' });
    // Sampled while the queue drains (all thirty arriving is the e2e test's part).
    await waitFor(
      () => {
        const uploading = screen.queryAllByRole('progressbar', { name: 'Upload progress' });
        expect(uploading.length).toBeLessThanOrEqual(3);
        expect(within(list).getAllByText('Processed').length).toBeGreaterThanOrEqual(6);
      },
      { timeout: 20_000 },
    );
    const shown =
      within(list).getAllByRole('listitem').length +
      within(screen.getByRole('list', { name: 'Uploads' })).queryAllByRole('listitem').length;
    expect(shown).toBeGreaterThanOrEqual(30);
    await backend.close();
  }, 30_000);

  it('a cancelled upload leaves no document behind', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { backend } = await renderDocuments({ stepMs: 50, chunkBytes: 256 });
    await chooseFiles(user, [pdf('big.pdf', 64 * 1024)]);
    const list = await screen.findByRole('list', { name: 'Documents of this project' });
    const row = await within(list).findByRole('listitem', { name: 'big.pdf' });
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'big.pdf' })).toBeNull());
    expect((await backend.state.docs.getDocs(refs.projectDocuments(CID, PID))).docs).toEqual([]);
    expect(await backend.state.files.list('companies/')).toEqual([]);
    await backend.close();
  });

  it('a dropped connection: Failed to upload files, nothing kept, Retry uploads it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { backend } = await renderDocuments();
    const upload = backend.files.upload.bind(backend.files);
    let failures = 1;
    (backend.files as { upload: typeof upload }).upload = (path, data, options) => {
      if (failures-- > 0) {
        return { done: Promise.reject(new FilesError('network')), cancel: () => undefined };
      }
      return upload(path, data, options);
    };
    await chooseFiles(user, [pdf('bestek.pdf')]);
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    const row = await within(uploads).findByRole('listitem', { name: 'bestek.pdf' });
    await within(row).findByText(/Failed to upload files/);
    expect(row).toHaveTextContent('the connection dropped');
    await waitFor(async () =>
      expect((await backend.state.docs.getDocs(refs.projectDocuments(CID, PID))).docs).toEqual([]),
    );
    await user.click(within(row).getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Documents of this project' });
    await within(await within(list).findByRole('listitem', { name: 'bestek.pdf' })).findByText(
      'Processed',
    );
    await backend.close();
  });

  it('the processing alert counts documents until they are processed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { backend } = await renderDocuments({ hold: true });
    await chooseFiles(user, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(await screen.findByText(/2 documents are being processed/)).toBeInTheDocument();
    await backend.close();
  });
});
