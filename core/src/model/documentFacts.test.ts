import { describe, expect, it } from 'vitest';
import {
  countTenderFacts,
  emptyTenderFacts,
  isTenderFacts,
  needsCheck,
  readTenderFacts,
} from './documentFacts';

/** Facts as the processor stored them before issue 17: no newer kinds, no confidence. */
const STORED_BEFORE_ISSUE_17 = {
  buyer: { value: 'Gemeente Utrecht', page: 1, quote: 'Opdrachtgever: Gemeente Utrecht' },
  reference: null,
  cpvCodes: [],
  deadlines: [
    {
      value: { kind: 'submission', date: '2026-12-15T12:00', label: 'Sluitingstermijn' },
      page: 12,
      quote: 'De sluitingstermijn is 15 december 2026 om 12:00 uur.',
    },
  ],
  awardCriteria: [
    { value: { name: 'Kwaliteit', weight: 60, points: null }, page: 3, quote: 'Kwaliteit 60%' },
  ],
  requirements: [],
  limits: [],
};

describe('stored tender facts', () => {
  it('reads facts stored before issue 17, the newer kinds empty and every fact sure', () => {
    expect(isTenderFacts(STORED_BEFORE_ISSUE_17)).toBe(true);
    const facts = readTenderFacts(STORED_BEFORE_ISSUE_17)!;
    expect(facts.lots).toEqual([]);
    expect(facts.procedure).toBeNull();
    expect(facts.values).toEqual([]);
    expect(countTenderFacts(facts)).toBe(3);
    expect(needsCheck(facts.deadlines[0]!)).toBe(false);
  });

  it('reads the newer kinds with confidence, status and section', () => {
    const facts = {
      ...emptyTenderFacts(),
      procedure: { value: 'Europese openbare procedure', page: 2, quote: 'x', status: 'sure' },
      durations: [
        {
          value: { kind: 'extension', amount: 1, unit: 'years', count: 2 },
          page: 4,
          quote: '2 x 1 jaar',
          section: '2.3 Looptijd',
          confidence: 0.6,
          status: 'check',
          source: 'rules',
        },
      ],
    };
    expect(isTenderFacts(facts)).toBe(true);
    expect(needsCheck(readTenderFacts(facts)!.durations[0]!)).toBe(true);
  });

  it('refuses a damaged fact rather than showing it wrongly', () => {
    expect(
      readTenderFacts({ ...STORED_BEFORE_ISSUE_17, limits: [{ value: 3, page: 1 }] }),
    ).toBeNull();
    expect(
      isTenderFacts({
        ...emptyTenderFacts(),
        values: [{ value: { kind: 'guess', amount: 1, currency: 'EUR' }, page: 1, quote: '' }],
      }),
    ).toBe(false);
    expect(
      isTenderFacts({
        ...STORED_BEFORE_ISSUE_17,
        deadlines: [{ ...STORED_BEFORE_ISSUE_17.deadlines[0], confidence: 7 }],
      }),
    ).toBe(false);
  });

  it("reads a criterion's lot, and refuses one that is not a lot's name", () => {
    const withLot = (lot: unknown) => ({
      ...STORED_BEFORE_ISSUE_17,
      awardCriteria: [
        { value: { name: 'Kwaliteit', weight: 60, points: null, lot }, page: 3, quote: 'x' },
      ],
    });
    expect(readTenderFacts(withLot('2'))!.awardCriteria[0]!.value.lot).toBe('2');
    expect(isTenderFacts(withLot({ name: 'Perceel 2' }))).toBe(false);
  });
});
