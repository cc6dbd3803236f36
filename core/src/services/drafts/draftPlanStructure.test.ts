/**
 * The plan read from a tender's structure (issue 19, item 1, and "a tender without award
 * criteria"), by class: requirement tables and lists without a modal verb, demands in an
 * evaluation section under the criterion they name, one section per main requirement heading
 * across the main document and its annexes, and no boilerplate. Wording written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { AwardCriterionFact } from '../../model/documentFacts';
import { planDraft } from './draftPlanTender';
import type { TenderPassage } from './draftSources';

let seq = 0;
const passage = (
  text: string,
  options: { heading?: string | null; page?: number; role?: string; document?: string } = {},
) =>
  ({
    id: `t${++seq}`,
    text,
    role: options.role ?? 'main_tender',
    heading: options.heading ?? null,
    origin: {
      source: 'tender',
      documentId: options.document ?? 'd1',
      documentName: options.document ?? 'Leidraad.pdf',
      knowledgeBaseId: null,
      page: options.page ?? 1,
    },
  }) satisfies TenderPassage;

const criterion = (name: string): AwardCriterionFact => ({
  value: { name, weight: null, points: null, parent: null },
  page: 9,
  quote: name,
});

const plan = (tender: TenderPassage[], criteria: AwardCriterionFact[] = [], language = 'en') =>
  planDraft({
    confirmed: [],
    extracted: criteria,
    tender,
    limits: [],
    language: language as 'en' | 'nl',
  });
const texts = (p: ReturnType<typeof plan>) =>
  p.sections.flatMap((s) => (s.requirements ?? []).map((r) => r.text));

describe('requirements read from a tender’s structure', () => {
  it('a requirements table: each row’s id and requirement text, whatever its MoSCoW column says (nl)', () => {
    const p = plan(
      [
        passage(
          [
            '3 Programma van eisen',
            '',
            'Nr | Eis | Prioriteit',
            'E1 | Het portaal toont per gemeente de actuele wachttijd voor een afspraak | Knock-out',
            'E2 | Beheerders wijzigen openingstijden zonder tussenkomst van de leverancier | Wens',
            'E3 | Kort | Wens',
          ].join('\n'),
        ),
      ],
      [],
      'nl',
    );
    expect(texts(p)).toEqual([
      'E1. Het portaal toont per gemeente de actuele wachttijd voor een afspraak',
      'E2. Beheerders wijzigen openingstijden zonder tussenkomst van de leverancier',
    ]);
    expect(p.basis).toBe('headings');
  });

  it('a requirements table (en): Requirement column, knock-out column, rows spread over passages', () => {
    const p = plan([
      passage(
        '4 Service requirements\n\nID | Requirement | MoSCoW\nR-1 | Tickets are answered within one working day by a named engineer | Must',
      ),
      passage('R-2 | Monthly reports list every incident with its root cause and fix | Should', {
        page: 2,
      }),
    ]);
    expect(texts(p)).toEqual([
      'R-1. Tickets are answered within one working day by a named engineer',
      'R-2. Monthly reports list every incident with its root cause and fix',
    ]);
  });

  it('a questions-and-answers table sets no requirements by its question column (nl)', () => {
    const p = plan(
      [
        passage(
          [
            'Nota van inlichtingen',
            '',
            'Nr | Vraag | Antwoord',
            '7 | Mag de projectleider ook de scrum master van het team zijn? | Ja, dat mag.',
          ].join('\n'),
        ),
      ],
      [],
      'nl',
    );
    expect(texts(p)).toEqual([]);
  });

  it('lettered items under a lead-in that asks for them are requirements without "must" (en)', () => {
    const p = plan([
      passage(
        [
          '5 Method statement',
          '',
          'The method statement should show evidence of the following for the pilot',
          'phase:',
          '',
          'a. appointed one accountable lead who signs off each release',
          'b. interviewed at least five front-line case workers before the first',
          'design review',
          'c. published the source code under an open licence',
          '',
          'The figure below shows the parts of the service:',
          '',
          'a. the intake desk and the back office of the municipality',
        ].join('\n'),
      ),
    ]);
    expect(texts(p)).toEqual([
      'a. appointed one accountable lead who signs off each release',
      'b. interviewed at least five front-line case workers before the first design review',
      'c. published the source code under an open licence',
    ]);
  });

  it('numbered items under a heading that says what to provide, and bidder-as-subject demands (nl)', () => {
    const p = plan(
      [
        passage(
          [
            'Te leveren bij de inschrijving',
            '',
            '1. een planning van de implementatie per kwartaal',
            '2. het cv van de beoogde projectleider',
            '',
            'Beheer',
            '',
            'Overdracht',
            'De opdrachtnemer draagt de broncode bij einde contract over aan de opdrachtgever.',
            'De opdrachtnemer kan extra trainingen aanbieden tegen meerprijs.',
            'De opdrachtnemer houdt een logboek bij van alle wijzigingen in productie.',
          ].join('\n'),
        ),
      ],
      [],
      'nl',
    );
    expect(p.sections.map((s) => [s.heading, s.requirements?.map((r) => r.text)])).toEqual([
      [
        'Te leveren bij de inschrijving',
        [
          '1. een planning van de implementatie per kwartaal',
          '2. het cv van de beoogde projectleider',
        ],
      ],
      [
        'Beheer',
        [
          'De opdrachtnemer draagt de broncode bij einde contract over aan de opdrachtgever.',
          'De opdrachtnemer houdt een logboek bij van alle wijzigingen in productie.',
        ],
      ],
    ]);
  });

  it('an item whose full-width line was set apart from its next line is read whole (en)', () => {
    const p = plan([
      passage(
        [
          '3.2 Submission',
          '',
          'The bidder shall provide the following with the quote:',
          '',
          'A. The bidder shall complete the Pricing Workbook (spreadsheet), Staffing Levels',
          '',
          'Table, for each lot it is quoting on, signed by an officer of the company.',
          'B. Provide one reference for a comparable digital service delivered since 2023.',
        ].join('\n'),
      ),
    ]);
    expect(texts(p)).toEqual([
      'A. The bidder shall complete the Pricing Workbook (spreadsheet), Staffing Levels Table, for each lot it is quoting on, signed by an officer of the company.',
      'B. Provide one reference for a comparable digital service delivered since 2023.',
    ]);
  });

  it('an evaluation section’s demands go to the criterion they name, not to the first one (en)', () => {
    const p = plan(
      [
        passage('2 Submission\n\nC. Service Design: bidders shall follow the format of Annex 2.'),
        passage(
          [
            '9.0 EVALUATION OF RESPONSES',
            '',
            'Responses are evaluated on Service Design and Cost, Service Design being the more',
            'important.',
            '',
            'Criterion 1: Service Design: Bidders must submit a clickable mock-up of the intake',
            'form.',
            // A lead-in that points ahead says nothing by itself, even when text follows it.
            'Each mock-up shall consist of the following:',
            '',
            'For the resident portal and the case worker portal:',
            '',
            'The response should describe the following:',
            '',
            'a. how residents with low literacy were involved in testing',
            'b. which accessibility standard the mock-up meets',
            '',
            'B. COST:',
            '',
            'Bidders must state a fixed price per month for hosting and support.',
          ].join('\n'),
          { heading: '9.0 EVALUATION OF RESPONSES', page: 9 },
        ),
      ],
      [criterion('Service Design'), criterion('Cost')],
    );
    expect(p.basis).toBe('criteria');
    expect(p.sections.map((s) => [s.heading, s.requirements?.map((r) => r.text)])).toEqual([
      [
        'Service Design',
        [
          'C. Service Design: bidders shall follow the format of Annex 2.',
          'Criterion 1: Service Design: Bidders must submit a clickable mock-up of the intake form.',
          'a. how residents with low literacy were involved in testing',
          'b. which accessibility standard the mock-up meets',
        ],
      ],
      ['Cost', ['Bidders must state a fixed price per month for hosting and support.']],
    ]);
  });

  it('an evaluation section’s demands go to the criterion they name (nl)', () => {
    const p = plan(
      [
        passage(
          [
            '6 Beoordeling en gunning',
            '',
            'Kwaliteit: beschrijf hoe je de overgang van de huidige leverancier begeleidt.',
            'De inschrijver toont aan dat er een terugvalscenario is.',
            '',
            'Prijs:',
            '',
            'De inschrijver dient een vaste prijs per gebruiker per jaar op te geven.',
          ].join('\n'),
          { heading: '6 Beoordeling en gunning', page: 6 },
        ),
      ],
      [criterion('Kwaliteit'), criterion('Prijs')],
      'nl',
    );
    expect(p.sections.map((s) => [s.heading, s.requirements?.length])).toEqual([
      ['Kwaliteit', 2],
      ['Prijs', 1],
    ]);
    expect(p.sections[1]!.requirements![0]!.text).toMatch(/^De inschrijver dient een vaste prijs/);
  });

  it('without award criteria: one section per main requirement heading across the main document and its annexes (nl)', () => {
    const main = (text: string, page = 1) => passage(text, { page, document: 'PvE.docx' });
    const annex = (text: string, role = 'annex') =>
      passage(text, {
        role,
        document: role === 'annex' ? 'Bijlage beveiliging.docx' : 'Richtlijn.docx',
      });
    const p = plan(
      [
        main(
          'Programma van eisen zaaksysteem 1\n\nInleiding\n\nDe gemeente vervangt haar zaaksysteem in 2027.',
        ),
        main('Programma van eisen zaaksysteem 2\n\nDe gemeente werkt met 40 teams.', 2),
        main(
          [
            // The running header of every page (with its page number) is no heading.
            'Programma van eisen zaaksysteem 3',
            '',
            'Eisen aan de migratie',
            '',
            'Functionele eisen',
            '',
            'Volledigheid',
            'De opdrachtnemer migreert alle lopende zaken met hun documenten.',
            '',
            'Programma van eisen zaaksysteem 3',
            '',
            'Niet-functionele eisen',
            '',
            'Doorlooptijd',
            'De opdrachtnemer voert de migratie uit in één weekend.',
          ].join('\n'),
          3,
        ),
        annex(
          [
            'Beveiligingseisen',
            '',
            '2.1. De inschrijver levert jaarlijks een pentestrapport van een onafhankelijke partij.',
            '2.2. De inschrijver meldt beveiligingsincidenten binnen 24 uur.',
          ].join('\n'),
        ),
        // A guideline sets no requirements of this bid.
        annex(
          'Richtlijn\n\nDe leverancier moet de richtlijn van 2019 volgen bij elk project.',
          'guideline',
        ),
      ],
      [],
      'nl',
    );
    expect(p.basis).toBe('headings');
    expect(p.sections.map((s) => [s.heading, s.requirements?.length])).toEqual([
      ['Eisen aan de migratie', 2],
      ['Beveiligingseisen', 2],
    ]);
    expect(p.sections[1]!.requirements![0]).toMatchObject({
      documentName: 'Bijlage beveiliging.docx',
    });
  });

  it('an annex of many contract articles does not crowd out the main document’s requirements (nl)', () => {
    const articles = Array.from({ length: 12 }, (_, i) =>
      [
        `Artikel ${i + 1}. Bepaling nummer ${i + 1}`,
        '',
        `De opdrachtnemer moet bepaling ${i + 1} naleven tijdens de looptijd.`,
        `De opdrachtnemer moet over bepaling ${i + 1} jaarlijks rapporteren.`,
        `De opdrachtnemer moet wijzigingen in bepaling ${i + 1} vooraf melden.`,
      ].join('\n'),
    );
    const p = plan(
      [
        passage(
          [
            'Functionele wensen',
            '',
            'W1. De zoekfunctie vindt zaken op het nummer van de aanvrager.',
            'W2. Een medewerker kan een zaak doorsturen naar een collega.',
          ].join('\n'),
          { document: 'PvE.docx' },
        ),
        ...articles.map((text, i) =>
          passage(text, { role: 'annex', document: 'Concept-overeenkomst.docx', page: i + 1 }),
        ),
      ],
      [],
      'nl',
    );
    expect(p.sections).toHaveLength(10);
    expect(p.sections[0]).toMatchObject({ heading: 'Functionele wensen' });
  });

  it('no boilerplate: the document on itself, definitions, legal notices and page furniture (en, nl)', () => {
    const p = plan([
      passage(
        [
          '2 Requirements',
          '',
          'This section describes the requirements that the supplier must meet.',
          'In this tender, “platform” is to be understood as the hosted service that must be provided.',
          'Copyright 2026 the county: this text must not be reproduced without permission.',
          'Page 3 of 12 — requirements must be read together',
          'Hieronder worden de eisen beschreven waaraan de leverancier moet voldoen.',
          'The supplier must keep all personal data within the European Economic Area.',
        ].join('\n'),
      ),
    ]);
    expect(texts(p)).toEqual([
      'The supplier must keep all personal data within the European Economic Area.',
    ]);
  });
});
