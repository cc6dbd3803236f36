/**
 * Demands that name their criterion by its number (issue 19, item 1): 'Experience under criterion
 * 4 shall be shown by three contracts …', 'Bij criterium 2 voegt u twee referenties toe'. The
 * number is the criterion's row in the award table ('4 Experience in …  20'), as the facts quote
 * it. Such a demand stands where the tender explains its evaluation, under a heading that names
 * no criterion: it was planned under none (eighteenth set), or under whichever criterion a
 * wrapped table row had made the heading.
 */
import type { PlannedCriterion } from './draftPlan';
import { onlyBoundsTheLength } from './draftCriterionTitles';
import type { TenderStatement } from './draftRequirementText';

/** A criterion named by its number ('criterion 4', 'sub-criterion 1.2', 'criterium 3'). */
const BY_NUMBER =
  /\b(?:sub-?)?(?:criterion|criteria|criterium|subcriterium|gunningscriterium)\s+(\d{1,2}(?:\.\d{1,2})?)\b/giu;

/** The criterion's number from its row as quoted ('4 Experience in …  20'), else null. */
function rowNumber(quote: string, name: string): string | null {
  const m = /^(\d{1,2}(?:\.\d{1,2})?)\.?\s+(.*)$/su.exec(quote.trim());
  if (!m) return null;
  const head = name.trim().toLowerCase().slice(0, 24);
  return m[2]!.toLowerCase().replace(/\s+/g, ' ').startsWith(head) ? m[1]! : null;
}

/**
 * The statements that name a criterion by its number, by the criterion's id; a statement that
 * only bounds an answer's length ('… under criterion 3 shall not exceed eight pages') is a limit,
 * not a demand. A statement naming two criteria belongs to neither.
 */
export function namedByNumber(
  criteria: readonly PlannedCriterion[],
  quotes: readonly { readonly name: string; readonly quote: string }[],
  statements: readonly TenderStatement[],
): Map<string, TenderStatement[]> {
  const byNumber = new Map<string, string>();
  for (const c of criteria) {
    const norm = c.name.trim().toLowerCase();
    const q = quotes.find((x) => x.name.trim().toLowerCase() === norm);
    const n = q ? rowNumber(q.quote, c.name) : null;
    if (n && !byNumber.has(n)) byNumber.set(n, c.id);
  }
  const out = new Map<string, TenderStatement[]>();
  if (byNumber.size === 0) return out;
  for (const s of statements) {
    if (onlyBoundsTheLength(s.text)) continue;
    const named = new Set([...s.text.matchAll(BY_NUMBER)].map((m) => byNumber.get(m[1]!)));
    if (named.size !== 1) continue;
    const id = [...named][0];
    if (!id) continue;
    out.set(id, [...(out.get(id) ?? []), s]);
  }
  return out;
}
