/**
 * Classes of the plan found on the fifteenth draft-coverage set (issue 19, item 1), each in both
 * languages with wording written for these tests:
 * - a chapter's numbered title with its first section on the next line, no blank line between
 *   ('4. Conditions of participation' | '4.1 Suppliers must …'), is a heading: read as one list
 *   item with its section, the chapter was never entered and its demands stood under the chapter
 *   before;
 * - a timetable's row with its date in figures ('27/05/2028 16:00', '30-05-2028') or by its weekday
 *   with the year wrapped to the next line ('Friday 12 May') is no heading: entered, it became
 *   the main heading of every chapter after it;
 * - a bid kept from the next stage ('… scoring below 3 … will not progress to Stage 2', '… gaat
 *   niet door naar de tweede fase') is the buyer's rule, no demand to plan.
 */
import { describe, expect, it } from 'vitest';
import { failedBidsFate } from './draftFailedBids';
import { readUnits } from './draftRequirementUnits';
import { planDraft } from './draftPlanTender';
import { tenderStatements } from './draftRequirements';
import { criterion, requirementsBySection, tenderPassage } from './planTestWorld';

/** The plan of a tender given as passages (a timetable's passage with its table context). */
const planOfPassages = (
  passages: { text: string; tableContext?: string }[],
  names: string[],
  language: 'en' | 'nl',
) =>
  planDraft({
    confirmed: [],
    extracted: names.map((n, i) => criterion(n, i === names.length - 1 ? 40 : 30)),
    tender: passages.map((p) => ({
      ...tenderPassage(p.text),
      ...(p.tableContext ? { tableContext: p.tableContext } : {}),
    })),
    limits: [],
    language,
  });

describe("a chapter's title run on with its first section", () => {
  it('en: the title is a heading and its sections are text of their own', () => {
    const units = readUnits(
      '4. Conditions of participation\n4.1 Suppliers must hold a waste carrier licence and must\nshow it on request.',
    );
    expect(units[0]).toEqual({ kind: 'heading', text: '4. Conditions of participation' });
    expect(units[1]?.text).toMatch(/^4\.1 Suppliers must hold a waste carrier licence/);
  });

  it('nl: de titel is een kop, de eerste paragraaf tekst', () => {
    const units = readUnits(
      '3 Geschiktheid\n3.1 De inschrijver beschikt over een erkenning als\nhoveniersbedrijf.',
    );
    expect(units[0]).toEqual({ kind: 'heading', text: '3 Geschiktheid' });
    expect(units[1]?.text).toMatch(/^3\.1 De inschrijver beschikt over een erkenning/);
  });

  it('a numbered item followed by another numbered item stays a list', () => {
    const units = readUnits('1. Mow the verges.\n2. Collect the cuttings.');
    expect(units.map((u) => u.kind)).toEqual(['item', 'item']);
    // A line whose next line is not its own section ('2.1' under '3.') is no chapter title.
    expect(readUnits('3. Storage of tools\n2.1 Tools are kept in the depot.')[0]?.kind).not.toBe(
      'heading',
    );
  });

  it('en: the conditions of participation are planned as the qualification', () => {
    const p = planOfPassages(
      [
        {
          text: [
            '2. Timetable\n2.1 The dates below are indicative.',
            '3. Stage 1: conditions of participation\n3.1 Suppliers must hold a current waste carrier licence.',
            'CP1 Minimum annual turnover of £250,000 in the last financial year',
            '4. Stage 2: assessment\n4.1 Tenders are scored on quality and price.',
          ].join('\n\n'),
        },
      ],
      ['Grounds maintenance method', 'Price'],
      'en',
    );
    const qualification = (requirementsBySection(p)['Qualification'] ?? []).join('\n');
    expect(qualification).toMatch(/waste carrier licence/);
    expect(qualification).toMatch(/Minimum annual turnover of £250,000/);
  });

  it('nl: de geschiktheidseisen worden gepland als geschiktheid', () => {
    const p = planOfPassages(
      [
        {
          text: [
            '2 Planning\n2.1 De data hieronder zijn indicatief.',
            '3 Uitsluitingsgronden en geschiktheidseisen\n3.1 De inschrijver beschikt over een erkenning als hoveniersbedrijf.',
            '4 Gunning\n4.1 De inschrijvingen worden beoordeeld op kwaliteit en prijs.',
          ].join('\n\n'),
        },
      ],
      ['Onderhoudsplan groen', 'Prijs'],
      'nl',
    );
    expect((requirementsBySection(p)['Geschiktheid'] ?? []).join('\n')).toMatch(
      /erkenning als hoveniersbedrijf/,
    );
  });
});

describe("a timetable's row with its date in figures or by its weekday is no heading", () => {
  /** The main heading each demand stands under, when the timetable is read as lines. */
  const mains = (timetable: string[], context: string, after: string[]) =>
    tenderStatements([
      { ...tenderPassage(timetable.join('\n\n')), tableContext: context },
      tenderPassage(after.join('\n\n')),
    ]).map((s) => `${s.main ?? ''} => ${s.text}`);

  it('en: the rows do not become the main heading of what follows', () => {
    const read = mains(
      [
        '1 Deadline for clarification questions 27/05/2028 16:00',
        '2 Deadline for requests to participate 12:00, Friday 9 June',
        '2028',
      ],
      'Stage | Activity | Date',
      [
        'CONDITIONS OF PARTICIPATION',
        'The supplier must hold public liability insurance of at least £5 million.',
      ],
    );
    expect(read.join('\n')).toMatch(/public liability insurance/);
    expect(read.join('\n')).not.toMatch(/Deadline/);
  });

  it('nl: een rij met een datum in cijfers of een weekdag wordt geen hoofdstuk', () => {
    const read = mains(
      [
        '1 Uiterste datum vragen 30-05-2028 12.00 uur',
        '2 Sluiting inschrijving woensdag 14 juni',
        '2028 10.00 uur',
      ],
      'Nr. | Activiteit | Datum',
      ['GESCHIKTHEIDSEISEN', 'De inschrijver beschikt over een geldig VCA-certificaat.'],
    );
    expect(read.join('\n')).toMatch(/VCA-certificaat/);
    expect(read.join('\n')).not.toMatch(/Uiterste|Sluiting/);
  });
});

describe("a bid kept from the next stage is the buyer's rule, no demand", () => {
  it.each([
    'Applicants scoring below 2 on question SQ4 will not progress to the tender stage.',
    'Candidates who score less than 3 for any reference will not be invited to tender.',
    'Een gegadigde die op referentie R2 lager scoort dan 3, gaat niet door naar de tweede fase.',
    'Een inschrijver die minder dan 30 punten behaalt, wordt niet uitgenodigd voor het interview.',
  ])('%s', (text) => {
    expect(failedBidsFate(text)).toBe(true);
  });

  it('a demand to score the service itself stays a demand', () => {
    expect(
      failedBidsFate('The contractor must progress to the second inspection within a week.'),
    ).toBe(false);
  });
});
