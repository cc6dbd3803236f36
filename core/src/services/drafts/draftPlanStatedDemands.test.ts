/**
 * Classes of demands stated without a modal, found on the ninth draft-coverage set (issue 19,
 * item 1), each in both languages with wording written for these tests:
 * - under a heading of requirements ('Requirements for the lockers', 'Eisen aan de kluisjes')
 *   what is offered, or the heading's own thing, is stated as it must be ('The lockers offered
 *   comply with …', 'The lockers have …'): a demand; a standard described or the failed bid's
 *   fate ('… will not be evaluated further') is none;
 * - the chapter that is only the contract ('4 The contract', '4 De opdracht') states demands on
 *   the work: they are planned under the criterion of the work;
 * - the bidder after an opening condition ('If a lock fails, the supplier is …', 'Bij een storing
 *   is de leverancier …') is the one who acts.
 */
import { describe, expect, it } from 'vitest';
import { allRequirements, criterion, planOf } from './planTestWorld';

const quality = { en: [criterion('Quality', 60, 1), criterion('Price', 40, 1)] } as const;
const kwaliteit = [criterion('Kwaliteit', 60, 1), criterion('Prijs', 40, 1)];

describe('under a heading of requirements, what is offered is stated as it must be', () => {
  it('en: what the lockers offered must be is a demand, a standard described or the failed bid is not', () => {
    const planned = allRequirements(
      planOf(
        [
          '5 Requirements for the lockers',
          '',
          'The lockers offered comply with EN 14073 and carry a load of 80 kg per shelf.',
          'The lockers have a ventilated door on every compartment.',
          'EN 14073 also describes office storage for other uses.',
          'A bid that fails one of these requirements will not be evaluated further.',
        ].join('\n'),
        [...quality.en],
        'en',
      ),
    ).join('\n');
    expect(planned).toMatch(/comply with EN 14073/);
    expect(planned).toMatch(/ventilated door/);
    expect(planned).not.toMatch(/not be evaluated|office storage/);
  });

  it('nl: wat de aangeboden kluisjes moeten zijn is een eis, een beschreven norm of het lot van de offerte niet', () => {
    const planned = allRequirements(
      planOf(
        [
          '5 Eisen aan de kluisjes',
          '',
          'De aangeboden kluisjes voldoen aan EN 14073 en dragen 80 kg per plank.',
          'De kluisjes hebben een geventileerde deur per vak.',
          'EN 14073 beschrijft ook kantoorkasten voor ander gebruik.',
          'Voldoet uw offerte niet aan een van deze eisen, dan wordt uw offerte niet verder beoordeeld.',
        ].join('\n'),
        kwaliteit,
        'nl',
      ),
    ).join('\n');
    expect(planned).toMatch(/voldoen aan EN 14073/);
    expect(planned).toMatch(/geventileerde deur/);
    expect(planned).not.toMatch(/niet verder beoordeeld|kantoorkasten/);
  });
});

describe('the chapter that is only the contract states demands on the work', () => {
  it('en: the service under "The contract" is planned, the bidder after a condition too', () => {
    const planned = allRequirements(
      planOf(
        [
          '4 The contract',
          '',
          '4.1 Service',
          '',
          'The supplier services each locker bank once a year and oils every lock.',
          'If a lock jams, the supplier is on site within one working day.',
        ].join('\n'),
        [...quality.en],
        'en',
      ),
    ).join('\n');
    expect(planned).toMatch(/services each locker bank/);
    expect(planned).toMatch(/on site within one working day/);
  });

  it('nl: het onderhoud onder "De opdracht" wordt gepland, ook de leverancier na een voorwaarde', () => {
    const planned = allRequirements(
      planOf(
        [
          '4 De opdracht',
          '',
          '4.1 Onderhoud',
          '',
          'De leverancier onderhoudt elke kluizenwand eenmaal per jaar en smeert elk slot.',
          'Bij een vastgelopen slot is de leverancier binnen één werkdag ter plaatse.',
        ].join('\n'),
        kwaliteit,
        'nl',
      ),
    ).join('\n');
    expect(planned).toMatch(/onderhoudt elke kluizenwand/);
    expect(planned).toMatch(/binnen één werkdag ter plaatse/);
  });
});

describe('what the bidder puts with its bid, addressed to it, is a demand', () => {
  it('en: "With your bid, you enclose …" is planned', () => {
    const planned = allRequirements(
      planOf(
        [
          '5 Exclusion and suitability',
          '',
          '5.1 Declaration',
          '',
          'With your bid, you enclose the completed and signed supplier declaration (annex C).',
        ].join('\n'),
        [...quality.en],
        'en',
      ),
    ).join('\n');
    expect(planned).toMatch(/you enclose the completed and signed supplier declaration/);
  });

  it('nl: "Bij uw offerte voegt u …" wordt gepland', () => {
    const planned = allRequirements(
      planOf(
        [
          '5 Uitsluiting en geschiktheid',
          '',
          '5.1 Verklaring',
          '',
          'Bij uw offerte voegt u de ingevulde en ondertekende leveranciersverklaring (bijlage C).',
        ].join('\n'),
        kwaliteit,
        'nl',
      ),
    ).join('\n');
    expect(planned).toMatch(/voegt u de ingevulde en ondertekende leveranciersverklaring/);
  });
});
