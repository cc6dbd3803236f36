/**
 * Finding a gap still to write (issue 19): the draft's "Still to write" list and its "not complete
 * yet" notice take the writer to the gap's marked text in its section, scrolled into view and
 * focused, so that a keyboard user goes on from there. A section being edited holds its gaps in
 * the editor; they are found there the same way.
 */
import type { Draft } from '@tender/core';
import { sectionCheckNotes } from '@tender/core/services/drafts/draftCheckNotes';

export interface DraftGap {
  readonly sectionId: string;
  readonly section: string;
  readonly requirement: string;
  readonly id: string;
}

/** The gaps of every section, in order: what is still to write by hand. */
export function draftGaps(draft: Draft): DraftGap[] {
  // A damaged record without sections still reaches the export, which says it failed.
  if (!Array.isArray(draft.content)) return [];
  return draft.content.flatMap((s) =>
    (s.requirements ?? [])
      .filter((r) => r.status === 'gap')
      .map((r) => ({
        sectionId: s.id,
        section: s.heading,
        requirement: r.text,
        id: `${s.id}-${r.id}`,
      })),
  );
}

/**
 * The notes to check before submitting, over every section, in order: a certificate the company's
 * documents name without its validity ('[To check: …]', marked in the body like a gap). Each
 * section's notes still marked in its text (sectionCheckNotes: the requirements' record, or the
 * body of a draft saved before the record held them); the header, the checklist and the export
 * count this same list.
 */
export function draftChecks(draft: Draft): DraftGap[] {
  // A damaged record without sections still reaches the export, which says it failed.
  if (!Array.isArray(draft.content)) return [];
  return draft.content.flatMap((s) =>
    sectionCheckNotes(s).map((c) => ({
      sectionId: s.id,
      section: s.heading,
      requirement: c.note,
      id: `${s.id}-${c.key}`,
    })),
  );
}

const words = (text: string) =>
  new Set(
    text
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2),
  );

/**
 * The marked gap of the section that answers `requirement`: the mark sharing most words with it
 * (the marker quotes the requirement without its number and may shorten it), else the first.
 */
function gapMark(article: Element, requirement: string): HTMLElement | null {
  const marks = Array.from(article.querySelectorAll<HTMLElement>('mark'));
  const wanted = words(requirement);
  let best: HTMLElement | null = marks[0] ?? null;
  let bestShared = 0;
  for (const mark of marks) {
    let shared = 0;
    for (const w of words(mark.textContent ?? '')) if (wanted.has(w)) shared += 1;
    if (shared > bestShared) [best, bestShared] = [mark, shared];
  }
  return best;
}

/** Scrolls to the gap and focuses it (its section's heading when the gap has no mark). */
export function jumpToGap(gap: Pick<DraftGap, 'sectionId' | 'requirement'>): void {
  const heading = document.getElementById(`draft-section-${gap.sectionId}`);
  const article = heading?.closest('article');
  if (!heading || !article) return;
  const target = gapMark(article, gap.requirement) ?? heading;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
}
