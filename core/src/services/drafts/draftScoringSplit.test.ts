/**
 * Set 22's class of the plan (issue 19, item 1), with wording written for these tests: the sides
 * of a technical/financial split are no criteria beside the technical criteria they sum.
 */
import { describe, expect, it } from 'vitest';
import type { AwardCriterionFact } from '../../model/documentFacts';
import { namesAScoringSide, withoutScoringSplit } from './draftScoringSplit';

const fact = (
  name: string,
  points: number | null,
  weight: number | null = null,
  parent: string | null = null,
): AwardCriterionFact => ({
  value: { name, weight, points, parent },
  page: 3,
  quote: name,
});
const names = (list: AwardCriterionFact[]) => withoutScoringSplit(list).map((f) => f.value.name);

describe('the technical/financial split', () => {
  it('names a side in English and Dutch, never a criterion on the work', () => {
    for (const side of [
      'Technical',
      'Technical part',
      'Financial proposal',
      'Technisch deel',
      'Financiële inschrijving',
      'Financieel (40%)',
    ])
      expect(namesAScoringSide(side)).toBe(true);
    for (const other of [
      'Technical approach',
      'Financial standing of the firm',
      'Technische oplossing',
      'Prijs',
    ])
      expect(namesAScoringSide(other)).toBe(false);
  });

  it('en: the sides go when criteria on the work are named', () => {
    expect(
      names([
        fact('Understanding of the assignment', 250),
        fact('Work plan and schedule', 350),
        fact('Technical proposal', 600),
        fact('Financial proposal', 400),
        fact('Financial', null, 40),
      ]),
    ).toEqual(['Understanding of the assignment', 'Work plan and schedule']);
  });

  it('nl: de kanten gaan, een eigen deelcriterium blijft als criterium', () => {
    expect(
      names([
        fact('Technisch deel', null, 60),
        fact('Werkwijze', null, 30, 'Technisch deel'),
        fact('Projectteam', null, 30, 'Technisch deel'),
        fact('Financieel deel', null, 40),
      ]),
    ).toEqual(['Werkwijze', 'Projectteam']);
  });

  it('keeps the sides when they are the only criteria', () => {
    expect(
      names([
        fact('Technical', null, 70),
        fact('Financial', null, 30),
        fact('Delivery', null, null),
      ]),
    ).toEqual(['Technical', 'Financial', 'Delivery']);
  });
});
