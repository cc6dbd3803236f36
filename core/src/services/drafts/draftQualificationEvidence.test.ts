/**
 * Evidence classes found on the sixth draft-coverage set (issue 19, item 2), each in both languages
 * with wording written for these tests:
 * - a qualification demand's frame (who shows it and when, that it is held, the threshold, count
 *   and window, an equivalent being accepted, the bid's scope, VAT, a category label) is not what
 *   the company's evidence says: the sentence that states the certificate, the turnover or the
 *   statement answers it;
 * - the fact sheet's turnover is a year's turnover, said as the annual turnover such a demand asks;
 * - a run-in heading ('Social return.') goes with the sentence it opens.
 */
import { describe, expect, it } from 'vitest';
import type { CompanyFactSheet } from '../../model/factSheet';
import { factPassages } from './draftEvidence';
import { evidenceFinder } from './draftEvidenceFinder';
import { requirementSubject } from './draftRequirementSubject';
import { quoted, retrieverOf } from './draftTestWorld';

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

describe("a qualification demand is answered by what the company holds, not by the demand's frame", () => {
  it.each([
    [
      'Bidders must hold a current ISO 22301 certificate, or equivalent, for the services offered.',
      'Our continuity management is certified to ISO 22301 by BSI until March 2028.',
      EN_OTHERS,
    ],
    [
      'Bedrijfscontinuïteit: de Inschrijver beschikt over een geldig ISO 22301-certificaat, of een gelijkwaardig bewijsmiddel, voor de dienstverlening waarop wordt ingeschreven.',
      'Ons continuïteitsbeheer is door BSI gecertificeerd volgens ISO 22301, tot maart 2028.',
      NL_OTHERS,
    ],
    [
      'On request, the winning bidder submits within five working days a statement of good conduct that is no older than six months.',
      'Our statement of good conduct was issued by the ministry on 3 February 2026.',
      EN_OTHERS,
    ],
    [
      'Op verzoek legt de voorlopig winnende Inschrijver binnen vijf werkdagen een verklaring omtrent het gedrag over die niet ouder is dan zes maanden.',
      'Onze verklaring omtrent het gedrag is op 3 februari 2026 door Justis afgegeven.',
      NL_OTHERS,
    ],
    // A verb with its particle ('aanbesteden') is no compound of 'aan' and 'besteden'.
    [
      'Op verzoek legt de voorlopig winnende Inschrijver een Gedragsverklaring Aanbesteden over.',
      'Justis heeft ons op 3 februari 2026 een Gedragsverklaring Aanbesteden afgegeven.',
      NL_OTHERS,
    ],
  ])('%s', async (requirement, passage, others) => {
    expect(await quoted([requirement, ...others], passage)).toEqual([passage]);
  });
});

describe("the fact sheet's turnover answers a demand for an annual turnover", () => {
  const sheet = {
    certificates: [],
    referenceProjects: [],
    keyPeople: [],
    turnover: [
      {
        amount: 8_300_000,
        currency: 'EUR',
        year: 2025,
        citation: {
          chunkId: 'c',
          documentId: 'd',
          documentName: 'Jaarverslag.pdf',
          page: 2,
          quote: 'De omzet over boekjaar 2025 bedroeg EUR 8,3 miljoen.',
        },
      },
    ],
    headcount: [],
  } as unknown as CompanyFactSheet;
  const found = async (requirement: string, others: string[], language: 'en' | 'nl') => {
    const section = await evidenceFinder({
      tender: [],
      retriever: retrieverOf('We employ 40 people in two offices.', 'Profiel.pdf'),
      companyId: 'c1',
      knowledgeBaseIds: ['kb1'],
      factPassages: factPassages([{ knowledgeBaseId: 'kb1', sheet }], language, '2026-11-25'),
      projectName: 'p',
      requirementTexts: [requirement, ...others],
    })({
      id: 's1',
      kind: 'criterion',
      heading: 'Qualification',
      criterionId: null,
      weight: null,
      targetWords: 100,
      requirements: [{ id: 'r1', text: requirement, documentName: null, page: null }],
    });
    return section.requirements![0]!.passages.map((p) => p.quote ?? p.text);
  };

  it('en', async () => {
    expect(
      await found(
        'Bidders must have achieved a minimum annual turnover in the field of the contract of £3 million in each of the last two financial years.',
        EN_OTHERS,
        'en',
      ),
    ).toEqual(['De omzet over boekjaar 2025 bedroeg EUR 8,3 miljoen.']);
  });

  it('nl', async () => {
    expect(
      await found(
        'Financiële draagkracht: de Inschrijver heeft in elk van de laatste twee boekjaren een jaaromzet in de categorie van de opdracht behaald van ten minste EUR 3.000.000 (exclusief btw).',
        NL_OTHERS,
        'nl',
      ),
    ).toEqual(['De omzet over boekjaar 2025 bedroeg EUR 8,3 miljoen.']);
  });
});

describe('a run-in heading goes with the sentence it opens', () => {
  it('en', async () => {
    const said = await quoted(
      ['Innovation and roadmap', ...EN_OTHERS],
      'Security. We test every release.\n\nRoadmap and innovation. Twice a year our user groups set the priorities of the backlog.',
    );
    expect(said.join(' ')).toContain('Twice a year our user groups set the priorities');
  });

  it('nl', async () => {
    const said = await quoted(
      ['Duurzaamheid en social return', ...NL_OTHERS],
      'Beveiliging. Wij testen elke release.\n\nSocial return. Bij elke opdracht besteden wij 5% van de waarde aan werk voor mensen met een afstand tot de arbeidsmarkt.',
    );
    expect(said.join(' ')).toContain('Bij elke opdracht besteden wij 5%');
  });
});

describe("a demand to meet another document's requirements is a gap, never 'met' by a passage", () => {
  it.each([
    [
      'Describe how your solution meets each requirement of the Specification.',
      'Our solution meets the requirements of the specification our clients set: we fix every root cause.',
      EN_OTHERS,
    ],
    [
      'Toon aan dat je oplossing voldoet aan alle eisen uit het Programma van Eisen.',
      'Onze oplossing voldoet aan alle eisen uit het programma van eisen van de klant: we lossen elke oorzaak op.',
      NL_OTHERS,
    ],
  ])('%s', async (requirement, passage, others) => {
    expect(await quoted([requirement, ...others], passage)).toEqual([]);
  });
});

/**
 * The instruction to provide something ('Provide a plan …', 'Lever een plan …') and the count of
 * the buyer's own things ('from the three archive systems', 'uit de drie archiefsystemen') are
 * not what the company's evidence says: a sentence that shares them with a plan on something else
 * does not answer the demand.
 */
describe("a demand's instruction and the buyer's own count are not its subject", () => {
  it('en: the words it is measured by', () => {
    const subject = requirementSubject(
      'Provide an implementation plan from contract start to go-live, covering data migration from the three archive systems.',
    );
    expect(subject).not.toMatch(/\b(?:provide|three)\b/i);
    expect(subject).toMatch(/implementation plan .* archive systems/);
  });

  it('nl: a plan for something else with the same count does not answer it', async () => {
    const requirement =
      'Lever een implementatieplan van de start van de opdracht tot de ingebruikname, met de migratie van gegevens uit de drie archiefsystemen.';
    expect(requirementSubject(requirement)).not.toMatch(/\b(?:lever|drie)\b/i);
    expect(
      await quoted(
        [requirement, ...NL_OTHERS],
        'Wij starten elke overname met een onderzoek van drie weken: we inventariseren de gegevens en maken een plan voor de kennisoverdracht met de klant.',
      ),
    ).toEqual([]);
  });
});
