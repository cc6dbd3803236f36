/**
 * The deadline classes of issue 17 found studying the seventeenth probe set (docs/decisions.md
 * "Tender facts on the seventeenth probe set"), on wording written for this test, English and
 * Dutch.
 */
import { describe, expect, it } from 'vitest';
import { deadlinesOf } from './classSnippets';

describe('a step set "on that day" after a time written with a.m./p.m. or "u."', () => {
  it('English: the opening at 2:15 p.m. on that day takes the closing date', () => {
    expect(
      deadlinesOf(
        'Schedule. Bids must be received no later than 11:00 a.m. on 9 June 2027 (Wednesday). Bids will be opened at 2:15 p.m. on that day in the Board Room.',
      ),
    ).toEqual([
      ['submission', '2027-06-09T11:00'],
      ['opening', '2027-06-09T14:15'],
    ]);
  });

  it('Dutch: de opening om 14.30 u. op die dag', () => {
    expect(
      deadlinesOf(
        'Planning. De inschrijvingen moeten uiterlijk op woensdag 9 juni 2027 om 11.00 uur binnen zijn. De inschrijvingen worden geopend om 14.30 u. op die dag.',
      ),
    ).toEqual([
      ['submission', '2027-06-09T11:00'],
      ['opening', '2027-06-09T14:30'],
    ]);
  });
});

describe('a window "between 3 and 7 May" is no deadline', () => {
  it('English: a site visit that can be arranged between two days', () => {
    expect(
      deadlinesOf(
        "Site visits with the Council's Roads Engineer can be arranged between 12 and 16 April 2027 by appointment. Tenders are due by 30 April 2027.",
      ),
    ).toEqual([['submission', '2027-04-30']]);
  });

  it('Dutch: een bezichtiging tussen 12 en 16 april, ook van … tot en met', () => {
    expect(
      deadlinesOf(
        'Bezichtiging van de locatie is mogelijk tussen 12 en 16 april 2027. Proefplaatsing van 19 tot en met 23 april 2027. De inschrijving sluit op 30 april 2027.',
      ),
    ).toEqual([['submission', '2027-04-30']]);
  });
});

describe("the bidder's requests received by a date, and the answers published by one", () => {
  it('English: "will respond to any request received no later than" is the questions deadline; the responses\' publishing is none', () => {
    expect(
      deadlinesOf(
        'The Authority will respond to any request for clarification received no later than 12:00 on 3 May 2027. Responses will be published on the portal, without naming the bidder, not later than 7 May 2027.',
      ),
    ).toEqual([['questions', '2027-05-03T12:00']]);
  });

  it('Dutch, stays as it was: "verzoeken om verduidelijking ontvangen vóór", "de reacties worden gepubliceerd"', () => {
    expect(
      deadlinesOf(
        'De aanbestedende dienst beantwoordt verzoeken om verduidelijking ontvangen vóór 3 mei 2027. De reacties worden gepubliceerd op TenderNed, uiterlijk op 7 mei 2027.',
      ),
    ).toEqual([['questions', '2027-05-03']]);
  });
});

describe('"24:00 uur" is midnight at the end of the day', () => {
  it("Dutch: 'dinsdag 9 maart 2027, 24:00 uur' is 10 March 00:00", () => {
    expect(
      deadlinesOf('Planning | Sluiting indienen vragen | dinsdag 9 maart 2027, 24:00 uur |'),
    ).toEqual([['questions', '2027-03-10T00:00']]);
  });

  it('English: questions by 24:00 hrs on 31 March 2027 roll over into April', () => {
    expect(
      deadlinesOf('Clarification questions must be received by 31 March 2027 at 24:00 hrs.'),
    ).toEqual([['questions', '2027-04-01T00:00']]);
  });
});
