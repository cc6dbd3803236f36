/**
 * A value column whose header gives the currency, its cells bare numbers: a class of issue 17
 * found in the nineteenth probe set's follow-up study (docs/decisions.md "Tender facts on the
 * nineteenth probe set", "Follow-up"). Wording written for this test.
 */
import { describe, expect, it } from 'vitest';
import { structured, table } from './classSnippets';

const values = (rows: string[][]) =>
  structured([{ blocks: [table(rows[0]!, ...rows.slice(1))] }]).values.map(
    (v) => `${v.value.kind} ${v.value.amount} ${v.value.currency}`,
  );

describe('a value column whose header gives the currency, its cells bare numbers', () => {
  it('English: "ABC (PHP)" per lot, the Approved Budget a ceiling', () => {
    expect(
      values([
        ['Lot', 'Description', 'ABC (PHP)'],
        ['1', 'Two units of road sweepers', '7,450,000.00'],
        ['2', 'One unit of aerial platform truck', '5,900,000.00'],
      ]),
    ).toEqual(['ceiling 7450000 PHP', 'ceiling 5900000 PHP']);
  });

  it('Dutch: "Raming (EUR excl. btw)" per perceel, an estimate', () => {
    expect(
      values([
        ['Perceel', 'Omschrijving', 'Raming (EUR excl. btw)'],
        ['1', 'Herstel van fietspaden', '310.000,00'],
        ['2', 'Vernieuwen van straatverlichting', '185.000'],
      ]),
    ).toEqual(['estimate 310000 EUR', 'estimate 185000 EUR']);
  });

  it('stays none: no currency in the header, or a column that is no value', () => {
    expect(
      values([
        ['Lot', 'Description', 'Budget'],
        ['1', 'Road sweepers', '7,450,000.00'],
      ]),
    ).toEqual([]);
    expect(
      values([
        ['Perceel', 'Omschrijving', 'Hoeveelheid (EUR-pallets)'],
        ['1', 'Strooizout', '12.000'],
      ]),
    ).toEqual([]);
  });
});
