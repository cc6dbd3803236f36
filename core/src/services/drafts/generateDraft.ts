/**
 * The draft generation job (issue 8, spec §4): runs the ten DRAFT_GENERATION_STEPS in order,
 * writing each step's start and end to /progress/{cid}/{pid}/draft, and ends with
 * drafts/{jobId} (revision 1) and its first version ('generated').
 *
 * The draft is stored while it is written: when the sections are started, drafts/{jobId} is created
 * at revision 0 ("being generated": read-only, no version) and every section is added to it as soon
 * as it is written, so the project page shows sections arriving. A cancelled or failed run deletes
 * its revision-0 draft; one left by a run that died is deleted by the project's next run.
 *
 * Inputs: the project (confirmed award criteria, Additional Info, data sources), its processed
 * documents' passages and extracted facts, the selected knowledge bases' passages (retrieval per
 * criterion, partitioned by company) and fact sheets, the company's profile, writing style and
 * focus areas. Every document passage is untrusted: scanned (instruction-like sentences and hidden
 * characters removed) and handed to the model as delimited context, never as instructions; the
 * model's answer is validated before it is stored (citations must name given passages, an uncited
 * sentence with a figure is dropped, the HTML is reduced to the allowed subset).
 *
 * One run per project: the project's draftJob lock (draftCallables.ts) names the job; the run
 * claims it once (a second delivery does nothing), checks it before every step and section (a
 * cancel clears it) and clears it at the end. A run past its deadline marks itself failed.
 */
import { terms } from '../../ai/localText';
import { sentences } from '../../text/sentences';
import { checkCitations } from '../../ai/promptSafety';
import { isModelError } from '../../ai/modelErrors';
import { buildLexicalIndex } from '../../ai/retrieval/lexicalIndex';
import type { Retriever } from '../../ai/retrieval/retriever';
import type { RetrievableChunk } from '../../ai/retrieval/types';
import { detectLanguage } from '../../documents/facts/text';
import { type RequirementFact, type TenderFacts, readTenderFacts } from '../../model/documentFacts';
import type { ProjectDocument } from '../../model/projectDocument';
import {
  DRAFT_GENERATING_REVISION,
  type Draft,
  type DraftChecklistItem,
  type DraftGenerationStep,
  type DraftSection,
} from '../../model/draft';
import type { CompanyFactSheet } from '../../model/factSheet';
import { refs, rtdbPaths } from '../../model/paths';
import type { DraftProgress } from '../../model/progress';
import type { LanguageModel } from '../../ports/ai';
import type { DocStore } from '../../ports/docStore';
import { query, where } from '../../ports/query';
import type { Realtime } from '../../ports/realtime';
import type { Clock } from '../../ports/runtime';
import { Timestamp } from '../../ports/values';
import { draftOutcomeEvent, notifyAfter } from '../notifications/events';
import { citedIds, sanitizeDraftHtml } from './draftHtml';
import {
  CitationRegistry,
  type EvidencePassage,
  asContext,
  factPassages,
  safeText,
} from './draftEvidence';
import { type PlannedSection, criteriaFor, planSections } from './draftPlan';
import { pruneDraftVersions } from './saveDraft';

export const DRAFT_FAILED_KEY = 'drafts.errors.generateTender';
/**
 * Sections written at once. A cloud model answers in about a second per call: ten sections take
 * three rounds (bench/draft-gemini.mjs), and the first sections are stored while the last are still
 * to start. Small, so that one company's draft stays far below the model's per-minute quota.
 */
export const SECTION_CONCURRENCY = 4;
/**
 * Sections whose evidence is looked up at once. Their query embeddings are asked together, so a
 * batching embedder (batchingEmbedder.ts, the functions' retriever) sends them in one request.
 */
export const EVIDENCE_CONCURRENCY = 16;

/** Company passages retrieved per section, tender passages per section. */
const COMPANY_PASSAGES = 8;
const TENDER_PASSAGES = 3;

export interface DraftJobDeps {
  readonly docs: DocStore;
  readonly realtime: Realtime;
  /** The company's (metered) model: its daily budget applies to every call. */
  readonly model: LanguageModel;
  /** Company-partitioned retrieval over the knowledge bases (createLocalRetriever / functions'). */
  readonly retriever: Retriever;
  readonly clock: Clock;
  /** A pause after each step (the demo uses it so that the steps can be watched). */
  readonly stepPauseMs?: number;
  readonly onError?: (error: unknown) => void;
}

export interface DraftJobTarget {
  readonly companyId: string;
  readonly projectId: string;
  readonly jobId: string;
}

export type DraftJobOutcome = 'done' | 'failed' | 'cancelled' | 'skipped';

class Stopped extends Error {
  constructor(
    readonly outcome: 'cancelled' | 'failed',
    readonly key: string | null = null,
  ) {
    super(outcome);
  }
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Claims the job once: false when another delivery has it, or it is no longer this project's. */
async function claim(deps: DraftJobDeps, t: DraftJobTarget): Promise<boolean> {
  const ref = refs.project(t.companyId, t.projectId);
  return deps.docs.runTransaction(async (tx) => {
    const lock = (await tx.get(ref)).data?.draftJob;
    if (!lock || lock.jobId !== t.jobId || lock.claimedAt) return false;
    tx.update(ref, { 'draftJob.claimedAt': Timestamp.fromMillis(deps.clock.now()) });
    return true;
  });
}

/** Clears the lock if it is still this job's (a newer job's lock is left alone). */
async function release(deps: DraftJobDeps, t: DraftJobTarget): Promise<void> {
  const ref = refs.project(t.companyId, t.projectId);
  await deps.docs.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.data?.draftJob?.jobId === t.jobId) tx.update(ref, { draftJob: null });
  });
}

export async function generateDraft(
  deps: DraftJobDeps,
  t: DraftJobTarget,
): Promise<DraftJobOutcome> {
  if (!(await claim(deps, t))) return 'skipped';
  const { docs, realtime, clock } = deps;
  const projectRef = refs.project(t.companyId, t.projectId);
  const lock = (await docs.getDoc(projectRef)).data?.draftJob;
  if (!lock) return 'skipped';
  const progressPath = rtdbPaths.draftProgress(t.companyId, t.projectId);
  const deadline = lock.deadlineAt.toMillis();
  const progress: DraftProgress = {
    jobId: t.jobId,
    state: 'running',
    startedAt: lock.startedAt.toMillis(),
    deadlineAt: deadline,
    current: null,
    steps: {},
    draftId: null,
    error: null,
  };
  const publish = () => realtime.set(progressPath, progress);
  const draftRef = refs.draft(t.companyId, t.projectId, t.jobId);

  // The draft while it is written (revision 0). Writes go one after another, in the order asked,
  // each only while the lock is still this job's (a cancel clears it): a late write never brings
  // back a draft that was deleted, and the last write is the newest state.
  let createdAt: Timestamp | null = null;
  let writes: Promise<unknown> = Promise.resolve();
  const storeWritten = (draft: Omit<Draft, 'createdAt' | 'updatedAt'>): Promise<void> => {
    const write = writes.then(() =>
      docs.runTransaction(async (tx) => {
        const current = (await tx.get(projectRef)).data?.draftJob;
        if (!current || current.jobId !== t.jobId) throw new Stopped('cancelled');
        const now = Timestamp.fromMillis(clock.now());
        createdAt ??= now;
        tx.set(draftRef, { ...draft, createdAt, updatedAt: now });
      }),
    );
    writes = write.catch(() => undefined);
    return write;
  };
  /** The run's revision-0 draft is removed when it ends without a draft. */
  const discardWritten = async () => {
    await writes;
    if (createdAt === null) return;
    await docs.runTransaction(async (tx) => {
      const stored = (await tx.get(draftRef)).data;
      if (stored && stored.revision === DRAFT_GENERATING_REVISION) tx.delete(draftRef);
    });
  };

  /** Stops when cancelled (the lock is gone or another job's) or past the deadline. */
  const checkpoint = async () => {
    const current = (await docs.getDoc(projectRef)).data?.draftJob;
    if (!current || current.jobId !== t.jobId) throw new Stopped('cancelled');
    if (clock.now() > deadline) throw new Stopped('failed', DRAFT_FAILED_KEY);
  };
  const step = async <R>(name: DraftGenerationStep, work: () => Promise<R>): Promise<R> => {
    await checkpoint();
    progress.current = name;
    progress.steps[name] = { startedAt: clock.now(), endedAt: null };
    await publish();
    const result = await work();
    progress.steps[name] = { startedAt: progress.steps[name]!.startedAt, endedAt: clock.now() };
    await publish();
    if (deps.stepPauseMs) await sleep(deps.stepPauseMs);
    return result;
  };

  try {
    const draft = await run(deps, t, lock, step, checkpoint, {
      onSections: async (done, total) => {
        progress.sections = { done, total };
        await publish();
      },
      storeWritten,
    });
    await writes;
    await checkpoint();
    const now = Timestamp.fromMillis(clock.now());
    const batch = docs.batch();
    batch.set(draftRef, {
      ...draft,
      createdAt: createdAt ?? now,
      updatedAt: now,
    });
    batch.set(refs.draftVersion(t.companyId, t.projectId, t.jobId, 'r1'), {
      title: draft.title,
      content: draft.content,
      citations: draft.citations,
      revision: 1,
      reason: 'generated',
      savedAt: now,
      savedBy: draft.createdBy,
    });
    await batch.commit();
    await pruneDraftVersions(docs, { cid: t.companyId, pid: t.projectId, draftId: t.jobId });
    progress.state = 'done';
    progress.current = null;
    progress.draftId = t.jobId;
    await publish();
    await release(deps, t);
    await notifyRequester(deps, t, lock.requestedBy, 'done');
    return 'done';
  } catch (error) {
    if (error instanceof Stopped && error.outcome === 'cancelled') {
      // The cancel wrote the progress; a newer job may own the path by now.
      await discardWritten().catch((e: unknown) => deps.onError?.(e));
      return 'cancelled';
    }
    if (!(error instanceof Stopped)) deps.onError?.(error);
    progress.state = 'failed';
    progress.error =
      error instanceof Stopped
        ? error.key
        : isModelError(error) && error.code === 'budget-exceeded'
          ? error.messageKey
          : DRAFT_FAILED_KEY;
    await publish().catch(() => undefined);
    await release(deps, t).catch(() => undefined);
    // After the release: a section still being written can no longer store itself afterwards.
    await discardWritten().catch((e: unknown) => deps.onError?.(e));
    await notifyRequester(deps, t, lock.requestedBy, 'failed');
    return 'failed';
  }
}

/** The user who started the draft hears that it is ready or failed (a cancel tells nobody). */
async function notifyRequester(
  deps: DraftJobDeps,
  t: DraftJobTarget,
  uid: string,
  outcome: 'done' | 'failed',
): Promise<void> {
  const report = (e: unknown) => deps.onError?.(e);
  try {
    const project = (await deps.docs.getDoc(refs.project(t.companyId, t.projectId))).data;
    if (!project) return;
    const event = draftOutcomeEvent({
      outcome,
      projectId: t.projectId,
      projectName: project.name,
      jobId: t.jobId,
    });
    await notifyAfter(deps.docs, t.companyId, [uid], event, report);
  } catch (e) {
    report(e);
  }
}

type Step = <R>(name: DraftGenerationStep, work: () => Promise<R>) => Promise<R>;

interface RunHooks {
  readonly onSections: (done: number, total: number) => Promise<void>;
  /** Stores the draft as written so far (revision 0); rejects when the job was cancelled. */
  readonly storeWritten: (draft: Omit<Draft, 'createdAt' | 'updatedAt'>) => Promise<void>;
}

/** Runs `work` over `items`, at most `limit` at once; results in the items' order. */
async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Drafts left at revision 0 by runs that died (this job's own is created afterwards). */
async function deleteAbandoned(docs: DocStore, t: DraftJobTarget): Promise<void> {
  const left = await docs.getDocs(
    query(
      refs.drafts(t.companyId, t.projectId),
      where('revision', '==', DRAFT_GENERATING_REVISION),
    ),
  );
  const stale = left.docs.filter((d) => d.id !== t.jobId);
  if (stale.length === 0) return;
  const batch = docs.batch();
  for (const d of stale) batch.delete(d.ref);
  await batch.commit();
}

async function run(
  deps: DraftJobDeps,
  t: DraftJobTarget,
  lock: { requestedBy: string; knowledgeBaseIds: string[] | null },
  step: Step,
  checkpoint: () => Promise<void>,
  hooks: RunHooks,
): Promise<Omit<Draft, 'createdAt' | 'updatedAt'>> {
  const { docs, model, retriever } = deps;
  const cid = t.companyId;

  // 1. The project, its processed documents, the company and its knowledge bases.
  const loaded = await step('loadingProjectDocuments', async () => {
    const project = (await docs.getDoc(refs.project(cid, t.projectId))).data;
    if (!project) throw new Stopped('failed', DRAFT_FAILED_KEY);
    const documents = (await docs.getDocs(refs.projectDocuments(cid, t.projectId))).docs.filter(
      (d) => d.data.status === 'processed',
    );
    const company = (await docs.getDoc(refs.company(cid))).data;
    const requester = (await docs.getDoc(refs.user(lock.requestedBy))).data;
    const knowledgeBases = (await docs.getDocs(refs.knowledgeBases(cid))).docs;
    const selectedIds =
      lock.knowledgeBaseIds ??
      (project.dataSources.enableAll
        ? knowledgeBases.map((kb) => kb.id)
        : project.dataSources.knowledgeBaseIds);
    const selected = knowledgeBases.filter((kb) => selectedIds.includes(kb.id)).map((kb) => kb.id);
    return { project, documents, company, requester, selected };
  });

  // 2. The documents' passages (scanned: document text is data, never instructions).
  const tender = await step('readingDocuments', () =>
    tenderPassages(docs, cid, t.projectId, loaded.documents),
  );
  const facts: TenderFacts[] = loaded.documents.flatMap((d) => readTenderFacts(d.data.facts) ?? []);

  // 3. The tender's rules: language, length limits, knock-out requirements.
  const guideline = await step('checkingTenderingGuideline', async () => {
    const main = tender.filter((p) => p.role === 'main_tender');
    const sample = (main.length ? main : tender).map((p) => p.text);
    const language: 'en' | 'nl' = sample.length
      ? detectLanguage(sample)
      : (loaded.requester?.preferredLanguage ?? 'nl');
    const limits = facts.flatMap((f) => f.limits);
    const requirements = facts
      .flatMap((f) => f.requirements)
      .filter((r) => safeText(r.value.text) === r.value.text);
    return { language, limits, requirements };
  });

  // 4. The company's facts (trained fact sheets) and profile.
  const company = await step('validatingCompanyInformation', async () => {
    const sheets: { knowledgeBaseId: string; sheet: CompanyFactSheet }[] = [];
    for (const kbId of loaded.selected) {
      const sheet = (await docs.getDoc(refs.factSheet(cid, kbId))).data;
      if (sheet) sheets.push({ knowledgeBaseId: kbId, sheet });
    }
    return { sheets, factPassages: factPassages(sheets, guideline.language) };
  });

  // 5. The criteria: the workflow's confirmed ones, else the extracted ones.
  const sections = await step('extractingAwardCriteria', async () => {
    const extracted = facts
      .flatMap((f) => f.awardCriteria)
      .filter((c) => safeText(c.value.name) === c.value.name);
    const criteria = criteriaFor(loaded.project.awardCriteria, extracted);
    return planSections({
      criteria,
      limits: guideline.limits,
      tenderText: tender.map((p) => p.text).join('\n'),
      language: guideline.language,
    });
  });

  // 6. Evidence per criterion: the company's passages and the tender's own words on it.
  const finder = evidenceFinder({
    tender,
    retriever,
    companyId: cid,
    knowledgeBaseIds: loaded.selected,
    factPassages: company.factPassages,
    projectName: loaded.project.name,
  });
  const evidence: SectionEvidence[] = await step('addressingAwardCriteria', () =>
    mapBounded(sections, EVIDENCE_CONCURRENCY, (section) => finder(section)),
  );

  const citations = new CitationRegistry();
  const generatedFrom = {
    documentIds: loaded.documents.map((d) => d.id),
    knowledgeBaseIds: loaded.selected,
    model: model.id,
  };
  /** The draft as stored: its sections in plan order, only the citations they use. */
  const draftOf = (
    content: DraftSection[],
    checklist: DraftChecklistItem[],
    revision: number,
  ): Omit<Draft, 'createdAt' | 'updatedAt'> => {
    const used = new Set([
      ...content.flatMap((s) => s.citationIds),
      ...checklist.flatMap((c) => c.citationIds),
    ]);
    return {
      title: loaded.project.name,
      language: guideline.language,
      content,
      citations: citations.list.filter((c) => used.has(c.id)),
      checklist,
      revision,
      createdBy: lock.requestedBy,
      updatedBy: lock.requestedBy,
      generatedFrom,
    };
  };
  const styledSection = (s: DraftSection): DraftSection => {
    const body = sanitizeDraftHtml(s.body);
    return { ...s, body, citationIds: citedIds(body) };
  };

  // 7. The sections, a few at a time; each answer validated before it is kept, and stored (the
  // draft at revision 0) as soon as it is written.
  const written = await step('generatingDocument', async () => {
    const results: (DraftSection | undefined)[] = new Array(evidence.length);
    let done = 0;
    await deleteAbandoned(docs, t);
    await hooks.storeWritten(draftOf([], [], DRAFT_GENERATING_REVISION));
    await hooks.onSections(0, evidence.length);
    await mapBounded(evidence, SECTION_CONCURRENCY, async (e, i) => {
      await checkpoint();
      results[i] = await writeSection(model, e, {
        language: guideline.language,
        companyName: loaded.company?.name ?? '',
        writingStyle:
          loaded.project.additionalInfo.writingStyle || loaded.company?.writingStyle || '',
        focusAreas: loaded.project.additionalInfo.focusAreas || loaded.company?.focusAreas || '',
        notes: loaded.project.additionalInfo.notes,
        profile: loaded.company?.profile.description ?? '',
        citations,
      });
      done += 1;
      const sofar = results.filter((s): s is DraftSection => !!s).map(styledSection);
      await hooks.storeWritten(draftOf(sofar, [], DRAFT_GENERATING_REVISION));
      await hooks.onSections(done, evidence.length);
    });
    return results as DraftSection[];
  });

  // 8. Style: every body reduced to the allowed HTML; citations only of cited passages.
  const styled = await step('validatingWritingStyle', async () => written.map(styledSection));

  // 9. The knock-out checklist: each extracted requirement met (with evidence) or open.
  const checklist = await step('validatingProject', async () =>
    knockOutChecklist(
      guideline.requirements,
      company.sheets,
      citations,
      guideline.language,
      new Date(deps.clock.now()).toISOString().slice(0, 10),
    ),
  );

  // 10. The draft as stored.
  return step('finalizingDocument', async () => draftOf(styled, checklist, 1));
}

export interface TenderPassage extends EvidencePassage {
  readonly role: string;
}

/** The processed documents' passages, in order, scanned (document text is data, never instructions). */
export async function tenderPassages(
  docs: DocStore,
  cid: string,
  pid: string,
  documents: readonly { id: string; data: ProjectDocument }[],
): Promise<TenderPassage[]> {
  const passages: TenderPassage[] = [];
  for (const d of documents) {
    const chunks = await docs.getDocs(refs.projectDocumentChunks(cid, pid, d.id));
    for (const c of [...chunks.docs].sort((a, b) => a.data.order - b.data.order)) {
      const text = safeText(c.data.text);
      if (!text.trim()) continue;
      passages.push({
        id: `t${passages.length + 1}`,
        text,
        role: d.data.role,
        origin: {
          source: 'tender',
          documentId: d.id,
          documentName: d.data.name,
          knowledgeBaseId: null,
          page: c.data.page,
        },
      });
    }
  }
  return passages;
}

export interface SectionEvidence {
  readonly section: PlannedSection;
  readonly tender: EvidencePassage[];
  readonly company: EvidencePassage[];
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
}): (section: PlannedSection) => Promise<SectionEvidence> {
  const tenderIndex = buildLexicalIndex(input.tender.map(asChunk));
  const tenderById = new Map(input.tender.map((p) => [p.id, p]));
  let kbSeq = 0;
  return async (section) => {
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

// The one splitter (text/sentences.ts): a full stop after an abbreviation ('Van Dijk Bouw B.V.
// plant …', 'o.a. de planning', 'art. 5'), inside a number or at a line wrap ends no sentence.
const splitSentences = (text: string) => sentences(text);

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
    const parts = splitSentences(pending);
    pending = '';
    const last = parts.pop();
    parts.forEach((x) => units.push({ text: x, ids: [] }));
    if (last !== undefined && /[\p{L}\p{N}]/u.test(last)) units.push({ text: last, ids: [...ids] });
    else units.at(-1)?.ids.push(...ids.filter((id) => !units.at(-1)!.ids.includes(id)));
  }
  splitSentences(pending).forEach((x) => units.push({ text: x, ids: [] }));
  return units;
}

const DEMAND =
  /\b(must|shall|should|describe|explain|demonstrate|show|provide|indicate|moet|moeten|dient|dienen|beschrijf|beschrijft|toon|geef|geeft aan|licht toe|wordt gevraagd|gevraagd)\b/i;

/**
 * The section's self-assessment: the demands the tender makes about the criterion (its sentences
 * with a demand verb), each covered when the company evidence used shares most of its terms,
 * else missing (the to-do list). Without such sentences the criterion itself is the demand.
 */
function assess(
  section: PlannedSection,
  tender: readonly EvidencePassage[],
  companyText: string,
): DraftSection['assessment'] {
  const demands = [
    ...new Set(
      tender
        .flatMap((p) => p.text.replace(/\s*\n\s*/g, ' ').split(/(?<=[.!?;])\s+/))
        .map((s) => s.replace(/\s+/g, ' ').trim())
        .filter((s) => s.length >= 20 && s.length <= 300 && DEMAND.test(s)),
    ),
  ].slice(0, 5);
  const items = demands.length ? demands : [section.heading];
  const have = new Set(terms(companyText));
  const covered: string[] = [];
  const missing: string[] = [];
  for (const item of items) {
    const wanted = [...new Set(terms(item))];
    const hit = wanted.filter((w) => have.has(w)).length;
    (wanted.length > 0 && hit / wanted.length >= 0.5 ? covered : missing).push(item);
  }
  return { covered, missing };
}

const MET_EVIDENCE = {
  certificate: { en: 'Certificate', nl: 'Certificaat' },
  turnover: { en: 'Turnover', nl: 'Omzet' },
  references: { en: 'Reference projects', nl: 'Referentieprojecten' },
} as const;

/**
 * Each requirement 'met' only when the fact sheet proves it — a named certificate the company
 * holds (not expired), a turnover at least the amount asked, as many reference projects as asked
 * — with that fact's citation; everything else (exclusion grounds, declarations, suitability) stays
 * 'open' for the bid manager to confirm. Never 'met' on a guess.
 */
function knockOutChecklist(
  requirements: readonly RequirementFact[],
  sheets: readonly { knowledgeBaseId: string; sheet: CompanyFactSheet }[],
  citations: CitationRegistry,
  language: 'en' | 'nl',
  today: string,
): DraftChecklistItem[] {
  return requirements.map((r, i) => {
    const item: DraftChecklistItem = {
      id: `r${i + 1}`,
      requirement: r.value.text,
      status: 'open',
      evidence: null,
      citationIds: [],
    };
    const text = r.value.text;
    const cite = (
      kbId: string,
      c: { documentId: string; documentName: string; page: number | null; quote: string },
    ) =>
      citations.cite(
        {
          id: '',
          text: c.quote,
          origin: {
            source: 'knowledgeBase',
            documentId: c.documentId,
            documentName: c.documentName,
            knowledgeBaseId: kbId,
            page: c.page,
          },
        },
        c.quote,
      ).id;
    for (const { knowledgeBaseId: kb, sheet } of sheets) {
      if (r.value.kind === 'certificate') {
        const cert = sheet.certificates.find(
          (c) =>
            normalise(text).includes(normalise(c.scheme)) && (!c.expiresOn || c.expiresOn >= today),
        );
        if (cert) {
          return {
            ...item,
            status: 'met',
            evidence: `${MET_EVIDENCE.certificate[language]}: ${cert.name}${cert.issuer ? ` (${cert.issuer})` : ''}`,
            citationIds: [cite(kb, cert.citation)],
          };
        }
      }
      if (r.value.kind === 'turnover') {
        const asked = amountIn(text);
        const latest = sheet.turnover[0];
        if (latest && asked !== null && latest.amount >= asked) {
          return {
            ...item,
            status: 'met',
            evidence: `${MET_EVIDENCE.turnover[language]}${latest.year ? ` ${latest.year}` : ''}: ${latest.currency} ${latest.amount}`,
            citationIds: [cite(kb, latest.citation)],
          };
        }
      }
      if (r.value.kind === 'references') {
        const asked = countIn(text) ?? 1;
        if (sheet.referenceProjects.length >= asked) {
          const refs = sheet.referenceProjects.slice(0, Math.max(asked, 1));
          return {
            ...item,
            status: 'met',
            evidence: `${MET_EVIDENCE.references[language]}: ${refs.map((p) => p.title).join('; ')}`,
            citationIds: refs.map((p) => cite(kb, p.citation)),
          };
        }
      }
    }
    return item;
  });
}

const normalise = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** An amount in euros named in a requirement ("€ 1.500.000", "EUR 2 miljoen", "2 million"). */
function amountIn(text: string): number | null {
  const m =
    /(?:€|eur(?:o)?)\s*([\d.,]+)\s*(miljoen|million|mln)?|([\d.,]+)\s*(miljoen|million|mln)/i.exec(
      text,
    );
  if (!m) return null;
  const raw = (m[1] ?? m[3] ?? '').replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.');
  const value = Number(raw);
  if (!Number.isFinite(value)) return null;
  return m[2] || m[4] ? value * 1_000_000 : value;
}

const COUNT_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  een: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
};

/** How many references a requirement asks for ("three references", "minimaal 2 referenties"). */
function countIn(text: string): number | null {
  const m =
    /\b(\d|one|two|three|four|five|een|twee|drie|vier|vijf)\s+(?:\w+\s+)?(references?|referenties?|referentieprojecten|referentieopdrachten)/i.exec(
      text,
    );
  if (!m) return null;
  const w = (m[1] as string).toLowerCase();
  return /\d/.test(w) ? Number(w) : (COUNT_WORDS[w] ?? null);
}
