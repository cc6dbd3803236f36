/**
 * Deadline and award-criterion classes of issue 17 found studying the fifth probe set
 * (docs/decisions.md "Tender facts on the fifth probe set: deadlines and criteria"), each on
 * wording written for this test, English and Dutch, with the cases that must stay as they were.
 * The PDF table rows of the same study are in probeFiveTableRowClasses.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';
import { findDates } from './dates';
import { extractTenderFacts } from './extractTenderFacts';

const deadlines = (facts: TenderFacts) =>
  facts.deadlines.map((d) => [d.value.kind, d.value.date, d.replaced === true]);
const isoOf = (text: string, lang: 'en' | 'nl', zone: string | null = null) =>
  findDates(text, lang, zone).map((d) => d.iso);

describe('Australian and New Zealand zones, with their daylight-saving switch', () => {
  it('English: AEDT and AEST written between the time and the weekday', () => {
    expect(isoOf('Tenders close at 3.30pm AEDT Monday 15 March 2027.', 'en')).toEqual([
      '2027-03-15T15:30+11:00',
    ]);
    expect(isoOf('Tenders now close at 3.30pm AEST Monday 19 April 2027.', 'en')).toEqual([
      '2027-04-19T15:30+10:00',
    ]);
  });

  it('Dutch: a Sydney time follows the southern summer, which ends in April', () => {
    expect(isoOf('Sluiting op 2 maart 2027 om 11:00 uur, tijd in Sydney.', 'nl')).toEqual([
      '2027-03-02T11:00+11:00',
    ]);
    expect(isoOf('Sluiting op 20 april 2027 om 11:00 uur (Sydney time).', 'nl')).toEqual([
      '2027-04-20T11:00+10:00',
    ]);
  });

  it('English: a document stating Melbourne time gives the offset of each date', () => {
    expect(isoOf('closes 1 October 2027 at 2pm', 'en', 'Melbourne time')).toEqual([
      '2027-10-01T14:00+10:00',
    ]);
    expect(isoOf('closes 8 October 2027 at 2pm', 'en', 'Melbourne time')).toEqual([
      '2027-10-08T14:00+11:00',
    ]);
  });

  it('New Zealand: NZDT and Brisbane (no daylight saving) as written', () => {
    expect(isoOf('Closes 4:00 pm NZDT on 10 February 2027', 'en')).toEqual([
      '2027-02-10T16:00+13:00',
    ]);
    expect(isoOf('Closes 10 February 2027 at 4:00 pm Brisbane time', 'en')).toEqual([
      '2027-02-10T16:00+10:00',
    ]);
  });
});

describe("an addendum's 'Was | Now' timetable", () => {
  it('English: the Now column is current, the Was column replaced', () => {
    const facts = structured([
      {
        blocks: [
          heading('Addendum 2'),
          table(
            ['Milestone', 'Was', 'Now'],
            ['Tender closing time', '10 May 2027 at 12:00', '24 May 2027 at 12:00'],
          ),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual([
      ['submission', '2027-05-10T12:00', true],
      ['submission', '2027-05-24T12:00', false],
    ]);
  });

  it("Dutch: 'Was | Nu'", () => {
    const facts = structured([
      {
        blocks: [
          heading('Nota van Inlichtingen 2'),
          table(
            ['Onderdeel', 'Was', 'Nu'],
            ['Uiterste datum inschrijving', '10 mei 2027 om 12:00 uur', '24 mei 2027 om 12:00 uur'],
          ),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual([
      ['submission', '2027-05-10T12:00', true],
      ['submission', '2027-05-24T12:00', false],
    ]);
  });
});

describe('the non-price criteria are the quality share of the split', () => {
  it('English: price at 35% and the non-price criteria at 65%', () => {
    const facts = extractTenderFacts([
      '5. Evaluation\n\nPrice will be weighted at 35% and the non-price criteria at 65%.',
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 35, quality: 65 });
    expect(facts.awardCriteria.map((c) => c.value.name)).not.toContain('The non-price criteria at');
  });

  it('Dutch: prijs 45% en de niet-prijscriteria 55%', () => {
    const facts = extractTenderFacts([
      '5. Gunning\n\nDe prijs weegt 45% en de niet-prijscriteria wegen 55%.',
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 45, quality: 55 });
  });
});

describe("a sub-criterion lettered under its parent's number", () => {
  const parents = (facts: TenderFacts) =>
    facts.awardCriteria.map((c) => [c.value.name, c.value.parent]);

  it("English: '3(a)' and '3(b)' under criterion 3, '4' back at the top", () => {
    const facts = structured([
      {
        blocks: [
          heading('Evaluation criteria'),
          table(
            ['No.', 'Criterion', 'Weighting'],
            ['3', 'Delivery approach', '30%'],
            ['3(a)', 'Site logistics', '20%'],
            ['3(b)', 'Handover and training', '10%'],
            ['4', 'Price', '70%'],
          ),
        ],
      },
    ]);
    expect(parents(facts)).toEqual([
      ['Delivery approach', null],
      ['Site logistics', 'Delivery approach'],
      ['Handover and training', 'Delivery approach'],
      ['Price', null],
    ]);
  });

  it("Dutch: '1a' and '1b' under criterium 1; '2a' under no parent 2 stays at the top", () => {
    const facts = structured([
      {
        blocks: [
          heading('Gunningscriteria'),
          table(
            ['Nr.', 'Criterium', 'Punten'],
            ['1', 'Plan van aanpak', '50'],
            ['1a', 'Werkwijze', '30'],
            ['1b', 'Planning', '20'],
            ['2a', 'Prijs', '50'],
          ),
        ],
      },
    ]);
    expect(parents(facts)).toEqual([
      ['Plan van aanpak', null],
      ['Werkwijze', 'Plan van aanpak'],
      ['Planning', 'Plan van aanpak'],
      ['Prijs', null],
    ]);
  });
});

describe('a revising part of the document moves a date stated before it', () => {
  it('English: an addendum section moves the closing date; the timetable date is replaced', () => {
    const facts = structured([
      {
        blocks: [
          heading('Timetable'),
          table(['Step', 'Date'], ['Closing date for tenders', '12 May 2027 at 15:00']),
        ],
      },
      {
        blocks: [
          heading('Addendum 1'),
          para('The closing date for tenders is extended to 26 May 2027 at 15:00.'),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual([
      ['submission', '2027-05-12T15:00', true],
      ['submission', '2027-05-26T15:00', false],
    ]);
  });

  it('Dutch: an appended Nota van Inlichtingen gives a new award date without a move verb', () => {
    const facts = structured([
      {
        blocks: [
          heading('Planning'),
          table(['Activiteit', 'Datum'], ['Voorlopige gunning', '3 juni 2027']),
        ],
      },
      {
        blocks: [
          heading('Bijlage: Nota van Inlichtingen'),
          para('De voorlopige gunning volgt op 17 juni 2027.'),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual([
      ['award', '2027-06-03', true],
      ['award', '2027-06-17', false],
    ]);
  });

  it('two earlier dates of the kind (two lots) stay current: which one moved is not clear', () => {
    const facts = structured([
      {
        blocks: [
          heading('Planning'),
          table(
            ['Activiteit', 'Datum'],
            ['Sluiting inschrijving perceel 1', '10 mei 2027 om 12:00 uur'],
            ['Sluiting inschrijving perceel 2', '12 mei 2027 om 12:00 uur'],
          ),
        ],
      },
      {
        blocks: [
          heading('Wijzigingen'),
          para('De sluitingstermijn wordt verplaatst naar 19 mei 2027 om 12:00 uur.'),
        ],
      },
    ]);
    expect(deadlines(facts).filter(([, , replaced]) => replaced)).toEqual([]);
  });
});
