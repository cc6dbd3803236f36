/**
 * Classes of the plan on the structured path (issue 19, item 1; sets 6 and 9 read with their
 * document structure), each in both languages with wording written for these tests:
 * - a criterion whose row gives its code ('K1 Plan van aanpak onderhoud | 30', 'Q2 Maintenance
 *   approach | 30%') while the facts name it without keeps the code in the requirement that names
 *   it: the code is what the bid answers under;
 * - a sub-criterion's bare name and its coded title row in the tender ('Q1.3 Service desk and
 *   support (weighting 10%)') are one requirement, kept with its code.
 */
import { describe, expect, it } from 'vitest';
import type { AwardCriterionFact } from '../../model/documentFacts';
import { planOf, requirementsBySection } from './planTestWorld';

const fact = (
  name: string,
  quote: string,
  weight: number | null,
  parent: string | null = null,
): AwardCriterionFact => ({ value: { name, weight, points: null, parent }, page: 5, quote });

describe("a criterion's code from its row stays with the requirement that names it", () => {
  it.each([
    [
      'en',
      [
        fact('Maintenance approach', 'Q2 Maintenance approach | 30%', 30),
        fact('Price', 'P Price | 70%', 70),
      ],
      'Maintenance approach',
      'Q2 Maintenance approach',
    ],
    [
      'nl',
      [
        fact(
          'Plan van aanpak onderhoud',
          'K1 Plan van aanpak onderhoud | 30 | max. 3 pagina’s',
          30,
        ),
        fact('Prijs', 'P Prijs | 70', 70),
      ],
      'Plan van aanpak onderhoud',
      'K1 Plan van aanpak onderhoud',
    ],
  ] as const)('%s', (language, criteria, section, requirement) => {
    const p = planOf(
      '1.1 Inleiding\n\nThe buyer maintains its pumping stations.',
      [...criteria],
      language,
    );
    expect(requirementsBySection(p)[section]).toEqual([requirement]);
  });

  it('a price row without a number keeps its name alone', () => {
    const p = planOf(
      '1.1 Introduction',
      [
        fact('Maintenance approach', 'Q2 Maintenance approach | 30%', 30),
        fact('Price', 'P Price | 70%', 70),
      ],
      'en',
    );
    expect(requirementsBySection(p)['Price']).toEqual(['Price']);
  });
});

describe("a sub-criterion's bare name and its coded title row are one requirement", () => {
  it.each([
    [
      'en',
      'Quality',
      [
        fact('Quality', 'Quality 60%', 60),
        fact('Service desk and support', 'Service desk and support | 10%', 10, 'Quality'),
        fact('Price', 'Price 40%', 40),
      ],
      [
        '3.1 Quality questions',
        '',
        'Q1.3 Service desk and support (weighting 10%)',
        '',
        'Describe the opening hours of your service desk and how calls are escalated.',
      ],
      'Q1.3 Service desk and support (weighting 10%)',
      'Service desk and support',
    ],
    [
      'nl',
      'Kwaliteit',
      [
        fact('Kwaliteit', 'Kwaliteit 60%', 60),
        fact('Servicedesk en ondersteuning', 'Servicedesk en ondersteuning | 10%', 10, 'Kwaliteit'),
        fact('Prijs', 'Prijs 40%', 40),
      ],
      [
        '3.1 Vragen over kwaliteit',
        '',
        'K1.3 Servicedesk en ondersteuning (weging 10%)',
        '',
        'Beschrijf de openingstijden van uw servicedesk en hoe meldingen worden opgeschaald.',
      ],
      'K1.3 Servicedesk en ondersteuning (weging 10%)',
      'Servicedesk en ondersteuning',
    ],
  ] as const)('%s', (language, section, criteria, lines, coded, bareName) => {
    const p = planOf(lines.join('\n'), [...criteria], language);
    const planned = requirementsBySection(p)[section] ?? [];
    expect(planned).toContain(coded);
    expect(planned).not.toContain(bareName);
  });
});
