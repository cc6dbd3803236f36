/**
 * The award-criterion classes of issue 17 found studying the eighteenth probe set
 * (docs/decisions.md "Tender facts on the eighteenth probe set: deadlines, criteria and
 * precision"), on wording written for this test, English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points, c.value.parent]);

describe('points written as a fraction of the whole score in a points column', () => {
  it('English: "35/100" cells are 35 points, a lettered row a sub-criterion', () => {
    const facts = structured([
      {
        blocks: [
          heading('7 Award criteria'),
          table(
            ['No.', 'Criterion', 'Points'],
            ['1', 'Tendered price', '45/100'],
            ['2', 'Quality of the cleaning method', '35/100'],
            ['2a', 'Products and their certification', '20/100'],
            ['2b', 'Staff training', '15/100'],
            ['3', 'Response time to call-outs', '20/100'],
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Tendered price', null, 45, null],
      ['Quality of the cleaning method', null, 35, null],
      ['Products and their certification', null, 20, 'Quality of the cleaning method'],
      ['Staff training', null, 15, 'Quality of the cleaning method'],
      ['Response time to call-outs', null, 20, null],
    ]);
  });

  it('Dutch: "40 / 100" and a total of 1000 read; a fraction above its whole is no points', () => {
    const facts = structured([
      {
        blocks: [
          heading('III.4 Gunningscriteria'),
          table(
            ['Nr.', 'Gunningscriterium', 'Punten'],
            ['1', 'Prijs van het onderhoudscontract', '400 / 1000'],
            ['2', 'Kwaliteit van het veiligheidsplan', '600/1000'],
            ['3', 'Aantal interventies per jaar', '120/100'],
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Prijs van het onderhoudscontract', null, 400, null],
      ['Kwaliteit van het veiligheidsplan', null, 600, null],
    ]);
  });

  it('stays as it was: a date-like cell in a table with no points header is no criterion', () => {
    const facts = structured([
      {
        blocks: [
          heading('Planning'),
          table(['Stap', 'Datum'], ['Indienen offertes', '12/05'], ['Opening', '13/05']),
          para('De planning is indicatief.'),
        ],
      },
    ]);
    expect(facts.awardCriteria).toEqual([]);
  });
});

describe("a data sheet row that states the split as the proposal's two parts", () => {
  it('English: "Evaluation method | Weighted scoring: 80% technical, 20% financial"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Bid Data Sheet'),
          table(
            ['Clause', 'Subject', 'Data'],
            ['9', 'Evaluation method', 'Weighted scoring: 80% technical, 20% financial'],
            ['10', 'Minimum technical score', '560 of 800 points (70%)'],
          ),
        ],
      },
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 20, quality: 80 });
    // No criterion named after the method, and the threshold's points are no criterion.
    expect(criteria(facts).map(([name]) => name)).not.toContain('Weighted scoring');
    expect(criteria(facts).map(([name]) => name)).not.toContain('800 points');
  });

  it('Dutch: "Beoordelingsmethode | 75% technisch en 25% financieel"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Gegevensblad'),
          table(
            ['Nr.', 'Onderwerp', 'Gegevens'],
            ['9', 'Beoordelingsmethode', 'Gewogen score: 75% technisch en 25% financieel'],
          ),
        ],
      },
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 25, quality: 75 });
  });

  it('stays as it was: "financial standing" and "technical capacity" are no split sides', () => {
    const facts = structured([
      {
        blocks: [
          heading('Selection'),
          table(
            ['Nr.', 'Subject', 'Data'],
            ['4', 'Selection weighting', '60% technical capacity, 40% financial standing'],
          ),
        ],
      },
    ]);
    expect(facts.priceQuality).toBeNull();
  });
});

describe('the points there are to be had, the verb before them and its participle after', () => {
  it('Dutch: "Per offerte worden maximaal 100 punten toegekend" is no criterion', () => {
    const facts = structured([
      {
        blocks: [
          heading('5 Gunningscriteria'),
          para('Per offerte worden maximaal 100 punten toegekend.'),
          table(
            ['Code', 'Criterium', 'Punten'],
            ['W1', 'Plan van aanpak', '60'],
            ['P', 'Prijs', '40'],
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Plan van aanpak', null, 60, null],
      ['Prijs', null, 40, null],
    ]);
  });

  // English puts the participle beside its verb ('are awarded'), read before this study.
  it('stays as it was, English: "In total 100 points are awarded" is no criterion', () => {
    const facts = structured([
      {
        blocks: [
          heading('5 Award criteria'),
          para('In total 100 points are awarded.'),
          table(['Code', 'Criterion', 'Points'], ['Q1', 'Approach', '60'], ['P', 'Price', '40']),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Approach', null, 60, null],
      ['Price', null, 40, null],
    ]);
  });
});
