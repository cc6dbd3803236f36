/**
 * Bid/no-bid from the evidence the score rests on (issue 21): criteria are checked against the
 * notice's text in its languages, the English and Dutch labels of its CPV codes and the codes
 * above them, and its contract type — not by an English word test against Dutch text.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createCpvVocabulary } from '../../cpv/cpvVocabulary';
import type { TenderRecord } from '../../model/tender';
import { Timestamp } from '../../ports/values';
import { bidIndication } from './bidNoBid';

const ROOT = new URL('../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');

const vocabulary = createCpvVocabulary(
  (JSON.parse(read('web/public/cpv/cpv-2008.json')) as { codes: string[][] }).codes.map(
    ([code, en, nl]) => ({ code: code!, en: en!, nl: nl! }),
  ),
);
const cpvLabels = (code8: string) =>
  [vocabulary.label(code8, 'en'), vocabulary.label(code8, 'nl')].filter((l): l is string => !!l);

const demo = (
  JSON.parse(read('web/public/demo/tenders.json'), (_key, value: unknown) =>
    value && typeof value === 'object' && '$t' in value
      ? Timestamp.fromMillis((value as { $t: number }).$t)
      : value,
  ) as { tenders: TenderRecord[] }
).tenders;

/** A real Dutch notice (civil engineering works, 45222000), with its Dutch text only. */
const civil = demo.find((t) => t.sourceId === '446039-2025')!;
const dutchOnly: TenderRecord = {
  ...civil,
  titles: { nl: civil.titles!.nl! },
  descriptions: civil.descriptions?.nl ? { nl: civil.descriptions.nl } : {},
};

describe('bidIndication', () => {
  it('finds an English criterion in a Dutch notice through its CPV codes’ labels', () => {
    expect(dutchOnly.cpvCodes[0]).toMatch(/^45/);
    expect(`${dutchOnly.title} ${dutchOnly.description}`).not.toMatch(/construction/i);
    const bid = bidIndication(
      dutchOnly,
      [{ description: 'Construction work for roads', importance: 'critical' }],
      { cpvLabels },
    );
    expect(bid.indication).toBe('bid');
    expect(bid.reasons[0]!.key).toBe('signaling.bidReasons.met.critical');
  });

  it('finds a Dutch word inside the Dutch labels’ compounds ("bouw" in "Bouwwerkzaamheden")', () => {
    const bid = bidIndication(dutchOnly, [{ description: 'Bouw', importance: 'critical' }], {
      cpvLabels,
    });
    expect(bid.indication).toBe('bid');
  });

  it('checks the contract type in both languages', () => {
    const criteria = [{ description: 'Werken', importance: 'critical' as const }];
    expect(bidIndication({ ...dutchOnly, category: 'works' }, criteria).indication).toBe('bid');
    expect(bidIndication({ ...dutchOnly, category: 'services' }, criteria).indication).toBe(
      'noBid',
    );
  });

  it('says no bid for a missing knock-out criterion, and why when the score is high', () => {
    const criteria = [{ description: 'Asbestsanering', importance: 'critical' as const }];
    const bid = bidIndication(dutchOnly, criteria, { cpvLabels, score: 72 });
    expect(bid.indication).toBe('noBid');
    expect(bid.reasons[0]).toEqual({
      key: 'signaling.bidReasons.disagree.noBid',
      params: { score: 72, criterion: 'Asbestsanering' },
    });
    expect(bid.reasons[1]!.key).toBe('signaling.bidReasons.missing.critical');
    // At a low score the two agree: no extra reason.
    const low = bidIndication(dutchOnly, criteria, { cpvLabels, score: 30 });
    expect(low.reasons.map((r) => r.key)).toEqual(['signaling.bidReasons.missing.critical']);
  });

  it('says why a met set of criteria meets a low score', () => {
    const bid = bidIndication(dutchOnly, [{ description: 'Werken', importance: 'high' }], {
      score: 35,
    });
    expect(bid.indication).toBe('bid');
    expect(bid.reasons[0]).toEqual({
      key: 'signaling.bidReasons.disagree.bid',
      params: { score: 35 },
    });
  });

  it('never counts stop words: a criterion of only stop words is not met', () => {
    const bid = bidIndication(dutchOnly, [{ description: 'voor de', importance: 'high' }]);
    expect(bid.indication).toBe('review');
  });
});
