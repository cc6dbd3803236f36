/**
 * Deadline and award-criterion classes of issue 17 found studying the seventh probe set
 * (docs/decisions.md "Tender facts on the seventh probe set: deadlines and criteria"), each on
 * wording written for this test, English and Dutch, with the cases that must stay as they were.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, structured, table } from './classSnippets';
import { documentZone } from './documentZone';
import { extractTenderFacts } from './extractTenderFacts';
import { priceQualityInWords } from './priceQualitySplit';

const deadlines = (text: string) =>
  extractTenderFacts([text]).deadlines.map((d) => [d.value.kind, d.value.date]);

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.points, c.value.parent]);
const sentence = (text: string) =>
  priceQualityInWords({ page: 1, text, index: 0, kind: 'sentence' })?.value ?? null;

describe('a lettered points table read as lines: letters and lettered sub-rows are row numbers', () => {
  it('English: A, B, B.1, B.2 and a total that adds up', () => {
    const page = [
      'SECTION 7 EVALUATION AND AWARD',
      'Proposals are scored against the evaluation criteria below. Maximum 100 points.',
      'No. Criterion Maximum points',
      'A Qualifications of key staff 30',
      'B Service delivery approach 30',
      'B.1 Mobilisation schedule 20',
      'B.2 Complaints handling 10',
      'C Fee proposal 40',
      'Total 100',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([
      ['Qualifications of key staff', 30, null],
      ['Service delivery approach', 30, null],
      ['Mobilisation schedule', 20, 'Service delivery approach'],
      ['Complaints handling', 10, 'Service delivery approach'],
      ['Fee proposal', 40, null],
    ]);
  });

  it('Dutch: A, B, B.1 onder een kop met punten', () => {
    const page = [
      '5 Gunning',
      'De commissie beoordeelt elke inschrijving op de onderstaande gunningscriteria.',
      'Nr. Criterium Max. punten',
      'A Plan van aanpak 50',
      'A.1 Planning en fasering 30',
      'A.2 Risicobeheersing 20',
      'B Duurzaamheid 20',
      'C Prijs 30',
      'Totaal 100',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([
      ['Plan van aanpak', 50, null],
      ['Planning en fasering', 30, 'Plan van aanpak'],
      ['Risicobeheersing', 20, 'Plan van aanpak'],
      ['Duurzaamheid', 20, null],
      ['Prijs', 30, null],
    ]);
  });
});

describe('the price/quality split in points of 100', () => {
  it('English: cost and the non-cost criteria in points', () => {
    expect(
      sentence('Cost is worth 30 points; the non-cost criteria together are worth 70 points.'),
    ).toEqual({ price: 30, quality: 70 });
  });

  it('Dutch: prijs en kwaliteit in punten', () => {
    expect(sentence('De prijs levert maximaal 25 punten op en de kwaliteit 75 punten.')).toEqual({
      price: 25,
      quality: 75,
    });
  });

  it('stays as it was: points that do not add up to 100 are no split', () => {
    expect(sentence('Price is worth 400 points and quality 600 points.')).toBeNull();
    expect(sentence('Prijs levert 30 punten op en kwaliteit 40 punten.')).toBeNull();
  });
});

describe('a scoring rule with the full points is no criterion', () => {
  it('English: the lowest cost receives the full points', () => {
    const facts = extractTenderFacts([
      'Award criteria\nThe lowest priced proposal receives the full 30 points and others a share.',
    ]);
    expect(criteria(facts)).toEqual([]);
  });

  it('Dutch: de laagste prijs krijgt de volle punten', () => {
    const facts = extractTenderFacts([
      'Gunningscriteria\nDe laagste inschrijving krijgt de volle 30 punten, de andere naar rato.',
    ]);
    expect(criteria(facts)).toEqual([]);
  });
});

describe("the document's zone with a bracket", () => {
  it('English: the summer-time change in brackets is no date of the statement', () => {
    expect(
      documentZone(['All times in this ITT are UK time (BST from 28 March 2027).'], 'en'),
    ).toBe('UK time');
  });

  it('Dutch: zomertijd vanaf een datum tussen haakjes', () => {
    expect(
      documentZone(['Alle tijden zijn Nederlandse tijd (zomertijd vanaf 28 maart 2027).'], 'nl'),
    ).toBe('Nederlandse tijd');
  });

  it("English: 'local time' with the named zone in brackets is that zone", () => {
    expect(
      documentZone(['All times are local time in Springfield, Oregon (Pacific Time).'], 'en'),
    ).toBe('Pacific Time');
  });

  it('stays as it was: a sentence with its own deadline date is no statement', () => {
    expect(documentZone(['All tenders are due on 3 May 2027 at 12:00 UK time.'], 'en')).toBeNull();
  });
});

describe('a count column is no points column', () => {
  it('English: a lots table with the maximum number of suppliers', () => {
    const facts = structured([
      {
        blocks: [
          heading('2 Lots'),
          table(
            ['Lot', 'Description', 'Maximum number of suppliers'],
            ['Lot 1', 'Residential care homes', '5'],
            ['Lot 2', 'Day care centres', '3'],
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([]);
  });

  it('Dutch: een percelentabel met het maximum aantal opdrachtnemers', () => {
    const facts = structured([
      {
        blocks: [
          heading('2 Percelen'),
          table(
            ['Perceel', 'Omschrijving', 'Maximum aantal opdrachtnemers'],
            ['Perceel 1', 'Ambulante begeleiding', '7'],
            ['Perceel 2', 'Dagbesteding', '4'],
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([]);
  });

  it('stays as it was: a maximum number of points is a points column', () => {
    const facts = structured([
      {
        blocks: [
          heading('5 Gunningscriteria'),
          table(
            ['Nr.', 'Criterium', 'Maximaal aantal punten'],
            ['1', 'Plan van aanpak', '60'],
            ['2', 'Prijs', '40'],
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Plan van aanpak', 60, null],
      ['Prijs', 40, null],
    ]);
  });
});

describe('award on one side only: the split, not two criteria', () => {
  it('English: quality 100%, price 0% after a word that leads up to it', () => {
    const facts = extractTenderFacts([
      'Award criteria\nPrices are fixed in the schedule of rates. Award is therefore on quality only: quality 100%, price 0%.',
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 0, quality: 100 });
    expect(criteria(facts)).toEqual([]);
  });

  it('Dutch: kwaliteit 100%, prijs 0% bij vaste tarieven', () => {
    const facts = extractTenderFacts([
      'Gunningscriteria\nDe tarieven liggen vast. We gunnen daarom alleen op kwaliteit: kwaliteit 100%, prijs 0%.',
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 0, quality: 100 });
    expect(criteria(facts)).toEqual([]);
  });
});

describe('a time glossed in brackets before its date', () => {
  it('English: 12:00 (midday) before the weekday and date', () => {
    expect(deadlines('Closing date for tenders | 12:00 (midday), Friday 14 May 2027')).toEqual([
      ['submission', '2027-05-14T12:00'],
    ]);
  });

  it('Dutch: 12.00 uur (middag) vóór de datum', () => {
    expect(deadlines('Sluitingstermijn | 12.00 uur (middag), vrijdag 14 mei 2027')).toEqual([
      ['submission', '2027-05-14T12:00'],
    ]);
  });
});

describe("the buyer's responses named by the buyer's kind are no deadline", () => {
  it('English: the council replies and the board responses', () => {
    expect(deadlines('Last date for Council replies | 30 April 2027')).toEqual([]);
    expect(deadlines('Authority responses published | 30 April 2027')).toEqual([]);
  });

  it('Dutch: de antwoorden van de gemeente', () => {
    expect(deadlines('Uiterste datum antwoorden gemeente | 30 april 2027')).toEqual([]);
  });

  it("stays as it was: the bidders' responses are due", () => {
    expect(deadlines('Tender responses due | 30 April 2027 at 12:00')).toEqual([
      ['submission', '2027-04-30T12:00'],
    ]);
  });
});

describe('the contract awarded and the work starting on one date is the start', () => {
  it('English: contract award and start of services', () => {
    expect(deadlines('Contract award and start of mobilisation | 2 August 2027')).toEqual([
      ['start', '2027-08-02'],
    ]);
  });

  it('Dutch: opdrachtverlening en start uitvoering', () => {
    expect(deadlines('Opdrachtverlening en start uitvoering | 2 augustus 2027')).toEqual([
      ['start', '2027-08-02'],
    ]);
  });

  it('stays as it was: the award decision and the standstill starting is the award', () => {
    expect(deadlines('Intention to award and start of standstill | 2 August 2027')).toEqual([
      ['award', '2027-08-02'],
    ]);
    expect(deadlines('Voorlopige gunning | 2 augustus 2027')).toEqual([['award', '2027-08-02']]);
  });
});
