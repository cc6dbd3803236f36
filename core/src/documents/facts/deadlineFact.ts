/** A deadline fact as the rules record it (deadlines.ts), with its quote cut at its date. */
import type { DeadlineFact, DeadlineKind } from '../../model/documentFacts';
import { DEADLINE_AND_OPENING } from './deadlineKinds';
import type { Segment } from './reading';
import { quoteOf, shorten } from './text';

/** Records the deadline in `out`, and the submission too when one label names both. */
export function push(
  out: DeadlineFact[],
  s: Segment,
  date: { iso: string; start: number },
  label: string,
  found: { kind: DeadlineKind; confidence: number },
  confidence = found.confidence,
  replaced = false,
): DeadlineFact {
  const fact: DeadlineFact = {
    value: { kind: found.kind, date: date.iso, label: shorten(label) },
    page: s.page,
    quote: quoteOf(s.text, date.start),
    ...(s.section ? { section: s.section } : {}),
    confidence,
    source: 'rules',
    ...(replaced ? { replaced: true } : {}),
  };
  out.push(fact);
  // The deadline and the opening in one label: the deadline too (deadlineKinds.ts).
  if (found.kind === 'opening' && DEADLINE_AND_OPENING.test(label)) {
    out.push({ ...fact, value: { ...fact.value, kind: 'submission' } });
  }
  return fact;
}
