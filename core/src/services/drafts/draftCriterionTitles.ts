/**
 * A criterion's title where the tender repeats it (issue 19, item 1): a row of the award-criteria
 * table ('K2 Kwaliteit van het team 15%'), a row of a length-limit table ('Q1.3 Service
 * management 1,500 words') or a questions appendix's title over its question ('Q1.1 Technical
 * solution (weighting 25%)'). Such a title is the criterion, never a demand on it; in a
 * questions appendix it says whose question follows.
 */
import { LABELLED } from './draftRequirementUnits';
import { valueOfNumberName } from '../../text/numberWords';
import type { PlannedCriterion } from './draftPlan';
import type { TenderStatement } from './draftRequirementText';

/** A criterion's code before its name ('K2 ', 'K1a - ', 'B.2: ', '2.1 ', 'Q1.2 ', 'P '). */
const CRITERION_CODE =
  /^(?:[A-Z]{1,2}\.?\d{0,2}(?:\.\d{1,2})*[a-z]?|\d{1,2}(?:\.\d{1,2})*\.?)\s*[-–:.)]?\s+/u;
/**
 * A weight or points after it ('15%', '20 %', '150', '40 points', '(10 punten)', '(weighting
 * 25%)', '(weging: 30%)'), also after a dash or colon ('… - 30%', 'Prijs: 25%').
 */
const CRITERION_WEIGHT =
  /\s*(?:[-–:]\s*)?[(]?\s*(?:(?:weighting|weight|weging|gewicht)\s*:?\s*)?(?:\d{1,4}(?:[.,]\d+)?\s*(?:%|procent|per ?cent|points?|punten|marks)?)\s*[)]?$/iu;
/** The unit of a length limit ('words', 'sides of A4', 'pagina’s', 'tekens'). */
const LENGTH_UNIT =
  /^(?:sides?|pages?|pagina(?:['’]?s)?|A4(?:['’]?s)?|words|woorden|characters|tekens)[.,;]?$/iu;
/** What may stand before a limit's number ('maximum of', 'maximaal', 'no more than'). */
const LIMIT_WORD = /^(?:maximum|max\.?|maximaal|of|ten|hoogste|no|not|more|than|up|to|at|most)$/i;
const isNumber = (w: string) =>
  /^\d[\d.,]*$/.test(w) ||
  /^\(\d{1,4}\)$/.test(w) ||
  valueOfNumberName(w.toLowerCase()) !== undefined;

/**
 * The text without a length limit after it and whatever the limit adds ('… 2,000 words', '… six
 * (6) sides of A4, plus a Gantt chart', '… maximaal 3 pagina’s', '… one thousand words').
 */
function withoutLengthLimit(text: string): string {
  const words = text.split(/\s+/);
  const unit = words.findIndex((w, i) => i > 0 && LENGTH_UNIT.test(w));
  if (unit < 0) return text;
  let start = unit;
  while (start > 0 && isNumber(words[start - 1]!)) start--;
  if (start === unit) return text;
  while (start > 0 && LIMIT_WORD.test(words[start - 1]!)) start--;
  return words.slice(0, start).join(' ');
}

/**
 * The code the tender gives a criterion in its own row ('K1 Plan van aanpak … | 25', 'Q2.1
 * Service management | 10%') when the facts name it without: the code the bid answers under, kept
 * with the requirement that names the criterion (a table read with its structure gave the name
 * alone, so the plan lost 'K1' where the page text had kept it).
 */
export function criterionCode(quote: string, name: string): string | null {
  const code = /^([A-Z]{1,2}\.?\d{1,2}(?:\.\d{1,2})*[a-z]?)\s*[-–:.)]?\s+/u.exec(quote.trim());
  if (!code || withoutCode(name) !== name.trim()) return null;
  const rest = quote.trim().slice(code[0].length).toLowerCase();
  return rest.startsWith(name.trim().toLowerCase().slice(0, 24)) ? code[1]! : null;
}

/** A criterion's name without its code ('K1a - Beheersing …' → 'Beheersing …'). */
export const withoutCode = (name: string): string =>
  name.replace(CRITERION_CODE, '').trim() || name;
/** A title without its code, weight and length limit, in lower case: one criterion's, however written. */
export const bare = (s: string) =>
  withoutLengthLimit(s)
    .replace(CRITERION_CODE, '')
    .replace(CRITERION_WEIGHT, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The criterion a text is the title of, with its code, weight or length limit; else undefined. */
function titleOf(text: string, criteria: readonly PlannedCriterion[]): string | undefined {
  const row = bare(text);
  return row.length > 0 ? criteria.find((c) => bare(c.name) === row)?.id : undefined;
}

/**
 * Failure class: a row of the award-criteria table ('K2 Kwaliteit van het team 15%') or of a
 * length-limit table, read as a statement, was planned as a demand — under the criterion above it
 * in the table as well as its own, and worded with its code and weight, which no evidence shares.
 * Such a row is a criterion, not a demand on it: the criterion's section stands for it already.
 */
export function isCriterionRow(text: string, criteria: readonly PlannedCriterion[]): boolean {
  return titleOf(text, criteria) !== undefined;
}

/**
 * Failure class: a questions appendix repeats each criterion's title ('Q1.2 Implementation
 * (weighting 15%)') and asks the criterion's question below it ('Provide an implementation plan
 * …'), under a heading that names no criterion, so the question was planned under none and the
 * title stood for the criterion instead. Walked in order: a title starts its criterion's part,
 * which runs until the next title or the end of its section (document and main heading). A title
 * next to another title is a table's row (the criteria, their limits) and starts no part.
 */
export function underCriterionTitles(
  criteria: readonly PlannedCriterion[],
  statements: readonly TenderStatement[],
): Map<string, TenderStatement[]> {
  const out = new Map<string, TenderStatement[]>();
  const titles = statements.map((s) => titleOf(s.text, criteria));
  let section: string | null = null;
  let current: string | undefined;
  statements.forEach((s, i) => {
    const where = `${s.documentName}|${s.main ?? ''}`;
    if (where !== section) {
      section = where;
      current = undefined;
    }
    const title = titles[i];
    if (title) {
      const inTable = titles[i - 1] !== undefined || titles[i + 1] !== undefined;
      current = inTable ? undefined : title;
      return;
    }
    if (!current) return;
    out.set(current, [...(out.get(current) ?? []), s]);
  });
  return out;
}

/** A bound on the response's length or count ('no more than ten (10) pages', 'maximaal vier A4'). */
const AT_MOST =
  /\b(?:no more than|no longer than|not (?:be )?(?:more|longer) than|not exceed|a maximum of|at most|maximaal|maximum|niet meer dan|ten hoogste|hoogstens)\s+(\S+)/i;
/** What asks for content besides the bound ('Describe … in no more than two pages'). */
const ASKS_CONTENT =
  /\b(?:describe|explain|provide|set out|demonstrate|show|outline|beschrijf|beschrijft|geef|toon|licht|onderbouw)\b/i;

/**
 * Failure class (seventeenth set): a demand that only bounds the response's length ('The method
 * statement shall be no more than ten (10) pages', 'Het plan van aanpak mag maximaal vier A4
 * beslaan') says how long the answer may be, not what it must say. When a criterion's only
 * demands are such bounds, its own name is still asked for (it was planned as limits alone).
 */
export function onlyBoundsTheLength(text: string): boolean {
  const bound = AT_MOST.exec(text)?.[1];
  return !!bound && isNumber(bound.replace(/[,.;:]$/, '')) && !ASKS_CONTENT.test(text);
}

/** A unit of an answer's length ('pages', 'words', 'A4', 'tekens'), anywhere in a text. */
const LENGTH_WORD = /\b(?:words?|woorden|pages?|pagina['’]?s|sides?|A4|tekens|characters)\b/iu;

/**
 * A limits table's row: a criterion's code, then at once its bound, no subject between ('K2 max.
 * 800 woorden', 'Q1 no more than three pages'); 'M7. Two case studies …, each no more than two
 * pages' is a demand that also bounds its length (ninth set).
 */
const LIMIT_ROW =
  /^[A-Z]{1,3}\d{1,2}(?:\.\d{1,2})*[a-z]?\.?\s+(?:max(?:imaal|imum)?\.?|niet meer dan|ten hoogste|hoogstens|no more than|not more than|at most|up to|a maximum of)\s/iu;
const MODAL = /\b(?:must|shall|should|will|may|moet|moeten|mag|mogen|dient|dienen|zal|zullen)\b/iu;

/**
 * Failure class (fifteenth set): a limits table's row, a criterion's code and a bound on the
 * answer's length in pages, words or characters ('K1 maximaal vier (4) pagina's A4, lettergrootte
 * minimaal 10 punts', 'Q2 no more than 1,000 words'), is the section's budget, which the plan takes
 * from the limits: planned as a requirement, it became a gap to write or a citation of any passage
 * on the criterion. A bound on a count ('maximaal twee referenties') is a demand and stays; so,
 * for now, does a sentence that bounds the length ('The plan shall not exceed eight pages'):
 * dropping those too moved the evidence weights of another set's requirements (eighteenth set).
 */
export const onlyLimitsTheLength = (text: string) =>
  LIMIT_ROW.test(text) && !MODAL.test(text) && onlyBoundsTheLength(text) && LENGTH_WORD.test(text);

/**
 * A sentence that only bounds an answer's length in pages, words or characters ('The summary in
 * response to Q3 shall not exceed 750 words', 'Het plan beslaat niet meer dan 4 A4'). Standing in
 * a part that is also the qualification ('Part D Compliance and Qualitative Criteria'; sixteenth
 * set), it is no demand the company meets: not planned there.
 */
export const boundsTheAnswersLength = (text: string) =>
  // A coded item is a demand that may also bound its length ('S3 Motivation: at most 30 points …
  // no more than two pages'; seventh set), as 'M7. Two case studies …' is.
  !LABELLED.test(text) && onlyBoundsTheLength(text) && LENGTH_WORD.test(text);
