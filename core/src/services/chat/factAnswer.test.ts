import { describe, expect, it } from 'vitest';
import { loadLexicon } from '../../ai/retrieval/lexicon/lexicon';
import { extractTenderFacts } from '../../documents/facts';
import { readTenderFacts } from '../../model/documentFacts';
import type { ProjectDocument } from '../../model/projectDocument';
import { factAnswer } from './factAnswer';
import type { ProjectDocumentRow } from './factWriter';
import { factIntent } from './factIntent';
import { buildTenderBrief } from '../../documents/brief';
import { summariseTender } from './summariseTender';

const DUTCH = [
  [
    'Aanbestedingsleidraad Onderhoud bruggen gemeente Utrecht',
    'De sluitingsdatum voor het indienen van de inschrijving is 12 december 2026 om 12:00 uur.',
    'Storingen met prioriteit 1 worden binnen 4 uur opgelost door de opdrachtnemer.',
  ].join('\n'),
];
const ENGLISH = [
  [
    'Request for Proposal: Cloud hosting services',
    'Contracting authority: City of Springfield',
    'Proposals must be received no later than 14 March 2027 at 14:00.',
    'Questions may be submitted until 1 March 2027.',
    'The award criteria are: Quality 60% and Price 40%.',
    'The plan of approach may not exceed 10 pages.',
    'The estimated contract value is EUR 250,000.',
  ].join('\n'),
];

function row(id: string, name: string, pages: string[], summary: string | null = null) {
  return {
    id,
    data: {
      name,
      role: 'main_tender',
      status: 'processed',
      summary,
      facts: extractTenderFacts(pages),
    } as unknown as ProjectDocument,
  } satisfies ProjectDocumentRow;
}

describe('factAnswer: a document that moves its own deadline', () => {
  it('answers with the new date, not the one it states as replaced', () => {
    const pages = [
      'De uiterste datum voor inschrijving is verschoven van 3 november 2026 naar 10 november 2026.',
    ];
    const answer = factAnswer(
      { kind: 'deadline', deadline: 'submission' },
      [row('d1', 'Rectificatie.pdf', pages)],
      'en',
    )!;
    expect(answer.text).toContain('10 November 2026');
    expect(answer.text).not.toMatch(/: 3 November 2026/);
  });
});

describe('factIntent: what fact a question asks for, in English and Dutch', () => {
  it('reads the intent through the lexicon, whatever the wording or language', async () => {
    const lexicon = await loadLexicon();
    const cases: [string, string | null, string?][] = [
      ['What is the deadline for submitting the bid?', 'deadline', 'submission'],
      ['Wanneer moet de inschrijving uiterlijk binnen zijn?', 'deadline', 'submission'],
      ['Wat is de sluitingsdatum?', 'deadline', 'submission'],
      ['Until when can we ask questions?', 'deadline', 'questions'],
      ['Tot wanneer kunnen we vragen stellen?', 'deadline', 'questions'],
      ['What are the award criteria?', 'criteria'],
      ['Welke gunningscriteria gelden er?', 'criteria'],
      ['How will the bids be evaluated?', 'criteria'],
      ['How much weight does the price get?', 'weights'],
      ['Wat is de weging van prijs en kwaliteit?', 'weights'],
      ['How many pages may the plan of approach have?', 'limits'],
      ["Hoeveel pagina's mag het plan van aanpak zijn?", 'limits'],
      ['What is the estimated contract value?', 'value'],
      ['Wat is de geraamde waarde van de opdracht?', 'value'],
      ['Who is the buyer?', 'buyer'],
      ['Wie is de opdrachtgever?', 'buyer'],
      ['Wie is de aanbestedende dienst?', 'buyer'],
      ['Which procedure is used for this tender?', 'procedure'],
      ['Welke aanbestedingsprocedure wordt gevolgd?', 'procedure'],
      // Not about a fact: retrieval answers these.
      ['How quickly must a priority 1 outage be resolved?', null],
      ['When can we reach the support desk?', null],
      ['What is the exit procedure at the end of the contract?', null],
      ['Does the app use the GPS position of the phone?', null],
      ['Welke eisen gelden voor de hosting?', null],
    ];
    for (const [question, kind, deadline] of cases) {
      const intent = factIntent(question, lexicon);
      expect(intent?.kind ?? null, question).toBe(kind);
      if (deadline) expect(intent, question).toMatchObject({ deadline });
    }
  });
});

describe('factAnswer: from the extracted facts, with their quote and page', () => {
  it('answers an English question about a Dutch tender in English, saying the document is Dutch and quoting it', () => {
    const answer = factAnswer(
      { kind: 'deadline', deadline: 'submission' },
      [row('d1', 'Leidraad.pdf', DUTCH)],
      'en',
    )!;
    expect(answer.text).toContain(
      'Deadline for submitting the tender: 12 December 2026, 12:00 [1]',
    );
    expect(answer.text).toMatch(
      /The document, in Dutch, says: “.*12 december 2026 om 12:00 uur\.”/,
    );
    expect(answer.citations).toEqual([
      expect.objectContaining({
        id: 'c1',
        source: 'tender',
        documentId: 'd1',
        documentName: 'Leidraad.pdf',
        page: 1,
        quote: expect.stringContaining('12 december 2026 om 12:00 uur'),
      }),
    ]);
  });

  it('answers a Dutch question in Dutch, and the English document is said to be English', () => {
    const rows = [row('d2', 'RFP.pdf', ENGLISH)];
    const deadline = factAnswer({ kind: 'deadline', deadline: 'submission' }, rows, 'nl')!;
    expect(deadline.text).toContain('Uiterste inschrijfdatum: 14 maart 2027, 14:00 [1]');
    expect(deadline.text).toContain('Het document zegt, in het Engels: “');
    const criteria = factAnswer({ kind: 'criteria' }, rows, 'nl')!;
    expect(criteria.text).toContain(
      'De gunningscriteria zijn:\n- Quality: 60% [1]\n- Price: 40% [1]',
    );
    expect(criteria.text).toContain('Het document is in het Engels');
    expect(factAnswer({ kind: 'buyer' }, rows, 'nl')!.text).toMatch(
      /^De aanbestedende dienst is City of Springfield\. \[1\]/,
    );
    expect(factAnswer({ kind: 'value' }, rows, 'en')!.text).toContain(
      'Estimated value: €250,000 [1]',
    );
    expect(factAnswer({ kind: 'limits' }, rows, 'en')!.text).toContain(
      '- 10 pages (The plan of approach) [1]',
    );
  });

  it('names the lot of each criterion a matrix weighs per lot, so two lots do not read alike', () => {
    const perLot = (lot: string, points: number) => ({
      value: { name: 'Method statement', weight: null, points, parent: null, lot },
      page: 1,
      quote: 'The award criteria are',
    });
    const english = row('d3', 'RFT.pdf', ENGLISH);
    const facts = { ...english.data.facts, awardCriteria: [perLot('A', 35), perLot('B', 25)] };
    const rows = [{ ...english, data: { ...english.data, facts } as ProjectDocument }];
    const text = (language: 'en' | 'nl') => factAnswer({ kind: 'criteria' }, rows, language)!.text;
    expect(text('en')).toContain(
      '- Method statement (lot A): 35 points [1]\n- Method statement (lot B): 25 points [1]',
    );
    expect(text('nl')).toContain('- Method statement (perceel B): 25 punten [1]');
  });

  it('gives no answer when the facts do not hold what was asked (retrieval answers then)', () => {
    const rows = [row('d1', 'Leidraad.pdf', DUTCH)];
    expect(factAnswer({ kind: 'criteria' }, rows, 'en')).toBeNull();
    expect(factAnswer({ kind: 'value' }, rows, 'en')).toBeNull();
    // Another kind of deadline never stands in for the one asked.
    expect(factAnswer({ kind: 'deadline', deadline: 'questions' }, rows, 'en')).toBeNull();
    expect(factAnswer({ kind: 'buyer' }, [], 'en')).toBeNull();
  });
});

describe('summariseTender: the tender in short', () => {
  const SUMMARY =
    'Buyer: City of Springfield. The City seeks cloud hosting services for its e.g. permit system. It runs 3.5 years.';

  it('composes buyer, what is bought, deadlines and criteria, each cited', () => {
    const brief = summariseTender([row('d2', 'RFP.pdf', ENGLISH, SUMMARY)], 'en', (id, sentence) =>
      id === 'd2' && sentence.startsWith('It runs') ? 2 : 1,
    )!;
    expect(brief.text.split('\n')).toEqual([
      'In short:',
      '- Buyer: City of Springfield [1]',
      '- What is bought: The City seeks cloud hosting services for its e.g. permit system. [2] It runs 3.5 years. [3]',
      '- Deadline for submitting the tender: 14 March 2027, 14:00 [4]',
      '- Deadline for questions: 1 March 2027 [5]',
      '- Award criteria: Quality 60% [6]; Price 40% [6]',
    ]);
    expect(brief.citations.map((c) => c.page)).toEqual([1, 1, 2, 1, 1, 1]);
    expect(brief.citations[1]!.quote).toBe(
      'The City seeks cloud hosting services for its e.g. permit system.',
    );
  });

  it('leaves out what it cannot cite, and gives way to the passages when nothing is left', () => {
    const summaryOnly = {
      ...row('d3', 'PvE.pdf', ['Programma van Eisen']),
      data: { ...row('d3', 'PvE.pdf', ['x']).data, summary: SUMMARY, facts: null },
    } as ProjectDocumentRow;
    // The summary's sentences are on no page of the document: uncited, so not said.
    expect(summariseTender([summaryOnly], 'nl')).toBeNull();
    expect(summariseTender([summaryOnly], 'nl', () => 3)!.text).toBe(
      'In het kort:\n- Wat wordt ingekocht: The City seeks cloud hosting services for its e.g. permit system. [1] It runs 3.5 years. [2]\nHet document is in het Engels: elke bron citeert het.',
    );
    expect(summariseTender([], 'nl')).toBeNull();
  });

  it("answers from the main document's stored brief when it is in the question's language", () => {
    const withBrief = (pages: string[], language: 'en' | 'nl') => {
      const r = row('d4', 'Leidraad.pdf', pages);
      const brief = buildTenderBrief({ facts: readTenderFacts(r.data.facts)!, language, pages });
      return { ...r, data: { ...r.data, brief } } as ProjectDocumentRow;
    };
    const dutch = withBrief(DUTCH, 'nl');
    const answer = summariseTender([dutch], 'nl')!;
    const lines = answer.text.split('\n');
    expect(lines[0]).toBe('In het kort:');
    // The brief's own section titles and lines, each line cited with its quote and page.
    expect(lines).toContain('Termijnen:');
    expect(answer.text).toMatch(/- Inschrijving: 12 december 2026 om 12:00 \[\d\]/);
    const cited = answer.citations.find((c) => c.quote.includes('12 december 2026'))!;
    expect(cited).toMatchObject({ page: 1, documentId: 'd4' });

    // An English question about the Dutch tender: composed in English from the facts instead.
    expect(summariseTender([dutch], 'en')!.text).not.toContain('Termijnen:');
  });
});
