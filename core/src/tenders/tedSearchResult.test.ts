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

  it('takes the notice’s own title out of TED’s composed "Country – CPV label – title"', () => {
    const rental = tenders.find((t) => t.sourceId === '242317-2026')!;
    expect(items.find((r) => r['publication-number'] === '242317-2026')!['notice-title'].nld).toBe(
      'Nederland – Vuilniswagens – Huur Vuilniswagens',
    );
    expect(rental.title).toBe('Huur Vuilniswagens');
    tenders.forEach((t, i) => {
      const raw = items[i]!;
      expect(t.language).toBe('nl');
      expect(raw['notice-title'].nld?.endsWith(t.title)).toBe(true);
      expect(t.title).not.toMatch(/^Nederland – /);
      // The composed translations hold the same Dutch title behind a translated prefix.
      expect(t.titles).toEqual({ nl: t.title });
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

/**
 * A result with every field the ingestion asks for (TED_SEARCH_FIELDS), in the API's shapes:
 * languages as ISO 639-2 keys with lists, per-lot fields as lists in lot order, countries as ISO
 * alpha-3, lot deadlines as a date and a time that each carry the zone.
 */
function fullResult(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'publication-number': '500001-2026',
    'notice-identifier': '3D155BB0-49DC-4157-A2C4-554C62D16C07',
    'notice-type': 'cn-standard',
    'notice-title': { nld: 'Nederland – Kantoormeubilair – Circulaire kantoorinrichting' },
    'title-proc': { nld: 'Circulaire kantoorinrichting' },
    'description-proc': { nld: 'Levering van circulair kantoormeubilair.' },
    'buyer-name': { nld: ['Gemeente Zaanstad'] },
    'buyer-country': ['NLD'],
    'classification-cpv': ['39130000', '39130000', '39100000'],
    'procedure-type': 'open',
    'identifier-lot': ['LOT-0001', 'LOT-0002'],
    'title-lot': { nld: ['Bureaus', 'Stoelen'] },
    'main-classification-lot': ['39121100', '39113000'],
    'estimated-value-lot': ['120000', '80000.50'],
    'estimated-value-cur-lot': ['EUR', 'EUR'],
    'deadline-receipt-tender-date-lot': ['2026-06-10+02:00', '2026-06-12+02:00'],
    'deadline-receipt-tender-time-lot': ['12:00:00+02:00', '10:00:00+02:00'],
    'procedure-identifier': 'f55bdfbc-9dc4-4e48-91e4-e4a9471f8428',
    'publication-date': '2026-04-23+02:00',
    links: { html: { NLD: 'https://ted.europa.eu/nl/notice/-/detail/500001-2026' } },
    ...overrides,
  };
}

describe('TED Search API v3 results with every field asked for', () => {
  it('maps the own title, the buyer country (alpha-3), procedure type, lots and deadline', () => {
    const t = mapTedSearchNotice(fullResult());
    expect(t.title).toBe('Circulaire kantoorinrichting');
    expect(t.description).toBe('Levering van circulair kantoormeubilair.');
    expect(t.country).toBe('NL');
    expect(t.procedureType).toBe('open');
    expect(t.publicationType).toBe('contract_notice');
    expect(t.noticeId).toBe('3d155bb0-49dc-4157-a2c4-554c62d16c07');
    expect(t.changeOf).toBeNull();
    expect(t.lots?.map((l) => [l.id, l.title, l.cpvCodes, l.estimatedValue?.amount])).toEqual([
      ['LOT-0001', 'Bureaus', ['39121100'], 120000],
      ['LOT-0002', 'Stoelen', ['39113000'], 80000.5],
    ]);
    // 12:00 in Amsterdam summer time is 10:00 UTC; the earliest lot deadline is the tender's.
    expect(t.lots?.[0]?.deadline?.toMillis()).toBe(Date.UTC(2026, 5, 10, 10));
    expect(t.deadline?.toMillis()).toBe(Date.UTC(2026, 5, 10, 10));
    expect(t.estimatedValue).toEqual({ amount: 200000.5, currency: 'EUR' });
    expect(t.cpvCodes).toEqual(['39130000', '39100000', '39121100', '39113000']);
  });

  it('recognises a change notice and links it to the notice it changes', () => {
    const t = mapTedSearchNotice(
      fullResult({
        'publication-number': '500002-2026',
        'change-notice-version-identifier': '3d155bb0-49dc-4157-a2c4-554c62d16c07-01',
      }),
    );
    expect(t.publicationType).toBe('rectification');
    expect(t.changeOf).toBe('3d155bb0-49dc-4157-a2c4-554c62d16c07');
    // A changed award notice stays an award notice.
    const award = mapTedSearchNotice(
      fullResult({
        'notice-type': 'can-standard',
        'change-notice-version-identifier': 'a540571b-ea08-4c85-afd4-a3fdac71f1d5-01',
      }),
    );
    expect(award.publicationType).toBe('award');
  });

  it('an unknown country code is no country; per-lot fields that cannot be paired are left out', () => {
    const t = mapTedSearchNotice(
      fullResult({
        'buyer-country': ['XYZ'],
        'estimated-value-lot': ['120000'],
        'main-classification-lot': ['39121100'],
      }),
    );
    expect(t.country).toBeNull();
    expect(t.lots?.map((l) => l.estimatedValue)).toEqual([null, null]);
    expect(t.lots?.map((l) => l.cpvCodes)).toEqual([[], []]);
    // A value for only some lots is no value for the whole.
    expect(t.estimatedValue).toBeNull();
  });
});
