/**
 * Award-criterion and price/quality classes of issue 17 found studying the fourteenth probe set
 * (docs/decisions.md "Tender facts on the fourteenth probe set: deadlines and criteria"), each on
 * wording written for this test, English and Dutch, with the cases that must stay as they were.
 * The deadline classes are in probeFourteenDeadlineClasses.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { structuredPageText } from '../../extraction/structure';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, item, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points]);
const withParents = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.points, c.value.parent]);
const split = (facts: TenderFacts) => facts.priceQuality?.value ?? null;

describe('a weight-and-points table read as lines, its sub-criteria weighted too', () => {
  it('Dutch: "Nr. Criterium Weging Max. punten" over K1.1 and K1.2 with their own weights', () => {
    const facts = extractTenderFacts([
      [
        '7.1 Gunningscriteria',
        '',
        'Nr. Criterium Weging Max. punten',
        '',
        'P Prijs 50% 500',
        '',
        'K1 Uitvoeringsplan 35% 350',
        '',
        'K1.1 Werkvolgorde en bereikbaarheid van de',
        'winkels tijdens de werkzaamheden',
        '20% 200',
        '',
        'K1.2 Omgang met kabels en leidingen 15% 150',
        '',
        'K2 Veiligheid op de bouwplaats 15% 150',
        '',
        'Totaal 100% 1000',
      ].join('\n'),
    ]);
    expect(criteria(facts)).toEqual([
      ['Prijs', 50, 500],
      ['Uitvoeringsplan', 35, 350],
      ['Werkvolgorde en bereikbaarheid van de winkels tijdens de werkzaamheden', 20, 200],
      ['Omgang met kabels en leidingen', 15, 150],
      ['Veiligheid op de bouwplaats', 15, 150],
    ]);
  });

  it('English: "No. Criterion Weighting Maximum points"', () => {
    const facts = extractTenderFacts([
      [
        '5 Award criteria',
        '',
        'No. Criterion Weighting Maximum points',
        '',
        '1 Price 40% 40',
        '',
        '2 Delivery approach 45% 45',
        '',
        '2.1 Programme and phasing 25% 25',
        '',
        '2.2 Traffic management 20% 20',
        '',
        '3 Social value 15% 15',
        '',
        'Total 100% 100',
      ].join('\n'),
    ]);
    expect(criteria(facts)).toContainEqual(['Programme and phasing', 25, 25]);
    expect(criteria(facts)).toContainEqual(['Traffic management', 20, 20]);
    expect(criteria(facts)).not.toContainEqual(['Price 40%', null, 40]);
  });

  it("stays as it was: sub-criteria whose weights do not add up to their parent's", () => {
    const facts = extractTenderFacts([
      [
        '5 Award criteria',
        '',
        'No. Criterion Weighting Maximum points',
        '',
        '1 Price 40% 40',
        '',
        '2 Delivery approach 60% 60',
        '',
        '2.1 Programme and phasing 25% 25',
        '',
        '2.2 Traffic management 20% 20',
        '',
        'Total 100% 100',
      ].join('\n'),
    ]);
    expect(criteria(facts)).not.toContainEqual(['Programme and phasing', 25, 25]);
  });
});

describe('the price named as the sum tendered', () => {
  it('Dutch: a ratio beside a table whose price row is "Inschrijvingssom" or "Aanneemsom"', () => {
    for (const price of ['Inschrijvingssom', 'Aanneemsom']) {
      const facts = structured([
        {
          blocks: [
            heading('Gunningscriteria'),
            para('De verhouding tussen prijs en kwaliteit is prijs/kwaliteit 30/70.'),
            table(
              ['Criterium', 'Weging'],
              [price, '30%'],
              ['Plan van aanpak', '45%'],
              ['Duurzaamheid', '25%'],
            ),
          ],
        },
      ]);
      expect(criteria(facts)).toEqual([
        [price, 30, null],
        ['Plan van aanpak', 45, null],
        ['Duurzaamheid', 25, null],
      ]);
      expect(split(facts)).toEqual({ price: 30, quality: 70 });
    }
  });

  it('English: "Tender sum" beside a "price/quality 35/65" ratio', () => {
    const facts = structured([
      {
        blocks: [
          heading('Award criteria'),
          para('Tenders are assessed on price/quality 35/65.'),
          table(['Criterion', 'Weight'], ['Tender sum', '35%'], ['Method statement', '65%']),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Tender sum', 35, null],
      ['Method statement', 65, null],
    ]);
  });
});

describe('the split from the two scores weighted into the combined score', () => {
  it('English: "Technical score (T) 75%" and "Financial score (F) 25%", a PDF table as lines', () => {
    const blocks = [
      heading('Combined score'),
      table(
        ['Component', 'Weight'],
        ['Technical score (T)', '75%'],
        ['Financial score (F)', '25%'],
      ),
    ];
    const structure = {
      pagination: 'fixed' as const,
      pages: [{ index: 1, blocks, furniture: [] }],
    };
    // The page as a PDF prints it: the table's cells on lines, without separators.
    const page =
      'Combined score\n\nComponent Weight\n\nTechnical score (T) 75%\n\nFinancial score (F) 25%';
    expect(split(extractTenderFacts([page], { structure }))).toEqual({ price: 25, quality: 75 });
    expect(structuredPageText(structure.pages[0]!)).toContain('|');
  });

  it('Dutch: "Technische score" and "Financiële score"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Gunningscriteria en weging'),
          table(['Onderdeel', 'Weging'], ['Technische score', '60%'], ['Financiële score', '40%']),
        ],
      },
    ]);
    expect(split(facts)).toEqual({ price: 40, quality: 60 });
  });
});

describe('a bulleted sub-criterion numbered under its criterion, its name long', () => {
  it('Dutch: "Criterium 2 – …: 40 punten, waarvan:" over "• 2.1 …" and "• 2.2 …"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Gunningscriteria'),
          para('Criterium 1 – Prijs: 60 punten.'),
          para('Criterium 2 – Kwaliteit van de dienstverlening: 40 punten, waarvan:'),
          item('•', '2.1 Opleiding van het personeel: 15 punten;'),
          item(
            '•',
            '2.2 Bereikbaarheid en reactietijd van de storingsdienst buiten de kantooruren: 25 punten.',
          ),
        ],
      },
    ]);
    expect(withParents(facts)).toEqual([
      ['Prijs', 60, null],
      ['Kwaliteit van de dienstverlening', 40, null],
      ['Opleiding van het personeel', 15, 'Kwaliteit van de dienstverlening'],
      [
        'Bereikbaarheid en reactietijd van de storingsdienst buiten de kantooruren',
        25,
        'Kwaliteit van de dienstverlening',
      ],
    ]);
  });

  it('English: "Criterion 3: …: 30 points, comprising:"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Evaluation criteria'),
          para('Criterion 3: Service delivery: 30 points, comprising:'),
          item('-', '3.1 Staffing plan: 10 points;'),
          item(
            '-',
            '3.2 Response to breakdowns on remote island routes outside office hours: 20 points.',
          ),
        ],
      },
    ]);
    expect(withParents(facts)).toContainEqual([
      'Response to breakdowns on remote island routes outside office hours',
      20,
      'Service delivery',
    ]);
  });

  it('stays as it was: a sentence giving points to the lowest price is no criterion', () => {
    const facts = structured([
      {
        blocks: [
          heading('Gunningscriteria'),
          item('•', 'De inschrijver met de laagste prijs krijgt 60 punten.'),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([]);
  });
});
