import { describe, expect, it } from 'vitest';
import {
  type DeadlineFact,
  factDateToMillis,
  hasPassed,
  submissionSuggestions,
} from './deadlineSuggestions';

const fact = (date: string, kind: DeadlineFact['value']['kind'] = 'submission'): DeadlineFact => ({
  value: { kind, date, label: '' },
  page: 2,
  quote: '',
  documentId: 'd1',
  documentName: 'leidraad.pdf',
});

describe('factDateToMillis', () => {
  it('reads Amsterdam wall-clock time in winter and in summer', () => {
    expect(factDateToMillis('2026-12-15T12:00')).toBe(Date.UTC(2026, 11, 15, 11, 0));
    expect(factDateToMillis('2026-06-15T12:00')).toBe(Date.UTC(2026, 5, 15, 10, 0));
  });

  it('puts a date without time at 12:00 and honours an explicit zone', () => {
    expect(factDateToMillis('2026-03-02')).toBe(Date.UTC(2026, 2, 2, 11, 0));
    expect(factDateToMillis('2026-03-02T09:30Z')).toBe(Date.UTC(2026, 2, 2, 9, 30));
    expect(factDateToMillis('2026-03-02T09:30+02:00')).toBe(Date.UTC(2026, 2, 2, 7, 30));
  });

  it('returns null for what is not a date', () => {
    expect(factDateToMillis('15 december')).toBeNull();
  });
});

describe('submissionSuggestions', () => {
  it('offers submission dates other than the current one, once, minus dismissed ones', () => {
    const facts = [
      fact('2026-12-15T12:00'),
      fact('2026-12-15T12:00'),
      fact('2026-11-01', 'questions'),
      fact('2026-12-20T12:00'),
    ];
    const current = Date.UTC(2026, 11, 20, 11, 0);
    const out = submissionSuggestions(facts, current, new Set());
    expect(out.map((s) => s.at)).toEqual([Date.UTC(2026, 11, 15, 11, 0)]);
    expect(submissionSuggestions(facts, current, new Set([out[0]!.key]))).toEqual([]);
  });
});

describe('submission suggestions the extractor is unsure of', () => {
  const unsure = (date: string): DeadlineFact => ({ ...fact(date), status: 'check', page: 5 });

  it('are offered after the sure ones, marked to be checked', () => {
    const out = submissionSuggestions(
      [unsure('2026-12-18T12:00'), fact('2026-12-15T12:00')],
      null,
      new Set(),
    );
    expect(out.map((s) => [s.at, s.check])).toEqual([
      [Date.UTC(2026, 11, 15, 11, 0), false],
      [Date.UTC(2026, 11, 18, 11, 0), true],
    ]);
  });

  it('count as sure when another document states the same moment surely', () => {
    const out = submissionSuggestions(
      [unsure('2026-12-15T12:00'), fact('2026-12-15T12:00')],
      null,
      new Set(),
    );
    expect(out.map((s) => [s.check, s.fact.page])).toEqual([[false, 2]]);
  });

  it('keep an offset the document named (a US deadline in Eastern Time)', () => {
    const out = submissionSuggestions([fact('2015-06-22T16:00-04:00')], null, new Set());
    expect(out[0]!.at).toBe(Date.UTC(2015, 5, 22, 20, 0));
  });
});

describe('submission suggestions already passed', () => {
  // "Now" is fixed: 1 March 2031, so one date below is behind us and one to come.
  const now = Date.UTC(2031, 2, 1, 9, 0);

  it('are offered last, after unsure ones, and marked as passed', () => {
    const out = submissionSuggestions(
      [fact('2029-10-04T12:00'), { ...fact('2031-04-09T10:00'), status: 'check' }],
      null,
      new Set(),
      now,
    );
    expect(out.map((s) => [s.fact.value.date, s.check, s.passed])).toEqual([
      ['2031-04-09T10:00', true, false],
      ['2029-10-04T12:00', false, true],
    ]);
  });

  it('are not passed a minute before the moment', () => {
    const at = Date.UTC(2031, 2, 1, 11, 0);
    expect(hasPassed(at, at - 60_000)).toBe(false);
    expect(hasPassed(at, at + 60_000)).toBe(true);
  });
});
