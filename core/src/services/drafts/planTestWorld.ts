/**
 * Test helpers for the draft planner's tests (issue 19, item 1): a tender given as one passage of
 * text, award criteria as the facts give them, and the plan read back as requirement texts. The
 * plan tests differ in their tender text and criteria, never in how these are built.
 */
import type { AwardCriterionFact } from '../../model/documentFacts';
import { planDraft } from './draftPlanTender';
import type { TenderPassage } from './draftSources';

let seq = 0;

/** One passage of the main tender document, on page 1 (each gets its own id). */
export const tenderPassage = (text: string, documentName = 'Tender.pdf') =>
  ({
    id: `t${++seq}`,
    text,
    role: 'main_tender',
    heading: null,
    origin: {
      source: 'tender',
      documentId: 'd1',
      documentName,
      knowledgeBaseId: null,
      page: 1,
    },
  }) satisfies TenderPassage;

/** An award criterion with its weight, as the facts read it from the criteria table. */
export const criterion = (name: string, weight: number, page = 4): AwardCriterionFact => ({
  value: { name, weight, points: null, parent: null },
  page,
  quote: name,
});

/** The plan of a tender whose whole text is `text`. */
export const planOf = (
  text: string,
  criteria: AwardCriterionFact[],
  language: 'en' | 'nl',
  documentName?: string,
) =>
  planDraft({
    confirmed: [],
    extracted: criteria,
    tender: [tenderPassage(text, documentName)],
    limits: [],
    language,
  });

type Plan = ReturnType<typeof planOf>;

/** Each section's requirement texts, by its heading. */
export const requirementsBySection = (plan: Plan) =>
  Object.fromEntries(
    plan.sections.map((s) => [s.heading, (s.requirements ?? []).map((r) => r.text)]),
  );

/** Every planned requirement's text, in plan order. */
export const allRequirements = (plan: Plan) =>
  plan.sections.flatMap((s) => (s.requirements ?? []).map((r) => r.text));
