/** Code conversions the notice formats need: languages, countries, dates, CPV, contract nature. */
import countries from 'i18n-iso-countries';
import { Timestamp } from '../ports/values';
import type { TenderCategory } from '../model/tender';
import { DEFAULT_NOTICE_ZONE, zonedMillis } from './timeZones';

/** The 24 EU languages: ISO 639-2/B (eForms, TED API) → ISO 639-1. */
const LANGUAGES_3_TO_1: Record<string, string> = {
  BUL: 'bg',
  CES: 'cs',
  DAN: 'da',
  DEU: 'de',
  ELL: 'el',
  ENG: 'en',
  EST: 'et',
  FIN: 'fi',
  FRA: 'fr',
  GLE: 'ga',
  HRV: 'hr',
  HUN: 'hu',
  ITA: 'it',
  LAV: 'lv',
  LIT: 'lt',
  MLT: 'mt',
  NLD: 'nl',
  POL: 'pl',
  POR: 'pt',
  RON: 'ro',
  SLK: 'sk',
  SLV: 'sl',
  SPA: 'es',
  SWE: 'sv',
  NOR: 'no',
  ISL: 'is',
};

/** 'NLD' or 'NL' → 'nl'; unknown codes are lower-cased as they are. */
export function languageCode(code: string | null | undefined): string {
  if (!code) return '';
  const c = code.trim().toUpperCase();
  if (c.length === 2) return c.toLowerCase();
  return LANGUAGES_3_TO_1[c] ?? c.toLowerCase();
}

export { EU_COUNTRIES } from './euCountries';

/**
 * 'NLD' / 'NL' / 'UK' → 'NL' / 'NL' / 'GB' (eForms and TED API v3 write ISO alpha-3, TED-XML
 * alpha-2 with the EU's own 'UK' and 'EL'); the full ISO 3166-1 table comes from
 * i18n-iso-countries. Null for empty input and for a code that is no country: an unknown code is
 * no buyer country, not a country of its own.
 */
export function countryCode(code: string | null | undefined): string | null {
  if (!code) return null;
  const c = code.trim().toUpperCase();
  if (c === 'UK') return 'GB';
  if (c === 'EL') return 'GR';
  // Kosovo has no ISO code; TED uses the user-assigned XK / XKX.
  if (c === 'XK' || c === 'XKX') return 'XK';
  if (c.length === 2) return countries.isValid(c) ? c : null;
  if (c.length === 3) return countries.alpha3ToAlpha2(c) ?? null;
  return null;
}

/** 'NL' → 'NLD' (the TED API's buyer-country values and queries); null for no country. */
export function countryCode3(alpha2: string | null | undefined): string | null {
  return alpha2 ? (countries.alpha2ToAlpha3(alpha2.trim().toUpperCase()) ?? null) : null;
}

/**
 * eForms dates carry their zone on the date ('2024-03-18+01:00', '2024-03-01Z') and times on
 * their own ('12:00:00+01:00'). Without a time the instant is the start of that day in its zone.
 */
export function eformsInstant(date: string | null, time?: string | null): Timestamp | null {
  if (!date) return null;
  const d = /^(\d{4}-\d{2}-\d{2})(Z|[+-]\d{2}:\d{2})?$/.exec(date.trim());
  if (!d) return null;
  let clock = '00:00:00';
  let zone = d[2] ?? 'Z';
  const t = time ? /^(\d{2}:\d{2}(?::\d{2})?)(Z|[+-]\d{2}:\d{2})?$/.exec(time.trim()) : null;
  if (t) {
    clock = t[1]!.length === 5 ? `${t[1]}:00` : t[1]!;
    zone = t[2] ?? zone;
  }
  return isoInstant(`${d[1]}T${clock}${zone}`);
}

/**
 * TED-XML dates: '20210209', '2021-03-18' (+ '12:00'), written without a zone: the wall-clock time
 * of `zone` (the buyer's, timeZones.ts; Brussels when the caller knows no better).
 */
export function tedXmlInstant(
  date: string | null,
  time?: string | null,
  zone: string = DEFAULT_NOTICE_ZONE,
): Timestamp | null {
  if (!date) return null;
  const m = /^(\d{4})-?(\d{2})-?(\d{2})(?:\s+(\d{2}:\d{2}))?$/.exec(date.trim());
  if (!m) return null;
  const clock = (time && /^\d{2}:\d{2}$/.test(time.trim()) ? time.trim() : m[4]) ?? '00:00';
  const ms = zonedMillis(`${m[1]}-${m[2]}-${m[3]}T${clock}`, zone);
  return ms === null ? null : Timestamp.fromMillis(ms);
}

export function isoInstant(iso: string | null | undefined): Timestamp | null {
  if (!iso) return null;
  const ms = Date.parse(iso.trim());
  return Number.isFinite(ms) ? Timestamp.fromMillis(ms) : null;
}

/** First eight digits of a CPV code ('45000000-7' → '45000000'); null if it is not one. */
export function cpv8(code: string | null | undefined): string | null {
  if (!code) return null;
  const m = /^(\d{8})(?:-\d)?$/.exec(code.trim());
  return m ? m[1]! : null;
}

/** Keeps order, drops duplicates and anything that is not a CPV code. */
export function uniqueCpv(codes: Iterable<string | null | undefined>): string[] {
  const out: string[] = [];
  for (const c of codes) {
    const code = cpv8(c);
    if (code && !out.includes(code)) out.push(code);
  }
  return out;
}

/** Contract nature as written in either format; falls back to the CPV convention (45 = works). */
export function categoryOf(nature: string | null, mainCpv: string | null): TenderCategory {
  const n = (nature ?? '').toLowerCase();
  if (n.startsWith('work') || n === '1') return 'works';
  if (n.startsWith('suppl') || n === '2') return 'supply';
  if (n.startsWith('serv') || n === '4') return 'services';
  if (mainCpv) {
    const division = Number(mainCpv.slice(0, 2));
    if (division === 45) return 'works';
    if (division < 45 || division === 48) return 'supply';
  }
  return 'services';
}

export function amount(value: string | null, currency: string | null) {
  if (value === null) return null;
  const n = Number(value.replace(/\s/g, ''));
  // Sums of missing parts come out as NaN; a value that is not a number is no value.
  if (Number.isNaN(n)) return null;
  return Number.isFinite(n) ? { amount: n, currency: (currency ?? 'EUR').toUpperCase() } : null;
}
