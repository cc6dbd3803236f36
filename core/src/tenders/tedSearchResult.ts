/**
 * One item of a TED Search API v3 response (fields publication-number, notice-title, …) →
 * TenderRecord. The search result carries fewer fields than the XML: no description, no award
 * criteria, values per lot only; everything it does carry is kept.
 */
import type { TenderLink, TenderNoticeType, TenderRecord } from '../model/tender';
import { amount, categoryOf, isoInstant, languageCode, uniqueCpv } from './codes';
import { NoticeParseError } from './noticeErrors';
import { unique } from './noticeLinks';

export type TedSearchNotice = Record<string, unknown>;

/** The search fields the ingestion asks TED for (the `fields` parameter of the query). */
export const TED_SEARCH_FIELDS = [
  'publication-number',
  'notice-identifier',
  'notice-type',
  'notice-title',
  'buyer-name',
  'buyer-country',
  'classification-cpv',
  'contract-nature',
  'deadline',
  'estimated-value-lot',
  'tender-value',
  'winner-name',
  'procedure-identifier',
  'publication-date',
  'links',
] as const;

/** eForms notice-type codes (BT-02). */
export function noticeTypeFromCode(code: string): TenderNoticeType {
  const c = code.toLowerCase();
  if (c === 'pmc') return 'market_consultation';
  if (c === 'corr') return 'rectification';
  if (c.startsWith('can') || c === 'veat') return 'award';
  if (c.startsWith('pin')) return 'prior_notice';
  return 'contract_notice';
}

function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  return [];
}

/** { nld: 'x' } or { nld: ['x'] } → { nl: 'x' }. */
function perLanguage(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!v || typeof v !== 'object' || Array.isArray(v)) return out;
  for (const [lang, value] of Object.entries(v as Record<string, unknown>)) {
    const first = strings(value)[0]?.trim();
    if (first) out[languageCode(lang)] = first;
  }
  return out;
}

/** TED composes translated titles as 'Country – CPV label – original title'. */
function noticeLanguage(titles: Record<string, string>, buyerLangs: string[]): string {
  return buyerLangs.find((l) => titles[l]) ?? (titles.en ? 'en' : (Object.keys(titles)[0] ?? ''));
}

export function mapTedSearchNotice(item: TedSearchNotice): TenderRecord {
  if (!item || typeof item !== 'object') {
    throw new NoticeParseError('invalidApiResult', 'search result is not an object');
  }
  const publicationNumber = strings(item['publication-number'])[0];
  if (!publicationNumber) {
    throw new NoticeParseError('invalidApiResult', 'search result without publication-number');
  }
  const titles = perLanguage(item['notice-title']);
  const buyers = perLanguage(item['buyer-name']);
  const lang = noticeLanguage(titles, Object.keys(buyers));
  const cpvCodes = uniqueCpv(strings(item['classification-cpv']));
  const mainCpv = cpvCodes[0] ?? null;
  const deadlines = strings(item.deadline)
    .map((d) => isoInstant(d))
    .filter((d) => d !== null);
  const deadline = deadlines.length
    ? deadlines.reduce((a, b) => (a.toMillis() <= b.toMillis() ? a : b))
    : null;
  const estimate = strings(item['estimated-value-lot'])
    .map(Number)
    .filter(Number.isFinite)
    .reduce((sum, n) => sum + n, 0);
  const publishedAt = isoInstant(
    strings(item['publication-date'])[0]?.replace(
      /^(\d{4}-\d{2}-\d{2})([+-]\d{2}:\d{2}|Z)$/,
      '$1T00:00:00$2',
    ),
  );
  if (!publishedAt) {
    throw new NoticeParseError('invalidApiResult', `${publicationNumber} without publication-date`);
  }

  const linkMap = (item.links ?? {}) as Record<string, Record<string, string>>;
  const pick = (kind: string) => {
    const byLang = linkMap[kind] ?? {};
    const wanted = Object.entries(byLang).find(([l]) => languageCode(l) === lang);
    return wanted?.[1] ?? byLang.ENG ?? Object.values(byLang)[0] ?? null;
  };
  const links: TenderLink[] = [
    { label: 'notice', url: pick('html') },
    { label: 'pdf', url: pick('pdf') },
    { label: 'xml', url: pick('xml') },
  ].filter((l): l is TenderLink => typeof l.url === 'string');

  const country = strings(item['buyer-country'])[0];
  return {
    source: 'ted',
    sourceId: publicationNumber,
    title: titles[lang] ?? '',
    description: '',
    titles,
    descriptions: {},
    buyer: buyers[lang] ?? Object.values(buyers)[0] ?? '',
    location: '',
    country: country ? (country.length === 3 ? null : country) : null,
    nuts: [],
    category: categoryOf(strings(item['contract-nature'])[0] ?? null, mainCpv),
    cpvCodes,
    mainCpv,
    publicationType: noticeTypeFromCode(strings(item['notice-type'])[0] ?? ''),
    scope: 'european',
    publishedAt,
    deadline,
    estimatedValue: estimate > 0 ? amount(String(estimate), 'EUR') : null,
    lots: [],
    links: unique(links),
    language: lang,
    procedureId: strings(item['procedure-identifier'])[0] ?? null,
  };
}

/** A whole response body `{ notices: [...] }`; bad items are reported, not thrown. */
export function mapTedSearchResponse(body: unknown): {
  tenders: TenderRecord[];
  rejected: { index: number; error: NoticeParseError }[];
} {
  const notices = (body as { notices?: unknown })?.notices;
  if (!Array.isArray(notices)) {
    throw new NoticeParseError('invalidApiResult', 'response has no notices array');
  }
  const tenders: TenderRecord[] = [];
  const rejected: { index: number; error: NoticeParseError }[] = [];
  notices.forEach((n, index) => {
    try {
      tenders.push(mapTedSearchNotice(n as TedSearchNotice));
    } catch (e) {
      if (e instanceof NoticeParseError) rejected.push({ index, error: e });
      else throw e;
    }
  });
  return { tenders, rejected };
}
