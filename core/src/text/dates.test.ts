import { describe, expect, it } from 'vitest';
import { formatStatedDate } from './dates';

describe('formatStatedDate: a date as the document states it, in the reader’s locale', () => {
  it('long (a sentence): the month written out, the time after a comma', () => {
    expect(formatStatedDate('2026-03-05', 'en', 'long')).toBe('5 March 2026');
    expect(formatStatedDate('2026-03-05', 'nl', 'long')).toBe('5 maart 2026');
    expect(formatStatedDate('2026-12-12T12:00', 'en', 'long')).toBe('12 December 2026, 12:00');
    expect(formatStatedDate('2026-12-12T09:30', 'nl', 'long')).toBe('12 december 2026, 09:30');
  });

  it('short (a tile): the month abbreviated, the time after a space', () => {
    expect(formatStatedDate('2026-03-05', 'en', 'short')).toBe('5 Mar 2026');
    expect(formatStatedDate('2026-03-05', 'nl', 'short')).toMatch(/^5 mrt\.? 2026$/);
    expect(formatStatedDate('2026-12-01T12:00', 'en', 'short')).toBe('1 Dec 2026 12:00');
    expect(formatStatedDate('2026-12-01T12:00', 'nl', 'short')).toMatch(/^1 dec\.? 2026 12:00$/);
  });

  it('never shifts the day: midnight and the last minute stay on their own day', () => {
    expect(formatStatedDate('2026-01-01T00:00', 'en', 'long')).toBe('1 January 2026, 00:00');
    expect(formatStatedDate('2026-12-31T23:59', 'nl', 'short')).toMatch(/^31 dec\.? 2026 23:59$/);
  });

  it('shows a zone the document named, so a US deadline is not read as local time', () => {
    expect(formatStatedDate('2026-12-12T16:00-04:00', 'en', 'long')).toBe(
      '12 December 2026, 16:00 (UTC−04:00)',
    );
    expect(formatStatedDate('2026-12-01T12:00+00:00', 'nl', 'short')).toMatch(
      /^1 dec\.? 2026 12:00 \(UTC\+00:00\)$/,
    );
    expect(formatStatedDate('2026-12-01T12:00Z', 'en', 'short')).toBe('1 Dec 2026 12:00 (UTC)');
  });

  it('gives back what is not a date as it is', () => {
    expect(formatStatedDate('in week 12', 'en', 'long')).toBe('in week 12');
    expect(formatStatedDate('', 'nl', 'short')).toBe('');
  });
});
