import { needsCheck } from '@tender/core';
import type { ProjectFacts } from '../documents/useProjectFacts';

export type DeadlineFact = ProjectFacts['deadlines'][number];

/**
 * When a document gives a date without a time, the suggestion uses 12:00, the usual closing time
 * of Dutch public tenders (TenderNed); the user sees and can change it before confirming
 * (docs/decisions.md, "Project detail: suggestions from documents").
 */
export const DEFAULT_DEADLINE_TIME = '12:00';

// One formatter per zone: building one costs far more than using it, and this runs per render.
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormats.set(zone, format);
  }
  return format;
}

/** Offset of `zone` from UTC at `utcMs`, in minutes (Amsterdam: 60 in winter, 120 in summer). */
function zoneOffsetMinutes(utcMs: number, zone: string): number {
  const parts = zoneFormat(zone).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(utcMs / 60_000) * 60_000) / 60_000);
}

/**
 * An extracted date ('2026-12-15', '2026-12-15T12:00', or with a zone) as milliseconds. Without a
 * zone it is Europe/Amsterdam's wall-clock time (the contract of TenderFacts). Null when unreadable.
 */
export function factDateToMillis(iso: string, zone = 'Europe/Amsterdam'): number | null {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
      iso.trim(),
    );
  if (!match) return null;
  const [, y, mo, d, h, mi, s, tz] = match;
  const [dh, dm] = DEFAULT_DEADLINE_TIME.split(':').map(Number) as [number, number];
  const wall = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    h ? Number(h) : dh,
    mi ? Number(mi) : dm,
    s ? Number(s) : 0,
  );
  if (Number.isNaN(wall)) return null;
  if (tz) {
    if (tz === 'Z') return wall;
    const sign = tz.startsWith('-') ? -1 : 1;
    const digits = tz.slice(1).replace(':', '');
    return wall - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  }
  // Two passes settle the offset around a DST change.
  let guess = wall - zoneOffsetMinutes(wall, zone) * 60_000;
  guess = wall - zoneOffsetMinutes(guess, zone) * 60_000;
  return guess;
}

export interface DeadlineSuggestion {
  readonly key: string;
  readonly at: number;
  readonly fact: DeadlineFact;
  /** The extractor is not sure of this date: offered with "check this against the document". */
  readonly check: boolean;
  /**
   * The moment is already behind us. No buyer sets a submission deadline in the past, so such a
   * date is a misreading (a wrong year) or a document of another or an older tender: still
   * offered, last, and marked to be checked.
   */
  readonly passed: boolean;
}

/** Whether a moment read from a document has already passed. */
export const hasPassed = (at: number, now = Date.now()) => at < now;

/**
 * The submission deadlines the documents name that differ from the project's and were not
 * dismissed, once per moment, the sure ones first. Only submission maps onto a project field;
 * question, opening, award, standstill and start dates are shown as facts (docs/decisions.md). A
 * date the extractor is unsure of is still offered — the user confirms every suggestion — but
 * marked to be checked against the document; where the same moment is both, it counts as sure.
 * A date already passed is offered last, marked too (see `passed`).
 */
export function submissionSuggestions(
  facts: readonly DeadlineFact[],
  current: number | null,
  dismissed: ReadonlySet<string>,
  now = Date.now(),
): DeadlineSuggestion[] {
  const out: DeadlineSuggestion[] = [];
  for (const fact of facts) {
    if (fact.value.kind !== 'submission') continue;
    const at = factDateToMillis(fact.value.date);
    if (at === null || at === current) continue;
    const key = `${fact.documentId}:${fact.page}:${fact.value.date}`;
    if (dismissed.has(key)) continue;
    const check = needsCheck(fact);
    const passed = hasPassed(at, now);
    const same = out.findIndex((s) => s.at === at);
    if (same >= 0) {
      if (out[same]!.check && !check) out[same] = { key, at, fact, check, passed };
      continue;
    }
    out.push({ key, at, fact, check, passed });
  }
  // Sure dates to come first, then unsure ones, then those already passed.
  const rank = (s: DeadlineSuggestion) => 2 * Number(s.passed) + Number(s.check);
  return out.sort((a, b) => rank(a) - rank(b));
}
