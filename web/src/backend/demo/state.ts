/**
 * The demo's "server": one MemoryDocStore, MemoryIdentity and MemoryFileStore, loaded from the
 * persisted state or, on first run (or after the seed changed), from the seed; saved after writes
 * (the documents' shards by docSaves.ts, the files by fileSaves.ts). The documents stored apart
 * load later (deferredLoading.ts); tabs of one browser share the saved state (tabSync.ts).
 */
import {
  type Clock,
  type DocStore,
  type FileStore,
  MemoryDocStore,
  MemoryFileStore,
  MemoryIdentity,
  MemoryRealtime,
  systemClock,
} from '@tender/core';
import { blobUrl } from './blobUrl';
import { type DeferredGroup, withDeferredCollections } from './deferredDocs';
import { loadDeferredDocs } from './deferredLoading';
import { trackDocSaves } from './docSaves';
import { trackFileSaves } from './fileSaves';
import type { DemoPersistence } from './persistence';
import { importFiles, keptProgress, restore } from './restoreState';
import { createSaver } from './saver';
import { type Seed, applySeed, seed as defaultSeed, seedVersion } from './seed';
import { syncTabs } from './tabSync';
import { withFileWriteHook, withWriteHook } from './writeHook';

export interface DemoStateOptions {
  readonly persistence: DemoPersistence;
  readonly seed?: Seed;
  readonly clock?: Clock;
  /**
   * Quiet time after a change before the state is saved; changes within it share one save. A
   * write settles once its save is done, so this is also the least time a write takes.
   */
  readonly saveDelayMs?: number;
  /** BroadcastChannel name shared by the tabs using the same persistence; none = no sync. */
  readonly syncChannel?: string;
  /**
   * The large company on top of the seed (issue 22, `?seed=large`): loaded on demand, and part
   * of the state's version, so switching starts over from the seed.
   */
  readonly largeSeed?: boolean;
  /** Deferred groups the first page reads (deferredDocs.ts groupsFirstReadAt): loaded at once. */
  readonly loadFirst?: readonly DeferredGroup[];
}

export interface DemoState {
  /** Unguarded, as Cloud Functions see Firestore; writes through it are saved. */
  readonly docs: DocStore;
  readonly store: MemoryDocStore;
  readonly identity: MemoryIdentity;
  /** Unguarded Storage, as functions see it; writes through it are saved. */
  readonly files: FileStore;
  readonly fileStore: MemoryFileStore;
  /**
   * The Realtime Database (progress). Its settled part is saved — drafts that ended, documents
   * processed or failed — as the real one keeps it (the dashboard counts drafts generated from
   * it); work still running is not: processing that a reload interrupted starts again (see
   * documentPipeline.ts) and reports afresh.
   */
  readonly realtime: MemoryRealtime;
  readonly clock: Clock;
  /** Whether this load started from the seed (nothing stored, or stored from another seed). */
  readonly seeded: boolean;
  /** Saves pending changes now. */
  flush(): Promise<void>;
  /** Resolves once the documents loaded after the first render are in `store` (deferredDocs.ts). */
  loaded(): Promise<void>;
  /** Saves pending changes and stops listening (tests, and a page being hidden for good). */
  close(): Promise<void>;
}

export async function openDemoState({
  persistence,
  seed = defaultSeed,
  clock = systemClock,
  saveDelayMs = 20,
  syncChannel,
  largeSeed = false,
  loadFirst = [],
}: DemoStateOptions): Promise<DemoState> {
  const version = `${seedVersion(seed)}${largeSeed ? '+large' : ''}`;
  // A damaged or unreadable store is no reason for the demo not to start: begin from the seed.
  const stored = await persistence.load().catch(() => null);
  const fromStore = stored?.version === version ? restore(stored, clock) : null;
  const store = fromStore?.store ?? new MemoryDocStore({ clock });
  const identity = fromStore?.identity ?? new MemoryIdentity({ clock });
  if (!fromStore) {
    await applySeed(store, identity, seed);
    if (largeSeed) {
      const { applyLargeCompany } = await import('./largeSeed');
      await applyLargeCompany(store, identity, clock.now());
    }
  }
  // The tenders and matches stored apart (deferredDocs.ts) load on first need or once idle.
  const deferred = loadDeferredDocs(store, fromStore ? stored : null, loadFirst);
  const fileStore = new MemoryFileStore({ clock, urlFor: blobUrl });
  if (fromStore && stored?.files) importFiles(fileStore, stored.files);
  const realtime = new MemoryRealtime();
  if (fromStore && stored?.realtime) realtime.importTree(stored.realtime);
  const keptRealtime = () => keptProgress(realtime.exportTree(), clock.now());

  const tabs = syncTabs({
    channelName: syncChannel,
    version,
    persistence,
    store,
    identity,
    fileStore,
    ready: () => deferred.ready(),
    pending: () => saver.pending,
  });
  const fileSaves = trackFileSaves(fileStore);
  // Only the shards of documents written since the last save are saved (docSaves.ts).
  const docSaves = trackDocSaves(
    store,
    !fromStore || stored?.legacy === true,
    (group) => (group === 'first' ? Promise.resolve() : deferred.ready(group)),
    deferred.headsMissing,
  );
  const saver = createSaver(async () => {
    const files = fileSaves.next();
    const docs = await docSaves.next().catch((error: unknown) => {
      fileSaves.failed();
      throw error;
    });
    try {
      await persistence.save(
        {
          version,
          docs: docs.writes,
          identity: identity.exportSnapshot(),
          realtime: keptRealtime(),
        },
        files,
      );
      fileSaves.saved();
      docSaves.saved(docs.writes);
    } catch (error) {
      fileSaves.failed(); // what this save missed goes with the next one
      docSaves.failed(docs.paths);
      throw error;
    }
    tabs.announceSave();
  }, saveDelayMs);
  if (!fromStore) await saver.flush(true);
  else if (deferred.headsMissing) void deferred.loaded('matches').then(() => saver.schedule());
  tabs.listen();

  const stopIdentity = identity.onChange(() => {
    if (!tabs.importing) void saver.schedule();
  });
  // Progress that settles (a draft done, a document processed) is saved like a document write.
  let lastKept = JSON.stringify(keptRealtime());
  const stopRealtime = realtime.onValue('progress', () => {
    const kept = JSON.stringify(keptRealtime());
    if (kept === lastKept) return;
    lastKept = kept;
    if (!tabs.importing) void saver.schedule();
  });
  // The browser may not run timers after the page is hidden; start the save while it still can.
  const onHide = () => void saver.flush();
  if (typeof window !== 'undefined') window.addEventListener('pagehide', onHide);

  return {
    docs: withWriteHook(withDeferredCollections(store, deferred.ready, deferred.early), () =>
      saver.schedule(),
    ),
    store,
    identity,
    files: withFileWriteHook(fileStore, (path) => {
      fileSaves.changed(path);
      return saver.schedule();
    }),
    fileStore,
    realtime,
    clock,
    seeded: !fromStore,
    flush: () => saver.flush(),
    loaded: () => deferred.ready(),
    async close() {
      stopIdentity();
      docSaves.stop();
      stopRealtime();
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', onHide);
      await saver.flush();
      tabs.close();
    },
  };
}
