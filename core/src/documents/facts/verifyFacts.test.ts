/** The one verification step every fact passes (issue 17 item 3). */
import { describe, expect, it } from 'vitest';
import { type Fact, type TenderFacts, emptyTenderFacts } from '../../model/documentFacts';
import { quoteOnPage, verifyFacts } from './verifyFacts';

const PAGES = [
  'Aanbestedingsleidraad versie 1.2, 4 maart 2024\n\nPagina 1 van 2',
  [
    'De inschrijving moet uiterlijk 12 maart 2024 om 12:00 uur zijn ingediend.',
    '',
    'Criterium | Weging',
    'Plan van aanpak | 40%',
    '',
    "Het plan van aanpak telt maximaal tien pagina's.",
    '',
    'Pagina 2 van 2 – gepubliceerd op 1 maart 2024',
  ].join('\n'),
];

const deadline = (date: string, page: number, quote: string, confidence = 0.9) => ({
  value: { kind: 'submission' as const, date, label: 'Inschrijving' },
  page,
  quote,
  confidence,
});

function verify(facts: Partial<TenderFacts>) {
  return verifyFacts({ ...emptyTenderFacts(), ...facts }, PAGES, 'nl');
}

describe('verifyFacts', () => {
  it('keeps a fact whose quote is on its page (whitespace and cell bars aside) and holds its value', () => {
    const { facts, dropped } = verify({
      deadlines: [deadline('2024-03-12T12:00', 2, 'uiterlijk 12 maart 2024 om 12:00   uur')],
      awardCriteria: [
        {
          value: { name: 'Plan van aanpak', weight: 40, points: null },
          page: 2,
          quote: 'Plan van aanpak 40%',
          confidence: 0.9,
        },
      ],
      limits: [
        {
          value: { kind: 'pages', value: 10, scope: 'Het plan van aanpak' },
          page: 2,
          quote: "maximaal tien pagina's",
          confidence: 0.9,
        },
      ],
    });
    expect(dropped).toEqual([]);
    expect(facts.deadlines[0]).toMatchObject({ status: 'sure', confidence: 0.9 });
    expect(facts.awardCriteria).toHaveLength(1);
    expect(facts.limits).toHaveLength(1);
  });

  it('drops a quote that is not on its stated page, or a page that does not exist', () => {
    const { facts, dropped } = verify({
      deadlines: [
        deadline('2024-03-12T12:00', 1, 'uiterlijk 12 maart 2024 om 12:00 uur'),
        deadline('2024-03-12T12:00', 3, 'uiterlijk 12 maart 2024 om 12:00 uur'),
      ],
    });
    expect(facts.deadlines).toEqual([]);
    expect(dropped.map((d) => d.reason)).toEqual(['quote', 'page']);
  });

  it('drops a fact whose quote does not hold its value (date, time, weight, number)', () => {
    const { dropped } = verify({
      deadlines: [
        deadline('2024-03-13', 2, 'uiterlijk 12 maart 2024 om 12:00 uur'),
        deadline('2024-03-12T17:00', 2, 'uiterlijk 12 maart 2024 om 12:00 uur'),
      ],
      awardCriteria: [
        {
          value: { name: 'Plan van aanpak', weight: 60, points: null },
          page: 2,
          quote: 'Plan van aanpak | 40%',
        },
        {
          value: { name: 'Prijs', weight: 40, points: null },
          page: 2,
          quote: 'Plan van aanpak | 40%',
        },
      ],
      limits: [
        {
          value: { kind: 'pages', value: 12, scope: '' },
          page: 2,
          quote: "maximaal tien pagina's",
        },
      ],
    });
    expect(dropped.map((d) => [d.key, d.reason])).toEqual([
      ['deadlines', 'value'],
      ['deadlines', 'value'],
      ['awardCriteria', 'value'],
      ['awardCriteria', 'value'],
      ['limits', 'value'],
    ]);
  });

  it('never keeps a version, publication or "Page N of M" date as a deadline', () => {
    const { facts, dropped } = verify({
      deadlines: [
        deadline('2024-03-04', 1, 'Aanbestedingsleidraad versie 1.2, 4 maart 2024'),
        deadline('2024-03-01', 2, 'Pagina 2 van 2 – gepubliceerd op 1 maart 2024'),
      ],
    });
    expect(facts.deadlines).toEqual([]);
    expect(dropped.map((d) => d.reason)).toEqual(['not-a-deadline', 'not-a-deadline']);
  });

  it('offers an unsure fact as "check this"; a fact without confidence is unsure', () => {
    const { facts } = verify({
      deadlines: [deadline('2024-03-12T12:00', 2, 'uiterlijk 12 maart 2024 om 12:00 uur', 0.6)],
      buyer: { value: 'Plan van aanpak', page: 2, quote: 'Plan van aanpak' } as Fact<string>,
    });
    expect(facts.deadlines[0]!.status).toBe('check');
    expect(facts.buyer).toMatchObject({ status: 'check', confidence: 0.5 });
  });

  it('drops a fact of the wrong shape, or whose "quote" is longer than a quote', () => {
    const { dropped } = verify({
      limits: [{ value: { kind: 'lines', value: 3, scope: '' }, page: 2, quote: 'tien' }] as never,
      deadlines: [deadline('2024-03-12T12:00', 2, PAGES[1]!.repeat(2))],
    });
    expect(dropped.map((d) => d.reason)).toEqual(['shape', 'shape']);
  });
});

describe('quoteOnPage (quotes read from the extractor’s structure, checked against the stored page)', () => {
  // pdfjs content order: a Q&A table's question and answer columns interleave line by line.
  const page = [
    '4',
    'The key action date for the Response Package is 3/3/17 by 2pm. Is there any',
    'The State has determined that an extension will not be granted.',
    'consideration of extending it?',
    'Vendors must submit Attachment R: Classification Mapping (see Section A.1 PQVP AD-',
    'DS Key Action Dates) and meet all require-',
    'ments.',
  ].join('\n');

  it('finds a rules quote of a table row when each of its cells is on the page', () => {
    const row =
      'The key action date for the Response Package is 3/3/17 by 2pm. | The State has determined that an extension will not be granted.';
    expect(quoteOnPage(row, page, true)).toBe(true);
  });

  it('does not accept a stitched row from the model, nor a row with a cell the page lacks', () => {
    const row =
      'The key action date for the Response Package is 3/3/17 by 2pm. | The State has determined that an extension will not be granted.';
    expect(quoteOnPage(row, page, false)).toBe(false);
    expect(quoteOnPage('Submission | 3/4/17 by 2pm', page, true)).toBe(false);
  });

  it('reads a word hyphenated at a line end as the structure joins it', () => {
    expect(
      quoteOnPage('(see Section A.1 PQVP AD-DS Key Action Dates) and meet all requirements.', page),
    ).toBe(true);
    expect(quoteOnPage('and meet all require- ments.', page)).toBe(true);
    expect(quoteOnPage('and meet all requests.', page)).toBe(false);
  });
});
