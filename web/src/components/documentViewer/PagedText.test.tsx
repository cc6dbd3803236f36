/** The text by page shows the number printed on a page where it differs from its position (issue 17). */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../app/i18n/i18n';
import { PagedText } from './PagedText';

async function show(
  locale: 'en' | 'nl',
  props: { labels?: (string | null)[]; estimated?: 'word' | 'plainText' },
) {
  const i18n = await createI18n(locale);
  render(
    <I18nextProvider i18n={i18n}>
      <PagedText
        pages={['Voorblad', 'Inhoud', 'Inleiding']}
        view={0}
        onViewChange={() => undefined}
        focus={null}
        {...props}
      />
    </I18nextProvider>,
  );
}

describe('PagedText', () => {
  it('shows the printed page number beside the position where they differ', async () => {
    await show('en', { labels: [null, 'ii', '3'] });
    expect(
      within(screen.getByRole('region', { name: 'Page 2' })).getByTestId('printed-page'),
    ).toHaveTextContent('printed as page ii');
    // Page 3 prints 3: nothing to add; page 1 prints no number.
    expect(
      within(screen.getByRole('region', { name: 'Page 3' })).queryByTestId('printed-page'),
    ).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Page 1' })).queryByTestId('printed-page'),
    ).toBeNull();
    expect(screen.queryByTestId('estimated-pages')).toBeNull();
  });

  it('says a plain-text file has no pages of its own (a knowledge-base document, issue 18)', async () => {
    await show('en', { labels: [null, null, null], estimated: 'plainText' });
    expect(screen.getByTestId('estimated-pages')).toHaveTextContent(
      'This text file has no pages of its own, so each page here is about one A4 page of text.',
    );
  });

  it('says in Dutch when the pages of a Word file are estimated', async () => {
    await show('nl', { labels: [null, '37', null], estimated: 'word' });
    expect(screen.getByTestId('estimated-pages')).toHaveTextContent(
      /legt niet vast waar de pagina's breken/,
    );
    expect(
      within(screen.getByRole('region', { name: 'Pagina 2' })).getByTestId('printed-page'),
    ).toHaveTextContent('gedrukt als pagina 37');
  });
});

describe('PagedText marks the cited sentence (issue 18)', () => {
  async function focused(pages: string[], focus: { page: number; quote: string }) {
    const i18n = await createI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <PagedText pages={pages} view={0} onViewChange={() => undefined} focus={focus} />
      </I18nextProvider>,
    );
  }

  it('marks the sentence itself, across the line wraps of the page, not the start of its block', async () => {
    await focused(
      [
        '3.2 Storingen\nDe opdrachtnemer meldt elke storing. Storingen met prioriteit 1 worden\nbinnen 4 uur opgelost door de opdrachtnemer. Daarna volgt een rapport.',
      ],
      {
        page: 1,
        quote: 'Storingen met prioriteit 1 worden binnen 4 uur opgelost door de opdrachtnemer.',
      },
    );
    expect(screen.getByTestId('fact-quote').textContent).toBe(
      'Storingen met prioriteit 1 worden\nbinnen 4 uur opgelost door de opdrachtnemer.',
    );
  });

  it('marks it on the next page when the cited passage started on the page before', async () => {
    await focused(['Hoofdstuk 5 Beveiliging\nInleiding.', 'De RPO is 1 werkdag. Verder niets.'], {
      page: 1,
      quote: 'De RPO is 1 werkdag.',
    });
    const page2 = screen.getByRole('region', { name: 'Page 2' });
    expect(within(page2).getByTestId('fact-quote')).toHaveTextContent('De RPO is 1 werkdag.');
  });
});

describe('PagedText marks a quote whose closing full stop the page lacks', () => {
  it('marks the sentence a summary closed with a full stop of its own', async () => {
    const i18n = await createI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <PagedText
          pages={['De eisen volgen de adviezen van de EU op het gebied van apps\n1. Ze zijn']}
          view={0}
          onViewChange={() => undefined}
          focus={{
            page: 1,
            quote: 'De eisen volgen de adviezen van de EU op het gebied van apps.',
          }}
        />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('fact-quote').textContent).toBe(
      'De eisen volgen de adviezen van de EU op het gebied van apps',
    );
  });
});

describe('PagedText marks a quote read from a table row', () => {
  // Veenrijn's inschrijvingsleidraad, page 3: the deadline's quote joins the row's cells with " | ",
  // the page shows them side by side. The chat's and the key facts' citation opened the page
  // with nothing marked.
  it('marks the row whose cells the quote joins with a bar', async () => {
    const i18n = await createI18n('nl');
    render(
      <I18nextProvider i18n={i18n}>
        <PagedText
          pages={[
            'Publicatie Nota van Inlichtingen 2 vrijdag 5 maart 2027\n\nSluitingstermijn inschrijvingen dinsdag 23 maart 2027, 11.00 uur\n\nOpenen inschrijvingen',
          ]}
          view={0}
          onViewChange={() => undefined}
          focus={{
            page: 1,
            quote: 'Sluitingstermijn inschrijvingen | dinsdag 23 maart 2027, 11.00 uur',
          }}
        />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('fact-quote').textContent).toBe(
      'Sluitingstermijn inschrijvingen dinsdag 23 maart 2027, 11.00 uur',
    );
  });
});
