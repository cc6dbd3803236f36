/**
 * The award-criterion class of issue 17 found studying the fifteenth probe set
 * (docs/decisions.md "Tender facts on the fifteenth probe set: deadlines and criteria"), on
 * wording written for this test, English and Dutch. The deadline classes are in
 * probeFifteenDeadlineClasses.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points]);

describe('the price/quality split stated in points is no criterion', () => {
  it('English: beside a points table, only the table rows; the split read', () => {
    const facts = structured([
      {
        blocks: [
          heading('5.2 Award criteria'),
          table(
            ['Ref', 'Criterion', 'Maximum points'],
            ['Q1', 'Delivery and installation plan', '35'],
            ['Q2', 'Training of station staff', '25'],
            ['P', 'Price (total of the rate card)', '40'],
          ),
          para('Quality thereby accounts for 60 points and price for 40 points.'),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Delivery and installation plan', null, 35],
      ['Training of station staff', null, 25],
      ['Price (total of the rate card)', null, 40],
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 40, quality: 60 });
  });

  it('Dutch: "Kwaliteit weegt daarmee voor 60 punten en prijs voor 40 punten"', () => {
    const facts = structured([
      {
        blocks: [
          heading('5.2 Gunningscriteria'),
          table(
            ['Nr.', 'Criterium', 'Maximaal aantal punten'],
            ['W1', 'Plan van aanpak levering en montage', '35'],
            ['W2', 'Opleiding van het personeel', '25'],
            ['P', 'Prijs (totaal van de tarievenlijst)', '40'],
          ),
          para('Kwaliteit weegt daarmee voor 60 punten en prijs voor 40 punten.'),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Plan van aanpak levering en montage', null, 35],
      ['Opleiding van het personeel', null, 25],
      ['Prijs (totaal van de tarievenlijst)', null, 40],
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 40, quality: 60 });
  });

  it('a split in points alone gives its two sides in points, as a split in percent gives weights', () => {
    const en = extractTenderFacts([
      'Award criteria\n\nQuality counts for 70 points and price for 30 points.',
    ]);
    expect(criteria(en)).toEqual([
      ['Quality', null, 70],
      ['Price', null, 30],
    ]);
    const nl = extractTenderFacts([
      'Gunningscriteria\n\nKwaliteit telt voor 70 punten en prijs voor 30 punten.',
    ]);
    expect(criteria(nl)).toEqual([
      ['Kwaliteit', null, 70],
      ['Prijs', null, 30],
    ]);
    expect(nl.priceQuality?.value).toEqual({ price: 30, quality: 70 });
  });

  it('stays as it was: a split in percent gives weights, a points list its criteria', () => {
    const split = extractTenderFacts(['Award criteria\n\nQuality weighs 70% and price 30%.']);
    expect(criteria(split)).toEqual([
      ['Quality', 70, null],
      ['Price', 30, null],
    ]);
    const list = extractTenderFacts([
      'Gunningscriteria\n\n1. Plan van aanpak: maximaal 60 punten\n2. Prijs: maximaal 40 punten',
    ]);
    expect(criteria(list)).toEqual([
      ['Plan van aanpak', null, 60],
      ['Prijs', null, 40],
    ]);
  });
});
