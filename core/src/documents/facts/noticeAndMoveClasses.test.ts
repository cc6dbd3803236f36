/**
 * Four failure classes of issue 17 left after the probe tenders, each proven on wording written
 * for this test in English and Dutch (never a probe or shared document's sentence): the award
 * decision named in other words, the day the request is sent out (no deadline), a move whose old
 * date has no year, and a page limit or value the document itself says is changed. Every case
 * runs through extractTenderFacts, so verification checks each quote and value on its page.
 */
import { describe, expect, it } from 'vitest';
import type { DeadlineFact } from '../../model/documentFacts';
import { buildTenderBrief } from '../brief/buildTenderBrief';
import { changesBy, projectFactHistory, stateOfFact } from '../changes/factChanges';
import { deadlinesOf, heading, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';
import { pdfFacts } from './pdfSnippets';
import { checkFact } from './verifyFacts';

const shown = (deadlines: readonly DeadlineFact[]) =>
  deadlines.map((d) => [d.value.kind, d.value.date, d.replaced ? 'replaced' : 'current']);

describe('the award decision named in other words is the award date', () => {
  it('English: a planning row that names the intention to award beside buyer verbs', () => {
    const { deadlines } = structured([
      {
        blocks: [
          heading('Procurement timetable'),
          table(
            ['Stage', 'Date'],
            ['Deadline for tender returns', '4 May 2026 12:00'],
            [
              'Evaluation reports issued (notice of intent to award); standstill starts',
              '29 May 2026',
            ],
            ['Standstill period ends', '9 June 2026'],
            ['Assessment of tenders', '12 May 2026'],
          ),
        ],
      },
    ]);
    expect(deadlines.map((d) => [d.value.kind, d.value.date])).toEqual([
      ['submission', '2026-05-04T12:00'],
      ['award', '2026-05-29'],
      ['standstill', '2026-06-09'],
    ]);
  });

  it('English sentences: notification of the award, the award decision letters', () => {
    expect(
      deadlinesOf('Notification of the intended award will be sent to all bidders on 3 July 2026.'),
    ).toEqual([['award', '2026-07-03']]);
    expect(deadlinesOf('Award decision letters published: 10 July 2026')).toEqual([
      ['award', '2026-07-10'],
    ]);
  });

  it('Dutch: voorlopige gunningsbeslissing, mededeling gunningsvoornemen, bekendmaking voorgenomen gunning', () => {
    const { deadlines } = structured([
      {
        blocks: [
          heading('Planning'),
          table(
            ['Activiteit', 'Datum'],
            ['Bekendmaking voorgenomen gunning', '15 juni 2026'],
            ['Beoordeling inschrijvingen', '1 juni 2026'],
            ['Einde opschortende termijn', '6 juli 2026'],
          ),
        ],
      },
    ]);
    expect(deadlines.map((d) => [d.value.kind, d.value.date])).toEqual([
      ['award', '2026-06-15'],
      ['standstill', '2026-07-06'],
    ]);
    expect(deadlinesOf('Mededeling gunningsvoornemen: 22 juni 2026')).toEqual([
      ['award', '2026-06-22'],
    ]);
    expect(
      deadlinesOf('De voorlopige gunningsbeslissing wordt op 24 juni 2026 verstuurd.'),
    ).toEqual([['award', '2026-06-24']]);
  });

  it('verification keeps an award date whose quote says the decision was issued', () => {
    expect(deadlinesOf('Award notices issued: 29 May 2026')).toEqual([['award', '2026-05-29']]);
    const fact: DeadlineFact = {
      value: { kind: 'submission', date: '2026-05-29', label: 'Award notices issued' },
      page: 1,
      quote: 'Award notices issued: 29 May 2026',
      source: 'model',
    };
    // The same quote as a submission deadline is still a date the buyer issued something.
    expect(checkFact('deadlines', fact, ['Award notices issued: 29 May 2026'], 'en')).toBe(
      'not-a-deadline',
    );
  });

  it('still no deadline: answers about the award criteria, a publication without the decision', () => {
    expect(
      deadlinesOf(
        'Answers to questions about the award criteria will be published on 2 March 2026.',
      ),
    ).toEqual([]);
    expect(deadlinesOf('Publicatie van de aankondiging: 2 maart 2026')).toEqual([]);
  });
});

describe('the day the buyer sends out its request is no deadline', () => {
  it('Dutch: verzending offerteaanvraag, uitnodiging tot inschrijving verzonden', () => {
    const { deadlines } = structured([
      {
        blocks: [
          table(
            ['Stap', 'Datum'],
            ['Verzending offerteaanvraag', '12 januari 2026'],
            ['Uitnodiging tot inschrijving verzonden', '13 januari 2026'],
            ['Versturen aanbestedingsdocumenten', '14 januari 2026'],
            ['Uiterste datum indienen offerte', '9 februari 2026 10:00 uur'],
          ),
        ],
      },
    ]);
    expect(deadlines.map((d) => [d.value.kind, d.value.date])).toEqual([
      ['submission', '2026-02-09T10:00'],
    ]);
  });

  it('English: issue of the invitation to tender, RFP released, tender pack dispatched', () => {
    const { deadlines } = structured([
      {
        blocks: [
          table(
            ['Activity', 'Date'],
            ['Issue of Invitation to Tender', '5 January 2026'],
            ['RFP released to shortlisted suppliers', '6 January 2026'],
            ['Tender pack dispatched', '7 January 2026'],
            ['Closing date for tenders', '2 February 2026'],
          ),
        ],
      },
    ]);
    expect(deadlines.map((d) => [d.value.kind, d.value.date])).toEqual([
      ['submission', '2026-02-02'],
    ]);
  });

  it('the buyer sending its answers is none; the bidder sending questions for them is', () => {
    const { deadlines } = structured([
      {
        blocks: [
          table(
            ['Stap', 'Datum'],
            ['Verzenden vragen voor de nota van inlichtingen', '19 januari 2026'],
            ['Verzending nota van inlichtingen', '26 januari 2026'],
            ['Addendum issued to all bidders', '27 January 2026'],
          ),
        ],
      },
    ]);
    expect(deadlines.map((d) => [d.value.kind, d.value.date])).toEqual([
      ['questions', '2026-01-19'],
    ]);
  });

  it('what the bidder sends is still its deadline', () => {
    expect(deadlinesOf('Verzending inschrijving: uiterlijk 9 februari 2026')).toEqual([
      ['submission', '2026-02-09'],
    ]);
    expect(deadlinesOf('Tenders must be sent to the Council by 2 February 2026.')).toEqual([
      ['submission', '2026-02-02'],
    ]);
    expect(
      deadlinesOf('Deadline for sending the completed tender documents: 2 February 2026'),
    ).toEqual([['other', '2026-02-02']]);
    expect(
      deadlinesOf('Uiterste datum verzenden ingevulde aanbestedingsdocumenten: 2 februari 2026'),
    ).toEqual([['other', '2026-02-02']]);
  });

  it('verification drops a proposed deadline whose quote dates the sending of the request', () => {
    const page = 'Planning\nVerzending offerteaanvraag 12 januari 2026';
    const fact: DeadlineFact = {
      value: { kind: 'submission', date: '2026-01-12', label: 'Verzending offerteaanvraag' },
      page: 1,
      quote: 'Verzending offerteaanvraag 12 januari 2026',
      source: 'model',
    };
    expect(checkFact('deadlines', fact, [page], 'nl')).toBe('not-a-deadline');
  });
});

describe('a move whose old date has no year', () => {
  it('Dutch: "van 3 november naar 10 november 2025" keeps the old date as replaced', () => {
    const { deadlines } = extractTenderFacts([
      'De sluitingsdatum voor inschrijvingen is verschoven van 3 november naar 10 november 2025, 12:00 uur.',
    ]);
    expect(shown(deadlines)).toEqual([
      ['submission', '2025-11-03', 'replaced'],
      ['submission', '2025-11-10T12:00', 'current'],
    ]);
    expect(deadlines[0]!.value.label).toBe(deadlines[1]!.value.label);
  });

  it('English: "from 3 to 10 November 2025", "from 18 December to 8 January 2026"', () => {
    expect(
      shown(
        extractTenderFacts([
          'The deadline for clarification questions has been moved from 3 to 10 November 2025.',
        ]).deadlines,
      ),
    ).toEqual([
      ['questions', '2025-11-03', 'replaced'],
      ['questions', '2025-11-10', 'current'],
    ]);
    // Across New Year the old date takes the year that puts it before the new one.
    expect(
      shown(
        extractTenderFacts([
          'The closing date for tenders is postponed from 18 December to 8 January 2026.',
        ]).deadlines,
      ),
    ).toEqual([
      ['submission', '2025-12-18', 'replaced'],
      ['submission', '2026-01-08', 'current'],
    ]);
  });

  it('the old date in brackets without a year: "(was 5 mei)", "(previously 27 March)"', () => {
    expect(
      shown(
        extractTenderFacts(['Vragen kunnen uiterlijk 12 mei 2026 (was 5 mei) worden gesteld.'])
          .deadlines,
      ),
    ).toEqual([
      ['questions', '2026-05-05', 'replaced'],
      ['questions', '2026-05-12', 'current'],
    ]);
    expect(
      shown(
        extractTenderFacts(['Bids are now due on 3 April 2026 (previously 27 March).']).deadlines,
      ),
    ).toEqual([
      ['submission', '2026-03-27', 'replaced'],
      ['submission', '2026-04-03', 'current'],
    ]);
  });

  it('a period "from 3 to 10 November 2025" without a verb that moves is no move', () => {
    const { deadlines } = extractTenderFacts([
      'Bidders may ask questions from 3 to 10 November 2025.',
    ]);
    expect(deadlines.some((d) => d.replaced)).toBe(false);
  });

  it('the project history shows the move from the single document', () => {
    const facts = extractTenderFacts([
      'De uiterste datum voor inschrijving is uitgesteld van 3 november naar 10 november 2025.',
    ]);
    const history = projectFactHistory([
      {
        id: 'nvi',
        name: 'nota.pdf',
        facts,
        kind: null,
        statedDate: null,
        createdAtMs: 0,
        processedAtMs: 1,
      },
    ]);
    const [change] = changesBy(history, 'nvi');
    expect((change?.from[0]?.fact.value as DeadlineFact['value']).date).toBe('2025-11-03');
    expect((change?.to[0]?.fact.value as DeadlineFact['value']).date).toBe('2025-11-10');
  });
});

describe('a page limit or value the document says is changed', () => {
  const limits = (text: string) =>
    extractTenderFacts([text]).limits.map((l) => [
      l.value.kind,
      l.value.value,
      l.replaced ? 'replaced' : 'current',
    ]);

  it('English: "increased from 10 to 12 pages", "now 750 words instead of 1,000"', () => {
    expect(
      limits('The page limit for the method statement is increased from 10 to 12 pages.'),
    ).toEqual([
      ['pages', 12, 'current'],
      ['pages', 10, 'replaced'],
    ]);
    expect(limits('The maximum length of answer B2 is now 750 words instead of 1,000.')).toEqual([
      ['words', 750, 'current'],
      ['words', 1000, 'replaced'],
    ]);
  });

  it('Dutch: "wordt 15 in plaats van 12 pagina\'s", "verlaagd van 3.000 naar 2.500 tekens"', () => {
    expect(
      limits("De maximale omvang van het plan van aanpak wordt 15 in plaats van 12 pagina's."),
    ).toEqual([
      ['pages', 15, 'current'],
      ['pages', 12, 'replaced'],
    ]);
    expect(
      limits(
        'Het maximum aantal tekens voor de samenvatting is verlaagd van 3.000 naar 2.500 tekens.',
      ),
    ).toEqual([
      ['characters', 2500, 'current'],
      ['characters', 3000, 'replaced'],
    ]);
  });

  it('a range "from 10 to 12 pages" without a verb that changes is no change', () => {
    expect(limits('Responses of maximum 12 pages, typically from 10 to 12 pages.')).toEqual([
      ['pages', 12, 'current'],
    ]);
  });

  it('values: "changed from X to Y", "Y in plaats van X"', () => {
    const values = (text: string) =>
      extractTenderFacts([text]).values.map((v) => [
        v.value.amount,
        v.replaced ? 'replaced' : 'current',
      ]);
    expect(
      values('The estimated contract value has been revised from £640,000 to £710,000.'),
    ).toEqual([
      [640000, 'replaced'],
      [710000, 'current'],
    ]);
    expect(
      values('De geraamde opdrachtwaarde bedraagt nu € 1.300.000 in plaats van € 1.100.000.'),
    ).toEqual([
      [1300000, 'current'],
      [1100000, 'replaced'],
    ]);
  });

  it('the brief leaves the old limit out, and the project history shows the change', () => {
    const facts = extractTenderFacts([
      "De maximale omvang van het plan van aanpak wordt 15 in plaats van 12 pagina's.",
    ]);
    const history = projectFactHistory([
      {
        id: 'nvi',
        name: 'nota.pdf',
        facts,
        kind: null,
        statedDate: null,
        createdAtMs: 0,
        processedAtMs: 1,
      },
    ]);
    const brief = buildTenderBrief({ facts, language: 'nl' });
    const limitLines = brief.sections.find((s) => s.kind === 'limits')?.lines ?? [];
    expect(limitLines.map((l) => l.text).join('\n')).toMatch(/15/);
    expect(limitLines).toHaveLength(1);
    expect(stateOfFact(history, 'nvi', 'limits', 1)).toBe('superseded');
    expect(stateOfFact(history, 'nvi', 'limits', 0)).toBe('current');
    expect(changesBy(history, 'nvi').map((c) => c.slot)).toEqual(['limits:pages']);
  });
});

describe('a heading as the label still works beside the new classes', () => {
  it('a date under a heading that names the award decision', () => {
    const { deadlines } = structured([
      { blocks: [heading('Intention to award'), para('19 June 2026')] },
    ]);
    expect(deadlines.map((d) => [d.value.kind, d.value.date])).toEqual([['award', '2026-06-19']]);
  });
});

describe('a PDF planning table read through the extractor', () => {
  it('English: the intention to award is the award date, the ITT issue none', async () => {
    const { deadlines } = await pdfFacts([
      [['Procurement timetable', 60]],
      [],
      [
        ['Stage', 60],
        ['Date', 400],
      ],
      [
        ['Issue of Invitation to Tender', 60],
        ['Monday 5 January 2026', 400],
      ],
      [
        ['Deadline for tender returns', 60],
        ['Monday 2 February 2026', 400],
      ],
      [
        ['Evaluation outcome letters issued (intention to award)', 60],
        ['Friday 6 March 2026', 400],
      ],
    ]);
    expect(deadlines.map((d) => [d.value.kind, d.value.date])).toEqual([
      ['submission', '2026-02-02'],
      ['award', '2026-03-06'],
    ]);
  }, 30_000);

  it('Dutch: verzending offerteaanvraag is none, de voorlopige gunningsbeslissing the award', async () => {
    const { deadlines } = await pdfFacts([
      [
        ['Activiteit', 60],
        ['Datum', 400],
      ],
      [
        ['Verzending offerteaanvraag', 60],
        ['12 januari 2026', 400],
      ],
      [
        ['Sluitingsdatum inschrijving', 60],
        ['9 februari 2026', 400],
      ],
      [
        ['Bekendmaking voorlopige gunningsbeslissing', 60],
        ['2 maart 2026', 400],
      ],
    ]);
    expect(deadlines.map((d) => [d.value.kind, d.value.date])).toEqual([
      ['submission', '2026-02-09'],
      ['award', '2026-03-02'],
    ]);
  }, 30_000);
});
