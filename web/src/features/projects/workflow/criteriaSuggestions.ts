import type { AwardCriterion } from '@tender/core';
import { foldForSearch } from '@tender/core/services/projects/index';
import type { ProjectFacts, SourcedFact } from '../documents/useProjectFacts';

export type CriterionFact = ProjectFacts['awardCriteria'][number];

export interface CriterionSuggestion {
  /** Stable per document and fact, so a dismissal sticks while the facts stay the same. */
  readonly key: string;
  readonly description: string;
  readonly weight: number | null;
  readonly points: number | null;
  readonly fact: SourcedFact<unknown>;
}

/** Same criterion whatever the case, accents or surrounding spaces. */
function sameName(a: string, b: string): boolean {
  return foldForSearch(a).trim() === foldForSearch(b).trim();
}

/**
 * The award criteria the documents name that the project does not have yet (by name) and the user
 * has not dismissed, each once (several documents may name the same criterion: the first wins).
 * Sub-criteria are not offered: their weight is part of their criterion's, and the project's
 * criteria are one level.
 */
export function criteriaSuggestions(
  facts: readonly CriterionFact[],
  existing: readonly Pick<AwardCriterion, 'description'>[],
  dismissed: ReadonlySet<string>,
): CriterionSuggestion[] {
  const out: CriterionSuggestion[] = [];
  for (const fact of facts) {
    const name = fact.value.name.trim();
    if (!name || fact.value.parent) continue;
    const key = `${fact.documentId}:${fact.page}:${foldForSearch(name)}`;
    if (dismissed.has(key)) continue;
    if (existing.some((c) => sameName(c.description, name))) continue;
    if (out.some((s) => sameName(s.description, name))) continue;
    out.push({
      key,
      description: name,
      weight: fact.value.weight,
      points: fact.value.points,
      fact,
    });
  }
  return out;
}

/** Sum of the given weights, or null when no criterion has one. */
export function weightSum(criteria: readonly Pick<AwardCriterion, 'weight'>[]): number | null {
  const weights = criteria.map((c) => c.weight).filter((w): w is number => w !== null);
  if (weights.length === 0) return null;
  // Round away float noise (33.3 + 33.3 + 33.4).
  return Math.round(weights.reduce((a, b) => a + b, 0) * 100) / 100;
}
