/**
 * The classes of issue 17 found studying the twenty-first probe set (docs/decisions.md "Tender
 * facts on the twenty-first probe set"), on wording written for this test, English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';
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

describe("a timetable's row over the same date in running text", () => {
  const start = (facts: TenderFacts) =>
    facts.deadlines.filter((d) => d.value.kind === 'start').map((d) => [d.page, d.quote]);

  it('Dutch: "De beoogde aanvangsdatum is …" before the planning\'s row', () => {
    const facts = structured([
      { blocks: [para('De overeenkomst duurt 2 jaar. De beoogde aanvangsdatum is 1 maart 2028.')] },
      {
        blocks: [
          heading('Planning'),
          table(['Activiteit', 'Datum'], ['Aanvang overeenkomst', '01-03-2028']),
        ],
      },
    ]);
    expect(start(facts)).toEqual([[2, 'Aanvang overeenkomst | 01-03-2028']]);
  });

  it('English: "Services are expected to begin on …" before the timetable\'s row', () => {
    const facts = structured([
      { blocks: [para('Services are expected to begin on 3 January 2028.')] },
      {
        blocks: [
          heading('Timetable'),
          table(['Stage', 'Date'], ['Contract start date', '3 January 2028']),
        ],
      },
    ]);
    expect(start(facts)).toEqual([[2, 'Contract start date | 3 January 2028']]);
  });
});
