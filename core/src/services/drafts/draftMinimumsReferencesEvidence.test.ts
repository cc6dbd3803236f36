/**
 * Evidence classes found on the sixteenth draft-coverage set (issue 19, item 2), each in both
 * languages with wording written for these tests:
 * - a passage whose every amount in the demand's currency is below the demand's minimum does not
 *   meet it (a lapsed insurance certificate with a lower limit tied with this year's);
 * - a demand for references is answered by a reference (a referee list, a reference statement, a
 *   record naming its client), never by a profile that only says what the company does;
 * - a yes-or-no assessment cell and a lettered section number ('D.3') are no words of the subject,
 *   nor is a demand's amount in any currency ('AUD 1.5 million');
 * - a company's revenue is its turnover, and a figure per fiscal year ('FY2025-26', 'years ending
 *   30 June') an annual one;
 * - pupils, disability, assistance and remote sites in the other language.
 */
import { describe, expect, it } from 'vitest';
import { fallsShort, minimumAmount } from './draftAmounts';
import { withPhrases } from './draftPhrases';
import { asksForReferences, isAReference } from './draftReferenceEvidence';
import { requirementSubject } from './draftRequirementSubject';
import { quoted } from './draftTestWorld';

const EN_OTHERS = [
  'Describe how you will plan the cleaning rounds across the estate.',
  'Set out how you will keep tenants informed about works.',
  'Explain how you will train new operatives.',
];
const NL_OTHERS = [
  'Beschrijf hoe u de schoonmaakrondes in de wijk plant.',
  'Geef aan hoe u huurders informeert over werkzaamheden.',
  'Licht toe hoe u nieuwe medewerkers opleidt.',
];

describe("a passage below the demand's minimum does not meet it", () => {
  it('reads the minimum and the amounts in both ways of writing figures', () => {
    expect(minimumAmount('Cover of at least $10,000,000 for each claim')).toEqual({
      currency: '$',
      value: 10_000_000,
    });
    expect(minimumAmount('een jaaromzet van minimaal EUR 1,5 mln')).toEqual({
      currency: 'EUR',
      value: 1_500_000,
    });
    expect(minimumAmount('Insurance of £5 million is held by the buyer')).toBeNull();
  });

  it('en: the lapsed certificate with a lower limit is not quoted', async () => {
    const demand = 'Employer liability insurance of at least $10,000,000 for each claim';
    expect(fallsShort(demand, 'Limit of indemnity: $2,000,000 for each claim.')).toBe(true);
    expect(fallsShort(demand, 'Limit of indemnity: $10,000,000 for each claim.')).toBe(false);
    // Another currency, or no amount, is left to the measure.
    expect(fallsShort(demand, 'Limit of indemnity: GBP 2,000,000 for each claim.')).toBe(false);
    expect(
      await quoted(
        [demand, ...EN_OTHERS],
        'Schedule of insurance\n\nCover: employer liability insurance for each claim.\nLimit of indemnity: $2,000,000 for each claim.',
      ),
    ).toEqual([]);
  });

  it('nl: een polis met een lager verzekerd bedrag telt niet', async () => {
    const demand =
      'De inschrijver heeft een aansprakelijkheidsverzekering van ten minste € 2.500.000 per aanspraak';
    expect(fallsShort(demand, 'Verzekerd bedrag: € 1.250.000 per aanspraak.')).toBe(true);
    expect(fallsShort(demand, 'Verzekerd bedrag: € 2.500.000 per aanspraak.')).toBe(false);
    expect(
      await quoted(
        [demand, ...NL_OTHERS],
        'Polisblad\n\nDekking: aansprakelijkheidsverzekering per aanspraak.\nVerzekerd bedrag: € 1.250.000 per aanspraak.',
      ),
    ).toEqual([]);
  });
});

describe('a demand for references is answered by a reference', () => {
  it.each([
    ['Tenderers must name two referees from clients for whom similar cleaning was done.', true],
    ['Provide three client references for contracts of a similar size.', true],
    ['De inschrijver toont dit aan met een referentieverklaring van de opdrachtgever.', true],
    ['Inschrijver levert twee referentieprojecten aan.', true],
    // Not a reference: a pointer, a document's name, a frame of reference.
    ['Quote the tender reference number on every page.', false],
    ['The work follows the terms of reference in Annex 2.', false],
    ['De inschrijver werkt volgens het referentiekader van de gemeente.', false],
  ])('%s', (text, asks) => {
    expect(asksForReferences(text)).toBe(asks);
  });

  it('en: the profile does not answer it, the referee list does', async () => {
    const demand =
      'Tenderers must name two referees from clients for whom similar estate cleaning services were delivered.';
    expect(
      await quoted(
        [demand, ...EN_OTHERS],
        'Who we are\n\nBrightway Cleaning Services delivers estate cleaning services for housing clients across the county.',
      ),
    ).toEqual([]);
    expect(isAReference('Referees for estate cleaning: 1. Housing manager, Eastvale Homes.')).toBe(
      true,
    );
    expect(isAReference('Client: Eastvale Homes | Term: 2023 to 2026')).toBe(true);
  });

  it('nl: het profiel beantwoordt haar niet', async () => {
    const demand =
      'De inschrijver heeft een vergelijkbare schoonmaakopdracht uitgevoerd en toont dit aan met een referentieverklaring.';
    expect(
      await quoted(
        [demand, ...NL_OTHERS],
        'Over ons\n\nGlansrijk Schoonmaak voert schoonmaakopdrachten uit voor woningcorporaties in de regio.',
      ),
    ).toEqual([]);
    expect(isAReference('Opdrachtgever: Woonstichting De Linde')).toBe(true);
  });
});

describe('what is no word of the subject', () => {
  it.each([
    [
      'CC4 The Tenderer holds a current waste carrier licence Yes / No',
      'a current waste carrier licence',
    ],
    ['G3 De inschrijver heeft een geldige erkenning Ja / Nee', 'een geldige erkenning'],
  ])('an assessment cell: %s', (requirement, subject) => {
    expect(requirementSubject(requirement)).toMatch(new RegExp(`${subject}$`));
  });

  it.each([
    ['D.3 Tenderers must name two referees from clients.', /^Tenderers must name/],
    [
      'C.2.1 De inschrijver beschikt over een erkenning.',
      /^De inschrijver beschikt|^een erkenning|^erkenning/i,
    ],
  ])('a lettered section number: %s', (requirement, subject) => {
    expect(requirementSubject(requirement)).toMatch(subject);
  });

  it.each([
    ['Tenderers must have a minimum annual turnover of AUD 1.5 million.', /1\.5|million/, 'AUD'],
    ['De inschrijver heeft een jaaromzet van ten minste XCG 2.000.000.', /2\.000\.000/, 'XCG'],
  ])('an amount in any currency: %s', (requirement, figure, currency) => {
    // The figure is the demand's bound; its currency says the evidence states a sum in it.
    expect(requirementSubject(requirement)).not.toMatch(figure);
    expect(requirementSubject(requirement)).toContain(currency);
  });
});

describe("revenue is turnover, a fiscal year's figure annual", () => {
  it('en', () => {
    expect(withPhrases('Revenue from audited accounts:')).toMatch(/turnover/);
    expect(withPhrases('Registered with the Revenue Commissioners.')).not.toMatch(/turnover/);
    expect(withPhrases('Brightway Ltd (years ending 31 March): FY2025-26 GBP 2,400,000.')).toMatch(
      /annual/,
    );
  });

  it('nl', () => {
    expect(withPhrases('Revenue per calendar year: 2025 EUR 1,900,000.')).toMatch(/omzet/);
    expect(withPhrases('Glansrijk B.V.: FY2025 EUR 1.900.000.')).toMatch(/jaarlijks/);
  });
});

describe('carrying people who need help, and remote sites, in the other language', () => {
  it('nl: an English guideline answers the Dutch demand', async () => {
    const line = 'Our drivers assist pupils with a disability from the door to their seat.';
    expect(
      await quoted(
        ['Begeleiding van leerlingen met een beperking', ...NL_OTHERS],
        `Passenger guideline\n\n${line}`,
      ),
    ).toContain(line);
  });

  it('en: a Dutch report answers the English demand', async () => {
    const line = 'Onze ploegen werken vaak op afgelegen locaties zonder werkplaats.';
    expect(
      await quoted(['Experience at remote locations', ...EN_OTHERS], `Jaarverslag\n\n${line}`),
    ).toContain(line);
  });
});
