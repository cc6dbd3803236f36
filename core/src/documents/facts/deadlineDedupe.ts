/** The deadlines a document states once each, the replaced ones marked (deadlines.ts). */
import type { DeadlineFact } from '../../model/documentFacts';

const day = (f: DeadlineFact) => f.value.date.slice(0, 10);
const words = (label: string) =>
  ` ${label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
/** One label holds the other's words ('Public opening' beside 'Public opening EACMO premises'). */
const sameLabel = (a: DeadlineFact, b: DeadlineFact) => {
  const [x, y] = [words(a.value.label), words(b.value.label)];
  return x.trim() !== '' && y.trim() !== '' && (x.includes(y) || y.includes(x));
};

/**
 * A date the document states as replaced by another date of the same kind stays replaced where
 * the same row prints it again: a corrigendum's 'Initially | Now reads' table moves dates that the
 * timetable further on still shows (failure class seen on the fourth probe set). The copy must
 * carry the replaced row's label, so that another part's schedule on the same day (a lot whose
 * date did not move) stays current.
 */
function stillPrinted(facts: readonly DeadlineFact[]): DeadlineFact[] {
  const old = facts.filter(
    (o) =>
      o.replaced &&
      facts.some((f) => !f.replaced && f.value.kind === o.value.kind && day(f) !== day(o)),
  );
  return facts.map((f) =>
    !f.replaced &&
    old.some((o) => o.value.kind === f.value.kind && day(o) === day(f) && sameLabel(o, f))
      ? { ...f, replaced: true }
      : f,
  );
}

/**
 * One fact per kind and day: the one the document states as current wins over one it states as
 * replaced, then the first one with a time over a bare date.
 */
export function dedupe(facts: readonly DeadlineFact[]): DeadlineFact[] {
  const byKey = new Map<string, DeadlineFact>();
  for (const fact of stillPrinted(facts)) {
    const key = `${fact.value.kind}|${day(fact)}`;
    const seen = byKey.get(key);
    const timed = (f: DeadlineFact) => f.value.date.includes('T');
    if (
      !seen ||
      (seen.replaced && !fact.replaced) ||
      (!seen.replaced === !fact.replaced && !timed(seen) && timed(fact))
    ) {
      byKey.set(key, fact);
    }
  }
  return [...byKey.values()].sort(
    (a, b) => a.value.date.localeCompare(b.value.date) || a.page - b.page,
  );
}
