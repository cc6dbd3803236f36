import { describe, expect, it } from 'vitest';
import { chunkPages, isHeading } from './chunking';

const sentence = (n: number) => `Sentence ${n} tells the reader something about the tender. `;

describe('isHeading', () => {
  it('knows numbered, capitalised titles from sentences and list items', () => {
    expect(isHeading('3.2 Gunningscriteria')).toBe(true);
    expect(isHeading('AWARD CRITERIA')).toBe(true);
    expect(isHeading('The buyer evaluates each quote.')).toBe(false);
    expect(isHeading('- a list item')).toBe(false);
    expect(isHeading('1. Plan van aanpak:')).toBe(false);
  });
});

describe('chunkPages', () => {
  it('starts a chunk at a heading and carries page and heading', () => {
    const pages = [
      `1 Introduction\n${sentence(1).repeat(6)}`,
      `2 Award criteria\n${sentence(2).repeat(6)}\n\n3 Planning\n${sentence(3).repeat(6)}`,
    ];
    const chunks = chunkPages(pages, { maxChars: 800 });
    expect(chunks.map((c) => [c.heading, c.page, c.order])).toEqual([
      ['1 Introduction', 1, 0],
      ['2 Award criteria', 2, 1],
      ['3 Planning', 2, 2],
    ]);
    expect(chunks[1]!.text.startsWith('2 Award criteria')).toBe(true);
  });

  it('keeps a list whole and never exceeds the maximum', () => {
    const list = Array.from({ length: 8 }, (_, i) => `- requirement ${i + 1} of the list`).join(
      '\n',
    );
    const pages = [`${sentence(0).repeat(10)}\n\n${list}\n\n${sentence(9).repeat(10)}`];
    const chunks = chunkPages(pages, { maxChars: 700 });
    expect(chunks.filter((c) => c.text.includes('- requirement 1 '))).toHaveLength(1);
    const withList = chunks.find((c) => c.text.includes('- requirement 1 '))!;
    expect(withList.text).toContain('- requirement 8 of the list');
    expect(Math.max(...chunks.map((c) => c.text.length))).toBeLessThanOrEqual(700);
  });

  it('cuts an over-long paragraph at sentence ends', () => {
    const chunks = chunkPages([sentence(1).repeat(40)], { maxChars: 500 });
    expect(chunks.length).toBeGreaterThan(4);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(500);
      expect(c.text.endsWith('tender.')).toBe(true);
    }
  });

  it('gives nothing for empty pages', () => {
    expect(chunkPages(['', '  '])).toEqual([]);
  });
});
