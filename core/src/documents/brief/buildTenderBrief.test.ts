/**
 * The tender brief (issue 17 item 6) built from hand-made structures: the sections a bid manager
 * reads first, in the document's language, every line cited, running headers never repeated.
 * The pages are the structure's own text with its furniture, as the processor stores them, and
 * the facts come from the real analysis (analyseDocument), not written by hand.
 */
import { describe, expect, it } from 'vitest';
import { type Block, type DocumentStructure, structuredPageText } from '../../extraction/structure';
import { emptyTenderFacts } from '../../model/documentFacts';
import { readTenderBrief } from '../../model/tenderBrief';
import { analyseDocument } from '../analyse';
import { quoteOnPage } from '../facts/verifyFacts';
import { briefText, buildTenderBrief } from './buildTenderBrief';

const heading = (text: string, number?: string): Block => ({
  kind: 'heading',
  text,
  level: 1,
  ...(number ? { number } : {}),
});
const para = (text: string): Block => ({ kind: 'paragraph', text });
const table = (...rows: string[][]): Block => ({ kind: 'table', rows });

function doc(pages: { blocks: Block[]; furniture?: string[]; label?: string }[]) {
  const structure: DocumentStructure = {
    pagination: 'fixed',
    pages: pages.map((p, i) => ({
      index: i + 1,
      blocks: p.blocks,
      furniture: p.furniture ?? [],
      ...(p.label ? { label: p.label } : {}),
    })),
  };
  const text = structure.pages.map((p) =>
    [p.furniture[0], structuredPageText(p), ...p.furniture.slice(1)].filter(Boolean).join('\n\n'),
  );
  return { structure, pages: text };
}

const HEADER = 'Gemeente Testdam – Aanbestedingsleidraad Schoonmaakdiensten – maart 2024';

const dutch = doc([
  {
    furniture: [HEADER, 'Pagina 1 van 3'],
    label: 'i',
    blocks: [
      heading('Aanbestedingsleidraad Schoonmaakdiensten'),
      para('Aanbestedende dienst: Gemeente Testdam'),
      para('Kenmerk: TD-2024-017'),
      para('Dit is een Europese openbare procedure volgens de Aanbestedingswet 2012.'),
    ],
  },
  {
    furniture: [HEADER, 'Pagina 2 van 3'],
    label: '1',
    blocks: [
      heading('Omschrijving van de opdracht', '1'),
      para(
        'De opdracht betreft de schoonmaak van twaalf gemeentelijke gebouwen in Testdam gedurende vier jaar. De gebouwen worden dagelijks gereinigd.',
      ),
      heading('Planning', '2'),
      table(
        ['Activiteit', 'Datum'],
        ['Uiterste datum voor het stellen van vragen', '5 maart 2024 om 12:00 uur'],
        ['Uiterste datum van inschrijving', '28 maart 2024 om 12:00 uur'],
      ),
    ],
  },
  {
    furniture: [HEADER, 'Pagina 3 van 3'],
    label: '2',
    blocks: [
      heading('Gunningscriteria', '3'),
      table(['Criterium', 'Weging'], ['Kwaliteit', '60%'], ['Prijs', '40%']),
      para('Het plan van aanpak telt maximaal 10 pagina’s A4.'),
      para('Een inschrijving die niet tijdig is ontvangen, wordt terzijde gelegd.'),
      para('De inschrijving wordt ingediend via TenderNed.'),
    ],
  },
]);

describe('a Dutch tender brief', () => {
  const analysis = analyseDocument(dutch.pages, dutch.structure);
  const brief = analysis.brief;
  const lines = brief.sections.flatMap((s) => s.lines);

  it('is in Dutch, in the order a bid manager reads it', () => {
    expect(brief.language).toBe('nl');
    expect(brief.sections.map((s) => s.title)).toEqual([
      'Wat wordt ingekocht',
      'Door wie',
      'Procedure',
      'Termijnen',
      'Gunning',
      'Knock-outs en geschiktheid',
      'Beperkingen',
      'Wat je indient',
    ]);
  });

  it('says what is bought in the words of the subject section', () => {
    const subject = brief.sections.find((s) => s.kind === 'subject')!;
    expect(subject.lines[0]).toMatchObject({
      text: 'De opdracht betreft de schoonmaak van twaalf gemeentelijke gebouwen in Testdam gedurende vier jaar.',
      citation: { page: 2, pageLabel: '1', section: '1 Omschrijving van de opdracht' },
    });
  });

  it('gives deadlines with Dutch dates, award criteria with weights, limit and knock-out', () => {
    const texts = (kind: string) =>
      brief.sections.find((s) => s.kind === kind)?.lines.map((l) => l.text);
    expect(texts('deadlines')).toEqual([
      'Vragen: 5 maart 2024 om 12:00',
      'Inschrijving: 28 maart 2024 om 12:00',
    ]);
    expect(texts('award')).toEqual(['Kwaliteit (60%)', 'Prijs (40%)']);
    expect(texts('limits')?.[0]).toMatch(/^Maximaal 10 pagina's/);
    expect(texts('knockouts')?.[0]).toMatch(/wordt terzijde gelegd/);
    expect(texts('submission')).toContain('Indienen via: TenderNed');
    expect(texts('buyer')).toEqual([
      'Aanbestedende dienst: Gemeente Testdam',
      'Kenmerk: TD-2024-017',
    ]);
  });

  it('cites every line with a quote that is on its page, and the printed page where it differs', () => {
    expect(lines.length).toBeGreaterThan(8);
    for (const line of lines) {
      const { page, quote, pageLabel } = line.citation;
      expect(quoteOnPage(quote, dutch.pages[page - 1]!), line.text).toBe(true);
      expect(pageLabel).toBe(dutch.structure.pages[page - 1]!.label);
    }
  });

  it('never repeats the running header or a line', () => {
    const texts = lines.map((l) => l.text);
    expect(new Set(texts).size).toBe(texts.length);
    for (const line of lines) {
      expect(line.text).not.toContain('Aanbestedingsleidraad Schoonmaakdiensten – maart');
      expect(line.text).not.toMatch(/Pagina \d van 3/);
    }
  });

  it('is the stored summary as text, with its pages', () => {
    expect(analysis.summary).toContain('Termijnen\n- Vragen: 5 maart 2024 om 12:00 (blz. 1)');
    expect(readTenderBrief(JSON.parse(JSON.stringify(brief)))).toEqual(brief);
  });
});

describe('an English brief', () => {
  const english = doc([
    {
      furniture: ['RFQ 47QTCA-24 – Cleaning Services', 'Page 1 of 2'],
      blocks: [
        heading('Request for Quotation'),
        para('Issued by: The City of Springfield'),
        heading('Scope of Work', '1'),
        para(
          'The City of Springfield seeks a contractor to clean its twelve public libraries for three years.',
        ),
        para('Quotes must be received no later than March 28, 2024 at 2:00 PM.'),
      ],
    },
    {
      furniture: ['RFQ 47QTCA-24 – Cleaning Services', 'Page 2 of 2'],
      blocks: [
        heading('Evaluation', '2'),
        table(['Factor', 'Weight'], ['Technical Approach', '70%'], ['Price', '30%']),
        para('The technical narrative shall not exceed ten (10) pages.'),
      ],
    },
  ]);
  const brief = analyseDocument(english.pages, english.structure).brief;

  it('is in English with English dates and the subject sentence', () => {
    expect(brief.language).toBe('en');
    const text = briefText(brief);
    expect(text).toContain(
      'What is bought\n- The City of Springfield seeks a contractor to clean its twelve public libraries for three years. (p. 1)',
    );
    expect(text).toContain('- Submission: 28 March 2024 at 14:00 (p. 1)');
    expect(text).toContain('- Technical Approach (70%) (p. 2)');
    expect(text).toContain('- At most 10 pages');
    expect(text).not.toContain('Page 1 of 2');
    expect(text).not.toContain('RFQ 47QTCA-24 – Cleaning Services');
  });
});

describe('what gets no brief', () => {
  it('a letter with no facts and no subject section', () => {
    const letter = doc([
      {
        blocks: [
          para('Dear Ms Jansen, thank you for your kind letter about the summer party last week.'),
          para('We look forward to seeing you and your team again next year in Utrecht.'),
        ],
      },
    ]);
    const analysis = analyseDocument(letter.pages, letter.structure);
    expect(analysis.brief.sections).toEqual([]);
    // The summary falls back to the document's own sentences.
    expect(analysis.summary).toContain('thank you for your kind letter');
  });

  it('facts alone (no pages): still a cited brief, without the subject sentence', () => {
    const facts = {
      ...emptyTenderFacts(),
      buyer: { value: 'VNG Realisatie', page: 3, quote: 'Opdrachtgever: VNG Realisatie' },
    };
    const brief = buildTenderBrief({ facts, language: 'nl', labels: [null, null, '1'] });
    expect(brief.sections).toEqual([
      {
        kind: 'buyer',
        title: 'Door wie',
        lines: [
          {
            text: 'Aanbestedende dienst: VNG Realisatie',
            citation: { page: 3, pageLabel: '1', quote: 'Opdrachtgever: VNG Realisatie' },
          },
        ],
      },
    ]);
  });

  it("names the lot of a criterion a matrix weighs per lot, in the brief's language", () => {
    const perLot = (lot: string, points: number) => ({
      value: { name: 'Werkplan', weight: null, points, parent: null, lot },
      page: 2,
      quote: `Werkplan ${points}`,
    });
    const facts = { ...emptyTenderFacts(), awardCriteria: [perLot('1', 30), perLot('2', 45)] };
    const texts = (language: 'en' | 'nl') =>
      buildTenderBrief({ facts, language })
        .sections.flatMap((s) => s.lines)
        .map((l) => l.text);
    expect(texts('nl')).toEqual([
      'Werkplan (30 punten), voor perceel 1',
      'Werkplan (45 punten), voor perceel 2',
    ]);
    expect(texts('en')).toEqual([
      'Werkplan (30 points), for lot 1',
      'Werkplan (45 points), for lot 2',
    ]);
  });

  it('a stored brief of another shape reads as none', () => {
    expect(readTenderBrief(undefined)).toBeNull();
    expect(readTenderBrief({ version: 1, language: 'de', sections: [] })).toBeNull();
    expect(
      readTenderBrief({
        version: 1,
        language: 'en',
        sections: [{ kind: 'subject', title: 'x', lines: [{ text: 'y', citation: { page: 0 } }] }],
      }),
    ).toBeNull();
  });
});
