/**
 * Scored items whose scale is printed around their name (failure class: weights or points in
 * their own table cell). In a scoring form the scale cell of a row is often taller than the name
 * cell ('Very Easy = 15' / 'Somewhat Easy = 10' / 'Somewhat Difficult = 5' / 'Very Difficult =
 * 0'), and the name is centred beside it. Where the extractor found no table, the lines come out
 * in page order: scale lines, the name, more scale lines. A short line without '=' (not a
 * sentence) with scale lines right before and right after it is such an item; it is worth the top of its scale. The
 * quote is the name and the top step, each a cell found on the page ('Code Coverage | > 85% = 5
 * pts'), and the fact is offered to check: the reconstruction reads the layout, not a sentence.
 */
import { type Found, cleanName } from './criterionNames';
import type { Segment } from './reading';

/** One step of a scale: 'Very Easy = 15', '> 85% = 5 pts', '< 3.5 = 0 pts'. */
const STEP =
  /(?:[<>≥≤]=?\s*[\d.,]+\s*%?|[A-Z][A-Za-z]*(?: [A-Za-z]+){0,3})\s*=\s*(\d{1,3})(?:\s*(?:pts?|points|punten|marks)\b)?/g;
/** A line that is steps only, perhaps after the row's number ('32 > 75% = 3 pts'). */
const SCALE_LINE = new RegExp(String.raw`^(?:\d{1,3}\s+)?(?:${STEP.source}\s*[;,]?\s*)+$`);
/** The assessed score or row number a name line carries. */
const NUMBER_ONLY = /^\d{1,3}$/;
const MAX_NAME = 120;

const isScale = (s: Segment) => SCALE_LINE.test(s.text);
const isNeutral = (s: Segment) => NUMBER_ONLY.test(s.text);

/** The steps of the scale segments, with the text of each. */
function stepsOf(segments: readonly Segment[]): { text: string; points: number }[] {
  return segments.flatMap((s) =>
    [...s.text.matchAll(STEP)].map((m) => ({ text: m[0].trim(), points: Number(m[1]) })),
  );
}

/** The scale segments next to `at`, walking by `step` (-1 before, +1 after) on the same page. */
function scaleAround(segments: readonly Segment[], at: number, step: -1 | 1): Segment[] {
  const out: Segment[] = [];
  const page = segments[at]!.page;
  for (let i = at + step; i >= 0 && i < segments.length; i += step) {
    const s = segments[i]!;
    if (s.page !== page || s.kind === 'heading' || s.kind === 'row') break;
    if (isNeutral(s)) continue;
    if (!isScale(s)) break;
    out.push(s);
  }
  return out;
}

export function scaleRows(segments: readonly Segment[]): Found[] {
  const out: Found[] = [];
  segments.forEach((s, at) => {
    if (s.kind === 'heading' || s.kind === 'row' || s.text.includes('=')) return;
    // A sentence (it ends with a full stop) explains; an item is a label or a question.
    if (s.text.length > MAX_NAME || isNeutral(s) || /\.$/.test(s.text)) return;
    const before = scaleAround(segments, at, -1);
    const after = scaleAround(segments, at, 1);
    if (before.length === 0 || after.length === 0) return;
    const steps = stepsOf([...before, ...after]);
    // A scale runs down to nothing: two steps or more, one of them 0.
    if (steps.length < 2 || !steps.some((x) => x.points === 0)) return;
    const top = steps.reduce((a, b) => (b.points > a.points ? b : a));
    const name = cleanName(s.text.replace(/^\d{1,3}\s+/, '').replace(/\s+\d{1,3}$/, ''));
    if (!name || top.points === 0) return;
    out.push({
      name,
      weight: null,
      points: top.points,
      parent: null,
      segment: s,
      quote: `${name} | ${top.text}`,
      confidence: 0.7,
    });
  });
  return out;
}
