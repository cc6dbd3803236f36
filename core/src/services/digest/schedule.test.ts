import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../../model/company';
import { duePeriod, localTime } from './schedule';

const settings = (s: Partial<NotificationSettings>): NotificationSettings => ({
  ...DEFAULT_NOTIFICATION_SETTINGS,
  enabled: true,
  ...s,
});

describe('digest schedule (Europe/Amsterdam)', () => {
  it('reads wall-clock time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(localTime(Date.UTC(2026, 10, 23, 7, 0))).toEqual({
      date: '2026-11-23',
      hour: 8,
      weekday: 1,
    });
    expect(localTime(Date.UTC(2026, 6, 5, 6, 0))).toEqual({
      date: '2026-07-05',
      hour: 8,
      weekday: 7,
    });
    expect(localTime(Date.UTC(2026, 10, 22, 23, 30)).date).toBe('2026-11-23');
  });

  it('a daily digest at 08:00 is due from 08:00 until the catch-up window ends', () => {
    const daily = settings({ frequency: 'daily', hour: 8 });
    expect(duePeriod(daily, Date.UTC(2026, 10, 23, 6, 59))).toBeNull();
    expect(duePeriod(daily, Date.UTC(2026, 10, 23, 7, 0))).toEqual({
      key: 'daily-2026-11-23',
      lengthMs: 86_400_000,
    });
    expect(duePeriod(daily, Date.UTC(2026, 10, 23, 12, 59))?.key).toBe('daily-2026-11-23');
    expect(duePeriod(daily, Date.UTC(2026, 10, 23, 13, 0))).toBeNull();
    // Summer: 08:00 in Amsterdam is 06:00 UTC.
    expect(duePeriod(daily, Date.UTC(2026, 6, 6, 6, 0))?.key).toBe('daily-2026-07-06');
    expect(duePeriod(daily, Date.UTC(2026, 6, 6, 5, 59))).toBeNull();
  });

  it('a weekly digest is due only on its weekday', () => {
    const friday = settings({ frequency: 'weekly', weekday: 5, hour: 7 });
    expect(duePeriod(friday, Date.UTC(2026, 10, 23, 6, 0))).toBeNull(); // Monday
    expect(duePeriod(friday, Date.UTC(2026, 10, 27, 6, 0))).toEqual({
      key: 'weekly-2026-11-27',
      lengthMs: 7 * 86_400_000,
    });
  });

  it('the hour skipped when summer time starts is sent by the next run', () => {
    // 29 March 2026: 02:00 becomes 03:00 in Amsterdam; 01:00 UTC is 03:00 local.
    const twoAm = settings({ frequency: 'daily', hour: 2 });
    expect(duePeriod(twoAm, Date.UTC(2026, 2, 29, 0, 59))).toBeNull();
    expect(duePeriod(twoAm, Date.UTC(2026, 2, 29, 1, 0))?.key).toBe('daily-2026-03-29');
  });

  it('the hour repeated when winter time starts keeps one period key', () => {
    // 25 October 2026: 02:00–03:00 local happens twice (00:00 and 01:00 UTC).
    const twoAm = settings({ frequency: 'daily', hour: 2 });
    expect(duePeriod(twoAm, Date.UTC(2026, 9, 25, 0, 30))?.key).toBe('daily-2026-10-25');
    expect(duePeriod(twoAm, Date.UTC(2026, 9, 25, 1, 30))?.key).toBe('daily-2026-10-25');
  });

  it('nothing is due when digests are off', () => {
    expect(duePeriod(settings({ enabled: false }), Date.UTC(2026, 10, 23, 7, 0))).toBeNull();
  });
});
