/**
 * Evidence for a section (issue 19, item 2): per requirement, the company's passages that answer
 * it — retrieval scoped to the knowledge bases the project selected (never another), kept only at
 * or above the evidence threshold of grounded answers (abstention.ts) — and the fact-sheet facts
 * that answer it by the same measure. The tender's own passages on the section come along for
 * the self-assessment and for sections without requirements (a summary).
 */
import { contentWords, sentences, terms } from '../../ai/localText';
import { findDates } from '../../documents/facts/dates';
import { EVIDENCE_THRESHOLD } from '../../ai/retrieval/abstention';
import { buildLexicalIndex } from '../../ai/retrieval/lexicalIndex';
import { loadLexicon } from '../../ai/retrieval/lexicon/lexicon';
import type { Retriever } from '../../ai/retrieval/retriever';
import type { RetrievableChunk } from '../../ai/retrieval/types';
import { type EvidencePassage, safeText } from './draftEvidence';
import { withAcronyms } from './draftAcronyms';
import type { PlannedSection } from './draftPlan';
import { type PlannedRequirement, requirementSubject } from './draftRequirements';
import type { TenderPassage } from './draftSources';

/** Company passages retrieved per section, tender passages per section. */
const COMPANY_PASSAGES = 8;
const TENDER_PASSAGES = 3;

/** Passages retrieved per requirement, and the most of them kept as its evidence. */
const REQUIREMENT_CANDIDATES = 6;
const REQUIREMENT_PASSAGES = 1;

/** A passage with how much of the requirement's content it covers (0..1). */
export type ScoredPassage = EvidencePassage & {
  readonly evidence: number;
  /** Its sentences that answer the requirement, in order (what the draft says and cites). */
  readonly sentences?: readonly string[];
};

/**
 * A passage answers a requirement only through a sentence that does: a long passage covers many
 * words of a requirement across its sentences without any one of them saying it. Each sentence is
 * measured with the same evidence (the share of the requirement's content it covers, across
 * languages with the lexicon), and the passage keeps the sentences at or above the threshold.
 */
function answeringSentences(
  evidence: (query: string, text: string) => number,
  query: string,
  passage: ScoredPassage,
  threshold: number,
  tells: (text: string) => boolean,
  today?: string,
): ScoredPassage | null {
  // Sentences with their paragraph: two sentences answer together only within one paragraph
  // (the last line of one reference project and the title of the next are not one statement).
  const all = passage.text
    .split(/\n\s*\n/)
    .flatMap((paragraph, k) => sentences(paragraph).map((text) => ({ text, paragraph: k })));
  // An ended validity takes the certificate's name with it when that stands in the sentence before.
  const ended = new Set<number>();
  all.forEach((x, i) => {
    if (!today || !validityEnded(x.text, today)) return;
    ended.add(i);
    if (i > 0 && NAMES_CERTIFICATE.test(all[i - 1]!.text)) ended.add(i - 1);
  });
  const units = all.filter(
    (x, i) =>
      x.text.length <= SENTENCE_MAX &&
      terms(x.text).length >= 3 &&
      !/\.{4,}/.test(x.text) &&
      !ended.has(i),
  );
  const list = units.map((x) => x.text);
  // An answer may take two sentences ('We reduce the footprint … Sustainability is central …'):
  // each sentence is measured, and each pair of neighbours in one paragraph.
  const candidates = [
    ...list.map((x, i) => ({ from: i, to: i })),
    ...list
      .slice(1)
      .map((_, i) => ({ from: i, to: i + 1 }))
      .filter((c) => units[c.from]!.paragraph === units[c.to]!.paragraph),
  ]
    .map((c) => ({ ...c, text: list.slice(c.from, c.to + 1).join(' ') }))
    .filter((c) => tells(c.text))
    .map((c) => ({ ...c, e: evidence(query, c.text) }))
    .filter((c) => c.e >= threshold)
    .sort((a, b) => b.e - a.e || a.to - a.from - (b.to - b.from));
  const best = candidates[0];
  if (!best) return null;
  // The best unit, then other answering units, in document order, as many sentences as allowed.
  const chosen = new Set<number>();
  for (const c of candidates) {
    const span = Array.from({ length: c.to - c.from + 1 }, (_, k) => c.from + k);
    if (chosen.size + span.filter((i) => !chosen.has(i)).length > SENTENCES_PER_PASSAGE) continue;
    span.forEach((i) => chosen.add(i));
  }
  return {
    ...passage,
    evidence: best.e,
    sentences: [...chosen].sort((a, b) => a - b).map((i) => list[i]!),
  };
}

/**
 * A sentence that shares only one telling word with the requirement ('processen', 'smartphone')
 * is about something else; a requirement of one or two telling words needs one of them. The same
 * gate holds for a fact-sheet fact: a certificate does not answer 'afstemming met buurlanden'.
 * A Dutch compound tells by what sets it apart, not by its head: 'locatiegegevens' is not shared
 * by a sentence that only says 'data', 'testomgeving' is by one that says 'test environment'.
 */
export function tellsApart(
  evidence: (query: string, text: string) => number,
  specific: readonly string[],
  split: (word: string) => readonly string[] | null,
): (text: string) => boolean {
  const needed = Math.max(1, Math.min(MIN_SPECIFIC_WORDS, specific.length - 1));
  const shares = (word: string, text: string) => {
    if (evidence(word, text) <= 0) return false;
    const parts = split(word);
    return !parts || parts.length < 2 || parts.slice(0, -1).some((p) => evidence(p, text) > 0);
  };
  return (text) => specific.filter((w) => shares(w, text)).length >= needed;
}

const NAMES_CERTIFICATE = /\b(?:ISO|NEN|certifica\w*|keurmerk|accreditati\w*)\b/i;
const VALIDITY_WORDS = /\b(?:geldig|valid|verloopt|verlopen|vervaldatum|expir\w*)\b/i;
/**
 * A sentence that states a validity (a certificate's, a licence's) whose every date lies before
 * today is no evidence: quoted under 'We meet …' it would claim an expired certificate as valid.
 */
export function validityEnded(sentence: string, today: string): boolean {
  if (!VALIDITY_WORDS.test(sentence)) return false;
  const dates = findDates(sentence, 'nl').map((d) => d.iso.slice(0, 10));
  return dates.length > 0 && dates.every((d) => d < today);
}

const SENTENCE_MAX = 450;
/** Telling words of a requirement a sentence must share (in either language) to answer it. */
const MIN_SPECIFIC_WORDS = 2;
/** A word in more than this share of the tender's requirements tells nothing ('app', 'user'). */
const GENERIC_SHARE = 0.15;
const GENERIC_MIN = 4;

/** The words of a requirement that tell it apart: not in most of the tender's requirements. */
function specificWords(query: string, frequency: ReadonlyMap<string, number>, total: number) {
  const limit = Math.max(GENERIC_MIN, total * GENERIC_SHARE);
  return [...new Set(contentWords(query))].filter((w) =>
    terms(w).every((t) => (frequency.get(t) ?? 0) < limit),
  );
}
const REQUIREMENT_ORIGIN = {
  source: 'tender',
  documentId: '',
  documentName: '',
  knowledgeBaseId: null,
  page: null,
} as const;
const SENTENCES_PER_PASSAGE = 3;
/** A second passage is used only when it answers nearly as well as the best one. */
const SECOND_PASSAGE_SHARE = 0.85;

export interface RequirementEvidence {
  readonly requirement: PlannedRequirement;
  /** At or above the evidence threshold, best first; empty: the requirement is a gap. */
  readonly passages: readonly ScoredPassage[];
}

export interface SectionEvidence {
  readonly section: PlannedSection;
  readonly tender: EvidencePassage[];
  /** Every company passage the section may cite (its requirements' evidence when it has any). */
  readonly company: EvidencePassage[];
  /** Per planned requirement; empty for a section without requirements. */
  readonly requirements?: readonly RequirementEvidence[];
}

/**
 * Finds a section's evidence: the tender's passages on its criterion (BM25 over the tender) and
 * the company's (retrieval over the selected knowledge bases, partitioned by company, with the
 * tender's words on the criterion in the query), plus the fact-sheet facts that share terms.
 */
export function evidenceFinder(input: {
  readonly tender: readonly TenderPassage[];
  readonly retriever: Retriever;
  readonly companyId: string;
  readonly knowledgeBaseIds: readonly string[];
  readonly factPassages: readonly EvidencePassage[];
  readonly projectName: string;
  /** Every requirement of the plan: how common a word is among them sets its weight. */
  readonly requirementTexts?: readonly string[];
  /** The evidence a passage needs to be used; EVIDENCE_THRESHOLD unless a test sets it. */
  readonly threshold?: number;
  /** ISO date: a sentence stating a validity that ended before it is no evidence. */
  readonly today?: string;
}): (section: PlannedSection) => Promise<SectionEvidence> {
  const tenderIndex = buildLexicalIndex(input.tender.map(asChunk));
  const tenderById = new Map(input.tender.map((p) => [p.id, p]));
  // Evidence as the share of a requirement's words a sentence covers, each word weighed by how
  // rare it is among the tender's requirements: 'app' in most of them says little, 'batterij' much.
  const requirementTexts = input.requirementTexts ?? [];
  const frequency = new Map<string, number>();
  for (const text of requirementTexts) {
    for (const t of new Set(terms(text))) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  }
  const measure = loadLexicon().then((lexicon) => ({
    lexicon,
    index: buildLexicalIndex(
      requirementTexts.map((text, i) => asChunk({ id: `q${i}`, text, origin: REQUIREMENT_ORIGIN })),
      { lexicon },
    ),
  }));
  const threshold = input.threshold ?? EVIDENCE_THRESHOLD;
  /** The same knowledge-base passage keeps one id however many requirements it answers. */
  const kbIds = new Map<string, string>();
  let kbSeq = 0;
  const kbPassage = (p: Awaited<ReturnType<Retriever['retrieve']>>[number]): ScoredPassage => {
    let id = kbIds.get(p.id);
    if (!id) kbIds.set(p.id, (id = `k${++kbSeq}`));
    return {
      id,
      text: safeText(p.text),
      evidence: p.evidence,
      origin: {
        source: 'knowledgeBase',
        documentId: p.source.documentId,
        documentName: p.source.documentName,
        knowledgeBaseId: p.source.knowledgeBaseId,
        page: p.source.page,
      },
    };
  };
  const forRequirement = async (requirement: PlannedRequirement): Promise<RequirementEvidence> => {
    const query = requirementSubject(requirement.text);
    const { index, lexicon } = await measure;
    const specific = specificWords(query, frequency, requirementTexts.length);
    // A sentence's acronyms count as the words they stand for in the requirement (and back).
    const evidence = (q: string, text: string) => index.evidence(q, withAcronyms(text, query));
    const tells = tellsApart(evidence, specific, (w) => lexicon.split(w));
    const facts = input.factPassages
      .filter((f) => tells(f.text))
      .map((f) => ({ ...f, evidence: evidence(query, f.text), sentences: [f.text] }))
      .filter((f) => f.evidence >= threshold);
    const hits = input.knowledgeBaseIds.length
      ? await input.retriever.retrieve({
          companyId: input.companyId,
          query,
          limit: REQUIREMENT_CANDIDATES,
          knowledgeBaseIds: input.knowledgeBaseIds,
        })
      : [];
    // Never a passage of a knowledge base the project did not select, whatever the retriever says.
    const allowed = new Set(input.knowledgeBaseIds);
    const passages = hits
      .filter((p) => allowed.has(p.source.knowledgeBaseId))
      .map(kbPassage)
      .map((p) => answeringSentences(evidence, query, p, threshold, tells, input.today))
      .filter((p): p is ScoredPassage => p !== null);
    const ranked = [...facts, ...passages].sort((a, b) => b.evidence - a.evidence);
    const top = ranked[0]?.evidence ?? 0;
    const best = ranked
      .filter((p, i) => i === 0 || p.evidence >= top * SECOND_PASSAGE_SHARE)
      .slice(0, REQUIREMENT_PASSAGES);
    return { requirement, passages: best };
  };
  return async (section) => {
    if (section.requirements?.length) {
      const requirements = await Promise.all(section.requirements.map(forRequirement));
      const company = new Map<string, EvidencePassage>();
      for (const r of requirements) for (const p of r.passages) company.set(p.id, p);
      const tenderHits = tenderIndex
        .search(section.heading, TENDER_PASSAGES)
        .map((h) => tenderById.get(h.chunkId))
        .filter((p): p is TenderPassage => !!p);
      return { section, tender: tenderHits, company: [...company.values()], requirements };
    }
    const query = section.kind === 'summary' ? input.projectName : section.heading;
    const tenderHits = tenderIndex
      .search(query, TENDER_PASSAGES)
      .map((h) => tenderById.get(h.chunkId))
      .filter((p): p is TenderPassage => !!p);
    const kbHits = input.knowledgeBaseIds.length
      ? await input.retriever.retrieve({
          companyId: input.companyId,
          query: [query, ...tenderHits.map((p) => p.text)].join('\n').slice(0, 2_000),
          limit: COMPANY_PASSAGES,
          knowledgeBaseIds: input.knowledgeBaseIds,
        })
      : [];
    const companyPassages: EvidencePassage[] = kbHits.map((p) => ({
      id: `k${++kbSeq}`,
      text: safeText(p.text),
      origin: {
        source: 'knowledgeBase',
        documentId: p.source.documentId,
        documentName: p.source.documentName,
        knowledgeBaseId: p.source.knowledgeBaseId,
        page: p.source.page,
      },
    }));
    const about = [query, ...tenderHits.map((p) => p.text)].join(' ');
    const relevantFacts = input.factPassages.filter((f) => shareTerms(f.text, about));
    return { section, tender: tenderHits, company: [...relevantFacts, ...companyPassages] };
  };
}

function asChunk(p: EvidencePassage): RetrievableChunk {
  return {
    id: p.id,
    text: p.text,
    embedding: null,
    source: {
      knowledgeBaseId: 'tender',
      documentId: p.origin.documentId,
      documentName: p.origin.documentName,
      page: p.origin.page,
      heading: null,
    },
  };
}

function shareTerms(a: string, b: string): boolean {
  const wanted = new Set(terms(b));
  return terms(a).some((x) => wanted.has(x));
}
