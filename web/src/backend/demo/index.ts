/**
 * The in-browser backend (ARCHITECTURE §3): no server; core's memory ports persisted to IndexedDB,
 * the same core services the Cloud Functions run, the same permission decisions as the rules, and
 * the same seed as the emulators. Sessions survive reloads (localStorage).
 */
import {
  type Clock,
  type DocStore,
  type RandomSource,
  cryptoRandom,
  systemClock,
} from '@tender/core';
import { createUserAdminService } from '@tender/core/services/index';
import type { Backend } from '../types';
import { createDemoCall } from './call';
import { type DemoAuth, createDemoAuth } from './demoAuth';
import { type DocumentPipeline, createDocumentPipeline } from './documentPipeline';
import { createDemoFiles } from './files';
import { createGuardedDocStore } from './guardedDocStore';
import { type DemoPersistence, defaultPersistence } from './persistence';
import type { Seed } from './seed';
import { SEED_KNOWLEDGE_PATHS, SEED_PROJECT_PATHS } from './seedKnowledgeCompanies';
import { createDemoRealtime } from './realtime';
import { sessionStorageFor } from './sessionScope';
import { type DemoState, openDemoState } from './state';
import { largeSeedRequested } from './largeSeedOption';
import { lazyDemoWebsiteCallables } from './lazyWebsiteCallables';
import { createDraftJobs } from './draftJobs';
import { lazyDemoChatCallables } from './chatCallables';
import { createKnowledgeBaseJobs, withKnowledgeBaseDeletion } from './knowledgeBaseJobs';
import { demoRematch, withCompanyRematch } from './companyRematch';
import { lazyDemoSignalingCallables } from './lazySignalingCallables';
import { onceDemoTenders, withLazyDemoTenders, withLazyPaths } from './lazyDemoTenders';
import { demoTicketEvents, withTicketEvents } from './ticketEvents';
import { createVisualJobs } from './visualJobs';
import { type ProjectCleanup, createProjectCleanup, withProjectDeletion } from './projectDeletion';

export interface DemoBackendOptions {
  /** Where the session lives; localStorage by default (see sessionScope.ts). */
  readonly storage?: Storage;
  /** Where the data lives; IndexedDB when the browser has it, else memory. */
  readonly persistence?: DemoPersistence;
  readonly seed?: Seed;
  readonly clock?: Clock;
  readonly random?: RandomSource;
  /** Simulated network latency for auth and callables (ms); 150 by default, 0 in most tests. */
  readonly latencyMs?: number;
  /** See DemoAuthOptions.recentLoginMs. */
  readonly recentLoginMs?: number;
  readonly saveDelayMs?: number;
  /**
   * BroadcastChannel for keeping tabs in step; by default 'tender-demo-state' when the default
   * persistence (IndexedDB) is used, none with a persistence of the caller's.
   */
  readonly syncChannel?: string;
  /** Simulated upload speed: bytes per packet and the pause between packets (see files.ts). */
  readonly upload?: { readonly chunkBytes?: number; readonly stepMs?: number };
  /** Document processing; by default core's processor, loaded on first use (documentProcessing.ts). */
  readonly loadProcessor?: Parameters<typeof createDocumentPipeline>[0]['load'];
  /** A pause after each training batch (ms), so that training progress can be watched. */
  /** A pause after each draft-generation step, so that the step list can be watched (ms). */
  readonly draftStepPauseMs?: number;
  readonly trainingPauseMs?: number;
  /** A pause before a visual is rendered, so that its pending state can be seen (ms). */
  readonly visualPauseMs?: number;
  /**
   * Store the real TED notices (web/public/demo/tenders.json) as tenders when first needed;
   * by default only with the default persistence (the app itself), not in tests of their own.
   */
  readonly demoTenders?: boolean;
  /** The large company (largeSeedOption.ts); by default as the URL or the last choice says. */
  readonly largeSeed?: boolean;
  /**
   * Store, process and train the seed's knowledge bases on first need (demoKnowledge.ts); by
   * default, as demoTenders, only with the default persistence (the app itself).
   */
  readonly demoKnowledge?: boolean;
}

export interface DemoBackend extends Backend {
  readonly kind: 'demo';
  readonly auth: DemoAuth;
  /** The unguarded state (tests, and scripted demo scenarios). */
  readonly state: DemoState;
  /** The demo's document triggers (tests wait for `idle()`). */
  readonly documents: DocumentPipeline;
  /** The demo's projectDeleted trigger (tests wait for `idle()`). */
  readonly projects: ProjectCleanup;
  /** Saves and stops listening. */
  close(): Promise<void>;
}

export async function createDemoBackend(options: DemoBackendOptions = {}): Promise<DemoBackend> {
  const clock = options.clock ?? systemClock;
  const syncChannel =
    options.syncChannel ?? (options.persistence ? undefined : 'tender-demo-state');
  const state = await openDemoState({
    persistence: options.persistence ?? defaultPersistence(),
    clock,
    ...(options.seed ? { seed: options.seed } : {}),
    ...(options.saveDelayMs !== undefined ? { saveDelayMs: options.saveDelayMs } : {}),
    ...(syncChannel ? { syncChannel } : {}),
    largeSeed:
      options.largeSeed ??
      (!options.persistence &&
        largeSeedRequested(typeof window === 'undefined' ? undefined : window)),
  });
  const auth = createDemoAuth({
    identity: state.identity,
    docs: state.docs,
    clock,
    storage: options.storage ?? sessionStorageFor(window),
    ...(options.latencyMs !== undefined ? { latencyMs: options.latencyMs } : {}),
    ...(options.recentLoginMs !== undefined ? { recentLoginMs: options.recentLoginMs } : {}),
  });
  const service = createUserAdminService({
    docs: state.docs,
    identity: state.identity,
    random: options.random ?? cryptoRandom,
    clock,
  });
  const documents = createDocumentPipeline({
    docs: state.docs,
    files: state.files,
    load:
      options.loadProcessor ??
      (() =>
        import('./documentProcessing').then((m) =>
          m.createDemoProcessor({
            docs: state.docs,
            files: state.files,
            realtime: state.realtime,
            clock,
          }),
        )),
  });
  const knowledgeBases = createKnowledgeBaseJobs({
    docs: state.docs,
    files: state.files,
    realtime: state.realtime,
    clock,
    trainingPauseMs: options.trainingPauseMs ?? 400,
  });
  const projects = createProjectCleanup({
    docs: state.docs,
    files: state.files,
    realtime: state.realtime,
  });
  const drafts = createDraftJobs({
    docs: state.docs,
    realtime: state.realtime,
    clock,
    stepPauseMs: options.draftStepPauseMs ?? 300,
  });
  const visuals = createVisualJobs({
    docs: state.docs,
    files: state.files,
    clock,
    pauseMs: options.visualPauseMs ?? 600,
  });
  void visuals.resume().catch((error: unknown) => {
    console.warn('Demo backend: could not resume rendering visuals', error);
  });
  void documents.resume().catch((error: unknown) => {
    console.warn('Demo backend: could not resume document processing', error);
  });
  // Stored and matched on first need (lazyDemoTenders.ts), from a dynamic import and a fetch,
  // never in the initial bundle.
  const ensureTenders =
    (options.demoTenders ?? !options.persistence)
      ? onceDemoTenders(() =>
          import('./demoTenders').then((m) => m.seedAndMatchDemoTenders(state.docs, clock)),
        )
      : () => Promise.resolve();
  // The seeded company's knowledge base and projects: stored (and the base processed and
  // trained) when they are first read — the projects list, the knowledge-base page, a project's
  // draft panel — from a dynamic import, never in the initial bundle (demoKnowledge.ts).
  const seedKnowledge = options.demoKnowledge ?? !options.persistence;
  const knowledge = () => import('./demoKnowledge');
  const ensureProjects = onceDemoTenders(() =>
    knowledge().then((m) => m.seedDemoProjects({ docs: state.docs, clock })),
  );
  const ensureKnowledge = onceDemoTenders(() =>
    knowledge().then((m) =>
      m.seedDemoKnowledge({
        docs: state.docs,
        files: state.files,
        realtime: state.realtime,
        clock,
      }),
    ),
  );
  const withSeedKnowledge = (store: DocStore) =>
    seedKnowledge
      ? withLazyPaths(
          withLazyPaths(store, SEED_PROJECT_PATHS, ensureProjects),
          SEED_KNOWLEDGE_PATHS,
          ensureKnowledge,
        )
      : store;
  return {
    kind: 'demo',
    auth,
    // A profile or bid/no-bid change re-matches the company, as the functions' trigger does.
    docs: withSeedKnowledge(
      withLazyDemoTenders(
        withCompanyRematch(
          withKnowledgeBaseDeletion(
            withProjectDeletion(
              visuals.wrap(
                // Ticket writes set off what the functions' ticket triggers do (ticketEvents.ts).
                withTicketEvents(
                  createGuardedDocStore(state.docs, auth.actors),
                  auth.actors,
                  demoTicketEvents(state.docs),
                ),
              ),
              (target) => projects.projectDeleted(target),
            ),
            (path) => knowledgeBases.knowledgeBaseDeleted(path),
          ),
          demoRematch(state.docs, () => clock.now()),
        ),
        ensureTenders,
      ),
    ),
    files: createDemoFiles({
      files: state.files,
      docs: state.docs,
      actors: auth.actors,
      ...options.upload,
      onFinalized: (path) => {
        documents.fileFinalized(path);
        knowledgeBases.fileFinalized(path);
      },
      onDeleted: (path) => documents.fileDeleted(path),
    }),
    realtime: createDemoRealtime(state.realtime, auth.actors),
    call: createDemoCall({
      service,
      websites: lazyDemoWebsiteCallables(state.docs, clock),
      knowledgeBases: knowledgeBases.callables,
      drafts: drafts.callables,
      chat: lazyDemoChatCallables({ docs: state.docs, realtime: state.realtime, clock }),
      signaling: lazyDemoSignalingCallables(state.docs, ensureTenders),
      actors: auth.actors,
      ...(options.latencyMs !== undefined ? { latencyMs: options.latencyMs } : {}),
    }),
    state,
    documents,
    projects,
    async close() {
      auth.dispose();
      await documents.idle();
      await knowledgeBases.idle();
      await projects.idle();
      await drafts.idle();
      await visuals.idle();
      await state.close();
    },
  };
}

export { memoryPersistence, indexedDbPersistence, type DemoPersistence } from './persistence';
export { RECENT_LOGIN_MS } from './demoAuth';
