/**
 * A requirement as the plan holds it, and a statement as the tender's reader finds it (issue 19,
 * item 1), with the helpers that word a requirement for a search or a sentence.
 */
import { DRAFT_REQUIREMENT_MAX } from '../../model/draft';
import { shortenQuote } from './draftQuoteEnd';
import { LABELLED } from './draftRequirementUnits';

export interface PlannedRequirement {
  readonly id: string;
  readonly text: string;
  readonly documentName: string | null;
  readonly page: number | null;
}

/** A requirement as read, before it is numbered: with the heading it stands under. */
export interface TenderStatement {
  readonly text: string;
  /** The nearest heading above it ('5.1.2 Bedienen'), null when none. */
  readonly heading: string | null;
  /** Its main heading ('5 Functionele eisen'): the top-level heading of its numbered heading. */
  readonly main: string | null;
  /** The nearest caption above it in its section ('B. PRICE:', 'Volledigheid van de migratie'). */
  readonly caption: string | null;
  /** The lead-in of the list it is an item of ('1.4 … shall comply with the following:'). */
  readonly leadIn?: string;
  /** The headings it stands under, outermost first ('2 Gunning', '2.1 Kwaliteit', '2.1.1 …'). */
  readonly path?: readonly string[];
  readonly documentName: string;
  readonly page: number;
  /** A change table's row: the code of the demand whose new wording it is ('Q1'; draftAmendedDemands). */
  readonly amends?: string;
}

/** A statement of the tender as a requirement to plan, its id given when it is placed. */
export const asRequirement = (s: TenderStatement): Omit<PlannedRequirement, 'id'> => ({
  text: s.text,
  documentName: s.documentName,
  page: s.page,
});

export function clip(text: string): string {
  return shortenQuote(text, DRAFT_REQUIREMENT_MAX);
}

/** The requirement's words without its label ('F12. '), for a search query or a sentence. */
export function requirementQuery(text: string): string {
  return text
    .replace(LABELLED, (m) => m.slice(-1))
    .replace(/\?\s*$/, '')
    .trim();
}
