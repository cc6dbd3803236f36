/**
 * Time zones as tender documents name them, and the offset each has on a given day. US and UK
 * zones get their offset; Dutch and Central European time stay local (TenderFacts' Amsterdam
 * default), whatever they are called. A zone may be named by its city or country ('local time in
 * Lisbon', 'Brussels time', 'Helsinki time'): failure class seen on the fourth probe set, where an
 * EU agency in Lisbon states 'all times ... are local time in Lisbon' (WET, an hour behind
 * Amsterdam).
 */

/** Cities and countries on Western European time (the UK's and Ireland's clock). */
const WESTERN_PLACES = String.raw`Lisbon|Lisboa|Lissabon|Portugal|Portuguese|Porto|Madeira|Canary Islands|Canarias|Reykjavik`;
/** On Central European time, Amsterdam's: local. */
const CENTRAL_PLACES = String.raw`Brussels|Brussel|Parijs|Luxemburg|Belgian|Luxembourg|Paris|French|Berlin|German|Madrid|Spanish|Rome|Italian|Vienna|Austrian|Copenhagen|Danish|Stockholm|Swedish|Oslo|Warsaw|Polish|Prague|Czech|Bratislava|Budapest|Ljubljana|Zagreb|Valletta|Frankfurt|Strasbourg|Geneva|Bern|Zurich`;
/** On Eastern European time, an hour ahead of Amsterdam. */
const EASTERN_PLACES = String.raw`Helsinki|Finnish|Athens|Athene|Greek|Sofia|Bulgarian|Bucharest|Romanian|Tallinn|Estonian|Riga|Latvian|Vilnius|Lithuanian|Nicosia|Cyprus|Kyiv|Kiev`;
const PLACES = `${WESTERN_PLACES}|${CENTRAL_PLACES}|${EASTERN_PLACES}`;
/** 'local time in Lisbon', 'Lisbon time', 'Brussels local time', 'Belgische tijd', 'heure de Paris'. */
const PLACE_ZONE = String.raw`local time (?:in|at) (?:${PLACES})\b|(?:${PLACES}) (?:local )?time\b|(?:Belgische|Belgisch|Portugese|Luxemburgse|Franse|Duitse) tijd|tijd (?:in|van|te) (?:${PLACES})\b`;

/**
 * A zone written after a time ('4:00 pm Eastern Time (ET)', '12:00 CET') or stated for all times.
 * The place names come first so that 'local time in Lisbon' is read whole, not as 'local time'.
 */
export const ZONE_WORDS = String.raw`${PLACE_ZONE}|Eastern European(?: Summer)? Time|Eastern(?: (?:Standard|Daylight))? Time|E[SD]?T\b|Pacific(?: (?:Standard|Daylight))? Time|P[SD]?T\b|Central(?: (?:Standard|Daylight))? Time|C[SD]T\b|Mountain Time|M[SD]?T\b|Atlantic(?: (?:Standard|Daylight))? Time|A[SD]?T\b|UK time|London time|Irish(?: Standard)? time|Ireland time|Dublin time|Western European(?: Summer)? Time|GMT\b|BST\b|UTC\b|Central European(?: Summer)? Time|CES?T\b|Amsterdam(?:se)? tijd|Nederlandse tijd|Dutch time|local time`;

/**
 * 'AT', 'AST', 'ADT' name the Atlantic zone only in capitals: 'at' is a word ('12:00 at the
 * town hall'). A zone match in other letters is no zone.
 */
export const isZoneWord = (word: string): boolean =>
  !/^a[sd]?t$/i.test(word) || word === word.toUpperCase();

const pad = (n: number) => String(n).padStart(2, '0');

/** Last Sunday of a month (EU summer time runs from March's to October's). */
function lastSunday(y: number, m: number): number {
  const last = new Date(Date.UTC(y, m, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** EU summer time on that day: last Sunday of March to last Sunday of October. */
function euSummer(y: number, m: number, d: number): boolean {
  return (
    (m > 3 && m < 10) || (m === 3 && d >= lastSunday(y, 3)) || (m === 10 && d < lastSunday(y, 10))
  );
}

/** US daylight saving: second Sunday of March to first Sunday of November. */
function usDst(y: number, m: number, d: number): boolean {
  const nthSunday = (month: number, n: number) => {
    const first = new Date(Date.UTC(y, month - 1, 1)).getUTCDay();
    return 1 + ((7 - first) % 7) + (n - 1) * 7;
  };
  if (m < 3 || m > 11) return false;
  if (m > 3 && m < 11) return true;
  return m === 3 ? d >= nthSunday(3, 2) : d < nthSunday(11, 1);
}

const WESTERN = new RegExp(String.raw`\b(?:${WESTERN_PLACES}|portugese)\b`, 'i');
const EASTERN = new RegExp(String.raw`\b(?:${EASTERN_PLACES})\b|^eastern european`, 'i');

/** The offset ('+01:00', '-05:00') of a zone on a day; '' for a zone that is local (Amsterdam's). */
export function offsetOf(zone: string, y: number, m: number, d: number): string {
  const name = zone.toLowerCase();
  const us = (standard: number) => {
    const h = usDst(y, m, d) ? standard - 1 : standard;
    return `-${pad(h)}:00`;
  };
  if (EASTERN.test(name)) return euSummer(y, m, d) || name.includes('summer') ? '+03:00' : '+02:00';
  if (/^(eastern|e[sd]?t)/.test(name)) return name === 'est' ? '-05:00' : us(5);
  if (/^(central time|central standard|central daylight|c[sd]t)/.test(name)) return us(6);
  if (/^(mountain|m[sd]?t)/.test(name)) return us(7);
  // Canada's Atlantic provinces keep the US daylight-saving dates, an hour ahead of Eastern.
  if (/^(atlantic|a[sd]?t$)/.test(name)) return name === 'ast' ? '-04:00' : us(4);
  if (/^(pacific|p[sd]?t)/.test(name)) return name === 'pst' ? '-08:00' : us(8);
  if (/^(gmt|utc)/.test(name)) return '+00:00';
  // Ireland and Portugal keep the UK's clock: GMT in winter, an hour on in summer.
  if (/^(uk|london|bst|irish|ireland|dublin|western european)/.test(name) || WESTERN.test(name)) {
    return name === 'bst' || name.includes('summer') || euSummer(y, m, d) ? '+01:00' : '+00:00';
  }
  return '';
}
