/**
 * Deadline and award-criterion classes of issue 17 found studying the fourth probe set
 * (docs/decisions.md "Tender facts on the fourth probe set: deadlines and criteria"), each on
 * wording written for this test, English and Dutch, with the precision cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { deadlinesOf, heading, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const deadlines = (facts: TenderFacts) =>
  facts.deadlines.map((d) => [d.value.kind, d.value.date, d.replaced === true]);

describe('numeric dates in the order the document itself shows', () => {
  it('English: a document whose dates are day first reads 07/04/2027 as 7 April', () => {
    const facts = extractTenderFacts([
      'Contract notice dispatched on 26/02/2027.\n\nDeadline for clarification questions: 07/04/2027.',
    ]);
    expect(deadlines(facts)).toEqual([['questions', '2027-04-07', false]]);
  });

  it('Dutch: day first, as always', () => {
    const facts = extractTenderFacts([
      'Publicatie op 26/02/2027.\n\nUiterste datum voor het stellen van vragen: 07/04/2027.',
    ]);
    expect(deadlines(facts)).toEqual([['questions', '2027-04-07', false]]);
  });

  it('precision: an English document whose dates are month first keeps reading them so', () => {
    const facts = extractTenderFacts([
      'Issued 02/22/2027.\n\nQuestions are due 07/04/2027.\n\nProposals are due 08/03/2027.',
    ]);
    expect(deadlines(facts)).toEqual([
      ['questions', '2027-07-04', false],
      ['submission', '2027-08-03', false],
    ]);
  });
});

describe('a zone named by its city', () => {
  it('English: "local time in Lisbon" is Western European time, across its summer time', () => {
    const facts = extractTenderFacts([
      'All times in this invitation are local time in Lisbon.\n\nThe site visit takes place on 15 March 2027 at 10:00.\n\nTenders are due by 16:00 on 19 April 2027.',
    ]);
    expect(deadlines(facts)).toEqual([
      ['other', '2027-03-15T10:00+00:00', false],
      ['submission', '2027-04-19T16:00+01:00', false],
    ]);
  });

  it('Dutch: "lokale tijd in Lissabon" and Helsinki time', () => {
    expect(
      deadlinesOf(
        'Alle tijden in dit document zijn lokale tijd in Lissabon. Uiterste datum van indiening: 19 april 2027 om 16:00 uur.',
      ),
    ).toEqual([['submission', '2027-04-19T16:00+01:00']]);
    expect(deadlinesOf('Tenders are due by 12:00 Helsinki time on 3 June 2027.')).toEqual([
      ['submission', '2027-06-03T12:00+03:00'],
    ]);
  });

  it('precision: Brussels time is Central European time, local like Amsterdam', () => {
    expect(deadlinesOf('Tenders are due by 12:00 Brussels time on 3 June 2027.')).toEqual([
      ['submission', '2027-06-03T12:00'],
    ]);
  });
});

describe('Belgian and whole-hour times', () => {
  it('Dutch: "om 10u00" and "om 12 uur" after the date', () => {
    expect(deadlinesOf('Uiterste datum van indiening: dinsdag 8 juni 2027 om 14u30.')).toEqual([
      ['submission', '2027-06-08T14:30'],
    ]);
    expect(deadlinesOf('De offertes moeten uiterlijk 8 juni 2027 om 12 uur binnen zijn.')).toEqual([
      ['submission', '2027-06-08T12:00'],
    ]);
  });

  it('English: "at 11h00" after the date', () => {
    expect(deadlinesOf('The closing date for tenders is 8 June 2027 at 11h00.')).toEqual([
      ['submission', '2027-06-08T11:00'],
    ]);
  });
});

describe('questions asked for as additional information', () => {
  it('English: "requesting additional information" is the questions deadline', () => {
    expect(deadlinesOf('Last day for requesting additional information: 3 May 2027')).toEqual([
      ['questions', '2027-05-03'],
    ]);
  });

  it('Dutch: "verzoeken om aanvullende informatie"', () => {
    expect(
      deadlinesOf('Uiterste datum voor verzoeken om aanvullende informatie: 3 mei 2027'),
    ).toEqual([['questions', '2027-05-03']]);
  });
});

describe("a corrigendum's old column, and the timetable that still prints the old date", () => {
  it('English: "Initially | Now reads" replaces the old date on every page it is on', () => {
    const facts = structured([
      {
        blocks: [
          heading('Corrigendum 1'),
          table(
            ['Item', 'Initially', 'Now reads'],
            [
              'Time limit for receipt of tenders',
              '12 April 2027 at 16:00',
              '19 April 2027 at 16:00',
            ],
          ),
        ],
      },
      {
        blocks: [
          heading('Timetable'),
          table(['Step', 'Date'], ['Time limit for receipt of tenders', '12 April 2027 at 16:00']),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual([
      ['submission', '2027-04-12T16:00', true],
      ['submission', '2027-04-19T16:00', false],
    ]);
  });

  it('Dutch: "In plaats van | Lees"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Rectificatie'),
          table(
            ['Onderdeel', 'In plaats van', 'Lees'],
            ['Uiterste datum van indiening', '12 april 2027 om 16:00', '19 april 2027 om 16:00'],
          ),
        ],
      },
      {
        blocks: [
          heading('Planning'),
          table(
            ['Activiteit', 'Datum'],
            ['Uiterste datum van indiening', '12 april 2027 om 16:00'],
          ),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual([
      ['submission', '2027-04-12T16:00', true],
      ['submission', '2027-04-19T16:00', false],
    ]);
  });
});

describe('a start said with its verb', () => {
  it('Dutch: "De opdracht vangt aan op"', () => {
    expect(
      deadlinesOf('De opdracht vangt aan op maandag 6 september 2027 en loopt één jaar.'),
    ).toEqual([['start', '2027-09-06']]);
  });

  it('English: "The contract will commence on"', () => {
    expect(deadlinesOf('The contract will commence on 6 September 2027.')).toEqual([
      ['start', '2027-09-06'],
    ]);
  });
});

describe('what is due named at the start of a long sentence', () => {
  it('Dutch: "Vragen … tot en met <datum>" is the questions deadline, to check', () => {
    const facts = extractTenderFacts([
      'Vragen over de technische voorschriften of de prijsinventaris worden schriftelijk gesteld via het berichtenplatform tot en met vrijdag 23 april 2027.',
    ]);
    expect(deadlines(facts)).toEqual([['questions', '2027-04-23', false]]);
    expect(facts.deadlines[0]!.status).toBe('check');
  });

  it('English: "Questions about … until <date>"', () => {
    const facts = extractTenderFacts([
      "Questions about the technical specification, the pricing schedule or the draft terms can be sent through the portal's messaging area until Friday 23 April 2027.",
    ]);
    expect(deadlines(facts)).toEqual([['questions', '2027-04-23', false]]);
    expect(facts.deadlines[0]!.status).toBe('check');
  });

  it('precision: the buyer answering by a date is no deadline', () => {
    expect(
      deadlinesOf(
        'Het bestuur antwoordt ten laatste op dinsdag 27 april 2027 aan alle ondernemers.',
      ),
    ).toEqual([]);
    expect(
      deadlinesOf('The answers to all questions will be published on the portal on 27 April 2027.'),
    ).toEqual([]);
  });
});
