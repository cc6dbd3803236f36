/**
 * The facts panel (issue 17): every fact kind in English and Dutch, sub-criteria under their
 * criterion, the page and section of each fact, and an unsure fact offered as "Check this".
 */
import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { type Locale, type TenderFacts, emptyTenderFacts } from '@tender/core';
import { createI18n } from '../../../app/i18n/i18n';
import { LocaleContext } from '../../../app/i18n/LocaleContext';
import { FactsPanel } from './FactsPanel';

const ALL_KINDS: TenderFacts = {
  ...emptyTenderFacts(),
  buyer: { value: 'Gemeente Testdam', page: 1, quote: 'Gemeente Testdam', status: 'check' },
  procedure: {
    value: 'Europese openbare procedure',
    page: 2,
    quote: 'Europese openbare procedure',
    status: 'sure',
  },
  lots: [{ value: { number: '1', name: 'Hosting' }, page: 2, quote: 'Perceel 1: Hosting' }],
  deadlines: [
    {
      value: { kind: 'opening', date: '2025-03-12T12:05', label: 'Opening' },
      page: 3,
      quote: 'Opening 12-03-2025 12.05 uur',
      section: '2 Planning',
      status: 'sure',
    },
    {
      value: { kind: 'questions', date: '2015-06-22T16:00-04:00', label: 'Questions' },
      page: 7,
      quote: 'June 22, 2015, 4:00 pm Eastern Time',
      status: 'sure',
    },
  ],
  awardCriteria: [
    { value: { name: 'Kwaliteit', weight: 60, points: null, parent: null }, page: 4, quote: 'x' },
    {
      value: { name: 'Plan van aanpak', weight: 40, points: null, parent: 'Kwaliteit' },
      page: 4,
      quote: 'x',
    },
  ],
  priceQuality: { value: { price: 40, quality: 60 }, page: 4, quote: 'prijs/kwaliteit 40/60' },
  values: [
    {
      value: { kind: 'estimate', amount: 1_200_000, currency: 'EUR' },
      page: 5,
      quote: '€ 1.200.000',
    },
  ],
  durations: [
    { value: { kind: 'initial', amount: 4, unit: 'years', count: 1 }, page: 5, quote: '4 jaar' },
    {
      value: { kind: 'extension', amount: 1, unit: 'years', count: 2 },
      page: 5,
      quote: '2 x 1 jaar',
    },
  ],
  submissionMethod: { value: 'TenderNed', page: 6, quote: 'via TenderNed' },
  submissionLanguage: { value: 'Nederlands', page: 6, quote: 'in het Nederlands' },
  requirements: [
    {
      value: { kind: 'knockout', text: 'Een te late inschrijving wordt terzijde gelegd.' },
      page: 6,
      quote: 'Een te late inschrijving wordt terzijde gelegd.',
    },
  ],
  limits: [
    {
      value: { kind: 'characters', value: 2000, scope: 'Toelichting' },
      page: 7,
      quote: 'maximaal 2.000 tekens',
    },
  ],
};

async function show(locale: Locale, onSelect = vi.fn(), facts: TenderFacts = ALL_KINDS) {
  const i18n = await createI18n(locale);
  render(
    <I18nextProvider i18n={i18n}>
      <LocaleContext.Provider value={locale}>
        <FactsPanel facts={facts} selected={null} onSelect={onSelect} />
      </LocaleContext.Provider>
    </I18nextProvider>,
  );
  return onSelect;
}

const lines = () => screen.getAllByTestId('fact').map((li) => li.textContent);

describe('FactsPanel', () => {
  it('shows every kind in English, with page, section and zone', async () => {
    const onSelect = await show('en');
    expect(lines()).toEqual([
      'Gemeente TestdamCheck thisPage 1',
      'Europese openbare procedurePage 2',
      'Lot 1: HostingPage 2',
      'Opening of bids: 12 Mar 2025, 12:05Page 3 · 2 Planning',
      'Questions: 22 Jun 2015, 16:00 (UTC−04:00)Page 7',
      'Kwaliteit (60%)Page 4',
      'Plan van aanpak (40%), part of KwaliteitPage 4',
      'Price 40% / quality 60%Page 4',
      'Estimated value: €1,200,000Page 5',
      'Initial term: 4 yearsPage 5',
      'Option to extend: 2 × 1 yearPage 5',
      'TenderNedPage 6',
      'NederlandsPage 6',
      'Knock-out: Een te late inschrijving wordt terzijde gelegd.Page 6',
      'at most 2000 characters (Toelichting)Page 7',
    ]);
    const list = screen.getByRole('list', { name: 'Key facts' });
    expect(within(list).getByText('Contract term and options')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Lot 1: Hosting'));
    expect(onSelect).toHaveBeenCalledWith(ALL_KINDS.lots[0]);
  });

  it('marks only the unsure fact "check this", in Dutch too', async () => {
    await show('nl');
    const checks = screen.getAllByTestId('fact').filter((li) => li.dataset.check === 'true');
    expect(checks.map((li) => li.textContent)).toEqual(['Gemeente TestdamControleer ditPagina 1']);
    expect(lines()).toContain('Optie tot verlenging: 2 × 1 jaarPagina 5');
    expect(lines()).toContain('Opening inschrijvingen: 12 mrt 2025, 12:05Pagina 3 · 2 Planning');
    expect(screen.getByText('Looptijd en opties')).toBeInTheDocument();
  });

  // The chip's hint is a tooltip; a phone or keyboard user reads what "check this" means here.
  for (const [locale, legend] of [
    ['en', /“Check this”: the reading is not certain/],
    ['nl', /“Controleer dit”: niet zeker goed gelezen/],
  ] as const) {
    it(`says in words what "check this" means, only when a fact needs it (${locale})`, async () => {
      await show(locale);
      expect(screen.getByTestId('facts-check-legend')).toHaveTextContent(legend);
    });
  }

  it('says nothing of checking when every fact is sure', async () => {
    await show('en', vi.fn(), { ...ALL_KINDS, buyer: { ...ALL_KINDS.buyer!, status: 'sure' } });
    expect(screen.queryByTestId('facts-check-legend')).not.toBeInTheDocument();
  });

  // As in a real leidraad (probe tender Lindewaard, pages 2–6): knock-outs between declarations.
  const MIXED: TenderFacts = {
    ...emptyTenderFacts(),
    requirements: (
      [
        ['declaration', 'Inschrijvingsformulier, rechtsgeldig ondertekend', 4],
        ['knockout', 'Een te late inschrijving wordt niet in behandeling genomen.', 4],
        ['certificate', 'U beschikt over een VCA*-certificaat.', 4],
        ['other', 'De inschrijver migreert binnen 2 dagen.', 5],
        ['knockout', 'Een inschrijving met een voorbehoud is ongeldig.', 6],
      ] as const
    ).map(([kind, text, page]) => ({ value: { kind, text }, page, quote: text })),
  };

  it('lists requirements knock-outs first, in document order within a kind (en, nl)', async () => {
    const onSelect = await show('nl', vi.fn(), MIXED);
    expect(lines()).toEqual([
      'Knock-outcriterium: Een te late inschrijving wordt niet in behandeling genomen.Pagina 4',
      'Knock-outcriterium: Een inschrijving met een voorbehoud is ongeldig.Pagina 6',
      'Certificaat: U beschikt over een VCA*-certificaat.Pagina 4',
      'Verklaring: Inschrijvingsformulier, rechtsgeldig ondertekendPagina 4',
      'Overig: De inschrijver migreert binnen 2 dagen.Pagina 5',
    ]);
    // Choosing a moved line still selects its own fact.
    await userEvent.click(screen.getByText(/voorbehoud is ongeldig/));
    expect(onSelect).toHaveBeenCalledWith(MIXED.requirements[4]);
  });

  it('names the lot of a criterion weighed per lot, so two lots do not read alike (en, nl)', async () => {
    const perLot: TenderFacts = {
      ...emptyTenderFacts(),
      awardCriteria: ['1', '2'].map((lot, i) => ({
        value: { name: 'Service plan', weight: null, points: 30 + i * 10, parent: null, lot },
        page: 3,
        quote: 'x',
      })),
    };
    await show('en', vi.fn(), perLot);
    expect(lines()).toEqual([
      'Service plan (30 points), for lot 1Page 3',
      'Service plan (40 points), for lot 2Page 3',
    ]);
    cleanup();
    await show('nl', vi.fn(), perLot);
    expect(lines()[1]).toBe('Service plan (40 punten), voor perceel 2Pagina 3');
  });

  it('lists English requirements knock-outs first too', async () => {
    await show('en', vi.fn(), MIXED);
    expect(lines().map((l) => l?.split(':')[0])).toEqual([
      'Knock-out',
      'Knock-out',
      'Certificate',
      'Declaration',
      'Other',
    ]);
  });
});
