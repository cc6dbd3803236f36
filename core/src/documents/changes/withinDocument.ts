/**
 * What one document states as replaced itself (Fact.replaced: an old column or schedule printed
 * beside the new one, a date 'moved from'), paired with the document's own fact that replaces it,
 * so that projectFactHistory shows it as history and as a change from the single document.
 */
import type { SourcedFact } from './factChanges';
import { type TrackedKey, distinctValues, labelOf, sameValue } from './factValues';

/**
 * The facts of one slot that their document states as replaced, each with the document's fact
 * that replaces it: the one with the same row label, else the slot's only other value. A replaced
 * fact without a new value beside it (verification dropped it) stays as it is.
 */
export function replacedWithin(
  key: TrackedKey,
  facts: readonly SourcedFact[],
): { old: SourcedFact; by: SourcedFact }[] {
  const current = facts.filter((f) => f.fact.replaced !== true);
  const out: { old: SourcedFact; by: SourcedFact }[] = [];
  for (const old of facts.filter((f) => f.fact.replaced === true)) {
    const others = current.filter((f) => !sameValue(key, f.fact.value, old.fact.value));
    const label = labelOf(key, old.fact.value);
    const by =
      others.find((f) => labelOf(key, f.fact.value) === label) ??
      (distinctValues(key, others).length === 1 ? others[0] : undefined);
    if (by) out.push({ old, by });
  }
  return out;
}
