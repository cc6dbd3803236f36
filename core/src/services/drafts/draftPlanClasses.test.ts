/**
 * The plan's known gaps, fixed by class (issue 19, item 1), each in both languages with wording
 * written for these tests: demands stated outside the award criteria (a programme of
 * requirements, minimum requirements) planned under the criterion they belong to; a table that
 * marks each row Eis/Wens, K.O./Gunning or Must/Should; sub-criteria numbered or lettered under
 * their criterion's heading; and the procedure's own rules (how to submit, questions,
 * confidentiality) never planned as something the company must answer.
 */
import { describe, expect, it } from 'vitest';
import type { AwardCriterionFact } from '../../model/documentFacts';
import { planDraft } from './draftPlanTender';
import type { TenderPassage } from './draftSources';

let seq = 0;
const passage = (text: string, options: { role?: string; page?: number } = {}) =>
  ({
    id: `t${++seq}`,
    text,
    role: options.role ?? 'main_tender',
    heading: null,
    origin: {
      source: 'tender',
      documentId: 'd1',
      documentName: 'Leidraad.pdf',
      knowledgeBaseId: null,
      page: options.page ?? 1,
    },
  }) satisfies TenderPassage;

const criterion = (name: string, weight: number | null = null): AwardCriterionFact => ({
  value: { name, weight, points: null, parent: null },
  page: 9,
  quote: name,
});

const plan = (text: string, criteria: AwardCriterionFact[], language: 'en' | 'nl') =>
  planDraft({ confirmed: [], extracted: criteria, tender: [passage(text)], limits: [], language });
const bySection = (p: ReturnType<typeof plan>) =>
  p.sections.map((s) => [s.heading, (s.requirements ?? []).map((r) => r.text)]);

describe('demands stated outside the award criteria go to the criterion they belong to', () => {
  it('a programme of requirements (nl): by the words it shares, else the approach; never the price', () => {
    const p = plan(
      [
        '2 Gunningscriteria',
        '',
        'Plan van aanpak (50%)',
        'Beschrijf hoe je de overgang naar het nieuwe systeem begeleidt.',
        '',
        'Duurzaamheid (10%)',
        'Beschrijf hoe je de uitstoot van je dienstverlening beperkt.',
        '',
        'Prijs (40%)',
        '',
        '3 Programma van Eisen',
        '',
        'De opdrachtnemer levert een portaal waarin bewoners hun afspraken inzien.',
        'De opdrachtnemer rijdt bij onderhoud op locatie alleen elektrisch om uitstoot te vermijden.',
        '',
        '7 Facturering',
        '',
        'De opdrachtnemer moet elke maand factureren op basis van de werkelijke uren.',
      ].join('\n'),
      [criterion('Plan van aanpak', 50), criterion('Duurzaamheid', 10), criterion('Prijs', 40)],
      'nl',
    );
    expect(bySection(p)).toEqual([
      [
        'Plan van aanpak',
        [
          'Beschrijf hoe je de overgang naar het nieuwe systeem begeleidt.',
          'De opdrachtnemer levert een portaal waarin bewoners hun afspraken inzien.',
        ],
      ],
      [
        'Duurzaamheid',
        [
          'Beschrijf hoe je de uitstoot van je dienstverlening beperkt.',
          'De opdrachtnemer rijdt bij onderhoud op locatie alleen elektrisch om uitstoot te vermijden.',
        ],
      ],
      // The price section keeps its own name as its only requirement: no demand on the work.
      ['Prijs', ['Prijs']],
    ]);
  });

  it('criteria entered by hand over a programme of requirements keep their own name first (nl, en)', () => {
    // The tender states nothing under the criteria the bid manager typed in: each criterion is
    // itself a demand (describe the approach), and the programme's demands follow it.
    const handTyped = (description: string, weight: number) => ({
      id: description,
      description,
      weight,
    });
    const programme = (language: 'en' | 'nl', lines: string[], names: [string, string]) =>
      planDraft({
        confirmed: [handTyped(names[0], 60), handTyped(names[1], 40)],
        extracted: [],
        tender: [passage(lines.join('\n'))],
        limits: [],
        language,
      });
    const nl = programme(
      'nl',
      [
        '1 Programma van Eisen',
        '',
        'De applicatie moet zonder account te gebruiken zijn.',
        'De leverancier moet elke maand een beveiligingsrapportage opleveren.',
      ],
      ['Plan van aanpak', 'Informatiebeveiliging'],
    );
    const en = programme(
      'en',
      [
        '1 Statement of requirements',
        '',
        'The application must work without an account.',
        'The supplier must deliver a monthly security report.',
      ],
      ['Approach', 'Information security'],
    );
    for (const p of [nl, en]) {
      const sections = p.sections.map((s) => ({
        heading: s.heading,
        requirements: (s.requirements ?? []).map((r) => r.text),
      }));
      for (const s of sections) expect(s.requirements[0]).toBe(s.heading);
      // …and the programme's two demands are planned too, after the names.
      expect(sections.flatMap((s) => s.requirements.slice(1))).toHaveLength(2);
    }
  });

  it('minimum requirements and a statement of work (en), not the contract’s invoicing clause', () => {
    const p = plan(
      [
        '4 Minimum requirements',
        '',
        'The supplier must host all case data in data centres within the United Kingdom.',
        '',
        '5 Statement of Work',
        '',
        'The contractor shall train forty case workers before the service goes live.',
        '',
        '8 Invoicing',
        '',
        'The contractor shall send its invoices to the accounts payable team each month.',
      ].join('\n'),
      [criterion('Technical approach'), criterion('Price')],
      'en',
    );
    expect(bySection(p)).toEqual([
      [
        'Technical approach',
        [
          // The criterion itself first: the tender states nothing under it.
          'Technical approach',
          'The supplier must host all case data in data centres within the United Kingdom.',
          'The contractor shall train forty case workers before the service goes live.',
        ],
      ],
      ['Price', ['Price']],
    ]);
  });
});

describe('the qualification part: a section of its own, never the work’s', () => {
  it('minimum standards under economic and technical headings (en), with little length', () => {
    const p = plan(
      [
        '3 Award criteria',
        '',
        'Service plan (70%)',
        'The tenderer should describe how it schedules inspections of the bridges.',
        '',
        'Price (30%)',
        '',
        '4 Qualification criteria',
        '',
        '4.1 Economic and financial standing',
        '',
        'Tenderers must hold employer’s liability cover of at least two million euro.',
        '',
        '4.2 Technical and professional ability',
        '',
        'Tenderers must demonstrate two bridge inspection contracts delivered since 2021.',
      ].join('\n'),
      [criterion('Service plan', 70), criterion('Price', 30)],
      'en',
    );
    expect(bySection(p)).toEqual([
      [
        'Service plan',
        ['The tenderer should describe how it schedules inspections of the bridges.'],
      ],
      ['Price', ['Price']],
      [
        'Qualification',
        [
          'Tenderers must hold employer’s liability cover of at least two million euro.',
          'Tenderers must demonstrate two bridge inspection contracts delivered since 2021.',
        ],
      ],
    ]);
    const qualification = p.sections.at(-1)!;
    // Not scored: a sentence or two per demand, not a share of the bid's length.
    expect(qualification.weight).toBeNull();
    expect(qualification.targetWords).toBeLessThan(p.sections[0]!.targetWords);
  });

  it('geschiktheidseisen (nl) are not planned under the plan van aanpak', () => {
    const p = plan(
      [
        '4 Gunningscriteria',
        '',
        'Plan van aanpak (60%)',
        'Beschrijf hoe je de gemalen in de winter bereikbaar houdt.',
        '',
        'Prijs (40%)',
        '',
        '5 Geschiktheidseisen',
        '',
        'De inschrijver beschikt over een geldig VCA-certificaat.',
        'De inschrijver heeft ten minste drie vergelijkbare opdrachten voor gemalen uitgevoerd.',
      ].join('\n'),
      [criterion('Plan van aanpak', 60), criterion('Prijs', 40)],
      'nl',
    );
    expect(bySection(p)).toEqual([
      ['Plan van aanpak', ['Beschrijf hoe je de gemalen in de winter bereikbaar houdt.']],
      ['Prijs', ['Prijs']],
      [
        'Geschiktheid',
        [
          'De inschrijver beschikt over een geldig VCA-certificaat.',
          'De inschrijver heeft ten minste drie vergelijkbare opdrachten voor gemalen uitgevoerd.',
        ],
      ],
    ]);
  });
});

describe('a qualification list without verbs', () => {
  it('its bullets are demands (en, nl)', () => {
    const en = plan(
      [
        '2 Award criteria',
        '',
        'Gritting plan (100%)',
        'The tenderer should describe its gritting routes.',
        '',
        '3 Qualification',
        '',
        '3.1 Economic and financial standing',
        '',
        '• Employer’s liability cover of at least €13 million per claim.',
        '• A minimum yearly turnover of €500,000 in each of the last two years.',
      ].join('\n'),
      [criterion('Gritting plan', 100)],
      'en',
    );
    expect(bySection(en).at(-1)).toEqual([
      'Qualification',
      [
        'Employer’s liability cover of at least €13 million per claim.',
        'A minimum yearly turnover of €500,000 in each of the last two years.',
      ],
    ]);
    const nl = plan(
      [
        '2 Gunningscriteria',
        '',
        'Plan van aanpak (100%)',
        'Beschrijf hoe je de gemalen onderhoudt.',
        '',
        '3 Geschiktheidseisen',
        '',
        '• Een beroepsaansprakelijkheidsverzekering van minimaal € 2 miljoen per aanspraak.',
        '• Een gemiddelde jaaromzet van minimaal € 400.000 over de laatste drie jaar.',
      ].join('\n'),
      [criterion('Plan van aanpak', 100)],
      'nl',
    );
    expect(bySection(nl).at(-1)).toEqual([
      'Geschiktheid',
      [
        'Een beroepsaansprakelijkheidsverzekering van minimaal € 2 miljoen per aanspraak.',
        'Een gemiddelde jaaromzet van minimaal € 400.000 over de laatste drie jaar.',
      ],
    ]);
  });
});

describe('a qualification part whose title is not a heading', () => {
  const sectionsOf = (lines: string[], names: string[], language: 'en' | 'nl') =>
    bySection(
      plan(
        lines.join('\n'),
        names.map((n) => criterion(n, 100 / names.length)),
        language,
      ),
    ).at(-1);

  it('takes the part’s other numbered sections with it (en)', () => {
    expect(
      sectionsOf(
        [
          'Chapter 3 Selection',
          '',
          '3.1 Exclusion grounds',
          '',
          'Tenderers must declare that no exclusion ground applies to them.',
          '',
          '3.2 Technical and professional ability',
          '',
          'Tenderers must show two contracts for gritting rural roads since 2022.',
          '',
          '3.3 Tax affairs',
          '',
          'The winning tenderer must hold a valid certificate of tax compliance.',
        ],
        ['Gritting plan'],
        'en',
      ),
    ).toEqual([
      'Qualification',
      [
        'Tenderers must declare that no exclusion ground applies to them.',
        'Tenderers must show two contracts for gritting rural roads since 2022.',
        'The winning tenderer must hold a valid certificate of tax compliance.',
      ],
    ]);
  });

  it('but not a part where one section of several is about suitability (nl)', () => {
    expect(
      sectionsOf(
        [
          'Hoofdstuk 2 Indienen',
          '',
          '2.1 Wijze van indienen',
          '',
          'De inschrijver moet alle bijlagen als pdf bijvoegen bij de inschrijving.',
          '',
          '2.2 Taal',
          '',
          'De inschrijver moet het plan van aanpak in het Nederlands schrijven.',
          '',
          '2.3 Geschiktheid',
          '',
          'De inschrijver moet een geldig VCA-certificaat hebben.',
        ],
        ['Plan van aanpak'],
        'nl',
      ),
    ).toEqual(['Geschiktheid', ['De inschrijver moet een geldig VCA-certificaat hebben.']]);
  });
});

describe('a nested criteria table read as a flat list', () => {
  it('the quality group dropped, sub-criteria under their criterion, rows not demands (nl)', () => {
    const p = plan(
      [
        '6 Gunning',
        '',
        'Code Criterium Weging',
        'P Prijs 30%',
        'Kwaliteit 70%',
        'Q1 Werkwijze bij storingen 45%',
        'Q1a - Bereikbaarheid van de storingsdienst 25%',
        'Q1b - Herstel binnen de afgesproken tijd 20%',
        'Q2 Opleiding van het personeel 25%',
      ].join('\n\n'),
      [
        criterion('Prijs', 30),
        criterion('Kwaliteit', 70),
        criterion('Werkwijze bij storingen', 45),
        criterion('Q1a - Bereikbaarheid van de storingsdienst', 25),
        criterion('Q1b - Herstel binnen de afgesproken tijd', 20),
        criterion('Opleiding van het personeel', 25),
      ],
      'nl',
    );
    expect(bySection(p)).toEqual([
      ['Prijs', ['Prijs']],
      [
        'Werkwijze bij storingen',
        ['Bereikbaarheid van de storingsdienst', 'Herstel binnen de afgesproken tijd'],
      ],
      ['Opleiding van het personeel', ['Opleiding van het personeel']],
    ]);
    expect(p.sections.map((s) => s.weight)).toEqual([30, 45, 25]);
  });

  it('weights that merely add up are left as they are (en)', () => {
    const p = plan(
      'Award criteria',
      [criterion('Delivery approach', 50), criterion('Team', 25), criterion('Social value', 25)],
      'en',
    );
    expect(p.sections.map((s) => s.heading)).toEqual(['Delivery approach', 'Team', 'Social value']);
  });
});

describe('a table that marks each row as a demand', () => {
  it('a column saying Eis/Wens or K.O./Gunning is the kind, not the text (nl)', () => {
    const p = plan(
      [
        '3 Functionele eisen',
        '',
        'Onderwerp | Toelichting | Eis/Wens',
        'Inloggen | Medewerkers loggen in met eHerkenning niveau 3 | Eis',
        'Herinnering | Bewoners krijgen een dag vooraf een sms met hun afspraak | Wens',
        'Planning | Een toelichting op de planning volgt in de nota | Info',
        '',
        '4 Beveiliging',
        '',
        'Thema | Maatregel | KO/Gunning',
        'Opslag | Alle persoonsgegevens worden versleuteld opgeslagen | K.O.',
        'Toegang | Beheerders gebruiken tweestapsverificatie bij elke login | Gunning',
      ].join('\n'),
      [],
      'nl',
    );
    expect(bySection(p)).toEqual([
      [
        'Functionele eisen',
        [
          'Medewerkers loggen in met eHerkenning niveau 3',
          'Bewoners krijgen een dag vooraf een sms met hun afspraak',
        ],
      ],
      [
        'Beveiliging',
        [
          'Alle persoonsgegevens worden versleuteld opgeslagen',
          'Beheerders gebruiken tweestapsverificatie bij elke login',
        ],
      ],
    ]);
  });

  it('rows without a header, marked Must/Should, keep their number; a Won’t row is no demand (en)', () => {
    const p = plan(
      [
        '6 Service desk',
        '',
        '1 | Tickets are logged in a system the buyer can read | Must',
        '2 | Reports are sent each month as PDF and as CSV | Should',
        "3 | A mobile app for logging tickets by photograph | Won't",
      ].join('\n'),
      [],
      'en',
    );
    expect(bySection(p)).toEqual([
      [
        'Service desk',
        [
          '1. Tickets are logged in a system the buyer can read',
          '2. Reports are sent each month as PDF and as CSV',
        ],
      ],
    ]);
  });
});

describe('a demand marked in a table cell’s wrapped text', () => {
  it('“Wens:” on its own line, and “Wens is dat …” (nl)', () => {
    const p = plan(
      [
        '4 Koppelingen',
        '',
        'Bron | Doel | Toelichting',
        'Leverancier | Organisatie | De leverancier wordt overgezet naar het nieuwe register',
        'Wens:',
        'Koppeling met het Handelsregister via het KvK-nummer',
        'Wens is dat dubbele organisaties zoveel mogelijk worden samengevoegd.',
      ].join('\n'),
      [],
      'nl',
    );
    expect(bySection(p)).toEqual([
      [
        'Koppelingen',
        [
          'Wens: Koppeling met het Handelsregister via het KvK-nummer',
          'Wens is dat dubbele organisaties zoveel mogelijk worden samengevoegd.',
        ],
      ],
    ]);
  });

  it('“Must:” and “Should:” lines under a table (en)', () => {
    const p = plan(
      [
        '5 Reporting',
        '',
        'Report | Frequency | Audience',
        'Availability | Monthly | Service owner',
        'Must: reports show the availability of each service per calendar month.',
        'Should: reports can be exported to a spreadsheet at no extra cost.',
      ].join('\n'),
      [],
      'en',
    );
    expect(bySection(p)).toEqual([
      [
        'Reporting',
        [
          'Must: reports show the availability of each service per calendar month.',
          'Should: reports can be exported to a spreadsheet at no extra cost.',
        ],
      ],
    ]);
  });
});

describe('sub-criteria under their criterion’s heading', () => {
  it('numbered 4.1.1 under 4.1, in the buyer’s scoring words (nl)', () => {
    const p = plan(
      [
        '4 Gunningscriteria',
        '',
        '4.1 Plan van aanpak (40%)',
        '',
        '4.1.1 Planning',
        '',
        'De mate waarin de planning realistisch is en haalbare mijlpalen bevat.',
        '',
        '4.1.2 Risicobeheersing',
        '',
        "Beschrijf de drie grootste risico's van de invoering en je maatregelen.",
        '',
        '4.2 Prijs (60%)',
        '',
        'De inschrijver dient een vaste prijs per jaar op te geven.',
      ].join('\n'),
      [criterion('Plan van aanpak', 40), criterion('Prijs', 60)],
      'nl',
    );
    expect(bySection(p)).toEqual([
      [
        'Plan van aanpak',
        [
          'De mate waarin de planning realistisch is en haalbare mijlpalen bevat.',
          "Beschrijf de drie grootste risico's van de invoering en je maatregelen.",
        ],
      ],
      ['Prijs', ['De inschrijver dient een vaste prijs per jaar op te geven.']],
    ]);
  });

  it('lettered under the criterion’s heading, without a modal (en)', () => {
    const p = plan(
      [
        '5 Award criteria',
        '',
        '5.1 Quality (70%)',
        '',
        'a. the extent to which the plan meets the go-live date of 1 April',
        'b. evidence of similar work for local government in the last three years',
        '',
        '5.2 Price (30%)',
        '',
        'Bidders must state a fixed monthly fee for support.',
      ].join('\n'),
      [criterion('Quality', 70), criterion('Price', 30)],
      'en',
    );
    expect(bySection(p)).toEqual([
      [
        'Quality',
        [
          'a. the extent to which the plan meets the go-live date of 1 April',
          'b. evidence of similar work for local government in the last three years',
        ],
      ],
      ['Price', ['Bidders must state a fixed monthly fee for support.']],
    ]);
  });
});

describe('the procedure’s own rules are not planned as demands to answer', () => {
  it('how to submit, questions and confidentiality (nl)', () => {
    const p = plan(
      [
        '1 Aanbestedingsprocedure',
        '',
        'De inschrijving moet uiterlijk 3 maart om 12:00 uur via TenderNed worden ingediend.',
        'Inschrijvers dienen zich vooraf te registreren op het platform.',
        '',
        '2 Geheimhouding',
        '',
        'De inschrijver moet alle informatie uit deze aanbesteding vertrouwelijk behandelen.',
        'De inschrijver mag de stukken niet aan derden verstrekken en moet ze na afloop vernietigen.',
        '',
        '3 Eisen aan de dienst',
        '',
        'De opdrachtnemer beantwoordt meldingen binnen vier uur.',
        'De opdrachtnemer levert elk kwartaal een rapportage over de beschikbaarheid.',
        'Vragen over deze aanbesteding moeten via de nota van inlichtingen worden gesteld.',
      ].join('\n'),
      [],
      'nl',
    );
    expect(bySection(p)).toEqual([
      [
        'Eisen aan de dienst',
        [
          'De opdrachtnemer beantwoordt meldingen binnen vier uur.',
          'De opdrachtnemer levert elk kwartaal een rapportage over de beschikbaarheid.',
        ],
      ],
    ]);
  });

  it('instructions to bidders and a confidentiality clause (en); incident procedures stay', () => {
    const p = plan(
      [
        '1 Instructions to bidders',
        '',
        'Bidders must register on the portal before downloading the documents.',
        'Bids shall be submitted through the portal before noon on 3 March.',
        '',
        '2 Confidentiality',
        '',
        'Bidders shall treat the contents of this invitation as confidential.',
        'Bidders must not disclose their prices to other bidders.',
        '',
        '3 Incident procedures',
        '',
        'The supplier must restore a priority one incident within four hours.',
        'The supplier shall report each incident with its root cause within five days.',
      ].join('\n'),
      [],
      'en',
    );
    expect(bySection(p)).toEqual([
      [
        'Incident procedures',
        [
          'The supplier must restore a priority one incident within four hours.',
          'The supplier shall report each incident with its root cause within five days.',
        ],
      ],
    ]);
  });

  it('an RFI’s questions and the work’s timeline are about the work, and stay (en)', () => {
    const p = plan(
      [
        '3 Questions',
        '',
        'Describe how you would move the archive of scanned permits to the new platform.',
        'Explain how residents without a smartphone can still book an appointment.',
        '',
        '4 Timeline',
        '',
        'The supplier shall deliver the first release to the pilot team by June.',
        'The supplier must run the old and new systems side by side for one month.',
      ].join('\n'),
      [],
      'en',
    );
    expect(p.sections.map((s) => [s.heading, s.requirements?.length])).toEqual([
      ['Questions', 2],
      ['Timeline', 2],
    ]);
  });
});
