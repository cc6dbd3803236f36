/**
 * The draft's plan from the tender (issue 19, item 1): a section per award criterion with the
 * buyer's requirements that belong to it — its sub-criteria and the demands under the heading that
 * names it — and a word budget from its weight and the tender's limits (planSections). A scoring
 * sheet of many small criteria (questions scored in points) becomes sections by the heading they
 * stand under, each criterion a requirement. A tender without award criteria gets one section per
 * main requirement heading, and the plan says so (basis 'headings').
 */
import type { AwardCriterionFact, LimitFact } from '../../model/documentFacts';
import type { DraftPlanBasis } from '../../model/draft';
import type { AwardCriterion } from '../../model/project';
import {
  type PlannedCriterion,
  type PlannedSection,
  criteriaFor,
  mainCriteria,
  planSections,
} from './draftPlan';
import { nestByWeight, withPartsOfQualitySide, withoutQualitySide } from './draftPlanNesting';
import { codedTitlesOfQuality } from './draftCriteriaRows';
import { withoutScoringSplit } from './draftScoringSplit';
import { namedByNumber } from './draftCriterionNumbers';
import { isScoredByTrial } from './draftMeasuredRows';
import {
  boundsTheAnswersLength,
  criterionCode,
  isCriterionRow,
  onlyBoundsTheLength,
  onlyLimitsTheLength,
  underCriterionTitles,
  withoutCode,
} from './draftCriterionTitles';
import {
  byMainHeading,
  namedInEvaluation,
  qualificationDemands,
  specificationDemands,
  statementsUnder,
} from './draftRequirementGroups';
import { inTenderOrder } from './draftRequirementOrder';
import { withAmendedWording } from './draftAmendedDemands';
import { withScopeAndConditions } from './draftPlanConditions';
import { MAX_SECTION_REQUIREMENTS, unique } from './draftUniqueRequirements';
import { tenderStatements } from './draftRequirements';
import { type PlannedRequirement, asRequirement, clip } from './draftRequirementText';
import type { TenderPassage } from './draftSources';

/** More criteria than this are a scoring sheet's rows: requirements, not sections. */
export const MAX_SECTIONS = 10;
/** A criterion's section holds up to this many more: the demands the specification states for it. */
const MAX_CRITERION_REQUIREMENTS = 60;
/** A heading that names requirements ('Hosting eisen', 'Functional requirements'). */
const NAMES_REQUIREMENTS = /(?:eisen|vereisten|wensen)\b|\b(?:requirements?|specifications?)\b/i;
/** The documents whose requirements are planned when the tender names no award criteria. */
const REQUIREMENT_ROLES = new Set(['main_tender', 'annex']);
const ASSESSMENT_HEADING = { en: 'Assessment criteria', nl: 'Beoordelingscriteria' } as const;
/** The section of the tender's qualification demands (minimum standards, geschiktheidseisen). */
const QUALIFICATION_HEADING = { en: 'Qualification', nl: 'Geschiktheid' } as const;

export type ExtractedCriterion = AwardCriterionFact & { readonly documentName?: string };

export interface DraftPlan {
  readonly basis: DraftPlanBasis;
  readonly sections: PlannedSection[];
}

type Requirement = Omit<PlannedRequirement, 'id'>;

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

interface PlanInput {
  readonly confirmed: readonly AwardCriterion[];
  readonly extracted: readonly ExtractedCriterion[];
  readonly tender: readonly TenderPassage[];
  readonly limits: readonly LimitFact[];
  readonly language: 'en' | 'nl';
}

/** The plan by the award criteria, then the scope and conditions parts (draftPlanConditions). */
export function planDraft(given: PlanInput): DraftPlan {
  const plan = planByCriteria(given);
  return { ...plan, sections: withScopeAndConditions(plan.sections, given.tender, given.language) };
}

function planByCriteria(given: PlanInput): DraftPlan {
  // The technical/financial split's sides are no criteria beside the ones they sum (draftScoringSplit).
  const input = {
    ...given,
    extracted: withoutScoringSplit(withPartsOfQualitySide(given.extracted)),
  };
  const listed = criteriaFor(input.confirmed, input.extracted);
  const flat = input.confirmed.length
    ? listed
    : withoutQualitySide(listed, (name) =>
        input.extracted.some((f) => f.value.parent && norm(f.value.parent) === norm(name)),
      );
  // A row of the award-criteria table is the criterion, never a demand on one.
  // The award table's rows as the facts quote them are rows, never headings, in the page text.
  const read = tenderStatements(
    input.tender,
    input.extracted.map((f) => f.quote),
  );
  const statements = withAmendedWording(read.filter((s) => !isCriterionRow(s.text, flat)));
  // Rows of a nested criteria table, read flat: the group dropped, sub-criteria under their own.
  // (A scoring sheet's rows are planned as they stand.)
  const { criteria, parts } =
    flat.length <= MAX_SECTIONS
      ? nestByWeight(flat)
      : { criteria: flat, parts: new Map<string, string[]>() };
  const tenderText = input.tender.map((p) => p.text).join('\n');
  const plan = (criteria: PlannedCriterion[]) =>
    planSections({ criteria, limits: input.limits, tenderText, language: input.language });

  if (criteria.length > 0 && criteria.length <= MAX_SECTIONS) {
    const named = namedInEvaluation(criteria, statements);
    // The titles are read among all statements: they are the criterion rows left out above.
    const titled = underCriterionTitles(criteria, read);
    const subNames = new Map(
      criteria.map((c) => [
        c.id,
        [
          ...input.extracted
            .filter((f) => f.value.parent && norm(f.value.parent) === norm(c.name))
            .map((f) => f.value.name),
          ...(parts.get(c.id) ?? []),
        ],
      ]),
    );
    const owned = new Map(
      criteria.map((c) => [
        c.id,
        new Set([
          ...statementsUnder(c, statements, criteria, subNames),
          ...(named.get(c.id) ?? []),
          ...(titled.get(c.id) ?? []),
        ]),
      ]),
    );
    const documentOrder = [...new Set(input.tender.map((p) => p.origin.documentName))];
    const ownDocuments = new Set(
      input.tender.filter((p) => REQUIREMENT_ROLES.has(p.role)).map((p) => p.origin.documentName),
    );
    // The qualification part's demands stand apart: a section of their own, never the work's.
    const qualification = qualificationDemands(statements, owned, ownDocuments);
    // An award table's rows read as coded titles under the price: the quality criterion's parts.
    const coded = codedTitlesOfQuality(criteria, statements, owned, subNames, qualification);
    if (coded) {
      for (const set of owned.values()) for (const row of coded.rows) set.delete(row);
      for (const row of coded.rows) owned.get(coded.criterionId)?.add(row);
    }
    const specified = specificationDemands(
      criteria,
      statements,
      new Map([...owned, ['qualification', new Set(qualification)]]),
      subNames,
      ownDocuments,
    );
    // 'Experience under criterion 4 shall be shown by …': a demand the criterion's number owns.
    const taken = new Set([...qualification, ...[...owned.values()].flatMap((set) => [...set])]);
    const numbered = namedByNumber(
      criteria,
      input.extracted.map((f) => ({ name: f.value.name, quote: f.quote })),
      statements.filter((s) => !taken.has(s)),
    );
    const withRequirements = criteria.map((c) => {
      const subs: Requirement[] = [
        ...input.extracted
          .filter((f) => f.value.parent && norm(f.value.parent) === norm(c.name))
          .map((f) => ({
            text: clip(f.value.name),
            documentName: f.documentName ?? null,
            page: f.page,
          })),
        ...(parts.get(c.id) ?? []).map((name) => {
          const fact = input.extracted.find((f) => norm(f.value.name) === norm(name));
          return {
            text: clip(withoutCode(name)),
            documentName: fact?.documentName ?? null,
            page: fact?.page ?? null,
          };
        }),
      ];
      // In document order, whichever way a statement was found to belong to the criterion; then
      // the demands on the work the tender states elsewhere that belong to it.
      const about = owned.get(c.id) ?? new Set();
      const under = statements.filter((s) => about.has(s)).map(asRequirement);
      const elsewhere = [...(specified.get(c.id) ?? []), ...(numbered.get(c.id) ?? [])].map(
        asRequirement,
      );
      // A criterion the tender states nothing under is itself the demand ('Plan van aanpak':
      // describe the approach); demands the specification adds to it come after it, never
      // instead of it, or the company's evidence for the criterion itself is never asked for.
      const fact = input.extracted.find(
        (f) => !f.value.parent && norm(f.value.name) === norm(c.name),
      );
      const code = fact ? criterionCode(fact.quote, c.name) : null;
      const named: Requirement = {
        text: clip(code ? `${code} ${c.name.trim()}` : withoutCode(c.name)),
        documentName: null,
        page: null,
      };
      const own = unique([...subs, ...under]);
      // Its demands only bound the answer's length: the criterion itself is still asked for.
      const first = own.some((r) => !onlyBoundsTheLength(r.text)) ? own : [named, ...own];
      // A limits table's row is the section's budget, never a requirement (onlyLimitsTheLength);
      // left out after the cap, so that the demands the cap keeps are the same.
      const requirements = unique(
        [...first, ...elsewhere],
        first.length + MAX_CRITERION_REQUIREMENTS - MAX_SECTION_REQUIREMENTS,
      ).filter((r) => !onlyLimitsTheLength(r.text));
      return { ...c, requirements: inTenderOrder(requirements, read, documentOrder) };
    });
    // A bound on an answer's length in the qualification part is the budget's, not a demand.
    const qualified = unique(
      qualification.filter((s) => !boundsTheAnswersLength(s.text)).map(asRequirement),
    );
    const qualificationSection = qualified.length
      ? [
          {
            id: 'qualification',
            name: QUALIFICATION_HEADING[input.language],
            weight: null,
            scored: false,
            requirements: qualified,
          },
        ]
      : [];
    return { basis: 'criteria', sections: plan([...withRequirements, ...qualificationSection]) };
  }

  if (criteria.length > MAX_SECTIONS) {
    // Rows of a scoring sheet: each criterion is a requirement, its weight part of its group's.
    const groups = new Map<string, { weight: number | null; requirements: Requirement[] }>();
    criteria.forEach((c, i) => {
      const fact = input.confirmed.length ? undefined : mainCriteria(input.extracted)[i];
      // A row the evaluator scores by measuring or trying the work is no demand on the bid.
      if (fact && isScoredByTrial(fact.quote)) return;
      const heading = fact?.section?.trim() || ASSESSMENT_HEADING[input.language];
      const group = groups.get(heading) ?? { weight: null, requirements: [] };
      if (c.weight !== null) group.weight = (group.weight ?? 0) + c.weight;
      group.requirements.push({
        text: clip(c.name),
        documentName: fact?.documentName ?? null,
        page: fact?.page ?? null,
      });
      groups.set(heading, group);
    });
    const grouped = [...groups].map(([name, g], i) => ({
      id: `g${i + 1}`,
      name,
      weight: g.weight === null ? null : Math.round(g.weight * 10) / 10,
      requirements: unique(g.requirements),
    }));
    return { basis: 'criteria', sections: plan(grouped) };
  }

  // Without award criteria: the requirements of the main tender document and its annexes, by
  // main heading (a requirements annex is often where the demands are).
  const main = input.tender.filter((p) => REQUIREMENT_ROLES.has(p.role));
  const own = main.length ? tenderStatements(main) : statements;
  // A heading with one incidental demand is no section when others list several.
  const all = byMainHeading(own);
  const groups = all.some((g) => g.statements.length > 1)
    ? all.filter((g) => g.statements.length > 1)
    : all;
  // Which headings make sections when there are more than MAX_SECTIONS: the main document's
  // first, then those that name requirements ('Hosting eisen'), then those with most of them; a
  // contract or its notes among the annexes must not crowd out the programme of requirements.
  const mainDocuments = new Set(
    input.tender.filter((p) => p.role === 'main_tender').map((p) => p.origin.documentName),
  );
  const rank = (g: (typeof groups)[number]) =>
    (g.statements.some((s) => mainDocuments.has(s.documentName)) ? 0 : 2) +
    (NAMES_REQUIREMENTS.test(g.heading) ? 0 : 1);
  const kept = new Set(
    [...groups]
      .sort((a, b) => rank(a) - rank(b) || b.statements.length - a.statements.length)
      .slice(0, MAX_SECTIONS)
      .map((g) => g.heading),
  );
  const sections = groups
    .filter((g) => kept.has(g.heading))
    .map((g, i) => ({
      id: `h${i + 1}`,
      // Its number aside, digits or letters ('2.1 ', 'A. ', 'G.1 '; never the 'A' of 'A Guide').
      name: g.heading.replace(
        /^(?:\d{1,2}(?:\.\d{1,2})*\.?|[A-Z](?:\.\d{1,2})+\.?|[A-Z]\.)\s+/,
        '',
      ),
      weight: null,
      requirements: unique(g.statements.map(asRequirement)),
    }));
  if (sections.length === 0) return { basis: 'general', sections: plan([]) };
  return { basis: 'headings', sections: plan(sections) };
}
