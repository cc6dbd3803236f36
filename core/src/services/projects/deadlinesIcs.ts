/**
 * The project's deadlines as an iCalendar file (RFC 5545) that any calendar app imports. Pure:
 * the caller passes the translated titles, so the events read in the user's language.
 */
import { createEvents, type DateArray, type EventAttributes } from 'ics';

/** Which of the project's dates an event stands for (one event per kind). */
export type DeadlineKind = 'submission' | 'announcement';

export interface ProjectDeadline {
  readonly kind: DeadlineKind;
  /** Milliseconds since the epoch. */
  readonly at: number;
  /**
   * 'time': a moment (the submission closes at 12:00); 'day': the whole day in `timeZone`
   * (an announcement has a date, not a time).
   */
  readonly precision: 'time' | 'day';
}

export interface DeadlinesIcsInput {
  readonly projectId: string;
  readonly projectName: string;
  readonly deadlines: readonly ProjectDeadline[];
  /** The event title for a kind, already translated ('Submission deadline: Bridge repair'). */
  readonly title: (kind: DeadlineKind) => string;
  /** Where the project lives in the app, put in each event so the calendar links back. */
  readonly url?: string;
  /** Calendar name shown by some apps. */
  readonly calendarName?: string;
  /** The zone in which a 'day' deadline is a whole day. */
  readonly timeZone?: string;
}

/** The product id in the file's PRODID line. */
export const ICS_PRODUCT_ID = '-//Tender Assistant//Project deadlines//EN';

/**
 * A stable UID per project and kind: importing the file again after the deadline moved updates
 * the existing event instead of adding a second one.
 */
export function deadlineUid(projectId: string, kind: DeadlineKind): string {
  return `${projectId}-${kind}@tender-assistant`;
}

/** The calendar day of `at` in `timeZone`, as [year, month, day]. */
export function dayIn(at: number, timeZone: string): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [get('year'), get('month'), get('day')];
}

function nextDay([y, m, d]: [number, number, number]): DateArray {
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

/**
 * Builds the VCALENDAR text: one VEVENT per deadline, in UTC for moments and as all-day events
 * for days. Throws when a date is not finite (nothing sensible to put in a calendar).
 */
export function buildDeadlinesIcs(input: DeadlinesIcsInput): string {
  const zone = input.timeZone ?? 'Europe/Amsterdam';
  const events: EventAttributes[] = input.deadlines.map((deadline) => {
    if (!Number.isFinite(deadline.at)) throw new RangeError(`Invalid date for ${deadline.kind}`);
    const common = {
      uid: deadlineUid(input.projectId, deadline.kind),
      title: input.title(deadline.kind),
      description: input.projectName,
      ...(input.url ? { url: input.url } : {}),
      productId: ICS_PRODUCT_ID,
      calName: input.calendarName,
    };
    if (deadline.precision === 'day') {
      const day = dayIn(deadline.at, zone);
      return { ...common, start: day, end: nextDay(day) };
    }
    return {
      ...common,
      start: deadline.at,
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { minutes: 30 },
      // A reminder a day ahead: a submission deadline is missed by forgetting it, not by minutes.
      // In hours: `ics` writes { days: 1 } as '-P1DT', which RFC 5545 does not allow.
      alarms: [
        { action: 'display', description: common.title, trigger: { hours: 24, before: true } },
      ],
    };
  });
  const header = {
    productId: ICS_PRODUCT_ID,
    ...(input.calendarName ? { calName: input.calendarName } : {}),
  };
  const { error, value } = createEvents(events, header);
  if (error || value === null) throw error ?? new Error('ics: no output');
  return value;
}
