/**
 * The TED Search API v3 side of the TED source, without HTTP: the request body for one page
 * (expert query by publication date, iteration paging) and the mapping of a response body to a
 * TenderPage. functions/src/adapters/tedSearchSource.ts sends it.
 */
import type { TenderRecord } from '../../model/tender';
import type { TenderPage } from '../../ports/external';
import type { Timestamp } from '../../ports/values';
import { mapTedSearchResponse, TED_SEARCH_FIELDS } from '../../tenders/index';
import { TenderSourceError } from './ingestErrors';

/** TED allows up to 250 per page; 100 keeps one response around 1 MB. */
export const TED_PAGE_SIZE = 100;

/** 'YYYYMMDD' of the instant's UTC day; TED's publication-date has day precision. */
export function tedDate(instant: Timestamp): string {
  return new Date(instant.toMillis()).toISOString().slice(0, 10).replaceAll('-', '');
}

export type TedSearchRequest = {
  query: string;
  fields: string[];
  limit: number;
  scope: 'ALL';
  checkQuerySyntax: false;
  paginationMode: 'ITERATION';
  onlyLatestVersions: false;
  iterationNextToken?: string;
};

/**
 * `extraQuery` narrows the expert query (for example `buyer-country IN (NLD BEL)`); the sort by
 * publication number keeps iteration stable while new notices are published during a run.
 */
export function tedSearchRequest(options: {
  since: Timestamp;
  cursor?: string;
  extraQuery?: string;
  limit?: number;
}): TedSearchRequest {
  const filter = `publication-date>=${tedDate(options.since)}`;
  const extra = options.extraQuery?.trim();
  return {
    query: `${extra ? `(${filter}) AND (${extra})` : filter} SORT BY publication-number ASC`,
    fields: [...TED_SEARCH_FIELDS],
    limit: options.limit ?? TED_PAGE_SIZE,
    scope: 'ALL',
    checkQuerySyntax: false,
    paginationMode: 'ITERATION',
    onlyLatestVersions: false,
    ...(options.cursor ? { iterationNextToken: options.cursor } : {}),
  };
}

/**
 * A parsed response body → TenderPage. The last page is the one with fewer notices than asked
 * for or without a token; a token equal to the one just used would loop forever, so it ends the
 * paging too (the ingestion also stops on a repeated token).
 */
export function tedSearchPage(body: unknown, request: TedSearchRequest): TenderPage {
  if (
    !body ||
    typeof body !== 'object' ||
    !Array.isArray((body as { notices?: unknown }).notices)
  ) {
    throw new TenderSourceError('invalidResponse', 'TED search answer has no notices array');
  }
  const { tenders, rejected } = mapTedSearchResponse(body);
  const notices = (body as { notices: unknown[] }).notices;
  const token = (body as { iterationNextToken?: unknown }).iterationNextToken;
  const more =
    typeof token === 'string' &&
    token !== '' &&
    token !== request.iterationNextToken &&
    notices.length >= request.limit;
  return {
    tenders,
    ...(more ? { nextCursor: token } : {}),
    rejected: rejected.map((r) => {
      const item = notices[r.index] as Record<string, unknown> | null;
      const id = item && typeof item === 'object' ? item['publication-number'] : null;
      return { id: typeof id === 'string' ? id : null, reason: r.error.message };
    }),
  };
}

/**
 * The search result lacks the description, lots, award criteria and places that matching and the
 * detail panel use; the notice XML has them. The XML wins field by field, the search result's
 * id and its translated titles stay (the XML holds only the original language).
 */
export function withNoticeDetail(search: TenderRecord, detail: TenderRecord): TenderRecord {
  // What the XML leaves out (an older format's procedure id, a change link the API gives) the
  // search result keeps; a change of a call stays a change.
  const changeOf = detail.changeOf ?? search.changeOf ?? null;
  const type = detail.publicationType;
  return {
    ...search,
    ...detail,
    source: search.source,
    sourceId: search.sourceId,
    titles: { ...search.titles, ...detail.titles },
    descriptions: { ...search.descriptions, ...detail.descriptions },
    procedureId: detail.procedureId ?? search.procedureId ?? null,
    procedureType: detail.procedureType ?? search.procedureType ?? null,
    country: detail.country ?? search.country ?? null,
    noticeId: detail.noticeId ?? search.noticeId ?? null,
    changeOf,
    publicationType: changeOf && type !== 'award' ? 'rectification' : type,
  };
}
