/**
 * The items the local TED and TenderNed stand-in (tenderApiServer.ts) serves, in each API's
 * shape, built at test time from the real notices in ../shared/data/ted (never copied into the
 * repository); and how many tenders the TED items make once merged, counted independently.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { TenderRecord } from '@tender/core';
import { composedTitleRest, countryCode3, parseNoticeXml } from '@tender/core/tenders/index';

const DATA = new URL('../../../../../shared/data/ted/', import.meta.url);

export type RealNotice = { file: string; xml: string; record: TenderRecord };

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
export function searchItemOf(n: RealNotice, origin: string): Record<string, unknown> {
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
export function publicationOf(
  r: TenderRecord,
  id: string,
  origin: string,
): Record<string, unknown> {
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
