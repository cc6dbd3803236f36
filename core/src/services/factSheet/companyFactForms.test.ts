import { describe, expect, it } from 'vitest';
import { digitsForWords } from './numberWords';
import { extractFactsFromChunk } from './ruleExtractor';

/** Wording written for these tests (issue 19): headcount and turnover as companies write them. */
const facts = (text: string) =>
  extractFactsFromChunk({
    chunkId: 'c',
    documentId: 'd',
    documentName: 'Profiel.pdf',
    page: 1,
    text,
  });
const headcount = (text: string) => facts(text).headcount.map((h) => [h.count, h.year]);
const turnover = (text: string) => facts(text).turnover.map((t) => [t.amount, t.year]);

describe('numbers written in words', () => {
  it('reads English and Dutch number words as digits, leaving articles alone', () => {
    expect(digitsForWords('forty-eight people, one hundred and twenty staff')).toBe(
      '48 people, 120 staff',
    );
    expect(digitsForWords('achtenveertig, tweeëntwintig, honderdtwintig en twee honderd')).toBe(
      '48, 22, 120 en 200',
    );
    expect(digitsForWords('een team van vier miljoen; one of us')).toBe(
      'een team van 4 miljoen; one of us',
    );
  });
});

describe('headcount and turnover in a sentence, English and Dutch (issue 19)', () => {
  it('reads a headcount in words or with colleagues employed', () => {
    expect(headcount('We employ forty-eight people.')).toEqual([[48, null]]);
    expect(headcount('Wij hebben achtenveertig medewerkers.')).toEqual([[48, null]]);
    expect(headcount("Wij hebben 48 collega's in dienst.")).toEqual([[48, null]]);
    expect(headcount('Ruim 120 specialisten werken bij ons.')).toEqual([[120, null]]);
  });

  it('takes the company’s staff over a project team, and never a client’s', () => {
    expect(headcount('We have 12 people on the project team and 48 employees overall.')).toEqual([
      [48, null],
    ]);
    expect(headcount('The client employs 3,000 staff members.')).toEqual([]);
    expect(headcount('De gemeente heeft 1.200 medewerkers.')).toEqual([]);
    expect(headcount('Our team of 6 consultants will deliver the project.')).toEqual([]);
    expect(headcount('We built a knowledge platform used daily by 300 staff.')).toEqual([]);
  });

  it('reads each year’s turnover of one sentence with its own year, and a turnover in words', () => {
    expect(
      turnover('Annual turnover of approximately € 3.8m in 2024, up from € 3.1m in 2023.'),
    ).toEqual([
      [3_800_000, 2024],
      [3_100_000, 2023],
    ]);
    expect(turnover('Onze omzet steeg van € 3,1 mln in 2023 naar € 3,8 mln in 2024.')).toEqual([
      [3_100_000, 2023],
      [3_800_000, 2024],
    ]);
    expect(turnover('Our 2025 turnover was four million euros.')).toEqual([[4_000_000, 2025]]);
    expect(
      turnover('In 2025 our turnover was €4.2 million, of which €1.1 million abroad.'),
    ).toEqual([[4_200_000, 2025]]);
    expect(turnover('The client’s annual turnover is € 40 million.')).toEqual([]);
  });
});
