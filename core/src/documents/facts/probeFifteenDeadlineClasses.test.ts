/**
 * Deadline and zone classes of issue 17 found studying the fifteenth probe set
 * (docs/decisions.md "Tender facts on the fifteenth probe set: deadlines and criteria"), each on
 * wording written for this test, English and Dutch, with the cases that must stay as they were.
 * The award-criterion class is in probeFifteenCriterionClasses.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const kinds = (facts: TenderFacts) => facts.deadlines.map((d) => [d.value.kind, d.value.date]);
const pagesKinds = (...pages: string[]) => kinds(extractTenderFacts(pages));
const withReplaced = (facts: TenderFacts) =>
  facts.deadlines.map((d) => [d.value.kind, d.value.date, d.replaced === true]);

describe('Mountain time by its standard and daylight names', () => {
  it('English: a statement naming Mountain Daylight Time, a time in Mountain Standard Time', () => {
    expect(
      pagesKinds(
        'All times in this solicitation are local time in Cedar Bluff, Utah (Mountain Daylight Time).\n\nDeadline for bids: Tuesday, June 8, 2027, 3:00 p.m.',
      ),
    ).toEqual([['submission', '2027-06-08T15:00-06:00']]);
    expect(
      pagesKinds('Proposals are due by 11:00 a.m. Mountain Standard Time on January 12, 2028.'),
    ).toEqual([['submission', '2028-01-12T11:00-07:00']]);
  });

  it('Dutch: "Alle tijden … zijn Mountain Daylight Time"', () => {
    expect(
      pagesKinds(
        'Alle tijden in deze uitnodiging zijn Mountain Daylight Time.\n\nUiterste datum inschrijving: 8 juni 2027 om 15.00 uur.',
      ),
    ).toEqual([['submission', '2027-06-08T15:00-06:00']]);
  });
});

describe('the due date and the opening named as one step, a word or two before "opening"', () => {
  it('English: a schedule row and a change sentence give the submission too', () => {
    const row = structured([
      {
        blocks: [
          heading('Timetable'),
          table(
            ['Milestone', 'Date'],
            ['Proposal due date and formal proposal opening', 'Friday, June 18, 2027, 11:00 a.m.'],
          ),
        ],
      },
    ]);
    expect(kinds(row).sort()).toEqual([
      ['opening', '2027-06-18T11:00'],
      ['submission', '2027-06-18T11:00'],
    ]);
    expect(
      pagesKinds(
        'The quote due date and public quote opening are moved to Monday, June 21, 2027 at 10:00 a.m.',
      ).sort(),
    ).toEqual([
      ['opening', '2027-06-21T10:00'],
      ['submission', '2027-06-21T10:00'],
    ]);
  });

  it('Dutch: "Sluitingsdatum en openbare opening"', () => {
    const row = structured([
      {
        blocks: [
          heading('Planning'),
          table(
            ['Activiteit', 'Datum'],
            [
              'Sluitingsdatum en openbare opening van de inschrijvingen',
              'maandag 21 juni 2027, 10:00 uur',
            ],
          ),
        ],
      },
    ]);
    expect(kinds(row).sort()).toEqual([
      ['opening', '2027-06-21T10:00'],
      ['submission', '2027-06-21T10:00'],
    ]);
  });

  it('stays as it was: the opening alone is the opening', () => {
    expect(pagesKinds('Public opening of the bids: Monday, June 21, 2027 at 10:00 a.m.')).toEqual([
      ['opening', '2027-06-21T10:00'],
    ]);
  });
});

describe('the award by the governing body named with its place, and the order to start', () => {
  it('English: "Recommendation to Town Council", "Notice to Proceed"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Schedule'),
          table(
            ['Activity', 'Date'],
            ['Recommendation to Town Council (expected)', 'Tuesday, July 6, 2027'],
            ['Notice to Proceed (expected)', 'Monday, August 2, 2027'],
          ),
        ],
      },
    ]);
    expect(kinds(facts)).toEqual([
      ['award', '2027-07-06'],
      ['start', '2027-08-02'],
    ]);
  });

  it('Dutch: "Voorstel aan de gemeenteraad", "Startopdracht"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Planning'),
          table(
            ['Stap', 'Datum'],
            ['Voorstel aan de gemeenteraad (verwacht)', 'dinsdag 6 juli 2027'],
            ['Startopdracht aan de aannemer (verwacht)', 'maandag 2 augustus 2027'],
          ),
        ],
      },
    ]);
    expect(kinds(facts)).toEqual([
      ['award', '2027-07-06'],
      ['start', '2027-08-02'],
    ]);
  });
});

describe('a long sentence whose time before the date carries its zone unbracketed', () => {
  it('English: "no later than 3:00 p.m. MST on" reads the questions far before', () => {
    expect(
      pagesKinds(
        'Every question about this solicitation must be sent by e-mail to the procurement officer named in section 2 of these instructions no later than 3:00 p.m. MST on January 11, 2028.',
      ),
    ).toEqual([['questions', '2028-01-11T15:00-07:00']]);
  });

  it('Dutch: "uiterlijk 12:00 uur CET op"', () => {
    expect(
      pagesKinds(
        'Alle vragen over deze opdracht en de bijbehorende bijlagen stuurt u naar het e-mailadres van de contactpersoon uit paragraaf 1.4, uiterlijk 12:00 uur CET op dinsdag 11 januari 2028.',
      ),
    ).toEqual([['questions', '2028-01-11T12:00']]);
  });
});

describe('a move whose times come first as "12 noon" or a whole hour', () => {
  it('English: "extended from 12 noon Friday … to 12 noon Friday …"', () => {
    expect(
      withReplaced(
        structured([
          {
            blocks: [
              para(
                'The closing time for offers is extended from 12 noon Friday 3 December 2027 to 12 noon Friday 17 December 2027.',
              ),
            ],
          },
        ]),
      ),
    ).toEqual([
      ['submission', '2027-12-03T12:00', true],
      ['submission', '2027-12-17T12:00', false],
    ]);
  });

  it('Dutch: "verschoven van 12 uur op vrijdag … naar 12 uur op vrijdag …"', () => {
    expect(
      withReplaced(
        structured([
          {
            blocks: [
              para(
                'De sluitingstermijn wordt verschoven van 12 uur op vrijdag 3 december 2027 naar 12 uur op vrijdag 17 december 2027.',
              ),
            ],
          },
        ]),
      ),
    ).toEqual([
      ['submission', '2027-12-03T12:00', true],
      ['submission', '2027-12-17T12:00', false],
    ]);
  });
});
