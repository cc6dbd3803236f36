import { describe, expect, it } from 'vitest';
import type { LimitFact } from '../../model/documentFacts';
import {
  DEFAULT_DRAFT_WORDS,
  WORDS_PER_PAGE,
  criteriaFor,
  planSections,
  totalWords,
} from './draftPlan';

const limit = (kind: 'pages' | 'words', value: number): LimitFact => ({
  value: { kind, value, scope: '' },
  page: 1,
  quote: '',
});

describe('draft plan', () => {
  it('takes the largest limit of the tender, else the default length', () => {
    expect(totalWords([])).toBe(DEFAULT_DRAFT_WORDS);
    expect(totalWords([limit('pages', 2), limit('pages', 10)])).toBe(10 * WORDS_PER_PAGE);
    expect(totalWords([limit('pages', 10), limit('words', 750), limit('words', 2000)])).toBe(2000);
  });

  it('shares the length by weight; criteria without a weight share what is left', () => {
    const sections = planSections({
      criteria: [
        { id: 'a', name: 'Plan van aanpak', weight: 50 },
        { id: 'b', name: 'Duurzaamheid', weight: 30 },
        { id: 'c', name: 'Risico’s', weight: null },
      ],
      limits: [limit('words', 2000)],
      tenderText: '',
      language: 'nl',
    });
    expect(sections.map((s) => [s.heading, s.targetWords])).toEqual([
      ['Plan van aanpak', 1000],
      ['Duurzaamheid', 600],
      ['Risico’s', 400],
    ]);
  });

  it('adds a summary only where the tender asks for one, and one section when it names no criteria', () => {
    const sections = planSections({
      criteria: [],
      limits: [],
      tenderText: 'Voeg een managementsamenvatting toe van maximaal één pagina.',
      language: 'nl',
    });
    expect(sections.map((s) => [s.kind, s.heading, s.criterionId])).toEqual([
      ['summary', 'Managementsamenvatting', null],
      ['criterion', 'Onze aanpak', null],
    ]);
  });

  it('weighs criteria scored in points by their share of the points', () => {
    const fact = (name: string, points: number) => ({
      value: { name, weight: null, points },
      page: 1,
      quote: name,
    });
    expect(criteriaFor([], [fact('Approach', 30), fact('Team', 10)]).map((c) => c.weight)).toEqual([
      75, 25,
    ]);
  });

  it('prefers the confirmed criteria over the extracted ones, and names extracted ones once', () => {
    const fact = (name: string, weight: number | null) => ({
      value: { name, weight, points: null },
      page: 1,
      quote: name,
    });
    expect(
      criteriaFor([{ id: 'x', description: 'Kwaliteit', weight: 60 }], [fact('Prijs', 40)]),
    ).toEqual([{ id: 'x', name: 'Kwaliteit', weight: 60 }]);
    expect(criteriaFor([], [fact('Prijs', 40), fact('prijs', 40), fact('Kwaliteit', 60)])).toEqual([
      { id: 'k1', name: 'Prijs', weight: 40 },
      { id: 'k2', name: 'Kwaliteit', weight: 60 },
    ]);
  });

  it('plans the main criteria only: a sub-criterion’s points are part of its criterion’s', () => {
    const fact = (name: string, points: number, parent: string | null = null) => ({
      value: { name, weight: null, points, parent },
      page: 1,
      quote: name,
    });
    const extracted = [
      fact('Kwaliteit', 60),
      fact('Plan van aanpak', 40, 'Kwaliteit'),
      fact('Planning', 20, 'Kwaliteit'),
      fact('Prijs', 40),
    ];
    expect(criteriaFor([], extracted)).toEqual([
      { id: 'k1', name: 'Kwaliteit', weight: 60 },
      { id: 'k2', name: 'Prijs', weight: 40 },
    ]);
  });
});
