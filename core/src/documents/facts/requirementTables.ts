/**
 * Requirements given as a table of mandatory requirements ('No. | Mandatory requirement', 'Nr. |
 * Minimumeis'): each row's cell under the requirement column is a requirement, whatever its
 * wording (failure class seen on the third probe set: 'M2 | A Proposal Submission Form, signed …'
 * says no 'must'). Only a table that says its requirements are mandatory, in its header or in the
 * heading above it: a specification's table of requirements ('Nr | Eis | Toelichting') describes
 * the product, not what the bid has to meet. Offered as "check this".
 */
import type { RequirementFact } from '../../model/documentFacts';
import type { Segment } from './reading';
import { checkThisRequirement } from './requirementFact';
import { quoteOf } from './text';

/** A column headed as the requirement itself. */
const REQUIREMENT_COLUMN =
  /^(?:(?:mandatory|minimum|knock-?out|pass\s*\/\s*fail|verplichte|minimale)\s+)?(?:requirements?|criteri(?:on|a)|eisen|eis|vereisten?|minimumeisen?|knock-?out-?criteri(?:um|a))$/i;
/** Words that make a table's requirements ones the bid must meet. */
const MANDATORY =
  /\b(?:mandatory|minimum|knock-?out|pass\s*\/\s*fail|verplicht(?:e)?|minimumeis(?:en)?|knock-?out-?criteri(?:um|a)|uitsluitend)\b/i;
const MAX_ROWS = 30;

export function requirementTables(segments: readonly Segment[]): RequirementFact[] {
  const out: RequirementFact[] = [];
  const perTable = new Map<number, number>();
  for (const s of segments) {
    const { header, columns } = s;
    if (s.kind !== 'row' || !header || !columns || s.table === undefined) continue;
    const at = header.findIndex((h) => REQUIREMENT_COLUMN.test(h.trim()));
    if (at < 0 || columns.every((c, i) => c === header[i])) continue;
    if (!MANDATORY.test(header[at]!) && !MANDATORY.test(s.section ?? '')) continue;
    const cell = (columns[at] ?? '').trim();
    const count = perTable.get(s.table) ?? 0;
    if (cell.length < 15 || count >= MAX_ROWS) continue;
    perTable.set(s.table, count + 1);
    out.push(checkThisRequirement(s, 'other', quoteOf(cell)));
  }
  return out;
}
