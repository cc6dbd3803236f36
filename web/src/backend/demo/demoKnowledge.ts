/**
 * The seeded company's knowledge base (issue 19, item 8): evidence written for the demo and kept
 * with the seed (emulator-data/knowledge-base/*.txt, listed in its seed-knowledge.json), stored
 * as an admin's upload would be, processed by core's document processor and trained by core's
 * training job, so a newcomer who opens a seeded project and presses Generate gets a draft citing
 * it, and the projects it is shown on. Loaded with a dynamic import on first need
 * (lazyDemoTenders.ts's withLazyPaths): neither the texts, the list nor the processor are part of
 * the first render. Done once: a marker is written at the end, and a reload in between picks up
 * where it stopped (documents already processed are skipped).
 */
import {
  type Actor,
  type AwardCriterion,
  type Clock,
  type DocStore,
  type FileStore,
  type KbCategory,
  type Realtime,
  Timestamp,
  docRef,
  newKbDocument,
  newKnowledgeBase,
  newProject,
  refs,
  sha256Hex,
  storagePaths,
} from '@tender/core';
import seedKnowledgeJson from '../../../../emulator-data/knowledge-base/seed-knowledge.json';

/** A knowledge base of evidence written for the demo; `documents` are files in its folder. */
export interface SeedKnowledgeBase {
  id: string;
  companyId: string;
  createdBy: string;
  name: string;
  description: string;
  category: KbCategory;
  documents: string[];
}

/** A project a newcomer finds ready to generate: its criteria typed in, no documents yet. */
export interface SeedProject {
  id: string;
  companyId: string;
  ownerId: string;
  name: string;
  description: string;
  awardCriteria: AwardCriterion[];
}

export interface SeedKnowledge {
  knowledgeBases: SeedKnowledgeBase[];
  projects: SeedProject[];
}

export const seedKnowledge = seedKnowledgeJson as unknown as SeedKnowledge;

/** The texts, each its own chunk, fetched only when seeding needs it. */
const TEXTS = import.meta.glob<string>('../../../../emulator-data/knowledge-base/*.txt', {
  query: '?raw',
  import: 'default',
});

async function textOf(name: string): Promise<string> {
  const entry = Object.entries(TEXTS).find(([path]) => path.endsWith(`/${name}`));
  if (!entry) throw new Error(`seed knowledge base: no file ${name}`);
  return entry[1]();
}

/** The demo's record that its seed knowledge bases were stored, processed and trained. */
export const DEMO_KNOWLEDGE_SEEDED = docRef<{ seededAt: Timestamp; documents: number }>(
  'ingestion/demo-knowledge',
);

export interface DemoKnowledgeDeps {
  readonly docs: DocStore;
  readonly files: FileStore;
  readonly realtime: Realtime;
  readonly clock: Clock;
}

/** The seeded projects, each written once (a project the user deleted is not brought back). */
export const DEMO_PROJECTS_SEEDED = docRef<{ seededAt: Timestamp }>('ingestion/demo-projects');

export async function seedDemoProjects(
  deps: Pick<DemoKnowledgeDeps, 'docs' | 'clock'>,
  data: SeedKnowledge = seedKnowledge,
): Promise<void> {
  if ((await deps.docs.getDoc(DEMO_PROJECTS_SEEDED)).exists) return;
  for (const project of data.projects) {
    await deps.docs.setDoc(refs.project(project.companyId, project.id), {
      ...newProject(
        { name: project.name, description: project.description, type: 'ai_draft', tenderId: null },
        project.ownerId,
      ),
      awardCriteria: project.awardCriteria,
    });
  }
  await deps.docs.setDoc(DEMO_PROJECTS_SEEDED, {
    seededAt: Timestamp.fromMillis(deps.clock.now()),
  });
}

/** Stores, processes and trains every seed knowledge base; returns how many documents it stored. */
export async function seedDemoKnowledge(
  deps: DemoKnowledgeDeps,
  data: SeedKnowledge = seedKnowledge,
): Promise<number> {
  if ((await deps.docs.getDoc(DEMO_KNOWLEDGE_SEEDED)).exists) return 0;
  let stored = 0;
  for (const kb of data.knowledgeBases) stored += await seedOne(deps, kb);
  await deps.docs.setDoc(DEMO_KNOWLEDGE_SEEDED, {
    seededAt: Timestamp.fromMillis(deps.clock.now()),
    documents: stored,
  });
  return stored;
}

async function seedOne(deps: DemoKnowledgeDeps, kb: SeedKnowledgeBase): Promise<number> {
  const m = await import('./knowledgeBaseServices');
  const { docs, files } = deps;
  const kbRef = refs.knowledgeBase(kb.companyId, kb.id);
  if (!(await docs.getDoc(kbRef)).exists) {
    await docs.setDoc(kbRef, {
      ...newKnowledgeBase(
        { name: kb.name, description: kb.description, category: kb.category, type: 'pretrained' },
        kb.createdBy,
      ),
      // Locked as an admin locks a base before training it.
      locked: true,
    });
  }
  const processor = m.createKbProcessor(deps);
  let stored = 0;
  for (const [index, name] of kb.documents.entries()) {
    const documentId = `seed-${index + 1}`;
    const record = refs.kbDocument(kb.companyId, kb.id, documentId);
    if ((await docs.getDoc(record)).data?.status === 'processed') continue;
    const bytes = new TextEncoder().encode(await textOf(name));
    const path = storagePaths.kbDocument(kb.companyId, kb.id, documentId, 'txt');
    await files.write(path, bytes, { contentType: 'text/plain' });
    await docs.setDoc(
      record,
      newKbDocument(
        {
          name,
          size: bytes.length,
          contentType: 'text/plain',
          contentHash: await sha256Hex(bytes),
        },
        path,
        kb.createdBy,
      ),
    );
    const target = m.kbDocumentOfPath(path);
    if (target) await processor.process(target, { deliveryId: `demo-seed-${documentId}` });
    stored++;
  }

  const state = (await docs.getDoc(kbRef)).data?.trainingState;
  if (state === 'trained') return stored;
  const training = {
    docs,
    realtime: deps.realtime,
    clock: deps.clock,
    model: m.demoModel,
    onError: (error: unknown) => console.error('Demo backend: seed training failed', error),
  };
  const target = { companyId: kb.companyId, knowledgeBaseId: kb.id };
  if (state === 'in_progress') {
    // A reload stopped the run: no trigger would finish it, so it runs again here.
    await m.trainKnowledgeBase(training, target);
    return stored;
  }
  // Started as the admin who owns it would (core's callable), then trained by core's job.
  const admin: Actor = {
    uid: kb.createdBy,
    companyId: kb.companyId,
    role: 'admin',
    status: 'active',
  };
  let job: Promise<unknown> = Promise.resolve();
  await m
    .createKnowledgeBaseCallables({
      docs,
      clock: deps.clock,
      startJob: (t) => {
        job = m.trainKnowledgeBase(training, t);
      },
    })
    .startKnowledgeBaseTraining(admin, { knowledgeBaseId: kb.id });
  await job;
  return stored;
}
