/** A section's self-assessment against what the tender asks about its criterion. */
import { terms } from '../../ai/localText';
import type { DraftSection } from '../../model/draft';
import type { EvidencePassage } from './draftEvidence';
import type { PlannedSection } from './draftPlan';

const DEMAND =
  /\b(must|shall|should|describe|explain|demonstrate|show|provide|indicate|moet|moeten|dient|dienen|beschrijf|beschrijft|toon|geef|geeft aan|licht toe|wordt gevraagd|gevraagd)\b/i;

/**
 * The section's self-assessment: the demands the tender makes about the criterion (its sentences
 * with a demand verb), each covered when the company evidence used shares most of its terms,
 * else missing (the to-do list). Without such sentences the criterion itself is the demand.
 */
export function assess(
  section: PlannedSection,
  tender: readonly EvidencePassage[],
  companyText: string,
): DraftSection['assessment'] {
  const demands = [
    ...new Set(
      tender
        .flatMap((p) => p.text.replace(/\s*\n\s*/g, ' ').split(/(?<=[.!?;])\s+/))
        .map((s) => s.replace(/\s+/g, ' ').trim())
        .filter((s) => s.length >= 20 && s.length <= 300 && DEMAND.test(s)),
    ),
  ].slice(0, 5);
  const items = demands.length ? demands : [section.heading];
  const have = new Set(terms(companyText));
  const covered: string[] = [];
  const missing: string[] = [];
  for (const item of items) {
    const wanted = [...new Set(terms(item))];
    const hit = wanted.filter((w) => have.has(w)).length;
    (wanted.length > 0 && hit / wanted.length >= 0.5 ? covered : missing).push(item);
  }
  return { covered, missing };
}
