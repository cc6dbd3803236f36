/**
 * How the tender's reader follows a list across passages and page breaks (issue 19, item 1): an
 * item cut by a passage boundary, a chapter title set as a numbered item, and the labels that
 * count on ('n.' → 'o.').
 */
import { BARE_LABEL, type Unit } from './draftRequirementUnits';

/** The first unit of a passage goes on with an item the last passage left unfinished. */
export function continues(held: string, next: Unit): boolean {
  if (next.kind !== 'text') return false;
  return BARE_LABEL.test(held.trim()) || /^\p{Ll}/u.test(next.text);
}

/**
 * A chapter's title that the layout reads as a numbered item: a number with its dot, then a title
 * of at most ten words without a sentence's end ('3. Dienstverlening, doelen en resultaten'; a
 * table of contents' '3. … 7' too, which a later chapter item replaces).
 */
export const CHAPTER_ITEM = /^(\d{1,2})\.\s+(\p{Lu}[^.;:!?]{2,100})$/u;

/** A list item's letter or number ('o' of 'o. Setup …', '4' of '4) …'), null when none. */
export function listLabel(text: string): string | null {
  return /^\(?([a-z]|\d{1,2})[.)]\s/.exec(text)?.[1] ?? null;
}

/** The label counts on from the one before ('n' → 'o', '3' → '4'). */
export function follows(before: string, label: string): boolean {
  if (/^\d+$/.test(before)) return Number(label) === Number(before) + 1;
  return label.length === 1 && label.charCodeAt(0) === before.charCodeAt(0) + 1;
}
