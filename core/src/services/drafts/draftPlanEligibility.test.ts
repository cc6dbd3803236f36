/**
 * Classes of the plan found on the seventeenth draft-coverage set (issue 19, items 1 and 5), each
 * in both languages with wording written for these tests:
 * - a part named for who may bid ('Eligibility and returnable documents', 'Eisen aan de
 *   inschrijver') is the qualification, and a list of the documents the bid must hold ('Returnable
 *   documents', 'Verplichte documenten') asks for each item;
 * - a coded item that is a part's title ('B2.1 Eligibility criteria') is a heading, no demand;
 * - an award table read as lines ('3 Site logistics 20 Schedule C'), a timetable's rows ('Site
 *   visit 14 March 2028 09h00', '9 March 2028 –') and a total row are no headings: entered, they
 *   became main headings that took the demands after them;
 * - an amendment that rewords a demand ('… is amended from … to: The bidder must …', '… komt als
 *   volgt te luiden: de inschrijver …') is planned as its new wording where the demand stands.
 */
import { describe, expect, it } from 'vitest';
import type { AwardCriterionFact } from '../../model/documentFacts';
import { planDraft } from './draftPlanTender';
import { newWording } from './draftAmendedDemands';
import { planOf, requirementsBySection, tenderPassage } from './planTestWorld';

/** A criterion as the facts read it from a table row ('3 | Site logistics | 20 | Schedule C'). */
const row = (code: string, name: string, points: number, last: string): AwardCriterionFact => ({
  value: { name, weight: null, points, parent: null },
  page: 1,
  quote: `${code} | ${name} | ${points} | ${last}`,
});

describe('a part named for who may bid is the qualification', () => {
  it('en: the eligibility part and its returnable documents are planned as the qualification', () => {
    const p = planOf(
      [
        'PART B1: ELIGIBILITY AND RETURNABLE DOCUMENTS',
        'B1.1 Eligibility criteria',
        'Only tenderers who meet all of the following will be evaluated further.',
        '• The tenderer must hold a current electrical contractor licence of grade 4 or higher.',
        '• Proof of professional indemnity cover of not less than R 2 000 000 per claim.',
        'PART C1: EVALUATION',
        'Tenders are scored on the criteria below.',
      ].join('\n\n'),
      [
        { ...row('1', 'Installation method', 60, 'Schedule A'), quote: 'Installation method' },
        { ...row('2', 'Price', 40, 'Form P'), quote: 'Price' },
      ],
      'en',
    );
    const qualification = (requirementsBySection(p)['Qualification'] ?? []).join('\n');
    expect(qualification).toMatch(/electrical contractor licence/);
    expect(qualification).toMatch(/professional indemnity cover/);
    expect(qualification).not.toMatch(/B1\.1 Eligibility criteria/);
  });

  it('nl: de eisen aan de inschrijver en de verplichte documenten zijn de geschiktheid', () => {
    const p = planOf(
      [
        '3 Eisen aan de inschrijver',
        '3.1 Verplichte documenten',
        '• een recent uittreksel uit het handelsregister van de kamer van koophandel;',
        '• een bewijs van inschrijving bij de sociale verzekeringsbank;',
        '3.2 Ervaring',
        '• De inschrijver heeft in de afgelopen drie jaar minstens twee windturbines onderhouden.',
        '4 Beoordeling',
        'De inschrijvingen worden beoordeeld op de onderstaande criteria.',
      ].join('\n\n'),
      [
        { ...row('1', 'Onderhoudsplan', 70, 'max. 4 A4'), quote: 'Onderhoudsplan' },
        { ...row('2', 'Prijs', 30, 'prijsblad'), quote: 'Prijs' },
      ],
      'nl',
    );
    const qualification = (requirementsBySection(p)['Geschiktheid'] ?? []).join('\n');
    expect(qualification).toMatch(/uittreksel uit het handelsregister/);
    expect(qualification).toMatch(/sociale verzekeringsbank/);
    expect(qualification).toMatch(/twee windturbines/);
  });
});

/** The plan of one PDF page read as lines, the award table's rows in it. */
const planOfPage = (
  lines: string[],
  criteria: AwardCriterionFact[],
  language: 'en' | 'nl',
  tableContext?: string,
) =>
  planDraft({
    confirmed: [],
    extracted: criteria,
    tender: [{ ...tenderPassage(lines.join('\n\n')), ...(tableContext ? { tableContext } : {}) }],
    limits: [],
    language,
  });

describe("a table's rows read as lines are no headings", () => {
  it("en: the award table's last row does not take the demands after the table", () => {
    const criteria = [
      row('1', 'Company track record in solar farms', 40, 'Schedule A'),
      row('2', 'Works programme', 30, 'Schedule B'),
      row('3', 'Site logistics and cranage', 30, 'Schedule C'),
    ];
    const p = planOfPage(
      [
        'PART C: EVALUATION',
        'Tenders are scored for functionality out of 100 points.',
        'No. Functionality criterion Points Evidence',
        '1 Company track record in solar farms 40 Schedule A',
        '2 Works programme 30 Schedule B',
        '3 Site logistics and cranage 30 Schedule C',
        'Total 100',
        'The works programme shall be no more than eight pages.',
        'Tenderers must quote all rates in euro, including VAT.',
      ],
      criteria,
      'en',
      'PART C: EVALUATION\nNo. | Functionality criterion | Points | Evidence',
    );
    const sections = requirementsBySection(p);
    expect(sections['Site logistics and cranage']).toEqual(['Site logistics and cranage']);
    expect((sections['Site logistics and cranage'] ?? []).join('\n')).not.toMatch(/rates/);
  });

  it('nl: een rij van de planning met een datum is geen kop', () => {
    const p = planOfPage(
      [
        '2 Planning',
        'Activiteit Datum Tijd',
        'Verplicht locatiebezoek turbinepark 14 maart 2028 09.00 uur',
        'Sluiting vragen 21 maart 2028 12.00 uur',
        '3 Eisen aan de inschrijver',
        '• De inschrijver beschikt over een geldig VCA-certificaat voor werken op hoogte.',
      ],
      [
        { ...row('1', 'Locatiebeheer', 60, 'max. 3 A4'), quote: 'Locatiebeheer' },
        { ...row('2', 'Prijs', 40, 'prijsblad'), quote: 'Prijs' },
      ],
      'nl',
      '2 Planning\nActiviteit | Datum | Tijd',
    );
    const sections = requirementsBySection(p);
    expect((sections['Geschiktheid'] ?? []).join('\n')).toMatch(/VCA-certificaat/);
    expect((sections['Locatiebeheer'] ?? []).join('\n')).not.toMatch(/VCA/);
  });
});

describe('an amendment that rewords a demand', () => {
  it('en: the new wording is planned where the demand stands', () => {
    expect(
      newWording(
        'The turnover demand in clause B1.2 is amended from R 5 million to: The tenderer must have an annual turnover of at least R 4 million.',
      ),
    ).toBe('The tenderer must have an annual turnover of at least R 4 million.');
    const p = planOf(
      [
        '2 Qualification criteria',
        '• The tenderer must have an annual turnover of at least R 5 million.',
        '3 Award criteria',
        'Tenders are scored as set out below.',
        '4 Addendum',
        'The turnover demand in clause 2 is amended from R 5 million to: The tenderer must have an annual turnover of at least R 4 million.',
      ].join('\n\n'),
      [
        { ...row('1', 'Maintenance plan', 70, 'A'), quote: 'Maintenance plan' },
        { ...row('2', 'Price', 30, 'B'), quote: 'Price' },
      ],
      'en',
    );
    expect((requirementsBySection(p)['Qualification'] ?? []).join('\n')).toMatch(
      /at least R 4 million/,
    );
  });

  it('nl: de nieuwe lezing staat waar de eis staat', () => {
    expect(
      newWording(
        '2. Paragraaf 3.2, tweede bullet, komt als volgt te luiden: de inschrijver heeft minstens één windpark onderhouden.',
      ),
    ).toBe('De inschrijver heeft minstens één windpark onderhouden.');
    expect(newWording('De sluitingsdatum wordt 3 juni 2028.')).toBeNull();
    const p = planOf(
      [
        '3 Geschiktheid',
        '• De inschrijver heeft in de afgelopen vijf jaar minstens drie windparken onderhouden.',
        '4 Gunning',
        'De inschrijvingen worden beoordeeld op de onderstaande criteria.',
        '5 Nota van wijziging',
        '1. Paragraaf 3, eerste bullet, luidt voortaan: de inschrijver heeft in de afgelopen vijf jaar minstens twee windparken van 10 MW onderhouden.',
      ].join('\n\n'),
      [
        { ...row('1', 'Onderhoudsplan', 70, 'A'), quote: 'Onderhoudsplan' },
        { ...row('2', 'Prijs', 30, 'B'), quote: 'Prijs' },
      ],
      'nl',
    );
    expect((requirementsBySection(p)['Geschiktheid'] ?? []).join('\n')).toMatch(
      /minstens twee windparken van 10 MW/,
    );
  });
});
