/**
 * Award-criterion and price/quality classes of issue 17 found studying the twelfth probe set
 * (docs/decisions.md "Tender facts on the twelfth probe set"), each on wording written for this
 * test, English and Dutch, with the cases that must stay as they were. The deadline classes are
 * in probeTwelveDeadlineClasses.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points, c.value.parent]);
const split = (facts: TenderFacts) => facts.priceQuality?.value ?? null;

describe("points under 'Max. points' beside an empty weight cell are points", () => {
  it('English: sub-criteria with points only', () => {
    const facts = structured([
      {
        blocks: [
          heading('Evaluation criteria'),
          table(
            ['No.', 'Technical criteria', 'Weight', 'Max. points'],
            ['1', 'Understanding of the assignment', '40%', '400'],
            ['1.1', 'Analysis of the current water network', '', '250'],
            ['1.2', 'Risks and mitigation', '', '150'],
            ['2', 'Team and organisation', '30%', '300'],
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Understanding of the assignment', 40, 400, null],
      ['Analysis of the current water network', null, 250, 'Understanding of the assignment'],
      ['Risks and mitigation', null, 150, 'Understanding of the assignment'],
      ['Team and organisation', 30, 300, null],
    ]);
  });

  it('Dutch: subcriteria met alleen punten', () => {
    const facts = structured([
      {
        blocks: [
          heading('Gunningscriteria'),
          table(
            ['Nr.', 'Criterium', 'Weging', 'Max. punten'],
            ['K1', 'Plan van aanpak', '50%', '500'],
            ['K1.1', 'Planning van de werkzaamheden', '', '300'],
            ['K1.2', 'Communicatie met bewoners', '', '200'],
            ['K2', 'Prijs', '50%', '500'],
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Plan van aanpak', 50, 500, null],
      ['Planning van de werkzaamheden', null, 300, 'Plan van aanpak'],
      ['Communicatie met bewoners', null, 200, 'Plan van aanpak'],
      ['Prijs', 50, 500, null],
    ]);
  });
});

describe('the split with its sides named as the parts of the proposal or the kinds of criteria', () => {
  it('English', () => {
    for (const [sentence, price, quality] of [
      ['The technical component is weighted at 65% and the financial component at 35%.', 35, 65],
      ['The qualitative criteria count for 75% of the weighted score and price for 25%.', 25, 75],
      ['The financial part weighs 20% and the technical part 80%.', 20, 80],
    ] as const) {
      const facts = extractTenderFacts([`4 Evaluation\n\n${sentence}`]);
      expect(split(facts), sentence).toEqual({ price, quality });
    }
  });

  it('Dutch', () => {
    for (const [sentence, price, quality] of [
      ['Het technisch deel weegt voor 65% en het financieel deel voor 35%.', 35, 65],
      ['De kwalitatieve criteria tellen voor 70% en de prijs voor 30%.', 30, 70],
      ['De financiële component weegt 45% en de technische component 55%.', 45, 55],
    ] as const) {
      const facts = extractTenderFacts([`4 Gunning\n\n${sentence}`]);
      expect(split(facts), sentence).toEqual({ price, quality });
    }
  });

  it('stays as it was: a share of something else is no split', () => {
    const facts = extractTenderFacts([
      '4 Evaluation\n\nThe technical component covers 60% of the sites and the financial component 40% of the budget.',
    ]);
    expect(split(facts)).toBeNull();
  });
});

describe('the split as points of a stated total', () => {
  it('English', () => {
    for (const [sentence, price, quality] of [
      ['A total of 1,000 points is available: 300 for price and 700 for quality.', 30, 70],
      ['Of the 200 points, 120 are for quality and 80 for price.', 40, 60],
    ] as const) {
      const facts = extractTenderFacts([`Evaluation\n\n${sentence}`]);
      expect(split(facts), sentence).toEqual({ price, quality });
      expect(facts.priceQuality?.quote, sentence).toContain(sentence.slice(0, 20));
    }
  });

  it('Dutch', () => {
    for (const [sentence, price, quality] of [
      ['In totaal zijn 500 punten te verdienen: 200 voor de prijs en 300 voor kwaliteit.', 40, 60],
      ['Van de 1000 punten gaan 650 naar kwaliteit en 350 naar de prijs.', 35, 65],
    ] as const) {
      const facts = extractTenderFacts([`Gunning\n\n${sentence}`]);
      expect(split(facts), sentence).toEqual({ price, quality });
    }
  });

  it('stays as it was: points that do not add up to the total are no split', () => {
    const facts = extractTenderFacts([
      'Gunning\n\nIn totaal zijn 1000 punten te behalen: 300 voor de prijs en 600 voor kwaliteit.',
    ]);
    expect(split(facts)).toBeNull();
  });
});

describe("a line that carries on the sentence above is no criterion's name", () => {
  it('English and Dutch', () => {
    for (const lines of [
      [
        'Award criteria',
        'The non-price criteria will carry a combined share of the weighted',
        'score and price the remaining 35%.',
        'Q1 Method statement 40%',
        'Q2 Social value 25%',
        'Price 35%',
      ],
      [
        'Gunningscriteria',
        'De beoordeling van de inschrijvingen wordt gedaan door een commissie en het',
        'resultaat telt voor de score van 40%.',
        'K1 Plan van aanpak 60%',
        'Prijs 40%',
      ],
    ]) {
      const names = criteria(extractTenderFacts([lines.join('\n')])).map((c) => c[0]);
      expect(names, lines[1]).not.toContain('Score and price the remaining');
      expect(
        names.some((n) => /^(?:score|resultaat)/i.test(String(n))),
        lines[1],
      ).toBe(false);
      expect(names.length, lines[1]).toBeGreaterThan(1);
    }
  });

  it("stays as it was: a criterion's name wrapped onto a second line", () => {
    const facts = structured([
      {
        blocks: [
          heading('Award criteria'),
          para('Quality of the'),
          para('proposed approach 60%'),
          para('Price 40%'),
        ],
      },
    ]);
    expect(criteria(facts).map((c) => c[1])).toEqual([60, 40]);
  });
});
