/**
 * Tenders whose sections are lettered ('A. Overview', 'G.1 Confidentiality Statement') and whose
 * attachments are parts of their own (issue 19, set 4 studied by class): the lettered sections and
 * attachments are the plan's main headings, not a page header in capitals on the cover, and a
 * lettered sub-section set as a caption keeps its demands out of the part before it. Wording
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { planDraft } from './draftPlanTender';
import type { TenderPassage } from './draftSources';

let seq = 0;
const passage = (text: string, heading: string | null, page: number) =>
  ({
    id: `t${++seq}`,
    text,
    role: 'main_tender',
    heading,
    origin: {
      source: 'tender',
      documentId: 'd1',
      documentName: 'Request.pdf',
      knowledgeBaseId: null,
      page,
    },
  }) satisfies TenderPassage;

const plan = (tender: TenderPassage[], language: 'en' | 'nl') =>
  planDraft({ confirmed: [], extracted: [], tender, limits: [], language });
const sectionOf = (p: ReturnType<typeof plan>, words: RegExp) =>
  p.sections.find((s) => (s.requirements ?? []).some((r) => words.test(r.text)))?.heading;

describe('a tender with lettered sections and attachments', () => {
  it('plans by lettered section and attachment, not under the capitals of the cover (en)', () => {
    const p = plan(
      [
        passage('Request for Interest\n\nCOUNTY OF NOWHERE\n\nDepartment of Roads', null, 1),
        passage(
          [
            'The Contractor must staff the service desk from 8:00 to 18:00 on working days.',
            'The Contractor shall answer nine in ten calls within thirty seconds.',
          ].join('\n'),
          'A. Service Desk Requirements',
          2,
        ),
        passage(
          [
            'B.1 Continuity',
            '',
            'The Contractor must restore the service within four hours of a disaster.',
            'The Contractor shall test its recovery plan every year with the County.',
          ].join('\n'),
          'B. Continuity and Security',
          3,
        ),
        passage(
          [
            'Attachment 1: Working Prototype Requirements',
            '',
            'The prototype must be published in a public code repository with its documentation.',
            'The prototype shall be deployed on a cloud platform of the Contractor’s choice.',
          ].join('\n'),
          'B. Continuity and Security',
          4,
        ),
      ],
      'en',
    );
    expect(p.basis).toBe('headings');
    expect(sectionOf(p, /service desk from 8:00/)).toBe('Service Desk Requirements');
    expect(sectionOf(p, /restore the service/)).toBe('Continuity and Security');
    expect(sectionOf(p, /public code repository/)).toBe(
      'Attachment 1: Working Prototype Requirements',
    );
    expect(sectionOf(p, /cloud platform/)).toBe('Attachment 1: Working Prototype Requirements');
    expect(p.sections.map((s) => s.heading)).not.toContain('COUNTY OF NOWHERE');
  });

  it('a lettered sub-section set as a caption belongs to its own lettered part (nl)', () => {
    const p = plan(
      [
        passage('GEMEENTE NERGENSDORP\n\nAfdeling Wegen', null, 1),
        passage(
          [
            'De Opdrachtnemer moet de servicedesk op werkdagen van 8.00 tot 18.00 uur bemensen.',
            'De Opdrachtnemer dient negen op de tien oproepen binnen dertig seconden te beantwoorden.',
          ].join('\n'),
          'A. Eisen aan de servicedesk',
          2,
        ),
        passage(
          [
            'B.1 Uitwijk',
            '',
            'De Opdrachtnemer moet binnen vier uur een uitwijklocatie beschikbaar hebben.',
            'De Opdrachtnemer test het uitwijkplan jaarlijks samen met de gemeente.',
          ].join('\n'),
          'A. Eisen aan de servicedesk',
          3,
        ),
      ],
      'nl',
    );
    expect(sectionOf(p, /servicedesk op werkdagen/)).toBe('Eisen aan de servicedesk');
    expect(sectionOf(p, /uitwijklocatie/)).toBe('Uitwijk');
  });

  it.each([
    [
      'en',
      'A. Working Prototype',
      'The README file of the prototype should also describe the following:',
      ['a. Kept a decision log for the architecture;', 'b. Paired designers with developers;'],
      '1 “Team” here means anyone who worked on the prototype.',
      ['c. Rehearsed a restore of the database;', 'd. Measured page load times on slow networks;'],
    ],
    [
      'nl',
      'A. Werkwijze bij de oplevering',
      'De beschrijving van de werkwijze moet ten minste het volgende bevatten:',
      [
        'a. Een logboek van architectuurbesluiten;',
        'b. Ontwerpers die samenwerken met ontwikkelaars;',
      ],
      '1 Onder “team” valt iedereen die aan het prototype werkte.',
      [
        'c. Een geoefende terugzetting van de database;',
        'd. Laadtijden gemeten op trage netwerken;',
      ],
    ],
  ] as const)(
    'a list that goes on counting after a footnote and a page break is one list (%s)',
    (language, heading, leadIn, first, footnote, rest) => {
      const p = plan(
        [
          passage([leadIn, ...first, '', footnote].join('\n'), heading, 1),
          passage(rest.join('\n'), heading, 2),
        ],
        language,
      );
      const planned = p.sections.flatMap((s) => (s.requirements ?? []).map((r) => r.text));
      for (const item of [...first, ...rest]) expect(planned).toContain(item);
    },
  );

  it.each([
    [
      'en',
      ['3. Service Levels 7', '3.1. Service Desk 7', '3.2. Availability 8'],
      '3. Service Levels',
      ['3.1. Service Desk', 'The Contractor shall staff the service desk on working days.'],
      ['3.2. Availability', 'The Contractor must keep the service available 99.5% of the time.'],
    ],
    [
      'nl',
      ['3. Dienstverlening en resultaten 7', '3.1. Servicedesk 7', '3.2. Beschikbaarheid 8'],
      '3. Dienstverlening en resultaten',
      ['3.1. Servicedesk', 'De Leverancier moet de servicedesk op werkdagen bemensen.'],
      [
        '3.2. Beschikbaarheid',
        'De Leverancier dient de dienst 99,5% van de tijd beschikbaar te houden.',
      ],
    ],
  ] as const)(
    'a chapter title set as a numbered item is its sections’ main heading, not its contents line (%s)',
    (language, contents, chapter, first, second) => {
      const p = plan(
        [
          passage(contents.join('\n\n'), null, 2),
          passage([chapter, ...first].join('\n\n'), null, 7),
          passage(second.join('\n\n'), null, 8),
        ],
        language,
      );
      expect(p.sections.map((s) => s.heading)).toEqual([chapter.replace(/^3\.\s+/, '')]);
      expect(p.sections[0]!.requirements).toHaveLength(2);
    },
  );

  it.each([
    [
      'en',
      'A. Service Requirements',
      'Bidders must send their questions by email, and each question shall include the following:',
      [
        'a. The name of the bidder’s contact person;',
        'b. The paragraph of the tender it is about;',
      ],
      'The portal must let residents submit questions to the service desk at any hour.',
    ],
    [
      'nl',
      'A. Eisen aan de dienstverlening',
      'Inschrijvers kunnen hun vragen per e-mail indienen; elke vraag moet ten minste het volgende bevatten:',
      [
        'a. De naam van de contactpersoon van de inschrijver;',
        'b. De paragraaf waarover de vraag gaat;',
      ],
      'Het portaal moet inwoners op elk moment vragen laten stellen aan de servicedesk.',
    ],
  ] as const)(
    'how bidders send their questions is the procedure, a system that takes questions is not (%s)',
    (language, heading, leadIn, items, feature) => {
      const p = plan([passage([leadIn, ...items, '', feature].join('\n'), heading, 1)], language);
      const planned = p.sections.flatMap((s) => (s.requirements ?? []).map((r) => r.text));
      for (const item of items) expect(planned).not.toContain(item);
      expect(planned).toContain(feature);
    },
  );

  it('a Dutch demand with the supplier after its verb is a demand; "van de leverancier" is not (nl)', () => {
    const p = plan(
      [
        passage(
          [
            'Voor het beheer van de sleutels heeft de Leverancier een sleutelkluis ingericht.',
            'Bij een datalek werkt Leverancier volledig mee aan het onderzoek van de gemeente.',
            'De rapportages van de Leverancier zijn openbaar voor alle deelnemende gemeenten.',
          ].join('\n'),
          'A. Beveiliging',
          1,
        ),
      ],
      'nl',
    );
    const planned = p.sections.flatMap((s) => (s.requirements ?? []).map((r) => r.text));
    expect(planned).toContain(
      'Voor het beheer van de sleutels heeft de Leverancier een sleutelkluis ingericht.',
    );
    expect(planned).toContain(
      'Bij een datalek werkt Leverancier volledig mee aan het onderzoek van de gemeente.',
    );
    expect(planned).not.toContain(
      'De rapportages van de Leverancier zijn openbaar voor alle deelnemende gemeenten.',
    );
  });

  it.each([
    [
      'en',
      'A. Incidents',
      'Severity | Description',
      'High | The whole service is down for all users of the county and its partners.',
      'The Contractor must resolve an incident of high severity within four hours.',
    ],
    [
      'nl',
      'A. Storingen',
      'Urgentie | Omschrijving',
      'Hoog | De gehele dienst is voor alle gebruikers van de gemeente niet beschikbaar.',
      'De Leverancier moet een storing met urgentie hoog binnen vier uur oplossen.',
    ],
  ] as const)(
    'a table of a scale’s levels defines them, the demand that uses them is planned (%s)',
    (language, heading, header, row, demand) => {
      const p = plan([passage([header, row, '', demand].join('\n'), heading, 1)], language);
      const planned = p.sections.flatMap((s) => (s.requirements ?? []).map((r) => r.text));
      expect(planned).toEqual([demand]);
    },
  );
});
