/**
 * Deadline and award-criterion classes of issue 17 found studying the eighth probe set
 * (docs/decisions.md "Tender facts on the eighth probe set: deadlines and criteria"), each on
 * wording written for this test, English and Dutch, with the cases that must stay as they were.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points, c.value.parent]);

describe('a points column headed as the marks or points available', () => {
  it('English: "Marks available", lettered rows and a total of 1,000', () => {
    const page = [
      'Section 6 Award Criteria',
      'Tenders will be evaluated against the award criteria and marks set out below.',
      'Ref Criterion Marks available',
      'A Delivery methodology 400',
      'A1 Staffing and supervision 250',
      'A2 Quality control and reporting 150',
      'B Social value 100',
      'C Price 500',
      'Total 1,000',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([
      ['Delivery methodology', null, 400, null],
      ['Staffing and supervision', null, 250, 'Delivery methodology'],
      ['Quality control and reporting', null, 150, 'Delivery methodology'],
      ['Social value', null, 100, null],
      ['Price', null, 500, null],
    ]);
  });

  it('English: "Points obtainable" and "Maximum points available"', () => {
    for (const header of [
      'Criterion Points obtainable',
      'Evaluation criteria Maximum points available',
    ]) {
      const page = [
        'Evaluation of tenders',
        'The most economically advantageous tender is chosen on the award criteria below.',
        header,
        '1 Technical merit 60',
        '2 Tender price 40',
        'Total 100',
      ].join('\n');
      expect(criteria(extractTenderFacts([page]))).toEqual([
        ['Technical merit', null, 60, null],
        ['Tender price', null, 40, null],
      ]);
    }
  });

  it('Dutch: "Punten te behalen", "Aantal punten beschikbaar" (and "Te behalen punten")', () => {
    for (const header of [
      'Criterium Punten te behalen',
      'Gunningscriterium Aantal punten beschikbaar',
      'Gunningscriterium Te behalen punten',
    ]) {
      const page = [
        '6 Gunning',
        'De inschrijvingen worden beoordeeld op de onderstaande gunningscriteria.',
        header,
        'A Plan van aanpak 60',
        'A.1 Planning 40',
        'A.2 Risico’s 20',
        'B Prijs 40',
        'Totaal 100',
      ].join('\n');
      expect(criteria(extractTenderFacts([page]))).toEqual([
        ['Plan van aanpak', null, 60, null],
        ['Planning', null, 40, 'Plan van aanpak'],
        ['Risico’s', null, 20, 'Plan van aanpak'],
        ['Prijs', null, 40, null],
      ]);
    }
  });

  it('stays as it was: a header that is a sentence is no points column', () => {
    const page = [
      'Award',
      'Criteria are scored in marks available to all tenderers',
      'A Delivery methodology 400',
      'B Price 600',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([]);
  });
});

describe('the price criterion called cost: the split sentence is no criteria list of its own', () => {
  it('English: a "Cost" row beside "Quality 60% and Cost 40%"', () => {
    const facts = structured([
      {
        blocks: [
          heading('5 Award criteria'),
          para('The weighting between quality and cost is Quality 60% and Cost 40%.'),
          table(
            ['Criterion', 'Weighting'],
            ['Methodology', '40%'],
            ['Added value', '20%'],
            ['Cost', '40%'],
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Methodology', 40, null, null],
      ['Added value', 20, null, null],
      ['Cost', 40, null, null],
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 40, quality: 60 });
  });

  it('English: "Tender costs" and "Fees" rows', () => {
    for (const name of ['Tender costs', 'Fees']) {
      const facts = structured([
        {
          blocks: [
            heading('Evaluation'),
            para('Quality 70% and price 30%.'),
            table(['Criterion', 'Weighting'], ['Approach', '70%'], [name, '30%']),
          ],
        },
      ]);
      expect(criteria(facts).map((c) => c[0])).toEqual(['Approach', name]);
    }
  });

  it('Dutch: een rij "Kosten" naast "kwaliteit 60% en prijs 40%"', () => {
    const facts = structured([
      {
        blocks: [
          heading('5 Gunningscriteria'),
          para('De weging is kwaliteit 60% en prijs 40%.'),
          table(['Criterium', 'Weging'], ['Plan van aanpak', '60%'], ['Kosten', '40%']),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Plan van aanpak', 60, null, null],
      ['Kosten', 40, null, null],
    ]);
  });

  it('stays as it was: a quality criterion about costs does not stand for the price', () => {
    const facts = structured([
      {
        blocks: [
          heading('Evaluation'),
          para('Quality 70% and price 30%.'),
          table(['Criterion', 'Weighting'], ['Approach', '40%'], ['Cost control', '30%']),
        ],
      },
    ]);
    expect(criteria(facts).map((c) => c[0])).toEqual([
      'Approach',
      'Cost control',
      'Quality',
      'Price',
    ]);
  });
});
