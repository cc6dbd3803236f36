/**
 * Deadline and award-criterion classes of issue 17 found studying the fifth probe set
 * (docs/decisions.md "Tender facts on the fifth probe set: deadlines and criteria"), each on
 * wording written for this test, English and Dutch, with the cases that must stay as they were.
 */
import { describe, expect, it } from 'vitest';
import type { Line } from '../../extraction/pdf/lines';
import { tableAt } from '../../extraction/pdf/tables';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, structured, table } from './classSnippets';
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

/** A PDF line of pieces at x-ranges, 9 pt. */
const line = (y: number, ...pieces: [number, number, string][]): Line => ({
  y,
  x0: pieces[0]![0],
  x1: pieces[pieces.length - 1]![1],
  size: 9,
  text: pieces.map((p) => p[2]).join(' '),
  segments: pieces.map(([x0, x1, text]) => ({ x0, x1, text })),
});

describe('a PDF table row that ends in a number is no table of contents line', () => {
  it('Dutch: a sub-criterion row with points and an empty last cell stays in the table', () => {
    const lines = [
      line(
        700,
        [60, 90, 'Code'],
        [110, 250, 'Criterium'],
        [300, 360, 'Punten'],
        [400, 480, 'Omvang'],
      ),
      line(
        680.5,
        [60, 80, 'Q1'],
        [110, 240, 'Werkwijze'],
        [300, 320, '400'],
        [400, 470, '5 pagina’s'],
      ),
      line(661, [60, 85, 'Q1.1'], [110, 245, 'Aanpak van de levering'], [300, 320, '250']),
      line(641.5, [60, 85, 'Q1.2'], [110, 230, 'Risico’s'], [300, 320, '150']),
      line(622, [60, 80, 'P'], [110, 200, 'Prijs'], [300, 320, '600'], [400, 460, 'prijsblad']),
    ];
    expect(tableAt(lines, 0)?.rows).toEqual([
      ['Code', 'Criterium', 'Punten', 'Omvang'],
      ['Q1', 'Werkwijze', '400', '5 pagina’s'],
      ['Q1.1', 'Aanpak van de levering', '250', ''],
      ['Q1.2', 'Risico’s', '150', ''],
      ['P', 'Prijs', '600', 'prijsblad'],
    ]);
  });

  it('English: a date wrapped to the next line, its year alone in the last cell', () => {
    const lines = [
      line(700, [60, 100, 'Event'], [250, 280, 'Was'], [400, 430, 'Now']),
      line(
        680.5,
        [60, 120, 'Closing time'],
        [250, 360, '4.00pm AEDT Friday 26'],
        [400, 520, '4.00pm AEST Friday 9 April'],
      ),
      line(669, [250, 300, 'March 2027'], [400, 420, '2027']),
      line(
        649.5,
        [60, 140, 'Contract award'],
        [250, 330, 'Friday 7 May 2027'],
        [400, 480, 'Friday 21 May 2027'],
      ),
    ];
    expect(tableAt(lines, 0)?.rows).toEqual([
      ['Event', 'Was', 'Now'],
      ['Closing time', '4.00pm AEDT Friday 26 March 2027', '4.00pm AEST Friday 9 April 2027'],
      ['Contract award', 'Friday 7 May 2027', 'Friday 21 May 2027'],
    ]);
  });

  it('a contents line under a lone header row still ends the table', () => {
    const lines = [
      line(700, [60, 120, 'Chapter'], [480, 510, 'Page']),
      line(680, [60, 200, '1 Introduction'], [490, 500, '3']),
      line(660, [60, 200, '2 Procedure'], [490, 500, '5']),
    ];
    expect(tableAt(lines, 0)).toBeNull();
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
