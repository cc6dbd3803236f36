/**
 * A frame found on the ninth draft-coverage set (issue 19, item 2), in both languages with wording
 * written for these tests: where in the bid the answer goes ('must be named in the Supplier's
 * response to Q2', 'moet in uw antwoord op K2 worden genoemd') is the bid's structure, not what the
 * demand is about; the sentence that names the subcontractor answers it.
 */
import { describe, expect, it } from 'vitest';
import { requirementSubject } from './draftRequirementSubject';
import { quoted } from './draftTestWorld';

const EN =
  "Any subcontractor proposed for the fitting must be named in the Supplier's response to Q2.";
const NL = 'Een onderaannemer voor het plaatsen moet in uw antwoord op K2 worden genoemd.';
const EN_PASSAGE =
  'FITTING\nElectrical work is carried out by our subcontractor Voltline Ltd; all other fitting is done by our own staff.';
const NL_PASSAGE =
  'PLAATSEN\nHet elektrische werk doet onze onderaannemer Voltline B.V.; al het andere plaatsen doen onze eigen monteurs.';
const EN_OTHERS = ['Describe how you train the caretakers.', 'State the price per locker bank.'];
const NL_OTHERS = ['Beschrijf hoe je de conciërges opleidt.', 'Noem de prijs per kluizenwand.'];

describe('where in the bid the answer goes is frame, not subject', () => {
  it('drops the place in the bid from the subject', () => {
    expect(requirementSubject(EN)).not.toMatch(/response|named|Q2/);
    expect(requirementSubject(EN)).toMatch(/subcontractor proposed for the fitting/);
    expect(requirementSubject(NL)).not.toMatch(/antwoord|genoemd|K2/);
    expect(requirementSubject(NL)).toMatch(/onderaannemer voor het plaatsen/);
  });

  it.each([
    [EN, EN_PASSAGE, EN_OTHERS],
    [NL, NL_PASSAGE, NL_OTHERS],
  ])('%s: the subcontractor sentence answers', async (requirement, passage, others) => {
    expect((await quoted([requirement, ...others], passage)).join(' ')).toMatch(/Voltline/);
  });
});
