/**
 * One requirement, one verdict (issue 19, bid-writer review): the checklist read its verdict from
 * the fact sheet alone (a certificate scheme, an amount, a count of reference projects) while the
 * section that answers the same requirement searched the tender and the knowledge base for
 * evidence. So 'two comparable contracts for a dike' was met in the checklist by any two references
 * and a gap in the section, and a registration the section quoted from the company's documents was
 * open in the checklist. Where a section answers the requirement, its evidence decides for both,
 * except where the fact sheet proves it outright (see PROVEN_BY_FACT).
 */
import type { DraftChecklistItem, DraftRequirement, DraftSection } from '../../model/draft';
import type { DraftCitation } from '../../model/draft';
import { shortenQuote } from './draftQuoteEnd';

/** The kinds of requirement the fact sheet's own check proves (draftChecklist.ts). */
const PROVEN_BY_FACT = new Set(['certificate', 'turnover']);

/** The checklist's evidence: the section's first cited passage, shortened. */
const EVIDENCE_MAX = 200;
/** A requirement stored shortened ('…') matches by its start: at least this many characters. */
const PREFIX_MIN = 40;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The same requirement: equal words, or one the shortened start of the other. */
function same(a: string, b: string): boolean {
  const [x, y] = [normalise(a), normalise(b)];
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length >= PREFIX_MIN && long.startsWith(short);
}

/** The checklist with each requirement a section answers given the section's verdict. */
export function withSectionVerdicts(
  checklist: readonly DraftChecklistItem[],
  sections: readonly DraftSection[],
  citations: readonly DraftCitation[],
): DraftChecklistItem[] {
  // A requirement's citations that its section still cites (styling drops uncited ones).
  const answered = sections.flatMap((s) =>
    (s.requirements ?? [])
      .filter((q) => q.status !== 'dropped')
      .map((q) => ({
        ...q,
        citationIds: q.citationIds.filter((id) => s.citationIds.includes(id)),
      })),
  );
  const byId = new Map(citations.map((c) => [c.id, c]));
  return checklist.map((item) => {
    if (item.status === 'notApplicable') return item;
    // A fact that proves the requirement outright (a valid certificate of the scheme named, a
    // turnover of at least the amount asked) stays met; a count of any reference projects does not
    // show they are comparable, so there the section's evidence decides.
    if (item.status === 'met' && PROVEN_BY_FACT.has(item.kind ?? '')) return item;
    const matches = answered.filter((q) => same(q.text, item.requirement));
    if (matches.length === 0) return item;
    // Met only on evidence without a note to check: a covered requirement that also carries one
    // (a certificate named without its validity) is not proof of a knock-out item, and the
    // note's citation must not become the item's evidence.
    const covered = matches.find(
      (q) => q.status === 'covered' && !q.checks?.length && q.citationIds.length > 0,
    );
    return covered
      ? met(item, covered, byId)
      : { ...item, status: 'open', evidence: null, citationIds: [] };
  });
}

function met(
  item: DraftChecklistItem,
  q: DraftRequirement,
  byId: ReadonlyMap<string, DraftCitation>,
): DraftChecklistItem {
  // The fact sheet's own wording stays when it proves the requirement the section also answers.
  if (item.status === 'met') return item;
  const first = q.citationIds.map((id) => byId.get(id)).find((c) => c !== undefined);
  return {
    ...item,
    status: 'met',
    evidence: first ? shortenQuote(first.quote.replace(/\s+/g, ' ').trim(), EVIDENCE_MAX) : null,
    citationIds: [...q.citationIds],
  };
}
