/**
 * Writing a section offline (issue 19, item 3): deterministic composition from the plan and the
 * evidence, no model. Per requirement one paragraph that states how the company meets it, from a
 * small bilingual set of phrasings, filled with the evidence's own sentences (its names, numbers
 * and certificates, never changed) and cited; evidence in the other language is quoted as written
 * and marked for translation. A requirement without evidence is a visible gap, "[To write: how we
 * meet …]", highlighted (<mark>) in the editor and counted in the section's header.
 */
import { sentences, terms } from '../../ai/localText';
import { detectLanguage, languageOf } from '../../documents/facts/text';
import type { DraftRequirement, DraftSection } from '../../model/draft';
import { citedIds, isToCheckNote, wordCount } from './draftHtml';
import type { CitationRegistry, EvidencePassage } from './draftEvidence';
import type { ScoredPassage } from './draftEvidenceFinder';
import type { RequirementEvidence } from './draftEvidenceTypes';
import type { PlannedSection } from './draftPlan';
import { shortenQuote } from './draftQuoteEnd';
import { requirementQuery } from './draftRequirementText';

type Language = 'en' | 'nl';

/** A requirement as it is named in a sentence: without its label, at most this many characters. */
const NAMED_MAX = 140;
const SENTENCE_MAX = 450;

export const PHRASES = {
  en: {
    intro: (n: number, heading: string) =>
      n === 1
        ? `Below we set out how we meet the requirement of “${heading}”.`
        : `Below we set out how we meet the ${n} requirements of “${heading}”.`,
    leads: [
      (r: string) => `We meet “${r}”:`,
      (r: string) => `How we meet “${r}”:`,
      (r: string) => `As to “${r}”, our own records show:`,
      (r: string) => `For “${r}” we can point to the following:`,
    ],
    /** A requirement asked as a question ('Does the description …?') is answered, not 'met'. */
    questionLeads: [
      (q: string) => `In answer to “${q}”:`,
      (q: string) => `To the question “${q}” our own records answer:`,
      (q: string) => `Asked “${q}”, we can point to the following:`,
    ],
    more: 'In addition:',
    translate: '(to translate)',
    gap: (r: string) => `[To write: how we meet “${r}”]`,
    questionGap: (q: string) => `[To write: our answer to “${q}”]`,
    short: (words: number, target: number) =>
      `About ${words} of ~${target} words written: the section is short of its length.`,
  },
  nl: {
    intro: (n: number, heading: string) =>
      n === 1
        ? `Hieronder beschrijven wij hoe wij voldoen aan de eis van ‘${heading}’.`
        : `Hieronder beschrijven wij hoe wij voldoen aan de ${n} eisen van ‘${heading}’.`,
    leads: [
      (r: string) => `Wij voldoen aan ‘${r}’:`,
      (r: string) => `Hoe wij voldoen aan ‘${r}’:`,
      (r: string) => `Wat betreft ‘${r}’ laten onze eigen stukken zien:`,
      (r: string) => `Voor ‘${r}’ wijzen wij op het volgende:`,
    ],
    questionLeads: [
      (q: string) => `Op de vraag ‘${q}’ antwoorden wij:`,
      (q: string) => `Bij de vraag ‘${q}’ laten onze eigen stukken zien:`,
      (q: string) => `Gevraagd ‘${q}’, wijzen wij op het volgende:`,
    ],
    more: 'Daarnaast:',
    translate: '(te vertalen)',
    gap: (r: string) => `[Nog te schrijven: hoe wij voldoen aan ‘${r}’]`,
    questionGap: (q: string) => `[Nog te schrijven: ons antwoord op ‘${q}’]`,
    short: (words: number, target: number) =>
      `Ongeveer ${words} van ~${target} woorden geschreven: het onderdeel is korter dan gevraagd.`,
  },
} as const;

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The requirement as a sentence names it: no label, no question mark, not too long. */
export function named(text: string): string {
  const q = requirementQuery(text)
    .replace(/\s+/g, ' ')
    .replace(/[.:;,]+$/, '');
  return shortenQuote(q, NAMED_MAX);
}

/**
 * A requirement asked as a question ('Does the description reference …?', 'Is de app …?'): a
 * question mark at its end, or an English auxiliary first. 'We meet “Does …”' reads wrong.
 */
export function isQuestion(text: string): boolean {
  return /\?\s*$/.test(text) || QUESTION_START.test(requirementQuery(text));
}
/** English asks verb first; a Dutch verb first may open a condition ('Heeft de app geen …, dan'). */
const QUESTION_START = /^(?:does|do|is|are|has|have|can|will|would|should|shall)\s/i;

/** The question as a sentence quotes it: no label, its question mark kept, not too long. */
function asked(text: string): string {
  const q = named(text);
  return q.endsWith('…') ? q : `${q}?`;
}

export function gapParagraph(requirement: string, language: Language): string {
  const phrases = PHRASES[language];
  const gap = isQuestion(requirement)
    ? phrases.questionGap(asked(requirement))
    : phrases.gap(named(requirement));
  return `<p><mark>${escapeHtml(gap)}</mark></p>`;
}

/** The passage's sentence that says most about the requirement, and the one after it. */
function bestSentences(passage: EvidencePassage, requirement: string): string[] {
  const wanted = new Set(terms(requirement));
  const list = sentences(passage.text).filter(
    (s) => s.length <= SENTENCE_MAX && terms(s).length >= 3 && !/\.{4,}/.test(s),
  );
  if (list.length === 0) return [];
  let best = 0;
  let bestScore = -1;
  list.forEach((s, i) => {
    const score = new Set(terms(s).filter((t) => wanted.has(t))).size;
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  // The sentence after it says more on the same subject only when it shares a word with the ask.
  const next = list[best + 1];
  const follows =
    next &&
    /[.!?]$/.test(next) &&
    terms(next).length >= 5 &&
    terms(next).some((t) => wanted.has(t));
  return follows ? [list[best]!, next] : [list[best]!];
}

const endStop = (s: string) => (/[.!?”’"')]$/.test(s) ? s : `${s}.`);

/**
 * One evidence text as the draft says it: as written, quoted and marked when in the other
 * language. A sentence too short to tell ('Privacy by design.', a project's name) counts in the
 * language of the passage it comes from; a fact-sheet fact is written in the draft's language.
 */
function said(
  text: string,
  passage: EvidencePassage,
  language: Language,
): { html: string; translate: boolean } {
  const own = passage.quote === undefined ? detectLanguage([passage.text]) : language;
  const other = languageOf(text, own) !== language;
  const body = escapeHtml(endStop(text));
  return other
    ? { html: `“${body}” <em>${PHRASES[language].translate}</em>`, translate: true }
    : { html: body, translate: false };
}

/**
 * What a writer wrote for one requirement: the citations of its evidence, whether that evidence
 * is in the other language, and the notes to check it marks ('[To check: …]'). `claimed`: a
 * sentence of evidence states how it is met; without one, its notes are all it has (to check).
 */
export type RequirementOutcome = {
  citationIds: string[];
  translate: boolean;
  checks: string[];
  claimed: boolean;
};

/** The section's requirements as stored, and its self-assessment, from what was written. */
export function sectionRecord(
  section: PlannedSection,
  evidence: readonly RequirementEvidence[],
  outcome: ReadonlyMap<string, RequirementOutcome>,
  body: string,
  language: Language,
): Pick<DraftSection, 'requirements' | 'assessment' | 'citationIds'> {
  const requirements: DraftRequirement[] = evidence.map(({ requirement: r }) => {
    const done = outcome.get(r.id);
    // A note to check is not evidence that the requirement is met (a certificate whose validity
    // the documents do not give): alone, it leaves the requirement to check, not covered.
    const status = !done ? 'gap' : done.claimed ? 'covered' : 'toCheck';
    return {
      id: r.id,
      text: r.text,
      documentName: r.documentName,
      page: r.page,
      status,
      ...(done?.checks.length ? { checks: [...done.checks] } : {}),
      citationIds: done?.citationIds ?? [],
      translate: done?.translate ?? false,
    };
  });
  // The to-do list: the gaps, and the requirements whose evidence is still to check.
  const missing = requirements.filter((r) => r.status !== 'covered').map((r) => r.text);
  const words = wordCount(body);
  if (words < section.targetWords / 2) {
    missing.push(PHRASES[language].short(words, section.targetWords));
  }
  return {
    requirements,
    citationIds: citedIds(body),
    assessment: {
      covered: requirements.filter((r) => r.status === 'covered').map((r) => r.text),
      missing,
    },
  };
}

/** A section of requirements, written from their evidence alone. */
export function composeSection(
  section: PlannedSection,
  evidence: readonly RequirementEvidence[],
  language: Language,
  citations: CitationRegistry,
): DraftSection {
  const phrases = PHRASES[language];
  const paragraphs = [`<p>${escapeHtml(phrases.intro(evidence.length, section.heading))}</p>`];
  const outcome = new Map<string, RequirementOutcome>();
  let covered = 0;
  for (const { requirement, passages } of evidence) {
    if (passages.length === 0) {
      paragraphs.push(gapParagraph(requirement.text, language));
      continue;
    }
    const parts: string[] = [];
    // Notes for the writer to check (a certificate named without its validity): marked like a
    // gap, each a paragraph of its own, never a claim after 'We meet …' (which, with the note
    // left out of an export, would stand empty).
    const checks: string[] = [];
    const notes: string[] = [];
    const ids: string[] = [];
    let translate = false;
    passages.forEach((p: ScoredPassage) => {
      const picked = p.sentences?.length ? [...p.sentences] : bestSentences(p, requirement.text);
      if (picked.length === 0) return;
      // Each sentence carries its citation, so that a shortened paragraph keeps its source.
      const c = citations.cite(p, picked.join(' '));
      ids.push(c.id);
      const mark = `<cite data-citation="${c.id}">[${c.id.slice(1)}]</cite>`;
      const cited: string[] = [];
      for (const sentence of picked) {
        if (isToCheckNote(sentence)) {
          notes.push(sentence.trim());
          checks.push(`<p><mark>${escapeHtml(sentence.trim())}</mark> ${mark}</p>`);
          continue;
        }
        const text = said(sentence, p, language);
        translate ||= text.translate;
        cited.push(`${text.html} ${mark}`);
      }
      if (cited.length > 0)
        parts.push(`${parts.length > 0 ? `${phrases.more} ` : ''}${cited.join(' ')}`);
    });
    if (parts.length === 0 && checks.length === 0) {
      paragraphs.push(gapParagraph(requirement.text, language));
      continue;
    }
    outcome.set(requirement.id, {
      citationIds: ids,
      translate,
      checks: notes,
      claimed: parts.length > 0,
    });
    if (parts.length === 0) {
      paragraphs.push(...checks);
      continue;
    }
    const n = covered++;
    const lead = isQuestion(requirement.text)
      ? phrases.questionLeads[n % phrases.questionLeads.length]!(asked(requirement.text))
      : phrases.leads[n % phrases.leads.length]!(named(requirement.text));
    paragraphs.push(`<p>${escapeHtml(lead)} ${parts.join(' ')}</p>`, ...checks);
  }
  const body = paragraphs.join('');
  return {
    id: section.id,
    heading: section.heading,
    body,
    criterionId: section.criterionId,
    weight: section.weight,
    targetWords: section.targetWords,
    ...sectionRecord(section, evidence, outcome, body, language),
  };
}
