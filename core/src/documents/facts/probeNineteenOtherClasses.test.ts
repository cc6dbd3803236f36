/**
 * The deadline and other-kind classes of issue 17 found studying the nineteenth probe set
 * (docs/decisions.md "Tender facts on the nineteenth probe set"): a posting line after a
 * signature, the notice for selection and award, the peso and the Namibia dollar, points of the
 * whole written in prose, and a scale's grades in a sentence. Wording written
 * for this test, English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { deadlinesOf } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points, c.value.parent]);
const values = (text: string) =>
  extractTenderFacts([text]).values.map((v) => [v.value.kind, v.value.amount, v.value.currency]);

describe('a posting line after a signature names the day it was posted, no deadline', () => {
  it('English: "… Chair, Tender Awards Panel Posted on the portal: June 3, 2027"', () => {
    const text = [
      'Bids must be received on or before 10:00 A.M. of July 12, 2027.',
      'R. DELA PAZ',
      'Chair, Tender Awards Panel',
      'Posted on the e-procurement portal and the agency website: June 3, 2027',
    ].join('\n');
    expect(deadlinesOf(text).map((d) => d[0])).toEqual(['submission']);
  });

  it('Dutch: "… Secretaris Gunningscommissie Gepubliceerd op TenderNed: 3 juni 2027"', () => {
    const text = [
      'Inschrijvingen moeten uiterlijk 12 juli 2027 om 10.00 uur zijn ontvangen.',
      'J. de Vries',
      'Secretaris Gunningscommissie',
      'Gepubliceerd op TenderNed: 3 juni 2027',
    ].join('\n');
    expect(deadlinesOf(text).map((d) => d[0])).toEqual(['submission']);
  });
});

describe('the notice announcing the award, issued on its date, is the award', () => {
  it('English: a timetable row "Notice for Selection and Award issued (expected)"', () => {
    const text = [
      'Timetable',
      '1 Closing date for proposals Monday, 5th of July 2027, 1000 hrs',
      '2 Notice for Selection and Award issued (expected) Friday, 6th of August 2027',
    ].join('\n');
    expect(deadlinesOf(text).map((d) => d[0])).toContain('award');
  });

  it('stays as it was: the request itself issued is no deadline', () => {
    expect(deadlinesOf('Request for proposals issued: Friday, 4th of June 2027')).toEqual([]);
  });
});

describe('currencies written before the amount: the peso and the Namibia dollar', () => {
  it('English: "PHP 6,300,000.00" is pesos, "N$ 2,400,000.00" Namibia dollars', () => {
    expect(values('The Approved Budget for the Contract is PHP 6,300,000.00.')).toEqual([
      ['ceiling', 6300000, 'PHP'],
    ]);
    expect(values('The budget ceiling for the services is N$ 2,400,000.00, VAT included.')).toEqual(
      [['ceiling', 2400000, 'NAD']],
    );
  });

  it('stays as it was: "$ 2,400,000" alone is US dollars; a part lettered N before it is no code', () => {
    expect(values('The budget ceiling for the services is $ 2,400,000.')).toEqual([
      ['ceiling', 2400000, 'USD'],
    ]);
  });
});

describe('points written as a share of the whole score in prose', () => {
  it('Dutch: "K1 …: 40 van de 100 punten" and the split "kwaliteit 70 van de 100, prijs 30"', () => {
    const page = [
      'Gunningscriteria',
      'De kwaliteit weegt voor 70 van de 100 punten, de prijs voor 30 van de 100 punten.',
      'De kwaliteitscriteria zijn:',
      '• K1 Werkwijze bij calamiteiten: 40 van de 100 punten, verdeeld over',
      '• K1.1 Bereikbaarheid van de wachtdienst: 25 punten;',
      '• K1.2 Herstel binnen de termijn: 15 punten;',
      '• K2 Opleiding van het personeel: 30 van de 100 punten.',
    ].join('\n');
    const facts = extractTenderFacts([page]);
    // The ratio's two sides stay criteria beside the listed ones, as since the eighth set.
    expect(criteria(facts)).toEqual([
      ['Kwaliteit', null, 70, null],
      ['Prijs', null, 30, null],
      ['Werkwijze bij calamiteiten', null, 40, null],
      ['Bereikbaarheid van de wachtdienst', null, 25, 'Werkwijze bij calamiteiten'],
      ['Herstel binnen de termijn', null, 15, 'Werkwijze bij calamiteiten'],
      ['Opleiding van het personeel', null, 30, null],
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 30, quality: 70 });
  });

  it('English: "Method statement: 35 of the 100 points"', () => {
    const page = [
      '6 Award criteria',
      '',
      'Method statement: 35 of the 100 points.',
      'Social value: 15 of the 100 points.',
      'Price: 50 of the 100 points.',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([
      ['Method statement', null, 35, null],
      ['Social value', null, 15, null],
      ['Price', null, 50, null],
    ]);
  });

  it('stays as it was: "fewer than 6 of the 10 points" is a threshold', () => {
    const page = [
      '6 Award criteria',
      '',
      'Approach: 10 points.',
      'Price: 90 points.',
      'A bid that scores fewer than 6 of the 10 points on the approach is rejected.',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([
      ['Approach', null, 10, null],
      ['Price', null, 90, null],
    ]);
  });
});

describe('a scale’s grades in a sentence are no criterion', () => {
  it('Dutch and English: "met de schaal uitstekend (100%) …", "on the scale excellent (100%) …"', () => {
    const nl = [
      'Gunningscriteria',
      'Elk criterium wordt beoordeeld met de schaal uitstekend (100%), goed (60%) en slecht (0%).',
    ].join('\n');
    const en = [
      'Award criteria',
      'Each question is marked on the scale excellent (100%), good (60%) and poor (0%).',
    ].join('\n');
    expect(criteria(extractTenderFacts([nl]))).toEqual([]);
    expect(criteria(extractTenderFacts([en]))).toEqual([]);
  });
});
