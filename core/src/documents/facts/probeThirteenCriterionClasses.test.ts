/**
 * Award-criterion and price/quality classes of issue 17 found studying the thirteenth probe set
 * (docs/decisions.md "Tender facts on the thirteenth probe set: deadlines and criteria"), each on
 * wording written for this test, English and Dutch, with the cases that must stay as they were.
 * The deadline classes are in probeThirteenDeadlineClasses.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points]);
const split = (facts: TenderFacts) => facts.priceQuality?.value ?? null;

describe('a points table whose name column is headed as what is evaluated', () => {
  it('English: "Evaluation element Maximum points"', () => {
    const facts = extractTenderFacts([
      [
        '6.2 Second stage: price and preference',
        '',
        'Bids that pass the first stage are scored on price and preference.',
        '',
        'Evaluation element Maximum points',
        '',
        'Price 90',
        '',
        'Local enterprise preference 10',
        '',
        'Total 100',
      ].join('\n'),
    ]);
    expect(criteria(facts)).toEqual([
      ['Price', null, 90],
      ['Local enterprise preference', null, 10],
    ]);
  });

  it('Dutch: "Beoordelingsonderdeel Max. punten"', () => {
    const facts = extractTenderFacts([
      [
        '5.3 Gunningscriteria',
        '',
        'De inschrijvingen worden beoordeeld op de volgende onderdelen.',
        '',
        'Beoordelingsonderdeel Max. punten',
        '',
        'Plan van aanpak 60',
        '',
        'Prijs 40',
        '',
        'Totaal 100',
      ].join('\n'),
    ]);
    expect(criteria(facts)).toEqual([
      ['Plan van aanpak', null, 60],
      ['Prijs', null, 40],
    ]);
  });

  it("stays as it was: rows that do not add up to the total are no table's", () => {
    const facts = extractTenderFacts([
      [
        '6.2 Second stage',
        '',
        'Evaluation element Maximum points',
        '',
        'Price 90',
        '',
        'Local enterprise preference 20',
        '',
        'Total 100',
      ].join('\n'),
    ]);
    expect(criteria(facts)).toEqual([]);
  });
});

describe('a threshold named as the subject of its sentence is no criterion', () => {
  it('English and Dutch', () => {
    for (const text of [
      '4 Evaluation\n\nThe technical proposals are scored out of 100 points. The minimum qualifying score is 65 points; proposals below it are not considered further.',
      '4 Evaluation\n\nThe pass mark is set at 60 points for the quality criteria.',
      '4 Gunning\n\nDe kwaliteit wordt beoordeeld op 100 punten. De drempelwaarde voor kwaliteit bedraagt 55 punten.',
      '4 Gunning\n\nDe minimale score voor het plan van aanpak is 30 punten.',
    ]) {
      expect(criteria(extractTenderFacts([text])), text).toEqual([]);
    }
  });

  it('stays as it was: a criterion whose name says "minimum" keeps its points', () => {
    const facts = extractTenderFacts([
      '4 Award criteria\n\nMinimum disruption plan (max. 20 points)\n\nPrice (max. 80 points)',
    ]);
    expect(criteria(facts)).toContainEqual(['Minimum disruption plan', null, 20]);
  });
});

describe("the split from the proposal's two parts weighted as criteria", () => {
  it('English: "Technical Proposal (St) 70%" and "Financial Proposal (Sf) 30%"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Combined evaluation'),
          table(
            ['Part', 'Weight'],
            ['Technical Proposal (T)', '70%'],
            ['Financial Proposal (F)', '30%'],
          ),
        ],
      },
    ]);
    expect(split(facts)).toEqual({ price: 30, quality: 70 });
  });

  it('Dutch: "Technische aanbieding 65%" and "Financiële aanbieding 35%"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Gunningscriteria en weging'),
          table(
            ['Onderdeel', 'Weging'],
            ['Technische aanbieding', '65%'],
            ['Financiële aanbieding', '35%'],
          ),
        ],
      },
    ]);
    expect(split(facts)).toEqual({ price: 35, quality: 65 });
  });

  it('stays as it was: parts that do not add up to 100 give no split', () => {
    const facts = structured([
      {
        blocks: [
          heading('Combined evaluation'),
          table(['Part', 'Weight'], ['Technical Proposal', '60%'], ['Financial Proposal', '30%']),
        ],
      },
    ]);
    expect(split(facts)).toBeNull();
  });
});
