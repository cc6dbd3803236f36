/**
 * One item of a TED Search API v3 response (fields publication-number, notice-title, …) →
 * TenderRecord. The search result carries fewer fields than the XML: no description, no award
 * criteria, values per lot only; everything it does carry is kept.
 */
import type { TenderLink, TenderLot, TenderNoticeType, TenderRecord } from '../model/tender';
import type { Timestamp } from '../ports/values';
import {
  amount,
  categoryOf,
  countryCode,
  eformsInstant,
  isoInstant,
  languageCode,
  uniqueCpv,
} from './codes';
import { changedNotice } from './eformsNotice';
import { NoticeParseError } from './noticeErrors';
import { sumOfLotValues, unique } from './noticeLinks';
import { eformsProcedureType } from './procedureTypes';

export type TedSearchNotice = Record<string, unknown>;

/**
 * The search fields the ingestion asks TED for (the `fields` parameter of the query): the
 * notice's own title (title-proc; notice-title is TED's composed 'Country – CPV label – title'),
 * the buyer's country (ISO alpha-3), the procedure type, the lots (id, title, main CPV, value,
 * deadline date and time with their zone), and the identifiers that link a change notice to the
 * notice it changes.
 */
export const TED_SEARCH_FIELDS = [
  'publication-number',
  'notice-identifier',
  'notice-type',
  'notice-title',
  'title-proc',
  'description-proc',
  'buyer-name',
  'buyer-country',
  'classification-cpv',
  'contract-nature',
  'procedure-type',
  'deadline',
  'identifier-lot',
  'title-lot',
  'main-classification-lot',
  'estimated-value-lot',
  'estimated-value-cur-lot',
  'estimated-value-proc',
  'estimated-value-cur-proc',
  'deadline-receipt-tender-date-lot',
  'deadline-receipt-tender-time-lot',
  'place-of-performance-subdiv-lot',
  'tender-value',
  'winner-name',
  'procedure-identifier',
  'change-notice-version-identifier',
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

/** { nld: 'x' } or { nld: ['x'] } → { nl: 'x' } (the n-th value of each language). */
function perLanguage(v: unknown, index = 0): Record<string, string> {
  const out: Record<string, string> = {};
  if (!v || typeof v !== 'object' || Array.isArray(v)) return out;
  for (const [lang, value] of Object.entries(v as Record<string, unknown>)) {
    const nth = strings(value)[index]?.trim();
    if (nth) out[languageCode(lang)] = nth;
  }
  return out;
}

function noticeLanguage(titles: Record<string, string>, buyerLangs: string[]): string {
  return buyerLangs.find((l) => titles[l]) ?? (titles.en ? 'en' : (Object.keys(titles)[0] ?? ''));
}

const COMPOSED_SEPARATOR = ' – ';

/**
 * TED composes notice-title as 'Country – CPV label – original title' in every language; the
 * original title is what follows the second separator (it may hold separators of its own).
 */
export function composedTitleRest(composed: string): string {
  const parts = composed.split(COMPOSED_SEPARATOR);
  return parts.length >= 3 ? parts.slice(2).join(COMPOSED_SEPARATOR).trim() : composed.trim();
}

/** Values of a per-lot field, when there is exactly one per lot (else they cannot be paired). */
function perLot(v: unknown, lots: number): (string | undefined)[] {
  const values = strings(v);
  return values.length === lots ? values : Array.from({ length: lots }, () => undefined);
}

/** Lots from the per-lot fields, paired by position with identifier-lot. */
function lotsOf(item: TedSearchNotice, lang: string): TenderLot[] {
  const ids = strings(item['identifier-lot']);
  const n = ids.length;
  if (!n) return [];
  const cpv = perLot(item['main-classification-lot'], n);
  const values = perLot(item['estimated-value-lot'], n);
  const currencies = strings(item['estimated-value-cur-lot']);
  const dates = perLot(item['deadline-receipt-tender-date-lot'], n);
  const times = perLot(item['deadline-receipt-tender-time-lot'], n);
  return ids.map((id, i) => {
    const titles = perLanguage(item['title-lot'], i);
    const currency = currencies.length === n ? currencies[i]! : (currencies[0] ?? 'EUR');
    return {
      id,
      title: titles[lang] ?? Object.values(titles)[0] ?? null,
      cpvCodes: uniqueCpv([cpv[i]]),
      nuts: [],
      deadline: eformsInstant(dates[i] ?? null, times[i] ?? null),
      estimatedValue: values[i] === undefined ? null : amount(values[i]!, currency),
      awardCriteria: [],
    };
  });
}

const earliest = (instants: (Timestamp | null)[]) =>
  instants
    .filter((d): d is Timestamp => d !== null)
    .reduce<Timestamp | null>((a, b) => (a === null || b.toMillis() < a.toMillis() ? b : a), null);

/**
 * A change notice keeps its form's notice type in the API; what makes it one is the link to the
 * notice it changes. A changed award notice stays an award notice (it never merges into a call).
 */
function changeType(type: TenderNoticeType, changeOf: string | null): TenderNoticeType {
  return changeOf && type !== 'award' ? 'rectification' : type;
}

export function mapTedSearchNotice(item: TedSearchNotice): TenderRecord {
  if (!item || typeof item !== 'object') {
    throw new NoticeParseError('invalidApiResult', 'search result is not an object');
  }
  const publicationNumber = strings(item['publication-number'])[0];
  if (!publicationNumber) {
    throw new NoticeParseError('invalidApiResult', 'search result without publication-number');
  }
  const composedTitles = perLanguage(item['notice-title']);
  const buyers = perLanguage(item['buyer-name']);
  // The notice's own title (title-proc); a result without it gets the original title back out
  // of TED's composed one, in the buyer's language.
  let titles = perLanguage(item['title-proc']);
  const lang = noticeLanguage(
    Object.keys(titles).length ? titles : composedTitles,
    Object.keys(buyers),
  );
  if (!Object.keys(titles).length && composedTitles[lang]) {
    titles = { [lang]: composedTitleRest(composedTitles[lang]) };
  }
  const descriptions = perLanguage(item['description-proc']);
  const lots = lotsOf(item, lang);
  const cpvCodes = uniqueCpv([
    ...strings(item['classification-cpv']),
    ...lots.flatMap((l) => l.cpvCodes),
  ]);
  const mainCpv = cpvCodes[0] ?? null;
  // 'deadline' carries date, time and zone in one; the lot fields carry them apart.
  const deadline =
    earliest(lots.map((l) => l.deadline)) ?? earliest(strings(item.deadline).map(isoInstant));
  const procValue = strings(item['estimated-value-proc'])[0];
  const lotValues = strings(item['estimated-value-lot']).map(Number).filter(Number.isFinite);
  const lotCurrency = strings(item['estimated-value-cur-lot'])[0] ?? 'EUR';
  const estimatedValue =
    (procValue ? amount(procValue, strings(item['estimated-value-cur-proc'])[0] ?? 'EUR') : null) ??
    (lots.length
      ? sumOfLotValues(lots)
      : lotValues.length
        ? amount(
            String(lotValues.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100),
            lotCurrency,
          )
        : null);
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

  const changeOf = changedNotice(strings(item['change-notice-version-identifier'])[0]);
  return {
    source: 'ted',
    sourceId: publicationNumber,
    title: titles[lang] ?? Object.values(titles)[0] ?? '',
    description: descriptions[lang] ?? '',
    titles,
    descriptions,
    buyer: buyers[lang] ?? Object.values(buyers)[0] ?? '',
    location: '',
    // ISO alpha-3 ('NLD') in the API; the first buyer's, as for the XML notices.
    country: countryCode(strings(item['buyer-country'])[0]),
    nuts: unique(strings(item['place-of-performance-subdiv-lot'])),
    category: categoryOf(strings(item['contract-nature'])[0] ?? null, mainCpv),
    cpvCodes,
    mainCpv,
    publicationType: changeType(
      noticeTypeFromCode(strings(item['notice-type'])[0] ?? ''),
      changeOf,
    ),
    scope: 'european',
    publishedAt,
    deadline,
    estimatedValue,
    lots,
    links: unique(links),
    language: lang,
    procedureId: strings(item['procedure-identifier'])[0] ?? null,
    procedureType: eformsProcedureType(strings(item['procedure-type'])[0]),
    noticeId: strings(item['notice-identifier'])[0]?.toLowerCase() ?? null,
    changeOf,
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
