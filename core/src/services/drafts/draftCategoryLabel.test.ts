/**
 * Set 12's class of a qualification demand's query (issue 19, item 2), in both languages with
 * wording written for these tests: a qualification table's category cell read into the row's line
 * before the demand, without a colon ('Technical capacity Two contracts …', 'Technische
 * bekwaamheid Twee opdrachten …'), names the kind of demand, not what the company's evidence says;
 * the sentence that names the company's contracts answers it.
 */
import { describe, expect, it } from 'vitest';
import { requirementSubject } from './draftRequirementSubject';
import { quoted } from './draftTestWorld';

const EN_OTHERS = [
  'Describe how you will take over the fleet of vehicles from the current supplier.',
  'Set out your response times for breakdowns.',
];
const NL_OTHERS = [
  'Beschrijf hoe je het wagenpark van de huidige leverancier overneemt.',
  'Geef je reactietijden bij storingen.',
];

describe("a qualification row's category cell is not its subject", () => {
  it.each([
    [
      'Technical capacity Two contracts of similar scope completed in the last five years, each with a client reference.',
      'We completed four contracts of this scope for housing associations since 2022; each client gives a reference on request.',
      EN_OTHERS,
    ],
    [
      'Technische bekwaamheid Twee opdrachten van vergelijkbare omvang in de afgelopen vijf jaar, elk met een referentie van de opdrachtgever.',
      'Sinds 2022 voerden wij vier opdrachten van deze omvang uit voor woningcorporaties; elke opdrachtgever geeft op verzoek een referentie.',
      NL_OTHERS,
    ],
  ])('%s', async (requirement, passage, others) => {
    expect(requirementSubject(requirement)).not.toMatch(/capacity|bekwaamheid/i);
    expect((await quoted([requirement, ...others], passage)).join(' ')).toContain(
      passage.slice(0, 30),
    );
  });
});
