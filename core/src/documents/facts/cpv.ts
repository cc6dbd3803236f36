/** CPV codes written in the document ('CPV 72000000-5', 'CPV-code: 48000000-8'). */
import { isPlausibleCpvCode } from '../../cpv/cpvCode';
import type { Fact } from '../../model/documentFacts';
import type { Segment } from './reading';
import { quoteOf } from './text';

const CODE = /\b(\d{8})\s?[-–]\s?(\d)\b/g;

/**
 * The vocabulary named in full ('Common Procurement Vocabulary: 32323500-8', 'Gemeenschappelijke
 * Woordenlijst Overheidsopdrachten'): eighth probe set, a code without three zeros was lost.
 */
const CPV =
  /\bCPV\b|\bCommon Procurement Vocabulary\b|\bGemeenschappelijke Woordenlijst (?:voor )?Overheidsopdrachten\b/i;

/**
 * A title of its own ('4. CPV', 'CPV codes', 'CPV-codes'): a numbered heading the reader keeps as a
 * list item or a short line. The codes under it, on the same page and up to the next such title,
 * are CPV codes whatever label they carry ('Hoofdopdracht: 34114200-1', 'Main object: …').
 */
const TITLE = /^(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?[^.:;]{0,50}$/;

/** 'CPV codes:' ending a line: a list of codes follows. */
const CPV_LABEL = new RegExp(`(?:${CPV.source})[^.]*:\\s*$`, 'i');

const CODE_START = /^[•·*–-]?\s*\d{8}\s?[-–]\s?\d\b/;

export function extractCpvCodes(segments: readonly Segment[]): Fact<string>[] {
  const out: Fact<string>[] = [];
  const seen = new Set<string>();
  // 'CPV codes:' over a list, one code an item (failure class seen on the seventh probe set): the
  // label vouches for every item of the list under it, as long as each item opens with a code.
  let inList = false;
  let underTitle = false;
  for (const [i, s] of segments.entries()) {
    const isTitle = s.kind === 'heading' || (TITLE.test(s.text.trim()) && !CODE_START.test(s.text));
    if (isTitle) underTitle = CPV.test(s.text);
    else if (s.page !== segments[i - 1]?.page) underTitle = false;
    const opensWithCode = CODE_START.test(s.text.trim());
    inList = inList && opensWithCode && s.page === segments[i - 1]?.page;
    // Failure class: a second code in a sentence of its own ('The main CPV code is X. Additional
    // code: Y.', 'Hoofdcode … ; aanvullende code …') or under a 'CPV codes' heading: the word CPV
    // in the sentence before (on the same page) or in the section's heading vouches for it.
    const before = segments[i - 1];
    const mentionsCpv =
      CPV.test(s.text) ||
      CPV.test(s.section ?? '') ||
      underTitle ||
      (!!before &&
        before.page === s.page &&
        CPV.test(before.text) &&
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
    if (CPV_LABEL.test(s.text.trim())) inList = true;
  }
  return out;
}
