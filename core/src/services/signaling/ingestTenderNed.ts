/**
 * The TenderNed side of the TenderNed source, without HTTP: the list URL of one page (page
 * numbers, newest publication date filter) and the mapping of its body to a TenderPage.
 * functions/src/adapters/tenderNedSource.ts sends it and adds each publication's eForms detail.
 */
import type { TenderRecord } from '../../model/tender';
import type { TenderPage } from '../../ports/external';
import type { Timestamp } from '../../ports/values';
import { mapTenderNedPage } from '../../tenders/tenderNedPublication';
import { TenderSourceError } from './ingestErrors';

export const TENDERNED_PAGE_SIZE = 100;

/** 'YYYY-MM-DD' of the instant in UTC (the filter has day precision). */
function isoDay(instant: Timestamp): string {
  return new Date(instant.toMillis()).toISOString().slice(0, 10);
}

/** The cursor is the next page number (0-based), as TenderNed's Spring paging counts. */
export function tenderNedListUrl(
  baseUrl: string,
  options: { since: Timestamp; cursor?: string; size?: number },
): string {
  const page = options.cursor && /^\d+$/.test(options.cursor) ? options.cursor : '0';
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/publicaties`);
  url.searchParams.set('page', page);
  url.searchParams.set('size', String(options.size ?? TENDERNED_PAGE_SIZE));
  url.searchParams.set('publicatieDatumVanaf', isoDay(options.since));
  return url.toString();
}

export function tenderNedDetailUrl(baseUrl: string, publicationId: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/publicaties/${encodeURIComponent(publicationId)}/public-xml`;
}

export function tenderNedPage(
  body: unknown,
  request: { cursor?: string; size?: number },
): TenderPage {
  let mapped: ReturnType<typeof mapTenderNedPage>;
  try {
    mapped = mapTenderNedPage(body);
  } catch (e) {
    throw new TenderSourceError('invalidResponse', e instanceof Error ? e.message : String(e));
  }
  const page = Number(request.cursor ?? '0') || 0;
  const size = request.size ?? TENDERNED_PAGE_SIZE;
  const count = mapped.tenders.length + mapped.rejected.length;
  const more = !mapped.last && count >= size;
  return {
    tenders: mapped.tenders,
    ...(more ? { nextCursor: String(page + 1) } : {}),
    rejected: mapped.rejected.map((r) => ({ id: r.id, reason: r.error.message })),
  };
}

/**
 * The eForms notice behind a publication is richer (lots, award criteria, values, all
 * descriptions); it wins field by field, the TenderNed id, source and link stay.
 */
export function withTenderNedDetail(listed: TenderRecord, detail: TenderRecord): TenderRecord {
  return {
    ...listed,
    ...detail,
    source: 'tenderned',
    sourceId: listed.sourceId,
    cpvCodes: detail.cpvCodes.length ? detail.cpvCodes : listed.cpvCodes,
    mainCpv: detail.mainCpv ?? listed.mainCpv ?? null,
    links: [...listed.links, ...detail.links.filter((l) => l.label !== 'notice')],
    procedureId: detail.procedureId ?? listed.procedureId ?? null,
  };
}
