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
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TenderRecord } from '@tender/core';
import { composedTitleRest, countryCode3, parseNoticeXml } from '@tender/core/tenders/index';

const DATA = new URL('../../../../../shared/data/ted/', import.meta.url);

export type Endpoint = 'search' | 'list' | 'detail';
export type Fault =
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'garbage' }
  | { kind: 'truncatedJson' }
  | { kind: 'truncatedXml' }
  | { kind: 'duplicatePage' }
  /** Answer normally (to place a fault on a later request). */
  | { kind: 'pass' };

type RealNotice = { file: string; xml: string; record: TenderRecord };

/** The real eForms and TED-XML notices, parsed once per test process. */
let realNotices: RealNotice[] | undefined;
export function loadRealNotices(): RealNotice[] {
  if (realNotices) return realNotices;
  const out: RealNotice[] = [];
  for (const dir of ['eforms-real-notices', 'ted-xml-r209-real-notices']) {
    const folder = new URL(`${dir}/`, DATA);
    for (const file of readdirSync(folder)
      .filter((f) => f.endsWith('.xml'))
      .sort()) {
      const xml = readFileSync(new URL(file, folder), 'utf8');
      out.push({ file: `${dir}/${file}`, xml, record: parseNoticeXml(xml) });
    }
  }
  return (realNotices = out);
}

/** The Zaanstad results as TED's API returns them (the scraper wrapped each in ruwe_velden). */
export function loadZaanstadItems(): Record<string, unknown>[] {
  const file = new URL('ted-api-v3/zaanstad-ted-v3-search-raw-fields_aanbestedingen.json', DATA);
  const procedures = JSON.parse(readFileSync(file, 'utf8')) as {
    publicaties: { ruwe_velden: Record<string, unknown> }[];
  }[];
  return procedures.flatMap((p) => p.publicaties.map((pub) => pub.ruwe_velden));
}

const LANG3: Record<string, string> = { nl: 'NLD', en: 'ENG', fr: 'FRA', de: 'DEU', es: 'SPA' };
const TYPE_CODES: Record<string, string> = {
  market_consultation: 'pmc',
  prior_notice: 'pin-only',
  contract_notice: 'cn-standard',
  rectification: 'corr',
  award: 'can-standard',
};

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** TenderNed writes Dutch local time without an offset: '2024-05-12T12:00:00'. */
const amsterdam = (ms: number) =>
  new Date(ms).toLocaleString('sv-SE', { timeZone: 'Europe/Amsterdam' }).replace(' ', 'T');

/** 'YYYY-MM-DDZ' and 'HH:MM:SSZ': the API's lot deadline date and time, each with its zone. */
const utcDate = (ms: number) => `${new Date(ms).toISOString().slice(0, 10)}Z`;
const utcTime = (ms: number) => `${new Date(ms).toISOString().slice(11, 19)}Z`;

/** The eForms procedure code (BT-105) as the XML writes it; the API answers the same code. */
const procedureCodeOf = (xml: string) =>
  /<cbc:ProcedureCode listName="procurement-procedure-type">([^<]+)</.exec(xml)?.[1] ?? null;

/** A search item in the API's raw-field shape, with every field asked for, for a real notice. */
function searchItemOf(n: RealNotice, origin: string): Record<string, unknown> {
  const r = n.record;
  const lang = LANG3[r.language] ?? r.language.toUpperCase();
  const lots = r.lots ?? [];
  const valued = lots.filter((l) => l.estimatedValue);
  const dated = lots.filter((l) => l.deadline);
  const country = countryCode3(r.country);
  const procedureCode = procedureCodeOf(n.xml);
  return {
    'publication-number': r.sourceId,
    ...(r.noticeId ? { 'notice-identifier': r.noticeId } : {}),
    'notice-type': TYPE_CODES[r.publicationType],
    // TED composes notice-title; the notice's own title is title-proc.
    'notice-title': { [lang]: `${r.country ?? 'EU'} – ${r.mainCpv ?? ''} – ${r.title}` },
    'title-proc': { [lang]: r.title },
    ...(r.description ? { 'description-proc': { [lang]: r.description } } : {}),
    'buyer-name': { [lang]: [r.buyer] },
    ...(country ? { 'buyer-country': [country] } : {}),
    'classification-cpv': r.cpvCodes,
    ...(procedureCode ? { 'procedure-type': procedureCode } : {}),
    ...(lots.length
      ? {
          'identifier-lot': lots.map((l) => l.id),
          'title-lot': { [lang]: lots.map((l) => l.title ?? '') },
          'main-classification-lot': lots.map((l) => l.cpvCodes[0] ?? ''),
          // Like TED: one value per lot that has one (so they pair only when every lot has one).
          'estimated-value-lot': valued.map((l) => String(l.estimatedValue!.amount)),
          'estimated-value-cur-lot': valued.map((l) => l.estimatedValue!.currency),
          'deadline-receipt-tender-date-lot': dated.map((l) => utcDate(l.deadline!.toMillis())),
          'deadline-receipt-tender-time-lot': dated.map((l) => utcTime(l.deadline!.toMillis())),
        }
      : {}),
    'publication-date': `${day(r.publishedAt.toMillis())}Z`,
    ...(r.procedureId ? { 'procedure-identifier': r.procedureId } : {}),
    ...(r.changeOf ? { 'change-notice-version-identifier': `${r.changeOf}-01` } : {}),
    links: { xml: { MUL: `${origin}/notice/${r.sourceId}/xml` } },
  };
}

/** The Zaanstad results with the fields their scrape left out (see the header). */
export function fullZaanstadItems(): Record<string, unknown>[] {
  const items = loadZaanstadItems();
  const firstOf = new Map<string, Record<string, unknown>>();
  const byDate = [...items].sort(
    (a, b) =>
      String(a['publication-date']).localeCompare(String(b['publication-date'])) ||
      Number(String(a['publication-number']).split('-')[0]) -
        Number(String(b['publication-number']).split('-')[0]),
  );
  const changes = new Map<Record<string, unknown>, string>();
  for (const item of byDate) {
    const id = String(item['notice-identifier'] ?? '');
    if (!id) continue;
    if (firstOf.has(id)) changes.set(item, `${id}-01`);
    else firstOf.set(id, item);
  }
  return items.map((item) => {
    const composed = (item['notice-title'] as Record<string, string>).nld ?? '';
    const change = changes.get(item);
    return {
      ...item,
      'buyer-country': ['NLD'],
      'title-proc': { nld: composedTitleRest(composed) },
      ...(change ? { 'change-notice-version-identifier': change } : {}),
    };
  });
}

const TN_TYPES: Record<string, { code: string; omschrijving: string }> = {
  market_consultation: { code: 'MCO', omschrijving: 'Marktconsultatie' },
  prior_notice: { code: 'VAK', omschrijving: 'Vooraankondiging' },
  contract_notice: { code: 'AAO', omschrijving: 'Aankondiging van een opdracht' },
  rectification: { code: 'RTF', omschrijving: 'Rectificatie' },
  award: { code: 'AGO', omschrijving: 'Aankondiging van een gegunde opdracht' },
};
const TN_NATURE = { works: 'W', supply: 'L', services: 'D' } as const;

/** A TenderNed publication made from a real Dutch-language notice (id = 100000 + index). */
function publicationOf(r: TenderRecord, id: string, origin: string): Record<string, unknown> {
  const deadline = r.deadline ? amsterdam(r.deadline.toMillis()) : null;
  return {
    publicatieId: id,
    publicatieDatum: amsterdam(r.publishedAt.toMillis()).slice(0, 10),
    typePublicatie: TN_TYPES[r.publicationType],
    aanbestedingNaam: r.title,
    opdrachtgeverNaam: r.buyer,
    sluitingsDatum: deadline,
    typeOpdracht: { code: TN_NATURE[r.category] },
    europees: true,
    opdrachtBeschrijving: r.description,
    cpvCodes: r.cpvCodes.map((code, i) => ({ code, isHoofdOpdracht: i === 0 })),
    link: { href: `${origin}/tenderned/publicaties/${id}` },
  };
}

/**
 * How many tenders the TED items make once change notices and republications merge (issue 21):
 * one per procedure and stage (prior information, call, market consultation), one per award
 * notice; counted from the raw fields, apart from the merging code it checks.
 */
export function tedTenderCount(items: readonly Record<string, unknown>[]): number {
  const keys = new Set<string>();
  for (const item of items) {
    const type = String(item['notice-type'] ?? '');
    const publication = String(item['publication-number']);
    const procedure = item['procedure-identifier'];
    if (type.startsWith('can') || type === 'veat') keys.add(publication);
    else if (typeof procedure !== 'string') {
      keys.add(String(item['notice-identifier'] ?? publication));
    } else {
      const stage = type.startsWith('pin') ? 'pin' : type === 'pmc' ? 'pmc' : 'call';
      keys.add(`${procedure}|${stage}`);
    }
  }
  return keys.size;
}

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
