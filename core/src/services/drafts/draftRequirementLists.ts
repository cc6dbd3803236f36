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
/**
 * A chapter's title that names its stage or part before a colon ('5. Stage 1: conditions of
 * participation', '5. Fase 1: geschiktheidseisen'): read as a chapter only where the next
 * chapter is due (an item like '2. Planning: …' elsewhere stays an item).
 */
const STAGED_CHAPTER = /^(\d{1,2})\.\s+(\p{Lu}[^.;:!?]{0,25}:\s+\p{L}[^.;:!?]{2,80})$/u;
/** The number of a chapter's title read as an item, with or without its stage. */
export const chapterNo = (text: string): string | undefined =>
  (CHAPTER_ITEM.exec(text) ?? STAGED_CHAPTER.exec(text))?.[1];

/** A list item's letter or number ('o' of 'o. Setup …', '4' of '4) …'), null when none. */
export function listLabel(text: string): string | null {
  return /^\(?([a-z]|\d{1,2})[.)]\s/.exec(text)?.[1] ?? null;
}

/** The label counts on from the one before ('n' → 'o', '3' → '4'). */
export function follows(before: string, label: string): boolean {
  if (/^\d+$/.test(before)) return Number(label) === Number(before) + 1;
  return label.length === 1 && label.charCodeAt(0) === before.charCodeAt(0) + 1;
}
