/**
 * Award criteria in a matrix whose columns are the lots (issue 17): each lot's cell its own
 * criterion with its lot, as a table and as a PDF's text lines (docs/decisions.md "Tender facts on
 * the seventeenth probe set"), on wording written for this test, English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points, c.value.parent]);
const withLots = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight ?? c.value.points, c.value.lot]);

describe('a criteria matrix whose columns are the lots', () => {
  it('English table: bare points per lot, each lot its own criterion, sub-criteria kept', () => {
    const facts = structured([
      {
        blocks: [
          heading('5.2 Evaluation criteria'),
          table(
            ['Criterion', 'Lot A', 'Lot B'],
            ['1. Approach to routine servicing', '35', '40'],
            ['1.1 Planned visits', '20', '25'],
            ['1.2 Reporting', '15', '15'],
            ['2. Spare parts held locally', '25', '20'],
            ['3. Response to breakdowns', '40', '40'],
            ['Total', '100', '100'],
          ),
        ],
      },
    ]);
    expect(withLots(facts)).toEqual([
      ['Approach to routine servicing', 35, 'A'],
      ['Approach to routine servicing', 40, 'B'],
      ['Planned visits', 20, 'A'],
      ['Planned visits', 25, 'B'],
      ['Reporting', 15, 'A'],
      ['Reporting', 15, 'B'],
      ['Spare parts held locally', 25, 'A'],
      ['Spare parts held locally', 20, 'B'],
      ['Response to breakdowns', 40, 'A'],
      ['Response to breakdowns', 40, 'B'],
    ]);
    expect(facts.awardCriteria.find((c) => c.value.name === 'Reporting')!.value.parent).toBe(
      'Approach to routine servicing',
    );
  });

  it('Dutch table: percentages per perceel, a dash where the perceel does not use it', () => {
    const facts = structured([
      {
        blocks: [
          heading('6 Gunningscriteria'),
          table(
            ['Gunningscriterium', 'Perceel 1', 'Perceel 2'],
            ['Prijs', '30%', '45%'],
            ['Plan van aanpak onderhoud', '50%', '–'],
            ['Bereikbaarheid storingsdienst', '20%', '55%'],
            ['Totaal', '100%', '100%'],
          ),
        ],
      },
    ]);
    expect(withLots(facts)).toEqual([
      ['Prijs', 30, '1'],
      ['Prijs', 45, '2'],
      ['Plan van aanpak onderhoud', 50, '1'],
      ['Bereikbaarheid storingsdienst', 20, '1'],
      ['Bereikbaarheid storingsdienst', 55, '2'],
    ]);
  });

  it('English, read as text lines (a PDF table without rules), totals checked per lot', () => {
    const page = [
      '4.3 Technical evaluation',
      'Bids will be scored against the criteria below.',
      'Criterion Lot 1 Lot 2',
      '1. Delivery programme 40 30',
      '1.1 Lead times 25 20',
      '1.2 Contingency stock 15 10',
      '2. Product range 60 70',
      'Total technical score 100 100',
      'Bids scoring below 60 points are not evaluated further.',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([
      ['Delivery programme', null, 40, null],
      ['Delivery programme', null, 30, null],
      ['Lead times', null, 25, 'Delivery programme'],
      ['Lead times', null, 20, 'Delivery programme'],
      ['Contingency stock', null, 15, 'Delivery programme'],
      ['Contingency stock', null, 10, 'Delivery programme'],
      ['Product range', null, 60, null],
      ['Product range', null, 70, null],
    ]);
  });

  it('Dutch, as text lines; a total the rows do not add up to is no matrix (nothing read)', () => {
    const lines = (total: string) =>
      [
        '3.2 Beoordeling en weging',
        'Criterium Perceel 1 Perceel 2',
        'Kwaliteit van de bloembollen 60 50',
        'Beplantingsplan 40 50',
        `Totaal ${total}`,
      ].join('\n');
    expect(withLots(extractTenderFacts([lines('100 100')]))).toEqual([
      ['Kwaliteit van de bloembollen', 60, '1'],
      ['Kwaliteit van de bloembollen', 50, '2'],
      ['Beplantingsplan', 40, '1'],
      ['Beplantingsplan', 50, '2'],
    ]);
    expect(withLots(extractTenderFacts([lines('100 90')]))).toEqual([]);
  });

  it('stays quiet: a table with one lot column is no matrix', () => {
    const facts = structured([
      {
        blocks: [
          heading('2 Lots'),
          table(['Description', 'Lot 1'], ['Cleaning of offices', '12'], ['Windows', '4']),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([]);
  });
});
