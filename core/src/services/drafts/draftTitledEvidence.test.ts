/**
 * Evidence classes found on the thirteenth draft-coverage set (issue 19, item 2), each in both
 * languages with wording written for these tests:
 * - a CV known by its title ('Curriculum vitae - Mia Hart, Site Lead', 'CV Daan de Wit -
 *   uitvoerder') answers a demand about people only, whatever its lines say;
 * - a document titled by a company's name and what it is ('Harbour Group - company profile') is
 *   no person's role line: the profile answers a demand on the company's registration;
 * - the price criterion with its explanation ('Tendered price (rates applied to the estimated
 *   quantities)') is only the price: a gap, never a passage;
 * - a chapter's lead-in to the demands listed under it ('Suppliers must satisfy all of the
 *   conditions set out below') names nothing to show: a gap, never met by a passage;
 * - a turnover threshold put as 'As a minimum, … an average annual turnover' is answered by the
 *   turnover the company states per year ('Turnover 2024': an annual turnover).
 */
import { describe, expect, it } from 'vitest';
import { isAboutPeople } from './draftPeoplePassages';
import { requirementSubject } from './draftRequirementSubject';
import { namesOnlyThePrice, pointsElsewhere } from './draftSubjectless';
import { quoted } from './draftTestWorld';

const EN_OTHERS = [
  'Describe how you will plan the works by street and season.',
  'Set out how you will report on progress each month.',
  'Describe your approach to complaints from residents.',
];
const NL_OTHERS = [
  'Beschrijf hoe u de werkzaamheden per straat en seizoen plant.',
  'Geef aan hoe u elke maand over de voortgang rapporteert.',
  'Beschrijf hoe u met klachten van bewoners omgaat.',
];

const EN_CV = [
  'Curriculum vitae - Mia Hart, Site Lead, Harbour Roofing',
  'Fifteen years on roofing sites; leads two crews on school contracts.',
  'Runs the daily site safety briefing and the traffic control plan at each school gate.',
].join('\n');
const NL_CV = [
  'CV Daan de Wit - uitvoerder Veldkamp Daken',
  'Twaalf jaar ervaring als uitvoerder op daken van scholen; leidt twee ploegen.',
  'Houdt elke ochtend de veiligheidsbriefing en regelt de verkeersmaatregelen bij de schoolpoort.',
].join('\n');

describe('a CV known by its title answers a demand about people only', () => {
  it('reads the title as a CV', () => {
    expect(isAboutPeople(EN_CV)).toBe(true);
    expect(isAboutPeople(NL_CV)).toBe(true);
    expect(isAboutPeople('CV pool and staffing\nWe keep our CVs up to date each year.')).toBe(
      false,
    );
  });

  it.each([
    ['Site safety and traffic control at the school gate', EN_CV, EN_OTHERS],
    ['Veiligheidsbriefing en verkeersmaatregelen bij de schoolpoort', NL_CV, NL_OTHERS],
  ])('%s: a gap, not the CV', async (requirement, passage, others) => {
    expect(await quoted([requirement, ...others], passage)).toEqual([]);
  });

  it.each([
    ['Key staff: describe the experience of your site lead.', EN_CV, EN_OTHERS],
    ['Sleutelpersonen: beschrijf de ervaring van uw uitvoerder.', NL_CV, NL_OTHERS],
  ])('%s: the CV answers', async (requirement, passage, others) => {
    expect((await quoted([requirement, ...others], passage)).length).toBeGreaterThan(0);
  });
});

describe("a company's document titled by its name is no person's role line", () => {
  const EN_PROFILE = [
    'Harbour Group - company profile 2026',
    'Harbour Roofing Pty Ltd replaces and repairs roofs of schools in three regions.',
    'ABN 12 345 678 901, registered for GST since March 2015.',
  ].join('\n');
  const NL_PROFILE = [
    'Veldkamp Groep - bedrijfsprofiel 2026',
    'Veldkamp Daken B.V. vernieuwt en herstelt daken van scholen in drie provincies.',
    'Ingeschreven in het Handelsregister onder KvK-nummer 12345678, met dakdekken als hoofdactiviteit.',
  ].join('\n');

  it('reads the profile as no passage about people', () => {
    expect(isAboutPeople(EN_PROFILE)).toBe(false);
    expect(isAboutPeople(NL_PROFILE)).toBe(false);
  });

  it.each([
    [
      'The tenderer holds a current Australian Business Number (ABN) and is registered for GST.',
      EN_PROFILE,
      EN_OTHERS,
      /ABN 12 345/,
    ],
    [
      'De inschrijver staat ingeschreven in het Handelsregister met dakdekken als activiteit.',
      NL_PROFILE,
      NL_OTHERS,
      /KvK-nummer/,
    ],
  ])('%s: the profile answers', async (requirement, passage, others, said) => {
    expect((await quoted([requirement, ...others], passage)).join(' ')).toMatch(said);
  });
});

describe('the price criterion with its explanation is only the price', () => {
  it.each([
    'Tendered price (rates applied to the estimated quantities)',
    'Offered price (lump sum for both lots)',
    'Aangeboden prijs (tarieven maal de geraamde hoeveelheden)',
  ])('%s', (text) => {
    expect(namesOnlyThePrice(text)).toBe(true);
  });

  it.each(['Tendered approach to the works', 'Prijsvorming van meerwerk en de werkwijze'])(
    '%s: more than the price',
    (text) => {
      expect(namesOnlyThePrice(text)).toBe(false);
    },
  );
});

describe("a turnover threshold's frame is not what the evidence says", () => {
  it.each([
    [
      'As a minimum, tenderers must have an average annual turnover of $2 million or more.',
      /\bannual turnover\b/,
    ],
    [
      'Als minimum geldt een gemiddelde jaaromzet van ten minste € 1.000.000 over de laatste drie boekjaren.',
      /jaaromzet/,
    ],
  ])('%s', (text, left) => {
    const subject = requirementSubject(text);
    expect(subject).not.toMatch(/\b(?:minimum|average|gemiddelde)\b/i);
    expect(subject).toMatch(left);
  });

  it('en: the turnover stated per year answers', async () => {
    const passage = [
      'Figures',
      '| Company | Staff | Turnover 2024 | Turnover 2025 |',
      '| Harbour Roofing Pty Ltd | 41 | AUD 6.2 million | AUD 6.9 million |',
    ].join('\n');
    const found = await quoted(
      [
        'As a minimum, tenderers must have an average annual turnover of $2 million or more.',
        ...EN_OTHERS,
      ],
      passage,
    );
    expect(found.join(' ')).toMatch(/Turnover 2024/);
  });
});

describe('a lead-in to the demands listed below is a gap', () => {
  it.each([
    'Suppliers must satisfy all of the conditions set out below.',
    'Every tenderer shall meet each of the minimum requirements below.',
    'De gegadigde moet voldoen aan alle onderstaande eisen.',
    'De inschrijver voldoet aan elk van de hieronder genoemde criteria.',
  ])('%s', (text) => {
    expect(pointsElsewhere(text)).toBe(true);
  });

  it.each([
    'Describe how you meet the response times in the table below.',
    'Beschrijf hoe u de onderstaande reactietijden haalt.',
  ])('%s: a demand of its own', (text) => {
    expect(pointsElsewhere(text)).toBe(false);
  });
});
