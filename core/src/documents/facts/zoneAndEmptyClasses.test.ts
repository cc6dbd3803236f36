/**
 * Two classes of issue 17 on wording written for this test (English and Dutch): a time zone the
 * document states once for all its times, and documents that are no tender (a CV, a letter),
 * which yield no facts at all (the facts panel then says "No key facts were found").
 */
import { describe, expect, it } from 'vitest';
import { countTenderFacts } from '../../model/documentFacts';
import { structured, table } from './classSnippets';
import { documentZone } from './documentZone';
import { extractTenderFacts } from './extractTenderFacts';
import { verifyFacts } from './verifyFacts';

const dates = (pages: string[]) =>
  extractTenderFacts(pages).deadlines.map((d) => [d.value.kind, d.value.date]);

describe('a time zone stated once for the whole document', () => {
  it('English: "Times in this RFI are Pacific Time" gives a deadline on another page its offset', () => {
    expect(
      dates([
        'Request for Information\n\nTimes in this RFI are Pacific Time.',
        'Responses are due by 3:00 p.m. on 12 March 2025.\n\nQuestions are due 2 March 2025 at 10:00.',
      ]),
    ).toEqual([
      ['questions', '2025-03-02T10:00-08:00'],
      ['submission', '2025-03-12T15:00-07:00'],
    ]);
  });

  it('English: a zone in the deadline’s own sentence still wins', () => {
    expect(
      dates([
        'All times referred to in this document are UK time.\n\n' +
          'Tenders must be received by 12:00 on 7 July 2025.\n\n' +
          'Clarification questions close at 5:00 pm Eastern Time on 30 June 2025.',
      ]),
    ).toEqual([
      ['questions', '2025-06-30T17:00-04:00'],
      ['submission', '2025-07-07T12:00+01:00'],
    ]);
  });

  it('Dutch and Central European time: the time stays local (the Amsterdam default)', () => {
    expect(
      dates([
        'Alle tijden in dit document zijn Nederlandse tijd.\n\nDe inschrijving sluit op 4 juni 2025 om 10:00 uur.',
      ]),
    ).toEqual([['submission', '2025-06-04T10:00']]);
    expect(documentZone(['Alle genoemde tijden zijn Nederlandse tijd.'], 'nl')).toBe(
      'Nederlandse tijd',
    );
    expect(documentZone(['All times are Central European Time (CET).'], 'en')).toMatch(
      /Central European Time/,
    );
  });

  it('in a table’s time cell too; a date without a time gets no zone', () => {
    const { deadlines } = structured([
      {
        blocks: [
          { kind: 'paragraph', text: 'All times stated in this tender are Eastern Time.' },
          table(
            ['Milestone', 'Date'],
            ['Proposal due date', '10 April 2025 2:00 PM'],
            ['Contract start', '1 June 2025'],
          ),
        ],
      },
    ]);
    expect(deadlines.map((d) => d.value.date)).toEqual(['2025-04-10T14:00-04:00', '2025-06-01']);
  });

  it('a statement wrapped over two lines of a PDF paragraph is still read', () => {
    expect(
      documentZone(
        ['The timetable is below. All times given in this\ninvitation are UK time.'],
        'en',
      ),
    ).toBe('UK time');
    expect(
      documentZone(['Zie de planning. Alle tijden in deze\nleidraad zijn Nederlandse tijd.'], 'nl'),
    ).toBe('Nederlandse tijd');
  });

  it('no statement, or two that disagree: no zone is added', () => {
    expect(documentZone(['Bids are due at 2:00 PM Pacific Time on 3 May 2025.'], 'en')).toBeNull();
    expect(
      documentZone(['All times are Pacific Time.', 'All times are Eastern Time.'], 'en'),
    ).toBeNull();
    expect(
      dates([
        'All times are Pacific Time.\n\nAll times are Eastern Time.\n\nBids are due 3 May 2025 at 14:00.',
      ]),
    ).toEqual([['submission', '2025-05-03T14:00']]);
  });

  it('verification reads the quote with the document’s zone: a wrong offset is dropped', () => {
    const pages = ['All times are Pacific Time.\n\nBids are due 3 May 2025 at 14:00.'];
    const facts = extractTenderFacts(pages);
    expect(facts.deadlines.map((d) => d.value.date)).toEqual(['2025-05-03T14:00-07:00']);
    const wrong = {
      ...facts,
      deadlines: [
        {
          ...facts.deadlines[0]!,
          value: { ...facts.deadlines[0]!.value, date: '2025-05-03T14:00-04:00' },
        },
      ],
    };
    expect(verifyFacts(wrong, pages, 'en').facts.deadlines).toEqual([]);
  });
});

describe('a document that is no tender yields no facts', () => {
  it('English: a CV', () => {
    const cv = [
      'Curriculum Vitae — Jordan Ellis',
      'Senior software engineer, Bristol. jordan.ellis@example.org',
      '',
      'Experience',
      '- 2019 – present: Lead developer at Harbourline Ltd, delivering 14 public-sector projects.',
      '- 1 September 2015 – 31 August 2019: Developer at Westgate Systems.',
      '',
      'Education',
      'MSc Computer Science, University of Leeds, graduated 30 June 2015.',
      'Certified Scrum Master since 12 March 2018. Available from 1 May 2025.',
    ].join('\n');
    expect(countTenderFacts(extractTenderFacts([cv]))).toBe(0);
  });

  it('Dutch: a CV and a covering letter', () => {
    const cv = [
      'Curriculum vitae',
      'Naam: Sanne de Vries',
      'Geboortedatum: 14 februari 1988',
      '',
      'Werkervaring',
      '- 2018 – heden: projectleider bij Gemeente Zeist, verantwoordelijk voor 12 aanbestedingen.',
      '- 1 maart 2012 – 31 december 2017: adviseur inkoop bij Inkoopbureau Midden.',
      '',
      'Opleiding',
      'Bestuurskunde, Universiteit Utrecht, afgestudeerd op 30 juni 2011.',
    ].join('\n');
    const letter = [
      'Utrecht, 18 maart 2025',
      '',
      'Beste Marloes,',
      '',
      'Hartelijk dank voor het prettige gesprek van 12 maart 2025. Zoals besproken stuur ik je',
      'hierbij mijn cv. Ik ben beschikbaar vanaf 1 mei 2025 en kijk uit naar je reactie.',
      '',
      'Met vriendelijke groet,',
      'Sanne de Vries',
    ].join('\n');
    expect(countTenderFacts(extractTenderFacts([cv]))).toBe(0);
    expect(countTenderFacts(extractTenderFacts([letter]))).toBe(0);
  });

  it('English: a letter', () => {
    const letter = [
      '14 Harbour Road, Bristol',
      '3 February 2025',
      '',
      'Dear Ms Patel,',
      '',
      'Thank you for meeting us on 28 January 2025. As promised, I enclose our brochure and the',
      'price list for 2025. We would be glad to visit again in the week of 10 March 2025.',
      '',
      'Yours sincerely,',
      'Tom Baker',
    ].join('\n');
    expect(countTenderFacts(extractTenderFacts([letter]))).toBe(0);
  });
});
