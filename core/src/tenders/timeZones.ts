/**
 * Local times in notices → instants. TED-XML (and TenderNed) write deadlines as wall-clock
 * times without a zone; they are the buyer's local time, so the zone comes from the buyer's
 * country and, for countries with more than one zone, its NUTS region (docs/decisions.md):
 * the capital's zone unless the region is one of those listed in NUTS_ZONES.
 */

/** The zone of each country that publishes on TED: the capital's (ISO alpha-2 → IANA). */
const COUNTRY_ZONES: Record<string, string> = {
  AT: 'Europe/Vienna',
  BE: 'Europe/Brussels',
  BG: 'Europe/Sofia',
  HR: 'Europe/Zagreb',
  CY: 'Asia/Nicosia',
  CZ: 'Europe/Prague',
  DK: 'Europe/Copenhagen',
  EE: 'Europe/Tallinn',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  GR: 'Europe/Athens',
  HU: 'Europe/Budapest',
  IE: 'Europe/Dublin',
  IT: 'Europe/Rome',
  LV: 'Europe/Riga',
  LT: 'Europe/Vilnius',
  LU: 'Europe/Luxembourg',
  MT: 'Europe/Malta',
  NL: 'Europe/Amsterdam',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  RO: 'Europe/Bucharest',
  SK: 'Europe/Bratislava',
  SI: 'Europe/Ljubljana',
  ES: 'Europe/Madrid',
  SE: 'Europe/Stockholm',
  IS: 'Atlantic/Reykjavik',
  LI: 'Europe/Vaduz',
  NO: 'Europe/Oslo',
  CH: 'Europe/Zurich',
  GB: 'Europe/London',
  MK: 'Europe/Skopje',
  ME: 'Europe/Podgorica',
  RS: 'Europe/Belgrade',
  AL: 'Europe/Tirane',
  BA: 'Europe/Sarajevo',
  TR: 'Europe/Istanbul',
  UA: 'Europe/Kyiv',
  MD: 'Europe/Chisinau',
  GE: 'Asia/Tbilisi',
  XK: 'Europe/Belgrade',
};

/**
 * Regions whose zone is not the capital's, by NUTS code prefix (2016/2021 codes, and the older
 * French overseas codes FR9x/FRAx still found in older notices). Longest prefix wins.
 */
const NUTS_ZONES: Record<string, string> = {
  PT20: 'Atlantic/Azores',
  PT30: 'Atlantic/Madeira',
  ES70: 'Atlantic/Canary',
  FRY1: 'America/Guadeloupe',
  FRY2: 'America/Martinique',
  FRY3: 'America/Cayenne',
  FRY4: 'Indian/Reunion',
  FRY5: 'Indian/Mayotte',
  FRA1: 'America/Guadeloupe',
  FRA2: 'America/Martinique',
  FRA3: 'America/Cayenne',
  FRA4: 'Indian/Reunion',
  FRA5: 'Indian/Mayotte',
  FR91: 'America/Guadeloupe',
  FR92: 'America/Martinique',
  FR93: 'America/Cayenne',
  FR94: 'Indian/Reunion',
};

/** TED's own time: what a notice of an unknown country is read in (as before this rule). */
export const DEFAULT_NOTICE_ZONE = 'Europe/Brussels';

/** The buyer's time zone from its country (alpha-2) and NUTS codes (the first that decides). */
export function buyerTimeZone(
  country: string | null | undefined,
  nuts: readonly (string | null | undefined)[] = [],
): string {
  for (const code of nuts) {
    // NUTS codes are specific to their country, so the region alone decides.
    const zone = NUTS_ZONES[(code ?? '').trim().toUpperCase().slice(0, 4)];
    if (zone) return zone;
  }
  return (country && COUNTRY_ZONES[country.toUpperCase()]) || DEFAULT_NOTICE_ZONE;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Offset of the zone from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(ms: number, zone: string): number {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(ms).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of a wall-clock time in a zone ('2021-03-18T12:00:00' in 'Europe/Dublin'). A time
 * skipped or repeated at a clock change (02:30 on the change night) resolves to one of its two
 * readings, an hour apart; no notice sets a deadline in that hour.
 */
export function zonedMillis(local: string, zone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
  if (!Number.isFinite(wall)) return null;
  const first = wall - offsetAt(wall, zone);
  const second = wall - offsetAt(first, zone);
  return Math.min(first, second);
}
