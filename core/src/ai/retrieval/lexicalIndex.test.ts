import { describe, expect, it } from 'vitest';
import { analyze } from './analyzer';
import { buildLexicalIndex } from './lexicalIndex';
import type { RetrievableChunk } from './types';

const chunk = (id: string, text: string): RetrievableChunk => ({
  id,
  text,
  embedding: null,
  source: { knowledgeBaseId: 'kb', documentId: id, documentName: id, page: 1, heading: null },
});

describe('analyzer', () => {
  it('drops Dutch and English stop words and stems in both languages', () => {
    expect(analyze('de het een the of and')).toEqual([]);
    // "certificaten" and "certificaat" share a Dutch stem; "certificates" and "certificate" an English one.
    const [nl1] = analyze('certificaten');
    expect(analyze('certificaat')).toContain(nl1);
    expect(analyze('certificates').some((t) => analyze('certificate').includes(t))).toBe(true);
    expect(analyze('Ëxamen')).toEqual(analyze('examen'));
  });
});

describe('BM25 lexical index', () => {
  const index = buildLexicalIndex([
    chunk('a', 'Onderhoud van wegen en bruggen in de gemeente.'),
    chunk('b', 'Wegen wegen wegen: onderhoud van wegen is ons vak.'),
    chunk('c', 'Catering for events.'),
  ]);

  it('ranks by term frequency and rarity and ignores chunks without the terms', () => {
    const hits = index.search('wegenonderhoud wegen', 10);
    expect(hits.map((h) => h.chunkId)).toEqual(['b', 'a']);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    expect(index.search('catering', 10).map((h) => h.chunkId)).toEqual(['c']);
    expect(index.search('bicycle', 10)).toEqual([]);
  });

  it('can be asked twice with the same result (its score buffer is reset)', () => {
    expect(index.search('onderhoud', 10)).toEqual(index.search('onderhoud', 10));
  });
});
