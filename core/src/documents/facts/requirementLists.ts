/**
 * Requirements stated as a list under a heading or lead-in that names requirements ('Selection
 * criteria', 'The following requirements apply to the tenderer:'): the items addressed to the
 * bidder, or stating a minimum, are requirements to check.
 */
import type { RequirementFact } from '../../model/documentFacts';
import type { Segment } from './reading';
import { checkThisRequirement } from './requirementFact';
import { BIDDER, REQUIREMENT_RULES } from './requirementRules';
import { isQuestion, quoteOf } from './text';

/** A heading or lead-in sentence that names what follows as requirements ('Hosting eisen', 'The
 * following requirements apply to the tenderer:'). */
const REQUIREMENTS_HEADING =
  /(?:\b|geschiktheids|minimum|selectie)(?:eisen|vereisten|requirements)\b|\b(?:minimum )?qualifications\b|\bconditions of participation\b|\b(?:economic and )?financial standing\b|\btechnical and professional (?:ability|capacity)\b|\b(?:economische en )?financi[eë]le draagkracht\b|\btechnische (?:en beroeps)?bekwaamheid\b|\bberoepsbekwaamheid\b|\bselection criteria\b|\bselectiecriteria\b|\bminimum standards\b|\bkwalitatieve selectie\b|\bqualitative selection\b|\bexclusion grounds\b|\buitsluitingsgronden\b/i;
const REQUIREMENTS_LEAD_IN =
  /\b(?:hieronder|onderstaande|volgende|below|following)\b[^.]{0,80}(?:\b|geschiktheids|minimum|selectie)(?:eisen|vereisten|requirements|qualifications|conditions of participation)\b|\b(?:requirements|standards|eisen|voorwaarden)\s+(?:set out\s+|listed\s+)?(?:below|hieronder|hierna)\b|\b(?:meet|satisfy|voldoen aan|voldoet aan)\s+(?:all of |each of |alle |elk van )?(?:the following|de volgende|onderstaande)\b/i;
/** A list item that states a minimum to meet ('A minimum annual turnover of …', 'ten minste …'). */
const STATES_MINIMUM =
  /\b(?:at least|a minimum|minimum of|not less than|minstens|ten minste|minimaal|minimum)\b/i;
/** In a list of requirements a document written to the bidder ('u', 'you') addresses the bidder. */
const BIDDER_SUBJECT = new RegExp(
  String.raw`(?:^|\n)\s*(?:(?:(?:de|the)\s+)?${BIDDER}|u|you)\s+(\S+)`,
  'i',
);
/** A permission ('Vendors may choose …', 'De inschrijver mag …') sets no requirement. */
const PERMISSION =
  /^(?:may|can|could|mag|mogen|kan|kunnen|will be (?:allowed|permitted|able)|are (?:allowed|permitted|free)|is (?:allowed|permitted|free)|is vrij|zijn vrij)\b/i;

/**
 * Whether the bidder is the item's subject with a verb after it: 'De inschrijver voert … uit'
 * yes, a form's field label 'Vendor Firm Name (Printed)' no (a capital follows), nor a permission.
 */
function bidderIsSubject(text: string): boolean {
  const m = BIDDER_SUBJECT.exec(text);
  const next = m?.[1];
  if (!m || !next || next[0] !== next[0]!.toLowerCase()) return false;
  return !PERMISSION.test(text.slice(m.index + m[0].length - next.length));
}
const MUST = /\b(?:moet(?:en)?|dien(?:t|en)|must|shall)\b/i;
const MAX_REQUIREMENT_LIST = 40;

/**
 * Requirements stated as a list under a lead-in (failure class: requirement lists whose items
 * say 'the tenderer does X' or 'X must be Y', with no knock-out wording of their own): after a
 * heading or sentence that names requirements, each item with the bidder as its subject, or with
 * 'must', is a requirement, until a heading that names none. A 'must' counts only when the list
 * is addressed to the bidder (one of its items has the bidder as subject): a specification's
 * 'the app must …' describes a product, not what the bid has to meet. Offered as "check this".
 */
export function requirementLists(segments: readonly Segment[]): RequirementFact[] {
  const out: RequirementFact[] = [];
  let i = 0;
  while (i < segments.length) {
    const lead = segments[i]!;
    const isLead =
      lead.kind === 'heading'
        ? REQUIREMENTS_HEADING.test(lead.text)
        : REQUIREMENTS_LEAD_IN.test(lead.text) && !isQuestion(lead.text);
    i++;
    if (!isLead) continue;
    const items: Segment[] = [];
    for (; i < segments.length && items.length < MAX_REQUIREMENT_LIST; i++) {
      const s = segments[i]!;
      if (s.kind === 'heading') {
        if (REQUIREMENTS_HEADING.test(s.text)) continue;
        break;
      }
      if (s.kind !== 'row' && !/\.{5,}/.test(s.text) && !isQuestion(s.text)) items.push(s);
    }
    const addressed = items.some((s) => bidderIsSubject(s.text));
    for (const s of items) {
      // A list item that states a minimum is a requirement of the list it stands in (failure
      // class: 'Economic and financial standing: - Insurance of at least …'); one a stated rule
      // reads keeps that rule's kind.
      const minimum =
        s.kind === 'listItem' &&
        STATES_MINIMUM.test(s.text) &&
        !REQUIREMENT_RULES.some(([, r]) => r.test(s.text));
      if (!minimum && !bidderIsSubject(s.text) && !(addressed && MUST.test(s.text))) continue;
      out.push(checkThisRequirement(s, 'other', quoteOf(s.text)));
    }
  }
  return out;
}
