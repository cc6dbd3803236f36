import { describe, expect, it } from 'vitest';
import type { DocumentStructure } from '../extraction/structure';
import { chunkPages, isHeading } from './chunking';

const filler = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `Sentence ${i + 1} tells the reader something about the engagement.`,
  ).join(' ');

/** A rate table as a DOCX comes out of extraction: one row per line, cells joined by ' | '. */
const rateRows = [
  'Role | Hourly rate',
  'Scrum Master | $140',
  'Delivery Manager | $150',
  'Technical Architect | $170',
  'Interaction Designer | $120',
  'Front End Web Developer | $130',
  'Back End Web Developer | $135',
  'DevOps Engineer | $145',
  'Security Engineer | $160',
  'Business Analyst | $110',
  ...Array.from({ length: 10 }, (_, i) => `Labour category ${i + 1} | $${100 + i}`),
  'Product Manager | $165',
];

describe('chunks of table rows carry their table’s headings (issue 18)', () => {
  it('gives a chunk of rows without the header row the header and the heading, index-only', () => {
    const pages = [
      `4 PRICING\n${filler(4)}\n\nThe maximum hourly rates for the labour categories are:\n\n${rateRows.join('\n')}`,
    ];
    const chunks = chunkPages(pages, { maxChars: 300 });
    const withRow = chunks.find((c) => c.text.includes('Product Manager | $165'))!;
    // The table was cut: the row's chunk does not hold the header row ...
    expect(withRow.text).not.toContain('Role | Hourly rate');
    // ... but is indexed with it and the table's heading (not with the sentence before it).
    expect(withRow.tableContext?.split('\n')).toEqual(['4 PRICING', 'Role | Hourly rate']);
    // The passage quotes what the document says there, nothing added.
    expect(pages[0]).toContain(withRow.text);
    // The chunk that holds the header row and the heading needs neither again.
    const first = chunks.find((c) => c.text.includes('Role | Hourly rate'))!;
    expect(first.tableContext ?? '').not.toContain('Role | Hourly rate');
    // Prose gets no context.
    expect(chunks.filter((c) => !c.text.includes(' | ')).every((c) => !c.tableContext)).toBe(true);
  });

  it('never takes a numbered table row for a heading (a Dutch table of change classes stays whole)', () => {
    expect(isHeading('1 | Binnen 4 uur op werkdagen')).toBe(false);
    const pages = [
      `3.9. Wijzigingen\n\nVoor standaardwijzigingen gelden de volgende doorlooptijden:\n\nKlasse | Implementatietijd\n1 | Binnen 4 uur op werkdagen\n\n2 | Binnen 24 uur op werkdagen\n\n3 | Binnen 72 uur op werkdagen\n\n4 | In overleg`,
    ];
    const chunks = chunkPages(pages);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.heading).toBe('3.9. Wijzigingen');
    expect(chunks[0]!.text).toContain('Klasse | Implementatietijd');
    expect(chunks[0]!.text).toContain('2 | Binnen 24 uur op werkdagen');
  });

  it('ends a table at prose: the next table has its own header', () => {
    const dutchRows = Array.from(
      { length: 12 },
      (_, i) => `Medewerker ${i + 1} | € ${100 + i * 5},- per uur`,
    );
    const pages = [
      `Tarieven\n\nFunctie | Uurtarief\n${dutchRows.join('\n')}\n\n${filler(2)}\n\nActiviteit | Wanneer | Max. duur\nInstalleren van beveiligingsupdates | 3e week van de maand | 60 minuten`,
    ];
    const chunks = chunkPages(pages, { maxChars: 300, minChars: 10 });
    const late = chunks.find((c) => c.text.includes('Medewerker 12 |'))!;
    expect(late.tableContext).toContain('Functie | Uurtarief');
    const other = chunks.find((c) => c.text.includes('Installeren van beveiligingsupdates'))!;
    expect(other.text).toContain('Activiteit | Wanneer | Max. duur');
    expect(other.tableContext ?? '').not.toContain('Functie | Uurtarief');
  });

  it('finds a PDF’s table rows, written without separators, through the extractor’s structure', () => {
    // A PDF page's text: the cells of a row on one line, separated by spaces only.
    const plainRows = rateRows.map((r) => r.replace(' | ', ' '));
    const pages = [`Key rates\n\n${filler(5)}\n\n${plainRows.join('\n')}`];
    const structure: DocumentStructure = {
      pagination: 'fixed',
      pages: [
        {
          index: 1,
          furniture: [],
          blocks: [
            { kind: 'paragraph', text: 'Key rates' },
            { kind: 'paragraph', text: filler(5) },
            { kind: 'table', rows: rateRows.map((r) => r.split(' | ')) },
          ],
        },
      ],
    };
    const chunks = chunkPages(pages, { maxChars: 300, structure });
    const withRow = chunks.find((c) => c.text.includes('Product Manager $165'))!;
    expect(withRow.text).not.toContain('Role Hourly rate');
    expect(withRow.tableContext).toContain('Role | Hourly rate');
    // Without the structure the same text is prose: no context (what it was before).
    expect(chunkPages(pages, { maxChars: 300 }).every((c) => !c.tableContext)).toBe(true);
  });
});
