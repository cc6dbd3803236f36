import { describe, expect, it } from 'vitest';
import { criteriaSuggestions, weightSum, type CriterionFact } from './criteriaSuggestions';

const fact = (name: string, weight: number | null, documentId = 'd1'): CriterionFact => ({
  value: { name, weight, points: null },
  page: 4,
  quote: name,
  documentId,
  documentName: `${documentId}.pdf`,
});

describe('criteriaSuggestions', () => {
  it('skips criteria the project has (ignoring case and accents) and duplicates across documents', () => {
    const facts = [
      fact('Prijs', 40),
      fact('Kwaliteit', 60),
      fact('prijs', 40, 'd2'),
      fact('Duurzaamheid', null),
    ];
    const out = criteriaSuggestions(facts, [{ description: 'KWALITEIT ' }], new Set());
    expect(out.map((s) => [s.description, s.weight])).toEqual([
      ['Prijs', 40],
      ['Duurzaamheid', null],
    ]);
    expect(
      criteriaSuggestions(facts, [], new Set([out[0]!.key])).map((s) => s.description),
    ).toEqual(['Kwaliteit', 'prijs', 'Duurzaamheid']);
  });

  it('does not offer sub-criteria, whose weight is part of their criterion’s', () => {
    const sub: CriterionFact = {
      ...fact('Plan van aanpak', 40),
      value: { name: 'Plan van aanpak', weight: 40, points: null, parent: 'Kwaliteit' },
    };
    const out = criteriaSuggestions([fact('Kwaliteit', 60), sub], [], new Set());
    expect(out.map((s) => s.description)).toEqual(['Kwaliteit']);
  });
});

describe('weightSum', () => {
  it('adds the given weights without float noise, null when none is given', () => {
    expect(weightSum([{ weight: 33.3 }, { weight: 33.3 }, { weight: 33.4 }])).toBe(100);
    expect(weightSum([{ weight: null }])).toBeNull();
    expect(weightSum([{ weight: 40 }, { weight: null }])).toBe(40);
  });
});
