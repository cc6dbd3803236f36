/**
 * Deadline classes of issue 17 found studying the eleventh probe set (docs/decisions.md "Tender
 * facts on the eleventh probe set: deadlines and criteria"), each on wording written for this
 * test, English and Dutch, with the cases that must stay as they were. The award-criterion classes
 * are in probeElevenCriterionClasses.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';
import { documentZone } from './documentZone';
import { extractTenderFacts } from './extractTenderFacts';

const kinds = (facts: TenderFacts) => facts.deadlines.map((d) => [d.value.kind, d.value.date]);
const withStatement = (statement: string, header: string[], ...rows: string[][]) =>
  structured([{ blocks: [heading('Timetable'), para(statement), table(header, ...rows)] }]);

describe('a zone statement naming the change from standard to summer time', () => {
  it('English: GMT until the change, BST after it, each date at its own offset', () => {
    for (const statement of [
      'All times in this invitation are UK local time: Greenwich Mean Time (GMT) until 28 March 2027, British Summer Time (BST) thereafter.',
      'All deadlines are GMT until 28 March 2027 and BST from that date.',
      'Times stated in this document are in GMT up to 28 March 2027 and in BST from 28 March 2027 onwards.',
    ]) {
      const facts = withStatement(
        statement,
        ['Step', 'Date and time'],
        ['Clarification questions close', '17:00, Friday 12 March 2027'],
        ['Closing date for tenders', '14:00, Thursday 22 April 2027'],
      );
      expect(kinds(facts), statement).toEqual([
        ['questions', '2027-03-12T17:00+00:00'],
        ['submission', '2027-04-22T14:00+01:00'],
      ]);
    }
  });

  it('English and Dutch: US and Australian pairs, and the Dutch wording of the change', () => {
    for (const [statement, march, april] of [
      [
        'All times in this RFP are EST until March 14, 2027 and EDT thereafter.',
        '2027-03-05T16:00-05:00',
        '2027-04-20T16:00-04:00',
      ],
      [
        'Alle tijden in deze leidraad zijn AEDT tot 4 april 2027, daarna AEST.',
        '2027-03-05T16:00+11:00',
        '2027-04-20T16:00+10:00',
      ],
      [
        'Alle tijdstippen zijn GMT tot en met 27 maart 2027 en BST vanaf 28 maart 2027.',
        '2027-03-05T16:00+00:00',
        '2027-04-20T16:00+01:00',
      ],
    ] as const) {
      const facts = withStatement(
        statement,
        ['Stap', 'Datum'],
        ['Uiterste datum vragen', '5 March 2027 4:00 pm'],
        ['Sluitingsdatum inschrijvingen', '20 April 2027 4:00 pm'],
      );
      expect(kinds(facts), statement).toEqual([
        ['questions', march],
        ['submission', april],
      ]);
    }
  });

  it('the change is no deadline, though the sentence names the tender documents', () => {
    for (const sentence of [
      'All times in this tender pack are UK time: GMT until 28 March 2027, BST thereafter.',
      'Alle tijden in de aanbestedingsstukken zijn GMT tot 28 maart 2027, daarna BST.',
      'Note for tenderers: British Summer Time begins on 28 March 2027.',
      'Let op bij het indienen van uw inschrijving: de zomertijd gaat in op 28 maart 2027.',
    ]) {
      expect(kinds(extractTenderFacts([sentence])), sentence).toEqual([]);
    }
  });

  it('"UK local time" is UK time: summer time from the last Sunday of March', () => {
    expect(documentZone(['All times in this tender are UK local time.'], 'en')).toBe(
      'UK local time',
    );
    const facts = withStatement(
      'All times in this tender are UK local time.',
      ['Event', 'Date'],
      ['Deadline for tenders', '12:00 on 6 May 2027'],
    );
    expect(kinds(facts)).toEqual([['submission', '2027-05-06T12:00+01:00']]);
  });

  it("a zone's name glossed by its abbreviation on a wrapped line is no column header", () => {
    const pages = [
      [
        'Note. The Authority works to UK clocks; for the avoidance of doubt the dates below are in',
        'British Summer Time (BST) unless stated',
        'Tender return 4 May 2027 12:00',
      ].join('\n'),
    ];
    expect(documentZone(pages, 'en')).toBeNull();
  });

  it('stays as it was: one zone stated, and a column header with its zone', () => {
    const facts = withStatement(
      'All times are Eastern Time (ET).',
      ['Event', 'Date'],
      ['Proposal due date', 'March 5, 2027 at 2:00 p.m.'],
    );
    expect(kinds(facts)).toEqual([['submission', '2027-03-05T14:00-05:00']]);
    expect(documentZone(['Activity | Date and time (Pacific Time)'], 'en')).toBe('Pacific Time');
    expect(
      documentZone(['Alle tijden zijn Nederlandse tijd, ook na 28 maart 2027.'], 'nl'),
    ).toBeNull();
  });
});
