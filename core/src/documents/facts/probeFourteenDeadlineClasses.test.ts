/**
 * Deadline and zone classes of issue 17 found studying the fourteenth probe set
 * (docs/decisions.md "Tender facts on the fourteenth probe set: deadlines and criteria"), each on
 * wording written for this test, English and Dutch, with the cases that must stay as they were.
 * The award-criterion classes are in probeFourteenCriterionClasses.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const kinds = (facts: TenderFacts) => facts.deadlines.map((d) => [d.value.kind, d.value.date]);
const pagesKinds = (...pages: string[]) => kinds(extractTenderFacts(pages));
const withReplaced = (facts: TenderFacts) =>
  facts.deadlines.map((d) => [d.value.kind, d.value.date.slice(0, 10), d.replaced === true]);

describe('zones without summer time named by region, country or abbreviation', () => {
  it('English: East Africa Time, Singapore time, West Africa Time, Gulf Standard Time', () => {
    expect(
      pagesKinds(
        'All times quoted in this invitation are East Africa Time (EAT).\n\nBids close at 10:00 on Thursday, 9 December 2027.',
      ),
    ).toEqual([['submission', '2027-12-09T10:00+03:00']]);
    expect(
      pagesKinds(
        'All times in these instructions are Singapore time.\n\nClosing date for offers: 2 March 2028, 3.00 pm',
      ),
    ).toEqual([['submission', '2028-03-02T15:00+08:00']]);
    expect(pagesKinds('Proposals are due by 12:00 West Africa Time on 9 December 2027.')).toEqual([
      ['submission', '2027-12-09T12:00+01:00'],
    ]);
    expect(pagesKinds('Bids are due on 9 December 2027 at 13:00 Gulf Standard Time.')).toEqual([
      ['submission', '2027-12-09T13:00+04:00'],
    ]);
    expect(pagesKinds('Tenders are due on 9 December 2027 at 09:00 SGT.')).toEqual([
      ['submission', '2027-12-09T09:00+08:00'],
    ]);
  });

  it('Dutch: "Oost-Afrikaanse tijd", "Singaporese tijd"', () => {
    expect(
      pagesKinds(
        'Alle tijden in dit document zijn Oost-Afrikaanse tijd.\n\nUiterste datum inschrijving: 9 december 2027 om 10.00 uur.',
      ),
    ).toEqual([['submission', '2027-12-09T10:00+03:00']]);
    expect(pagesKinds('Sluitingsdatum: 9 december 2027 om 15.00 uur Singaporese tijd.')).toEqual([
      ['submission', '2027-12-09T15:00+08:00'],
    ]);
  });

  it('stays as it was: "eat", "cat" and "wat" in lower case are words, not zones', () => {
    expect(pagesKinds('Tenders are due on 9 December 2027 at 10:00 at the offices.')).toEqual([
      ['submission', '2027-12-09T10:00'],
    ]);
    expect(
      pagesKinds('Uiterste datum inschrijving: 9 december 2027 om 10.00 uur, wat vast staat.'),
    ).toEqual([['submission', '2027-12-09T10:00']]);
  });
});

describe('a zone in words or brackets after "a.m." ends no sentence', () => {
  it('English: the cover\'s "CLOSING: 10:00 a.m. (East Africa Time) on Friday, …"', () => {
    expect(
      pagesKinds('BID CLOSING: 10:00 a.m. (East Africa Time) on Thursday, 9th December 2027'),
    ).toEqual([['submission', '2027-12-09T10:00+03:00']]);
    expect(
      pagesKinds('Tenders close at 9.30 a.m. Singapore Time on Thursday, 9 December 2027.'),
    ).toEqual([['submission', '2027-12-09T09:30+08:00']]);
  });

  it('stays as it was: a full stop after "p.m." before a new sentence', () => {
    expect(
      pagesKinds('The site visit starts at 2 p.m. Questions may be sent until 1 December 2027.'),
    ).toEqual([['questions', '2027-12-01']]);
  });
});

describe("the date's weekday in brackets before its time", () => {
  it('English and Dutch', () => {
    expect(
      pagesKinds('The closing date is extended to 9 December 2027 (Thursday), 3.00 pm.'),
    ).toEqual([['submission', '2027-12-09T15:00']]);
    expect(pagesKinds('Uiterste datum inschrijving: 9 december 2027 (do), 14.00 uur')).toEqual([
      ['submission', '2027-12-09T14:00'],
    ]);
  });

  it('stays as it was: another bracket keeps the date without a time', () => {
    expect(
      pagesKinds('Uiterste datum inschrijving: 9 december 2027 (zie bijlage 2), 14.00 uur'),
    ).toEqual([['submission', '2027-12-09']]);
  });
});

describe('a briefing or a walk round the site is no submission', () => {
  it('English: "Tender briefing and site walk-round", "Site inspection"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Key dates'),
          table(
            ['Event', 'Date'],
            ['Tender briefing and site walk-round (mandatory)', '1 December 2027, 9.00 am'],
            ['Site inspection', '2 December 2027'],
            ['Closing date for tenders', '9 December 2027, 12 noon'],
          ),
        ],
      },
    ]);
    expect(kinds(facts)).toEqual([
      ['other', '2027-12-01T09:00'],
      ['other', '2027-12-02'],
      ['submission', '2027-12-09T12:00'],
    ]);
  });

  it('Dutch: "Rondleiding op het terrein", "Bezoek ter plaatse"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Planning'),
          table(
            ['Stap', 'Datum'],
            ['Rondleiding op het terrein voor inschrijvers', '1 december 2027, 9.00 uur'],
            ['Bezoek ter plaatse', '2 december 2027'],
            ['Uiterste datum indiening inschrijving', '9 december 2027, 12.00 uur'],
          ),
        ],
      },
    ]);
    expect(kinds(facts)).toEqual([
      ['other', '2027-12-01T09:00'],
      ['other', '2027-12-02'],
      ['submission', '2027-12-09T12:00'],
    ]);
  });
});

describe('the old closing named in a sentence of its own is replaced', () => {
  it('English: "The previous closing of … no longer applies"', () => {
    const facts = structured([
      { blocks: [heading('Timeline'), table(['Event', 'Date'], ['Closing', '9 December 2027'])] },
      {
        blocks: [
          heading('Amendment No. 2'),
          table(
            ['Item', 'Change'],
            [
              'Closing',
              'The closing is extended to 16 December 2027. The previous closing of 9 December 2027 no longer applies.',
            ],
          ),
        ],
      },
    ]);
    expect(withReplaced(facts)).toEqual([
      ['submission', '2027-12-09', true],
      ['submission', '2027-12-16', false],
    ]);
  });

  it('Dutch: "De oorspronkelijke sluiting van … vervalt"', () => {
    const facts = extractTenderFacts([
      'Sluitingsdatum inschrijvingen: 9 december 2027',
      'Wijzigingen\n\nDe sluitingsdatum wordt verplaatst naar 16 december 2027.\n\nDe oorspronkelijke sluiting van 9 december 2027 vervalt.',
    ]);
    expect(withReplaced(facts)).toEqual([
      ['submission', '2027-12-09', true],
      ['submission', '2027-12-16', false],
    ]);
  });
});

describe("a rectification's corrected column is the new date", () => {
  it('Dutch: "Oorspronkelijke tekst | Verbeterde tekst"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Kalender'),
          table(['Stap', 'Datum'], ['Uiterste datum voor vragen', '15/11/2027 om 12u00']),
        ],
      },
      {
        blocks: [
          heading('Bericht tot rectificatie'),
          table(
            ['Bepaling', 'Oorspronkelijke tekst', 'Verbeterde tekst'],
            ['Uiterste datum voor vragen', '15/11/2027 om 12u00', '22/11/2027 om 12u00'],
          ),
        ],
      },
    ]);
    expect(withReplaced(facts)).toEqual([
      ['questions', '2027-11-15', true],
      ['questions', '2027-11-22', false],
    ]);
  });

  it('English: "Original text | Corrected text"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Rectification notice'),
          table(
            ['Clause', 'Original text', 'Corrected text'],
            ['Deadline for questions', '15 November 2027', '22 November 2027'],
          ),
        ],
      },
    ]);
    expect(withReplaced(facts)).toEqual([
      ['questions', '2027-11-15', true],
      ['questions', '2027-11-22', false],
    ]);
  });
});

describe("a period's first day written without its month", () => {
  it('Dutch and English: neither end is a deadline', () => {
    expect(pagesKinds('Voorlopige gunning: week 50 (13 – 17 december 2027)')).toEqual([]);
    expect(pagesKinds('Intention to award: 13-17 December 2027')).toEqual([]);
  });

  it("stays as it was: a lot's number before the date", () => {
    expect(pagesKinds('Closing date for Lot 2 – 17 December 2027')).toEqual([
      ['submission', '2027-12-17'],
    ]);
  });
});

describe('the deadline and the opening named as one step', () => {
  it('Dutch and English: the submission and the opening on that date', () => {
    const facts = structured([
      {
        blocks: [
          heading('Kalender'),
          table(
            ['Stap', 'Datum'],
            ['Uiterste datum voor indiening van de offertes en opening', '03/12/2027 om 10u00'],
          ),
        ],
      },
    ]);
    expect(kinds(facts)).toEqual([
      ['opening', '2027-12-03T10:00'],
      ['submission', '2027-12-03T10:00'],
    ]);
    expect(
      kinds(
        structured([
          {
            blocks: [
              heading('Timetable'),
              table(
                ['Step', 'Date'],
                ['Closing and opening of tenders', '10 December 2027, 12:00'],
              ),
            ],
          },
        ]),
      ),
    ).toEqual([
      ['opening', '2027-12-10T12:00'],
      ['submission', '2027-12-10T12:00'],
    ]);
  });

  it('a later schedule that moves the step replaces both, English and Dutch', () => {
    const schedule = (caption: string, questions: string, closing: string) =>
      [
        heading(caption),
        table(
          ['Step', 'Date'],
          ['Deadline for questions', questions],
          ['Closing and opening of tenders', closing],
        ),
      ] as const;
    const facts = structured([
      { blocks: [...schedule('Timetable', '1 December 2027, 12:00', '10 December 2027, 12:00')] },
      {
        blocks: [
          ...schedule('Amended timetable', '8 December 2027, 12:00', '17 December 2027, 12:00'),
        ],
      },
    ]);
    expect(withReplaced(facts).filter(([kind]) => kind !== 'questions')).toEqual([
      ['opening', '2027-12-10', true],
      ['submission', '2027-12-10', true],
      ['opening', '2027-12-17', false],
      ['submission', '2027-12-17', false],
    ]);
    const nl = structured([
      {
        blocks: [
          heading('Planning'),
          table(
            ['Stap', 'Datum'],
            ['Sluiting vragen', '01/12/2027 om 12u00'],
            ['Uiterste datum voor indiening van de offertes en opening', '10/12/2027 om 10u00'],
          ),
        ],
      },
      {
        blocks: [
          heading('Gewijzigde planning'),
          table(
            ['Stap', 'Datum'],
            ['Sluiting vragen', '08/12/2027 om 12u00'],
            ['Uiterste datum voor indiening van de offertes en opening', '17/12/2027 om 10u00'],
          ),
        ],
      },
    ]);
    expect(withReplaced(nl).filter(([kind]) => kind === 'submission')).toEqual([
      ['submission', '2027-12-10', true],
      ['submission', '2027-12-17', false],
    ]);
  });

  it('stays as it was: the opening alone is no deadline for the bidder', () => {
    expect(pagesKinds('Opening van de inschrijvingen: 10 december 2027 om 12.00 uur')).toEqual([
      ['opening', '2027-12-10T12:00'],
    ]);
  });
});

describe('stays as it was: a late tender that lapses names no old date', () => {
  it('English and Dutch', () => {
    const late = (text: string) => withReplaced(extractTenderFacts([text]));
    expect(late('Tenders received after 9 December 2027 are no longer valid.')).toEqual([
      ['submission', '2027-12-09', false],
    ]);
    expect(late('Een inschrijving die na 9 december 2027 binnenkomt, vervalt.')).toEqual([
      ['submission', '2027-12-09', false],
    ]);
  });
});
