/** A knowledge-base document's pages put together from its chunks (documents processed before issue 18). */
import { describe, expect, it } from 'vitest';
import { pagesFromChunks } from './kbDocumentPages';

const chunk = (index: number, page: number | null, text: string) => ({
  index,
  text,
  source: { documentName: 'cv.pdf', page },
});

describe('pagesFromChunks', () => {
  it('puts each chunk on its page in order, dropping the text consecutive chunks repeat', () => {
    const tail = 'Projectleider sinds 2012 bij bruggen en sluizen.';
    const pages = pagesFromChunks([
      chunk(2, 2, 'Opleiding: civiele techniek, TU Delft.'),
      chunk(0, 1, `Curriculum vitae Anna Jansen. ${tail}`),
      chunk(1, 1, `${tail} Referentie: renovatie van de Amstelsluis.`),
    ]);
    expect(pages.pages).toEqual([
      `Curriculum vitae Anna Jansen. ${tail}\n\nReferentie: renovatie van de Amstelsluis.`,
      'Opleiding: civiele techniek, TU Delft.',
    ]);
    expect(pages.labels).toEqual([null, null]);
  });

  it('keeps an empty page between cited pages and puts a chunk without a page on the first', () => {
    const pages = pagesFromChunks([
      chunk(0, null, 'Company profile in brief.'),
      chunk(1, 3, 'Turnover 2024: 4.2 million.'),
    ]);
    expect(pages.pages).toEqual(['Company profile in brief.', '', 'Turnover 2024: 4.2 million.']);
  });
});
