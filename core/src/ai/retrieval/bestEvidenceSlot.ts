/**
 * The candidate with the best evidence keeps a place among the passages asked for (issue 18,
 * unseen-h22 study). The fusion (retriever.ts) sums reciprocal ranks at k = 60, where one rank
 * more or less in a list moves a passage little: a passage found in all three lists at middling
 * ranks passes one that is first lexically and covers the whole question best but has no vector
 * rank, and the best answer fell to sixth or seventh (h18 q1003, h22 q1230, q1235). A heavier
 * evidence list (the h16 study) moved every order and lost answers elsewhere; this moves one
 * passage, only when it is better evidence than every passage shown.
 *
 * The passage must also be among the first LEXICAL_REACH × limit of BM25: where both the
 * evidence and the lexical ranking put it high, and only the fusion's other lists keep it out.
 * Measured on the gated set and h3–h22 (probe, not kept): the best-evidence passage from any
 * rank gained 7 answers and lost 5, each loss a passage of lexical rank 11 to 36 covering the
 * question's words in another sense; within the lexical top 10, 6 gained and 1 lost.
 *
 * Only once the documents answer: some passage already shown is evidence enough for the question
 * (answerEvidence, with its asked detail). Then the chat answers either way, so no abstention
 * becomes an answer; the best passage only takes the last place, the fused order above it kept.
 */
import { answerEvidence, EVIDENCE_THRESHOLD } from './abstention';

interface Ranked {
  readonly id: string;
  /** 1-based rank in each fused list, the lexical list first (fusion.ts). */
  readonly ranks: readonly (number | null)[];
}

/** The best passage is moved only when BM25 ranks it this many times the places shown or better. */
const LEXICAL_REACH = 2;

/**
 * `fused` with the candidate of the best evidence moved to place `limit` (the last one shown)
 * when it is not among the first `limit`, is within BM25's first LEXICAL_REACH × limit, is
 * evidence enough to answer, is better evidence than each of them, and one of them answers
 * already; otherwise `fused` itself.
 */
export function withBestEvidence<T extends Ranked>(
  fused: readonly T[],
  evidence: ReadonlyMap<string, number>,
  limit: number,
  question: string,
  textOf: (id: string) => string | undefined,
): readonly T[] {
  if (limit <= 0 || fused.length <= limit) return fused;
  let best: T | undefined;
  let bestEvidence = EVIDENCE_THRESHOLD;
  for (const item of fused.slice(limit)) {
    const lexicalRank = item.ranks[0];
    if (lexicalRank === null || lexicalRank === undefined || lexicalRank > LEXICAL_REACH * limit) {
      continue;
    }
    const e = evidence.get(item.id) ?? 0;
    if (e > bestEvidence) {
      best = item;
      bestEvidence = e;
    }
  }
  if (!best) return fused;
  const shown = fused.slice(0, limit);
  if (shown.some((item) => (evidence.get(item.id) ?? 0) >= bestEvidence)) return fused;
  const answerOf = (id: string) => {
    const text = textOf(id);
    return text === undefined
      ? 0
      : answerEvidence(question, { text, evidence: evidence.get(id) ?? 0 });
  };
  if (answerOf(best.id) < EVIDENCE_THRESHOLD) return fused;
  if (!shown.some((item) => answerOf(item.id) >= EVIDENCE_THRESHOLD)) return fused;
  const rest = fused.filter((item) => item !== best);
  return [...rest.slice(0, limit - 1), best, ...rest.slice(limit - 1)];
}
