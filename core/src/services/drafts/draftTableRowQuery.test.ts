/**
 * A table row's cells that are not its subject (issue 19, eighteenth draft-coverage set), each in
 * both languages with wording written for these tests:
 * - an award table's row read with its weight and points cells ('W2 Werkplan onderhoud 25% 250')
 *   is measured by its name: the numbers met a date's '25 maart' in a certificate's line;
 * - a demand's last cell naming the form it is given on ('… Section IV, Form 2', '… Bijlage 3,
 *   formulier B') is where the form is: 'Section' met a manual's bare 'Section 2.';
 * - a criterion read twice from one row, once with its weight cell in its name ('Werkplan 25%'
 *   beside 'Werkplan', 25 %), is one criterion.
 */
import { describe, expect, it } from 'vitest';
import type { AwardCriterionFact } from '../../model/documentFacts';
import { criteriaFor } from './draftPlan';
import { requirementSubject } from './draftRequirementSubject';
import { quoted } from './draftTestWorld';

const NL_OTHERS = [
  'Beschrijf hoe u de storingsdienst buiten kantoortijd inricht.',
  'Geef aan welke materialen u voor de vervanging van de kozijnen kiest.',
  'Beschrijf hoe u met de bewoners over de planning communiceert.',
];
const EN_OTHERS = [
  'Describe how the call-out service works outside office hours.',
  'State which materials you choose for the replacement of the window frames.',
  'Describe how you keep residents informed of the schedule.',
];

describe("an award table's row is measured by its name, not its weight and points", () => {
  it.each([
    ['W2 Werkplan onderhoud gemalen 25% 250', 'W2 Werkplan onderhoud gemalen'],
    ['B3 Approach to winter gritting 12,5 % 125', 'B3 Approach to winter gritting'],
    ['Quality of the planning 40%', 'Quality of the planning'],
  ])('%s', (row, subject) => {
    expect(requirementSubject(row)).toBe(subject.replace(/^[A-Z]\d\s/, ''));
  });

  it('keeps a share the demand itself states', () => {
    expect(requirementSubject('At least 30% of the staff hold a forklift licence.')).toBe(
      '30% of the staff hold a forklift licence.',
    );
  });

  it.each([
    ['W2 Werkplan onderhoud gemalen 25% 250', NL_OTHERS],
    ['B3 Winter gritting plan 25% 250', EN_OTHERS],
  ])("%s: a certificate's dates are no answer", async (row, others) => {
    const passage = [
      'Volgende audit: 25 maart 2027 (gepland).',
      'Next audit: 25 March 2027, 250 working days after the last one.',
    ].join('\n');
    expect(await quoted([row, ...others], passage)).toEqual([]);
  });
});

describe("a demand's last cell naming its form is where the form is", () => {
  it.each([
    [
      "Q4 Supplier's warranty letter for the pumps Section IV, Form 2",
      "Supplier's warranty letter for the pumps",
    ],
    ['Signed declaration of independence Form 7', 'Signed declaration of independence'],
    [
      'Verklaring van de fabrikant over de reserveonderdelen Bijlage 3, formulier B',
      'Verklaring van de fabrikant over de reserveonderdelen',
    ],
  ])('%s', (demand, subject) => {
    expect(requirementSubject(demand)).toBe(subject);
  });

  it('keeps a form the demand is about', () => {
    expect(requirementSubject('The completed form of tender.')).toBe(
      'The completed form of tender.',
    );
  });

  it.each([
    ["Q4 Manufacturer's warranty letter for the pumps Section IV, Form 2", EN_OTHERS],
    ['Verklaring van de fabrikant over de pompen Deel IV, formulier 2', NL_OTHERS],
  ])("%s: a manual's bare section number is no answer", async (demand, others) => {
    const passage = [
      'Section 4.',
      'Deel 4.',
      'Every pump leaves the workshop with a test sheet signed by the foreman.',
    ].join('\n');
    const found = await quoted([demand, ...others], passage);
    expect(found.join(' ')).not.toMatch(/Section 4|Deel 4/);
  });
});

const fact = (name: string, weight: number | null, points: number | null): AwardCriterionFact =>
  ({
    value: { name, weight, points, parent: null },
    quote: name,
    page: 1,
    confidence: 0.8,
  }) as unknown as AwardCriterionFact;

describe('a criterion read with its weight cell in its name is the criterion', () => {
  it('nl: one criterion, weighed as its cell says', () => {
    const criteria = criteriaFor(
      [],
      [
        fact('Werkplan onderhoud 35%', null, 350),
        fact('Prijs', 65, null),
        fact('Werkplan onderhoud', 35, null),
      ],
    );
    expect(criteria.map((c) => [c.name, c.weight])).toEqual([
      ['Werkplan onderhoud', 35],
      ['Prijs', 65],
    ]);
  });

  it('en: alone, it loses the cell and keeps its weight', () => {
    const criteria = criteriaFor(
      [],
      [fact('Gritting plan 20%', null, 200), fact('Price', 80, null)],
    );
    expect(criteria.map((c) => [c.name, c.weight])).toEqual([
      ['Gritting plan', 20],
      ['Price', 80],
    ]);
  });
});
