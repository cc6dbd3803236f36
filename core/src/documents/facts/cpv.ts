/** CPV codes written in the document ('CPV 72000000-5', 'CPV-code: 48000000-8'). */
import { isPlausibleCpvCode } from '../../cpv/cpvCode';
import type { Fact } from '../../model/documentFacts';
import type { Segment } from './reading';
import { quoteOf } from './text';

const CODE = /\b(\d{8})\s?[-–]\s?(\d)\b/g;

export function extractCpvCodes(segments: readonly Segment[]): Fact<string>[] {
  const out: Fact<string>[] = [];
  const seen = new Set<string>();
  // 'CPV codes:' over a list, one code an item (failure class seen on the seventh probe set): the
  // label vouches for every item of the list under it, as long as each item opens with a code.
  let inList = false;
  for (const [i, s] of segments.entries()) {
    const opensWithCode = /^[•·*–-]?\s*\d{8}\s?[-–]\s?\d\b/.test(s.text.trim());
    inList = inList && opensWithCode && s.page === segments[i - 1]?.page;
    // Failure class: a second code in a sentence of its own ('The main CPV code is X. Additional
    // code: Y.', 'Hoofdcode … ; aanvullende code …') or under a 'CPV codes' heading: the word CPV
    // in the sentence before (on the same page) or in the section's heading vouches for it.
    const before = segments[i - 1];
    const mentionsCpv =
      /\bCPV\b/i.test(s.text) ||
      /\bCPV\b/i.test(s.section ?? '') ||
      (!!before &&
        before.page === s.page &&
        /\bCPV\b/i.test(before.text) &&
        /\b(?:codes?|hoofdcode|nevencodes?|aanvullende)\b/i.test(s.text)) ||
      inList;
    for (const m of s.text.matchAll(CODE)) {
      const code = `${m[1]}-${m[2]}`;
      // Without the word CPV nearby, only a code whose shape is unmistakable counts.
      if (!isPlausibleCpvCode(code) || seen.has(code)) continue;
      if (!mentionsCpv && !/0{3}-\d$/.test(code)) continue;
      seen.add(code);
      out.push({
        value: code,
        page: s.page,
        quote: quoteOf(s.text, m.index),
        ...(s.section ? { section: s.section } : {}),
        confidence: mentionsCpv ? 0.95 : 0.7,
        source: 'rules',
      });
    }
    if (/\bCPV\b[^.]*:\s*$/i.test(s.text.trim())) inList = true;
  }
  return out;
}
