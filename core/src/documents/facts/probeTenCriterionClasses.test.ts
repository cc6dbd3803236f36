/**
 * Award-criterion classes of issue 17 found studying the tenth probe set (docs/decisions.md
 * "Tender facts on the tenth probe set: deadlines and criteria"), each on wording written for this
 * test, English and Dutch, with the cases that must stay as they were. The deadline classes are in
 * probeTenDeadlineCriteriaClasses.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points, c.value.parent]);
const criteriaOfLines = (title: string, ...lines: string[]) =>
  structured([{ blocks: [heading(title), ...lines.map(para)] }]);

describe('a criteria table with a points and a weight column, read as printed', () => {
  it('English: "Criterion Maximum points Weighting", a wrapped sub-criterion, the total', () => {
    for (const header of [
      'No. Criterion Maximum points Weighting',
      'Award criterion Marks Weight (%)',
      'Ref Evaluation criteria Points available Weight',
    ]) {
      const page = [
        '6 Award',
        'Tenders are assessed on the criteria below.',
        header,
        'Q1 Delivery approach and programme 30 30%',
        'Q1.1 Programme for the works including',
        'seasonal restrictions',
        '20',
        'Q1.2 Site logistics 10',
        'Q2 Carbon reduction 20 20%',
        'C Tender price 50 50%',
        'Total 100 100%',
      ].join('\n');
      expect(criteria(extractTenderFacts([page])), header).toEqual([
        ['Delivery approach and programme', 30, 30, null],
        [
          'Programme for the works including seasonal restrictions',
          null,
          20,
          'Delivery approach and programme',
        ],
        ['Site logistics', null, 10, 'Delivery approach and programme'],
        ['Carbon reduction', 20, 20, null],
        ['Tender price', 50, 50, null],
      ]);
    }
  });

  it('Dutch: "Nr. Gunningscriterium Max. punten Weging", de tabel in een PDF-tabel gelezen', () => {
    for (const header of [
      'Nr. Gunningscriterium Max. punten Weging',
      'Criterium Punten Gewicht',
      'Subcriterium Maximaal aantal punten Weging (%)',
    ]) {
      const page = [
        '5 Gunning',
        'De gunning vindt plaats op basis van de beste prijs-kwaliteitverhouding.',
        header,
        'W1 Planning en fasering 35 35%',
        'W1.1 Bereikbaarheid tijdens de',
        'werkzaamheden',
        '20',
        'W1.2 Afstemming met de omgeving 15',
        'W2 Veiligheid 25 25%',
        'P Prijs 40 40%',
        'Totaal 100 100%',
      ].join('\n');
      expect(criteria(extractTenderFacts([page])), header).toEqual([
        ['Planning en fasering', 35, 35, null],
        ['Bereikbaarheid tijdens de werkzaamheden', null, 20, 'Planning en fasering'],
        ['Afstemming met de omgeving', null, 15, 'Planning en fasering'],
        ['Veiligheid', 25, 25, null],
        ['Prijs', 40, 40, null],
      ]);
    }
  });

  it('English and Dutch: the weight column before the points ("Weging Max. punten")', () => {
    for (const [header, total] of [
      ['Criterion Weighting Maximum points', 'Total 100% 100'],
      ['Nr. Gunningscriterium Weging Max. punten', 'Totaal 100% 100'],
      ['Subcriterium Gewicht Punten', 'Totaal 100% 100'],
    ]) {
      const page = [
        '5 Award criteria / Gunning',
        header,
        'A1 Approach 60% 60',
        'A1.1 Planning 35',
        'A1.2 Risks 25',
        'B Price 40% 40',
        total,
      ].join('\n');
      expect(criteria(extractTenderFacts([page])), header).toEqual([
        ['Approach', 60, 60, null],
        ['Planning', null, 35, 'Approach'],
        ['Risks', null, 25, 'Approach'],
        ['Price', 40, 40, null],
      ]);
    }
  });

  it('stays as it was: rows that do not add up to the total are no criteria table', () => {
    const page = [
      '5 Gunning',
      'Nr. Gunningscriterium Max. punten Weging',
      'W1 Planning 35 35%',
      'W2 Veiligheid 25 25%',
      'Totaal 100 100%',
    ].join('\n');
    expect(criteria(extractTenderFacts([page])).filter((c) => c[2] !== null)).toEqual([]);
  });
});

describe('the split as two weights set against each other, in a clause of its own', () => {
  it('English: "70% quality to 30% price: the lowest price receives …", "versus", "against"', () => {
    for (const [sentence, price, quality] of [
      [
        'Tenders will be scored as 70% quality to 30% price: the lowest price receives 30 points and other prices score pro rata to the lowest price.',
        30,
        70,
      ],
      ['The split is 60% quality versus 40% price; the price score uses the lowest price.', 40, 60],
      ['Evaluation: 35% price against 65% quality.', 35, 65],
    ] as const) {
      const facts = structured([
        {
          blocks: [
            heading('Evaluation'),
            table(['#', 'Criterion', 'Points'], ['1', 'Method', '60'], ['2', 'Price', '40']),
            { kind: 'paragraph', text: sentence },
          ],
        },
      ]);
      expect(facts.priceQuality?.value, sentence).toEqual({ price, quality });
      expect(criteria(facts).map((c) => c[0])).toEqual(['Method', 'Price']);
    }
  });

  it('Dutch: "60% kwaliteit tegenover 40% prijs", "70% kwaliteit en 30% prijs: de laagste prijs …"', () => {
    for (const [sentence, price, quality] of [
      [
        'De weging is 60% kwaliteit tegenover 40% prijs: de laagste prijs krijgt 40 punten.',
        40,
        60,
      ],
      [
        'Wij wegen 70% kwaliteit en 30% prijs; de laagste prijs krijgt de volle punten voor prijs.',
        30,
        70,
      ],
      ['Beoordeling: 45% prijs ten opzichte van 55% kwaliteit.', 45, 55],
    ] as const) {
      const withSentence = structured([
        {
          blocks: [
            heading('Gunning'),
            table(
              ['Nr.', 'Criterium', 'Punten'],
              ['1', 'Plan van aanpak', '60'],
              ['2', 'Prijs', '40'],
            ),
            { kind: 'paragraph', text: sentence },
          ],
        },
      ]);
      expect(withSentence.priceQuality?.value, sentence).toEqual({ price, quality });
      expect(criteria(withSentence).map((c) => c[0])).toEqual(['Plan van aanpak', 'Prijs']);
    }
  });
});

describe("a scoring scale's grades are no criteria", () => {
  it('English: "excellent (100%), good (70%), acceptable (40%)", "Very good 80%" lines', () => {
    const facts = criteriaOfLines(
      'Award criteria',
      'Quality 60%',
      'Price 40%',
      'Each response is rated on the scale: excellent (100%), good (70%), acceptable (40%), poor (10%) or unacceptable (0%).',
      'Very good 80%',
      'Satisfactory 50%',
    );
    expect(criteria(facts)).toEqual([
      ['Quality', 60, null, null],
      ['Price', 40, null, null],
    ]);
  });

  it('Dutch: "uitstekend (100%), goed (70%), voldoende (40%)", "Ruim voldoende 80%"', () => {
    const facts = criteriaOfLines(
      'Gunningscriteria',
      'Kwaliteit 60%',
      'Prijs 40%',
      'Elk plan krijgt per criterium een waardering: uitstekend (100%), goed (70%), voldoende (40%), matig (20%) of onvoldoende (0%).',
      'Ruim voldoende 80%',
      'Redelijk 50%',
    );
    expect(criteria(facts)).toEqual([
      ['Kwaliteit', 60, null, null],
      ['Prijs', 40, null, null],
    ]);
  });

  it('stays as it was: a criterion whose name holds a grade word', () => {
    const facts = criteriaOfLines('Award criteria', 'Good employment practice 30%', 'Price 70%');
    expect(criteria(facts).map((c) => c[0])).toEqual(['Good employment practice', 'Price']);
  });
});

describe('a criterion named in quotes with its points or weight in brackets', () => {
  const table4 = table(
    ['Nr.', 'Criterion', 'Points'],
    ['Q1', 'Delivery plan', '300'],
    ['Q2', 'Staffing', '200'],
    ['P', 'Price', '500'],
  );

  it('English: a lot\'s own criterion, or one a notice adds, "criterion "X" (200 points)"', () => {
    for (const [sentence, name, weight, points] of [
      [
        'For Lot 2 the criterion "Fleet availability" (300 points) replaces criterion Q1.',
        'Fleet availability',
        null,
        300,
      ],
      ['The sub-criterion “Social value” (10%) is added under Q2.', 'Social value', 10, null],
      [
        'For Lot 3, criterion ‘Mobilisation plan’ (max. 150 points) replaces Q2.',
        'Mobilisation plan',
        null,
        150,
      ],
    ] as const) {
      const facts = structured([{ blocks: [heading('Award criteria'), table4, para(sentence)] }]);
      expect(
        criteria(facts).map((c) => [c[0], c[1], c[2]]),
        sentence,
      ).toContainEqual([name, weight, points]);
    }
  });

  it('Dutch: "het criterium "X" (200 punten)", "subcriterium ‘X’ (15%)"', () => {
    for (const [sentence, name, weight, points] of [
      [
        'Voor perceel 2 vervangt het criterium "Beschikbaarheid van de helpdesk" (300 punten) criterium Q1.',
        'Beschikbaarheid van de helpdesk',
        null,
        300,
      ],
      ['Het subcriterium ‘Duurzame inzet’ (15%) komt onder Q2.', 'Duurzame inzet', 15, null],
      [
        'Voor perceel 3 geldt het criterium „Opleidingsplan” (maximaal 150 punten) in plaats van Q2.',
        'Opleidingsplan',
        null,
        150,
      ],
    ] as const) {
      const facts = structured([{ blocks: [heading('Gunningscriteria'), table4, para(sentence)] }]);
      expect(
        criteria(facts).map((c) => [c[0], c[1], c[2]]),
        sentence,
      ).toContainEqual([name, weight, points]);
    }
  });

  it('stays as it was: a quoted criterion without points or weight adds nothing', () => {
    const facts = structured([
      {
        blocks: [
          heading('Award criteria'),
          table4,
          para('Answers under criterion "Delivery plan" should not repeat the method statement.'),
        ],
      },
    ]);
    expect(criteria(facts).map((c) => c[0])).toEqual(['Delivery plan', 'Staffing', 'Price']);
  });
});
