/**
 * Reciprocal rank fusion (Cormack, Clarke & Büttcher 2009): score = Σ 1 / (k + rank) over the
 * lists a passage appears in. Only ranks count, so BM25 scores and cosine similarities need no
 * common scale. k = 60 is the paper's constant: it damps the head of each list so that a passage
 * both lists find beats one that tops only one list.
 */
export const RRF_K = 60;

export interface FusedItem {
  readonly id: string;
  readonly score: number;
  /** 1-based rank in each input list, null when absent from it. */
  readonly ranks: readonly (number | null)[];
}

/**
 * `weights` scale each list's contribution (1 each by default): a list known to be weaker, such
 * as the local hashed embedding that only echoes word overlap, can count for less.
 */
export function reciprocalRankFusion(
  lists: readonly (readonly string[])[],
  k: number = RRF_K,
  weights: readonly number[] = [],
): FusedItem[] {
  const fused = new Map<string, { score: number; ranks: (number | null)[] }>();
  lists.forEach((ids, listIndex) => {
    ids.forEach((id, position) => {
      let item = fused.get(id);
      if (!item) {
        item = { score: 0, ranks: lists.map(() => null) };
        fused.set(id, item);
      }
      if (item.ranks[listIndex] !== null) return; // a duplicate in one list counts once
      item.ranks[listIndex] = position + 1;
      item.score += (weights[listIndex] ?? 1) / (k + position + 1);
    });
  });
  return [...fused.entries()]
    .map(([id, { score, ranks }]) => ({ id, score, ranks }))
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}
