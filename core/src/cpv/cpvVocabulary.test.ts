/** The vocabulary port over the real 9,454-code CPV 2008 file with English and Dutch labels. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createCpvVocabulary, type CpvEntry } from './cpvVocabulary';

const rows = JSON.parse(
  readFileSync(new URL('../../../../shared/data/cpv/cpv_2008_en_nl.json', import.meta.url), 'utf8'),
) as {
  code: string;
  label_en: string;
  label_nl: string;
  parent_code: string | null;
  level: string;
}[];
const vocabulary = createCpvVocabulary(
  rows.map((r): CpvEntry => ({ code: r.code, en: r.label_en, nl: r.label_nl })),
);

describe('CPV vocabulary (real CPV 2008)', () => {
  it('holds all 9,454 codes with labels in both languages', () => {
    expect(vocabulary.size).toBe(9454);
    expect(vocabulary.label('45233140', 'en')).toBe('Roadworks');
    expect(vocabulary.label('45233140-2', 'nl')).toBe('Wegwerkzaamheden');
    expect(vocabulary.get('45233140')?.code).toBe('45233140-2');
    expect(vocabulary.label('99999999', 'en')).toBeNull();
    expect(vocabulary.label('garbage', 'nl')).toBeNull();
  });

  it('agrees with the file on every parent and level', () => {
    for (const r of rows) {
      expect(vocabulary.parent(r.code)?.code ?? null, r.code).toBe(r.parent_code || null);
      expect(vocabulary.get(r.code)?.level, r.code).toBe(r.level);
    }
  });

  it('browses the hierarchy from the 45 divisions down', () => {
    const divisions = vocabulary.children(null);
    expect(divisions).toHaveLength(45);
    expect(divisions.every((d) => d.level === 'division')).toBe(true);
    const groups = vocabulary.children('45000000-7').map((c) => c.code8);
    expect(groups).toContain('45200000');
    expect(groups.every((c) => c.startsWith('45'))).toBe(true);
    // Every code is reachable exactly once from the top.
    let count = 0;
    const walk = (code: string | null) => {
      for (const c of vocabulary.children(code)) {
        count++;
        walk(c.code);
      }
    };
    walk(null);
    expect(count).toBe(9454);
  });

  it('finds codes by code prefix', () => {
    const hits = vocabulary.search('4523314', 'en');
    expect(hits[0]?.code).toBe('45233140-2');
    expect(hits.every((h) => h.code8.startsWith('4523314'))).toBe(true);
    expect(vocabulary.search('45233140-2', 'nl').map((h) => h.code)).toEqual(['45233140-2']);
  });

  it('finds codes by Dutch words, stemmed, in the Dutch UI', () => {
    expect(vocabulary.search('wegwerkzaamheden', 'nl')[0]?.code8).toBe('45233140');
    // Compounds: 'schoonmaak' finds 'Schoonmaakdoekjes' and 'Bijtende schoonmaakproducten'.
    const cleaning = vocabulary.search('schoonmaak', 'nl').map((h) => h.code8);
    expect(cleaning).toEqual(expect.arrayContaining(['39525800', '39822000']));
    // Inflection: the plural 'wegen' finds labels with 'weg'.
    expect(vocabulary.search('wegen', 'nl').length).toBeGreaterThan(3);
  });

  it('finds codes by English words in the Dutch UI and by Dutch words in the English UI', () => {
    expect(vocabulary.search('roadworks', 'nl').map((h) => h.code8)).toContain('45233140');
    expect(vocabulary.search('straatverlichting', 'en').length).toBeGreaterThan(0);
  });

  it('ranks labels in the UI language first and needs every word to match', () => {
    const hits = vocabulary.search('street lighting', 'en');
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits.slice(0, 5)) expect(h.labels.en.toLowerCase()).toMatch(/street/);
    expect(vocabulary.search('zzzqqq', 'en')).toEqual([]);
    expect(vocabulary.search('   ', 'nl')).toEqual([]);
  });
});
