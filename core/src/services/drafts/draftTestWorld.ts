/**
 * A company with a trained knowledge base and a project with processed tender documents, on memory
 * ports, for the draft tests and the bench: documents are given as pages of text, chunked and
 * fact-extracted as the document processor does. For the evidence finder's own tests, `quoted`
 * offers it one knowledge-base passage without retrieval.
 */
import { chunkPages } from '../../ai/chunking';
import { LocalModel } from '../../ai/localModel';
import { createDocStoreChunkStore } from '../../ai/retrieval/docStoreChunkStore';
import { type Retriever, createLocalRetriever } from '../../ai/retrieval/retriever';
import { extractTenderFacts } from '../../documents/facts/extractTenderFacts';
import type { DocumentStructure } from '../../extraction/structure';
import { ManualClock } from '../../memory/clock';
import { MemoryDocStore } from '../../memory/docStore';
import { MemoryRealtime } from '../../memory/realtime';
import type { CompanyFactSheet } from '../../model/factSheet';
import { newKnowledgeBase, newProject } from '../../model/factories';
import { refs, rtdbPaths } from '../../model/paths';
import type { DocumentRole } from '../../model/projectDocument';
import type { DraftProgress } from '../../model/progress';
import type { LanguageModel } from '../../ports/ai';
import { Timestamp, Vector } from '../../ports/values';
import { evidenceFinder } from './draftEvidenceFinder';

export const CID = 'c1';
export const PID = 'p1';
export const KB = 'kb1';
export const UID = 'u-manager';
/** The job the tests run: its id is also the draft's. */
export const JOB = { companyId: 'c1', projectId: 'p1', jobId: 'job1' } as const;

export function draftWorld(options: { model?: LanguageModel } = {}) {
  const clock = new ManualClock(Date.UTC(2026, 10, 25, 9));
  const docs = new MemoryDocStore({ clock });
  const realtime = new MemoryRealtime();
  const model = options.model ?? new LocalModel();
  const retriever = createLocalRetriever(createDocStoreChunkStore(docs), model);
  const now = () => Timestamp.fromMillis(clock.now());
  let docSeq = 0;
  let kbDocSeq = 0;

  async function company(patch: Record<string, unknown> = {}) {
    await docs.setDoc(refs.user(UID), {
      name: 'Mara',
      email: 'mara@example.com',
      companyId: CID,
      role: 'manager',
      status: 'active',
      preferredLanguage: 'nl',
    } as never);
    await docs.setDoc(refs.company(CID), {
      name: 'Van Dijk Bouw',
      profile: {
        description: 'Civiele techniek en onderhoud',
        cpvCodes: [],
        contractTypes: [],
        publicationTypes: [],
        scope: [],
      },
      bidNoBid: [],
      writingStyle: 'Zakelijk en concreet',
      focusAreas: 'Veiligheid',
      ...patch,
    } as never);
    await docs.setDoc(refs.knowledgeBase(CID, KB), {
      ...newKnowledgeBase(
        { name: 'Bedrijfsinformatie', description: '', category: 'company_info', type: 'dynamic' },
        UID,
      ),
      documentCount: 0,
      trainingState: 'trained',
    } as never);
  }

  /** A knowledge-base document's pages become its chunks (embedded with the model). */
  async function kbDocument(name: string, pages: readonly string[]) {
    const documentId = `kd${++kbDocSeq}`;
    const chunks = chunkPages(pages);
    const vectors = await model.embed(chunks.map((c) => c.text));
    const batch = docs.batch();
    chunks.forEach((c, i) =>
      batch.set(refs.chunk(CID, KB, `${documentId}-${i}`), {
        documentId,
        index: i,
        text: c.text,
        embedding: new Vector(vectors[i] as number[]),
        source: { documentName: name, page: c.page, heading: c.heading },
        createdAt: now(),
      } as never),
    );
    await batch.commit();
    await docs.updateDoc(refs.knowledgeBase(CID, KB), { documentCount: kbDocSeq });
    retriever.invalidate(CID);
    return documentId;
  }

  async function factSheet(sheet: Partial<CompanyFactSheet>) {
    await docs.setDoc(refs.factSheet(CID, KB), factSheetOf({ extractedAt: now(), ...sheet }));
  }

  async function project(patch: Record<string, unknown> = {}) {
    await docs.setDoc(refs.project(CID, PID), {
      ...newProject(
        { name: 'Onderhoud bruggen', description: '', type: 'ai_draft', tenderId: null },
        UID,
      ),
      createdAt: now(),
      updatedAt: now(),
      ...patch,
    } as never);
  }

  /**
   * A processed project document: chunks and facts as the document processor writes them, from
   * the extractor's structure when given (tables as rows and cells), as analyseDocument does.
   */
  async function tenderDocument(
    name: string,
    pages: readonly string[],
    role: DocumentRole = 'main_tender',
    structure?: DocumentStructure | null,
  ) {
    const did = `d${++docSeq}`;
    await docs.setDoc(refs.projectDocument(CID, PID, did), {
      name,
      size: 1000,
      contentType: 'application/pdf',
      storagePath: `companies/${CID}/projects/${PID}/documents/${did}/${name}`,
      role,
      status: 'processed',
      text: null,
      summary: null,
      error: null,
      uploadedBy: UID,
      createdAt: now(),
      processedAt: now(),
      detectedType: 'pdf',
      pageCount: pages.length,
      facts: extractTenderFacts(pages, { structure }),
      warnings: [],
      chunkCount: null,
      attempt: 1,
      processingId: null,
      processingStartedAt: null,
    } as never);
    const batch = docs.batch();
    chunkPages(pages, { structure }).forEach((c, i) =>
      batch.set(refs.projectDocumentChunk(CID, PID, did, `ch${i}`), {
        text: c.text,
        page: c.page,
        heading: c.heading,
        order: c.order,
        // As the document processor writes them (projectDocumentLocation.ts).
        ...(c.tableContext ? { tableContext: c.tableContext } : {}),
      }),
    );
    await batch.commit();
    return did;
  }

  const progress = () => realtime.get<DraftProgress>(rtdbPaths.draftProgress(CID, PID));

  /** The project's lock as generateDraft's callable leaves it: job1, asked for by UID, unclaimed. */
  const draftJob = () => ({
    jobId: JOB.jobId,
    requestedBy: UID,
    startedAt: now(),
    deadlineAt: Timestamp.fromMillis(clock.now() + 60_000),
    knowledgeBaseIds: null,
    claimedAt: null,
  });
  /** What generateDraft runs with in this world. */
  const jobDeps = { docs, realtime, model, retriever, clock };

  return {
    clock,
    docs,
    realtime,
    model,
    retriever,
    company,
    kbDocument,
    factSheet,
    project,
    tenderDocument,
    progress,
    draftJob,
    jobDeps,
  };
}

/** One retrieved passage of knowledge base KB, page 1 of `documentName`. */
const passageOf = (text: string, documentName: string) => ({
  id: 'x',
  text,
  evidence: 1,
  score: 1,
  source: { knowledgeBaseId: KB, documentId: 'd', documentName, page: 1, heading: null },
});

/** Retrieval that returns one passage of knowledge base KB, whatever is asked. */
/** A company fact sheet with nothing on it but what a test gives. */
export function factSheetOf(sheet: Partial<CompanyFactSheet>): CompanyFactSheet {
  return {
    certificates: [],
    schemes: [],
    referenceProjects: [],
    keyPeople: [],
    turnover: [],
    headcount: [],
    chunkCount: 0,
    model: null,
    extractedAt: null as never,
    ...sheet,
  };
}

export const retrieverOf = (text: string, documentName = 'Operations.pdf'): Retriever =>
  ({ retrieve: async () => [passageOf(text, documentName)] }) as unknown as Retriever;

/** Retrieval that finds the passage only when the query says one of `words` (as a lexicon would). */
export const retrieverFinding = (
  text: string,
  words: readonly string[],
  documentName = 'Kb.pdf',
): Retriever =>
  ({
    retrieve: async ({ query }: { query: string }) =>
      words.some((w) => query.toLowerCase().includes(w)) ? [passageOf(text, documentName)] : [],
  }) as unknown as Retriever;

/**
 * The sentences a section would quote from `passage` for the first of `requirements` (none: a
 * gap); the others are the tender's other requirements, among which a word's weight is set by how
 * common it is. The passage is always offered, so a gap is the finder's verdict on it, never
 * retrieval missing it.
 */
export async function quoted(requirements: readonly string[], passage: string): Promise<string[]> {
  const found = await evidenceFor(requirements, passage);
  return found.requirements![0]!.passages.flatMap((p) => [...(p.sentences ?? [])]);
}

/**
 * What the evidence finder keeps for one requirement of a section when retrieval offers one
 * passage of `documentName` (retrieverOf), whatever is asked; `requirements` are the tender's
 * requirements, among which a word's weight is set by how common it is.
 */
export function evidenceFor(
  requirements: readonly string[],
  passage: string,
  options: {
    /** The section's requirement: the first of `requirements` unless named. */
    readonly requirement?: string;
    readonly documentName?: string;
    /** The day validity is read against (none: not checked). */
    readonly today?: string;
  } = {},
) {
  return evidenceFinder({
    tender: [],
    retriever: retrieverOf(passage, options.documentName),
    companyId: CID,
    knowledgeBaseIds: [KB],
    factPassages: [],
    projectName: 'p',
    requirementTexts: requirements,
    today: options.today,
  })({
    id: 's1',
    kind: 'criterion',
    heading: 'Approach',
    criterionId: null,
    weight: null,
    targetWords: 100,
    requirements: [
      { id: 'r1', text: options.requirement ?? requirements[0]!, documentName: null, page: null },
    ],
  });
}
