/**
 * An evidence class found on the seventh draft-coverage set (issue 19, item 2), in both languages
 * with wording written for these tests: how a criterion is scored and assessed ('maximum 40
 * points', '(weighting 20%)', '(assessed in a demonstration)') is the buyer's marking, not what the
 * company must show; the sentence that states the subject answers it.
 */
import { describe, expect, it } from 'vitest';
import { requirementSubject } from './draftRequirementSubject';
import { quoted } from './draftTestWorld';

const EN_OTHERS = [
  'Describe how you will move the records of the old booking system.',
  'Describe your service desk and its opening hours.',
  'Set out how you will report on performance each quarter.',
];
const NL_OTHERS = [
  'Beschrijf hoe je de gegevens uit het oude reserveringssysteem overzet.',
  'Beschrijf je servicedesk en de openingstijden ervan.',
  'Geef aan hoe je elk kwartaal over de prestaties rapporteert.',
];

describe('a criterion is answered by its subject, not by how it is scored', () => {
  it.each([
    [
      'R1 Library booking system implemented: maximum 40 points',
      'In 2025 we implemented the library booking system of Elmford for its 300 staff.',
      EN_OTHERS,
    ],
    [
      'Ease of use of the booking app (assessed in a demonstration)',
      'Librarians tested the ease of use of our booking app with 40 readers in 2025.',
      EN_OTHERS,
    ],
    [
      'R1 Reserveringssysteem voor een bibliotheek ingevoerd: maximaal 40 punten',
      'In 2025 hebben wij het reserveringssysteem voor de bibliotheek van Elmford ingevoerd, voor 300 medewerkers.',
      NL_OTHERS,
    ],
    [
      'Gebruiksgemak van de reserveringsapp (beoordeeld in een demonstratie)',
      'Bibliothecarissen hebben het gebruiksgemak van onze reserveringsapp in 2025 met 40 lezers getest.',
      NL_OTHERS,
    ],
  ])('%s', async (requirement, passage, others) => {
    expect(await quoted([requirement, ...others], passage)).toEqual([passage]);
  });

  it.each([
    ['R1 Library booking system implemented: maximum 40 points', /booking system implemented$/],
    ['Ease of use of the booking app (assessed in a demonstration)', /booking app$/],
    ['Account management (weighting 20%)', /^Account management$/],
    ['R1 Reserveringssysteem voor een bibliotheek ingevoerd: maximaal 40 punten', /ingevoerd$/],
    ['Gebruiksgemak van de reserveringsapp (beoordeeld in een demonstratie)', /reserveringsapp$/],
    ['Contractmanagement (weging 20%)', /^Contractmanagement$/],
  ])('the subject of %s leaves its scoring out', (title, subject) => {
    expect(requirementSubject(title)).toMatch(subject);
  });

  it('keeps what the demand itself counts', () => {
    expect(requirementSubject('The app must answer 95% of requests within 2 seconds.')).toMatch(
      /95%.*2 seconds/,
    );
  });

  it.each([
    ['The bidder has implemented at least one booking system in the past three years.', /\bone\b/],
    [
      'De gegadigde heeft in de afgelopen drie jaar ten minste één reserveringssysteem ingevoerd.',
      /één/,
    ],
  ])('the count a qualification demand sets is frame: %s', (demand, count) => {
    expect(requirementSubject(demand)).not.toMatch(count);
  });
});
