/**
 * The parts of a bid that answer what no award criterion asks for (issue 19, item 1; docs/
 * decisions.md "Draft plan: scope, conditions and key personnel"): "Understanding of the
 * assignment" / "Begrip van de opdracht" — the contract's scope as the invitation or introduction
 * states it, and the key roles the terms of reference list — and "Compliance with conditions" /
 * "Voldoen aan de voorwaarden" — the conditions every bid accepts (sanctions, conflict of
 * interest, a certificate of conduct, subcontracting, the general conditions, translations, how to
 * submit). Neither is scored: each requirement gets a sentence or a visible gap, never a share of
 * the award weight. The conditions part takes one sentence per condition (the first that binds),
 * so a contract's many clauses on one condition never fill it.
 */
import { sentenceSpans } from '../../text/sentences';
import { MIN_SECTION_WORDS, type PlannedSection } from './draftPlan';
import type { PlannedRequirement } from './draftRequirementText';
import { clip } from './draftRequirementText';
import type { TenderPassage } from './draftSources';
import {
  CONDITIONS_HEADING,
  SALUTATION,
  conditionTopic,
  keyRoles,
  namesTopic,
  mayHoldCondition,
  mayStateScope,
  statesTheScope,
} from './draftConditionWords';

export const SCOPE_SECTION = 'scope';
export const CONDITIONS_SECTION = 'conditions';
const SCOPE_HEADING = {
  en: 'Understanding of the assignment',
  nl: 'Begrip van de opdracht',
} as const;
const CONDITIONS_TITLE = {
  en: 'Compliance with conditions',
  nl: 'Voldoen aan de voorwaarden',
} as const;
/** The scope as the tender states it: its first statements, not every later mention. */
const MAX_SCOPE = 2;
/**
 * The conditions part holds at most this many, those under a heading of conditions first: one
 * sentence per condition, so a contract's many clauses never fill it.
 */
const MAX_CONDITIONS = 10;
/** A sentence of evidence or a gap per requirement, as the qualification part's. */
const WORDS_PER_REQUIREMENT = 40;
/** The documents whose scope and conditions are planned: the tender's own, main first. */
const ROLES = ['main_tender', 'annex'] as const;
/** A criterion about the people who do the work takes the key roles. */
const ABOUT_PEOPLE =
  /\b(?:personnel|staff|team|experts?|personeel|medewerkers|sleutelfunctionarissen|sleutelpersonen)\b/i;

type Requirement = Omit<PlannedRequirement, 'id'>;

/** The scope or conditions part: no demand on the work, no weight (draftRun's word weights). */
export const isScopeOrConditions = (s: { readonly criterionId: string | null }): boolean =>
  s.criterionId === SCOPE_SECTION || s.criterionId === CONDITIONS_SECTION;

/** Letters and digits a text needs before another text counts as holding it. */
const MIN_HELD = 30;
const squeeze = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The plan with the scope and conditions parts after its sections, and the key roles under the
 * criterion about people when there is one. A requirement the plan already holds (a demand read
 * under a criterion or the qualification part) is not planned twice.
 */
export function withScopeAndConditions(
  sections: readonly PlannedSection[],
  tender: readonly TenderPassage[],
  language: 'en' | 'nl',
): PlannedSection[] {
  const planned = sections.flatMap((s) => (s.requirements ?? []).map((r) => squeeze(r.text)));
  // The same sentence, or one holding the other; a short requirement ('Prijs') holds no sentence.
  const isPlanned = (text: string) => {
    const key = squeeze(text);
    const holds = (a: string, b: string) => b.length >= MIN_HELD && a.includes(b.slice(0, 80));
    return planned.some((p) => holds(p, key) || holds(key, p));
  };
  // A condition a planned demand already names (subcontracting in the qualification part).
  const namedByPlanned = (topic: string) => {
    const names = namesTopic(topic);
    return sections.some((s) => (s.requirements ?? []).some((r) => names(r.text)));
  };
  const own = ROLES.flatMap((role) => tender.filter((p) => p.role === role));
  const scope: Requirement[] = [];
  const conditions = new Map<string, Requirement & { underConditions: boolean }>();
  let roles: Requirement | null = null;
  for (const p of own) {
    const at = { documentName: p.origin.documentName, page: p.origin.page };
    const list: string | null = roles ? null : keyRoles(p.text);
    if (list && !isPlanned(list)) roles = { text: clip(list), ...at };
    const scopeOpen = scope.length < MAX_SCOPE && p.role === 'main_tender' && mayStateScope(p.text);
    if (!scopeOpen && !mayHoldCondition(p.text)) continue;
    // Under a heading of conditions or instructions a condition is stated, elsewhere mentioned.
    const underConditions = CONDITIONS_HEADING.test(p.heading ?? '');
    for (const sentence of wholeSentences(p.text, language)) {
      if (scopeOpen && scope.length < MAX_SCOPE && statesTheScope(sentence)) {
        const text = sentence.replace(SALUTATION, '');
        if (!isPlanned(text)) scope.push({ text: clip(text), ...at });
        continue;
      }
      const topic = conditionTopic(sentence);
      if (!topic || isPlanned(sentence) || namedByPlanned(topic)) continue;
      const first = conditions.get(topic);
      if (!first || (underConditions && !first.underConditions)) {
        conditions.set(topic, { text: clip(sentence), ...at, underConditions });
      }
    }
  }
  let seq = Math.max(
    0,
    ...sections.flatMap((s) => (s.requirements ?? []).map((r) => idNumber(r.id))),
  );
  const numbered = (r: Requirement): PlannedRequirement => ({ ...r, id: `q${++seq}` });
  const scored = (test: RegExp) =>
    sections.find((s) => s.kind === 'criterion' && s.weight !== null && test.test(s.heading));
  const people = roles ? scored(ABOUT_PEOPLE) : undefined;
  const added = (s: PlannedSection) => (s === people && roles ? [roles] : []);
  const out = sections.map((s) => {
    const more = added(s);
    return more.length
      ? { ...s, requirements: [...(s.requirements ?? []), ...more.map(numbered)] }
      : s;
  });
  const understanding = [...scope, ...(roles && !people ? [roles] : [])];
  const part = (id: string, heading: string, requirements: readonly Requirement[]) => ({
    id: `s${out.length + 1}`,
    kind: 'criterion' as const,
    heading,
    criterionId: id,
    weight: null,
    requirements: requirements.map(numbered),
    targetWords: Math.max(MIN_SECTION_WORDS, WORDS_PER_REQUIREMENT * requirements.length),
  });
  if (understanding.length) out.push(part(SCOPE_SECTION, SCOPE_HEADING[language], understanding));
  if (conditions.size) {
    const all = [...conditions.values()];
    const first = [
      ...all.filter((r) => r.underConditions),
      ...all.filter((r) => !r.underConditions),
    ];
    const kept = new Set(first.slice(0, MAX_CONDITIONS));
    const stated = all.filter((r) => kept.has(r)).map(({ underConditions: _, ...r }) => r);
    out.push(part(CONDITIONS_SECTION, CONDITIONS_TITLE[language], stated));
  }
  return out;
}

/** A numbered heading opening a line ('2.3 Language.', '5 Overige voorwaarden'). */
const NUMBERED = /^\d{1,2}(?:\.\d{1,2})*\.?\s/;
/** A heading's length at most: a shorter line without an end stop is no wrapped sentence. */
const HEADING_WORDS = 7;
/**
 * Sentences joined across a PDF's line wrap: one without an end stop runs into the next (a
 * clause after a semicolon or a colon too), unless it is short, a heading ('1.2 De opdracht',
 * 'LETTER OF INVITATION'), or the next opens with a clause number.
 */
function wholeSentences(text: string, language: string): string[] {
  const out: string[] = [];
  let open = false;
  for (const { text: piece } of sentenceSpans(text, language)) {
    const line = piece.replace(/\s+/g, ' ').trim();
    if (open && !NUMBERED.test(line) && out[out.length - 1]!.length < 600) {
      out[out.length - 1] += ` ${line}`;
    } else out.push(line);
    const last = out[out.length - 1]!;
    open = !/[.!?]$/.test(last) && (/,$/.test(last) || last.split(' ').length > HEADING_WORDS);
  }
  return out;
}

function idNumber(id: string): number {
  const n = Number(/\d+$/.exec(id)?.[0]);
  return Number.isFinite(n) ? n : 0;
}
