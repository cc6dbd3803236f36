/**
 * The sections of a generated draft (issue 8): one per award criterion — the workflow's confirmed
 * criteria, else the ones extracted from the tender documents — each given a share of the length
 * in proportion to its weight, within the tender's length limit. Other sections only where the
 * tender asks for them (a management summary). Pure, so that it is tested on its own.
 */
import type { AwardCriterionFact, LimitFact } from '../../model/documentFacts';
import type { DraftPlanBasis } from '../../model/draft';
import type { AwardCriterion } from '../../model/project';
import type { PlannedRequirement } from './draftRequirementText';

/** Without a limit in the tender: about six pages (docs/decisions.md, "Issue 8: generation"). */
export const DEFAULT_DRAFT_WORDS = 3_000;
/** A page of a bid (A4, 11 pt, headings and white space) holds about this many words. */
export const WORDS_PER_PAGE = 450;
/** No section is planned shorter than this, whatever its weight. */
export const MIN_SECTION_WORDS = 100;
const MAX_DRAFT_WORDS = 20_000;
const SUMMARY_WORDS = 200;

export interface PlannedCriterion {
  readonly id: string;
  readonly name: string;
  readonly weight: number | null;
  /** The buyer's requirements it stands for (issue 19), without their ids yet. */
  readonly requirements?: readonly Omit<PlannedRequirement, 'id'>[];
  /**
   * False for a part the buyer does not score (the qualification demands): it takes no share of
   * the draft's length, only a few sentences per requirement.
   */
  readonly scored?: boolean;
}

/** An unscored section's words per requirement: one sentence of evidence each. */
const UNSCORED_WORDS_PER_REQUIREMENT = 40;

export interface PlannedSection {
  readonly id: string;
  readonly kind: 'criterion' | 'summary';
  readonly heading: string;
  readonly criterionId: string | null;
  readonly weight: number | null;
  readonly targetWords: number;
  /** The buyer's requirements the section answers (issue 19); absent: none planned. */
  readonly requirements?: readonly PlannedRequirement[];
}

/**
 * The confirmed criteria of the workflow, else the main criteria the documents name (first
 * mention wins; sub-criteria are left out, their weight or points being part of their criterion's).
 */
export function criteriaFor(
  confirmed: readonly AwardCriterion[],
  extracted: readonly AwardCriterionFact[],
): PlannedCriterion[] {
  if (confirmed.length > 0) {
    return confirmed.map((c) => ({ id: c.id, name: c.description.trim(), weight: c.weight }));
  }
  const seen = new Set<string>();
  const unique = extracted.map(withoutWeightInName).filter((fact) => {
    const key = fact.value.name.trim().toLowerCase();
    if (fact.value.parent) return false;
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // A tender that scores in points weighs its criteria by them: points as a share of the total.
  const totalPoints = unique.reduce((sum, f) => sum + (f.value.points ?? 0), 0);
  const byPoints = unique.every((f) => f.value.weight === null) && totalPoints > 0;
  return unique.map((fact, i) => ({
    id: `k${i + 1}`,
    name: fact.value.name.trim(),
    weight: byPoints
      ? fact.value.points
        ? Math.round((fact.value.points / totalPoints) * 1000) / 10
        : null
      : fact.value.weight,
  }));
}

/** The main criteria as criteriaFor keeps them (first mention of each name, no sub-criteria). */
export function mainCriteria<T extends AwardCriterionFact>(extracted: readonly T[]): T[] {
  const seen = new Set<string>();
  return extracted.filter((f) => {
    const key = f.value.name.trim().toLowerCase();
    if (f.value.parent || !key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A criterion read with its row's weight cell in its name ('Plan van aanpak 30%', points 300,
 * beside 'Plan van aanpak', weight 30, read from the same row): the name without it, the weight
 * from it. Eighteenth set: both readings became sections, 'Plan van aanpak uitvoering 30%' and
 * 'Plan van aanpak uitvoering', each with the other's sub-criteria.
 */
const WEIGHT_IN_NAME = /^(.*\S)\s+(\d{1,3}(?:[.,]\d+)?)\s*%$/u;

function withoutWeightInName(fact: AwardCriterionFact): AwardCriterionFact {
  const m = WEIGHT_IN_NAME.exec(fact.value.name.trim());
  if (!m) return fact;
  const weight = fact.value.weight ?? Number(m[2]!.replace(',', '.'));
  return { ...fact, value: { ...fact.value, name: m[1]!, weight } };
}

/**
 * The draft's length in words: the tender's largest word limit, else its largest page limit in
 * words, else DEFAULT_DRAFT_WORDS. The largest, because smaller limits are usually per answer.
 */
export function totalWords(limits: readonly LimitFact[]): number {
  const words = limits.filter((l) => l.value.kind === 'words').map((l) => l.value.value);
  const pages = limits.filter((l) => l.value.kind === 'pages').map((l) => l.value.value);
  const total = words.length
    ? Math.max(...words)
    : pages.length
      ? Math.max(...pages) * WORDS_PER_PAGE
      : DEFAULT_DRAFT_WORDS;
  return Math.min(MAX_DRAFT_WORDS, Math.max(MIN_SECTION_WORDS, Math.round(total)));
}

const SUMMARY_ASKED =
  /\b(management\s*summary|executive\s*summary|managementsamenvatting|samenvatting van (uw|de) (inschrijving|aanbieding))\b/i;

const SUMMARY_HEADING = { en: 'Management summary', nl: 'Managementsamenvatting' } as const;
const GENERAL_HEADING = { en: 'Our approach', nl: 'Onze aanpak' } as const;

/**
 * Sections in order: the summary first when the tender asks for one, then one per criterion.
 * Weights without a number share what the given ones leave (all equal when none is given). A
 * tender without criteria gets one general section, so that the draft still answers it.
 */
export function planSections(input: {
  readonly criteria: readonly PlannedCriterion[];
  readonly limits: readonly LimitFact[];
  readonly tenderText: string;
  readonly language: 'en' | 'nl';
}): PlannedSection[] {
  let total = totalWords(input.limits);
  let seq = 0;
  const numbered = (list: readonly Omit<PlannedRequirement, 'id'>[]): PlannedRequirement[] =>
    list.map((r) => ({ ...r, id: `q${++seq}` }));
  const sections: PlannedSection[] = [];
  if (SUMMARY_ASKED.test(input.tenderText)) {
    const words = Math.min(SUMMARY_WORDS, Math.round(total / 10));
    sections.push({
      id: 's0',
      kind: 'summary',
      heading: SUMMARY_HEADING[input.language],
      criterionId: null,
      weight: null,
      targetWords: Math.max(MIN_SECTION_WORDS, words),
    });
    total -= words;
  }
  const scoredCriteria = input.criteria.filter((c) => c.scored !== false);
  const unscored = input.criteria.filter((c) => c.scored === false);
  const criteria: readonly PlannedCriterion[] = scoredCriteria.length
    ? scoredCriteria
    : [{ id: 'general', name: GENERAL_HEADING[input.language], weight: null }];
  // Without any weight, a section's share follows how many requirements it answers.
  const byCount =
    criteria.every((c) => c.weight === null) && criteria.some((c) => c.requirements?.length);
  const given = byCount
    ? criteria.map((c) => ({ ...c, weight: Math.max(1, c.requirements?.length ?? 0) }))
    : criteria.filter((c) => c.weight !== null && c.weight > 0);
  const givenSum = given.reduce((s, c) => s + (c.weight as number), 0);
  const open = byCount ? 0 : criteria.length - given.length;
  // What the given weights leave is shared by the others; with all given, they are the shares.
  const openShare =
    open > 0 ? Math.max(0, 100 - givenSum) / open || givenSum / given.length || 1 : 0;
  const shares = byCount
    ? given.map((c) => c.weight as number)
    : criteria.map((c) => (c.weight !== null && c.weight > 0 ? c.weight : openShare));
  const shareSum = shares.reduce((s, x) => s + x, 0) || 1;
  criteria.forEach((c, i) => {
    sections.push({
      id: `s${sections.length + 1}`,
      kind: 'criterion',
      heading: c.name,
      criterionId: input.criteria.length ? c.id : null,
      weight: c.weight,
      ...(c.requirements ? { requirements: numbered(c.requirements) } : {}),
      targetWords: Math.max(
        MIN_SECTION_WORDS,
        Math.round((total * (shares[i] as number)) / shareSum),
      ),
    });
  });
  for (const c of unscored) {
    sections.push({
      id: `s${sections.length + 1}`,
      kind: 'criterion',
      heading: c.name,
      criterionId: c.id,
      weight: null,
      ...(c.requirements ? { requirements: numbered(c.requirements) } : {}),
      targetWords: Math.max(
        MIN_SECTION_WORDS,
        UNSCORED_WORDS_PER_REQUIREMENT * (c.requirements?.length ?? 0),
      ),
    });
  }
  return sections;
}

export type { DraftPlanBasis };
