/** Export to Word: the click saves '<project name>.docx' with the draft in it, in the draft's language. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { strFromU8, unzipSync } from 'fflate';
import type { Draft, Locale } from '@tender/core';
import { createI18n } from '../../../../app/i18n/i18n';
import { testCitation, testDraft, testSection } from './testDraft';
import { PRINT } from '../print/draftPrint';
import { ExportDocxButton, docxFileName } from './ExportDocxButton';
import type { DraftExportMeta } from './draftToDocx';

const META: DraftExportMeta = {
  companyName: 'Van Dijk Bouw B.V.',
  tenderReference: 'AO-2026-0142',
  projectName: 'Brug Zuidas: fase 2/3',
  language: 'nl',
};

/** Captures what the browser is handed to download. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

async function show(draft: Draft, uiLocale: Locale = 'en') {
  const i18n = await createI18n(uiLocale);
  render(
    <I18nextProvider i18n={i18n}>
      <ExportDocxButton draft={draft} meta={META} />
    </I18nextProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ExportDocxButton', () => {
  it('shows progress, then saves the Word file named after the project, labelled in the draft language', async () => {
    const saved = captureDownloads();
    await show(
      testDraft({
        content: [
          testSection({
            id: 's1',
            heading: 'Plan van aanpak',
            body: '<p>In drie fasen<cite data-citation="c1">[1]</cite>.</p>',
          }),
        ],
        citations: [testCitation({ id: 'c1' })],
      }),
    );
    const button = screen.getByRole('button', { name: 'Export to Word' });
    // Kept out of the print of the page.
    expect(button.closest(`.${PRINT.hidden}`)).not.toBeNull();
    fireEvent.click(button);
    // While the file is built (the writer is still loading) the button says so and is disabled.
    expect(screen.getByRole('button', { name: 'Preparing the Word file…' })).toBeDisabled();
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    expect(await screen.findByRole('button', { name: 'Export to Word' })).toBeEnabled();

    expect(saved[0]!.name).toBe('Brug Zuidas- fase 2-3.docx');
    const files = unzipSync(new Uint8Array(await saved[0]!.blob.arrayBuffer()));
    const document = strFromU8(files['word/document.xml']!);
    expect(document).toContain('Plan van aanpak');
    expect(document).toContain('In drie fasen');
    // The reader works in English; the draft is Dutch, so is its file.
    expect(document).toContain('Kenmerk aanbesteding: ');
    expect(document).toContain('>Inhoud<');
    expect(strFromU8(files['word/footnotes.xml']!)).toContain('Bestek Brug Zuidas.pdf, p. 12');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the export failed when the file cannot be built, in the reader language', async () => {
    const saved = captureDownloads();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A draft read from an older or damaged record: no sections list.
    await show({ ...testDraft(), content: null } as unknown as Draft, 'nl');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exporteren naar Word' }));
    const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Exporteren naar Word is mislukt. Probeer het opnieuw.');
    expect(saved).toHaveLength(0);
    // The message can be closed, and the button is usable again.
    await user.click(within(alert).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Exporteren naar Word' })).toBeEnabled();
  });
});

describe('ExportDocxButton with gaps still to write (issue 19)', () => {
  const withGap = () =>
    testDraft({
      content: [
        testSection({
          id: 's1',
          heading: 'Functionele eisen',
          body:
            '<p>Wij loggen in met DigiD.</p>' +
            '<p><mark>[Nog te schrijven: hoe wij voldoen aan F2]</mark></p>',
          requirements: [
            {
              id: 'q1',
              text: 'F1',
              documentName: null,
              page: null,
              status: 'covered',
              citationIds: [],
              translate: false,
            },
            {
              id: 'q2',
              text: 'F2',
              documentName: null,
              page: null,
              status: 'gap',
              citationIds: [],
              translate: false,
            },
          ],
        }),
      ],
    });
  const documentOf = async (blob: Blob) =>
    strFromU8(unzipSync(new Uint8Array(await blob.arrayBuffer()))['word/document.xml']!);

  it('the button marks the gaps in the file (the default)', async () => {
    const saved = captureDownloads();
    await show(withGap());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export to Word' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    const document = await documentOf(saved[0]!.blob);
    expect(document).toContain('Nog te schrijven: hoe wij voldoen aan F2');
    expect(document).toContain('w:highlight');
  });

  it('the options menu leaves the gaps out (keyboard), in Dutch', async () => {
    const saved = captureDownloads();
    const notApplicable = {
      id: 'k1',
      requirement: 'VOG voor al het personeel',
      status: 'notApplicable' as const,
      evidence: null,
      citationIds: [],
    };
    await show({ ...withGap(), checklist: [notApplicable] }, 'nl');
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Opties voor de Word-export' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Nog 1 eis te schrijven');
    await user.click(
      within(menu).getByRole('menuitem', { name: 'Exporteren zonder de gaten en notities' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    const document = await documentOf(saved[0]!.blob);
    expect(document).toContain('Wij loggen in met DigiD.');
    expect(document).not.toContain('Nog te schrijven');
    expect(document).not.toContain('w:highlight');
    // The checklist item the user marked says so in the file too.
    expect(document).toMatch(/VOG voor al het personeel[\s\S]*Niet van toepassing/);
  });

  it('offers no choice when nothing is left to write', async () => {
    await show(testDraft({ content: [testSection({ id: 's1', heading: 'A', body: '<p>B</p>' })] }));
    expect(screen.getByRole('button', { name: 'Export to Word' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Word export options' })).toBeNull();
  });
});

describe('docxFileName', () => {
  it('keeps the name as written, minus characters file systems refuse', () => {
    expect(docxFileName('Brug Zuidas')).toBe('Brug Zuidas.docx');
    expect(docxFileName('Café "De Brug" <2026>')).toBe('Café -De Brug- -2026-.docx');
    expect(docxFileName('  ...  ')).toBe('draft.docx');
  });
});
