/**
 * Deadline classes of issue 17 found studying the tenth probe set
 * (docs/decisions.md "Tender facts on the tenth probe set: deadlines and criteria"), each on
 * wording written for this test, English and Dutch, with the cases that must stay as they were.
 * The award-criterion classes are in probeTenCriterionClasses.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const kinds = (facts: TenderFacts) => facts.deadlines.map((d) => [d.value.kind, d.value.date]);
const timetable = (title: string, header: string[], ...rows: string[][]) =>
  structured([{ blocks: [heading(title), table(header, ...rows)] }]);
const sentenceKinds = (sentence: string) =>
  extractTenderFacts([sentence]).deadlines.map((d) => [d.value.kind, d.value.date]);

describe('the outcome sent to the bidders, or the preferred bidder notified, is the award', () => {
  it('English: assessment summaries, outcome or regret letters, notification of the preferred bidder', () => {
    for (const row of [
      'Assessment summaries sent to bidders',
      'Outcome letters issued',
      'Regret letters and letter of award issued',
      'Notification of preferred Proponent',
      'Anticipated notification to successful Respondent(s)',
      'Unsuccessful tenderers informed',
    ]) {
      const facts = timetable(
        'Procurement timetable',
        ['Event', 'Date'],
        ['Closing date for tenders', '4 March 2027'],
        [row, '20 April 2027'],
      );
      expect(kinds(facts), row).toEqual([
        ['submission', '2027-03-04'],
        ['award', '2027-04-20'],
      ]);
    }
  });

  it('Dutch: afwijzingsbrieven, uitslagbrief, bericht aan de winnende inschrijver', () => {
    for (const row of [
      'Verzending afwijzingsbrieven',
      'Uitslagbrief aan inschrijvers',
      'Kennisgeving aan de winnende inschrijver',
    ]) {
      const facts = timetable(
        'Planning',
        ['Activiteit', 'Datum'],
        ['Sluiting inschrijving', '4 maart 2027'],
        [row, '20 april 2027'],
      );
      expect(kinds(facts), row).toEqual([
        ['submission', '2027-03-04'],
        ['award', '2027-04-20'],
      ]);
    }
  });

  it('the moved notification in a sentence is the award too', () => {
    expect(
      sentenceKinds('The notification of the preferred bidder is changed to 21 May 2027.'),
    ).toEqual([['award', '2027-05-21']]);
  });
});

describe('the day a notice or document was posted is no deadline', () => {
  it('English: "Posted on the portal on", "Published on", "This addendum was uploaded on"', () => {
    for (const sentence of [
      'Posted on Bid Portal on 12 April 2027. This addendum forms part of the ITT.',
      'Published on the tender portal on 12 April 2027.',
      'This addendum was uploaded to the bid site on 12 April 2027.',
    ]) {
      expect(sentenceKinds(sentence), sentence).toEqual([]);
    }
  });

  it('Dutch: "Geplaatst op TenderNed op", "Gepubliceerd op", "Deze nota is gepubliceerd op"', () => {
    for (const sentence of [
      'Geplaatst op het inschrijvingsplatform op 12 april 2027. Deze nota hoort bij de leidraad.',
      'Gepubliceerd op het offerteplatform op 12 april 2027.',
      'Deze nota is geplaatst op het inschrijvingsportaal op 12 april 2027.',
    ]) {
      expect(sentenceKinds(sentence), sentence).toEqual([]);
    }
  });

  it('stays as it was: questions or tenders posted by the bidder are deadlines', () => {
    expect(
      sentenceKinds('Questions must be posted on the portal no later than 12 April 2027.'),
    ).toEqual([['questions', '2027-04-12']]);
    expect(sentenceKinds('Bids must be posted on the portal by 12 April 2027.')).toEqual([
      ['submission', '2027-04-12'],
    ]);
  });
});

describe('the tender closing named as the letting or "de aanbesteding"', () => {
  it('Dutch: "De aanbesteding vindt plaats op", "datum van aanbesteding", "Aanbesteding:"', () => {
    for (const sentence of [
      'De aanbesteding vindt plaats op dinsdag 15 juni 2027 om 11.00 uur.',
      'De datum van aanbesteding is 15 juni 2027 om 11.00 uur.',
      'Aanbesteding: dinsdag 15 juni 2027, 11.00 uur.',
      'Het tijdstip van aanbesteding wordt 15 juni 2027 om 11.00 uur.',
    ]) {
      expect(sentenceKinds(sentence), sentence).toEqual([['submission', '2027-06-15T11:00']]);
    }
  });

  it('English: "Bid letting date", "Letting date", "project letting"', () => {
    for (const sentence of [
      'Bid letting date: June 15, 2027 at 11:00 a.m.',
      'Letting date: June 15, 2027, 11:00 a.m.',
      'The project letting will take place on June 15, 2027 at 11:00 a.m.',
    ]) {
      expect(
        sentenceKinds(sentence).map((d) => [d[0], d[1]!.slice(0, 16)]),
        sentence,
      ).toEqual([['submission', '2027-06-15T11:00']]);
    }
  });

  it('stays as it was: a publication or start of the tender is no submission', () => {
    expect(sentenceKinds('Aankondiging aanbesteding op TenderNed: 26 april 2027.')).toEqual([]);
  });
});

describe("the zone in a timetable's date column header", () => {
  it('English: "Date and time (Pacific Time)", "Time (AEST)", "Closing date/time (UK time)"', () => {
    for (const [header, row, iso] of [
      ['Date and time (Pacific Time)', 'May 4, 2027, 3:00 p.m.', '2027-05-04T15:00-07:00'],
      ['Time (AEST)', '4 May 2027, 3:00pm', '2027-05-04T15:00+10:00'],
      ['Date/time (UK time)', '4 May 2027 at 15:00', '2027-05-04T15:00+01:00'],
    ] as const) {
      const facts = timetable('Key dates', ['Event', header], ['Deadline for questions', row]);
      expect(kinds(facts), header).toEqual([['questions', iso]]);
    }
  });

  it('Dutch: "Datum en tijdstip (UTC)", "Tijdstip (BST)", "Datum/tijd (GMT)"', () => {
    for (const [header, iso] of [
      ['Datum en tijdstip (UTC)', '2027-05-04T15:00+00:00'],
      ['Tijdstip (BST)', '2027-05-04T15:00+01:00'],
      ['Datum/tijd (GMT)', '2027-05-04T15:00+00:00'],
    ] as const) {
      const facts = timetable(
        'Planning',
        ['Stap', header],
        ['Uiterste datum vragen', '4 mei 2027, 15:00 uur'],
      );
      expect(kinds(facts), header).toEqual([['questions', iso]]);
    }
  });

  it('stays as it was: a sentence stating the zone wins over a header', () => {
    const facts = structured([
      {
        blocks: [
          heading('Timetable'),
          para('All times in this document are UK time.'),
          table(['Event', 'Date', 'Time (local time)'], ['Tender return', '4 May 2027', '12:00']),
        ],
      },
    ]);
    expect(kinds(facts)).toEqual([['submission', '2027-05-04T12:00+01:00']]);
  });

  it('stays as it was: a header without a zone leaves the time local', () => {
    const facts = timetable(
      'Planning',
      ['Stap', 'Datum en tijd'],
      ['Uiterste datum vragen', '4 mei 2027, 15:00 uur'],
    );
    expect(kinds(facts)).toEqual([['questions', '2027-05-04T15:00']]);
  });
});
