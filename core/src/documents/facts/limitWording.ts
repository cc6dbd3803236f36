/**
 * The wording of page, word and character limits (limits.ts): the units, the qualifiers that make
 * a length a maximum, the forms a limit takes in a sentence, and the header and cell of a table's
 * length column.
 */
import type { LimitKind } from '../../model/documentFacts';
import { NUMBER, NUMBER_WORD, parseNumber } from './numbers';
import { gateOf } from './ruleGate';

export const UNIT = String.raw`(pagina['’]?s|pagina|bladzijden|bladzijde|blz\.|pages?|sides? of A4|A4[- ]sides?|A4['’]?s|A4|kantjes?|zijden|woorden|words?|tekens|karakters|characters?)`;
const QUALIFIER = String.raw`(?:maximaal|max\.?|maximum(?: of| van)?|niet (?:meer|langer) (?:zijn |bedragen |beslaan )?dan|ten hoogste|hooguit|(?:shall|must|may|will|should) not exceed|not (?:to )?exceed(?:ing)?|no (?:more|greater|longer) than|not (?:be )?(?:more|longer) than|limited to|at most|up to|less than|minder dan|under)`;
// The number repeated in brackets, in digits ('ten (10) pages') or in words ('20 (twenty) pages':
// thirteenth probe set); only digits are captured.
export const BRACKET = String.raw`(?:\s*\((\d{1,5}(?:[,.]\d{3})?)\)|\s*\((?:${NUMBER_WORD})\))?`;

export const LIMIT = new RegExp(
  [
    String.raw`\b${QUALIFIER}\s+(?:de |het |a |een |of )?(${NUMBER})${BRACKET}\s+(?:A4[- ])?${UNIT}\b`,
    // Never a section number's last part ('A1.5 Page limit for Q2': twenty-first probe set's
    // study, an addendum's paragraph read as a limit of 5 pages).
    String.raw`(?<!\d\.)\b(${NUMBER})${BRACKET}[- ](page|word|character|pagina|woorden|tekens)[- ]?(?:limit(?:ation)?|maximum|limiet)\b`,
    String.raw`\b(page|word|character)[- ](?:limit|count)(?: of | is |\s*:\s*| )(${NUMBER})\b`,
    String.raw`\b(${NUMBER})${BRACKET}\s+(?:A4[- ])?${UNIT}\s+(?:maximum|max(?:imaal)?\.?)(?!\s*\d)`,
    // 'the 2,000 word Technical Approach', 'a 500-word summary': the length of a named part.
    String.raw`\b(?:the|a|an|de|het|een)\s+(\d{1,3}(?:,\d{3})?|\d+)[- ](word|page)\s+(?=[A-Z]|summary|narrative|description|essay|statement|response|proposal|document)`,
    // Eighth probe set: a limit an amendment sets anew ('Question 2 may now be answered in 2,500
    // words', 'Vraag 3 mag nu in 800 woorden worden beantwoord', 'The limit for Q5 is now 1,000
    // words'), and a part that must fit on one page ('a Gantt chart on one page', 'een planning op
    // één A4'), for the user to check.
    String.raw`\b(?:(?:may|can|must|mag|kan|moet)\s+(?:now|nu|voortaan)\s+(?:be\s+)?(?:(?:answered|written|submitted|beantwoord|geschreven)\s+)?(?:in|with)|(?:is|bedraagt)\s+(?:now|nu|voortaan))\s+(?:maximaal\s+|max\.?\s+|up to\s+)?(${NUMBER})${BRACKET}\s+(?:A4[- ])?${UNIT}\b`,
    String.raw`\b(?:on|op)\s+(a single|one|één|1)\s+(page|pagina|side of A4|A4|kantje)\b`,
    // Ninth probe set: a limit an amendment raises or lowers with no old value ('The limit for
    // Schedule 6 is increased to eight (8) pages', 'Het maximum voor K1 wordt verhoogd naar 5
    // pagina's', 'Het maximum voor Q2 wordt 1.000 woorden', 'the word count becomes 900 words').
    String.raw`\b(?:(?<=\b(?:limit\w*|limiet\w*|maxim\w*|omvang|count|length|lengte)\b[^.;]{0,80})(?:is|are|wordt|worden|has been|have been)\s+(?:hereby\s+|nu\s+|now\s+)?(?:increased|raised|extended|changed|amended|reduced|decreased|lowered|verhoogd|verlaagd|gewijzigd|aangepast|verruimd|teruggebracht|uitgebreid)\s+(?:to|naar|tot|in)|(?:maximum|limit|limiet|omvang|word count|page count)\b[^.;]{0,60}?\b(?:wordt|becomes|will be)(?:\s+(?:nu|voortaan|now))?)\s+(?:maximaal\s+|max\.?\s+|up to\s+)?(${NUMBER})${BRACKET}\s+(?:A4[- ])?${UNIT}\b`,
    // Ninth probe set: a label and its number ('Maximaal aantal woorden: 500', 'Woordenlimiet: 800').
    // Not the article before what the limit is of ('het maximum aantal pagina's van een bijlage':
    // seventeenth probe set's study, read as one page).
    String.raw`\b(?:(?:maximum|maximaal|max\.?)\s+aantal\s+(woorden|pagina['’]?s|tekens|karakters)|(woorden|pagina|teken|karakter)limiet)\s*(?::|is|bedraagt|van)?\s*(${NUMBER})\b(?!(?<=\b[Ee]en)\s+[a-zà-ÿ])`,
  ].join('|'),
  'gi',
);

/**
 * Pre-filter for LIMIT: every one of its forms names a unit ('pages', 'woorden', 'A4', 'tekens',
 * 'kantje', …), so a text without one of these words holds no limit, and LIMIT (a long
 * alternation of number words tried at every word) is not run over it: it was a sixth of the
 * facts' time on a long tender (docs/decisions.md "Tender facts time: pre-filters …").
 */
export const LIMIT_UNIT_GATE = gateOf(
  'pag|bladzijde|blz.|a4|kantje|zijden|woord|word|teken|karakter|character',
);

/**
 * What may follow a length in its cell: what it includes or leaves out ('2,500 characters including
 * spaces', "4 pagina's exclusief bijlagen", 'four sides of A4, plus a Gantt chart').
 */
const CELL_TAIL = String.raw`(?:\s*(?:,\s*)?(?:plus|including|includes|excluding|inclusief|exclusief|incl\.|excl\.|met|with|without|zonder|\()[^|]{0,60})?`;
/**
 * A header cell over a column of lengths ('Maximum length', 'Omvang', 'Page limit', 'Word count',
 * 'Aantal woorden': sixth probe set).
 */
export const LENGTH_HEADER =
  /\b(?:max(?:imum|imaal)?|length|lengte|omvang|limit|limiet)\b|\b(?:word|page|character)s?[- ]count\b|\b(?:aantal (?:woorden|pagina['’]?s|tekens)|woordenaantal)\b/i;
/**
 * A cell that is a length and nothing else: '4 pages', '2 x 500 words', "5 A4's"; or a length per
 * item, the item named before a colon and 'each' / 'per' after ('CVs: 2 pages each', "Cv's: 2
 * pagina's per persoon"; failure class seen on the fifth probe set).
 */
export const LENGTH_CELL = new RegExp(
  String.raw`^(?:[\p{L}'’ ]{2,30}:\s*)?(?:(?:max(?:imaal|imum)?\.?|up to|tot)\s*)?(?:\d{1,2}\s*[x×]\s*)?(${NUMBER})${BRACKET}\s*(?:A4[- ])?${UNIT}(?:\s*\(?A4\)?)?(?:\s+(?:each|per \p{L}+|elk|ieder|elke))?${CELL_TAIL}\.?$`,
  'iu',
);
/** A header over points or weights ('Maximaal aantal punten', 'Maximum score') is no length. */
export const SCORE_HEADER = /\b(?:punten|points|score|weging|weighting|weight|prijs|price)\b/i;

/** A part's code: 'Q1.3', 'K2', 'B.1', '4.2', 'Tab 3', 'Perceel 2', 'criterion K1'. */
export const PART_CODE =
  /\b(?:[A-Z]{1,3}\.?\d{1,2}(?:\.\d{1,2})*|\d{1,2}\.\d{1,2}(?:\.\d{1,2})*|(?:Tab|Part|Section|Question|Lot|Perceel|Deel|Vraag|Onderdeel|Criterium|Criterion)\s+[\dA-Z]{1,3})\b/;
export const PART_CODE_ONLY = /^(?:[A-Z]{1,3}\.?\d{1,2}(?:\.\d{1,2})*|\d{1,2}(?:\.\d{1,2})*)\.?$/;

/** Words that make a changed length a limit ('page limit', 'maximale omvang', 'no more than'). */
export const LIMIT_WORDS =
  /limi(?:t|et)|maxim|\bmax\.|omvang|\blength|\blengte|at most|ten hoogste|niet meer dan|no more than|not exceed/i;

/** Words that name nothing on their own: a cell's 'A maximum of …' leaves 'A' before the limit. */
export const FUNCTION_WORDS =
  /^(?:a|an|the|of|to|in|is|be|and|or|for|with|de|het|een|van|is|en|of|voor|met|per|in|op)$/i;
/** LIMIT for a test, without the global flag's state. */
export const LIMIT_ONCE = new RegExp(LIMIT.source, 'i');

/**
 * The unit a length column's header names ('Page limit', 'Max. pages', 'Woordenaantal', "Maximaal
 * aantal pagina's"), under which a cell may give the number alone ('R1 | … | 15 | 4'): twentieth
 * probe set's study, a rated requirements table's page-limit column beside its points unread.
 */
export function unitOfHeader(header: string): string | null {
  return (
    /\b(?:pages?|pagina['’]?s?|words?|woorden|characters?|tekens|kantjes?)\b|woordenaantal/i.exec(
      header,
    )?.[0] ?? null
  );
}

/** A cell that is a number alone, read in its header's unit; null otherwise. */
export function bareLength(cell: string, unit: string | null): number | null {
  const m = unit ? /^\s*(\d{1,5})\s*$/.exec(cell) : null;
  return m ? Number(m[1]) : null;
}

/** The kind of limit a unit names. */
export function kindOf(unit: string): LimitKind {
  if (/woord|word/i.test(unit)) return 'words';
  if (/teken|karakter|character/i.test(unit)) return 'characters';
  return 'pages';
}

/** The number a match states: the digit in brackets when given, else the written number. */
export function valueOf(written: string | undefined, bracket: string | undefined): number | null {
  if (bracket) return parseNumber(bracket);
  return written ? parseNumber(written) : null;
}

/**
 * The length and unit a match of `LIMIT` states: each of its forms ('not exceed twenty (20)
 * pages', 'a 5-page limitation', 'maximaal 2.000 tekens', 'one page') keeps them in groups of
 * its own.
 */
export function lengthOfLimit(m: RegExpMatchArray): { value: number | null; unit: string } {
  let value: number | null;
  let unit: string;
  if (m[1] !== undefined) {
    value = valueOf(m[1], m[2]);
    unit = m[3]!;
  } else if (m[4] !== undefined) {
    value = valueOf(m[4], m[5]);
    unit = m[6]!;
  } else if (m[7] !== undefined) {
    value = parseNumber(m[8]!);
    unit = m[7];
  } else if (m[9] !== undefined) {
    value = valueOf(m[9], m[10]);
    unit = m[11]!;
  } else if (m[12] !== undefined) {
    value = parseNumber(m[12]);
    unit = m[13]!;
  } else if (m[14] !== undefined) {
    value = valueOf(m[14], m[15]);
    unit = m[16]!;
  } else if (m[24] !== undefined) {
    value = parseNumber(m[24]);
    unit = (m[22] ?? m[23])!;
  } else if (m[19] !== undefined) {
    value = valueOf(m[19], m[20]);
    unit = m[21]!;
  } else {
    value = 1;
    unit = m[18]!;
  }
  return { value, unit };
}
