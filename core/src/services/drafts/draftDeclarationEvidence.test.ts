/**
 * An evidence class found on the eighth draft-coverage set (issue 19, item 2), in both languages
 * with wording written for these tests: a demand to declare on honour that no exclusion ground
 * applies is framed by how it is declared ('By submitting its tender, the tenderer declares on
 * its honour that …', 'Door de indiening van zijn offerte verklaart de inschrijver op erewoord
 * dat …') and by the law it cites ('of Articles 57 to 59 of the Act of 3 May 2019', 'van de
 * artikelen 57 tot en met 59 van de wet van 3 mei 2019'). Neither is what the company's statement
 * says: its sentence that no exclusion ground applies answers the demand.
 */
import { describe, expect, it } from 'vitest';
import { requirementSubject } from './draftRequirementSubject';
import { quoted } from './draftTestWorld';

const EN_OTHERS = [
  'The tenderer must hold a licence for the transport of chilled food.',
  'Describe how you plan the cleaning rounds of the sports halls.',
  'Describe how you train the staff of the kitchen.',
];
const NL_OTHERS = [
  'De inschrijver beschikt over een vergunning voor het vervoer van gekoelde voeding.',
  'Beschrijf hoe je de schoonmaakrondes van de sporthallen plant.',
  'Beschrijf hoe je het keukenpersoneel opleidt.',
];

describe('a declaration on honour is answered by the statement that no exclusion ground applies', () => {
  it.each([
    [
      'By submitting its tender, the tenderer declares on its honour that it is not in any of the exclusion situations of Articles 57 to 59 of the Act of 3 May 2019.',
      'Exclusion: none of the mandatory or discretionary exclusion situations of procurement law applies to our company or its directors.',
      EN_OTHERS,
    ],
    [
      'Door de indiening van zijn offerte verklaart de inschrijver op erewoord dat hij zich niet in een van de uitsluitingssituaties bevindt van de artikelen 57 tot en met 59 van de wet van 3 mei 2019.',
      'Uitsluiting: geen van de verplichte of facultatieve uitsluitingssituaties van de aanbestedingswetgeving is van toepassing op ons bedrijf of zijn bestuurders.',
      NL_OTHERS,
    ],
    [
      'Met de ondertekening van zijn offerte verklaart de inschrijver dat hij zich niet in een van de gevallen van uitsluiting bevindt van artikel 12 van het koninklijk besluit van 18 april 2017.',
      'Uitsluiting: wij verkeren in geen enkele situatie die tot uitsluiting leidt.',
      NL_OTHERS,
    ],
  ])('%s', async (requirement, passage, others) => {
    expect(requirementSubject(requirement)).not.toMatch(
      /submitting|declares|indiening|verklaart|artikel|wet van/i,
    );
    expect(await quoted([requirement, ...others], passage)).toEqual([passage]);
  });
});
