import { describe, expect, it } from 'vitest';
import { buildDeadlinesIcs, dayIn, deadlineUid, type DeadlineKind } from './deadlinesIcs';

const SUBMISSION = Date.UTC(2026, 11, 15, 11, 0); // 12:00 in Amsterdam
const ANNOUNCEMENT = Date.UTC(2026, 9, 31, 23, 30); // already 1 November in Amsterdam

const titlesEn: Record<DeadlineKind, string> = {
  submission: 'Submission deadline: Bridge repair',
  announcement: 'Announcement: Bridge repair',
};
const titlesNl: Record<DeadlineKind, string> = {
  submission: 'Uiterste inschrijfdatum: Brugherstel',
  announcement: 'Aankondiging: Brugherstel',
};

/** The lines of a folded iCalendar text, unfolded (RFC 5545 §3.1). */
function lines(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

function events(ics: string): string[][] {
  const all = lines(ics);
  const out: string[][] = [];
  let current: string[] | null = null;
  for (const line of all) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current) {
      out.push(current);
      current = null;
    } else current?.push(line);
  }
  return out;
}

const build = (titles = titlesEn) =>
  buildDeadlinesIcs({
    projectId: 'p1',
    projectName: 'Bridge repair',
    deadlines: [
      { kind: 'submission', at: SUBMISSION, precision: 'time' },
      { kind: 'announcement', at: ANNOUNCEMENT, precision: 'day' },
    ],
    title: (kind) => titles[kind],
    url: 'https://app.example/dashboard/projects/p1',
  });

describe('buildDeadlinesIcs', () => {
  it('is a valid VCALENDAR with one VEVENT per deadline', () => {
    const ics = build();
    const all = lines(ics);
    expect(all[0]).toBe('BEGIN:VCALENDAR');
    expect(all).toContain('VERSION:2.0');
    expect(all.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(all.filter((l) => l === 'END:VCALENDAR')).toHaveLength(1);
    expect(events(ics)).toHaveLength(2);
    // Lines are CRLF-terminated and folded at 75 octets.
    expect(ics.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
  });

  it('puts the submission moment in UTC and the announcement as an all-day event in Amsterdam', () => {
    const [submission = [], announcement = []] = events(build());
    expect(submission).toContain('DTSTART:20261215T110000Z');
    expect(submission).toContain('SUMMARY:Submission deadline: Bridge repair');
    expect(submission).toContain('UID:p1-submission@tender-assistant');
    expect(submission.some((l) => l.startsWith('BEGIN:VALARM'))).toBe(true);
    // RFC 5545 dur-value: a 'T' must be followed by a time.
    expect(submission).toContain('TRIGGER:-PT24H');
    expect(announcement).toContain('DTSTART;VALUE=DATE:20261101');
    expect(announcement).toContain('DTEND;VALUE=DATE:20261102');
    expect(announcement).toContain('UID:p1-announcement@tender-assistant');
  });

  it('keeps UIDs stable per project and kind, so a re-import updates instead of duplicating', () => {
    const uids = (ics: string) => events(ics).map((e) => e.find((l) => l.startsWith('UID:')));
    expect(uids(build())).toEqual(uids(build(titlesNl)));
    expect(deadlineUid('p2', 'submission')).not.toBe(deadlineUid('p1', 'submission'));
  });

  it("writes the titles in the user's language", () => {
    const ics = build(titlesNl);
    const summaries = lines(ics).filter((l) => l.startsWith('SUMMARY:'));
    expect(summaries).toEqual([
      'SUMMARY:Uiterste inschrijfdatum: Brugherstel',
      'SUMMARY:Aankondiging: Brugherstel',
    ]);
  });

  it('refuses an invalid date instead of writing a broken calendar', () => {
    expect(() =>
      buildDeadlinesIcs({
        projectId: 'p1',
        projectName: 'x',
        deadlines: [{ kind: 'submission', at: Number.NaN, precision: 'time' }],
        title: () => 'x',
      }),
    ).toThrow(RangeError);
  });

  it('finds the calendar day in the given zone', () => {
    expect(dayIn(ANNOUNCEMENT, 'Europe/Amsterdam')).toEqual([2026, 11, 1]);
    expect(dayIn(ANNOUNCEMENT, 'UTC')).toEqual([2026, 10, 31]);
  });
});
