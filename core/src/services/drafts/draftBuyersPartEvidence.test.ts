/**
 * Evidence classes found on the eighteenth draft-coverage set (issue 19, item 2), each in both
 * languages with wording written for these tests:
 * - what the buyer does (paying, receiving the goods at its address) is no demand a company
 *   passage answers: a gap, never 'met' by a passage that shares 'delivery' or 'days';
 * - the price named as the tender sum ('Inschrijvingssom', 'Tender sum') is only the price;
 * - a reference's contract value and completion date say the sum and the past work a demand on
 *   experience asks for, and a fall stated by its figures is a reduction;
 * - works in a town and what they cause (nuisance, vibration, noise, traffic) are said in the
 *   other language.
 */
import { describe, expect, it } from 'vitest';
import { withPhrases } from './draftPhrases';
import { isTheBuyersPart, namesOnlyThePrice } from './draftSubjectless';
import { quoted } from './draftTestWorld';

const NL_OTHERS = [
  'Beschrijf hoe u de bouwplaats inricht en beveiligt.',
  'Geef aan hoe u de planning bewaakt en bijstuurt.',
  'Beschrijf uw keuze van materieel voor het heiwerk.',
];
const EN_OTHERS = [
  'Describe how you set up and secure the site.',
  'State how you monitor and adjust the programme.',
  'Describe your choice of plant for the piling.',
];

describe('what the buyer does is no demand on the bid', () => {
  it.each([
    '7.3 Payment shall be made within 45 days of the approved invoice.',
    'Invoices will be paid within thirty days of receipt.',
    'The Employer shall pay the contractor monthly in arrears.',
    'Delivery shall be to the Regional Medical Stores, Harbour Road.',
    'Betaling geschiedt binnen 30 dagen na goedkeuring van de factuur.',
    'Facturen worden binnen dertig dagen betaald.',
    'De opdrachtgever betaalt in maandelijkse termijnen.',
    'Levering vindt plaats op het centrale magazijn te Almere.',
  ])('%s', (text) => {
    expect(isTheBuyersPart(text)).toBe(true);
  });

  it.each([
    'The supplier shall deliver within 60 days of the order.',
    'Delivery shall be made within 90 days of contract signature.',
    'Delivery shall be to the satisfaction of the engineer.',
    'De opdrachtnemer levert binnen zes weken na de opdracht.',
    'Payment terms: describe the discount you offer for early payment.',
  ])('not: %s', (text) => {
    expect(isTheBuyersPart(text)).toBe(false);
  });

  it.each([
    [
      'Payment shall be made within 60 days of delivery and acceptance of each unit.',
      'Our mobile vans reach each unit within 60 days of delivery for its first service.',
      EN_OTHERS,
    ],
    [
      'Betaling geschiedt binnen 60 dagen na levering en acceptatie van elk voertuig.',
      'Elk voertuig krijgt binnen 60 dagen na levering een eerste onderhoudsbeurt.',
      NL_OTHERS,
    ],
  ])('%s: a passage on its words is no answer', async (requirement, passage, others) => {
    expect(await quoted([requirement, ...others], passage)).toEqual([]);
  });
});

describe('the price named as the tender sum is only the price', () => {
  it.each(['Inschrijvingssom', 'Aanneemsom', 'Tender sum', 'The contract sum (incl. VAT)'])(
    '%s',
    (name) => {
      expect(namesOnlyThePrice(name)).toBe(true);
    },
  );

  it('not a demand about a sum', () => {
    expect(namesOnlyThePrice('Inschrijvingssom per perceel van ten minste € 50.000')).toBe(false);
  });

  it('nl: a bank letter on guarantees is no answer to it', async () => {
    const passage = 'Wij geven op verzoek inschrijvingsgaranties af tot € 500.000.';
    expect(await quoted(['Inschrijvingssom', ...NL_OTHERS], passage)).toEqual([]);
  });
});

describe("a reference's value and completion say the sum and the past work", () => {
  it.each([
    ['Contractwaarde: € 2,4 mln. Oplevering: mei 2023.', /aanneemsom.*uitgevoerd/],
    ['Contract value: GBP 1.8 million. Completed: June 2022.', /aanneemsom.*completed/],
  ])('%s', (sentence, says) => {
    expect(withPhrases(sentence)).toMatch(says);
  });

  it('a value alone, undated, says no past work', () => {
    expect(withPhrases('Verzekerd bedrag per werk: tot € 10.000.000 (aanneemsom).')).not.toMatch(
      /uitgevoerd/,
    );
  });

  it('nl: the reference answers a demand on past works with their sum, not the insurance', async () => {
    const requirement =
      'Minimaal twee uitgevoerde werken aan steigers of kademuren, elk met een aanneemsom van ten minste € 1.000.000';
    const insurance = 'Verzekerd bedrag per werk: tot € 8.000.000 (aanneemsom).';
    const reference = [
      'Opdrachtgever: Havenbedrijf Noord. Contractwaarde: € 1,9 mln. Oplevering: juni 2022.',
      'De oude kademuur kreeg een nieuwe stalen damwand.',
    ].join(' ');
    expect(await quoted([requirement, ...NL_OTHERS], insurance)).toEqual([]);
    expect((await quoted([requirement, ...NL_OTHERS], reference)).join(' ')).toMatch(
      /Contractwaarde/,
    );
  });
});

describe('a fall stated by its figures is a reduction', () => {
  it.each([
    [
      'Onze CO2-uitstoot daalde van 2.100 naar 1.700 ton.',
      'Duurzaamheid en CO2-reductie',
      NL_OTHERS,
    ],
    [
      'Our fleet emissions fell from 420 t to 310 t in two years.',
      'Reduction of emissions',
      EN_OTHERS,
    ],
  ])('%s', async (passage, requirement, others) => {
    expect((await quoted([requirement, ...others], passage)).length).toBeGreaterThan(0);
  });

  it('a move from a place is no reduction', () => {
    expect(withPhrases('The office moved in 2021 from Leeds.')).not.toMatch(/reduction/);
  });
});

describe('works in a town and what they cause, in the other language', () => {
  it('nl: an English nuisance procedure answers a Dutch nuisance criterion', async () => {
    const passage =
      'We place vibration sensors on nearby buildings and keep noisy work and traffic to weekday hours, so nuisance stays low.';
    const found = await quoted(
      ['Beperking van hinder (geluid, trillingen, verkeer)', ...NL_OTHERS],
      passage,
    );
    expect(found.join(' ')).toMatch(/vibration sensors/);
  });
});
