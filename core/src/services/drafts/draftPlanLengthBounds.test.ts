/**
 * Classes of the plan found on the seventeenth draft-coverage set (issue 19, item 1), in both
 * languages with wording written for these tests:
 * - a criterion whose only demands bound the answer's length ('shall be no more than six (6)
 *   pages', 'mag maximaal drie A4 beslaan') is still asked for by its own name;
 * - a coded item that names an evaluation stage ('C3.2 Stage 2: Price', 'C3.2 Fase 2: Prijs') is a
 *   part's title, never a demand of its own.
 */
import { describe, expect, it } from 'vitest';
import { onlyBoundsTheLength } from './draftCriterionTitles';
import { allRequirements, criterion, planOf, requirementsBySection } from './planTestWorld';

describe('a criterion whose demands only bound the length', () => {
  it('en: the criterion is asked for by its name, before its page limit', () => {
    expect(
      onlyBoundsTheLength('The delivery approach shall be no more than six (6) pages of A4.'),
    ).toBe(true);
    expect(onlyBoundsTheLength('Describe the delivery approach in no more than six pages.')).toBe(
      false,
    );
    const p = planOf(
      [
        '4 Award criteria',
        '4.1 Delivery approach',
        'The delivery approach shall be no more than six (6) pages of A4.',
        '4.2 Price',
        'Prices are scored as set out in the price form.',
      ].join('\n\n'),
      [criterion('Delivery approach', 60), criterion('Price', 40)],
      'en',
    );
    expect(requirementsBySection(p)['Delivery approach']?.[0]).toBe('Delivery approach');
  });

  it('nl: het criterium wordt bij naam gevraagd, voor zijn omvang', () => {
    expect(onlyBoundsTheLength('Het leveringsplan moet uit maximaal drie A4 bestaan.')).toBe(true);
    expect(onlyBoundsTheLength('Beschrijf het leveringsplan in maximaal drie A4.')).toBe(false);
    const p = planOf(
      [
        '4 Gunningscriteria',
        '4.1 Leveringsplan',
        'Het leveringsplan moet uit maximaal drie A4 bestaan.',
        '4.2 Prijs',
        'De prijs wordt beoordeeld zoals in het prijsblad staat.',
      ].join('\n\n'),
      [criterion('Leveringsplan', 60), criterion('Prijs', 40)],
      'nl',
    );
    expect(requirementsBySection(p)['Leveringsplan']?.[0]).toBe('Leveringsplan');
  });
});

describe("an evaluation stage's coded title", () => {
  it('en: is no requirement', () => {
    const p = planOf(
      [
        'PART C3: EVALUATION',
        'C3.1 Stage 1: Quality',
        'The quality plan must name the crews and the plant they use.',
        'C3.2 Stage 2: Price and local content',
        'Price is scored out of 40 points.',
      ].join('\n\n'),
      [criterion('Quality plan', 60), criterion('Price', 40)],
      'en',
    );
    expect(allRequirements(p).join('\n')).toMatch(/name the crews/);
    expect(allRequirements(p).join('\n')).not.toMatch(/Stage 2/);
  });
  it('nl: is geen eis', () => {
    const p = planOf(
      [
        'DEEL C3: BEOORDELING',
        'C3.1 Fase 1: Kwaliteit',
        'Het kwaliteitsplan moet de ploegen en hun materieel noemen.',
        'C3.2 Fase 2: Prijs en lokale inzet',
        'De prijs levert maximaal 40 punten op.',
      ].join('\n\n'),
      [criterion('Kwaliteitsplan', 60), criterion('Prijs', 40)],
      'nl',
    );
    expect(allRequirements(p).join('\n')).not.toMatch(/Fase 2/);
  });
});
