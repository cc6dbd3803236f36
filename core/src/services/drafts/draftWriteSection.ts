/** Writing one section with the language model, its answer validated before it is kept. */
import { checkCitations } from '../../ai/promptSafety';
import type { DraftSection } from '../../model/draft';
import type { LanguageModel } from '../../ports/ai';
import { citedIds } from './draftHtml';
import { assess } from './draftAssess';
import { type CitationRegistry, type EvidencePassage, asContext } from './draftEvidence';
import type { PlannedSection } from './draftPlan';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
}

export async function writeSection(
  model: LanguageModel,
  e: { section: PlannedSection; tender: EvidencePassage[]; company: EvidencePassage[] },
  ctx: SectionContext,
): Promise<DraftSection> {
  const { section } = e;
  // The company's evidence answers the criterion. A cloud model also reads what the tender asks
  // (cited when it quotes it); the local model, which only selects sentences, would mostly pick
  // the tender's own question, so it gets the company's passages alone.
  const passages = model.kind === 'local' ? e.company : [...e.company, ...e.tender];
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
  // The answer is plain text by contract: markup is dropped (script and style with their content).
  const plainAnswer = answer.text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '');
  const checked = checkCitations(
    plainAnswer,
    passages.map((p) => p.id),
  );
  const paragraphs: string[] = [];
  const sentenceIds: string[][] = [];
  const seen = new Set<string>();
  for (const unit of citedSentences(checked.text, byId)) {
    // A bracketed id of no given passage is a made-up source: removed.
    const plain = unit.text
      .replace(/\s*\[[A-Za-z]{1,3}\d{1,4}(?:\s*,\s*[A-Za-z]{1,3}\d{1,4})*\]/g, '')
      .replace(/\s+([.!?,;:])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim();
    if (!/[\p{L}\p{N}]/u.test(plain)) continue;
    // A figure without a source is a claim the draft cannot prove: left out.
    if (unit.ids.length === 0 && /\d/.test(plain)) continue;
    // Fragments (a page number, a contents line with its dot leaders) are not sentences.
    const words = plain.split(' ').filter((x) => /\p{L}{2}/u.test(x)).length;
    if (words < 4 || /\.{4,}|…{2,}/.test(plain)) continue;
    // The same sentence from two copies of a document is said once.
    const key = plain.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ');
    if (seen.has(key)) continue;
    seen.add(key);
    const marks = unit.ids.map((id) => {
      const c = ctx.citations.cite(byId.get(id)!, plain);
      return `<cite data-citation="${c.id}">[${c.id.slice(1)}]</cite>`;
    });
    paragraphs.push(`${escapeHtml(plain)}${marks.length ? ` ${marks.join(' ')}` : ''}`);
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

// A full stop before a lower-case word ends an abbreviation, not a sentence ('Van Dijk Bouw B.V.
// plant …', 'o.a. de planning'): split only where the next word could start a sentence.
const splitSentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?!\p{Ll})/u)
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * The answer as sentences with the passage ids each cites: a bracket of known ids cites the
 * sentence before it ("Text. [k1]" or "Text [k1, f2]."); other brackets stay text.
 */
function citedSentences(
  text: string,
  known: ReadonlyMap<string, unknown>,
): { text: string; ids: string[] }[] {
  const units: { text: string; ids: string[] }[] = [];
  let pending = '';
  for (const part of text.split(/(\[[^\]\n]{1,80}\])/)) {
    const ids = /^\[([^\]]+)\]$/.exec(part)?.[1]?.split(/\s*,\s*/) ?? [];
    if (ids.length === 0 || !ids.every((id) => known.has(id))) {
      // "Text [k1]. Next": the full stop after a citation ends the cited sentence.
      const stop = pending === '' && units.length ? /^[.!?]+/.exec(part) : null;
      if (stop) units.at(-1)!.text += stop[0];
      pending += stop ? part.slice(stop[0].length) : part;
      continue;
    }
    const sentences = splitSentences(pending);
    pending = '';
    const last = sentences.pop();
    sentences.forEach((x) => units.push({ text: x, ids: [] }));
    if (last !== undefined && /[\p{L}\p{N}]/u.test(last)) units.push({ text: last, ids: [...ids] });
    else units.at(-1)?.ids.push(...ids.filter((id) => !units.at(-1)!.ids.includes(id)));
  }
  splitSentences(pending).forEach((x) => units.push({ text: x, ids: [] }));
  return units;
}
