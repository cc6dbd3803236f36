/**
 * Deadline classes of issue 17 found studying the sixteenth probe set (docs/decisions.md "Tender
 * facts on the sixteenth probe set"), each on wording written for this test, English and Dutch,
 * with the cases that must stay as they were. The award-criterion classes are in
 * probeSixteenCriterionClasses.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const kinds = (facts: TenderFacts) => facts.deadlines.map((d) => [d.value.kind, d.value.date]);
const pagesKinds = (...pages: string[]) => kinds(extractTenderFacts(pages));
const withReplaced = (facts: TenderFacts) =>
  facts.deadlines.map((d) => [d.value.kind, d.value.date, d.replaced === true]);

describe('the result named by what it is the result of is the award', () => {
  it('English: "Notification of tender result" in a schedule and in a sentence', () => {
    const facts = structured([
      {
        blocks: [
          heading('4. Timetable'),
          table(
            ['Step', 'Date'],
            ['Closing date for tenders', 'Monday, 7 June 2027, 12:00'],
            ['Notification of bid result (expected)', 'around Monday, 5 July 2027'],
          ),
        ],
      },
    ]);
    expect(kinds(facts)).toEqual([
      ['submission', '2027-06-07T12:00'],
      ['award', '2027-07-05'],
    ]);
    expect(
      pagesKinds('The notification of the tender result is now planned for Monday, 12 July 2027.'),
    ).toEqual([['award', '2027-07-12']]);
  });

  it('Dutch: "Kennisgeving aanbestedingsuitslag"', () => {
    const facts = structured([
      {
        blocks: [
          heading('3 Planning'),
          table(
            ['Stap', 'Datum'],
            ['Sluiting inschrijving', 'maandag 7 juni 2027, 12.00 uur'],
            ['Kennisgeving aanbestedingsuitslag', 'maandag 5 juli 2027'],
          ),
        ],
      },
    ]);
    expect(kinds(facts)).toEqual([
      ['submission', '2027-06-07T12:00'],
      ['award', '2027-07-05'],
    ]);
  });
});

describe('a guarantee valid until a date is no deadline', () => {
  it("English: the bid bond's term; the tenders' own deadline stays", () => {
    expect(
      pagesKinds(
        'A bid bond of €10,000 must accompany each tender for Lot 2, valid until Monday, 31 January 2028.\n\nTenders must be received by 14 September 2027 at 12:00.',
      ),
    ).toEqual([['submission', '2027-09-14T12:00']]);
  });

  it('Dutch: "een bankgarantie, geldig tot"', () => {
    expect(
      pagesKinds(
        'Bij de inschrijving voegt u een bankgarantie van € 10.000, geldig tot en met maandag 31 januari 2028.\n\nDe inschrijving moet uiterlijk 14 september 2027 om 12.00 uur zijn ontvangen.',
      ),
    ).toEqual([['submission', '2027-09-14T12:00']]);
  });
});

describe('an e-mail address names no step', () => {
  it('English: a clarification deadline sent to a "tenders@" mailbox is the questions deadline', () => {
    expect(
      pagesKinds(
        'Clarification requests must be made in writing, sent only by e-mail to tenders@harbourtrust.example, and must reach the Procurement Office by 3:00 p.m. on 14 June 2027.',
      ),
    ).toEqual([['questions', '2027-06-14T15:00']]);
  });

  it('Dutch: vragen naar een "inschrijvingen@" adres (stays as it was)', () => {
    expect(
      pagesKinds(
        'Verzoeken om verduidelijking stuurt u uitsluitend per e-mail naar het adres inschrijvingen@waterschapdelta.example, en zij moeten ons bereiken uiterlijk om 12.00 uur op 3 juni 2027.',
      ),
    ).toEqual([['questions', '2027-06-03T12:00']]);
  });
});

describe("the buyer's last day for issuing its answers is no questions deadline", () => {
  it('English: "Last date for issuing clarifications"; the requests deadline stays', () => {
    const facts = structured([
      {
        blocks: [
          heading('2. Timetable'),
          table(
            ['Event', 'Date'],
            ['Deadline for clarification requests', 'Friday, 4 June 2027'],
            ['Last date for issuing clarifications', 'Friday, 11 June 2027'],
            ['Deadline for issuing clarification requests to the Authority', 'Friday, 28 May 2027'],
          ),
        ],
      },
    ]);
    expect(kinds(facts).sort()).toEqual([
      ['questions', '2027-05-28'],
      ['questions', '2027-06-04'],
    ]);
  });

  it('Dutch: "Uiterste datum verzending antwoorden" (stays as it was)', () => {
    const facts = structured([
      {
        blocks: [
          heading('2 Planning'),
          table(
            ['Activiteit', 'Datum'],
            ['Uiterste datum vragen', 'vrijdag 4 juni 2027'],
            ['Uiterste datum verzending antwoorden', 'vrijdag 11 juni 2027'],
          ),
        ],
      },
    ]);
    expect(kinds(facts)).toEqual([['questions', '2027-06-04']]);
  });
});

describe('submitted before the closing on a date', () => {
  it('Dutch: "wordt … ingediend, vóór de sluiting op"', () => {
    expect(
      pagesKinds(
        'Uw inschrijving wordt digitaal via het aanbestedingsplatform ingediend, vóór de sluiting op dinsdag 9 november 2027 om 11.00 uur.',
      ),
    ).toEqual([['submission', '2027-11-09T11:00']]);
  });

  it('English: "lodged … before the closing on"', () => {
    expect(
      pagesKinds(
        'Offers are lodged through the e-tendering portal before the closing on Tuesday, 9 November 2027 at 11:00.',
      ),
    ).toEqual([['submission', '2027-11-09T11:00']]);
  });
});

describe('a step set on "the same day" as the date before, by its time', () => {
  it('English: an answer moves the closing and the opening follows the same day', () => {
    const facts = structured([
      {
        blocks: [
          heading('Clarification Note No. 1'),
          table(
            ['No.', 'Question', 'Reply'],
            [
              '1',
              'Will the deadline move?',
              'Yes. The closing date for tenders is extended to Monday, 14 June 2027 at 11:00. Tenders will be opened on the same day at 11:30.',
            ],
          ),
        ],
      },
    ]);
    expect(kinds(facts).sort()).toEqual([
      ['opening', '2027-06-14T11:30'],
      ['submission', '2027-06-14T11:00'],
    ]);
  });

  it('Dutch: "De opening vindt die dag plaats om"', () => {
    expect(
      pagesKinds(
        'De sluiting van de inschrijving is maandag 14 juni 2027, 11.00 uur. De opening van de inschrijvingen vindt diezelfde dag plaats om 11.30 uur.',
      ).sort(),
    ).toEqual([
      ['opening', '2027-06-14T11:30'],
      ['submission', '2027-06-14T11:00'],
    ]);
  });

  it('stays quiet: "the same day" with no step, or with no date before it', () => {
    expect(
      pagesKinds(
        'Tenders must be received by Monday, 14 June 2027 at 11:00. Receipts are e-mailed on the same day at 17:00.',
      ),
    ).toEqual([['submission', '2027-06-14T11:00']]);
    expect(pagesKinds('Tenders will be opened on the same day at 11:30.')).toEqual([]);
  });
});

describe('a move whose times are written "12:00 noon, Friday,"', () => {
  it('English: the new closing replaces the old', () => {
    expect(
      withReplaced(
        structured([
          {
            blocks: [
              para(
                'The Tender Closing Time is extended from 12:00 noon, Monday, 4 October 2027 to 12:00 noon, Monday, 11 October 2027.',
              ),
            ],
          },
        ]),
      ),
    ).toEqual([
      ['submission', '2027-10-04T12:00', true],
      ['submission', '2027-10-11T12:00', false],
    ]);
  });

  it('Dutch: "verschoven van 12.00 uur, maandag … naar 12.00 uur, maandag …" (stays as it was)', () => {
    expect(
      withReplaced(
        structured([
          {
            blocks: [
              para(
                'De sluiting van de inschrijving wordt verschoven van 12.00 uur, maandag 4 oktober 2027 naar 12.00 uur, maandag 11 oktober 2027.',
              ),
            ],
          },
        ]),
      ),
    ).toEqual([
      ['submission', '2027-10-04T12:00', true],
      ['submission', '2027-10-11T12:00', false],
    ]);
  });
});
