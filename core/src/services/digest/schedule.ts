/**
 * When a digest is due. Hours are wall-clock hours in Europe/Amsterdam, read with Intl (the
 * platform's time-zone data), so summer and winter time need no hand-written offsets.
 */
import { DIGEST_TIME_ZONE, type NotificationSettings, type Weekday } from '../../model/company';

/**
 * A run may send a period's digest from its hour until this many hours later: the hourly
 * scheduler retries failed sends in the following runs, a late or missed run still sends, and the
 * hour skipped when summer time starts (02:00 → 03:00) is caught by the next run.
 */
export const DIGEST_CATCH_UP_HOURS = 6;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LocalTime {
  /** YYYY-MM-DD in the zone. */
  readonly date: string;
  readonly hour: number;
  readonly weekday: Weekday;
}

const ISO_WEEKDAYS: Record<string, Weekday> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

const formatters = new Map<string, Intl.DateTimeFormat>();

export function localTime(millis: number, timeZone: string = DIGEST_TIME_ZONE): LocalTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(millis).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: ISO_WEEKDAYS[parts.weekday ?? ''] ?? 1,
  };
}

export interface DigestPeriod {
  /** Unique per company settings' frequency and local day, e.g. 'weekly-2026-11-23'. */
  readonly key: string;
  /** How far back the first digest of a recipient looks (no earlier digest to start from). */
  readonly lengthMs: number;
}

/** The period whose digest may be sent at `now`, or null when none is due. */
export function duePeriod(settings: NotificationSettings, now: number): DigestPeriod | null {
  if (!settings.enabled) return null;
  const local = localTime(now);
  if (settings.frequency === 'weekly' && local.weekday !== settings.weekday) return null;
  if (local.hour < settings.hour || local.hour >= settings.hour + DIGEST_CATCH_UP_HOURS) {
    return null;
  }
  return {
    key: `${settings.frequency}-${local.date}`,
    lengthMs: settings.frequency === 'weekly' ? 7 * DAY_MS : DAY_MS,
  };
}
