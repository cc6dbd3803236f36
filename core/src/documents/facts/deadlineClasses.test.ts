/**
 * Deadlines: the failure classes of issue 17, each proven on short snippets written for
 * this test in English and Dutch (not taken from the labelled documents in bench/data), so that a
 * rule passes because the mechanism is general, not because it knows one document's wording. The
 * structure cases use hand-built DocumentStructures (classSnippets.ts).
 */
import { describe, expect, it } from 'vitest';
import { deadlinesOf, heading, para, structured, table } from './classSnippets';

describe('a time written before its date, with noon, a weekday or a zone in brackets', () => {
  it('English', () => {
    expect(
      deadlinesOf(
        'The closing time for receipt of tenders is 12:00 noon (UK time) on Thursday 10 April 2025.',
      ),
    ).toEqual([['submission', '2025-04-10T12:00+01:00']]);
    expect(
      deadlinesOf('Clarification requests should reach us by 16:30 hours on 2 April 2025.'),
    ).toEqual([['questions', '2025-04-02T16:30']]);
  });

  it('Dutch', () => {
    expect(
      deadlinesOf('Je inschrijving moet uiterlijk om 14.00 uur op dinsdag 6 mei 2025 binnen zijn.'),
    ).toEqual([['submission', '2025-05-06T14:00']]);
  });
});

describe('a planning row names its kind with a compound word', () => {
  it('Dutch: "inschrijfdatum", "inschrijftermijn" are the submission deadline', () => {
    const { deadlines } = structured([
      {
        blocks: [
          heading('Tijdschema'),
          table(
            ['Stap', 'Wanneer'],
            ['Laatste inschrijfdatum', '19 juni 2025 11:00 uur'],
            ['Sluiting inschrijftermijn (herhaald)', '19 juni 2025'],
          ),
        ],
      },
    ]);
    expect(deadlines.map((d) => [d.value.kind, d.value.date])).toEqual([
      ['submission', '2025-06-19T11:00'],
    ]);
  });
});

describe('issue dates and page numbers are never deadlines', () => {
  it('English: an issue date beside a title that names the tender', () => {
    expect(
      deadlinesOf(
        'Request for Tender – Grounds Maintenance\nIssue date: 4 March 2025\nPage 1 of 30',
      ),
    ).toEqual([]);
    expect(deadlinesOf('Tender pack, date of issue 4 March 2025.')).toEqual([]);
  });

  it('Dutch: uitgiftedatum and publicatiedatum', () => {
    expect(
      deadlinesOf('Offerteaanvraag schoonmaak\nDatum van uitgifte: 4 maart 2025\nPagina 1 van 12'),
    ).toEqual([]);
  });
});

describe('more ways to write a deadline', () => {
  it('a platform’s ISO date, and "midday" or "5pm" before the date', () => {
    expect(deadlinesOf('Sluiting inschrijftermijn: 2025-09-12 om 09:30 uur.')).toEqual([
      ['submission', '2025-09-12T09:30'],
    ]);
    expect(
      deadlinesOf(
        'Bids must arrive by midday on 3 October 2025. Questions are due by 4pm on 19 September 2025.',
      ),
    ).toEqual([
      ['questions', '2025-09-19T16:00'],
      ['submission', '2025-10-03T12:00'],
    ]);
  });
});

describe('a time in its own table cell', () => {
  it('a time in its own cell joins its date (English and Dutch), and is no part of the label', () => {
    const { deadlines } = structured([
      {
        blocks: [
          heading('Timetable / Tijdschema'),
          table(
            ['Milestone', 'Date', 'Time'],
            ['Last day for questions', '6 October 2025', '15:00'],
            ['Sluiting inschrijvingen', '27 oktober 2025', '11:00 uur'],
          ),
        ],
      },
    ]);
    expect(deadlines.map((d) => [d.value.kind, d.value.date, d.value.label])).toEqual([
      ['questions', '2025-10-06T15:00', 'Last day for questions'],
      ['submission', '2025-10-27T11:00', 'Sluiting inschrijvingen'],
    ]);
  });
});

describe('a heading as the label of a date that stands alone below it', () => {
  it('English and Dutch; a heading without a due word is offered to check, a title is no label', () => {
    const facts = structured([
      {
        blocks: [
          heading('Last date for clarification requests'),
          para('2 June 2025, 16:00'),
          heading('Inschrijving'),
          para('23 juni 2025'),
          heading('Planning'),
          para('1 juli 2025'),
        ],
      },
    ]);
    expect(facts.deadlines.map((d) => [d.value.kind, d.value.date, d.status])).toEqual([
      ['questions', '2025-06-02T16:00', 'sure'],
      ['submission', '2025-06-23', 'check'],
    ]);
  });
});
