import { describe, expect, it } from 'vitest';
import type { TenderMatch } from '../../model/tender';
import { Timestamp } from '../../ports/values';
import { explainMatch, explanationTotal } from './explainMatch';

const NOW = Date.UTC(2026, 10, 26, 12);
const match = (deadline: number | null): Pick<TenderMatch, 'reasons' | 'bid' | 'tender'> => ({
  reasons: [
    { code: 'cpvExact', key: 'signaling.reasons.cpvExact', weight: 50, detail: '' },
    { code: 'category', key: 'signaling.reasons.contractType', weight: 10, detail: '' },
    {
      code: 'scope',
      key: 'signaling.reasons.scopeMismatch',
      weight: 0,
      detail: 'BE',
      mismatch: true,
    },
  ],
  bid: {
    indication: 'noBid',
    reasons: [
      {
        key: 'signaling.bidReasons.missing.critical',
        params: { criterion: 'BIM', importance: 'critical' },
      },
      {
        key: 'signaling.bidReasons.missing.high',
        params: { criterion: 'ISO 9001', importance: 'high' },
      },
    ],
  },
  tender: {
    title: 'Wegonderhoud',
    buyer: 'Gemeente',
    location: '',
    category: 'works',
    cpvCodes: ['45233141'],
    publishedAt: Timestamp.fromMillis(NOW - 86_400_000),
    deadline: deadline === null ? null : Timestamp.fromMillis(deadline),
    publicationType: 'contract_notice',
  },
});

describe('explainMatch', () => {
  it('lists the points first, then the mismatches with the knock-out criteria', () => {
    const reasons = explainMatch(match(NOW + 86_400_000), NOW);
    expect(reasons.map((r) => r.key)).toEqual([
      'signaling.reasons.cpvExact',
      'signaling.reasons.contractType',
      'signaling.reasons.scopeMismatch',
      'signaling.reasons.knockOut',
    ]);
    expect(reasons.at(-1)!.params).toEqual({ criterion: 'BIM' });
    expect(explanationTotal(reasons)).toBe(60);
  });

  it('says a tender whose deadline has passed is closed, first among the mismatches', () => {
    const deadline = NOW - 3_600_000;
    const reasons = explainMatch(match(deadline), NOW);
    expect(reasons[2]).toMatchObject({
      code: 'closed',
      key: 'signaling.reasons.closed',
      params: { deadline },
      mismatch: true,
      weight: 0,
    });
    // A tender without a deadline is not closed.
    expect(explainMatch(match(null), NOW).some((r) => r.code === 'closed')).toBe(false);
  });
});
