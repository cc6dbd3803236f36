/**
 * The notes to check before submitting that a section still shows (issue 19): the one count the
 * header, the checklist's list and the export read, so that they agree.
 */
import type { DraftSection } from '../../model/draft';
import { markedTexts, toCheckNotes } from './draftHtml';

export interface SectionCheckNote {
  /** Unique within the section: the requirement's id and the note's place, or the body's. */
  readonly key: string;
  readonly note: string;
}

const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A section's notes to check, in order. The requirements' record (`checks`) is read, keeping only
 * the notes still marked in the body: a note the writer deleted in the editor is done with (a
 * save rewrites the body, not the requirements). A draft saved before the requirements carried
 * `checks` (no requirement has the key) has its notes only in the body: those are read there.
 */
export function sectionCheckNotes(section: DraftSection): SectionCheckNote[] {
  const body = typeof section.body === 'string' ? section.body : '';
  const requirements = section.requirements ?? [];
  if (!requirements.some((r) => r.checks !== undefined)) {
    return toCheckNotes(body).map((note, k) => ({ key: `body-check-${k}`, note }));
  }
  const marked = new Set(markedTexts(body));
  return requirements
    .filter((r) => r.status !== 'dropped')
    .flatMap((r) => (r.checks ?? []).map((note, k) => ({ key: `${r.id}-check-${k}`, note })))
    .filter((c) => marked.has(collapsed(c.note)));
}
