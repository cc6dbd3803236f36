/**
 * Writing one section: a section of requirements by composition (offline) or by the cloud model
 * (draftWriteLocal.ts, draftWriteModel.ts); a section without requirements (a management
 * summary, a tender with nothing planned) from the model's answer on the passages, validated
 * before it is kept.
 */
import type { DraftSection } from '../../model/draft';
import { namesUnheld } from '../factSheet/certificateUnheld';
import type { LanguageModel } from '../../ports/ai';
import { citedIds } from './draftHtml';
import { checkAnswer } from './draftAnswerCheck';
import { assess } from './draftAssess';
import { type CitationRegistry, type EvidencePassage, asContext } from './draftEvidence';
import type { RequirementEvidence } from './draftEvidenceTypes';
import type { PlannedSection } from './draftPlan';
import { composeSection } from './draftWriteLocal';
import { writeRequirementsWithModel } from './draftWriteModel';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A section with nothing to write it from: a visible gap, as for a requirement without evidence. */
const SECTION_GAP = {
  en: (heading: string) => `[To write: ${heading}]`,
  nl: (heading: string) => `[Nog te schrijven: ${heading}]`,
} as const;

const TASK = {
  en: 'You write one section of a tender response for the company named below, answering the award criterion given. State only what the passages support, and cite every claim.',
  nl: 'Je schrijft één onderdeel van een inschrijving voor het onderstaande bedrijf, als antwoord op het gegeven gunningscriterium. Beweer alleen wat de passages onderbouwen en citeer elke bewering.',
} as const;

/**
 * One section: the model answers from the delimited passages; the answer is validated — a
 * citation must name a given passage, a sentence with a figure must cite one — and becomes HTML
 * with numbered citation markers.
 */
export interface SectionContext {
  language: 'en' | 'nl';
  companyName: string;
  writingStyle: string;
  focusAreas: string;
  notes: string;
  profile: string;
  citations: CitationRegistry;
  /**
   * Numbers of certificates the fact sheet does not hold on the job's day (`unheldNumbers`): a
   * model's sentence naming one goes, though no passage it was given holds one.
   */
  unheld?: readonly string[];
}

export async function writeSection(
  model: LanguageModel,
  e: {
    section: PlannedSection;
    tender: EvidencePassage[];
    company: EvidencePassage[];
    requirements?: readonly RequirementEvidence[];
  },
  ctx: SectionContext,
): Promise<DraftSection> {
  const { section } = e;
  // A section of requirements (issue 19): composed offline, or written by the cloud model.
  if (e.requirements?.length) {
    return model.kind === 'local'
      ? composeSection(section, e.requirements, ctx.language, ctx.citations)
      : writeRequirementsWithModel(model, section, e.requirements, ctx);
  }
  // The company's evidence answers the criterion. A cloud model also reads what the tender asks
  // (cited when it quotes it); the local model, which only selects sentences, would mostly pick
  // the tender's own question, so it gets the company's passages alone.
  const passages = model.kind === 'local' ? e.company : [...e.company, ...e.tender];
  if (passages.length === 0) return gapSection(section, e.tender, ctx.language);
  const byId = new Map(passages.map((p) => [p.id, p]));
  const system = [
    TASK[ctx.language],
    ctx.companyName && `Company: ${ctx.companyName}.`,
    ctx.profile && `Company profile: ${ctx.profile}`,
    ctx.writingStyle && `Writing style: ${ctx.writingStyle}`,
    ctx.focusAreas && `Focus areas: ${ctx.focusAreas}`,
    ctx.notes && `Additional information: ${ctx.notes}`,
    `Length: about ${section.targetWords} words.`,
  ]
    .filter(Boolean)
    .join('\n');
  // The criterion's name comes from a document: it is the subject, in the prompt as a quotation.
  const prompt =
    section.kind === 'summary'
      ? `${section.heading}: ${e.tender
          .map((p) => p.text)
          .join(' ')
          .slice(0, 400)}`
      : `${section.heading}${section.weight ? ` (${section.weight}%)` : ''}`;
  const answer = await model.generate({
    system,
    prompt,
    context: asContext(passages),
    language: ctx.language,
    maxOutputTokens: Math.max(256, Math.round(section.targetWords * 2)),
    temperature: 0.3,
  });
  const checked = checkAnswer(answer.text, passages, { requireSupport: false });
  // The local model's answer without a single cited sentence is its "no passage addresses this"
  // line: the writer gets the gap to fill, not that sentence as the section's text.
  if (model.kind === 'local' && !checked.sentences.some((unit) => unit.ids.length > 0))
    return gapSection(section, e.tender, ctx.language);
  const paragraphs: string[] = [];
  const sentenceIds: string[][] = [];
  for (const unit of checked.sentences.filter((u) => !namesUnheld(u.text, ctx.unheld ?? []))) {
    const marks = unit.ids.map((id) => {
      const c = ctx.citations.cite(byId.get(id)!, unit.text);
      return `<cite data-citation="${c.id}">[${c.id.slice(1)}]</cite>`;
    });
    paragraphs.push(`${escapeHtml(unit.text)}${marks.length ? ` ${marks.join(' ')}` : ''}`);
    sentenceIds.push(unit.ids);
  }
  const body = paragraphs.length ? `<p>${paragraphs.join(' ')}</p>` : '';
  const companyText = sentenceIds
    .flatMap((ids) => ids.filter((id) => !id.startsWith('t')).map((id) => byId.get(id)!.text))
    .join(' ');
  return {
    id: section.id,
    heading: section.heading,
    body,
    criterionId: section.criterionId,
    weight: section.weight,
    targetWords: section.targetWords,
    citationIds: citedIds(body),
    assessment: assess(section, e.tender, companyText),
  };
}

/** The section as a marked gap to write by hand, listed in its to-do. */
function gapSection(
  section: PlannedSection,
  tender: readonly EvidencePassage[],
  language: 'en' | 'nl',
): DraftSection {
  const gap = SECTION_GAP[language](section.heading);
  const assessment = assess(section, tender, '');
  return {
    id: section.id,
    heading: section.heading,
    body: `<p><mark>${escapeHtml(gap)}</mark></p>`,
    criterionId: section.criterionId,
    weight: section.weight,
    targetWords: section.targetWords,
    citationIds: [],
    assessment: { ...assessment, missing: [...new Set([section.heading, ...assessment.missing])] },
  };
}
