/**
 * The classes of issue 17 found studying the twenty-first probe set (docs/decisions.md "Tender
 * facts on the twenty-first probe set"), on wording written for this test, English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { extractTenderFacts } from './extractTenderFacts';

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points]);

describe('a criteria table whose weight is a multiplier of a common scale', () => {
  it('Dutch: "Wegingsfactor" and "Max. punten" wrapped, a fictieve aftrek after the points', () => {
    const page = [
      '7 Gunning',
      'Wij gunnen op de beste prijs-kwaliteitverhouding; de kwaliteit levert een fictieve korting op.',
      'Nr. Kwaliteitscriterium Wegingsfactor Max.',
      'punten',
      'Fictieve',
      'korting',
      'W1 Aanpak van gladheidsbestrijding 4 20 € 80.000',
      'W2 Inzet van lokale leveranciers 2 10 € 40.000',
      'W3 Rapportage aan de opdrachtgever 1 5 € 20.000',
      'Totaal 35 € 140.000',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([
      ['Aanpak van gladheidsbestrijding', null, 20],
      ['Inzet van lokale leveranciers', null, 10],
      ['Rapportage aan de opdrachtgever', null, 5],
    ]);
  });

  it('English: "Weighting factor Maximum score Notional deduction"', () => {
    const page = [
      '5 Award criteria',
      'Each quality question is scored 0-5 and multiplied by its weighting factor.',
      'Criterion Weighting factor Maximum score Notional deduction',
      'Q1 Gritting fleet and depots 3 15 £30,000',
      'Q2 Out-of-hours response 2 10 £20,000',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([
      ['Gritting fleet and depots', null, 15],
      ['Out-of-hours response', null, 10],
    ]);
  });

  it('reads nothing where the points are no factor of one scale, or the total differs', () => {
    const uneven = [
      '5 Award criteria',
      'Criterion Weighting factor Maximum score',
      'Q1 Gritting fleet and depots 3 15',
      'Q2 Out-of-hours response 2 12',
    ].join('\n');
    const badTotal = [
      '7 Gunning',
      'Nr. Gunningscriterium Wegingsfactor Max. punten',
      'W1 Aanpak van gladheidsbestrijding 4 20',
      'W2 Inzet van lokale leveranciers 2 10',
      'Totaal 40',
    ].join('\n');
    const names = (text: string) => criteria(extractTenderFacts([text])).map(([name]) => name);
    expect(names(uneven)).not.toContain('Out-of-hours response');
    expect(names(badTotal)).not.toContain('Inzet van lokale leveranciers');
  });
});

const deadlines = (facts: TenderFacts) =>
  facts.deadlines.map((d) => [d.value.kind, d.value.date.slice(0, 16)]);

describe('an ISO date with its time after a T', () => {
  it('English: a timetable of "2027-11-02T15:00" cells', () => {
    const page = [
      'Timetable',
      'Deadline for clarification questions 2027-10-20T16:00',
      'Tender return deadline 2027-11-02T15:00',
    ].join('\n');
    expect(deadlines(extractTenderFacts([page]))).toEqual([
      ['questions', '2027-10-20T16:00'],
      ['submission', '2027-11-02T15:00'],
    ]);
  });

  it('Dutch: "Uiterste inschrijfmoment 2027-11-02T15:00"', () => {
    const page = ['Planning', 'Uiterste inschrijfmoment 2027-11-02T15:00'].join('\n');
    expect(deadlines(extractTenderFacts([page]))).toEqual([['submission', '2027-11-02T15:00']]);
  });
});

describe('a phase named by the award is no award', () => {
  it('Dutch: "Sluiting inschrijvingen gunningsfase"', () => {
    const page = ['Planning', 'Sluiting inschrijvingen gunningsfase | 10-09-2027, 11.00u'].join(
      '\n',
    );
    expect(deadlines(extractTenderFacts([page]))).toEqual([['submission', '2027-09-10T11:00']]);
  });

  it('English: "Tender deadline (award stage)"', () => {
    const page = ['Timetable', 'Tender deadline (award stage) | 10 September 2027, 11:00'].join(
      '\n',
    );
    expect(deadlines(extractTenderFacts([page]))).toEqual([['submission', '2027-09-10T11:00']]);
  });
});

describe('the day summer time begins, its zone in brackets and its Sunday named', () => {
  it('English: "Central European Summer Time (CEST) begins on Sunday …"', () => {
    const page =
      'Times are Paris time (CET). Note that Central European Summer Time (CEST) begins on Sunday 26 March 2028.';
    expect(deadlines(extractTenderFacts([page]))).toEqual([]);
  });

  it('Dutch: "De zomertijd (CEST) gaat in op zondag …"', () => {
    const page =
      'Alle tijden zijn Nederlandse tijd. De zomertijd (CEST) gaat in op zondag 26 maart 2028.';
    expect(deadlines(extractTenderFacts([page]))).toEqual([]);
  });
});

describe('a term and its options written as a sum', () => {
  const durations = (text: string) =>
    extractTenderFacts([text]).durations.map((d) => [d.value.kind, d.value.amount, d.value.count]);

  it('English: "on a 3+1+1 years basis: an initial period of three years" reads no 1-year term', () => {
    expect(
      durations(
        'The contract runs on a 3+1+1 years basis: an initial period of three years, extendable twice.',
      ),
    ).not.toContainEqual(['initial', 1, 1]);
  });

  it('Dutch: "een optie tot verlenging van 2 + 2 jaar" is two options, no initial term', () => {
    const read = durations(
      'De overeenkomst heeft een looptijd van 4 jaar met een optie tot verlenging van 2 + 2 jaar.',
    );
    expect(read).toContainEqual(['initial', 4, 1]);
    expect(read).toContainEqual(['extension', 2, 2]);
    expect(read).not.toContainEqual(['initial', 2, 1]);
  });
});

describe("a section number's last part before 'Page limit' is no limit", () => {
  const limits = (text: string) =>
    extractTenderFacts([text]).limits.map((l) => [l.value.kind, l.value.value]);

  it('English: "B2.4 Page limit for Q3. … increased to six pages"', () => {
    expect(
      limits(
        'Addendum 1\nB2.4 Page limit for Q3. The response to Q3 may be no more than six pages of A4.',
      ),
    ).toEqual([['pages', 6]]);
  });

  it('Dutch: "een 500 woorden limiet" without a section number still reads', () => {
    expect(
      limits('Nota van Inlichtingen\nVoor vraag 2 geldt een 500 woorden limiet per antwoord.'),
    ).toEqual([['words', 500]]);
  });
});
