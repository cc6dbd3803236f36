/**
 * The in-browser backend (ARCHITECTURE §3): no server; core's memory ports persisted to IndexedDB,
 * the same core services the Cloud Functions run, the same permission decisions as the rules, and
 * the same seed as the emulators. Sessions survive reloads (localStorage).
 */
import { type Clock, type RandomSource, systemClock } from '@tender/core';
import { lazyDocStore, once } from '../lazyDocStore';
import { lazyFiles, lazyRealtime } from '../lazyFiles';
import type { Backend } from '../types';
import { type DemoAuth, createDemoAuth } from './demoAuth';
import type { createDocumentPipeline } from './documentPipeline';
import { type DemoPersistence, defaultPersistence } from './persistence';
import type { Seed } from './seed';
import { sessionStorageFor } from './sessionScope';
import { readSession } from './sessionStore';
import { type DemoState, openDemoState } from './state';
import { largeSeedRequested } from './largeSeedOption';
import { groupsFirstReadAt } from './deferredDocs';

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
  readonly documents: { idle(): Promise<void> };
  /** The demo's projectDeleted trigger (tests wait for `idle()`). */
  readonly projects: { idle(): Promise<void> };
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
    loadFirst:
      options.persistence || typeof window === 'undefined'
        ? []
        : groupsFirstReadAt(window.location.pathname),
    largeSeed:
      options.largeSeed ??
      (!options.persistence &&
        largeSeedRequested(typeof window === 'undefined' ? undefined : window)),
  });
  const storage = options.storage ?? sessionStorageFor(window);
  const auth = createDemoAuth({
    identity: state.identity,
    docs: state.docs,
    clock,
    storage,
    ...(options.latencyMs !== undefined ? { latencyMs: options.latencyMs } : {}),
    ...(options.recentLoginMs !== undefined ? { recentLoginMs: options.recentLoginMs } : {}),
  });
  // The data side (guarded store, triggers, files, realtime, callables; wiring.ts) is a chunk of
  // its own, built on first use (a signed-in first screen reads data at once) or by `preload`,
  // which the signed-out screens' layout (AuthLayout) calls when idle after the first screen —
  // so interrupted document processing and visuals still resume without any action of the
  // user's. Not at start: the browser is idle while the first screen's chunks download, and the
  // window's load event comes before them (bench/first-render.mjs measured both). Only auth and
  // the state load before the sign-in page.
  let started = false;
  const wire = once(() => {
    started = true;
    return import('./wiring').then((m) => m.wireDemoBackend({ state, auth, clock, options }));
  });
  const whenWired = <T>(use: (wiring: Awaited<ReturnType<typeof wire>>) => T) => wire().then(use);
  let closing = false;
  const preload = () => {
    if (!closing) void wire().catch((error: unknown) => console.warn('Demo backend:', error));
  };
  // Signed in already (a reload, a link into the app): the first screen reads data at once, so
  // the data side loads now, beside the layout's and the page's chunks, rather than after them
  // (bench/large-company-lcp.mjs: about 40–90 ms of every signed-in page's first rows).
  if (!options.persistence && readSession(storage)) preload();
  return {
    kind: 'demo',
    auth,
    docs: lazyDocStore(() => whenWired((w) => w.docs)),
    files: lazyFiles(() => whenWired((w) => w.files)),
    realtime: lazyRealtime(() => whenWired((w) => w.realtime)),
    call: async (name, input) => (await wire()).call(name, input),
    preload,
    state,
    documents: { idle: async () => (await wire()).documentsIdle() },
    projects: { idle: async () => (await wire()).projectsIdle() },
    async close() {
      closing = true;
      auth.dispose();
      if (started) await (await wire()).idle();
      await state.close();
    },
  };
}

export { memoryPersistence, indexedDbPersistence, type DemoPersistence } from './persistence';
export { RECENT_LOGIN_MS } from './demoAuth';
