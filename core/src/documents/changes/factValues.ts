/**
 * How two facts of the same kind compare (factChanges.ts): the slot a fact fills, its row label,
 * and whether two values are the same — a date without a time matches that day at any time.
 */
export type TrackedKey = 'deadlines' | 'limits' | 'values' | 'durations' | 'priceQuality';

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

type Deadline = { kind: string; date: string; label: string };
type Limit = { kind: string; value: number; scope: string };

/** The slot a fact fills: facts of one slot in two documents are the same fact stated twice. */
export function slotOf(key: TrackedKey, value: unknown): string | null {
  const v = value as Record<string, unknown>;
  if (key === 'deadlines') return v.kind === 'other' ? null : `deadlines:${String(v.kind)}`;
  if (key === 'priceQuality') return 'priceQuality';
  return `${key}:${String(v.kind)}`;
}

/** The row label within a document ('Deadline indienen offerte', a limit's scope). */
export function labelOf(key: TrackedKey, value: unknown): string {
  if (key === 'deadlines') return normal((value as Deadline).label);
  if (key === 'limits') return normal((value as Limit).scope);
  return '';
}

/** The same moment: a date without a time matches that day at any time. */
function sameDate(a: string, b: string): boolean {
  if (a.slice(0, 10) !== b.slice(0, 10)) return false;
  return a.length <= 10 || b.length <= 10 || a.slice(0, 16) === b.slice(0, 16);
}

export function sameValue(key: TrackedKey, a: unknown, b: unknown): boolean {
  if (key === 'deadlines') return sameDate((a as Deadline).date, (b as Deadline).date);
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const fields: Record<TrackedKey, string[]> = {
    deadlines: [],
    limits: ['value'],
    values: ['amount', 'currency'],
    durations: ['amount', 'unit', 'count'],
    priceQuality: ['price', 'quality'],
  };
  return fields[key].every((f) => x[f] === y[f]);
}

const STOP = new Set([
  'het',
  'de',
  'een',
  'van',
  'the',
  'and',
  'for',
  'mag',
  'may',
  'must',
  'moet',
]);
const words = (s: string) => new Set(s.split(' ').filter((w) => w.length >= 3 && !STOP.has(w)));

/** Two labels name the same part of the bid: they share a word that is not a stop word. */
export function shareAWord(a: string, b: string): boolean {
  const w = words(b);
  return [...words(a)].some((x) => w.has(x));
}

/** One fact of each value (the first), in order. */
export function distinctValues<F extends { readonly fact: { readonly value: unknown } }>(
  key: TrackedKey,
  facts: readonly F[],
): F[] {
  const out: F[] = [];
  for (const f of facts) {
    if (!out.some((o) => sameValue(key, o.fact.value, f.fact.value))) out.push(f);
  }
  return out;
}
