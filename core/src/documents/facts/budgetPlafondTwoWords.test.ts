/**
 * The budget's cap written as two words ('een budget plafond van 90.000,00 euro'), as the compound
 * 'budgetplafond' is read: a class of issue 17 found in the nineteenth probe set's follow-up study
 * (docs/decisions.md "Tender facts on the nineteenth probe set", "Follow-up"). The English 'budget
 * cap' is read already and stays so. Wording written for this test.
 */
import { describe, expect, it } from 'vitest';
import { extractTenderFacts } from './extractTenderFacts';

const values = (text: string) =>
  extractTenderFacts([text]).values.map(
    (v) => `${v.value.kind} ${v.value.amount} ${v.value.currency}`,
  );

describe('a budget cap written as two words', () => {
  it('Dutch: "Voor perceel 3 geldt een budget plafond van 75.000,00 euro"', () => {
    expect(
      values(
        'Voor perceel 3 geldt een budget plafond van 75.000,00 euro excl. btw; hogere offertes zijn onregelmatig.',
      ),
    ).toEqual(['ceiling 75000 EUR']);
  });

  it('English, as before: "a budget cap of €75,000 applies to Lot 3"', () => {
    expect(values('A budget cap of €75,000 excluding VAT applies to Lot 3.')).toEqual([
      'ceiling 75000 EUR',
    ]);
  });

  it('stays none: the word without an amount', () => {
    expect(values('Het budget plafond wordt later bekendgemaakt.')).toEqual([]);
  });
});
