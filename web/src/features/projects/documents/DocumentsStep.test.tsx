/** Uploads on the Documents step against the demo backend: checks, queue, cancel, retry, roles. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, getConfig, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refs } from '@tender/core';
import { FilesError } from '../../../backend/types';
import { CID, PID, pdf, renderDocuments } from './testWorld';

/** A wait that only a broken feature runs into, never a slow or busy machine. */
const SLOW_MACHINE_MS = 60_000;

/**
 * Holds each upload of the backend until the test lets it through, counting how many are under
 * way at once: started and not yet settled.
 */
function gateUploads(backend: Awaited<ReturnType<typeof renderDocuments>>['backend']) {
  const upload = backend.files.upload.bind(backend.files);
  const waiting: Array<() => void> = [];
  const settled: Promise<unknown>[] = [];
  const counts = { started: 0, active: 0, maxActive: 0, finished: 0 };
  (backend.files as { upload: typeof upload }).upload = (path, data, options) => {
    counts.started++;
    counts.active++;
    counts.maxActive = Math.max(counts.maxActive, counts.active);
    const opened = new Promise<void>((release) => waiting.push(release));
    const done = opened
      .then(() => upload(path, data, options).done)
      .finally(() => {
        counts.active--;
        counts.finished++;
      });
    settled.push(done.catch(() => undefined));
    return { done, cancel: () => undefined };
  };
  return {
    get held() {
      return waiting.length;
    },
    get started() {
      return counts.started;
    },
    get maxActive() {
      return counts.maxActive;
    },
    get finished() {
      return counts.finished;
    },
    /** Lets every held upload through and waits until they have settled. */
    async releaseAll() {
      for (const release of waiting.splice(0)) release();
      await Promise.all(settled.splice(0));
    },
  };
}

const chooseFiles = async (user: ReturnType<typeof userEvent.setup>, files: File[]) => {
  await user.upload(screen.getByTestId('document-file-input'), files);
};

describe('Documents step', { timeout: 4 * SLOW_MACHINE_MS }, () => {
  // Every findBy/waitFor of these uploads waits as long as a busy machine needs (issue 20): only
  // a broken feature runs into SLOW_MACHINE_MS.
  const usual = getConfig().asyncUtilTimeout;
  beforeAll(() => configure({ asyncUtilTimeout: SLOW_MACHINE_MS }));
  afterAll(() => configure({ asyncUtilTimeout: usual }));

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
    // The Storage key is generated; the cleaned name is the record's and the download's.
    const stored = await backend.state.files.list('companies/');
    expect(stored.map((f) => f.path.split('/').pop())).toEqual(['original.pdf']);
    expect(stored[0]?.contentDisposition).toBe("attachment; filename*=UTF-8''evilgnp.pdf");
    await backend.close();
  });

  it(
    'thirty files at once: all show at once, at most three upload at a time',
    async () => {
      // Independent of the machine's speed (issue 20 item 8): the test holds every upload at a
      // gate and lets them through itself, counts concurrency at the backend on every start (not
      // by sampling the screen), and waits for events with generous time-outs.
      const user = userEvent.setup({ applyAccept: false });
      // Processing is held: this test is about the queue, not the processor.
      const { backend } = await renderDocuments({ hold: true });
      const gate = gateUploads(backend);
      await chooseFiles(
        user,
        Array.from({ length: 30 }, (_, i) => pdf(`annex-${i + 1}.pdf`)),
      );
      const uploads = await screen.findByRole('list', { name: 'Uploads' });
      await waitFor(() => expect(gate.held).toBe(3), { timeout: SLOW_MACHINE_MS });
      // The three under way show as documents with their progress, the other 27 wait in the queue.
      const list = await screen.findByRole('list', { name: 'Documents of this project' });
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3), {
        timeout: SLOW_MACHINE_MS,
      });
      expect(within(uploads).getAllByRole('listitem')).toHaveLength(27);
      expect(within(uploads).getAllByText(/Waiting to upload/)).toHaveLength(27);
      while (gate.finished < 30) {
        await waitFor(() => expect(gate.held > 0 || gate.finished === 30).toBe(true), {
          timeout: SLOW_MACHINE_MS,
        });
        await gate.releaseAll();
      }
      expect(gate.started).toBe(30);
      expect(gate.maxActive).toBe(3);
      // Every file arrived as a document of the project; the queue is empty and gone.
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30), {
        timeout: SLOW_MACHINE_MS,
      });
      const stored = await backend.state.docs.getDocs(refs.projectDocuments(CID, PID));
      expect(stored.docs.map((d) => d.data.name).sort()).toEqual(
        Array.from({ length: 30 }, (_, i) => `annex-${i + 1}.pdf`).sort(),
      );
      expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
      await backend.close();
    },
    4 * SLOW_MACHINE_MS,
  );

  it('a duplicate is shown with a choice: upload anyway as a new document, or skip (issue 20)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { backend } = await renderDocuments();
    await chooseFiles(user, [pdf('bestek.pdf')]);
    const list = await screen.findByRole('list', { name: 'Documents of this project' });
    await within(await within(list).findByRole('listitem', { name: 'bestek.pdf' })).findByText(
      'Processed',
    );
    const names = async () =>
      (await backend.state.docs.getDocs(refs.projectDocuments(CID, PID))).docs
        .map((d) => d.data.name)
        .sort();

    // The same content under another name, twice in one drop.
    const same = await pdf('bestek.pdf').arrayBuffer();
    const copy = (name: string) => new File([same], name, { type: 'application/pdf' });
    await chooseFiles(user, [copy('bestek kopie.pdf'), copy('bestek (2).pdf')]);
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    const first = await within(uploads).findByRole('listitem', { name: 'bestek kopie.pdf' });
    expect(
      await within(first).findByText(
        'This project already has a document with the same content: “bestek.pdf”. Upload it anyway as a new document, or skip it.',
      ),
    ).toBeInTheDocument();
    const second = within(uploads).getByRole('listitem', { name: 'bestek (2).pdf' });
    expect(second).toHaveTextContent('the same content: “bestek.pdf”');
    // Nothing is sent until the uploader chooses.
    expect(await names()).toEqual(['bestek.pdf']);

    await user.click(within(first).getByRole('button', { name: 'Upload anyway' }));
    await user.click(within(second).getByRole('button', { name: 'Skip' }));
    await waitFor(async () => expect(await names()).toEqual(['bestek kopie.pdf', 'bestek.pdf']));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull());
    await backend.close();
  });

  it('a valid PDF named ".pdf" or "bestek.pdf." is accepted under a cleaned name (issue 20)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { backend } = await renderDocuments();
    await chooseFiles(user, [pdf('.pdf'), pdf('bestek.pdf.'), pdf('scan')]);
    const list = await screen.findByRole('list', { name: 'Documents of this project' });
    for (const name of ['document.pdf', 'bestek.pdf', 'scan.pdf']) {
      await within(list).findByRole('listitem', { name });
    }
    const stored = (await backend.state.files.list('companies/')).filter((f) =>
      f.path.includes('/documents/'),
    );
    expect(stored.map((f) => f.path.split('/').pop())).toEqual([
      'original.pdf',
      'original.pdf',
      'original.pdf',
    ]);
    expect(stored.map((f) => f.contentDisposition).sort()).toEqual([
      "attachment; filename*=UTF-8''bestek.pdf",
      "attachment; filename*=UTF-8''document.pdf",
      "attachment; filename*=UTF-8''scan.pdf",
    ]);
    await backend.close();
  });

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
    await screen.findByRole('list', { name: 'Uploads' });
    // Query the list and row afresh each time: the step may render them anew as the upload's state
    // moves on, and elements held from before would keep showing 'Waiting to upload'.
    const row = () =>
      within(screen.getByRole('list', { name: 'Uploads' })).getByRole('listitem', {
        name: 'bestek.pdf',
      });
    await waitFor(() => expect(row()).toHaveTextContent(/Failed to upload files/));
    expect(row()).toHaveTextContent('the connection dropped');
    await waitFor(async () =>
      expect((await backend.state.docs.getDocs(refs.projectDocuments(CID, PID))).docs).toEqual([]),
    );
    await user.click(within(row()).getByRole('button', { name: 'Retry' }));
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
