/**
 * Award criteria read as one flat list although the tender nests them (issue 19, item 1): a
 * table row per criterion, with the quality group and each criterion's sub-criteria on rows of
 * their own ('Kwaliteit 65%', 'K1 Plan van aanpak 40%', 'K1a … 20%', 'K1b … 20%', 'K2 … 15%').
 * Planned flat, each row became a section, so the weights added up to far more than the whole and
 * a sub-criterion's section stood apart from its criterion's. The nesting shows in the weights
 * alone: a criterion whose weight is the sum of the rows right after it is their parent.
 */
import type { PlannedCriterion } from './draftPlan';

/** Weights within this of each other are equal (rounded percentages). */
const SAME_WEIGHT = 0.5;

export interface NestedCriteria {
  /** The criteria that make sections, in order. */
  readonly criteria: PlannedCriterion[];
  /** Per criterion id: the names of the rows folded into it as its sub-criteria. */
  readonly parts: Map<string, string[]>;
}

/** The run of criteria right after `i` whose weights add up to its weight (two or more), if any. */
function partsOf(list: readonly PlannedCriterion[], i: number): number | null {
  const whole = list[i]?.weight;
  if (whole === null || whole === undefined || whole <= 0) return null;
  let sum = 0;
  for (let j = i + 1; j < list.length; j++) {
    const w = list[j]!.weight;
    if (w === null || w <= 0) return null;
    sum += w;
    if (Math.abs(sum - whole) <= SAME_WEIGHT) return j - i >= 2 ? j : null;
    if (sum > whole) return null;
  }
  return null;
}

/**
 * Only when the flat weights add up to more than the whole and the nested ones to the whole
 * (100, within rounding): weights that merely happen to add up ('Approach 20, Team 10, Plan 10')
 * are left as they are. A row whose parts have parts of their own is a group ('Kwaliteit'), not a
 * criterion: it is dropped and its parts stay criteria; a row whose parts have none is a criterion
 * and its parts become its sub-criteria.
 */
export function nestByWeight(list: readonly PlannedCriterion[]): NestedCriteria {
  const flat = { criteria: [...list], parts: new Map<string, string[]>() };
  const total = list.reduce((s, c) => s + (c.weight ?? 0), 0);
  if (list.some((c) => c.weight === null) || total <= 100 + SAME_WEIGHT) return flat;
  let current = [...list];
  const parts = new Map<string, string[]>();
  // Innermost first: a row whose parts have no parts takes them in; then a row whose parts have
  // parts is a group and goes; until nothing nests any more.
  for (let changed = true; changed;) {
    changed = false;
    // From the last row up: a sub-criterion's parent is found before a group's sum can match by
    // chance across a criterion and its first part.
    for (let i = current.length - 1; i >= 0 && !changed; i--) {
      const last = partsOf(current, i);
      if (last === null) continue;
      const run = current.slice(i + 1, last + 1);
      const id = current[i]!.id;
      if (run.some((c) => parts.has(c.id))) {
        current = current.filter((_, k) => k !== i);
      } else {
        parts.set(id, [...(parts.get(id) ?? []), ...run.map((c) => c.name)]);
        current = current.filter((_, k) => k <= i || k > last);
      }
      changed = true;
    }
  }
  const sum = current.reduce((s, c) => s + (c.weight ?? 0), 0);
  if (Math.abs(sum - 100) > 1) return withoutGroups(list);
  return { criteria: current, parts };
}

/**
 * Failure class: a stray row among the criteria (a sentence of the price rule read as one, 'The
 * lowest compliant price receives the full 40%') keeps the weights from adding up, so the rows
 * stay flat — and a group row whose parts follow it ('Quality 60%' over its four questions)
 * became a section of its own whose one demand was its name, answered with any passage on
 * quality. Planned flat, each part is a section already: the group row is dropped.
 */
function withoutGroups(list: readonly PlannedCriterion[]): NestedCriteria {
  return {
    criteria: list.filter((_, i) => partsOf(list, i) === null),
    parts: new Map<string, string[]>(),
  };
}

/** The quality side of a price/quality split, alone ('Kwaliteit', 'Quality (60%)'). */
const QUALITY_SIDE = /^(?:quality|kwaliteit)(?:\s*\([^()]*\))?$/i;
const PRICE_SIDE = /\b(?:price|pricing|costs?|prijs|kosten)\b/i;

/**
 * Failure class: the price/quality split read as two criteria ('De prijs weegt 40%, de kwaliteit
 * 60%') beside the award table's own rows ('K1 Voertuigontwerp 25%', 'K2 …'), with other rows in
 * between, so the weights never nested. The quality side is the table's criteria together: a
 * section of its own had the one demand 'Kwaliteit', met by any passage with the word in it.
 * Kept when it has sub-criteria of its own or is the only criterion beside the price; criteria
 * the user confirmed are never passed here.
 */
export function withoutQualitySide(
  list: readonly PlannedCriterion[],
  hasParts: (name: string) => boolean,
): PlannedCriterion[] {
  const others = list.filter((c) => !QUALITY_SIDE.test(c.name) && !PRICE_SIDE.test(c.name));
  if (others.length < 2) return [...list];
  // A split's side: its weight and a price's make the whole.
  const prices = list.filter((c) => PRICE_SIDE.test(c.name) && c.weight !== null);
  const side = (c: PlannedCriterion) =>
    QUALITY_SIDE.test(c.name.trim()) &&
    c.weight !== null &&
    prices.some((p) => Math.abs(p.weight! + c.weight! - 100) <= SAME_WEIGHT) &&
    !hasParts(c.name);
  return list.filter((c) => !side(c));
}

/**
 * Failure class: the quality side of a price/quality split read with its parts ('Quality 60%' over
 * 'Q1 Approach 20%', 'Q2 Team 20%', … marked as its sub-criteria by the facts). Planned as one
 * section, its questions became lines of one section, where each is answered and scored on its own
 * (and often has its own page limit); planned flat, as the group rows above are, each part is a
 * section and the group goes. Only a side with two or more parts, and only its direct parts: a
 * part's own sub-criteria stay under it.
 */
export function withPartsOfQualitySide<
  F extends { readonly value: { readonly name: string; readonly parent?: string | null } },
>(extracted: readonly F[]): F[] {
  const isSide = (name: string | null | undefined) => !!name && QUALITY_SIDE.test(name.trim());
  const sides = new Set(
    extracted
      .filter((f) => isSide(f.value.parent))
      .map((f) => f.value.parent!.trim().toLowerCase())
      .filter(
        (side) =>
          extracted.filter((f) => f.value.parent?.trim().toLowerCase() === side).length >= 2,
      ),
  );
  if (sides.size === 0) return [...extracted];
  return extracted
    .filter((f) => !!f.value.parent || !sides.has(f.value.name.trim().toLowerCase()))
    .map((f) =>
      f.value.parent && sides.has(f.value.parent.trim().toLowerCase())
        ? { ...f, value: { ...f.value, parent: null } }
        : f,
    );
}
