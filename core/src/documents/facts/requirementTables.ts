/**
 * Requirements given as a table of mandatory requirements ('No. | Mandatory requirement', 'Nr. |
 * Minimumeis'): each row's cell under the requirement column is a requirement, whatever its
 * wording (failure class seen on the third probe set: 'M2 | A Proposal Submission Form, signed …'
 * says no 'must'). Only a table that says its requirements are mandatory, in its header or in the
 * heading above it: a specification's table of requirements ('Nr | Eis | Toelichting') describes
 * the product, not what the bid has to meet. Offered as "check this". Thirteenth probe set: a
 * section of 'eligibility criteria' or '(pre-)qualification criteria', 'toelatingscriteria'.
 */
import type { RequirementFact } from '../../model/documentFacts';
import type { Segment } from './reading';
import { checkThisRequirement } from './requirementFact';
import { quoteOf } from './text';

/**
 * A column headed as the requirement itself; the studied probe sets: a selection table's level
 * to reach ('Nr. | Selectiecriterium | Minimumniveau', 'Criterion | Minimum level').
 */
const REQUIREMENT_COLUMN =
  /^(?:(?:mandatory|minimum|knock-?out|pass\s*\/\s*fail|verplichte|minimale)\s+)?(?:requirements?|criteri(?:on|a)|eisen|eis|vereisten?|minimumeis(?:en)?|knock-?out-?criteri(?:um|a)|conditions?(?: for participation)?|voorwaarden?|deelnamevoorwaarden?|geschiktheidseis(?:en)?|selectie-?eis(?:en)?|suitability requirements?|minimum qualifications?|minimumniveau|minimum (?:level|standard))$/i;
/** Words that make a table's requirements ones the bid must meet. */
const MANDATORY =
  /\b(?:mandatory|minimum|knock-?out(?:eisen|eis|criteria|requirements?)?|pass\s*\/\s*fail|verplicht(?:e)?|minimumeis(?:en)?|knock-?out-?criteri(?:um|a)|uitsluitend|conditions? of participation|participation conditions|deelnamevoorwaarden|geschiktheidseis(?:en)?|selectie-?eis(?:en)?|suitability (?:criteria|requirements)|compliance requirements?|eligibility (?:requirements?|criteria)|(?:pre-?)?qualification criteria|(?:uitsluitings|toelatings)eisen|toelatingscriteria|minimumniveau)\b/i;
const MAX_ROWS = 30;
/**
 * Fifteenth probe set: a column headed in the singular ('Nr. | Geschiktheidseis', 'No. | Minimum
 * qualification'), each row a suitability requirement whatever its wording ('De inschrijver
 * beschikt over een erkende werkplaats').
 */
const SUITABILITY = /geschiktheid|selectie|suitability|qualification/i;
/**
 * The sentence above a table that makes its rows ones the bid must meet ('Your tender must meet
 * all of the requirements below', 'if the Tenderer meets every condition in the table below',
 * 'Uw inschrijving moet aan alle onderstaande eisen voldoen'): fifth probe set. Eleventh: the
 * selection criteria below ('Enkel inschrijvers die aan alle onderstaande selectiecriteria
 * voldoen, worden geselecteerd', 'Only tenderers that meet all the following selection criteria').
 */
const MANDATORY_INTRO =
  /\b(?:must|shall|meets?|meet|comply with|moet|moeten|dient|dienen|voldoen|voldoet)\b[^.]{0,40}\b(?:all|every|each|alle|elke|iedere)\s+(?:of the\s+)?(?:onderstaande\s+|following\s+|volgende\s+)?(?:requirements?|(?:pre-?)?conditions?|participation conditions|criteria|eisen|eis|(?:rand|deelname)?voorwaarden?|minimumeisen)\b[^.]{0,30}\b(?:below|onderstaande|hieronder|in the table|in de tabel|following)?|\b(?:aan\s+)?alle\s+onderstaande\s+(?:eisen|voorwaarden|selectiecriteria|geschiktheidseisen|minimumeisen)\b|\b(?:meets?|meet|satisf(?:y|ies)|fulfils?|fulfills?)\s+all\s+(?:of\s+)?the\s+(?:following\s+)?(?:selection|suitability)\s+(?:criteria|requirements)\b|\b(?:does not|do not|fails? to) (?:meet|satisfy|comply with) (?:each|all|every one|any one) of them\b|\bniet aan (?:al|elk van) deze (?:eisen|voorwaarden)\b|\bniet aan (?:alle|elk van de) (?:onderstaande|volgende) (?:eisen|voorwaarden)\b/i;
/**
 * A row's own code ('C3', 'E2', 'M5', 'KO1'; tenth probe set: 'KO-1', 'MR-02' with a hyphen): a
 * coded list of conditions.
 */
const ROW_CODE = /^[A-Z]{1,3}[.-]?\d{1,2}(?:\.\d{1,2})?$/;

export function requirementTables(segments: readonly Segment[]): RequirementFact[] {
  const out: RequirementFact[] = [];
  const perTable = new Map<number, number>();
  let intro: { page: number; section: string | undefined } | null = null;
  for (const s of segments) {
    if (s.kind === 'sentence' && MANDATORY_INTRO.test(s.text))
      intro = { page: s.page, section: s.section };
    else if (s.kind === 'heading') intro = null;
    const { header, columns } = s;
    if (s.kind !== 'row' || !header || !columns || s.table === undefined) continue;
    const coded = codedCondition(s, intro);
    if (coded !== null) {
      const count = perTable.get(s.table) ?? 0;
      if (coded.length < 15 || count >= MAX_ROWS) continue;
      perTable.set(s.table, count + 1);
      out.push(checkThisRequirement(s, 'other', quoteOf(coded)));
      continue;
    }
    const at = header.findIndex((h) => REQUIREMENT_COLUMN.test(h.trim()));
    if (at < 0 || columns.every((c, i) => c === header[i])) continue;
    if (!MANDATORY.test(header[at]!) && !MANDATORY.test(s.section ?? '')) continue;
    const cell = (columns[at] ?? '').trim();
    const count = perTable.get(s.table) ?? 0;
    if (cell.length < 15 || count >= MAX_ROWS) continue;
    perTable.set(s.table, count + 1);
    // A column of suitability requirements ('Nr. | Geschiktheidseis') names their kind.
    const kind = SUITABILITY.test(header[at]!) ? 'suitability' : 'other';
    out.push(checkThisRequirement(s, kind, quoteOf(cell)));
  }
  return out;
}

/**
 * A coded row of conditions whose header a PDF may run together or lose ('No. | Condition
 * Evidence', then 'C2 | Public liability insurance …'): under a heading that says the conditions
 * are mandatory or pass/fail, or below a sentence that says the bid must meet all of them, the
 * longest cell of a row that opens with its code is a requirement (fifth probe set). Null when
 * the row is no such row.
 */
function codedCondition(
  s: Segment,
  intro: { page: number; section: string | undefined } | null,
): string | null {
  const cells = (s.columns ?? []).map((c) => c.trim());
  if (cells.length < 2 || !ROW_CODE.test(cells[0]!)) return null;
  const introduced = intro && intro.page >= s.page - 1 && intro.section === s.section;
  if (!introduced && !MANDATORY.test(s.section ?? '')) return null;
  return cells.slice(1).reduce((a, b) => (b.length > a.length ? b : a), '');
}
