/**
 * Set 12's class of a demand on the response's own layout (issue 19, item 2), with demands written
 * for these tests: 'The technical response must be submitted in the structure below' / 'De
 * inschrijving moet worden opgesteld volgens de onderstaande indeling' says how the bid is laid
 * out, not what the company's evidence states. Measured by its words, a passage on any 'quality'
 * 'structure' met it: it is a gap for the writer, never 'met' (nor cited off-topic). A demand
 * on the work that names a format stays one.
 */
import { describe, expect, it } from 'vitest';
import { describesOnlyTheResponseForm } from './draftResponseForm';
import { quoted } from './draftTestWorld';

const EN_OTHERS = [
  'Describe how you will take over the fleet of vehicles from the current supplier.',
  'Set out your response times for breakdowns.',
];
const NL_OTHERS = [
  'Beschrijf hoe je het wagenpark van de huidige leverancier overneemt.',
  'Geef je reactietijden bij storingen.',
];

describe("a demand on the response's own layout is a gap, never 'met' by a passage", () => {
  it.each([
    [
      '5.4 The technical response must be submitted in the structure below.',
      'Our quality manual sets the structure of every technical response we submit to a client.',
      EN_OTHERS,
    ],
    [
      'De inschrijving moet worden opgesteld volgens de onderstaande indeling.',
      'Ons kwaliteitshandboek legt de indeling vast van elke inschrijving die wij opstellen.',
      NL_OTHERS,
    ],
  ])('%s', async (requirement, passage, others) => {
    expect(await quoted([requirement, ...others], passage)).toEqual([]);
  });

  it('a demand on the work that names a format stays one (en and nl)', () => {
    expect(
      describesOnlyTheResponseForm(
        'The contractor must deliver monthly reports in the format agreed with the client.',
      ),
    ).toBe(false);
    expect(
      describesOnlyTheResponseForm(
        'De opdrachtnemer levert maandrapportages volgens het format van de opdrachtgever.',
      ),
    ).toBe(false);
  });
});
