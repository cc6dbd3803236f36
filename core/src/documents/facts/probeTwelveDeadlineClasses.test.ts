/**
 * Deadline and zone classes of issue 17 found studying the twelfth probe set
 * (docs/decisions.md "Tender facts on the twelfth probe set"), each on wording written for this
 * test, English and Dutch, with the cases that must stay as they were.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const kinds = (facts: TenderFacts) => facts.deadlines.map((d) => [d.value.kind, d.value.date]);
const timetable = (title: string, header: string[], ...rows: string[][]) =>
  structured([{ blocks: [heading(title), table(header, ...rows)] }]);
const pagesKinds = (...pages: string[]) => kinds(extractTenderFacts(pages));

describe('an offset written out is the zone: UTC+8, GMT+12, UTC-4, UTC+05:30', () => {
  it('English: the offset after a place the rules do not name, or beside a zone name', () => {
    for (const [sentence, iso] of [
      [
        'Proposals are due by 9 June 2027, 16:00 hrs Samoa Time (UTC+13).',
        '2027-06-09T16:00+13:00',
      ],
      ['Closing date: 9 June 2027 at 10:00 Mumbai time (GMT+05:30).', '2027-06-09T10:00+05:30'],
      ['Bids are due on 9 June 2027 at 2:00 PM AST (UTC-4).', '2027-06-09T14:00-04:00'],
      ['Tenders close 9 June 2027 at 11:00 GMT+3.', '2027-06-09T11:00+03:00'],
    ] as const) {
      expect(pagesKinds(sentence), sentence).toEqual([['submission', iso]]);
    }
  });

  it('Dutch: "Curaçao-tijd (UTC-4)", "Surinaamse tijd (GMT-3)"', () => {
    for (const [sentence, iso] of [
      [
        'Uiterste datum inschrijving: 9 juni 2027 om 10.00 uur Curaçao-tijd (UTC-4).',
        '2027-06-09T10:00-04:00',
      ],
      [
        'Sluitingsdatum: woensdag 9 juni 2027, 14.00 uur Surinaamse tijd (GMT-3).',
        '2027-06-09T14:00-03:00',
      ],
    ] as const) {
      expect(pagesKinds(sentence), sentence).toEqual([['submission', iso]]);
    }
  });

  it('a statement for all times: the written offset wins over a name read with a summer hour', () => {
    expect(
      pagesKinds(
        'Alle tijden in deze leidraad zijn Arubaanse tijd (Atlantic Standard Time, UTC-4; geen zomertijd).\n\nUiterste datum voor vragen: 3 juni 2027 om 12.00 uur.',
      ),
    ).toEqual([['questions', '2027-06-03T12:00-04:00']]);
    expect(
      pagesKinds(
        'All times in this RFP are Tahiti time (UTC-10).\n\nDeadline for questions: 3 June 2027 at 12:00.',
      ),
    ).toEqual([['questions', '2027-06-03T12:00-10:00']]);
  });

  it("a place's time defined once with its offset is the zone of its other times", () => {
    expect(
      pagesKinds(
        'Closing date for proposals: 9 June 2027, 17:00 Nauru Time (GMT+12)',
        'Deadline for questions: 2 June 2027 at 12 noon Nauru Time.',
      ),
    ).toEqual([
      ['questions', '2027-06-02T12:00+12:00'],
      ['submission', '2027-06-09T17:00+12:00'],
    ]);
    expect(
      pagesKinds(
        'Sluitingsdatum inschrijving: 9 juni 2027, 11.00 uur Sint Maarten-tijd (AST, UTC-4)',
        'Uiterste datum voor vragen: 2 juni 2027 om 12.00 uur.',
      ),
    ).toEqual([
      ['questions', '2027-06-02T12:00-04:00'],
      ['submission', '2027-06-09T11:00-04:00'],
    ]);
  });

  it('stays as it was: a zone name without an offset, and bare UTC or GMT', () => {
    expect(pagesKinds('Tenders close on 9 June 2027 at 11:00 GMT.')).toEqual([
      ['submission', '2027-06-09T11:00+00:00'],
    ]);
    expect(pagesKinds('Bids are due on 9 June 2027 at 2:00 PM Eastern Time.')).toEqual([
      ['submission', '2027-06-09T14:00-04:00'],
    ]);
    expect(pagesKinds('Uiterste datum inschrijving: 9 juni 2027 om 10.00 uur.')).toEqual([
      ['submission', '2027-06-09T10:00'],
    ]);
  });
});

describe('the day the tender was advertised is no deadline', () => {
  it('English: "Advertised on <portal>:", "Tender advertised", "Date of advertisement"', () => {
    expect(
      pagesKinds('Advertised on Tenders Online: Monday, 3 May 2027\n\nClosing Time: 1 June 2027'),
    ).toEqual([['submission', '2027-06-01']]);
    const facts = timetable(
      'Timetable',
      ['Event', 'Date'],
      ['Tender advertised', '3 May 2027'],
      ['Date of advertisement in the press', '4 May 2027'],
      ['Tenders close', '1 June 2027'],
    );
    expect(kinds(facts)).toEqual([['submission', '2027-06-01']]);
  });

  it('Dutch: "Geadverteerd op", "Advertentie in de krant"', () => {
    const facts = timetable(
      'Planning',
      ['Stap', 'Datum'],
      ['Aanbesteding geadverteerd op het portaal', '3 mei 2027'],
      ['Advertentie inschrijving in de krant', '4 mei 2027'],
      ['Sluiting inschrijving', '1 juni 2027'],
    );
    expect(kinds(facts)).toEqual([['submission', '2027-06-01']]);
  });
});

describe('proposals opened on a date: the opening, not the submission', () => {
  it('English and Dutch', () => {
    expect(
      pagesKinds('Envelopes opened on 2 June 2027 at 10:00 in the presence of the committee.'),
    ).toEqual([['opening', '2027-06-02T10:00']]);
    expect(pagesKinds('The bids are opened at 10:00 on 2 June 2027.')).toEqual([
      ['opening', '2027-06-02T10:00'],
    ]);
    expect(pagesKinds('De inschrijvingen worden geopend op 2 juni 2027 om 10.00 uur.')).toEqual([
      ['opening', '2027-06-02T10:00'],
    ]);
  });
});

describe('a later round of offers (BAFO) is a date to note, not the submission', () => {
  it('English and Dutch', () => {
    for (const row of [
      'Best and final offers due',
      'Submission of BAFO',
      'Indienen BAFO',
      'Beste en definitieve offerte',
    ]) {
      const facts = timetable(
        'Planning',
        ['Event', 'Date'],
        ['Closing date for tenders', '4 June 2027'],
        [row, '2 July 2027'],
      );
      expect(kinds(facts), row).toEqual([
        ['submission', '2027-06-04'],
        ['other', '2027-07-02'],
      ]);
    }
  });

  it("stays as it was: a competitive dialogue's final tenders are its submission", () => {
    expect(pagesKinds('Submission of final tenders: 2 July 2027.')).toEqual([
      ['submission', '2027-07-02'],
    ]);
  });
});

describe('the objection period after the award decision is the standstill', () => {
  it('English and Dutch', () => {
    for (const row of [
      'Einde bezwaartermijn',
      'End of the objection period',
      'Challenge period ends',
    ]) {
      const facts = timetable('Planning', ['Activity', 'Date'], [row, '29 June 2027']);
      expect(kinds(facts), row).toEqual([['standstill', '2027-06-29']]);
    }
  });
});

describe("a data sheet's clause with a date: the row's label names it", () => {
  it('English: a clause counting back from the submission, a clause naming the opening', () => {
    const facts = timetable(
      'Data Sheet',
      ['No.', 'Item', 'Instructions'],
      [
        '4',
        'Last day for written enquiries',
        'Ten (10) days before the proposal due date, i.e. 20 May 2027 at 15:00',
      ],
      ['5', 'Site visit', 'In person, 12 May 2027 at 09:00 at the water plant gate'],
    );
    expect(kinds(facts)).toEqual([
      ['other', '2027-05-12T09:00'],
      ['questions', '2027-05-20T15:00'],
    ]);
  });

  it('Dutch', () => {
    const facts = timetable(
      'Gegevensblad',
      ['Nr.', 'Onderwerp', 'Toelichting'],
      [
        '3',
        'Uiterste datum voor vragen',
        'Tien dagen vóór de sluiting van de inschrijving, d.w.z. 20 mei 2027 om 15.00 uur',
      ],
    );
    expect(kinds(facts)).toEqual([['questions', '2027-05-20T15:00']]);
  });

  it("stays as it was: a question-and-answer table's answer is read as sentences", () => {
    const facts = timetable(
      'Nota van Inlichtingen',
      ['Nr.', 'Vraag', 'Antwoord'],
      [
        '1',
        'Kan de termijn worden verlengd?',
        'Ja. De sluitingsdatum wordt 9 juni 2027 om 12.00 uur.',
      ],
    );
    expect(kinds(facts)).toEqual([['submission', '2027-06-09T12:00']]);
  });
});

describe('a Q&A answer that gives only a date moves what the question names', () => {
  it('English and Dutch, to check', () => {
    const en = timetable(
      'Clarifications',
      ['No.', 'Question', 'Answer'],
      ['1', 'Is the deadline for clarification questions also moved?', 'Yes, to 14 May 2027.'],
    );
    expect(kinds(en)).toEqual([['questions', '2027-05-14']]);
    expect(en.deadlines[0]!.confidence).toBeLessThan(0.8);
    const nl = timetable(
      'Nota van Inlichtingen',
      ['Nr.', 'Vraag', 'Antwoord'],
      ['3', 'Schuift de gunningsbeslissing mee?', 'Ja, naar 22 juni 2027.'],
    );
    expect(kinds(nl)).toEqual([['award', '2027-06-22']]);
  });

  it('stays as it was: an answer with words of its own is read by them', () => {
    const facts = timetable(
      'Clarifications',
      ['No.', 'Question', 'Answer'],
      [
        '2',
        'Can questions be asked after the deadline?',
        'No; the answers will be published on 5 May 2027.',
      ],
    );
    expect(kinds(facts)).toEqual([]);
  });
});
