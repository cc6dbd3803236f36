import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Draft } from '@tender/core';
import { TIMEOUT, doneProgress, renderDraftPanel, sampleDraft } from './testWorld';

/** A draft planned per main requirement heading: two requirements covered, one a gap. */
function plannedDraft(): Draft {
  const base = sampleDraft();
  return sampleDraft({
    planBasis: 'headings',
    completeness: { state: 'incomplete', reason: 'gaps', gaps: 1, emptySections: [] },
    content: [
      {
        ...base.content[0]!,
        heading: 'Functionele eisen',
        weight: null,
        targetWords: 1000,
        body:
          '<p>Wij voldoen aan ‘De app werkt met DigiD’: Burgers loggen in met DigiD. <cite data-citation="c1">[1]</cite></p>' +
          '<p><mark>[Nog te schrijven: hoe wij voldoen aan ‘De app draait offline’]</mark></p>',
        requirements: [
          {
            id: 'q1',
            text: 'F1. De app werkt met DigiD.',
            documentName: 'PvE.pdf',
            page: 9,
            status: 'covered',
            citationIds: ['c1'],
            translate: false,
          },
          {
            id: 'q2',
            text: 'F2. De app draait offline.',
            documentName: 'PvE.pdf',
            page: 9,
            status: 'gap',
            citationIds: [],
            translate: false,
          },
        ],
      },
    ],
  });
}

const done = doneProgress;

describe('the draft, requirement by requirement', () => {
  it('shows coverage under each heading, highlights gaps, lists them with the checklist, and says it is not done', async () => {
    const { report, writeDraft } = await renderDraftPanel();
    await writeDraft('d1', plannedDraft());
    await report(done('d1'));
    const section = await screen.findByRole('article', { name: 'Functionele eisen' }, TIMEOUT);
    expect(within(section).getByTestId('section-coverage')).toHaveTextContent(
      /^1 of 2 requirements covered, \d+ of ~1,000 words$/,
    );
    const gap = section.querySelector('mark');
    expect(gap).toHaveTextContent(
      '[Nog te schrijven: hoe wij voldoen aan ‘De app draait offline’]',
    );
    expect(screen.getByTestId('draft-incomplete')).toHaveTextContent(
      'This draft is not complete yet: 1 requirement is still to write.',
    );
    const gaps = screen.getByTestId('draft-gaps');
    expect(gaps).toHaveTextContent('Still to write (1)');
    expect(gaps).toHaveTextContent('F2. De app draait offline.');
    expect(gaps).toHaveTextContent('Functionele eisen');
  });

  it('opens the plan with the keyboard: each section with its requirements, where the tender states them', async () => {
    const { report, writeDraft } = await renderDraftPanel({ locale: 'nl' });
    await writeDraft('d1', plannedDraft());
    await report(done('d1'));
    const open = await screen.findByRole('button', { name: 'Plan' }, TIMEOUT);
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Plan van het concept' });
    expect(dialog).toHaveTextContent(
      'De aanbesteding noemt geen gunningscriteria: één onderdeel per hoofdstuk met eisen, uit het aanbestedingsdocument en de bijlagen.',
    );
    expect(
      within(dialog).getByRole('heading', { name: /Onderdeel 1, Functionele eisen: 2 eisen/ }),
    ).toBeVisible();
    expect(dialog).toHaveTextContent('Gedekt');
    expect(dialog).toHaveTextContent('Nog te schrijven');
    expect(dialog).toHaveTextContent('PvE.pdf, p. 9');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('section-coverage')).toHaveTextContent(
      /^1 van 2 eisen gedekt, \d+ van ~1\.000 woorden$/,
    );
  });
});

describe('a gap still to write is a way to its text', () => {
  // jsdom has no scrollIntoView: each test records it, and it is gone again afterwards.
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  // Kilcarrig RFT on the demo: "Still to write (4)" under the checklist, four screens below the
  // sections, listed the gaps as plain text: the writer had to scroll back and look for them.
  it('takes the writer from the list to the gap marked in its section, focused', async () => {
    const { report, writeDraft } = await renderDraftPanel({ locale: 'nl' });
    await writeDraft('d1', plannedDraft());
    await report(done('d1'));
    const section = await screen.findByRole('article', { name: 'Functionele eisen' }, TIMEOUT);
    const mark = section.querySelector('mark')!;
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const gaps = screen.getByTestId('draft-gaps');
    await userEvent.click(
      within(gaps).getByRole('button', {
        name: 'F2. De app draait offline. (Functionele eisen): ga erheen in het concept',
      }),
    );
    expect(scrolled).toEqual([mark]);
    expect(mark).toHaveFocus();
  });

  it('offers the first gap from the notice that the draft is not complete', async () => {
    const { report, writeDraft } = await renderDraftPanel();
    await writeDraft('d1', plannedDraft());
    await report(done('d1'));
    const section = await screen.findByRole('article', { name: 'Functionele eisen' }, TIMEOUT);
    Element.prototype.scrollIntoView = () => undefined;
    await userEvent.click(
      within(screen.getByTestId('draft-incomplete')).getByRole('button', {
        name: 'Go to the first gap',
      }),
    );
    expect(section.querySelector('mark')).toHaveFocus();
  });
});
