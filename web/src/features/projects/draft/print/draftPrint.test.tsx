/** Printing the draft: the print rules are on the page with it, and what must not print is marked. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../app/i18n/i18n';
import { testCitation, testDraft } from '../export/testDraft';
import { DraftPrintLayout, PRINT } from './draftPrint';
import { PrintDraftButton } from './PrintDraftButton';

/** The CSS the page has now, as one string without spaces (emotion compacts it). */
const pageCss = () =>
  Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent ?? '')
    .join('\n')
    .replace(/\s+/g, '');

async function show() {
  const i18n = await createI18n('nl');
  const draft = testDraft({
    citations: [
      testCitation({ id: 'c1' }),
      testCitation({
        id: 'c2',
        documentName: 'ISO-certificaat.pdf',
        page: null,
        quote: 'ISO 9001',
      }),
    ],
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <DraftPrintLayout
        draft={draft}
        meta={{
          companyName: 'Van Dijk Bouw B.V.',
          tenderReference: 'AO-2026-0142',
          projectName: 'Brug Zuidas',
        }}
      >
        <PrintDraftButton />
        <h2 className={PRINT.sectionHeading}>Plan van aanpak</h2>
        <p>
          Tekst<button className={PRINT.citation}>[1]</button>
        </p>
      </DraftPrintLayout>
    </I18nextProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('draft printing', () => {
  it('adds the print rules while the draft is shown: only the draft, no buttons, a page per section', async () => {
    const { unmount } = await show();
    const css = pageCss();
    const print = css.slice(css.indexOf('@mediaprint'));
    expect(print).not.toBe('');
    // Everything beside the draft's branch of the page (navigation, sidebar, other panels) goes.
    expect(print).toContain(
      `*:has(.${PRINT.root})>*:not(:has(.${PRINT.root})):not(.${PRINT.root}){display:none!important;}`,
    );
    expect(print).toContain(`.${PRINT.root}.${PRINT.hidden},`);
    expect(print).toContain('.MuiButton-root');
    expect(print).toContain(
      `.${PRINT.root}.${PRINT.sectionHeading}{break-before:page;page-break-before:always;}`,
    );
    // Printed-only parts are not on the screen.
    expect(css).toContain(`.${PRINT.only}{display:none;}`);

    // The parts that must not print carry the class the rules hide.
    const button = screen.getByRole('button', { name: 'Afdrukken of opslaan als pdf' });
    expect(button).toHaveClass(PRINT.hidden);
    expect(screen.getByText('Plan van aanpak')).toHaveClass(PRINT.sectionHeading);

    // Only while the draft is on the page.
    unmount();
    expect(pageCss()).not.toContain(PRINT.root);
  });

  it('prints a title block and the sources as numbered footnotes', async () => {
    await show();
    const title = screen.getByTestId('draft-print-title');
    expect(title).toHaveClass(PRINT.only);
    // Printed only: on the screen the draft view shows its own title and citations.
    expect(title).not.toBeVisible();
    expect(title).toHaveTextContent('Inschrijving Brug Zuidas');
    expect(title).toHaveTextContent('Kenmerk aanbesteding: AO-2026-0142');
    expect(title).toHaveTextContent('Ingediend door: Van Dijk Bouw B.V.');

    const sources = screen.getByTestId('draft-print-sources');
    expect(sources).toHaveClass(PRINT.only);
    expect(sources).not.toBeVisible();
    expect(within(sources).getByRole('heading', { hidden: true })).toHaveTextContent('Bronnen');
    expect(
      within(sources)
        .getAllByRole('listitem', { hidden: true })
        .map((li) => li.textContent),
    ).toEqual([
      'Bestek Brug Zuidas.pdf, p. 12: \u201CDe brug wordt in fasen gerealiseerd.\u201D',
      'ISO-certificaat.pdf: \u201CISO 9001\u201D',
    ]);
  });

  it('opens the print dialog', async () => {
    const printSpy = vi.fn();
    window.print = printSpy;
    await show();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Afdrukken of opslaan als pdf' }));
    expect(printSpy).toHaveBeenCalledOnce();
  });
});
