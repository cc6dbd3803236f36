/**
 * The demo's "server": one MemoryDocStore, MemoryIdentity and MemoryFileStore, loaded from the persisted state
 * or, on first run (or after the seed changed), from the seed; saved after writes. Tabs of one
 * browser share the persisted state: after a save, the others are told (BroadcastChannel) and load
 * it, so an admin's change in one tab reaches a session in another without a reload, and a stale
 * tab does not overwrite it with its older copy at its next save.
 */
import {
  type Clock,
  type DocStore,
  type FileStore,
  MemoryDocStore,
  MemoryFileStore,
  MemoryIdentity,
  MemoryRealtime,
  QueryHeads,
  systemClock,
} from '@tender/core';
import type { DemoPersistence, FileChanges } from './persistence';
import { createSaver } from './saver';
import { type Seed, applySeed, seed as defaultSeed, seedVersion } from './seed';
import { withFileWriteHook, withWriteHook } from './writeHook';
import {
  DEFERRED_GROUPS,
  type DeferredGroup,
  type EarlyAnswers,
  withDeferredCollections,
} from './deferredDocs';
import { trackDocSaves } from './docSaves';
import { importFiles, keptProgress, restore } from './restoreState';

/**
 * When the deferred documents load if no page asked for them first: after this long (ms after the
 * state opened) and once the browser is idle, so that they never compete with a first render.
 */
const DEFERRED_LOAD_DELAY_MS = 1500;

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

interface SavedMessage {
  readonly type: 'saved';
  readonly version: string;
  readonly from: string;
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
  const deferredSource = fromStore ? stored?.deferred : undefined;
  const deferredLoads = new Map<DeferredGroup, Promise<void>>();
  /** Resolves once a group is in the store, whoever asked for it. */
  const merged = new Map(
    DEFERRED_GROUPS.map((group) => {
      let resolve = () => {};
      const promise = new Promise<void>((r) => (resolve = r));
      const entry = { promise, resolve: () => ((entry.done = true), resolve()), done: false };
      return [group, entry] as const;
    }),
  );
  const readyGroup = (group: DeferredGroup): Promise<void> => {
    let load = deferredLoads.get(group);
    if (!load) {
      load = (async () => {
        if (deferredSource) store.mergeSnapshotDocs(await deferredSource(group));
        merged.get(group)!.resolve();
      })().catch((error: unknown) => {
        deferredLoads.delete(group); // the next access tries again; nothing is saved without them
        throw error;
      });
      deferredLoads.set(group, load);
    }
    return load;
  };
  const ready = async (group?: DeferredGroup) => {
    if (group) return readyGroup(group);
    for (const g of DEFERRED_GROUPS) await readyGroup(g);
  };
  // The matches' heads answer Signaling's and the dashboard's first queries before the matches
  // have loaded (deferredDocs.ts); a state saved before heads were kept writes them once loaded.
  const heads = deferredSource && stored?.heads ? new QueryHeads(stored.heads) : null;
  const headsMissing = deferredSource !== undefined && !stored?.heads;
  const early: EarlyAnswers | undefined = heads
    ? {
        // Once the matches are in the store, it answers (and may have changed since).
        answer: async (q) => (merged.get('matches')!.done ? null : heads.answer(q)),
        loaded: (group) => merged.get(group)!.promise,
      }
    : undefined;
  if (deferredSource) {
    // The first page's groups load at once, unless heads answer its queries; any other page that
    // needs them asks when it reads. The projects list and Help never wait for them, nor share
    // the main thread with them.
    for (const group of heads ? [] : loadFirst) void readyGroup(group).catch(() => undefined);
    setTimeout(() => whenIdle(() => void ready().catch(() => undefined)), DEFERRED_LOAD_DELAY_MS);
  }
  const fileStore = new MemoryFileStore({ clock, urlFor: blobUrl });
  if (fromStore && stored?.files) importFiles(fileStore, stored.files);
  const realtime = new MemoryRealtime();
  if (fromStore && stored?.realtime) realtime.importTree(stored.realtime);
  const keptRealtime = () => keptProgress(realtime.exportTree(), clock.now());

  const instance = Math.random().toString(36).slice(2);
  const channel =
    syncChannel && typeof BroadcastChannel !== 'undefined'
      ? new BroadcastChannel(syncChannel)
      : undefined;
  let importing = false;

  // Files changed since the last save; the first save of a page load writes them all (it also
  // moves a state saved with inline files to the files store).
  let changedFiles = new Set<string>();
  let saveAllFiles = true;
  const fileChanges = (): FileChanges => {
    const paths = changedFiles;
    changedFiles = new Set();
    if (saveAllFiles) return { replaceAll: true, put: fileStore.exportFiles(), removed: [] };
    const put = fileStore.exportFiles(paths);
    const kept = new Set(put.map((f) => f.path));
    return { replaceAll: false, put, removed: [...paths].filter((p) => !kept.has(p)) };
  };
  // Only the shards of documents written since the last save are saved (docSaves.ts).
  const docSaves = trackDocSaves(
    store,
    !fromStore || stored?.legacy === true,
    (group) => (!group ? ready() : group === 'first' ? Promise.resolve() : readyGroup(group)),
    headsMissing,
  );
  const saver = createSaver(async () => {
    const files = fileChanges();
    const docs = await docSaves.next().catch((error: unknown) => {
      saveAllFiles = true;
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
      saveAllFiles = false;
      docSaves.saved(docs.writes);
    } catch (error) {
      saveAllFiles = true; // what this save missed goes with the next one
      docSaves.failed(docs.paths);
      throw error;
    }
    channel?.postMessage({ type: 'saved', version, from: instance } satisfies SavedMessage);
  }, saveDelayMs);
  if (!fromStore) await saver.flush(true);
  else if (headsMissing) void merged.get('matches')!.promise.then(() => saver.schedule());

  /** Another tab saved: take its state, unless this tab has changes of its own still to save. */
  const onMessage = async (event: MessageEvent<SavedMessage>) => {
    const message = event.data;
    if (message?.type !== 'saved' || message.from === instance || message.version !== version) {
      return;
    }
    if (saver.pending) return; // our save follows and the other tab will load it
    // Our own deferred documents first, so that they cannot land on top of the newer ones.
    const ownReady = await ready().then(
      () => true,
      () => false,
    );
    const latest = ownReady ? await persistence.load().catch(() => null) : null;
    const deferredDocs = await Promise.all(
      DEFERRED_GROUPS.map((g) => latest?.deferred?.(g) ?? {}),
    ).then(
      (groups) => Object.assign({}, ...groups) as Record<string, never>,
      () => null,
    );
    if (!latest || deferredDocs === null || latest.version !== version || saver.pending) return;
    importing = true;
    try {
      // Listeners (sessions, screens) see the difference as ordinary changes.
      store.importSnapshot({ ...latest.docs, docs: { ...latest.docs.docs, ...deferredDocs } });
      identity.importSnapshot(latest.identity);
      if (latest.files) importFiles(fileStore, latest.files);
    } finally {
      importing = false;
    }
  };
  channel?.addEventListener('message', (event) => void onMessage(event));

  const stopIdentity = identity.onChange(() => {
    if (!importing) void saver.schedule();
  });
  // Progress that settles (a draft done, a document processed) is saved like a document write.
  let lastKept = JSON.stringify(keptRealtime());
  const stopRealtime = realtime.onValue('progress', () => {
    const kept = JSON.stringify(keptRealtime());
    if (kept === lastKept) return;
    lastKept = kept;
    if (!importing) void saver.schedule();
  });
  // The browser may not run timers after the page is hidden; start the save while it still can.
  const onHide = () => void saver.flush();
  if (typeof window !== 'undefined') window.addEventListener('pagehide', onHide);

  return {
    docs: withWriteHook(withDeferredCollections(store, ready, early), () => saver.schedule()),
    store,
    identity,
    files: withFileWriteHook(fileStore, (path) => {
      changedFiles.add(path);
      return saver.schedule();
    }),
    fileStore,
    realtime,
    clock,
    seeded: !fromStore,
    flush: () => saver.flush(),
    loaded: () => ready(),
    async close() {
      stopIdentity();
      docSaves.stop();
      stopRealtime();
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', onHide);
      await saver.flush();
      channel?.close();
    },
  };
}

/** Runs `task` when the browser is idle (at once where it cannot tell). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5000 });
  else task();
}

/** Download URLs the browser can open and save; a data: URL where blob URLs are unavailable. */
function blobUrl(_path: string, bytes: Uint8Array, contentType: string): string {
  if (typeof URL.createObjectURL !== 'function') {
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return `data:${contentType};base64,${btoa(binary)}`;
  }
  const url = URL.createObjectURL(
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType }),
  );
  // Long enough to open or save it; the bytes stay in the store either way.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return url;
}
