/** TED Search API v3 paging and the bad items a page may hold. */
import { describe, expect, it } from 'vitest';
import { Timestamp } from '../../ports/values';
import { TenderSourceError } from './ingestErrors';
import { mapTedSearchNotice } from '../../tenders/tedSearchResult';
import { tedSearchPage, tedSearchRequest, withNoticeDetail } from './ingestTedSearch';

const since = Timestamp.fromMillis(Date.UTC(2026, 3, 9, 22, 30));
const good = {
  'publication-number': '242317-2026',
  'notice-type': 'cn-standard',
  'notice-title': { NLD: 'Huur Vuilniswagens' },
  'buyer-name': { NLD: ['Gemeente Zaanstad'] },
  'classification-cpv': ['34144511', '34144511'],
  'publication-date': '2026-04-09+02:00',
};

describe('tedSearchRequest', () => {
  it('asks by UTC publication day, sorted, with iteration paging and the mapper fields', () => {
    const first = tedSearchRequest({ since, extraQuery: 'buyer-country IN (NLD)' });
    expect(first.query).toBe(
      '(publication-date>=20260409) AND (buyer-country IN (NLD)) SORT BY publication-number ASC',
    );
    expect(first).toMatchObject({ paginationMode: 'ITERATION', limit: 100, scope: 'ALL' });
    expect(first.fields).toContain('classification-cpv');
    expect(first).not.toHaveProperty('iterationNextToken');
    expect(tedSearchRequest({ since, cursor: 'tok' }).iterationNextToken).toBe('tok');
  });
});

describe('tedSearchPage', () => {
  const request = tedSearchRequest({ since, limit: 3 });

  it('keeps good items, lists bad ones, and maps unknown codes and missing CPV without failing', () => {
    const page = tedSearchPage(
      {
        notices: [
          good,
          { ...good, 'publication-number': undefined },
          {
            ...good,
            'publication-number': '1-2026',
            'notice-type': 'xyz',
            'classification-cpv': [],
          },
          { ...good, 'publication-number': '2-2026', 'classification-cpv': ['99999999', 'abc'] },
        ],
        iterationNextToken: 'next',
      },
      request,
    );
    expect(page.tenders.map((t) => t.sourceId)).toEqual(['242317-2026', '1-2026', '2-2026']);
    expect(page.rejected).toHaveLength(1);
    expect(page.rejected![0]!.id).toBeNull();
    const [dup, noCpv, unknownCpv] = page.tenders;
    expect(dup!.cpvCodes).toEqual(['34144511']);
    expect(noCpv).toMatchObject({
      cpvCodes: [],
      mainCpv: null,
      publicationType: 'contract_notice',
    });
    expect(unknownCpv!.cpvCodes).toEqual(['99999999']);
    expect(page.nextCursor).toBe('next');
  });

  it('ends paging on a short page, a missing token or the token just used', () => {
    expect(tedSearchPage({ notices: [good], iterationNextToken: 'n' }, request).nextCursor).toBe(
      undefined,
    );
    const full = { notices: [good, good, good] };
    expect(tedSearchPage(full, request).nextCursor).toBeUndefined();
    const again = tedSearchRequest({ since, cursor: 'same', limit: 3 });
    expect(
      tedSearchPage({ ...full, iterationNextToken: 'same' }, again).nextCursor,
    ).toBeUndefined();
  });

  it('garbage is an invalid answer, not a TypeError', () => {
    for (const body of [null, 'html', { notices: 'x' }, { total: 3 }]) {
      expect(() => tedSearchPage(body, request)).toThrow(TenderSourceError);
    }
  });
});

describe('withNoticeDetail (issue 21)', () => {
  it('keeps the search result’s change link, procedure type and country where the XML has none', () => {
    const search = mapTedSearchNotice({
      ...good,
      'notice-identifier': 'b385c582-11de-4ab7-b05c-5ab0a9bc3725',
      'change-notice-version-identifier': '8c1ac70c-fad4-46e1-bc65-022994acca30-01',
      'procedure-type': 'restricted',
      'buyer-country': ['NLD'],
    });
    const detail = {
      ...search,
      publicationType: 'contract_notice' as const,
      changeOf: null,
      procedureType: null,
      country: null,
      noticeId: null,
      description: 'Uit de XML',
    };
    const merged = withNoticeDetail(search, detail);
    expect(merged.description).toBe('Uit de XML');
    expect(merged.changeOf).toBe('8c1ac70c-fad4-46e1-bc65-022994acca30');
    expect(merged.publicationType).toBe('rectification');
    expect(merged.procedureType).toBe('restricted');
    expect(merged.country).toBe('NL');
    expect(merged.noticeId).toBe('b385c582-11de-4ab7-b05c-5ab0a9bc3725');
  });
});
