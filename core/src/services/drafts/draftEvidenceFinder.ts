/**
 * Evidence for a section (issue 19, item 2): per requirement, the company's passages that answer
 * it — retrieval scoped to the knowledge bases the project selected (never another), kept only at
 * or above the evidence threshold of grounded answers (abstention.ts) — and the fact-sheet facts
 * that answer it by the same measure. The tender's own passages on the section come along for
 * the self-assessment and for sections without requirements (a summary).
 */
import { issuedByAnother } from '../factSheet/factIssuerMatch';
import { terms } from '../../ai/localText';
import { EVIDENCE_THRESHOLD } from '../../ai/retrieval/abstention';
import { buildLexicalIndex } from '../../ai/retrieval/lexicalIndex';
import { loadLexicon } from '../../ai/retrieval/lexicon/lexicon';
import type { Retriever } from '../../ai/retrieval/retriever';
export type { ScoredPassage } from './draftEvidenceSentences';
export { tellsApart, validityEnded } from './draftEvidenceSentences';
import { type EvidencePassage, safeText } from './draftEvidence';
import { withAcronyms } from './draftAcronyms';
import { withPhrases } from './draftPhrases';
import { withAgentNouns } from './draftAgentNouns';
import { capabilityExamples, withCapabilities } from './draftCapabilities';
import { withVerbStems } from './draftDutchVerbs';
import {
  type ScoredPassage,
  answeringSentences,
  keepsNegation,
  specificWords,
  tellsApart,
  withoutEndedValidity,
} from './draftEvidenceSentences';
import type { PlannedSection } from './draftPlan';
import { otherLanguageQuery, withVocabulary } from './draftVocabulary';
import { asksAboutPeople, isAboutPeople } from './draftPeoplePassages';
import { asksAboutCertificates, statesCertificate } from './draftCertificateSentences';
import { type PlannedRequirement } from './draftRequirementText';
import { answeredByNoPassage } from './draftNothingToLookUp';
import { namesSameCondition, statesTheScope } from './draftConditionWords';
import { CONDITIONS_SECTION, SCOPE_SECTION } from './draftPlanConditions';
import { requirementSubject } from './draftRequirementSubject';
import { guaranteeSubject, namesABidGuarantee } from './draftKnockOuts';
import { asksForTurnover, statesAnAmount } from './draftTurnoverEvidence';
import { asksForTheCompanysAge, datesTheCompany } from './draftCompanyAgeEvidence';
import { meetsTheDemand } from './draftReferenceEvidence';
import { sameCurrencyFirst } from './draftAmounts';
import { type TenderPassage, asChunk } from './draftSources';
import type { RequirementEvidence, SectionEvidence } from './draftEvidenceTypes';

/** Company passages retrieved per section, tender passages per section. */
const COMPANY_PASSAGES = 8;
const TENDER_PASSAGES = 3;

/** Passages retrieved per requirement, and the most of them kept as its evidence. */
const REQUIREMENT_CANDIDATES = 6;
const REQUIREMENT_PASSAGES = 1;
/** Passages retrieved by the names of a kind of tool the requirement asks for. */
const CAPABILITY_CANDIDATES = 3;
/** Evidence through a named tool ('Terraform' for configuration management), against the word's. */
const CAPABILITY_WEIGHT = 0.9;

const REQUIREMENT_ORIGIN = {
  source: 'tender',
  documentId: '',
  documentName: '',
  knowledgeBaseId: null,
  page: null,
} as const;
/** A second passage is used only when it answers nearly as well as the best one. */
const SECOND_PASSAGE_SHARE = 0.85;

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
  /** Numbers of certificates the fact sheet does not hold today: no sentence naming one is. */
  readonly unheld?: readonly string[];
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
  const measure = loadLexicon()
    .then((shared) => withVocabulary(shared))
    .then((lexicon) => ({
      lexicon,
      index: buildLexicalIndex(
        requirementTexts.map((text, i) =>
          asChunk({ id: `q${i}`, text, origin: REQUIREMENT_ORIGIN }),
        ),
        { lexicon },
      ),
    }));
  const threshold = input.threshold ?? EVIDENCE_THRESHOLD;
  // Both paths (a requirement's sentences, a section's whole passages) drop a validity that has
  // ended: a caller without a clock gets today's date, never no filter at all.
  const today = input.today ?? new Date().toISOString().slice(0, 10);
  const unheld = input.unheld ?? [];
  // What a writer may read of a passage (the model reads its whole text): not those sentences.
  const quotable = (text: string) => safeText(withoutEndedValidity(text, today, unheld));
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
  const forRequirement = async (
    requirement: PlannedRequirement,
    condition = false,
  ): Promise<RequirementEvidence> => {
    // A requirement no passage answers (draftNothingToLookUp.ts): a gap the writer fills.
    if (answeredByNoPassage(requirement.text)) return { requirement, passages: [] };
    const guarantee = guaranteeSubject(requirement.text);
    const query = guarantee ?? requirementSubject(requirement.text);
    const { index, lexicon } = await measure;
    const specific = specificWords(query, frequency, requirementTexts.length);
    // A sentence's acronyms count as the words they stand for in the requirement (and back),
    // its usual expressions as the word they say ('around the clock': 'continuous'), its
    // Dutch participles as their verb ('opgehaald': 'ophalen'), its verbs as the requirement's
    // doer ('leads': 'leader') and the tools it names as the capability they are
    // (draftCapabilities.ts).
    const plain = (q: string, text: string) =>
      index.evidence(
        q,
        withVerbStems(withPhrases(withAgentNouns(withAcronyms(text, query), query))),
      );
    // A tool or technique the sentence names counts as the kind it is ('Docker': a container),
    // a little below the kind's own word, so that a sentence that says the word wins a tie.
    const evidence = (q: string, text: string) => {
      const e = plain(q, text);
      const said = withCapabilities(text);
      return said === text ? e : Math.max(e, CAPABILITY_WEIGHT * plain(q, said));
    };
    const tellsWords = tellsApart(evidence, specific, (w) => lexicon.split(w), query);
    const negation = keepsNegation(query, evidence);
    // A certificate's row answers a demand about certificates only, never one on the work.
    const certificates = asksAboutCertificates(requirement.text);
    // A demand on the company's age is answered by a sentence that dates its registration or
    // founding, never by one that only names the registration (draftCompanyAgeEvidence.ts).
    const age = asksForTheCompanysAge(requirement.text);
    // A condition is met by a sentence that names it (draftConditionWords.ts), or it is a gap.
    const sameCondition = condition ? namesSameCondition(requirement.text) : () => true;
    const tells = (text: string) =>
      sameCondition(text) &&
      tellsWords(text) &&
      negation(text) &&
      (certificates || !statesCertificate(text)) &&
      (!age || datesTheCompany(text));
    // A turnover demand is answered from a passage that states an amount, never by its other
    // words alone (a table's header row 'Turnover 2024' answers with the amounts under it).
    const amount = asksForTurnover(requirement.text);
    const holdsAmount = (text: string) =>
      (!amount || statesAnAmount(text)) && (!age || datesTheCompany(text));
    // 'Cover of at least $20,000,000', 'three referees': the amount met, a reference (draftAmounts.ts).
    const meets = meetsTheDemand(requirement.text);
    const facts = input.factPassages
      .filter((f) => tells(f.text) && holdsAmount(f.text) && meets(f.text) && !guarantee)
      // A demand naming its issuer is not met by another issuer's document (factIssuerMatch.ts).
      .filter((f) => !issuedByAnother(requirement.text, f.text))
      .map((f) => ({ ...f, evidence: evidence(query, f.text), sentences: [f.text] }))
      .filter((f) => f.evidence >= threshold);
    const retrieve = (q: string, limit: number) =>
      input.knowledgeBaseIds.length
        ? input.retriever.retrieve({
            companyId: input.companyId,
            query: q,
            limit,
            knowledgeBaseIds: input.knowledgeBaseIds,
          })
        : Promise.resolve([]);
    const hits = await retrieve(query, REQUIREMENT_CANDIDATES);
    // A requirement that asks for a kind of tool by its name ('configuration management') is
    // also looked up by the kind's well-known names ('Terraform'): retrieval ranks by the
    // requirement's words, so the sentence that names one is otherwise never a candidate.
    // And by its words in the other language (draftVocabulary.ts), which retrieval does not know.
    const other = otherLanguageQuery(query);
    for (const examples of [...capabilityExamples(query), ...(other ? [other] : [])]) {
      for (const hit of await retrieve(examples, CAPABILITY_CANDIDATES)) {
        if (!hits.some((h) => h.id === hit.id)) hits.push(hit);
      }
    }
    // Never a passage of a knowledge base the project did not select, whatever the retriever says.
    const allowed = new Set(input.knowledgeBaseIds);
    // A CV answers a demand about people only, never one on the service or its references.
    const people = asksAboutPeople(requirement.text);
    // A bid guarantee is answered by a bank's guarantee, never a product's warranty.
    const bond = (text: string) => !guarantee || namesABidGuarantee(text);
    const passages = hits
      .filter((p) => allowed.has(p.source.knowledgeBaseId))
      .filter((p) => people || !isAboutPeople(p.text))
      .filter((p) => holdsAmount(p.text) && meets(p.text) && bond(p.text))
      .map(kbPassage)
      .map((p) => answeringSentences(evidence, query, p, threshold, tells, today, unheld))
      .filter((p): p is ScoredPassage => p !== null)
      .map((p) => ({ ...p, text: quotable(p.text) }));
    // A sum in the demand's own currency before a sister company's in another (draftAmounts.ts).
    const candidates = amount
      ? sameCurrencyFirst(requirement.text, [...facts, ...passages])
      : [...facts, ...passages];
    const ranked = [...candidates].sort((a, b) => b.evidence - a.evidence);
    const top = ranked[0]?.evidence ?? 0;
    const best = ranked
      .filter((p, i) => i === 0 || p.evidence >= top * SECOND_PASSAGE_SHARE)
      .slice(0, REQUIREMENT_PASSAGES);
    return { requirement, passages: best };
  };
  return async (section) => {
    if (section.requirements?.length) {
      const condition = section.criterionId === CONDITIONS_SECTION;
      // The contract's scope is the writer's to answer: a gap, never a quote (docs/decisions.md).
      const scope = section.criterionId === SCOPE_SECTION;
      const requirements = await Promise.all(
        section.requirements.map((r) =>
          scope && statesTheScope(r.text)
            ? { requirement: r, passages: [] }
            : forRequirement(r, condition),
        ),
      );
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
    // Whole passages: their sentences of an expired certificate are dropped here, as a
    // requirement's evidence drops them sentence by sentence (never claimed as valid).
    const companyPassages: EvidencePassage[] = kbHits.map((p) => ({
      id: `k${++kbSeq}`,
      text: quotable(p.text),
      origin: {
        source: 'knowledgeBase',
        documentId: p.source.documentId,
        documentName: p.source.documentName,
        knowledgeBaseId: p.source.knowledgeBaseId,
        page: p.source.page,
      },
    }));
    const kept = companyPassages.filter((p) => p.text.trim().length > 0);
    const about = [query, ...tenderHits.map((p) => p.text)].join(' ');
    const relevantFacts = input.factPassages.filter((f) => shareTerms(f.text, about));
    return { section, tender: tenderHits, company: [...relevantFacts, ...kept] };
  };
}

function shareTerms(a: string, b: string): boolean {
  const wanted = new Set(terms(b));
  return terms(a).some((x) => wanted.has(x));
}
