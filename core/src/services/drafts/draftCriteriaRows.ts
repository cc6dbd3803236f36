/**
 * Rows of a tender's evaluation tables that are no demands on the work, and coded criterion
 * titles that belong to the quality criterion (issue 19, item 1; classes of the seventh
 * draft-coverage set, docs/decisions.md "Draft coverage on the seventh set").
 */
import type { PlannedCriterion } from './draftPlan';
import { namesOnlyThePrice } from './draftSubjectless';
import type { TenderStatement } from './draftRequirementText';

/** A grade of a scoring scale, in either language. */
const GRADE =
  '(?:excellent|very good|good|satisfactory|acceptable|adequate|sufficient|fair|moderate|weak|very poor|poor|unacceptable|insufficient|limited|uitstekend|zeer goed|goed|ruim voldoende|voldoende|redelijk|matig|zwak|onvoldoende|zeer slecht|slecht|ontoereikend)';
/**
 * A scale's score and its grade, then what the grade means ('4 Excellent: fully meets …',
 * '0 = Unacceptable – …', 'Goed (7): …', '8 punten – Ruim voldoende: …').
 */
const SCORE_DESCRIPTOR = new RegExp(
  `^(?:\\d{1,3}(?:\\s*(?:points?|marks?|punten|punt))?\\s*[-–=:.)]?\\s*${GRADE}|${GRADE}\\s*[(]?\\s*\\d{1,3}\\s*[)]?)\\s*[-–=:]`,
  'iu',
);

/**
 * Failure class: the scoring scale of the quality answers ('3 Good: meets the requirement with
 * minor gaps', '6 Voldoende: de aanpak sluit grotendeels aan') was planned as the quality
 * criterion's demands and met by whatever passage said 'meets' or 'requirement'. A grade's
 * meaning tells how the buyer scores, never what the bid must say.
 */
export function isScoreDescriptor(text: string): boolean {
  return SCORE_DESCRIPTOR.test(text.trim());
}

/** A coded title: a letter code with a number, then a capitalised name ('Q1.2. Implementation'). */
const CODED_TITLE = /^[A-Z]{1,2}\d{1,2}(?:\.\d{1,2})*[a-z]?\.?\s*[-–:)]?\s+\p{Lu}/u;
/** A demand's own words: a coded line that says one is a requirement, not a title. */
const DEMAND_WORD =
  /\b(?:must|shall|should|will|required?|moet(?:en)?|dient|dienen|zal|zullen|wordt|worden)\b/i;
/** A length limit's unit: a row of a limits table, not a criterion's title. */
const LIMIT_UNIT = /\b(?:words?|woorden|pages?|pagina['’]?s|sides?|A4|tekens|characters)\b/i;
const MAX_TITLE_WORDS = 12;

const isCodedTitle = (text: string) =>
  CODED_TITLE.test(text) &&
  !/[.;]$/.test(text.trim()) &&
  text.trim().split(/\s+/).length <= MAX_TITLE_WORDS &&
  !DEMAND_WORD.test(text) &&
  !LIMIT_UNIT.test(text);

/**
 * Failure class: the award table's rows were read as lines of text, not as criteria ('Q1.1.
 * Functionality of the portal', 'K2 Datamigratie'), while the facts named only the split between
 * quality and price; the rows then stood under whatever heading the table followed — the price —
 * and the quality criterion held nothing. A run of two or more coded titles that the price or no
 * criterion owns are the parts of the only criterion that scores the work, when it has no parts of
 * its own. Returns the statements that move, to remove from every other criterion.
 */
export function codedTitlesOfQuality(
  criteria: readonly PlannedCriterion[],
  statements: readonly TenderStatement[],
  owned: ReadonlyMap<string, ReadonlySet<TenderStatement>>,
  subNames: ReadonlyMap<string, readonly string[]>,
  qualification: readonly TenderStatement[],
): { readonly criterionId: string; readonly rows: TenderStatement[] } | null {
  const work = criteria.filter((c) => !namesOnlyThePrice(c.name));
  if (work.length !== 1) return null;
  const quality = work[0]!;
  if ((subNames.get(quality.id) ?? []).length > 0) return null;
  const price = new Set(criteria.filter((c) => namesOnlyThePrice(c.name)).map((c) => c.id));
  const ownedElsewhere = (s: TenderStatement) =>
    [...owned].some(([id, set]) => !price.has(id) && set.has(s));
  const candidate = statements.map(
    (s) => isCodedTitle(s.text) && !qualification.includes(s) && !ownedElsewhere(s),
  );
  const rows = statements.filter(
    (_, i) => candidate[i] && (candidate[i - 1] === true || candidate[i + 1] === true),
  );
  return rows.length >= 2 ? { criterionId: quality.id, rows } : null;
}
