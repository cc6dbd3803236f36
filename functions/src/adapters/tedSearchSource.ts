/**
 * TenderSource for TED: the Search API v3 (POST {base}/v3/notices/search, expert query by
 * publication date, iteration paging) plus, per notice, its XML from TED for the fields the search
 * result lacks (description, lots, award criteria, places). A notice whose XML cannot be fetched
 * or parsed keeps what the search result gave; a rate limit or outage on it fails the page so the
 * ingestion backs off and fetches the page again.
 */
import type { TenderPage, TenderRecord, TenderSource, Timestamp } from '@tender/core';
import { parseNoticeXml } from '@tender/core/tenders/index';
import { isTenderSourceError } from '@tender/core/services/signaling/ingestErrors';
import {
  tedSearchPage,
  tedSearchRequest,
  withNoticeDetail,
} from '@tender/core/services/signaling/ingestTedSearch';
import {
  mapLimit,
  requestJson,
  requestText,
  sameOrigin,
  type SourceHttpOptions,
} from './tenderSourceHttp';

export const DEFAULT_TED_API_BASE_URL = 'https://api.ted.europa.eu';
export const DEFAULT_TED_NOTICE_ORIGIN = 'https://ted.europa.eu';

export type TedSearchSourceOptions = SourceHttpOptions & {
  readonly apiBaseUrl?: string;
  /** Where the notice XML links may point (the search answer's links.xml). */
  readonly noticeOrigin?: string;
  /** Narrows the expert query, e.g. `buyer-country IN (NLD BEL)`; empty for all of TED. */
  readonly extraQuery?: string;
  readonly fetchDetails?: boolean;
  readonly detailConcurrency?: number;
  readonly pageSize?: number;
};

export class TedSearchSource implements TenderSource {
  readonly id = 'ted' as const;

  constructor(private readonly options: TedSearchSourceOptions = {}) {}

  async fetchPublished(o: { since: Timestamp; cursor?: string }): Promise<TenderPage> {
    const base = (this.options.apiBaseUrl ?? DEFAULT_TED_API_BASE_URL).replace(/\/+$/, '');
    const request = tedSearchRequest({
      since: o.since,
      ...(o.cursor ? { cursor: o.cursor } : {}),
      ...(this.options.extraQuery ? { extraQuery: this.options.extraQuery } : {}),
      ...(this.options.pageSize ? { limit: this.options.pageSize } : {}),
    });
    const body = await requestJson(
      `${base}/v3/notices/search`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      },
      this.options,
    );
    const page = tedSearchPage(body, request);
    if (this.options.fetchDetails === false) return page;
    const tenders = await mapLimit(page.tenders, this.options.detailConcurrency ?? 4, (t) =>
      this.withDetail(t),
    );
    return { ...page, tenders };
  }

  private async withDetail(tender: TenderRecord): Promise<TenderRecord> {
    const url = tender.links.find((l) => l.label === 'xml')?.url;
    const origin = this.options.noticeOrigin ?? DEFAULT_TED_NOTICE_ORIGIN;
    if (!url || !sameOrigin(url, origin)) return tender;
    try {
      return withNoticeDetail(tender, parseNoticeXml(await requestText(url, this.options)));
    } catch (e) {
      if (isTenderSourceError(e) && e.retryable) throw e;
      // 404, refused, malformed or truncated XML: the search result is still a good tender.
      return tender;
    }
  }
}
