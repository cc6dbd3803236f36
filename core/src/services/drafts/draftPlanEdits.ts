/**
 * The user's changes to a draft's plan (issue 19, item 1): requirements left out or added per
 * section before writing. Pure: applying the edits to a plan, changing the edits by one action,
 * and carrying the left-out requirements through the writing, so that the stored section still
 * lists them as 'dropped' (and a regenerated section keeps them so). Edits are keyed by section
 * heading and requirement text, which survive a plan made again from the same tender.
 */
import {
  DRAFT_REQUIREMENT_MAX,
  type DraftPlanEdits,
  type DraftRequirement,
  type DraftSection,
} from '../../model/draft';
import { MIN_SECTION_WORDS, type PlannedSection } from './draftPlan';
import type { PlannedRequirement } from './draftRequirementText';

/** A planned requirement with what the user did to it. */
export type EditedRequirement = PlannedRequirement & {
  readonly dropped?: boolean;
  readonly added?: boolean;
};

/** At most this many edits of each kind are kept (a plan has at most 10 × 40 requirements). */
export const MAX_PLAN_EDITS = 400;

export const NO_PLAN_EDITS: DraftPlanEdits = { dropped: [], added: [] };

export type PlanEditAction = 'drop' | 'restore' | 'add' | 'remove';

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const sameEdit = (section: string, text: string) => (e: { section: string; text: string }) =>
  norm(e.section) === norm(section) && norm(e.text) === norm(text);

/** A requirement's text as the user typed it: one line, trimmed, at most DRAFT_REQUIREMENT_MAX. */
export function cleanRequirementText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, DRAFT_REQUIREMENT_MAX);
}

/**
 * The edits after one action: 'drop' leaves a requirement out, 'restore' takes it back, 'add'
 * adds one the tender does not state, 'remove' takes an added one away again. Idempotent.
 */
export function editPlan(
  edits: DraftPlanEdits | null | undefined,
  action: PlanEditAction,
  section: string,
  rawText: string,
): DraftPlanEdits {
  const text = cleanRequirementText(rawText);
  const current = edits ?? NO_PLAN_EDITS;
  const without = (list: DraftPlanEdits['dropped']) =>
    list.filter((e) => !sameEdit(section, text)(e));
  const entry = { section, text };
  switch (action) {
    case 'drop':
      return { ...current, dropped: [...without(current.dropped), entry].slice(-MAX_PLAN_EDITS) };
    case 'restore':
      return { ...current, dropped: without(current.dropped) };
    case 'add':
      return { ...current, added: [...without(current.added), entry].slice(-MAX_PLAN_EDITS) };
    case 'remove':
      return { dropped: without(current.dropped), added: without(current.added) };
  }
}

/**
 * The plan with the user's edits: a dropped requirement is marked (kept, so that it can be taken
 * back and the draft shows it as left out), an added one is appended to its section with the next
 * free id. Edits of a section the plan no longer has are ignored.
 */
export function applyPlanEdits(
  sections: readonly PlannedSection[],
  edits: DraftPlanEdits | null | undefined,
): PlannedSection[] {
  if (!edits) return [...sections];
  let seq = Math.max(
    0,
    ...sections.flatMap((s) => (s.requirements ?? []).map((r) => Number(r.id.slice(1)) || 0)),
  );
  return sections.map((s) => {
    const planned: EditedRequirement[] = (s.requirements ?? []).map((r) =>
      edits.dropped.some(sameEdit(s.heading, r.text)) ? { ...r, dropped: true } : r,
    );
    const added: EditedRequirement[] = edits.added
      .filter((e) => norm(e.section) === norm(s.heading))
      .filter((e) => !planned.some((r) => norm(r.text) === norm(e.text)))
      .map((e) => ({
        id: `q${++seq}`,
        text: e.text,
        documentName: null,
        page: null,
        added: true,
        ...(edits.dropped.some(sameEdit(s.heading, e.text)) ? { dropped: true } : {}),
      }));
    const requirements = [...planned, ...added];
    return requirements.length || s.requirements ? { ...s, requirements } : s;
  });
}

/** The section as it is written: without the requirements the user left out. */
export function forWriting(section: PlannedSection): PlannedSection {
  const list = section.requirements as readonly EditedRequirement[] | undefined;
  if (!list) return section;
  return {
    ...section,
    requirements: list.filter((r) => !r.dropped).map(({ dropped: _d, ...r }) => r),
  };
}

/**
 * A written section with its whole plan: the written requirements (an added one marked so) and
 * the left-out ones as 'dropped', in the plan's order.
 */
export function withPlan(written: DraftSection, planned: PlannedSection): DraftSection {
  const list = planned.requirements as readonly EditedRequirement[] | undefined;
  if (!list?.length) return written;
  const byId = new Map((written.requirements ?? []).map((r) => [r.id, r]));
  const requirements: DraftRequirement[] = list.map((r) => {
    const done = byId.get(r.id);
    const base: DraftRequirement = done ?? {
      id: r.id,
      text: r.text,
      documentName: r.documentName,
      page: r.page,
      status: 'dropped',
      citationIds: [],
      translate: false,
    };
    return {
      ...base,
      ...(r.dropped ? { status: 'dropped' as const, citationIds: [] } : {}),
      ...(r.added ? { added: true } : {}),
    };
  });
  return { ...written, requirements };
}

/** A stored section as planned again (regenerating it): its requirements, the dropped ones marked. */
export function plannedFromSection(section: DraftSection): PlannedSection {
  return {
    id: section.id,
    kind: section.criterionId === null && section.id === 's0' ? 'summary' : 'criterion',
    heading: section.heading,
    criterionId: section.criterionId,
    weight: section.weight,
    targetWords: section.targetWords ?? MIN_SECTION_WORDS,
    ...(section.requirements
      ? {
          requirements: section.requirements.map((r): EditedRequirement => ({
            id: r.id,
            text: r.text,
            documentName: r.documentName,
            page: r.page,
            ...(r.status === 'dropped' ? { dropped: true } : {}),
            ...(r.added ? { added: true } : {}),
          })),
        }
      : {}),
  };
}
