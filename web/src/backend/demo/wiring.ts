/**
 * The demo backend's data side: the guarded store with its trigger stand-ins, files, realtime and
 * the callables. A chunk of its own, built on first use or when the browser is idle after the
 * first render (index.ts), so the sign-in page loads only what signing in needs — not core's
 * rule checks, services and schemas (yup) (issue 22, item 7; docs/decisions.md, "The first
 * screen's JavaScript").
 */
import { type Clock, type DocStore, cryptoRandom } from '@tender/core';
import { createUserAdminService } from '@tender/core/services/index';
import type { Backend } from '../types';
import { createDemoCall } from './call';
import type { DemoAuth } from './demoAuth';
import { createDocumentPipeline } from './documentPipeline';
import { createDemoFiles } from './files';
import { createGuardedDocStore } from './guardedDocStore';
import type { DemoBackendOptions } from './index';
import { createDemoRealtime } from './realtime';
import { SEED_KNOWLEDGE_PATHS, SEED_PROJECT_PATHS } from './seedKnowledgeCompanies';
import type { DemoState } from './state';
import { lazyDemoWebsiteCallables } from './lazyWebsiteCallables';
import { createDraftJobs } from './draftJobs';
import { lazyDemoChatCallables } from './chatCallables';
import { createKnowledgeBaseJobs, withKnowledgeBaseDeletion } from './knowledgeBaseJobs';
import { demoRematch, withCompanyRematch } from './companyRematch';
import { lazyDemoSignalingCallables } from './lazySignalingCallables';
import { onceDemoTenders, withLazyDemoTenders, withLazyPaths } from './lazyDemoTenders';
import { demoTicketEvents, withTicketEvents } from './ticketEvents';
import { createVisualJobs } from './visualJobs';
import { createProjectCleanup, withProjectDeletion } from './projectDeletion';

export interface DemoWiring {
  readonly docs: DocStore;
  readonly files: Backend['files'];
  readonly realtime: Backend['realtime'];
  readonly call: Backend['call'];
  /** The demo's document triggers and projectDeleted trigger (tests wait for them). */
  documentsIdle(): Promise<void>;
  projectsIdle(): Promise<void>;
  /** Resolves once no trigger stand-in or job is running (closing the demo). */
  idle(): Promise<void>;
}

export function wireDemoBackend(deps: {
  readonly state: DemoState;
  readonly auth: DemoAuth;
  readonly clock: Clock;
  readonly options: DemoBackendOptions;
}): DemoWiring {
  const { state, auth, clock, options } = deps;
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
    documentsIdle: () => documents.idle(),
    projectsIdle: () => projects.idle(),
    async idle() {
      await documents.idle();
      await knowledgeBases.idle();
      await projects.idle();
      await drafts.idle();
      await visuals.idle();
    },
  };
}
