/** The 123 real TED Search API v3 results of Gemeente Zaanstad map without loss. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NoticeParseError } from './noticeErrors';
import { mapTedSearchNotice, mapTedSearchResponse } from './tedSearchResult';

const FILE = new URL(
  '../../../../shared/data/ted/ted-api-v3/zaanstad-ted-v3-search-raw-fields_aanbestedingen.json',
  import.meta.url,
);
type Raw = Record<string, unknown> & {
  'publication-number': string;
  'notice-type': string;
  'notice-title': Record<string, string>;
  'classification-cpv': string[];
  'procedure-identifier'?: string;
  deadline?: string[];
  'estimated-value-lot'?: string[];
};
const procedures = JSON.parse(readFileSync(FILE, 'utf8')) as {
  publicaties: { ruwe_velden: Raw }[];
}[];
// The scraper wraps the raw items; unwrap them into the API's own response shape.
const items = procedures.flatMap((p) => p.publicaties.map((pub) => pub.ruwe_velden));
const body = { notices: items };

describe('TED Search API v3 results (Zaanstad, real)', () => {
  const { tenders, rejected } = mapTedSearchResponse(body);

  it('maps all 123 results and rejects none', () => {
    expect(items).toHaveLength(123);
    expect(rejected).toEqual([]);
    expect(tenders).toHaveLength(123);
    expect(new Set(tenders.map((t) => t.sourceId)).size).toBe(123);
  });

  it('keeps every language of the title and picks the Dutch one as the title', () => {
    tenders.forEach((t, i) => {
      const raw = items[i]!;
      expect(Object.keys(t.titles!)).toHaveLength(Object.keys(raw['notice-title']).length);
      expect(t.language).toBe('nl');
      expect(t.title).toBe(raw['notice-title'].nld);
      expect(t.titles!.en).toBe(raw['notice-title'].eng);
      expect(t.buyer).toMatch(/Zaanstad/);
    });
  });

  it('deduplicates CPV codes but loses none', () => {
    const dup = tenders.find((t) => t.sourceId === '242317-2026')!;
    expect(dup.cpvCodes).toEqual(['34144511', '34144512']);
    tenders.forEach((t, i) => {
      expect(new Set(t.cpvCodes)).toEqual(new Set(items[i]!['classification-cpv']));
      expect(t.cpvCodes.length).toBe(new Set(t.cpvCodes).size);
    });
  });

  it('maps notice types, deadlines, values and links', () => {
    tenders.forEach((t, i) => {
      const raw = items[i]!;
      const type = raw['notice-type'];
      const expected =
        type.startsWith('can') || type === 'veat'
          ? 'award'
          : type.startsWith('pin')
            ? 'prior_notice'
            : type === 'pmc'
              ? 'market_consultation'
              : 'contract_notice';
      expect(t.publicationType).toBe(expected);
      expect(t.deadline === null).toBe(!raw.deadline?.length);
      if (raw['estimated-value-lot']?.length) expect(t.estimatedValue?.amount).toBeGreaterThan(0);
      expect(t.links.find((l) => l.label === 'notice')?.url).toBe(
        `https://ted.europa.eu/nl/notice/-/detail/${raw['publication-number']}`,
      );
      expect(t.publishedAt.toMillis()).toBeGreaterThan(Date.parse('2025-01-01'));
    });
  });

  it('links a contract notice to its award notice by procedure identifier', () => {
    const byProcedure = new Map<string, string[]>();
    for (const t of tenders) {
      if (!t.procedureId) continue;
      byProcedure.set(t.procedureId, [
        ...(byProcedure.get(t.procedureId) ?? []),
        t.publicationType,
      ]);
    }
    const linked = [...byProcedure.values()].filter(
      (types) => types.includes('contract_notice') && types.includes('award'),
    );
    expect(linked.length).toBeGreaterThan(0);
  });

  it('rejects an item without a publication number with a typed error', () => {
    expect(() => mapTedSearchNotice({ 'notice-title': { nld: 'x' } })).toThrow(NoticeParseError);
    const result = mapTedSearchResponse({ notices: [items[0], { foo: 1 }, 'garbage'] });
    expect(result.tenders).toHaveLength(1);
    expect(result.rejected.map((r) => [r.index, r.error.code])).toEqual([
      [1, 'invalidApiResult'],
      [2, 'invalidApiResult'],
    ]);
    expect(() => mapTedSearchResponse('<html>500</html>')).toThrow(/invalidApiResult/);
  });
});
