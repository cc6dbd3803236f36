/**
 * One document stating an old and a new schedule (issue 17, "a schedule change listed beside the
 * old date with no sign of which is current"), each form proven on wording written for this test
 * in English and Dutch — never the shared VNG planning's — as DOCX-like structure, as a real PDF
 * laid out by pdf-lib and read through the production extractor, and as plain text. The current
 * deadline is the new value; the old one is kept as `replaced` (history in documents/changes).
 */
import { describe, expect, it } from 'vitest';
import type { DeadlineFact } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';
import { pdfFacts } from './pdfSnippets';

const shown = (deadlines: readonly DeadlineFact[]) =>
  deadlines.map((d) => [d.value.kind, d.value.date, d.replaced ? 'replaced' : 'current']);

describe('columns headed as the old and the new schedule', () => {
  it('English: "original date | revised date" — the revised column holds the deadline', () => {
    const { deadlines } = structured([
      {
        blocks: [
          heading('Timetable'),
          table(
            ['Milestone', 'Original date', 'Revised date'],
            ['Clarification questions close', '3 March 2025 17:00', '10 March 2025 17:00'],
            ['Tender return deadline', '14 March 2025 12:00', '24 March 2025 12:00'],
            ['Contract start', '1 May 2025', '1 May 2025'],
          ),
        ],
      },
    ]);
    expect(shown(deadlines)).toEqual([
      ['questions', '2025-03-03T17:00', 'replaced'],
      ['questions', '2025-03-10T17:00', 'current'],
      ['submission', '2025-03-14T12:00', 'replaced'],
      ['submission', '2025-03-24T12:00', 'current'],
      ['start', '2025-05-01', 'current'],
    ]);
  });

  it('English: "current | amended", an unchanged row left empty in the amended column', () => {
    const { deadlines } = structured([
      {
        blocks: [
          table(
            ['Event', 'Current', 'Amended'],
            ['Deadline for bids', '2 June 2025 10:00', '9 June 2025 10:00'],
            ['Deadline for questions', '20 May 2025', ''],
          ),
        ],
      },
    ]);
    expect(shown(deadlines)).toEqual([
      ['questions', '2025-05-20', 'current'],
      ['submission', '2025-06-02T10:00', 'replaced'],
      ['submission', '2025-06-09T10:00', 'current'],
    ]);
  });

  it('Dutch: "was | wordt" and "oude planning | nieuwe planning"', () => {
    const wasWordt = structured([
      {
        blocks: [
          table(
            ['Onderdeel', 'Was', 'Wordt'],
            [
              'Sluitingsdatum inschrijving',
              '6 oktober 2025 om 10:00 uur',
              '13 oktober 2025 om 10:00 uur',
            ],
          ),
        ],
      },
    ]);
    expect(shown(wasWordt.deadlines)).toEqual([
      ['submission', '2025-10-06T10:00', 'replaced'],
      ['submission', '2025-10-13T10:00', 'current'],
    ]);
    const planning = structured([
      {
        blocks: [
          table(
            ['Activiteit', 'Oude planning', 'Nieuwe planning'],
            ['Uiterste datum vragen', '1-9-2025 12:00 uur', '1-9-2025 12:00 uur'],
            ['Uiterste datum indienen offerte', '15-9-2025 12:00 uur', '22-9-2025 14:00 uur'],
          ),
        ],
      },
    ]);
    expect(shown(planning.deadlines)).toEqual([
      ['questions', '2025-09-01T12:00', 'current'],
      ['submission', '2025-09-15T12:00', 'replaced'],
      ['submission', '2025-09-22T14:00', 'current'],
    ]);
  });

  it('a table whose two date columns name no old and new keeps both dates current', () => {
    const { deadlines } = structured([
      {
        blocks: [
          table(
            ['Stap', 'Perceel 1', 'Perceel 2'],
            ['Sluiting inschrijving', '6 oktober 2025', '13 oktober 2025'],
          ),
        ],
      },
    ]);
    expect(shown(deadlines)).toEqual([
      ['submission', '2025-10-06', 'current'],
      ['submission', '2025-10-13', 'current'],
    ]);
  });
});

describe('the same schedule printed twice', () => {
  const schedule = (questions: string, submission: string) =>
    table(
      ['Stap', 'Datum'],
      ['Laatste dag voor vragen', questions],
      ['Sluiting inschrijftermijn', submission],
      ['Voorlopige gunning', '3 november 2025'],
    );

  it('Dutch, no caption: the later table is the revision', () => {
    const { deadlines } = structured([
      {
        blocks: [
          schedule('8 september 2025', '6 oktober 2025'),
          schedule('8 september 2025', '20 oktober 2025'),
        ],
      },
    ]);
    expect(shown(deadlines)).toEqual([
      ['questions', '2025-09-08', 'current'],
      ['submission', '2025-10-06', 'replaced'],
      ['submission', '2025-10-20', 'current'],
      ['award', '2025-11-03', 'current'],
    ]);
  });

  it('English, captions naming the new schedule first and the previous one after it', () => {
    const rows = (submission: string) =>
      table(
        ['Step', 'Date'],
        ['Questions deadline', '1 July 2025'],
        ['Closing date for tenders', submission],
      );
    const { deadlines } = structured([
      {
        blocks: [
          para('Updated timetable'),
          rows('18 July 2025'),
          para('Previous timetable, for reference'),
          rows('11 July 2025'),
        ],
      },
    ]);
    expect(shown(deadlines)).toEqual([
      ['questions', '2025-07-01', 'current'],
      ['submission', '2025-07-11', 'replaced'],
      ['submission', '2025-07-18', 'current'],
    ]);
  });

  it('two schedules captioned as two lots are both current', () => {
    const { deadlines } = structured([
      {
        blocks: [
          heading('Lot 1 – Cleaning'),
          table(
            ['Step', 'Date'],
            ['Questions deadline', '1 July 2025'],
            ['Closing date for tenders', '11 July 2025'],
          ),
          heading('Lot 2 – Catering'),
          table(
            ['Step', 'Date'],
            ['Questions deadline', '1 July 2025'],
            ['Closing date for tenders', '18 July 2025'],
          ),
        ],
      },
    ]);
    expect(shown(deadlines)).toEqual([
      ['questions', '2025-07-01', 'current'],
      ['submission', '2025-07-11', 'current'],
      ['submission', '2025-07-18', 'current'],
    ]);
  });
});

describe('a sentence that moves a date', () => {
  it('English: "moved from X to Y" and "Y (previously X)"', () => {
    const moved = extractTenderFacts([
      'The closing date for tenders has been moved from 14 March 2025 to 21 March 2025 at 12:00.',
    ]).deadlines;
    expect(shown(moved)).toEqual([
      ['submission', '2025-03-14', 'replaced'],
      ['submission', '2025-03-21T12:00', 'current'],
    ]);
    const bracket = extractTenderFacts([
      'Bids are now due on 4 April 2025 (previously 28 March 2025).',
    ]).deadlines;
    expect(shown(bracket)).toEqual([
      ['submission', '2025-03-28', 'replaced'],
      ['submission', '2025-04-04', 'current'],
    ]);
  });

  it('Dutch: "verschoven van X naar Y" and "Y (was X)"', () => {
    const moved = extractTenderFacts([
      'De uiterste datum voor inschrijving is verschoven van 3 november 2025 naar 10 november 2025.',
    ]).deadlines;
    expect(shown(moved)).toEqual([
      ['submission', '2025-11-03', 'replaced'],
      ['submission', '2025-11-10', 'current'],
    ]);
    const bracket = extractTenderFacts([
      'Vragen kunnen uiterlijk 12 mei 2025 (was 5 mei 2025) worden gesteld.',
    ]).deadlines;
    expect(shown(bracket)).toEqual([
      ['questions', '2025-05-05', 'replaced'],
      ['questions', '2025-05-12', 'current'],
    ]);
  });

  it('a period "from X to Y" without a verb that moves is no move', () => {
    const { deadlines } = extractTenderFacts([
      'Tenders may be submitted from 1 March 2025 to 14 March 2025.',
    ]);
    expect(deadlines.some((d) => d.replaced)).toBe(false);
  });
});

describe('a PDF laid out in columns, read through the extractor', () => {
  it('English: "Original date | Revised date" columns', async () => {
    const { deadlines } = await pdfFacts([
      [['Revised procurement timetable', 60]],
      [],
      [
        ['Activity', 60],
        ['Original date', 260],
        ['Revised date', 420],
      ],
      [
        ['Deadline for clarification questions', 60],
        ['5 May 2025', 260],
        ['12 May 2025', 420],
      ],
      [
        ['Deadline for submission of tenders', 60],
        ['19 May 2025', 260],
        ['2 June 2025', 420],
      ],
    ]);
    expect(shown(deadlines)).toEqual([
      ['questions', '2025-05-05', 'replaced'],
      ['questions', '2025-05-12', 'current'],
      ['submission', '2025-05-19', 'replaced'],
      ['submission', '2025-06-02', 'current'],
    ]);
  }, 30_000);

  it('Dutch: "Oude datum | Nieuwe datum" columns', async () => {
    const { deadlines } = await pdfFacts([
      [
        ['Activiteit', 60],
        ['Oude datum', 260],
        ['Nieuwe datum', 420],
      ],
      [
        ['Sluitingsdatum inschrijving', 60],
        ['19-05-2025', 260],
        ['02-06-2025', 420],
      ],
      [
        ['Voorlopige gunning', 60],
        ['16-06-2025', 260],
        ['23-06-2025', 420],
      ],
    ]);
    expect(shown(deadlines)).toEqual([
      ['submission', '2025-05-19', 'replaced'],
      ['submission', '2025-06-02', 'current'],
      ['award', '2025-06-16', 'replaced'],
      ['award', '2025-06-23', 'current'],
    ]);
  }, 30_000);
});
