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
/**
 * Australian and New Zealand cities: failure class seen on the fifth probe set, a Victorian RFT
 * stating 'All times in this RFT are Melbourne time' beside times in AEDT and AEST. The southern
 * summer runs from October to April (australianSummer).
 */
const AU_EAST_DST_PLACES = String.raw`Melbourne|Sydney|Canberra|Hobart|Victorian|New South Wales|Tasmanian`;
const AU_EAST_PLACES = String.raw`Brisbane|Queensland`;
const AU_CENTRAL_DST_PLACES = String.raw`Adelaide|South Australian`;
const AU_CENTRAL_PLACES = String.raw`Darwin|Northern Territory`;
const AU_WEST_PLACES = String.raw`Perth|Western Australian`;
const NZ_PLACES = String.raw`Auckland|Wellington|New Zealand`;
const SOUTHERN_PLACES = `${AU_EAST_DST_PLACES}|${AU_EAST_PLACES}|${AU_CENTRAL_DST_PLACES}|${AU_CENTRAL_PLACES}|${AU_WEST_PLACES}|${NZ_PLACES}`;
const PLACES = `${WESTERN_PLACES}|${CENTRAL_PLACES}|${EASTERN_PLACES}|${SOUTHERN_PLACES}`;
/** Australian and New Zealand zones by name or abbreviation, before 'Eastern Standard Time'. */
const SOUTHERN_ZONES = String.raw`Australian (?:Eastern|Central|Western)(?: (?:Standard|Daylight(?: Saving)?))? Time|New Zealand (?:Standard |Daylight )?Time|A[EC][SD]T\b|AWST\b|NZ[SD]T\b`;
/**
 * Zones without summer time that the rules name by offset: South African Standard Time (SAST,
 * +02:00) and Indian Standard Time (+05:30), also by their countries' names in English and Dutch
 * ('South African time', 'Zuid-Afrikaanse tijd', 'India time', 'Indiase tijd'). Failure class
 * seen on the thirteenth probe set: 'All times are South African Standard Time (SAST)' named no
 * zone the rules knew (the times were read as Amsterdam's), and 'Indian Standard Time (IST)' was
 * read by its abbreviation as Irish Standard Time (+01:00). Bare 'IST' stays Irish.
 *
 * Widened on the fourteenth probe set, where 'All times in this tender document are East Africa
 * Time (EAT)' and 'All times stated in this ITT are Singapore time (SGT)' were read as Amsterdam's
 * (every deadline of two documents an hour or six off): the other regions' zones without summer
 * time that tenders name, by region, country or capital and abbreviation, English and Dutch. An
 * abbreviation that is also a word ('EAT', 'CAT', 'WAT') is a zone only in capitals (isZoneWord);
 * 'GST' is no zone here (Singapore's and India's goods and services tax), nor 'ICT'.
 */
const FIXED_OFFSETS: readonly (readonly [string, string])[] = [
  [
    '+02:00',
    String.raw`South African? (?:Standard )?Time|SAST\b|Zuid-Afrikaanse (?:standaard)?tijd|Central Africa(?:n)? Time|CAT\b|Centraal-Afrikaanse tijd`,
  ],
  ['+05:30', String.raw`India(?:n)? (?:Standard )?Time|Indiase (?:standaard)?tijd`],
  [
    '+01:00',
    String.raw`West Africa(?:n)? Time|WAT\b|West-Afrikaanse tijd|(?:Nigeria|Nigerian|Lagos|Abuja) [Tt]ime|Nigeriaanse tijd`,
  ],
  [
    '+03:00',
    String.raw`East Africa(?:n)? Time|EAT\b|Oost-Afrikaanse tijd|(?:Kenya|Kenyan|Nairobi|Tanzania|Tanzanian|Uganda|Ugandan|Ethiopia|Ethiopian|Addis Ababa) [Tt]ime|(?:Keniaanse|Tanzaniaanse|Ugandese|Ethiopische) tijd|Arabia(?:n)? Standard Time|(?:Saudi|Riyadh|Qatar|Doha|Kuwait) [Tt]ime`,
  ],
  ['+04:00', String.raw`Gulf Standard Time|(?:UAE|Dubai|Abu Dhabi|Oman|Muscat) [Tt]ime`],
  [
    '+08:00',
    String.raw`Singapore (?:Standard )?[Tt]ime|SGT\b|Singaporese tijd|Malaysia(?:n)? (?:Standard )?[Tt]ime|MYT\b|Maleisische tijd|Hong Kong (?:Standard )?[Tt]ime|HKT\b|Philippine (?:Standard )?[Tt]ime|PHT\b|Filipijnse tijd|China Standard Time|Beijing [Tt]ime`,
  ],
  [
    '+09:00',
    String.raw`Japan(?:ese)? Standard Time|JST\b|Japanse tijd|Korea(?:n)? Standard Time|KST\b`,
  ],
];
const FIXED_ZONES = FIXED_OFFSETS.map(([, names]) => names).join('|');
const FIXED_NAMES = FIXED_OFFSETS.map(
  ([offset, names]) => [offset, new RegExp(String.raw`^(?:${names})$`, 'i')] as const,
);
/** The offset of a zone without summer time, by its name, or null for another zone. */
const fixedOffset = (zone: string): string | null =>
  FIXED_NAMES.find(([, names]) => names.test(zone))?.[0] ?? null;
/** 'local time in Lisbon', 'Lisbon time', 'Brussels local time', 'Belgische tijd', 'heure de Paris'. */
const PLACE_ZONE = String.raw`local time (?:in|at) (?:${PLACES})\b|(?:${PLACES}) (?:local )?time\b|(?:Belgische|Belgisch|Portugese|Luxemburgse|Franse|Duitse) tijd|tijd (?:in|van|te) (?:${PLACES})\b`;

/**
 * An offset written out, 'UTC+8', 'GMT+12', 'UTC-4', 'UTC+05:30', 'GMT −3': the zone of a place the
 * rules do not name ('Fiji Time (GMT+12)', 'Bonaire-tijd (AST, UTC-4)'), read as written
 * (twelfth probe set's study: 'GMT+12' was read as 'GMT', +00:00).
 */
export const UTC_OFFSET = String.raw`(?:UTC|GMT) ?[+\u2212-] ?\d{1,2}(?:[:.]?\d{2})?(?!\d)`;

/**
 * A zone written after a time ('4:00 pm Eastern Time (ET)', '12:00 CET') or stated for all times.
 * The place names come first so that 'local time in Lisbon' is read whole, not as 'local time'.
 * Mountain time by its standard and daylight names too, like the other US zones ('All times are
 * local time in <city> (Mountain Daylight Time)': fifteenth probe set's study, every time of a
 * Colorado city's schedule read as Amsterdam's).
 */
export const ZONE_WORDS = String.raw`${UTC_OFFSET}|${FIXED_ZONES}|${PLACE_ZONE}|${SOUTHERN_ZONES}|Eastern European(?: Summer)? Time|Eastern(?: (?:Standard|Daylight))? Time|E[SD]?T\b|Pacific(?: (?:Standard|Daylight))? Time|P[SD]?T\b|Central(?: (?:Standard|Daylight))? Time|C[SD]T\b|Mountain(?: (?:Standard|Daylight))? Time|M[SD]?T\b|Atlantic(?: (?:Standard|Daylight))? Time|A[SD]?T\b|(?:UK|British|London) (?:local )?time|British Summer Time|Greenwich Mean Time|Irish(?: Standard)? time|IST\b|Ireland time|Dublin time|Western European(?: Summer)? Time|GMT\b|BST\b|UTC\b|Central European(?: Summer)? Time|CES?T\b|Amsterdam(?:se)? tijd|Nederlandse tijd|Dutch time|local time`;

/**
 * 'AT', 'AST', 'ADT' name the Atlantic zone only in capitals: 'at' is a word ('12:00 at the
 * town hall'); so does 'IST' (Irish Standard Time), not the German word 'ist', and so do the
 * abbreviations of zones without summer time ('EAT', 'CAT', 'WAT' are words; 'Sgt' a rank). A zone
 * match in other letters is no zone.
 */
export const isZoneWord = (word: string): boolean =>
  !/^(?:a[sd]?t|ist|eat|cat|wat|sgt|myt|hkt|pht|jst|kst)$/i.test(word) ||
  word === word.toUpperCase();

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

/**
 * Daylight saving in south-eastern Australia: first Sunday of October to first Sunday of April
 * (New Zealand's starts on the last Sunday of September).
 */
function southernSummer(y: number, m: number, d: number, nz: boolean): boolean {
  const firstSunday = (month: number) => {
    const first = new Date(Date.UTC(y, month - 1, 1)).getUTCDay();
    return 1 + ((7 - first) % 7);
  };
  if (m < 4 || m > 10) return true;
  if (m > 4 && m < 9) return false;
  if (m === 4) return d < firstSunday(4);
  if (m === 9) return nz && d >= lastSunday(y, 9);
  return nz || d >= firstSunday(10);
}

/** The offset of an Australian or New Zealand zone on a day, or null for another zone. */
function southernOffset(name: string, y: number, m: number, d: number): string | null {
  const has = (places: string) => new RegExp(String.raw`\b(?:${places})\b`, 'i').test(name);
  const summer = (nz: boolean) => southernSummer(y, m, d, nz);
  if (/^(aedt|australian eastern daylight)/.test(name)) return '+11:00';
  if (/^(aest|australian eastern standard)/.test(name)) return '+10:00';
  if (/^(acdt|australian central daylight)/.test(name)) return '+10:30';
  if (/^(acst|australian central standard)/.test(name)) return '+09:30';
  if (/^(awst|australian western)/.test(name) || has(AU_WEST_PLACES)) return '+08:00';
  if (/^nzdt|new zealand daylight/.test(name)) return '+13:00';
  if (/^nzst|new zealand standard/.test(name)) return '+12:00';
  if (/^australian eastern time/.test(name) || has(AU_EAST_DST_PLACES)) {
    return summer(false) ? '+11:00' : '+10:00';
  }
  if (/^australian central time/.test(name) || has(AU_CENTRAL_DST_PLACES)) {
    return summer(false) ? '+10:30' : '+09:30';
  }
  if (has(AU_EAST_PLACES)) return '+10:00';
  if (has(AU_CENTRAL_PLACES)) return '+09:30';
  if (has(NZ_PLACES)) return summer(true) ? '+13:00' : '+12:00';
  return null;
}

const WESTERN = new RegExp(String.raw`\b(?:${WESTERN_PLACES}|portugese)\b`, 'i');
const EASTERN = new RegExp(String.raw`\b(?:${EASTERN_PLACES})\b|^eastern european`, 'i');

/** The offset ('+01:00', '-05:00') of a zone on a day; '' for a zone that is local (Amsterdam's). */
export function offsetOf(zone: string, y: number, m: number, d: number): string {
  const name = zone.toLowerCase();
  const written = /^(?:utc|gmt) ?([+\u2212-]) ?(\d{1,2})(?:[:.]?(\d{2}))?/.exec(name);
  if (written && Number(written[2]) <= 14) {
    return `${written[1] === '+' ? '+' : '-'}${pad(Number(written[2]))}:${written[3] ?? '00'}`;
  }
  const fixed = fixedOffset(zone.trim());
  if (fixed) return fixed;
  const southern = southernOffset(name, y, m, d);
  if (southern) return southern;
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
  if (/^(gmt|utc|greenwich)/.test(name)) return '+00:00';
  // Ireland and Portugal keep the UK's clock: GMT in winter, an hour on in summer.
  // 'IST' is Irish Standard Time, the Irish summer clock (ninth probe set's study).
  if (
    /^(uk|london|british|bst|ist$|irish|ireland|dublin|western european)/.test(name) ||
    WESTERN.test(name)
  ) {
    return name === 'bst' || name.includes('summer') || euSummer(y, m, d) ? '+01:00' : '+00:00';
  }
  return '';
}
