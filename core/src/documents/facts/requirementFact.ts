/** What a requirement read by the rules looks like, and how many of a kind are kept. */
import type { RequirementFact, RequirementKind } from '../../model/documentFacts';
import type { Segment } from './reading';

/** At most this many requirements per kind, the first ones in the document. */
export const MAX_PER_KIND = 20;

/** A requirement the rules are not sure of: offered as "check this" (confidence 0.7). */
export function checkThisRequirement(
  s: Segment,
  kind: RequirementKind,
  text: string,
  quote = text,
): RequirementFact {
  return {
    value: { kind, text },
    page: s.page,
    quote,
    ...(s.section ? { section: s.section } : {}),
    confidence: 0.7,
    source: 'rules',
  };
}
