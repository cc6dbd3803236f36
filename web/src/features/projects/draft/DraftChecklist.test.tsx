/**
 * The knock-out checklist on a phone (issue 19): a three-column table cut off the mark button and
 * hid the evidence past the screen's edge (Veenrijn inschrijvingsleidraad, 390 px); there each
 * requirement is a list item with its status, the mark button and its evidence under it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../app/i18n/i18n';
import { Checklist } from './DraftChecklist';
import { citationLookup } from './DraftView';
import { sampleDraft } from './testWorld';

const desktop = window.matchMedia;
afterEach(() => {
  window.matchMedia = desktop;
});

/** A screen of `width` px: media queries answered as a browser of that width would. */
function screenWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { ...desktop(query), matches, media: query };
  };
}

async function showChecklist(locale: 'en' | 'nl') {
  const i18n = await createI18n(locale);
  const draft = sampleDraft();
  render(
    <I18nextProvider i18n={i18n}>
      <Checklist
        draft={draft}
        lookup={citationLookup(draft.citations)}
        onOpenCitation={() => undefined}
        onMark={() => undefined}
      />
    </I18nextProvider>,
  );
}

describe('the knock-out checklist on a phone', () => {
  it('lists each requirement with its status, mark button and evidence, no table (nl)', async () => {
    screenWidth(390);
    await showChecklist('nl');
    expect(screen.queryByRole('table')).toBeNull();
    const items = await screen.findAllByRole('listitem');
    const first = items.find((i) =>
      i.textContent?.includes('Inschrijving in het handelsregister'),
    )!;
    expect(first).toHaveTextContent('Voldaan');
    expect(first).toHaveTextContent('Bewijs: KvK-uittreksel');
    expect(
      within(first).getByRole('button', {
        name: 'Markeren als n.v.t.: Inschrijving in het handelsregister',
      }),
    ).toBeVisible();
    expect(screen.getAllByTestId('checklist-item')).toHaveLength(2);
  });

  it('keeps the table on a wider screen (en)', async () => {
    screenWidth(1280);
    await showChecklist('en');
    const table = screen.getByRole('table', { name: 'Knock-out checklist' });
    expect(within(table).getAllByTestId('checklist-item')).toHaveLength(2);
    expect(within(table).getByRole('columnheader', { name: 'Evidence' })).toBeVisible();
  });
});

describe('the mark button is named by what it shows', () => {
  // Its name added the requirement, but in Dutch it said "Markeer als niet van toepassing" beside
  // the visible "Markeren als n.v.t.": a voice-control user saying what they see found no button.
  it.each(['en', 'nl'] as const)(
    'starts its accessible name with its visible text (%s)',
    async (lang) => {
      screenWidth(1280);
      await showChecklist(lang);
      const named = screen
        .getAllByRole('button')
        .filter((b) => b.hasAttribute('aria-label') && !/^\[/.test(b.textContent ?? ''));
      expect(named).toHaveLength(2);
      for (const button of named) {
        expect(button.getAttribute('aria-label')!.startsWith(button.textContent!)).toBe(true);
      }
    },
  );
});

describe('where the tender states a checklist requirement', () => {
  // Kilcarrig RFT: every knock-out line said "en-ie-kilcarrig-rft-public-lighting.pdf, p. 4" as
  // plain text; the writer checking a requirement had to find the document and the page by hand.
  it.each([
    ['en', 'Tender.pdf, p. 4, open the document'],
    ['nl', 'Tender.pdf, p. 4, document openen'],
  ] as const)('opens the document at that page (%s)', async (lang, name) => {
    screenWidth(1280);
    const i18n = await createI18n(lang);
    const draft = sampleDraft();
    draft.checklist[1] = { ...draft.checklist[1]!, documentName: 'Tender.pdf', page: 4 };
    const opened: string[] = [];
    render(
      <I18nextProvider i18n={i18n}>
        <Checklist
          draft={draft}
          lookup={citationLookup(draft.citations)}
          onOpenCitation={() => undefined}
          onOpenSource={(item) => () => opened.push(`${item.documentName} ${item.page}`)}
        />
      </I18nextProvider>,
    );
    screen.getByRole('button', { name }).click();
    expect(opened).toEqual(['Tender.pdf 4']);
  });
});
