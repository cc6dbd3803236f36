/**
 * When retrieval has nothing that answers (issue 18): the best passage's evidence (how much of
 * the question's content it covers, across languages: lexicalIndex.ts) under EVIDENCE_THRESHOLD
 * means the documents do not say. The threshold was learned on bench/retrieval-eval.json (the
 * value that abstains on at least 90 % of the questions without an answer while abstaining on
 * the fewest answerable ones; bench/retrieval-recall.mjs prints both rates and the best value).
 *
 * Covering the question's topic is not answering it: a question that asks for a detail of a
 * kind (an amount, a number, a date, a duration, a percentage, a person, a place: askedSlot.ts)
 * is answered only by a passage that states something of that kind (slotFillers.ts). A passage
 * that does not has its evidence capped under the threshold (UNFILLED_SLOT_CAP): "what is the
 * penalty per day of delay?" over a passage about delays that names no amount is "the documents
 * do not say", not a quote about delays.
 */
import { askedRateUnit, statesRate } from './askedRate';
import { askedSlot, type AskedSlot } from './askedSlot';
import { fillsSlot, statesLengthIn } from './slotFillers';

export const EVIDENCE_THRESHOLD = 0.35;

/**
 * The evidence of a passage that does not state the asked kind of detail, at most: under the
 * threshold, so it never answers, and above most passages off the topic, so that it still ranks
 * where the evidence orders passages.
 */
export const UNFILLED_SLOT_CAP = EVIDENCE_THRESHOLD - 0.05;

/** The kinds of detail a figure per unit of time can be ("uren per week", "boete per dag"). */
const FIGURES: ReadonlySet<AskedSlot> = new Set([
  'amount',
  'number',
  'count',
  'duration',
  'length',
  'percentage',
]);

/**
 * Whether the passage states the asked kind of detail and, when a figure is asked per unit of
 * time ("hours per week", "jaaromzet": askedRate.ts), states something per that unit.
 */
function states(slot: AskedSlot, question: string, text: string): boolean {
  if (!fillsSlot(slot, text)) return false;
  // A line wrap inside "per⏎day" or "calendar⏎days" is a space (fillsSlot reads it so too).
  const flat = text.replace(/\s+/g, ' ');
  if (slot === 'length' && !statesLengthIn(question, flat)) return false;
  const unit = FIGURES.has(slot) ? askedRateUnit(question) : null;
  return !unit || statesRate(unit, flat);
}

/**
 * A passage's evidence for answering the question: its evidence, capped at UNFILLED_SLOT_CAP
 * when the question asks for a kind of detail the passage does not state.
 */
export function answerEvidence(
  question: string,
  passage: { readonly text: string; readonly evidence: number },
): number {
  const slot = askedSlot(question);
  if (!slot || passage.evidence <= UNFILLED_SLOT_CAP || states(slot, question, passage.text)) {
    return passage.evidence;
  }
  return UNFILLED_SLOT_CAP;
}

/**
 * The passages that are evidence enough to answer `question` from, best first; empty: abstain.
 * The question's asked-for detail counts (answerEvidence); without a question, the evidence only.
 */
export function answeringPassages<P extends { readonly text: string; readonly evidence: number }>(
  passages: readonly P[],
  question?: string,
  threshold: number = EVIDENCE_THRESHOLD,
): P[] {
  return passages.filter(
    (p) => (question === undefined ? p.evidence : answerEvidence(question, p)) >= threshold,
  );
}
