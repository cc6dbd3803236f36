/**
 * A requirement an amendment changes in words rather than in a table of old and new columns
 * (fifteenth probe set, docs/decisions.md "Tender facts on the fifteenth probe set: other kinds"):
 * - 'Replace "at least three similar projects" with "at least two similar projects"', 'Vervang
 *   "ten minste drie leveringen" door "ten minste twee leveringen"': the new words are a
 *   requirement when the old ones stand in a requirement the document states, of that kind;
 * - 'The second pre-condition now reads: …', 'De tweede geschiktheidseis luidt voortaan: …': the
 *   words after the colon, when the subject names a requirement (amendedRequirements.ts's
 *   subjects) and no rule reads the sentence itself.
 * Offered as "check this".
 */
import type { RequirementFact } from '../../model/documentFacts';
import { REQUIREMENT_SUBJECT } from './amendedRequirements';
import { SENTENCE_END, type Segment } from './reading';
import { checkThisRequirement } from './requirementFact';
import { REQUIREMENT_RULES } from './requirementRules';
import { quoteOf } from './text';

const Q = String.raw`["“„]([^"“”„]{10,300})["”]`;
const REPLACE = new RegExp(
  String.raw`\b(?:replace|vervang|wijzig)\s+${Q}\s+(?:with|by|door|in)\s+${Q}|${Q}\s+(?:is|shall be|wordt)\s+(?:replaced by|changed to|vervangen door|gewijzigd in)\s+${Q}`,
  'giu',
);
const NOW_READS =
  /^(.{0,80}?)\b(?:now reads|shall (?:now )?read|will (?:now )?read|is amended to read|komt (?:nu )?te luiden|luidt (?:nu|voortaan|thans))\s*:\s*(.{15,})$/iu;

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The texts of a segment to read: a row's cells, else its sentences. */
const textsOf = (s: Segment) =>
  s.kind === 'row' ? (s.cells ?? [s.text]) : s.text.split(SENTENCE_END).map((t) => t.trim());

export function changedRequirements(
  segments: readonly Segment[],
  found: readonly RequirementFact[],
): RequirementFact[] {
  const out: RequirementFact[] = [];
  const stated = found.map((r) => ({ kind: r.value.kind, text: ` ${plain(r.value.text)} ` }));
  for (const s of segments) {
    for (const m of s.text.matchAll(REPLACE)) {
      const [old, now] = m[1] !== undefined ? [m[1], m[2]!] : [m[3]!, m[4]!];
      const was = stated.find((r) => r.text.includes(` ${plain(old)} `));
      if (was) out.push(checkThisRequirement(s, was.kind, quoteOf(now.trim())));
    }
    for (const text of textsOf(s)) {
      const m = NOW_READS.exec(text);
      if (!m || !REQUIREMENT_SUBJECT.test(m[1]!)) continue;
      if (REQUIREMENT_RULES.some(([, rule]) => rule.test(text))) continue;
      out.push(checkThisRequirement(s, 'other', quoteOf(m[2]!.trim())));
    }
  }
  return out;
}
