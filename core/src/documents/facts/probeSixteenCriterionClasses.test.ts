/**
 * Award-criterion and price/quality classes of issue 17 found studying the sixteenth probe set
 * (docs/decisions.md "Tender facts on the sixteenth probe set"), on wording written for this test,
 * English and Dutch, with the cases that must stay as they were. The deadline classes are in
 * probeSixteenDeadlineClasses.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points, c.value.parent]);

describe('a column of its own for the sub-criteria points', () => {
  it('English: "Sub-marks | Marks", the main rows\' marks in the last column', () => {
    const facts = structured([
      {
        blocks: [
          heading('9. Marking Scheme'),
          table(
            ['No.', 'Assessment criterion', 'Sub-marks', 'Marks'],
            ['1', 'Delivery approach', '', '40'],
            ['1.1', 'Staffing and supervision', '25', ''],
            ['1.2', 'Mobilisation programme', '15', ''],
            ['2', 'Social value commitments', '', '20'],
            ['', 'Total technical marks', '', '60'],
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Delivery approach', null, 40, null],
      ['Staffing and supervision', null, 25, 'Delivery approach'],
      ['Mobilisation programme', null, 15, 'Delivery approach'],
      ['Social value commitments', null, 20, null],
    ]);
  });

  it('Dutch: "Subpunten | Punten", lettered sub-criteria', () => {
    const facts = structured([
      {
        blocks: [
          heading('6.2 Gunningscriteria'),
          table(
            ['Code', 'Criterium', 'Subpunten', 'Punten'],
            ['K1', 'Uitvoeringsplan', '', '35'],
            ['K1a', 'Fasering en bereikbaarheid', '20', ''],
            ['K1b', 'Communicatie met omwonenden', '15', ''],
            ['K2', 'Beheer en onderhoud', '', '25'],
            ['P', 'Prijs', '', '40'],
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Uitvoeringsplan', null, 35, null],
      ['Fasering en bereikbaarheid', null, 20, 'Uitvoeringsplan'],
      ['Communicatie met omwonenden', null, 15, 'Uitvoeringsplan'],
      ['Beheer en onderhoud', null, 25, null],
      ['Prijs', null, 40, null],
    ]);
  });
});

describe("each lot's own criteria table, with its own price", () => {
  it('English: "Award criteria – Lot 1" and "– Lot 2", the price in each', () => {
    const facts = structured([
      {
        blocks: [
          heading('5.1 Award criteria – Lot 1'),
          table(['Ref.', 'Criterion', 'Points'], ['A', 'Service plan', '55'], ['B', 'Price', '45']),
          heading('5.2 Award criteria – Lot 2'),
          table(
            ['Ref.', 'Criterion', 'Points'],
            ['C', 'Product quality', '25'],
            ['D', 'Price', '75'],
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Service plan', null, 55, null],
      ['Price', null, 45, null],
      ['Product quality', null, 25, null],
      ['Price', null, 75, null],
    ]);
  });

  it('Dutch: "Criteria perceel 1" en "perceel 2"', () => {
    const facts = structured([
      {
        blocks: [
          heading('4.2 Criteria perceel 1'),
          table(
            ['Code', 'Criterium', 'Weging'],
            ['K1', 'Werkwijze', '65%'],
            ['P1', 'Prijs', '35%'],
          ),
          heading('4.3 Criteria perceel 2'),
          table(
            ['Code', 'Criterium', 'Weging'],
            ['K2', 'Levertijd', '45%'],
            ['P2', 'Prijs', '55%'],
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Werkwijze', 65, null, null],
      ['Prijs', 35, null, null],
      ['Levertijd', 45, null, null],
      ['Prijs', 55, null, null],
    ]);
  });

  it('stays as it was: the price repeated with the same weight under two sections is one', () => {
    const facts = structured([
      {
        blocks: [
          heading('4.2 Criteria perceel 1'),
          table(
            ['Code', 'Criterium', 'Weging'],
            ['K1', 'Werkwijze', '65%'],
            ['P1', 'Prijs', '35%'],
          ),
          heading('4.3 Criteria perceel 2'),
          table(
            ['Code', 'Criterium', 'Weging'],
            ['K2', 'Levertijd', '65%'],
            ['P2', 'Prijs', '35%'],
          ),
        ],
      },
    ]);
    expect(criteria(facts).filter(([name]) => name === 'Prijs')).toHaveLength(1);
  });
});

describe('the split named by the two scores, or as parts of a total', () => {
  it('English: "The technical score carries a weighting of 40% and the price score 60%"', () => {
    const facts = structured([
      {
        blocks: [
          heading('8. Evaluation'),
          para(
            'The technical score carries a weighting of 40% and the price score a weighting of 60%.',
          ),
        ],
      },
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 60, quality: 40 });
  });

  it('Dutch: "De technische score weegt voor 40% en de financiële score voor 60%"', () => {
    const facts = structured([
      {
        blocks: [
          heading('8 Beoordeling'),
          para('De technische score weegt voor 40% en de financiële score voor 60%.'),
        ],
      },
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 60, quality: 40 });
  });

  it('Dutch: "100 punten te behalen, waarvan kwaliteit 70 punten en prijs 30 punten"', () => {
    const facts = structured([
      {
        blocks: [
          heading('5.1 Gunningscriterium'),
          para(
            'In totaal zijn 100 punten te behalen, waarvan kwaliteit 70 punten en prijs 30 punten.',
          ),
          table(
            ['Code', 'Criterium', 'Punten'],
            ['K1', 'Plan van aanpak', '70'],
            ['P', 'Prijs', '30'],
          ),
        ],
      },
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 30, quality: 70 });
    expect(criteria(facts)).toEqual([
      ['Plan van aanpak', null, 70, null],
      ['Prijs', null, 30, null],
    ]);
  });

  it('English: "100 points can be scored, of which price 45 points and quality 55 points"', () => {
    const facts = structured([
      {
        blocks: [
          heading('6. Award'),
          para('In all 100 points can be scored, of which price 45 points and quality 55 points.'),
        ],
      },
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 45, quality: 55 });
  });
});

describe('a tax rate or a threshold in the price formula is no weight', () => {
  it('Dutch: "Prijzen zijn exclusief 9% btw", "meer dan 20% onder"', () => {
    const facts = structured([
      {
        blocks: [
          heading('4.5 Gunning: prijsformule'),
          table(['Code', 'Criterium', 'Weging'], ['K1', 'Werkwijze', '60%'], ['P', 'Prijs', '40%']),
          para(
            'Prijsscore = (laagste prijs / prijs inschrijver) × 10. Prijzen zijn exclusief 9% btw. Een prijs die meer dan 20% onder de raming ligt, wordt nader onderzocht.',
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Werkwijze', 60, null, null],
      ['Prijs', 40, null, null],
    ]);
  });

  it('English: "Prices exclude 20% VAT", "a price less than 10% below"', () => {
    const facts = structured([
      {
        blocks: [
          heading('7. Award: price formula'),
          table(['Ref', 'Criterion', 'Weighting'], ['Q1', 'Method', '60%'], ['P', 'Price', '40%']),
          para(
            'Price score = lowest price / tendered price × 40. Prices exclusive of 20% VAT. A price more than 10% below the average is examined as abnormally low.',
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Method', 60, null, null],
      ['Price', 40, null, null],
    ]);
  });
});
