/**
 * The structured tender brief (issue 17 item 6), built offline and deterministically from a
 * document's verified facts and, when given, its pages and structure: what is bought, by whom,
 * the procedure, deadlines, award method, knock-outs, limits and what to submit, in the
 * document's language. Every line is cited with the page, printed page label, section and quote
 * of the fact (or sentence) it rests on, so the viewer can open at it as it does for a fact.
 *
 * Running headers and footers never make a line: facts are read without them, the subject
 * sentence comes from the reading without them, and a line whose quote is one of the document's
 * furniture lines is left out. No line is repeated.
 */
import type { DocumentStructure } from '../../extraction/structure';
import {
  type Fact,
  type RequirementFact,
  type RequirementKind,
  type TenderFacts,
  countTenderFacts,
  needsCheck,
  statedAsCurrent,
} from '../../model/documentFacts';
import type {
  BriefLanguage,
  BriefLine,
  BriefSection,
  BriefSectionKind,
  TenderBrief,
} from '../../model/tenderBrief';
import { BRIEF_SECTION_KINDS } from '../../model/tenderBrief';
import { normaliseForMatch } from '../facts/verifyFacts';
import { PHRASES, formatAmount, formatDate, formatNumber } from './phrases';
import { subjectSentences } from './subject';

export interface TenderBriefInput {
  /** The document's verified facts (readTenderFacts for stored ones). */
  readonly facts: TenderFacts;
  /** The document's language (detectLanguage(pages)); the brief is written in it. */
  readonly language: BriefLanguage;
  /** The pages as stored (the viewer's): lets the brief say what is bought in the document's words. */
  readonly pages?: readonly string[];
  /** The extractor's structure: sections, printed page numbers and running headers/footers. */
  readonly structure?: DocumentStructure | null;
  /**
   * The printed page numbers (`labels[i]` for page i+1) when the structure is not at hand, e.g.
   * read from the stored extracted-pages file.
   */
  readonly labels?: readonly (string | null)[];
}

/** At most this many lines per section: a brief, not the facts panel. */
const MAX_LINES: Record<BriefSectionKind, number> = {
  subject: 12,
  buyer: 2,
  procedure: 1,
  deadlines: 10,
  award: 20,
  knockouts: 8,
  limits: 8,
  submission: 8,
};
/** A line is a line: longer requirement sentences are cut at a word (the quote stays whole). */
const LINE_MAX_CHARS = 240;
/** The order in which requirements make the knock-outs section (the sharpest first). */
const KNOCKOUT_KINDS: readonly RequirementKind[] = [
  'knockout',
  'exclusion',
  'suitability',
  'certificate',
  'turnover',
  'references',
];

function cut(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= LINE_MAX_CHARS) return clean;
  const space = clean.lastIndexOf(' ', LINE_MAX_CHARS - 1);
  return `${clean.slice(0, space > LINE_MAX_CHARS / 2 ? space : LINE_MAX_CHARS - 1)}…`;
}

export function buildTenderBrief(input: TenderBriefInput): TenderBrief {
  const { facts, language, structure } = input;
  // A document that states no facts may still be a tender's (a programme of requirements) when a
  // section headed as its subject says what is bought; a CV or a letter gets no brief.
  const noFacts = countTenderFacts(facts) === 0;
  const say = PHRASES[language];
  const labelOf = (page: number): string | undefined => {
    const label = structure?.pages[page - 1]?.label ?? input.labels?.[page - 1] ?? undefined;
    return label && label !== String(page) ? label : undefined;
  };
  const furniture = new Set(
    (structure?.pages ?? []).flatMap((p) => p.furniture.map((f) => normaliseForMatch(f))),
  );
  const isFurniture = (quote: string) => furniture.has(normaliseForMatch(quote));

  const cite = (
    text: string,
    at: { page: number; quote: string; section?: string },
    extra: Partial<Pick<BriefLine, 'check' | 'indent'>> = {},
  ): BriefLine => {
    const pageLabel = labelOf(at.page);
    return {
      text: cut(text),
      citation: {
        page: at.page,
        ...(pageLabel !== undefined ? { pageLabel } : {}),
        ...(at.section ? { section: at.section } : {}),
        quote: at.quote,
      },
      ...(extra.check ? { check: true } : {}),
      ...(extra.indent ? { indent: true } : {}),
    };
  };
  const line = (text: string, fact: Fact<unknown>, indent = false) =>
    cite(text, fact, { check: needsCheck(fact), indent });

  const sections: Record<BriefSectionKind, BriefLine[]> = {
    subject: [
      ...facts.lots.map((f) => line(say.lot(f.value.number, f.value.name), f)),
      ...(input.pages ? subjectSentences(input.pages, structure, { headedOnly: noFacts }) : [])
        .filter((s) => !isFurniture(s.text))
        .map((s) => cite(s.text, { page: s.page, quote: s.text, section: s.section })),
      // A value or limit the document itself states as replaced is history (changedValues.ts).
      ...statedAsCurrent(facts.values).map((f) =>
        line(
          `${say.value[f.value.kind]}: ${formatAmount(f.value.amount, f.value.currency, language)}`,
          f,
        ),
      ),
      ...facts.durations.map((f) =>
        line(say.duration(f.value.kind, say.unit(f.value.unit, f.value.amount), f.value.count), f),
      ),
      ...facts.cpvCodes.slice(0, 3).map((f) => line(`${say.cpv}: ${f.value}`, f)),
    ],
    buyer: [
      ...(facts.buyer ? [line(`${say.buyer}: ${facts.buyer.value}`, facts.buyer)] : []),
      ...(facts.reference
        ? [line(`${say.reference}: ${facts.reference.value}`, facts.reference)]
        : []),
    ],
    procedure: facts.procedure ? [line(facts.procedure.value, facts.procedure)] : [],
    // A date the document itself states as replaced is history, not a deadline of the brief.
    deadlines: statedAsCurrent(facts.deadlines)
      .sort((a, b) => a.value.date.localeCompare(b.value.date) || a.page - b.page)
      .map((f) => line(`${say.deadline[f.value.kind]}: ${formatDate(f.value.date, language)}`, f)),
    award: [
      ...(facts.priceQuality && !splitIsListed(facts)
        ? [
            line(
              say.priceQuality(
                formatNumber(facts.priceQuality.value.price, language),
                formatNumber(facts.priceQuality.value.quality, language),
              ),
              facts.priceQuality,
            ),
          ]
        : []),
      ...facts.awardCriteria.map((f) => {
        const parts: string[] = [];
        if (f.value.weight !== null) parts.push(`${formatNumber(f.value.weight, language)}%`);
        if (f.value.points !== null) parts.push(say.points(formatNumber(f.value.points, language)));
        const named = parts.length ? `${f.value.name} (${parts.join(', ')})` : f.value.name;
        const text = f.value.lot ? `${named}, ${say.forLot(f.value.lot)}` : named;
        return line(text, f, Boolean(f.value.parent));
      }),
    ],
    knockouts: requirementsOf(facts.requirements, KNOCKOUT_KINDS)
      .filter((f) => !isFurniture(f.quote))
      .map((f) => line(`${say.requirement[f.value.kind]}: ${f.value.text}`, f)),
    limits: statedAsCurrent(facts.limits).map((f) =>
      line(say.limit(f.value.kind, formatNumber(f.value.value, language), f.value.scope), f),
    ),
    submission: [
      ...(facts.submissionMethod
        ? [line(`${say.method}: ${facts.submissionMethod.value}`, facts.submissionMethod)]
        : []),
      ...(facts.submissionLanguage
        ? [line(`${say.language}: ${facts.submissionLanguage.value}`, facts.submissionLanguage)]
        : []),
      ...requirementsOf(facts.requirements, ['declaration'])
        .filter((f) => !isFurniture(f.quote))
        .map((f) => line(f.value.text, f)),
    ],
  };

  const seen = new Set<string>();
  const out: BriefSection[] = [];
  for (const kind of BRIEF_SECTION_KINDS) {
    const lines = sections[kind]
      .filter((l) => {
        const key = normaliseForMatch(l.text);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, MAX_LINES[kind]);
    if (lines.length > 0) out.push({ kind, title: say.titles[kind], lines });
  }
  return { version: 1, language, sections: out };
}

/** Requirements of the given kinds, in that order of kinds, sure ones before "check this" ones. */
function requirementsOf(
  requirements: readonly RequirementFact[],
  kinds: readonly RequirementKind[],
): RequirementFact[] {
  return requirements
    .filter((r) => kinds.includes(r.value.kind))
    .map((r, i) => ({ r, i }))
    .sort(
      (a, b) =>
        Number(needsCheck(a.r)) - Number(needsCheck(b.r)) ||
        kinds.indexOf(a.r.value.kind) - kinds.indexOf(b.r.value.kind) ||
        a.i - b.i,
    )
    .map(({ r }) => r);
}

/**
 * The brief as plain text, one line per line with its page ('Submission: 12 March 2024, 12:00
 * (p. 4)'), sections under their titles: the document's `summary` field and a chat answer.
 */
export function briefText(brief: TenderBrief): string {
  const page = brief.language === 'nl' ? 'blz.' : 'p.';
  return brief.sections
    .map((s) =>
      [
        `${s.title}`,
        ...s.lines.map(
          (l) =>
            `${l.indent ? '  ' : ''}- ${l.text} (${page} ${l.citation.pageLabel ?? l.citation.page})`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}

/**
 * The split repeats the criteria when they are the price and the quality criterion with the
 * same weights ('Prijs: 25%', 'Kwaliteit: 75%'): the brief lists them once.
 */
function splitIsListed(facts: TenderFacts): boolean {
  const split = facts.priceQuality?.value;
  const weightOf = (re: RegExp) =>
    facts.awardCriteria.find((c) => c.value.parent === null && re.test(c.value.name))?.value.weight;
  return (
    split !== undefined &&
    weightOf(/^(?:price|prijs)$/i) === split.price &&
    weightOf(/^(?:quality|kwaliteit)$/i) === split.quality
  );
}
