/**
 * Weights read from lines and sentences, not from a criteria table, are sure only when they add
 * up: a split of criteria adds up to 100, and sub-criteria add up to their criterion's weight.
 */
import type { Found } from './criterionNames';

/** How sure a weight read from a line is when the weights around it do not add up. */
export const UNSURE = 0.7;

/**
 * The weights that do not add up. A run of consecutive weights adding up to 100 is sure, then a
 * run adding up to one of those weights; any other weight ('Korting 10%' on an award page) is
 * offered to check.
 */
export function unbalanced(weighted: readonly Found[]): Set<Found> {
  const sure = new Set<Found>();
  const markRuns = (target: (sum: number) => boolean) => {
    for (let a = 0; a < weighted.length; a++) {
      let sum = 0;
      for (let b = a; b < weighted.length; b++) {
        if (sure.has(weighted[b]!)) break;
        sum += weighted[b]!.weight!;
        if (b > a && target(sum)) weighted.slice(a, b + 1).forEach((f) => sure.add(f));
      }
    }
  };
  markRuns((sum) => Math.abs(sum - 100) < 0.01);
  const parents = new Set([...sure].map((f) => f.weight));
  markRuns((sum) => parents.has(sum));
  return new Set(weighted.filter((f) => !sure.has(f)));
}
