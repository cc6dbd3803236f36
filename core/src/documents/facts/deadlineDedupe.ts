/** The deadlines a document states once each, the replaced ones marked (deadlines.ts). */
import type { DeadlineFact } from '../../model/documentFacts';

/**
 * One fact per kind and day: the one the document states as current wins over one it states as
 * replaced, then the first one with a time over a bare date. A date the document states as
 * replaced by another date of the same kind stays replaced wherever else it is printed: a
 * corrigendum's 'Initially | Now reads' table moves dates that the timetable further on still
 * shows (failure class seen on the fourth probe set).
 */
export function dedupe(facts: readonly DeadlineFact[]): DeadlineFact[] {
  const day = (f: DeadlineFact) => f.value.date.slice(0, 10);
  const movedAway = new Set(
    facts
      .filter(
        (old) =>
          old.replaced &&
          facts.some((f) => !f.replaced && f.value.kind === old.value.kind && day(f) !== day(old)),
      )
      .map((old) => `${old.value.kind}|${day(old)}`),
  );
  const byKey = new Map<string, DeadlineFact>();
  for (const fact of facts) {
    const key = `${fact.value.kind}|${day(fact)}`;
    const seen = byKey.get(key);
    const timed = (f: DeadlineFact) => f.value.date.includes('T');
    const current = (f: DeadlineFact) => !f.replaced && !movedAway.has(key);
    if (
      !seen ||
      (!current(seen) && current(fact)) ||
      (current(seen) === current(fact) && !timed(seen) && timed(fact))
    ) {
      byKey.set(key, fact);
    }
  }
  for (const [key, fact] of byKey) {
    if (movedAway.has(key) && !fact.replaced) byKey.set(key, { ...fact, replaced: true });
  }
  return [...byKey.values()].sort(
    (a, b) => a.value.date.localeCompare(b.value.date) || a.page - b.page,
  );
}
