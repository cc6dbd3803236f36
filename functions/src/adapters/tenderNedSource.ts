/**
 * TenderSource for TenderNed: the publications API (GET {base}/publicaties, page/size paging,
 * newest-first filter by publication date) plus, per publication, its eForms XML
 * ({base}/publicaties/{id}/public-xml) for lots, values and award criteria. As with TED, a detail
 * that cannot be had leaves the listed publication as it is; a rate limit or outage on it fails
 * the page so the ingestion backs off.
 */
import type { TenderPage, TenderRecord, TenderSource, Timestamp } from '@tender/core';
import { parseNoticeXml } from '@tender/core/tenders/index';
import { isTenderSourceError } from '@tender/core/services/signaling/ingestErrors';
import {
  TENDERNED_PAGE_SIZE,
  tenderNedDetailUrl,
  tenderNedListUrl,
  tenderNedPage,
  withTenderNedDetail,
} from '@tender/core/services/signaling/ingestTenderNed';
import { mapLimit, requestJson, requestText, type SourceHttpOptions } from './tenderSourceHttp';

export const DEFAULT_TENDERNED_API_BASE_URL = 'https://www.tenderned.nl/papi/tenderned-rs-tns/v2';

export type TenderNedSourceOptions = SourceHttpOptions & {
  readonly apiBaseUrl?: string;
  readonly fetchDetails?: boolean;
  readonly detailConcurrency?: number;
  readonly pageSize?: number;
};

export class TenderNedSource implements TenderSource {
  readonly id = 'tenderned' as const;

  constructor(private readonly options: TenderNedSourceOptions = {}) {}

  private get base(): string {
    return this.options.apiBaseUrl ?? DEFAULT_TENDERNED_API_BASE_URL;
  }

  async fetchPublished(o: { since: Timestamp; cursor?: string }): Promise<TenderPage> {
    const size = this.options.pageSize ?? TENDERNED_PAGE_SIZE;
    const url = tenderNedListUrl(this.base, {
      since: o.since,
      size,
      ...(o.cursor ? { cursor: o.cursor } : {}),
    });
    const body = await requestJson(url, {}, this.options);
    const page = tenderNedPage(body, { size, ...(o.cursor ? { cursor: o.cursor } : {}) });
    if (this.options.fetchDetails === false) return page;
    const tenders = await mapLimit(page.tenders, this.options.detailConcurrency ?? 4, (t) =>
      this.withDetail(t),
    );
    return { ...page, tenders };
  }

  private async withDetail(listed: TenderRecord): Promise<TenderRecord> {
    try {
      const xml = await requestText(tenderNedDetailUrl(this.base, listed.sourceId), this.options);
      return withTenderNedDetail(listed, parseNoticeXml(xml));
    } catch (e) {
      if (isTenderSourceError(e) && e.retryable) throw e;
      return listed;
    }
  }
}
