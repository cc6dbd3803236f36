/**
 * A local stand-in for the TED Search API v3 and the TenderNed publications API, serving answers
 * in each API's shape built at test time from the real notices in ../shared/data/ted (never
 * copied into the repository):
 *
 * - TED: POST /v3/notices/search pages through the 123 real search results of Gemeente Zaanstad
 *   (ted-api-v3) followed by one search item per real eForms notice, with iteration tokens; each
 *   item's links.xml points here, and GET /notice/{publication-number}/xml answers the real XML
 *   where the notice exists (the Zaanstad results have no XML here: 404, as for a withdrawn one).
 *   Items carry every field the ingestion asks for (TED_SEARCH_FIELDS, issue 21). The Zaanstad
 *   results were scraped with fewer fields; what they lack is added from what they do say:
 *   buyer-country NLD (both buyers are Dutch), title-proc (the original title inside TED's
 *   composed notice-title) and, for a later publication of a notice identifier already published,
 *   the change-notice-version-identifier TED gives a change notice (eForms keeps the identifier
 *   of the notice a change notice changes). The eForms items are built from the real XML.
 * - TenderNed: GET /tenderned/publicaties?page&size pages through publications made from the real
 *   Dutch-language notices; GET /tenderned/publicaties/{id}/public-xml answers their eForms XML.
 *
 * Faults are queued per endpoint ('search', 'list', 'detail') and consumed one per request:
 * 500, 429 with Retry-After, a 200 of garbage, JSON cut off half way, truncated XML, or the
 * previous page again (a duplicate page). Listens on 127.0.0.1, port 0.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type RealNotice,
  fullZaanstadItems,
  loadRealNotices,
  publicationOf,
  searchItemOf,
} from './tenderApiItems';

export type Endpoint = 'search' | 'list' | 'detail';
export type Fault =
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'garbage' }
  | { kind: 'truncatedJson' }
  | { kind: 'truncatedXml' }
  | { kind: 'duplicatePage' }
  /** Answer normally (to place a fault on a later request). */
  | { kind: 'pass' };

export type TenderApiServer = {
  readonly origin: string;
  readonly tedBaseUrl: string;
  readonly tenderNedBaseUrl: string;
  /** Every item the TED search pages through, in order. */
  readonly tedItems: readonly Record<string, unknown>[];
  /** Real notices behind the TED items that have XML (publication number → notice). */
  readonly tedXml: ReadonlyMap<string, RealNotice>;
  readonly tenderNedItems: readonly Record<string, unknown>[];
  readonly tenderNedXml: ReadonlyMap<string, RealNotice>;
  /** Requests seen, e.g. 'search:it-100', 'list:2', 'detail:/notice/x/xml'. */
  readonly requests: string[];
  /** The expert queries the search endpoint received, in order. */
  readonly queries: string[];
  /** The `fields` lists the search endpoint received, in order. */
  readonly fields: string[][];
  /** Queue faults: each is used for one request to that endpoint, in order. */
  fail(endpoint: Endpoint, ...faults: Fault[]): void;
  close(): Promise<void>;
};

export async function startTenderApiServer(): Promise<TenderApiServer> {
  const notices = loadRealNotices();
  const zaanstad = fullZaanstadItems();
  const faults: Record<Endpoint, Fault[]> = { search: [], list: [], detail: [] };
  const requests: string[] = [];
  const queries: string[] = [];
  const fields: string[][] = [];
  let origin = '';
  const tedItems: Record<string, unknown>[] = [];
  const tedXml = new Map<string, RealNotice>();
  const tenderNedItems: Record<string, unknown>[] = [];
  const tenderNedXml = new Map<string, RealNotice>();
  let lastSearchPage = '';
  let lastListPage = '';

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => resolve(body));
    });

  /** Writes a queued fault and returns true, or returns false when none is queued. */
  const faulted = (endpoint: Endpoint, res: ServerResponse, lastPage: string): boolean => {
    const fault = faults[endpoint].shift();
    if (!fault) return false;
    switch (fault.kind) {
      case 'pass':
        return false;
      case 'status':
        res.writeHead(fault.status, {
          'content-type': 'application/json',
          ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}),
        });
        res.end(JSON.stringify({ error: `status ${fault.status}` }));
        return true;
      case 'garbage':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><body><h1>Service temporarily unavailable</h1></body></html>');
        return true;
      case 'truncatedJson':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(lastPage.slice(0, Math.floor(lastPage.length / 2)) || '{"notices": [');
        return true;
      case 'duplicatePage':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(lastPage);
        return true;
      default:
        faults[endpoint].unshift(fault);
        return false;
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    if (req.method === 'POST' && url.pathname === '/v3/notices/search') {
      const body = JSON.parse((await readBody(req)) || '{}') as {
        limit?: number;
        iterationNextToken?: string;
        query?: string;
        fields?: string[];
      };
      requests.push(`search:${body.iterationNextToken ?? 'start'}`);
      queries.push(body.query ?? '');
      fields.push(body.fields ?? []);
      if (faulted('search', res, lastSearchPage)) return;
      const limit = body.limit ?? 10;
      const offset = Number((body.iterationNextToken ?? 'it-0').slice(3)) || 0;
      const notices = tedItems.slice(offset, offset + limit);
      const next = offset + limit < tedItems.length ? `it-${offset + limit}` : undefined;
      lastSearchPage = JSON.stringify({
        notices,
        totalNoticeCount: tedItems.length,
        ...(next ? { iterationNextToken: next } : {}),
        timedOut: false,
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(lastSearchPage);
      return;
    }
    const xmlMatch = /^\/notice\/([^/]+)\/xml$/.exec(url.pathname);
    const tnXmlMatch = /^\/tenderned\/publicaties\/([^/]+)\/public-xml$/.exec(url.pathname);
    if (req.method === 'GET' && (xmlMatch || tnXmlMatch)) {
      requests.push(`detail:${url.pathname}`);
      const notice = xmlMatch ? tedXml.get(xmlMatch[1]!) : tenderNedXml.get(tnXmlMatch![1]!);
      const fault = faults.detail[0];
      if (fault?.kind === 'truncatedXml' && notice) {
        faults.detail.shift();
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(notice.xml.slice(0, Math.floor(notice.xml.length / 2)));
        return;
      }
      if (faulted('detail', res, '')) return;
      if (!notice) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{"error":"not found"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(notice.xml);
      return;
    }
    if (req.method === 'GET' && url.pathname === '/tenderned/publicaties') {
      const page = Number(url.searchParams.get('page') ?? '0');
      const size = Number(url.searchParams.get('size') ?? '20');
      requests.push(`list:${page}`);
      if (faulted('list', res, lastListPage)) return;
      const content = tenderNedItems.slice(page * size, page * size + size);
      const totalPages = Math.ceil(tenderNedItems.length / size);
      lastListPage = JSON.stringify({
        content,
        number: page,
        size,
        totalElements: tenderNedItems.length,
        totalPages,
        first: page === 0,
        last: page >= totalPages - 1,
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(lastListPage);
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"error":"no such endpoint"}');
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      res.writeHead(500);
      res.end(String(e));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  tedItems.push(...zaanstad);
  for (const n of notices.filter((n) => n.file.startsWith('eforms-real-notices/'))) {
    tedItems.push(searchItemOf(n, origin));
    tedXml.set(n.record.sourceId, n);
  }
  // TenderNed publishes the Dutch procedures; the Dutch-language eForms notices stand in for them.
  notices
    .filter((n) => n.file.startsWith('eforms-real-notices/') && n.record.language === 'nl')
    .forEach((n, i) => {
      const id = String(100000 + i);
      tenderNedItems.push(publicationOf(n.record, id, origin));
      tenderNedXml.set(id, n);
    });

  return {
    origin,
    tedBaseUrl: origin,
    tenderNedBaseUrl: `${origin}/tenderned`,
    tedItems,
    tedXml,
    tenderNedItems,
    tenderNedXml,
    requests,
    queries,
    fields,
    fail: (endpoint, ...f) => faults[endpoint].push(...f),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
