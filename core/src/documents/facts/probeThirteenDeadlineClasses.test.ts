/**
 * Deadline and zone classes of issue 17 found studying the thirteenth probe set
 * (docs/decisions.md "Tender facts on the thirteenth probe set: deadlines and criteria"), each on
 * wording written for this test, English and Dutch, with the cases that must stay as they were.
 * The award-criterion classes are in probeThirteenCriterionClasses.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const kinds = (facts: TenderFacts) => facts.deadlines.map((d) => [d.value.kind, d.value.date]);
const pagesKinds = (...pages: string[]) => kinds(extractTenderFacts(pages));

describe('South African and Indian time are zones of their own', () => {
  it('English: a statement for all times, and a zone after its time', () => {
    expect(
      pagesKinds(
        'All times in this tender are South African Standard Time (SAST).\n\nTenders close at 11h00 on Thursday, 10 June 2027.',
      ),
    ).toEqual([['submission', '2027-06-10T11:00+02:00']]);
    expect(
      pagesKinds(
        'All times are Indian Standard Time (IST).\n\nLast date for submission of bids: 10.06.2027 (14:00 Hrs)',
      ),
    ).toEqual([['submission', '2027-06-10T14:00+05:30']]);
    expect(pagesKinds('Tenders are due by 10 June 2027 at 09:30 SAST.')).toEqual([
      ['submission', '2027-06-10T09:30+02:00'],
    ]);
    expect(
      pagesKinds('Proposals are due on 10 January 2028 at 16:00 India Standard Time.'),
    ).toEqual([['submission', '2028-01-10T16:00+05:30']]);
  });

  it('Dutch: "Zuid-Afrikaanse tijd", "Indiase tijd"', () => {
    expect(
      pagesKinds(
        'Alle tijden zijn Zuid-Afrikaanse tijd.\n\nUiterste datum inschrijving: 10 juni 2027 om 11.00 uur.',
      ),
    ).toEqual([['submission', '2027-06-10T11:00+02:00']]);
    expect(pagesKinds('Sluitingsdatum: 10 juni 2027 om 15.00 uur Indiase standaardtijd.')).toEqual([
      ['submission', '2027-06-10T15:00+05:30'],
    ]);
  });

  it('stays as it was: a bare IST is Irish Standard Time', () => {
    expect(pagesKinds('Tenders must be received by 12:00 IST on 10 June 2027.')).toEqual([
      ['submission', '2027-06-10T12:00+01:00'],
    ]);
  });
});

describe('a time written in words, or after "up to"', () => {
  it('Dutch: "twee uur \'s middags", "tien uur \'s morgens", "om twaalf uur"', () => {
    for (const [sentence, iso] of [
      [
        "Inschrijvingen kunnen worden ingediend tot uiterlijk woensdag 9 juni 2027, drie uur 's middags.",
        '2027-06-09T15:00',
      ],
      ["Uiterste datum inschrijving: 9 juni 2027 om elf uur 's morgens.", '2027-06-09T11:00'],
      ['Vragen stelt u tot uiterlijk 2 juni 2027 om twaalf uur.', '2027-06-02T12:00'],
      ["Uiterste datum inschrijving: om negen uur 's avonds op 9 juni 2027.", '2027-06-09T21:00'],
    ] as const) {
      expect(pagesKinds(sentence), sentence).toHaveLength(1);
      expect(pagesKinds(sentence)[0]![1], sentence).toBe(iso);
    }
  });

  it('English: "three o\'clock in the afternoon", "up to 17:00 Hrs"', () => {
    expect(
      pagesKinds("Tenders must be received by 9 June 2027 at three o'clock in the afternoon."),
    ).toEqual([['submission', '2027-06-09T15:00']]);
    expect(pagesKinds('Last date for receipt of bids: 09.06.2027 up to 16:30 Hrs')).toEqual([
      ['submission', '2027-06-09T16:30'],
    ]);
  });

  it("a time in brackets with its place's name for the clock, before the date", () => {
    expect(
      pagesKinds(
        "Alle tijden zijn Arubaanse tijd (UTC-4).\n\nInschrijvingen worden ingewacht tot uiterlijk elf uur 's morgens (11.00 uur Arubaanse tijd) op vrijdag 11 juni 2027.",
      ),
    ).toEqual([['submission', '2027-06-11T11:00-04:00']]);
  });

  it('stays as it was: an hour word with no "uur" or "o\'clock" is no time', () => {
    expect(pagesKinds('Uiterste datum inschrijving: 9 juni 2027, twee exemplaren.')).toEqual([
      ['submission', '2027-06-09'],
    ]);
    expect(pagesKinds('Closing date: 9 June 2027, two copies required.')).toEqual([
      ['submission', '2027-06-09'],
    ]);
  });
});

describe('the kind a long sentence names at its start, with only a due word near the date', () => {
  it('Dutch and English: the questions asked via an address, the requests to participate', () => {
    expect(
      pagesKinds(
        'Vragen over deze opdracht kunnen uitsluitend per e-mail worden gesteld via inkoop@voorbeeld.example.nl tot uiterlijk 15.00 uur op maandag 7 juni 2027.',
      ),
    ).toEqual([['questions', '2027-06-07T15:00']]);
    expect(
      pagesKinds(
        'Questions about this procurement may only be sent in writing through procurement@example.org no later than 15:00 on Monday 7 June 2027.',
      ),
    ).toEqual([['questions', '2027-06-07T15:00']]);
    expect(
      pagesKinds(
        'Verzoeken tot deelneming kunnen worden ingediend tot uiterlijk dinsdag 8 juni 2027.',
      ),
    ).toEqual([['submission', '2027-06-08']]);
  });
});

describe('the contractor appointed is the award; the documents downloaded are no deadline', () => {
  const timetable = (...rows: string[][]) =>
    kinds(structured([{ blocks: [heading('Timetable'), table(['Activity', 'Date'], ...rows)] }]));

  it('English', () => {
    expect(
      timetable(
        ['Tender document download start date', '1 May 2027'],
        ['Closing date for tenders', '9 June 2027'],
        ['Expected appointment of the successful contractor', '30 July 2027'],
      ),
    ).toEqual([
      ['submission', '2027-06-09'],
      ['award', '2027-07-30'],
    ]);
  });

  it('Dutch', () => {
    expect(
      timetable(
        ['Downloaden van de aanbestedingsstukken vanaf', '1 mei 2027'],
        ['Sluiting inschrijving', '9 juni 2027'],
        ['Aanstelling van de opdrachtnemer', '30 juli 2027'],
      ),
    ).toEqual([
      ['submission', '2027-06-09'],
      ['award', '2027-07-30'],
    ]);
  });

  it('stays as it was: key staff appointed are no award', () => {
    expect(timetable(['Appointment of the project manager', '30 July 2027'])).toEqual([]);
  });
});

describe("a reference's abbreviations do not make a label cell a sentence", () => {
  it('English and Dutch: a corrigendum table naming where each date stood', () => {
    const facts = structured([
      {
        blocks: [
          heading('Corrigendum 2'),
          table(
            ['Item', 'Clause', 'Existing provision', 'Revised provision'],
            ['1', 'Data Sheet S. No. 4: Last date for receipt of bids', '02.06.2027', '16.06.2027'],
          ),
        ],
      },
    ]);
    expect(facts.deadlines.map((d) => [d.value.kind, d.value.date, d.replaced ?? false])).toEqual([
      ['submission', '2027-06-02', true],
      ['submission', '2027-06-16', false],
    ]);
    const nl = structured([
      {
        blocks: [
          heading('Rectificatie'),
          table(
            ['Nr.', 'Onderdeel', 'Oorspronkelijke tekst', 'Gewijzigde tekst'],
            [
              '1',
              'Leidraad art. 3.2 en par. 4.1: Uiterste datum inschrijving',
              '2 juni 2027',
              '16 juni 2027',
            ],
          ),
        ],
      },
    ]);
    expect(nl.deadlines.map((d) => [d.value.kind, d.value.date, d.replaced ?? false])).toEqual([
      ['submission', '2027-06-02', true],
      ['submission', '2027-06-16', false],
    ]);
  });
});
