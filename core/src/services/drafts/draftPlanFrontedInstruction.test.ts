/**
 * Set 12's class of the plan (issue 19, item 1), in both languages with wording written for these
 * tests: an instruction to the reader after a phrase set before it ('With your tender, attach …',
 * 'Bij de inschrijving voeg je … toe') is a demand as much as one that opens the sentence
 * ('Attach …', 'Voeg … toe'); read only at the start, the ESPD's own demand was planned nowhere.
 */
import { describe, expect, it } from 'vitest';
import { allRequirements, criterion, planOf } from './planTestWorld';

describe('an instruction after a phrase set before it is a demand', () => {
  it('en: "With your tender, attach …"', () => {
    const planned = allRequirements(
      planOf(
        [
          '4 Exclusion grounds',
          '',
          'With your tender, attach the signed declaration on the grounds for exclusion.',
        ].join('\n'),
        [criterion('Price', 40), criterion('Quality', 60)],
        'en',
      ),
    ).join('\n');
    expect(planned).toMatch(/attach the signed declaration/);
  });

  it('nl: "Bij de inschrijving voeg je … toe"', () => {
    const planned = allRequirements(
      planOf(
        [
          '4 Uitsluitingsgronden',
          '',
          'Bij de inschrijving voeg je de ondertekende verklaring over de uitsluitingsgronden toe.',
        ].join('\n'),
        [criterion('Prijs', 40), criterion('Kwaliteit', 60)],
        'nl',
      ),
    ).join('\n');
    expect(planned).toMatch(/voeg je de ondertekende verklaring/);
  });
});
