/**
 * Facts read from a document's structure (issue 17 items 1–2): hand-built DocumentStructures for
 * the table, list and heading cases the extractor gives, and plain text for the fallback. Each
 * case is one of the failure classes the issue lists; the pages are the structure's own text, as
 * the processor stores them, so every quote is checked against them.
 */
import { describe, expect, it } from 'vitest';
import {
  type Block,
  type DocumentStructure,
  structureFromPages,
  structuredPageText,
} from '../../extraction/structure';
import { analyseDocument } from '../analyse';
import { extractTenderFacts } from './extractTenderFacts';

const heading = (text: string, number?: string): Block => ({
  kind: 'heading',
  text,
  level: 1,
  ...(number ? { number } : {}),
});
const para = (text: string): Block => ({ kind: 'paragraph', text });
const item = (number: string, text: string): Block => ({ kind: 'listItem', number, text });
const table = (...rows: string[][]): Block => ({ kind: 'table', rows });

/** A structure and the page text the processor would store for it (furniture included). */
function doc(pages: { blocks: Block[]; furniture?: string[] }[]) {
  const structure: DocumentStructure = {
    pagination: 'fixed',
    pages: pages.map((p, i) => ({ index: i + 1, blocks: p.blocks, furniture: p.furniture ?? [] })),
  };
  const text = structure.pages.map((p) =>
    [p.furniture[0], structuredPageText(p), ...p.furniture.slice(1)].filter(Boolean).join('\n\n'),
  );
  return { structure, pages: text };
}

describe('criteria from a table', () => {
  const { structure, pages } = doc([
    {
      furniture: ['Gemeente Testdam – Aanbestedingsleidraad – 12 maart 2024', 'Pagina 4 van 20'],
      blocks: [
        heading('Gunningscriteria', '4'),
        para('De opdracht wordt gegund op basis van de beste prijs-kwaliteitverhouding.'),
        table(
          ['Nr.', 'Criterium', 'Weging'],
          ['1', 'Kwaliteit', '60%'],
          ['1.1', 'Plan van aanpak', '40%'],
          ['1.2', 'Risicobeheersing', '20%'],
          ['2', 'Prijs', '40%'],
        ),
      ],
    },
  ]);
  const facts = analyseDocument(pages, structure).facts;

  it('reads name and weight from their own cells, sub-criteria under their criterion', () => {
    expect(
      facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.parent, c.page]),
    ).toEqual([
      ['Kwaliteit', 60, null, 1],
      ['Plan van aanpak', 40, 'Kwaliteit', 1],
      ['Risicobeheersing', 20, 'Kwaliteit', 1],
      ['Prijs', 40, null, 1],
    ]);
    expect(facts.awardCriteria[1]).toMatchObject({ section: '4 Gunningscriteria', status: 'sure' });
  });

  it('never reads the running header: its date is no deadline', () => {
    expect(facts.deadlines).toEqual([]);
  });
});

describe('points and scales in table cells', () => {
  it('takes the points column, and the top of a scale written in one cell', () => {
    const { structure, pages } = doc([
      {
        blocks: [
          heading('Evaluation criteria', '5'),
          table(['Criterion', 'Max points'], ['Technical approach', '40'], ['Staffing plan', '20']),
          table(
            ['#', 'Review Item', 'Possible Score', 'Assessed Score'],
            [
              '5',
              'Is the user interface intuitive?',
              'Very Intuitive = 15 Somewhat Easy = 10 Somewhat Difficult = 5 Very Difficult = 0',
              '10',
            ],
            ['7', 'Is the narrative under 2,000 words?', 'Yes = 5 pts; No = 0', '5'],
          ),
        ],
      },
    ]);
    const { awardCriteria, limits } = extractTenderFacts(pages, { structure });
    expect(awardCriteria.map((c) => [c.value.name, c.value.points])).toEqual([
      ['Technical approach', 40],
      ['Staffing plan', 20],
      ['Is the user interface intuitive?', 15],
      ['Is the narrative under 2,000 words?', 5],
    ]);
    expect(limits.map((l) => [l.value.kind, l.value.value])).toEqual([['words', 2000]]);
  });
});

describe('criteria introduced by a number or a dash', () => {
  it('reads list items, a lettered item under a numbered one as its sub-criterion', () => {
    const { structure, pages } = doc([
      {
        blocks: [
          heading('Gunningscriteria'),
          item('1.', 'Kwaliteit: maximaal 60 punten'),
          item('a)', 'Aanpak: maximaal 40 punten'),
          item('b)', 'Planning: maximaal 20 punten'),
          item('2.', 'Duurzaamheid: maximaal 10 punten'),
          para('Het maximaal aantal te behalen punten is 70 punten.'),
        ],
      },
    ]);
    const { awardCriteria } = extractTenderFacts(pages, { structure });
    expect(awardCriteria.map((c) => [c.value.name, c.value.points, c.value.parent])).toEqual([
      ['Kwaliteit', 60, null],
      ['Aanpak', 40, 'Kwaliteit'],
      ['Planning', 20, 'Kwaliteit'],
      ['Duurzaamheid', 10, null],
    ]);
  });

  it('reads dash items in plain text (the fallback) without taking the maximum for a criterion', () => {
    const { awardCriteria, priceQuality } = extractTenderFacts([
      [
        'Award criteria',
        '',
        'The price/quality ratio is 30/70. The maximum score is 100 points.',
        '',
        '- Quality of the approach (50%)',
        '- Sustainability (20%)',
      ].join('\n'),
    ]);
    expect(awardCriteria.map((c) => [c.value.name, c.value.weight])).toEqual([
      ['Price', 30],
      ['Quality', 70],
      ['Quality of the approach', 50],
      ['Sustainability', 20],
    ]);
    expect(priceQuality?.value).toEqual({ price: 30, quality: 70 });
  });
});

describe('deadlines from a planning table', () => {
  const { structure, pages } = doc([
    {
      blocks: [
        heading('Planning', '2'),
        table(
          ['Activiteit', 'Datum'],
          ['Publicatie aankondiging', '24-10-2024'],
          ['Uiterste datum indienen vragen', '5-11-2024 12.00 uur'],
          ['Nota van inlichtingen', '12-11-2024'],
          ['Sluitingstermijn inschrijvingen', '28-11-2024 12.00 uur'],
          ['Opening van de inschrijvingen', '28-11-2024 12.05 uur'],
          ['Voornemen tot gunning', '10-12-2024'],
          ['Einde opschortende termijn', '30-12-2024'],
          ['Beoogde startdatum', '1-2-2025'],
        ),
      ],
    },
  ]);
  it('gives each row its kind and never the publication date', () => {
    const { deadlines } = analyseDocument(pages, structure).facts;
    expect(deadlines.map((d) => [d.value.kind, d.value.date])).toEqual([
      ['questions', '2024-11-05T12:00'],
      // 'Nota van inlichtingen' alone is the day the buyer publishes its answers, as 'answers'.
      ['submission', '2024-11-28T12:00'],
      ['opening', '2024-11-28T12:05'],
      ['award', '2024-12-10'],
      ['standstill', '2024-12-30'],
      ['start', '2025-02-01'],
    ]);
    expect(deadlines.every((d) => d.section === '2 Planning')).toBe(true);
  });
});

describe('times and zones written around the date', () => {
  it('reads a time before its date and a zone named elsewhere in the sentence', () => {
    const { deadlines } = extractTenderFacts([
      [
        'Inschrijvingen moeten uiterlijk om 12:00 uur op 3 maart 2025 zijn ingediend via TenderNed.',
        '',
        'Proposals are due by 2:00 p.m. on March 14, 2025; all times are Pacific Time.',
      ].join('\n'),
    ]);
    expect(deadlines.map((d) => [d.value.kind, d.value.date])).toEqual([
      ['submission', '2025-03-03T12:00'],
      ['submission', '2025-03-14T14:00-07:00'],
    ]);
  });
});

describe('limits written in words, with a digit in brackets, across a line, N-page', () => {
  it('reads every form and the character limit', () => {
    const { limits } = extractTenderFacts([
      [
        'The technical proposal shall not exceed twenty (20) pages.',
        '',
        'Het plan van aanpak telt maximaal vijf',
        "A4's, exclusief bijlagen.",
        '',
        'The executive summary has a 2-page limitation.',
        '',
        'De toelichting bevat maximaal 2.000 tekens.',
      ].join('\n'),
    ]);
    expect(limits.map((l) => [l.value.kind, l.value.value])).toEqual([
      ['pages', 20],
      ['pages', 5],
      ['pages', 2],
      ['characters', 2000],
    ]);
  });
});

describe('buyer, procedure, lots, method, language, value and term', () => {
  it('reads them where the document names them, Dutch', () => {
    const f = extractTenderFacts([
      [
        'Softwarecatalogus',
        '',
        'Gemeente Testdam',
        '',
        'Deze aanbesteding wordt uitgevoerd als Europese openbare procedure.',
        '',
        'Perceel 1: Hosting',
        'Perceel 2: Beheer en onderhoud',
        '',
        'De inschrijving dient te worden ingediend via TenderNed en in de Nederlandse taal te zijn opgesteld.',
        '',
        'De geraamde opdrachtwaarde bedraagt € 1.200.000 exclusief btw.',
        '',
        'De looptijd van de overeenkomst is 4 jaar, met de mogelijkheid tot verlenging van 2 x 1 jaar.',
      ].join('\n'),
    ]);
    expect(f.buyer).toMatchObject({ value: 'Gemeente Testdam', page: 1, status: 'check' });
    expect(f.procedure?.value).toBe('Europese openbare procedure');
    expect(f.lots.map((l) => [l.value.number, l.value.name])).toEqual([
      ['1', 'Hosting'],
      ['2', 'Beheer en onderhoud'],
    ]);
    expect(f.submissionMethod?.value).toBe('TenderNed');
    expect(f.submissionLanguage?.value).toBe('Nederlands');
    expect(f.values.map((v) => v.value)).toEqual([
      { kind: 'estimate', amount: 1_200_000, currency: 'EUR' },
    ]);
    expect(f.durations.map((d) => d.value)).toEqual([
      { kind: 'extension', amount: 1, unit: 'years', count: 2 },
      { kind: 'initial', amount: 4, unit: 'years', count: 1 },
    ]);
  });

  it('reads a buyer named in a party clause and knock-outs phrased as consequences, English', () => {
    const f = extractTenderFacts([
      [
        'This agreement is made with the contracting authority, hereinafter referred to as "Northshire County Council".',
        '',
        'Tenders must be written in English.',
        '',
        'A tender received after the deadline will not be considered.',
        '',
        'Any bid without a signed declaration is unacceptable and will be rejected.',
        '',
        'The maximum budget for this contract is £250,000.',
      ].join('\n'),
    ]);
    expect(f.buyer?.value).toBe('Northshire County Council');
    expect(f.submissionLanguage?.value).toBe('English');
    expect(f.requirements.map((r) => [r.value.kind, r.page])).toEqual([
      ['knockout', 1],
      ['knockout', 1],
    ]);
    expect(f.values.map((v) => v.value)).toEqual([
      { kind: 'ceiling', amount: 250_000, currency: 'GBP' },
    ]);
  });

  it('a letter without tender facts yields none', () => {
    const f = extractTenderFacts([
      'Dear Ms Jansen,\n\nThank you for your visit on 3 May 2021. We enjoyed 95% of the talk.\n\nKind regards,\nPiet',
    ]);
    expect(Object.values(f).every((v) => v === null || (Array.isArray(v) && v.length === 0))).toBe(
      true,
    );
  });
});

describe('sections', () => {
  it('carry over pages with the extractor’s headings, not with the text fallback’s guesses', () => {
    const { structure, pages } = doc([
      { blocks: [heading('Planning', '2'), para('Zie de volgende pagina.')] },
      { blocks: [para('Inschrijvingen moeten uiterlijk 3 maart 2025 om 12:00 uur binnen zijn.')] },
    ]);
    expect(extractTenderFacts(pages, { structure }).deadlines[0]!.section).toBe('2 Planning');
    expect(extractTenderFacts(pages).deadlines[0]!.section).toBeUndefined();
  });

  it('reads a clause repeated in every item of a list once', () => {
    const { requirements } = extractTenderFacts([
      [
        'I. Submit the design prototype (Note: a repository elsewhere will not be accepted)',
        'J. Submit the development prototype (Note: a repository elsewhere will not be accepted)',
        'K. Submit the full stack prototype (Note: a repository elsewhere will not be accepted)',
      ].join('\n\n'),
    ]);
    expect(requirements).toHaveLength(1);
  });
});

describe('a structure that knows only paragraphs', () => {
  it('is read like plain text, whose running header is found and never read', () => {
    const header = 'Aanbestedingsleidraad Testdam – sluitingsdatum concept 5 maart 2024';
    const pages = [1, 2, 3].map((n) =>
      [
        header,
        '',
        n === 2 ? 'Inschrijven kan tot uiterlijk 12 maart 2024 om 12:00 uur.' : 'Tekst.',
        '',
        `Pagina ${n} van 3`,
      ].join('\n'),
    );
    const facts = extractTenderFacts(pages, { structure: structureFromPages(pages) });
    expect(facts.deadlines.map((d) => [d.value.kind, d.value.date, d.page])).toEqual([
      ['submission', '2024-03-12T12:00', 2],
    ]);
  });
});

describe('consequences that are not knock-outs', () => {
  it('a purpose clause or "will not be considered a …" sets no knock-out', () => {
    const { requirements } = extractTenderFacts([
      [
        'To minimize the disqualification of responses due to administrative errors, the State offers a review window.',
        '',
        "The State's execution of a contract will not be considered a rejection of any other firm offer.",
      ].join('\n'),
    ]);
    expect(requirements).toEqual([]);
  });

  it('quotes whole words when a long sentence is cut', () => {
    const long = `${'Lorem ipsum dolor sit amet. '.repeat(12)}Offers received late will be rejected. ${'Sed do eiusmod tempor. '.repeat(12)}`;
    const { requirements } = extractTenderFacts([long.replace(/\. /g, ', ')]);
    const quote = requirements[0]!.quote;
    expect(quote).toMatch(/will be rejected/);
    expect(long.replace(/\. /g, ', ')).toContain(quote);
    expect(quote).toMatch(/^\S+ /);
    expect(['Lorem', 'ipsum', 'dolor', 'sit', 'amet,']).toContain(quote.split(' ')[0]);
  });
});

describe('what the real PDF structure changed (issue 17, rules read the structure)', () => {
  it('reads a reference printed only in the running header', () => {
    const { structure, pages } = doc([
      { blocks: [heading('Request for Interest'), para('Cover page.')] },
      {
        blocks: [para('The vendor shall provide agile services.')],
        furniture: ['RFI # CDT-XYZ-0042 (Final) 02/12/18 Page 2 of 9'],
      },
      {
        blocks: [para('More content here.')],
        furniture: ['RFI # CDT-XYZ-0042 (Final) 02/12/18 Page 3 of 9'],
      },
    ]);
    const facts = extractTenderFacts(pages, { structure });
    expect(facts.reference).toMatchObject({ value: 'CDT-XYZ-0042', page: 2 });
  });

  it('reads a buyer on the cover from its printed lines, not the block that runs into the address', () => {
    const structure: DocumentStructure = {
      pagination: 'fixed',
      pages: [
        {
          index: 1,
          furniture: [],
          blocks: [
            heading('Request for Quotation'),
            para('Issued by:'),
            para('Municipal Water Agency 12 Harbour Road, Suite 4 Springfield'),
          ],
        },
      ],
    };
    const pages = [
      'Request for Quotation\n\nIssued by:\n\nMunicipal Water Agency\n12 Harbour Road, Suite 4\nSpringfield',
    ];
    expect(extractTenderFacts(pages, { structure }).buyer).toMatchObject({
      value: 'Municipal Water Agency',
      page: 1,
    });
  });

  it('takes no deadline from either end of a period in a table row', () => {
    const { structure, pages } = doc([
      {
        blocks: [
          heading('Key Action Dates'),
          table(
            ['Event', 'Date'],
            ['Submission Open Window', '02/06/17 – 06/22/17'],
            ['Due Date for Response Submission', '03/03/17 by 2:00 p.m.'],
          ),
        ],
      },
    ]);
    const deadlines = extractTenderFacts(pages, { structure, language: 'en' }).deadlines;
    expect(deadlines.map((d) => [d.value.kind, d.value.date])).toEqual([
      ['submission', '2017-03-03T14:00'],
    ]);
  });

  it('reads no requirement from a question-and-answer table’s question cell', () => {
    const { structure, pages } = doc([
      {
        blocks: [
          table(
            ['#', 'Question', 'Response'],
            [
              '8',
              'Will a vendor be disqualified when the debarment form is late?',
              'Late forms will not be accepted and the vendor will be disqualified.',
            ],
          ),
        ],
      },
    ]);
    const requirements = extractTenderFacts(pages, { structure, language: 'en' }).requirements;
    expect(requirements.map((r) => r.quote)).toEqual([
      'Late forms will not be accepted and the vendor will be disqualified.',
    ]);
  });

  it('takes no submission method from a question-and-answer table’s question', () => {
    const { structure, pages } = doc([
      {
        blocks: [
          table(
            ['#', 'Question', 'Response'],
            [
              '11',
              'Is an acceptable method of submission of the package an email with a URL to the repository',
              'The repository must contain the narrative.',
            ],
          ),
        ],
      },
    ]);
    expect(extractTenderFacts(pages, { structure, language: 'en' }).submissionMethod).toBeNull();
  });
});
