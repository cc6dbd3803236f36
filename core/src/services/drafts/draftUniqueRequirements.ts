/**
 * A section's requirements without repeats (issue 19, item 1), for the plan (draftPlanTender.ts).
 */
import { terms } from '../../ai/localText';
import { bare, withoutCode } from './draftCriterionTitles';
import { type PlannedRequirement, requirementQuery } from './draftRequirementText';

type Requirement = Omit<PlannedRequirement, 'id'>;

/** A section's requirements at most. */
export const MAX_SECTION_REQUIREMENTS = 40;

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Share of words two requirements have in common above which they are one (a list repeated). */
const SAME_REQUIREMENT = 0.8;

/**
 * The requirements without repeats: the same text, or nearly (a list restated for a second lot,
 * 'a. assigned one leader and gave …' | 'a. assigned one leader, gave …'), is kept once.
 */
export function unique(
  list: readonly Requirement[],
  max = MAX_SECTION_REQUIREMENTS,
): Requirement[] {
  const kept: { requirement: Requirement; words: Set<string> }[] = [];
  for (const r of list) {
    const words = new Set(terms(requirementQuery(r.text)));
    // A sub-criterion's bare name and its coded title row ('Q1.3 Service management (weighting
    // 10%)') are one requirement: the coded one is kept, the code is what the bid answers under.
    const title = kept.findIndex((k) => bare(k.requirement.text) === bare(r.text));
    if (title >= 0) {
      if (withoutCode(r.text) !== r.text.trim()) kept[title] = { requirement: r, words };
      continue;
    }
    const same = kept.some((k) => {
      const shared = [...words].filter((w) => k.words.has(w)).length;
      const union = words.size + k.words.size - shared;
      return (
        norm(k.requirement.text) === norm(r.text) ||
        (union > 0 && shared / union >= SAME_REQUIREMENT)
      );
    });
    if (!same) kept.push({ requirement: r, words });
  }
  return kept.slice(0, max).map((k) => k.requirement);
}
