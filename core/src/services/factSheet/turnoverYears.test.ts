import { describe, expect, it } from 'vitest';
import { extractFactSheet } from './buildFactSheet';
import type { FactSource } from './ruleExtractor';

const src = (text: string): FactSource => ({
  chunkId: 'c1',
  documentId: 'd1',
  documentName: 'Profiel.pdf',
  page: 1,
  text,
});

describe('turnover over several years (issue 19, bid-writer review)', () => {
  it.each([
    [
      'nl',
      'Omzet van het bedrijf: 2022 EUR 6,1 miljoen; 2023 EUR 6,9 miljoen; 2024 EUR 7,4 miljoen. De dochter in Gent droeg daaraan bij: 2022 EUR 1,2 miljoen; 2023 EUR 1,3 miljoen; 2024 EUR 1,5 miljoen.',
    ],
    [
      'en',
      'Company turnover: 2022 EUR 6.1 million; 2023 EUR 6.9 million; 2024 EUR 7.4 million. Our Welsh branch contributed: 2022 EUR 1.2 million; 2023 EUR 1.3 million; 2024 EUR 1.5 million.',
    ],
  ])('keeps every year, the latest first, and not the branch’s share (%s)', async (_, text) => {
    const sheet = await extractFactSheet([src(text)], Date.parse('2026-01-01'));
    expect(sheet.turnover.map((t) => [t.year, t.amount])).toEqual([
      [2024, 7_400_000],
      [2023, 6_900_000],
      [2022, 6_100_000],
    ]);
  });
});
