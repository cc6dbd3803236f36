/**
 * How companies write a certificate's details and whether a sentence states the company's own
 * certificate (issue 19, item 6), in English and Dutch: in a register line, a table cell or a
 * sentence of prose ('Our ISO 14001 certificate (EMS-4411, issued by DEKRA) ran until 30 June
 * 2025 and was not renewed', 'Ons ISO 27001-certificaat, nummer IS-12, afgegeven door BSI, is
 * geldig t/m 1 mei 2027'). The words are the language's ways of saying 'valid until', 'issued by'
 * and 'number', not one document's.
 */
import { type DateReading, certificateDates } from './certificateDates';
import { SCHEME_SOURCE } from './certificateSchemes';
import { quarterAtStart } from './certificateQuarters';

/** Certification bodies active in the Netherlands and Belgium; a name elsewhere after 'door'/'by' also counts. */
export const ISSUERS =
  /\b((?:AIB-)?Vinçotte|Certisys|BQA|Quality Partner|DNV|Bureau Veritas|Kiwa|TÜV|Lloyd's Register|LRQA|SGS|BSI|DEKRA|NQA|Intertek|Certiked|QMS International|EIK|SKAO|Normec|Det Norske Veritas|BRMS|Brand Compliance|IASME|NICEIC)(?![\p{L}\d])/u;

/** A word that goes on a body's name: a capitalised word, or its legal form ('B.V.', 'plc'). */
// '(Pty)' goes on before 'Ltd' ('NQA Africa (Pty) Ltd'), as South African and Australian companies write it.
const NAME_WORD = /^(,?\s+)(B\.V\.|N\.V\.|S\.A\.|plc|\(Pty\)|\p{Lu}[\p{L}'&-]*)(?![\p{L}\d])/u;
export const LEGAL_FORM =
  /^(?:B\.V\.|BV|N\.V\.|NV|S\.A\.|SA|Ltd|Limited|GmbH|AG|Inc|LLP|plc|PLC|BVBA)$/;
/**
 * A capitalised word that is no part of a body's name: an article or a pronoun, a word that
 * labels a detail ('Expiry', 'Geldig', 'Number'), a month, a standard's letters.
 */
export const NOT_NAME =
  /^(?:the|de|het|een|an?|our|ons|onze|we|wij|in|on|op|per|for|voor|and|en|of|to|tot|from|van|since|sinds|under|onder|valid\w*|geldig\w*|expir\w*|verv\w*|verlo\w*|number|nummer|nr|no|ref|scope|reikwijdte|toepassingsgebied|date|datum|status|issued|uitgegeven|afgegeven|uitgereikt|certificates?|certificaat\w*|registration|registratie|jan(?:uary|uari)?|feb(?:ruary|ruari)?|mar(?:ch)?|maart|apr(?:il)?|may|mei|june?|juni|july?|juli|aug(?:ust|ustus)?|sept?(?:ember)?|o[ck]t(?:ober)?|nov(?:ember)?|dec(?:ember)?|ISO|IEC|NEN|VCA|BRL|SOC|PCI|OHSAS|CO2|CHAS|KOMO)$/i;

/**
 * A known certification body's name as the text writes it in full: with its country office, its
 * division and its legal form ('DNV Business Assurance', 'Kiwa Nederland B.V.', 'BSI Assurance UK
 * Ltd'), up to a word that is no part of a name ('afgegeven door Kiwa Geldig tot …' is 'Kiwa').
 */
export function knownBody(text: string): string | null {
  const all = [...text.matchAll(new RegExp(ISSUERS.source, 'gu'))];
  if (all.length === 0) return null;
  // A body named as the start of its own scheme's name ('NICEIC Approved Contractor', 'Kiwa-attest'):
  // the body alone, unless the text names it again as a body ('… afgegeven door Kiwa Nederland B.V.').
  const startsScheme = (m: RegExpMatchArray) =>
    new RegExp(`^(?:${SCHEME_SOURCE})`, 'u').test(text.slice(m.index));
  const m = all.find((n) => n[1] === all[0]![1] && !startsScheme(n));
  if (!m) return all[0]![1]!;
  return nameGoingOn(m[1]!, text.slice(m.index! + m[0].length));
}

/** A name's first word(s) and the words of the text after them that go on the name. */
export function nameGoingOn(start: string, after: string): string {
  let name = start;
  let rest = after;
  // Up to five words: 'SAI Global' + 'Assurance Services Pty Ltd'.
  for (let k = 0; k < 5; k++) {
    const w = NAME_WORD.exec(rest);
    if (!w || NOT_NAME.test(w[2]!)) break;
    const legal = LEGAL_FORM.test(w[2]!);
    // A comma goes on only before a legal form ('Acme, Inc'): 'DNV, BSI' names two bodies.
    if (w[1]!.includes(',') && !legal) break;
    name += w[0];
    rest = rest.slice(w[0].length);
    // 'Inc.' / 'Ltd.' written with its dot inside a clause ('(BSI Group Canada Inc., FSMS 7812)'):
    // the dot is the name's, not a sentence's end.
    if (legal && /^\.(?=\s*[,;)])/.test(rest)) name += '.';
    if (legal) break;
  }
  return name;
}
/** A body's name: capitalised words, with the letters of any language ('Vinçotte', 'Société Générale'). */
// Also a name that opens in lower case and goes on in capitals or digits ('go2HR', 'eCert').
const BODY =
  "(?:\\p{Lu}|\\p{Ll}{1,4}(?=[\\p{Lu}\\d]))[\\p{L}\\d'&.-]*(?:\\s+\\p{Lu}[\\p{L}\\d'&.-]*){0,3}";
/**
 * A name ends with its legal form ('Certivo B.V.', 'Northgate Certification Ltd'): the capitalised
 * word after it is the next line's or sentence's ('… uitgegeven door Certivo B.V.⏎Afgegeven op 12
 * februari 2025' read the issuer as 'Certivo B.V. Afgegeven'), never more of the name.
 */
const LEGAL_FORM_ENDS =
  '(?<!(?:\\bB\\.V\\.|\\bN\\.V\\.|\\bBV|\\bNV|\\bLtd\\.?|\\bLimited|\\bGmbH|\\bInc\\.|\\bLLC|\\bplc|\\bS\\.A\\.|\\bAG))';
/**
 * A body's name after 'issued by': as BODY, also with a particle between its capitalised words
 * ('Bureau de Certification Caraïbe', 'Stichting van der Berg Keuring'), a legal form with dots
 * ('S.A.S.') and its short name in brackets after it ('… S.A.S. (BCC-Antilles)').
 */
const FULL_BODY =
  "(?:\\p{Lu}|\\p{Ll}{1,4}(?=[\\p{Lu}\\d]))[\\p{L}\\d'&.-]*(?:" +
  LEGAL_FORM_ENDS +
  "\\s+(?:(?:de|du|des|la|le|van|der|den)\\s+)?\\p{Lu}[\\p{L}\\d'&.-]*){0,4}(?:\\s+\\(\\p{Lu}[\\p{L}\\d&-]{1,15}\\))?";
export const ISSUED_BY = new RegExp(
  `\\b(?:uitgegeven door|afgegeven door|uitgereikt door|verstrekt door|verleend door|gecertificeerd door|certificerende (?:instelling|instantie)|uitgevende (?:instelling|instantie)|certification body|issuing body|certifier|issued by|certified by|awarded by|granted by|audited by|assessed by)\\s*:?\\s*(${FULL_BODY})`,
  'u',
);
/** 'certificaatnummer X', 'certificate no. X', and a number after the certificate's own name ('Ons ISO 27001-certificaat, nummer X'). */
export const NUMBER =
  /\b(?:certificaat\s*(?:nr|nummer|no)\.?|certificaatnummer|certificate\s*(?:no|nr|number)\.?|cert\.\s*nr\.?|(?:certificaat|certificate)\s*,?\s*(?:met\s+)?(?:nummer|number|nr\.?|no\.?)|registratienummer|registration\s+(?:no\.?|number)|accreditatienummer|accreditatie\s*(?:nr|nummer)\.?|accreditation\s+(?:no\.?|number)|inschrijvingsnummer|enrol(?:l)?ment\s+(?:no\.?|number)|(?<!(?:kvk|btw|vat|kamer van koophandel|chamber of commerce)[-\s]?)\b(?:nr|no)\.|(?<![\w-])nummer)\s*[:#]?\s*([A-Z0-9][A-Z0-9./-]{2,30}[A-Z0-9])/i;
/** A certificate's code written without a label ('(EMS-4411, issued by DEKRA)'): capitals and digits with a separator. */
const CODE = /(?:^|[\s(,;:])([A-Z][A-Z0-9]*(?:[-/.][A-Z0-9]+)+)(?=[\s),;:]|\.(?:\s|$)|$)/g;
/** Words that say the text speaks of a certificate: a certification, an approval, an accreditation, a registration. */
const CERTIFICATE_WORD =
  /certifi|gecertificeerd|accredit|geaccrediteerd|approval|goedkeuring|erkenning|registration|registratie/i;

/** The one unlabelled code in a certificate's own text, when that text speaks of a certificate. */
export function unlabelledNumber(
  text: string,
  isScheme: (s: string) => boolean,
  /** The caller knows the text is a certificate's (a replaced one's words): no word need say so. */
  spoken = false,
): string | null {
  if (!spoken && !CERTIFICATE_WORD.test(text)) return null;
  const codes = [...text.matchAll(CODE)]
    .map((m) => m[1]!)
    .filter((c) => /\d/.test(c) && !isScheme(c) && certificateDates(c).length === 0);
  return codes.length === 1 ? codes[0]! : null;
}

/**
 * A number written with a space between its letters and digits right after its label ('(certificate
 * EMS 771342)', 'certificaatnummer KT 40721', 'certificate number Q 77120', 'kenmerk K 55112').
 * Case-sensitive: 'nummer is 12345' is no number; a standard ('Certificate: ISO 14001 / Number:
 * EMS 12345' reads on past it to the number) or an amount ('EUR 50000') neither.
 */
const SPACED_NUMBER =
  /\b(?:[Cc]ertifica(?:at|te)(?:\s*(?:nr|no|nummer|number)\.?)?|[Cc]ertificaatnummer|[Nn]ummer|[Nn]umber|[Nn]r\.|[Nn]o\.|[Kk]enmerk|[Rr]eferen(?:ce|tie)|[Rr]ef\.)\s*[:#]?\s*([A-Z]{1,6} \d{3,})(?![\w-]|[.,/]\d)/g;
export const NOT_A_NUMBER = /^(?:EUR|GBP|USD|ISO|NEN|BRL|VCA|SOC|PCI)\b/;
export function spacedNumber(text: string): string | null {
  for (const m of text.matchAll(SPACED_NUMBER)) if (!NOT_A_NUMBER.test(m[1]!)) return m[1]!;
  return null;
}

/** Labels an expiry date follows: present, past and future, both languages. */
export const EXPIRY =
  /\b(?:(?:expiry|expiration|end)\s+date\s+of\s+(?:the\s+|our\s+|your\s+|this\s+)?(?:certificate|registration)\s+(?:(?:no\.?|number)\s+)?(?:[A-Z0-9][\w./-]*\s+)?(?:remains|stays|is|was|will\s+be)|(?:vervaldatum|verloopdatum|einddatum)\s+van\s+(?:het\s+|ons\s+|uw\s+|dit\s+)?(?:certificaat|registratie)\s+(?:(?:nr\.?|nummer)\s+)?(?:[A-Z0-9][\w./-]*\s+)?(?:blijft|is|was|wordt)|exp\.|exp(?=\s*:)|(?<=\bl(?:iep|oopt)\s(?:[^.;:]|\.(?!\s)){1,120}?)\baf\s+(?:op|per)|(?<=\btr(?:ekken|ekt|okken|ok)\s(?:[^.;:]|\.(?!\s)){1,120}?)\bin\s+(?:met\s+ingang\s+van|per)|(?:is\s+|was\s+|blijft\s+)?geldig\s+(?:tot\s+aan|tot(?:\s+en\s+met)?|t\/m|t\.e\.m\.?|tot\/met)|geldigheid\s+tot|(?:three-year\s+|3-year\s+|certification\s+|certificatie)?(?:cycle|cyclus)\s+(?:(?:that|which|die)\s+)?(?:closes|ends|eindigt|sluit|loopt\s+af)\s+(?:on|op|per)|vervaldatum|verloopdatum|einddatum|vervalt(?:\s+(?:op|per))?|vervallen\s+op|verl(?:oopt|open|iep)\s+(?:op|per)|verliep|verloopt|liep\s+af\s+(?:op|per)|(?:is\s+)?afgelopen\s+(?:op|per)|(?:laten\s+)?aflopen\s+(?:op|per)|beëindigd\s+(?:op|per)|loopt\s+af\s+(?:op|per)|liep\s+(?:tot|op)|loopt\s+(?:tot|op)|(?:is\s+|was\s+|remains\s+)?(?:current|good)\s+(?:until|till|to|through)|(?:in\s+force|van\s+kracht)\s+(?:until|till|to|tot(?:\s+en\s+met)?|t\/m)|loopt\s+nog\s+tot|(?:hadden|had)\s+(?:we|wij)\s+(?:het\s+)?(?:tot(?:\s+en\s+met)?|t\/m)|(?:we\s+)?(?:had|held)\s+it\s+(?:until|till|through)|(?:is\s+|was\s+|remains\s+)?valid\s+(?:until|through|till|up\s+to(?:\s+and\s+including)?|to)|expir(?:es|ed|ing|e|y\s+date|ation\s+date)(?:\s+on)?|expiry|ran\s+(?:for\s+(?:\w+\s+){1,2})?(?:until|till|to|out(?:\s+on)?)|runs\s+(?:for\s+(?:\w+\s+){1,2})?(?:until|till|to|out(?:\s+on)?)|lapsed(?:\s+on)?|lapses(?:\s+on)?|lapse\s+on|ended\s+on|(?<=\b(?:registration|inschrijving|registratie|erkenning|licen[cs]e|permit|vergunning|certificate|certificaat)\s)(?:ends|eindigt)(?:\s+(?:on|op|per))?|(?:verlopen|vervallen|beëindigd)(?=\s*(?:sinds\s+|per\s+|op\s+)?\d)(?:\s+(?:sinds|per|op))?|end\s+date|not\s+renewed\s+(?:after|on|per)|(?:was\s+|is\s+|werd\s+)?(?:withdrawn|revoked|cancell?ed|suspended|ingetrokken|geschorst|opgeschort)\s+(?:on|per|op|as\s+of|with\s+effect\s+from|met\s+ingang\s+van)|niet\s+(?:meer\s+)?verlengd\s+(?:na|per|op))\s*:?\s*/gi;
/**
 * The words that close a validity, both languages: 'until', 'tot en met', 't/m'. One list for a
 * bare closing word (UNTIL), a range's join (RANGE_JOIN) and a table cell that opens with one
 * (certificateCells.ts); a bare 'to' is added only where it cannot be a preposition.
 */
export const CLOSING_WORDS = String.raw`until|till|through|tot(?:\s+en\s+met)?|t\/m|t\.e\.m\.?`;
/**
 * A bare closing word before a date in a certificate's own text: 'was certified against ISO 22301
 * until 31 March 2026', 'Tot 31 maart 2026 waren wij … gecertificeerd', a register's 't/m 12-03-2027',
 * a term's end in brackets ('valid for twelve months (to 19 August 2026)'; a bare 'to' only there).
 * Read only when no labelled expiry is found, and only with a date right after it.
 */
export const UNTIL = new RegExp(
  String.raw`(?<![\w/])(?:${CLOSING_WORDS}|up\s+to\s+and\s+including|tot\/met|(?<=\(\s*)to)\s*:?\s*`,
  'gi',
);
export const ISSUED = new RegExp(
  `\\b(?:(?:afgegeven|uitgegeven|uitgereikt|verleend)\\s+(?:ingaande|met\\s+ingang\\s+van)|(?:issued|granted|awarded)\\s+(?:with\\s+effect\\s+from|as\\s+of)|(?<!(?:first|originally|initially|original|eerst|eerste|oorspronkelijk)\\s+)(?:issued|afgegeven|uitgegeven)(?=\\s*:)|afgegeven\\s+op|uitgegeven\\s+op|uitgereikt\\s+op|verleend\\s+op|datum\\s+van\\s+afgifte|afgiftedatum|ingangsdatum|geldig\\s+vanaf|issued\\s+on|issue\\s+date|date\\s+of\\s+issue|valid\\s+from|awarded\\s+on|granted\\s+on|(?:issued|awarded|granted)\\s+by\\s+${BODY}\\s+on|(?:uitgegeven|afgegeven|uitgereikt|verleend)\\s+door\\s+${BODY}\\s+op)\\s*:?\\s*`,
  'giu',
);
/** 'Geldig van 14 mei 2024 tot en met 13 mei 2027', 'valid from 1 May 2024 until 30 April 2027'. */
export const VALIDITY =
  /\b(?:geldig(?:heid)?|valid(?:ity)?|looptijd|term|periode|period|certified|gecertificeerd|from|van)\b/gi;
export const RANGE_JOIN = new RegExp(String.raw`^\s*(?:${CLOSING_WORDS}|to|[-–—])\s*$`, 'i');
/**
 * Dutch puts the verb last: 'is op 31 oktober 2026 verlopen', 'is per 1 mei 2026 vervallen',
 * 'liep op 15 mei 2026 af', 'heeft Kiwa op 2 mei 2025 afgegeven'. The date stands between 'op' or
 * 'per' and the verb that says what happened on it; a renewal or an audit on a date is neither.
 */
/** 'op', 'per', and 'met ingang van' ('met ingang van 1 mei 2026 geschorst'). */
const ON_DATE = /\b(?:op|per|met\s+ingang\s+van)\s*$/i;
/** The verb that ends 'op <date> verlopen', also after its auxiliary ('dat op … is verlopen'). */
export const ENDED_LAST =
  /^\s*(?:(?:is|zijn|was|waren)\s+)?(?:verlopen|vervallen|afgelopen|beëindigd|ingetrokken|geschorst|opgeschort|verliep|verviel|verloopt|vervalt|afloopt|af(?=\s*(?:[.,;:)]|$|en\b|omdat\b|want\b)))(?![\p{L}])/iu;
export const ISSUED_LAST =
  /^\s*(?:opnieuw\s+)?(?:uitgegeven|afgegeven|verleend|toegekend|verstrekt)(?![\p{L}])/iu;

/** The date written between 'op'/'per' and a verb-last word of the kind given, as yyyy-mm-dd. */
export function dateBeforeVerb(text: string, verb: RegExp, reading: DateReading): string | null {
  for (const d of certificateDates(text, reading)) {
    const before = text.slice(Math.max(0, d.start - 16), d.start);
    if (ON_DATE.test(before) && verb.test(text.slice(d.end, d.end + 30))) return d.iso.slice(0, 10);
  }
  return null;
}

/** A validity of whole years ('2022–2025', '2022 t/m 2025'), not 'ISO 9001:2015'. */
const YEAR_RANGE =
  /(?<![:\d])\b((?:19|20)\d\d)\s*(?:[-–—]|t\/m|tot(?:\s+en\s+met)?|to|until|through)\s*((?:19|20)\d\d)\b/;

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The last day of a month or a year stated without its day: the certificate is valid through it. */
function lastDayOf(year: number, month: number | null): string {
  return iso(new Date(Date.UTC(year, month ?? 12, 0)));
}

/**
 * An expiry written without its day right at the start of the text: 'juni 2027', 'end of 2026',
 * the end of a quarter.
 */
export function periodAtStart(text: string): string | null {
  const quarter = quarterAtStart(text);
  if (quarter) return lastDayOf(quarter.year, quarter.quarter * 3);
  const m =
    /^(?:in\s+|eind(?:e)?\s+(?:van\s+)?|ultimo\s+|(?:at\s+)?(?:the\s+)?end(?:\s+of)?\s+|per\s+)?(?:([a-z]{3,9})\.?\s+)?((?:19|20)\d\d)\b/i.exec(
      text,
    );
  // A month in figures before its year ('(exp. 03/2028)', 'geldig t/m 09-2028').
  const figures = /^(\d{1,2})[/.-]((?:19|20)\d\d)\b(?![/.-]\d)/.exec(text);
  if (figures && Number(figures[1]) >= 1 && Number(figures[1]) <= 12)
    return lastDayOf(Number(figures[2]), Number(figures[1]));
  if (!m) return null;
  const year = Number(m[2]);
  if (!m[1]) return lastDayOf(year, null);
  const month = certificateDates(`1 ${m[1]} ${year}`)[0];
  return month && month.start === 0 ? lastDayOf(year, Number(month.iso.slice(5, 7))) : null;
}

/** The end of a validity of whole years in the text, as the last day of its last year. */
export function yearRangeEnd(text: string): string | null {
  const m = YEAR_RANGE.exec(text);
  if (!m || Number(m[1]) > Number(m[2])) return null;
  return lastDayOf(Number(m[2]), null);
}

const OUR = /\b(?:our|ons|onze)\b/i;
const FIRST_PERSON = /\b(?:we|wij|our|ours|us|ons|onze)\b/i;
/** Another organisation's certificate: a customer's, a supplier's, one the company helped obtain. */
const HELPED =
  /\b(?:helped|helping|help|supported|supporting|guided|guiding|assisted|coached|prepared|begeleid\w*|hielpen|helpen|geholpen|ondersteun\w*|voorbereid\w*)\b[^.;]{0,100}?\b(?:achiev\w*|obtain\w*|gain\w*|get|got|earn\w*|pass\w*|behal\w*|verkrij\w*|verkreg\w*|halen|haalde\w*|certifi\w*)/i;
const THIRD_PARTY =
  /\b(?:client|clients|customer|customers|klant|klanten|opdrachtgever\w*|their|hun|supplier|suppliers|leverancier\w*|subcontractor\w*|onderaannemer\w*|inschrijver\w*|tenderer\w*|bidder\w*)\b/i;
/**
 * A certificate whose own words give it to a company outside the bidder's group: a sister
 * company's ('zustervennootschap', 'sister company'), one 'not in the group'. The fact sheet is the
 * company's: such a certificate is never recorded, so no draft states it as held.
 */
export const OTHER_HOLDER =
  /\b(?:zuster(?:vennootschap|bedrijf|onderneming|maatschappij)\w*|sister\s+(?:company|companies|firm|business)|niet\s+(?:in|tot)\s+(?:de|onze)\s+groep|buiten\s+(?:de|onze)\s+groep|not\s+(?:part\s+of|in|within)\s+(?:the|our)\s+group|outside\s+(?:the|our)\s+group)\b/i;
const REQUIRED =
  /\b(?:must|shall|should|required?|requires|eis\w*|vereist\w*|moet(?:en)?|dient|dienen)\b/i;
/** A certificate still to be obtained: 'working towards', 'we aim to', 'streven naar'. */
const ASPIRATION =
  /\b(?:working\s+towards?|work\s+towards?|works\s+towards?|aim(?:s|ing)?\s+(?:to|for|at)|plan(?:s|ned|ning)?\s+to|intend\w*|will\s+(?:obtain|achieve|seek|apply|pursue|get|be)|seek\w*|pursu\w*|preparing\s+for|toe\s+naar|streven|streeft|willen|in\s+voorbereiding|bereiden\s+\w+\s+voor|voorbereiden|ambitie|ambition|gaan\s+\w+\s+behalen)\b/i;
/** A management system that follows a standard without a claim of being certified. */
const CONFORMS =
  /\b(?:according\s+to|in\s+line\s+with|in\s+accordance\s+with|based\s+on|aligned\s+with|follows?|following|modelled\s+on|inspired\s+by|principles\s+of|volgens|conform|in\s+lijn\s+met|op\s+basis\s+van|gebaseerd\s+op|naar\s+het\s+voorbeeld\s+van|principes\s+van|uitgangspunten\s+van|volgt|volgen)\b/i;
const HOLDS =
  /\b(?:certified|certificate|certificaat|certificaten|gecertificeerd|holds?|held|hebben\s+het|bezit\w*|beschikken|beschikt|behaald|obtained|achieved|awarded|registered)\b|-certificaat|-gecertificeerd|-certified/i;
/** A service or a person's qualification named after a standard: 'ISO 27001 Lead Auditor', 'ISO 9001-implementatie'. */
const SERVICE =
  /^(?:ISO(?:\/IEC)?[\s-]?\d+(?:-1)?(?::\s?\d{4})?|NEN[\s-]?7510(?::\s?\d{4})?|\S+)[\s-]*(?:lead\s+)?(?:implementation|implementatie|implementeren|traject|training|cursus|course|advice|advies|consultancy|consultant|readiness|gap[\s-]analys[ie]s|gap[\s-]analyse|auditor|auditors|practitioner|foundation|awareness)\b/i;
/** A certificate that has ended: 'was not renewed', 'withdrawn', 'is verlopen', 'niet verlengd'. */
export const ENDED =
  /\b(?:not\s+(?:been\s+)?renewed|(?:did|do|have|has|had)\s*(?:n't|\s+not)\s+(?:\w+\s+)?renew\w*|no\s+longer\s+(?:hold|held|certified|valid)|withdrawn|suspended|lapsed|expired|ran\s+out|beëindigd|niet\s+(?:meer\s+)?(?:(?:te\s+)?(?:verlengd|verlengen|vernieuwd|vernieuwen))|verlengd(?:en)?\s+(?:we|wij)\s+(?:\w+\s+)?niet|niet\s+meer\s+(?:geldig|gecertificeerd)|ingetrokken|geschorst|verlopen|verliep|liep\s+af|laten\s+(?:aflopen|vervallen)|let\s+(?:[\w-]+\s+){0,5}?(?:lapse|expire|run\s+out))\b/i;

/**
 * Whether one statement (a sentence, or the part of it that is one certificate's) states a
 * certificate the company holds or held: not a customer's or a supplier's, not a tender's demand,
 * not a standard the company only follows or works towards, not a service or a person's
 * qualification named after a standard ('ISO 27001 Lead Auditor'), not one that ended without a date
 * (it cannot be held now, and there is no date to show that it ended).
 */
export function statesOwnCertificate(
  before: string,
  own: string,
  details: { number: string | null; issuer: string | null; expiresOn: string | null },
  /** In a reference project's block: the customer's, unless the sentence says 'our'. */
  inReference = false,
): boolean {
  const context = `${before} ${own}`;
  if (inReference && !OUR.test(context)) return false;
  if (HELPED.test(context) || OTHER_HOLDER.test(own)) return false;
  // Another organisation as the subject before the scheme's name, and no 'we' or 'our'.
  if (!FIRST_PERSON.test(context) && (THIRD_PARTY.test(before) || REQUIRED.test(before)))
    return false;
  const detailed = Boolean(details.number || details.expiresOn);
  if (ASPIRATION.test(context) && !detailed) return false;
  if (CONFORMS.test(context) && !HOLDS.test(context) && !detailed && !details.issuer) return false;
  if (ENDED.test(context) && !details.expiresOn) return false;
  if (SERVICE.test(own) && !detailed) return false;
  return true;
}
