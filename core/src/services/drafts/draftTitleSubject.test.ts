/**
 * Set 10's class of a criterion's title (issue 19, item 2), with titles and passages written for
 * these tests: the form of the answer a title names ('Transition plan', 'Aanpak van de
 * inwerkperiode') is not what the company's evidence says; the sentence that states the subject
 * answers the title.
 */
import { describe, expect, it } from 'vitest';
import { quoted } from './draftTestWorld';

const OTHERS = {
  en: ['Price', 'Insurance cover', 'Quality management certificate'],
  nl: ['Prijs', 'Verzekering', 'Kwaliteitscertificaat'],
};

describe("a title's form of answer is not its subject", () => {
  it('en: "Transition plan" is answered by how the transition is run', async () => {
    const said = await quoted(
      ['Transition plan', ...OTHERS.en],
      'TAKING OVER A SERVICE\n\nWe run each transition over six weeks with a named transition manager and a weekly review with the client.',
    );
    expect(said.join(' ')).toMatch(/named transition manager/);
  });

  it('nl: "Aanpak van de inwerkperiode" wordt beantwoord door hoe de inwerkperiode verloopt', async () => {
    const said = await quoted(
      ['Aanpak van de inwerkperiode', ...OTHERS.nl],
      'NIEUWE MEDEWERKERS\n\nDe inwerkperiode duurt zes weken en wordt begeleid door een vaste mentor op de locatie.',
    );
    expect(said.join(' ')).toMatch(/inwerkperiode duurt zes weken/);
  });
});
