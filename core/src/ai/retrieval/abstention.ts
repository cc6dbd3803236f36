/**
 * When retrieval has nothing that answers (issue 18): the best passage's evidence (how much of
 * the question's content it covers, across languages: lexicalIndex.ts) under EVIDENCE_THRESHOLD
 * means the documents do not say. The threshold was learned on bench/retrieval-eval.json (the
 * value that abstains on at least 90 % of the questions without an answer while abstaining on
 * the fewest answerable ones; bench/retrieval-recall.mjs prints both rates and the best value).
 */
export const EVIDENCE_THRESHOLD = 0.35;

/** The passages that are evidence enough to answer from, best first; empty: abstain. */
export function answeringPassages<P extends { readonly evidence: number }>(
  passages: readonly P[],
  threshold: number = EVIDENCE_THRESHOLD,
): P[] {
  return passages.filter((p) => p.evidence >= threshold);
}
