/**
 * Uploads to a knowledge base on the demo backend (issue 20): files are judged by their bytes,
 * markup disguised as text is refused, and a base holds each file once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, getConfig, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newKnowledgeBase, query, refs } from '@tender/core';
import { AppProviders } from '../../app/App';
import { createI18n } from '../../app/i18n/i18n';
import { ADMIN, PASSWORD, makeDemo } from '../../backend/demo/testing';
import { KbUploadPanel } from './KbUploadPanel';

const CID = 'van-dijk-bouw';
const KB = 'kb1';
const UID = 'u-admin-vandijk';
/** Waits only a broken feature runs into, never a slow machine. */
const SLOW_MACHINE_MS = 60_000;

const txt = (name: string, body: string) => new File([body], name, { type: 'text/plain' });

async function renderPanel(locale: 'en' | 'nl' = 'en') {
  const { backend } = await makeDemo({ upload: { stepMs: 0 } });
  await backend.state.docs.setDoc(
    refs.knowledgeBase(CID, KB),
    newKnowledgeBase(
      { name: 'Bedrijf', description: '', category: 'company_info', type: 'dynamic' },
      UID,
    ),
  );
  await backend.auth.signInWithPassword(ADMIN, PASSWORD);
  const i18n = await createI18n(locale);
  render(
    <AppProviders i18n={i18n} loaded={{ backend }}>
      <KbUploadPanel
        companyId={CID}
        kbId={KB}
        uid={UID}
        kb={{ locked: false, permanentlyLocked: false, trainingState: 'not_trained' }}
        mayUpload
      />
    </AppProviders>,
  );
  const stored = async () =>
    (await backend.state.docs.getDocs(query(refs.kbDocuments(CID, KB)))).docs.map((d) => d.data);
  return { backend, stored };
}

describe('knowledge-base uploads judged by their bytes', { timeout: 4 * SLOW_MACHINE_MS }, () => {
  // Every findBy/waitFor of these uploads waits as long as a busy machine needs (issue 20): only
  // a broken feature runs into SLOW_MACHINE_MS.
  const usual = getConfig().asyncUtilTimeout;
  beforeAll(() => configure({ asyncUtilTimeout: SLOW_MACHINE_MS }));
  afterAll(() => configure({ asyncUtilTimeout: usual }));

  it(
    'the same file five times in one drop is uploaded once; again later, it is refused',
    async () => {
      const user = userEvent.setup({ applyAccept: false });
      const { backend, stored } = await renderPanel();
      const policy = 'Quality policy. We hold ISO 9001 since 2015.';
      await user.upload(screen.getByTestId('document-file-input'), [
        ...[1, 2, 3, 4, 5].map((n) => txt(`policy-${n}.txt`, policy)),
        txt('safety.txt', 'Safety: VCA** certified since 2018.'),
      ]);
      const queue = await screen.findByRole('list', { name: 'Uploads' });
      await waitFor(
        () => expect(within(queue).getAllByText(/already in this knowledge base/)).toHaveLength(4),
        { timeout: SLOW_MACHINE_MS },
      );
      expect(await screen.findByText('Upload Partially Complete')).toBeInTheDocument();
      await waitFor(async () => expect(await stored()).toHaveLength(2), {
        timeout: SLOW_MACHINE_MS,
      });
      expect((await stored()).map((d) => d.name).sort()).toEqual(['policy-1.txt', 'safety.txt']);

      // Dropped again later: the base already has it.
      await user.upload(screen.getByTestId('document-file-input'), [txt('copy.txt', policy)]);
      expect(
        await screen.findByText(/copy\.txt — it is already in this knowledge base/, undefined, {
          timeout: SLOW_MACHINE_MS,
        }),
      ).toBeInTheDocument();
      expect(await stored()).toHaveLength(2);
      await backend.close();
    },
    4 * SLOW_MACHINE_MS,
  );

  it(
    'a web page named .pdf is refused in plain words (Dutch); a PDF named ".pdf" is stored as document.pdf',
    async () => {
      const user = userEvent.setup({ applyAccept: false });
      const { backend, stored } = await renderPanel('nl');
      const page = '<!doctype html><html><body><p>ISO 9001</p><script>x()</script></body></html>';
      await user.upload(screen.getByTestId('document-file-input'), [
        new File([page], 'offerte.pdf', { type: 'application/pdf' }),
        new File(['%PDF-1.4\n% een echte pdf\n'], '.pdf', { type: 'application/pdf' }),
      ]);
      expect(
        await screen.findByText(/offerte\.pdf — Dit bestand bevat webpaginacode/, undefined, {
          timeout: SLOW_MACHINE_MS,
        }),
      ).toBeInTheDocument();
      await waitFor(
        async () => expect((await stored()).map((d) => d.name)).toEqual(['document.pdf']),
        {
          timeout: SLOW_MACHINE_MS,
        },
      );
      const [doc] = await stored();
      expect(doc?.storagePath).toMatch(/\/documents\/[^/]+\/original\.pdf$/);
      // The record is written first, the file after it: wait for the file, not just the record.
      await waitFor(
        async () =>
          expect((await backend.state.files.stat(doc!.storagePath))?.contentDisposition).toBe(
            "attachment; filename*=UTF-8''document.pdf",
          ),
        { timeout: SLOW_MACHINE_MS },
      );
      await backend.close();
    },
    4 * SLOW_MACHINE_MS,
  );
});
