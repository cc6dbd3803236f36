/** Part codes of limits, and the same limit of the same part stated twice (limits.ts). */
import type { LimitFact, LimitKind } from '../../model/documentFacts';

/** The codes of the parts a limit's scope names ('Q1.2 and Q1.3' names Q1.2 and Q1.3). */
export const codesIn = (text: string) =>
  new Set([...text.matchAll(/\b[A-Z]{1,2}\d{1,2}(?:\.\d{1,2})*\b/g)].map((m) => m[0]));
/** A limit's part codes: its scope's, else its quote's ('K1 en K2: elk maximaal 3 pagina's'). */
export const partCodes = (limit: LimitFact) => {
  const inScope = codesIn(limit.value.scope ?? '');
  return inScope.size > 0 ? inScope : codesIn(limit.quote);
};

/**
 * The same limit of the same part stated twice, in a summary list and again in the criteria
 * table's length column ('Q1.1: maximum 1,500 words' and 'Q1.1 | … | 1,500 words'): one limit,
 * where the document first states it (failure class seen on the third probe set). Limits of the
 * same length for other parts stay.
 */
export function withoutRepeats(limits: readonly LimitFact[]): LimitFact[] {
  return limits.filter((limit, i) => {
    const codes = partCodes(limit);
    if (codes.size === 0) return true;
    return !limits
      .slice(0, i)
      .some(
        (earlier) =>
          earlier.value.kind === limit.value.kind &&
          earlier.value.value === limit.value.value &&
          [...partCodes(earlier)].some((c) => codes.has(c)),
      );
  });
}

/**
 * A length stated per item after it ('… not more than two pages per person', 'four pages each'),
 * that no earlier limit of that length states per item: a limit of its own, not a repeat of a
 * part's same-length limit on the page (thirteenth probe set).
 */
export function perItemLength(
  earlier: readonly LimitFact[],
  after: string,
  kind: LimitKind,
  value: number,
): boolean {
  const per =
    /^\s*(?:of A4\s+)?(?:each|per (?:person|persoon|CV|item|expert|deskundige|stuk)|elk|ieder)\b/i;
  return (
    per.test(after) &&
    !earlier.some(
      (l) =>
        l.value.kind === kind &&
        l.value.value === value &&
        /\b(?:each|per|elk|ieder)\b/i.test(l.quote),
    )
  );
}

/**
 * The part a length follows in a list of parts, each with its length: '1.1 maximaal 4 pagina's,
 * 1.2 maximaal 4 pagina's en 1.3 …', 'Q3: 400 words and Q4: 400 words' (twentieth probe set's
 * study: the second part of the same length dropped as a repeat on the page, or scoped by the
 * whole list before it). `before` is the text before the length; null when no part number or code
 * stands right before it, at the text's start or after the previous part's length and its comma
 * or 'and' ('Q1.2 and Q1.3: maximum 1,000 words each' is one limit of both).
 */
export function listedPart(before: string): string | null {
  return (
    /(?:^|(?:pages?|pagina['’]?s|pagina|words?|woorden|A4|tekens|characters?)\s*(?:[,;]|\s(?:en|and))\s+)((?:[A-Z]{1,2})?\d{1,2}(?:\.\d{1,2})+|[A-Z]{1,2}\d{1,2})\s*[:–-]?\s*$/.exec(
      before,
    )?.[1] ?? null
  );
}

/** Whether an earlier limit of this kind and length names the part `code` in its scope. */
export function limitOfPart(
  earlier: readonly LimitFact[],
  kind: LimitKind,
  value: number,
  code: string,
): boolean {
  return earlier.some(
    (l) =>
      l.value.kind === kind &&
      l.value.value === value &&
      ` ${l.value.scope ?? ''} `.includes(` ${code} `),
  );
}
