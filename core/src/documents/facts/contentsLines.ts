/**
 * A tender's table of contents lists its chapters ("4 Minimumeisen en uitsluitingsgronden",
 * "5 Conditions for participation (pass/fail) ... 7"): the words of a requirement without the
 * requirement. Found in a bid manager's review: such lines were listed as knock-outs and exclusion
 * grounds. Contents lines with dot leaders were already skipped; a contents list without them
 * (Word's tab leaders, a plain list under "Inhoudsopgave") is recognised by its heading instead.
 */
import type { Segment } from './reading';

/** A heading that opens a table of contents, alone on its line. */
const CONTENTS_HEADING =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:inhoud|inhoudsopgave|inhoudstafel|table of contents|contents)\s*:?$/i;

/**
 * The indexes of the segments under a contents heading, up to the next heading and at most on the
 * heading's page and the next: a contents list runs over two pages at most, and a document whose
 * later headings were not recognised is not skipped whole.
 */
export function contentsSegments(segments: readonly Segment[]): ReadonlySet<number> {
  const out = new Set<number>();
  let page = -1;
  for (const s of segments) {
    const opens = CONTENTS_HEADING.test(s.text.trim());
    if (s.kind === 'heading' || opens) {
      page = opens ? s.page : -1;
      continue;
    }
    if (page < 0) continue;
    if (s.page > page + 1) page = -1;
    else out.add(s.index);
  }
  return out;
}
