/**
 * A class of the plan found on the fifteenth draft-coverage set (issue 19, item 1), in both
 * languages with wording written for these tests: a limits table's row, a code and a bound on the
 * answer's length in pages, words or characters ('Q1 no more than three (3) pages of A4', 'B1
 * maximaal drie pagina's A4'), is the section's budget, never a requirement of it; a bound on a
 * count ('maximaal twee referenties') is a demand and stays.
 */
import { describe, expect, it } from 'vitest';
import { onlyLimitsTheLength } from './draftCriterionTitles';
import { criterion, planOf, requirementsBySection } from './planTestWorld';

describe("a bound on the answer's length is no requirement", () => {
  // A guard in English (the base commit did not plan this row either); the Dutch case failed.
  it('en: the limits table is not planned under the criteria', () => {
    const p = planOf(
      [
        '5 Award criteria',
        '5.1 Tree care plan',
        'Describe how you will survey and prune the street trees each season.',
        '5.2 Price',
        'Prices are scored as set out in the price form.',
        '6 Form of the answers',
        'Q1 no more than three (3) pages of A4, font size at least 11 points',
        'Q1 at most 1,200 words',
      ].join('\n\n'),
      [criterion('Tree care plan', 60), criterion('Price', 40)],
      'en',
    );
    const planned = (requirementsBySection(p)['Tree care plan'] ?? []).join('\n');
    expect(planned).toMatch(/survey and prune/);
    expect(planned).not.toMatch(/pages of A4|1,200 words/);
  });

  it('nl: de omvangseisen worden niet als eis gepland', () => {
    const p = planOf(
      [
        '5 Gunning',
        '5.1 Boomverzorgingsplan',
        'Beschrijf hoe u de straatbomen elk seizoen inspecteert en snoeit.',
        'Onderdeel Omvang',
        "B1 maximaal drie (3) pagina's A4, lettergrootte minimaal 11 punts",
        'B2 niet meer dan 5.000 tekens inclusief spaties',
        '5.2 Prijs',
        'De prijs wordt beoordeeld zoals in het prijsblad staat.',
      ].join('\n\n'),
      [criterion('Boomverzorgingsplan', 60), criterion('Prijs', 40)],
      'nl',
    );
    const planned = (requirementsBySection(p)['Boomverzorgingsplan'] ?? []).join('\n');
    expect(planned).toMatch(/inspecteert en snoeit/);
    expect(planned).not.toMatch(/pagina's A4|5\.000 tekens/);
  });

  it('a bound on a count is a demand', () => {
    expect(onlyLimitsTheLength('De inschrijver levert maximaal twee referenties aan.')).toBe(false);
    expect(onlyLimitsTheLength('K2 maximaal 800 woorden')).toBe(true);
    // A demand that also bounds its length stays a demand.
    expect(
      onlyLimitsTheLength('R3. Two references for street tree work, each no more than one page'),
    ).toBe(false);
    // A sentence that bounds the length is left as it was (see onlyLimitsTheLength).
    expect(onlyLimitsTheLength('The answer to Q3 must not exceed two pages.')).toBe(false);
  });
});
