/**
 * Which of the tender's requirements belong together (issue 19, item 1): those about one award
 * criterion — under a heading that names it, opening with its name, or in the evaluation section
 * after the criterion is named there — and, without award criteria, those under one main heading.
 */
import { terms } from '../../ai/localText';
import type { PlannedCriterion } from './draftPlan';
import { ITEM_LABEL } from './draftRequirementUnits';
import type { TenderStatement } from './draftRequirements';

/**
 * The statements about a criterion: those standing under a heading that names it (most of its
 * words), the items of a list whose lead-in names it (all of its words), and those that open
 * with its name ('Plan van aanpak: beschrijf hoe u …', 'C. Price –
 * the quoter shall …').
 */
export function statementsUnder(
  criterion: string,
  statements: readonly TenderStatement[],
): TenderStatement[] {
  const wanted = new Set(terms(criterion));
  if (wanted.size === 0) return [];
  const opening = criterion.trim().toLowerCase();
  return statements.filter((s) => {
    // An item of a list whose lead-in names the criterion ('As part of the technical approach
    // submission the quoters shall comply with the following:').
    if (s.leadIn && [...wanted].every((w) => terms(s.leadIn!).includes(w))) return true;
    const text = s.text.replace(ITEM_LABEL, '').toLowerCase();
    if (text.startsWith(opening) && /^[\s:.–-]/.test(text.slice(opening.length))) return true;
    if (!s.heading) return false;
    const have = new Set(terms(s.heading));
    const hit = [...wanted].filter((w) => have.has(w)).length;
    return hit / wanted.size >= 0.5;
  });
}

/** A section that says how bids are evaluated or awarded ('24.0 Evaluation and Basis for Award'). */
const EVALUATION =
  /evaluat|\baward|assessment|scoring|beoordel|gunning|wegings?criteri|gunningscriteri|award criteria/i;

/**
 * A text's opening, where it names its subject: up to its last colon or dash within the first
 * 80 characters ('Factor 1: Technical Approach:'), else its first eight words.
 */
function opening(text: string): string {
  const head = text.replace(ITEM_LABEL, '').slice(0, 80);
  const colon = Math.max(head.lastIndexOf(':'), head.search(/\s[–-]\s?\S/));
  return colon > 0 ? head.slice(0, colon) : head.split(/\s+/).slice(0, 8).join(' ');
}

/** The criterion a text's opening names (the first named, all of its words present), if any. */
function named(
  text: string,
  criteria: readonly { id: string; terms: string[] }[],
): string | undefined {
  const words = terms(opening(text));
  let best: { id: string; at: number } | undefined;
  for (const c of criteria) {
    if (c.terms.length === 0 || !c.terms.every((t) => words.includes(t))) continue;
    const at = Math.min(...c.terms.map((t) => words.indexOf(t)));
    if (!best || at < best.at) best = { id: c.id, at };
  }
  return best?.id;
}

/**
 * Failure class: an evaluation section states the demands of each criterion after naming it
 * ('Factor 1: Technical Approach: Quoters are required to …', then the lists that follow; 'B.
 * PRICE:' and the price demands), under a heading that names none of them. Walked in order:
 * a statement or caption that names a criterion starts its part, which runs until another is
 * named or the section ends. Statements before any criterion is named belong to none.
 */
export function namedInEvaluation(
  criteria: readonly PlannedCriterion[],
  statements: readonly TenderStatement[],
): Map<string, TenderStatement[]> {
  const wanted = criteria.map((c) => ({ id: c.id, terms: [...new Set(terms(c.name))] }));
  const out = new Map<string, TenderStatement[]>();
  let section: string | null = null;
  let caption: string | null = null;
  let current: string | undefined;
  for (const s of statements) {
    const where = `${s.documentName}|${s.main ?? ''}`;
    if (where !== section) {
      section = where;
      caption = null;
      current = undefined;
    }
    if (!EVALUATION.test(s.main ?? '')) continue;
    const byCaption = s.caption !== caption && s.caption ? named(s.caption, wanted) : undefined;
    caption = s.caption;
    current = named(s.text, wanted) ?? byCaption ?? current;
    if (!current) continue;
    const list = out.get(current) ?? [];
    list.push(s);
    out.set(current, list);
  }
  return out;
}

/** Statements grouped by main heading, in order of first appearance (headingless ones apart). */
export function byMainHeading(
  statements: readonly TenderStatement[],
): { heading: string; statements: TenderStatement[] }[] {
  const groups = new Map<string, TenderStatement[]>();
  for (const s of statements) {
    if (!s.main) continue;
    const list = groups.get(s.main) ?? [];
    list.push(s);
    groups.set(s.main, list);
  }
  return [...groups].map(([heading, list]) => ({ heading, statements: list }));
}
