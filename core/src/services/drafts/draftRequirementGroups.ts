/**
 * Which of the tender's requirements belong together (issue 19, item 1): those about one award
 * criterion — under a heading that names it, opening with its name, or in the evaluation section
 * after the criterion is named there — and, without award criteria, those under one main heading.
 */
import { terms } from '../../ai/localText';
import type { PlannedCriterion } from './draftPlan';
import { EVALUATION, QUALIFICATION } from './draftDemandWords';
import { ITEM_LABEL } from './draftRequirementUnits';
import type { TenderStatement } from './draftRequirementText';
import { isPriceSide } from './draftSubjectless';
import { asksForAGuarantee } from './draftKnockOuts';
import { escapeRegExp } from '../../text/escapeRegExp';

/** How much of a name a heading names: the share of the name's words it has. */
function share(name: readonly string[], heading: string): number {
  if (name.length === 0) return 0;
  const have = new Set(terms(heading));
  return name.filter((w) => have.has(w)).length / name.length;
}

/**
 * The statements about a criterion: the items of a list whose lead-in names it (all of its
 * words), those that open with its name ('Plan van aanpak: beschrijf hoe u …', 'C. Price – the
 * quoter shall …'), and those under a heading that names it or one of its sub-criteria (most of
 * its words) — the nearest such heading of the statement's headings decides, so that a
 * sub-criterion's heading ('2.1.1 Planning', under '2.1 Plan van aanpak') keeps its statements
 * with its criterion and a statement is never planned under two.
 *
 * Failure class: a price-side criterion's row of the award table (the price, preference points,
 * specific goals: 'Specific goals 20', the table's last row) read as a heading collected every
 * statement after the table — the pricing rules, an addendum's items. Under such a row it keeps
 * only the statements that name it (a lead-in or an opening); the others go where a demand of no
 * criterion goes (qualification, the work's criterion, or nowhere). A section of its own ('5.2
 * Price (30%)') still holds its demands, as a work criterion's does.
 */
export function statementsUnder(
  criterion: PlannedCriterion,
  statements: readonly TenderStatement[],
  all: readonly PlannedCriterion[] = [criterion],
  subs: ReadonlyMap<string, readonly string[]> = new Map(),
): TenderStatement[] {
  const wanted = new Set(terms(criterion.name));
  if (wanted.size === 0) return [];
  const opening = criterion.name.trim().toLowerCase();
  const priceSide = isPriceSide(criterion.name);
  // Its row of the award table read as a heading ('Specific goals 20', 'Prijs 40 punten'): the
  // name and its points or weight alone, no section number, no '(30%)'.
  const row = new RegExp(
    String.raw`^${escapeRegExp(criterion.name.trim())}\s+\d{1,3}(?:[.,]\d{1,2})?\s*(?:points?|pts|punten)?$`,
    'i',
  );
  const isTableRow = (h: string) => row.test(h.trim());
  const names = all.map((c) => ({
    id: c.id,
    names: [c.name, ...(subs.get(c.id) ?? [])].map((n) => [...new Set(terms(n))]),
  }));
  /** The criterion the nearest heading naming any criterion names (the best named, else first). */
  const byHeading = (s: TenderStatement) => {
    const headings = [...(s.path ?? []), s.heading].filter((h): h is string => !!h).reverse();
    for (const h of headings) {
      let best: { id: string; share: number } | undefined;
      for (const c of names) {
        const most = Math.max(...c.names.map((n) => share(n, h)));
        if (most >= 0.5 && (!best || most > best.share)) best = { id: c.id, share: most };
      }
      if (best) return best.id;
    }
    return undefined;
  };
  return statements.filter((s) => {
    // An item of a list whose lead-in names the criterion ('As part of the technical approach
    // submission the quoters shall comply with the following:').
    if (s.leadIn && [...wanted].every((w) => terms(s.leadIn!).includes(w))) return true;
    const text = s.text.replace(ITEM_LABEL, '').toLowerCase();
    if (text.startsWith(opening) && /^[\s:.–-]/.test(text.slice(opening.length))) return true;
    if (priceSide && [...(s.path ?? []), s.heading].some((h) => !!h && isTableRow(h))) {
      return false;
    }
    return byHeading(s) === criterion.id;
  });
}

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
  let viaCaption = false;
  const priceSide = new Set(criteria.filter((c) => isPriceSide(c.name)).map((c) => c.id));
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
    const byText = named(s.text, wanted);
    if (byText || byCaption) viaCaption = !byText;
    current = byText ?? byCaption ?? current;
    if (!current) continue;
    const list = out.get(current) ?? [];
    list.push(s);
    out.set(current, list);
    // A price-side criterion named in a sentence ('Bidders claiming preference points must …')
    // owns that sentence, not all that follows it (pricing rules, an addendum); only its caption
    // ('B. PRICE:') names a part that runs on.
    if (!viaCaption && priceSide.has(current)) current = undefined;
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

/**
 * A part of the tender that states the demands on the work itself: its requirements ('Eisen',
 * 'Programma van Eisen', 'Minimum requirements'), its specification or scope ('Statement of
 * Work', 'Terms of Reference', 'Beschrijving van de opdracht', 'Taakomschrijving'), its deliverables, or the chapter that is only the
 * contract itself ('4 De opdracht', '3. The services').
 */
const SPECIFICATION =
  /(?:eisen|vereisten|wensen)\b|\b(?:requirements?|specifications?|scope of (?:work|services)|statement of (?:work|objectives)|terms of reference|taakomschrijving|werkomschrijving|deliverables|beschrijving van de (?:opdracht|dienstverlening|werkzaamheden)|opdrachtomschrijving)\b|^(?:\d{1,2}\.?\s+)?(?:de|the)\s+(?:opdracht|contract|services|diensten|dienstverlening|werkzaamheden)$/i;
/**
 * A criterion that stands for how the work is done ('Plan van aanpak', 'Kwaliteit', 'Technical
 * approach', 'Meeting the requirements'): where a demand on the work that names no criterion goes.
 */
const GENERAL =
  /\b(?:approach|quality|solution|technical|methodology|requirements?|aanpak|kwaliteit|oplossing|werkwijze|eisen|wensen|functionaliteit|functionality)\b/i;

/**
 * Failure class: demands stated outside the award criteria — in a requirements chapter, a
 * programme of requirements, a specification — were planned under no criterion, and so not at
 * all. Each goes to the criterion it belongs to: the one whose own words (of its name, its
 * sub-criteria and its requirements) it shares most, else the criterion that stands for the work's approach or
 * quality, else the first that does not score the price. A tender that scores only the price
 * plans none of them.
 */
export function specificationDemands(
  criteria: readonly PlannedCriterion[],
  statements: readonly TenderStatement[],
  owned: ReadonlyMap<string, ReadonlySet<TenderStatement>>,
  subs: ReadonlyMap<string, readonly string[]>,
  ownDocuments: ReadonlySet<string>,
): Map<string, TenderStatement[]> {
  const out = new Map<string, TenderStatement[]>();
  const work = criteria.filter((c) => !isPriceSide(c.name));
  const fallback = work.find((c) => GENERAL.test(c.name)) ?? work[0];
  if (!fallback) return out;
  const taken = new Set([...owned.values()].flatMap((set) => [...set]));
  // A criterion's words: its name's, its sub-criteria's and its own requirements'; only those of
  // no other criterion tell where a demand belongs ('uitstoot' under 'Duurzaamheid', not 'levert').
  const own = work.map((c) => [
    c.name,
    ...(subs.get(c.id) ?? []),
    ...statements.filter((s) => owned.get(c.id)?.has(s)).map((s) => s.text),
  ]);
  const counts = new Map<string, number>();
  const sets = own.map((texts) => new Set(texts.flatMap((t) => terms(t))));
  for (const set of sets) for (const t of set) counts.set(t, (counts.get(t) ?? 0) + 1);
  const words = work.map((c, i) => ({
    id: c.id,
    terms: [...sets[i]!].filter((t) => counts.get(t) === 1),
  }));
  for (const s of statements) {
    if (taken.has(s) || !ownDocuments.has(s.documentName) || EVALUATION.test(s.main ?? '')) {
      continue;
    }
    const headings = [s.main, s.heading, ...(s.path ?? [])].filter((h): h is string => !!h);
    if (!headings.some((h) => SPECIFICATION.test(h))) continue;
    const have = new Set(terms(`${s.text} ${s.heading ?? ''}`));
    let best = { id: fallback.id, hits: 0 };
    for (const c of words) {
      const hits = c.terms.filter((t) => have.has(t)).length;
      if (hits > best.hits) best = { id: c.id, hits };
    }
    out.set(best.id, [...(out.get(best.id) ?? []), s]);
  }
  return out;
}

/**
 * Failure class: a tender's qualification part (its minimum standards, 'geschiktheidseisen')
 * stands apart from the award criteria, so its demands were planned under no criterion, or under
 * the approach as if they were demands on the work. They are the statements under such a heading
 * that no criterion owns, in the tender's own documents, outside the evaluation part.
 */
export function qualificationDemands(
  statements: readonly TenderStatement[],
  owned: ReadonlyMap<string, ReadonlySet<TenderStatement>>,
  ownDocuments: ReadonlySet<string>,
): TenderStatement[] {
  const taken = new Set([...owned.values()].flatMap((set) => [...set]));
  const open = statements.filter((s) => !taken.has(s) && ownDocuments.has(s.documentName));
  const qualifies = (h: string) => QUALIFICATION.test(h) && !EVALUATION.test(h);
  // A part whose title was not read as a heading ('Part 4 Qualification criteria') shows in its
  // numbered sections: when most of them are qualification headings ('4.1 Exclusion grounds',
  // '4.3 Technical and professional ability'), the others ('4.4 Tax clearance') are too.
  const part = (s: TenderStatement) => /^(\d{1,2})\.\d/.exec(s.heading ?? '')?.[1];
  const sections = new Map<string, Set<string>>();
  for (const s of open) {
    const p = part(s);
    if (p) sections.set(p, (sections.get(p) ?? new Set()).add(s.heading!));
  }
  const qualificationParts = new Set(
    [...sections]
      .filter(([, headings]) => [...headings].filter(qualifies).length * 2 > headings.size)
      .map(([p]) => p),
  );
  // A demand labelled by its qualification subject ('Geschiktheidseis G3: …', an amendment's row
  // as it now reads) is one wherever it stands, as in a notice's appendix.
  const labelled = (text: string) => {
    const label = /^([^:]{3,60}):\s/.exec(text)?.[1];
    return !!label && qualifies(label);
  };
  return open.filter((s) => {
    const headings = [s.main, s.heading, ...(s.path ?? [])].filter((h): h is string => !!h);
    if (headings.some(qualifies) || labelled(s.text)) return true;
    // A bid guarantee is a condition of every bid wherever it stands (draftKnockOuts).
    if (asksForAGuarantee(s.text) && !headings.some((h) => EVALUATION.test(h))) return true;
    const p = part(s);
    return !!p && qualificationParts.has(p) && !headings.some((h) => EVALUATION.test(h));
  });
}
