/**
 * Loading the documents stored apart (deferredDocs.ts: the tenders and the matches) into the
 * demo's store: on first need, or once the browser is idle after the first render, whichever
 * comes first. Until the matches are in, their stored heads answer the first queries.
 */
import { type MemoryDocStore, QueryHeads } from '@tender/core';
import { DEFERRED_GROUPS, type DeferredGroup, type EarlyAnswers } from './deferredDocs';
import type { PersistedState } from './persistence';

/**
 * When the deferred documents load if no page asked for them first: after this long (ms after the
 * state opened) and once the browser is idle, so that they never compete with a first render.
 */
const DEFERRED_LOAD_DELAY_MS = 1500;

export interface DeferredLoading {
  /** Loads a group (every group when none is named) once; resolves when it is in the store. */
  ready(group?: DeferredGroup): Promise<void>;
  /** Resolves once a group is in the store, whoever asked for it, without asking for it. */
  loaded(group: DeferredGroup): Promise<void>;
  /** The heads' answers before the matches load; none when the stored state kept no heads. */
  readonly early: EarlyAnswers | undefined;
  /** The stored state has deferred documents but no heads (saved before heads were kept). */
  readonly headsMissing: boolean;
}

export function loadDeferredDocs(
  store: MemoryDocStore,
  /** The stored state `store` was restored from; null when it started from the seed. */
  stored: PersistedState | null,
  /** Deferred groups the first page reads (deferredDocs.ts groupsFirstReadAt): loaded at once. */
  loadFirst: readonly DeferredGroup[],
): DeferredLoading {
  const deferredSource = stored?.deferred;
  const deferredLoads = new Map<DeferredGroup, Promise<void>>();
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
  const loaded = (group: DeferredGroup) => merged.get(group)!.promise;
  // The matches' heads answer Signaling's and the dashboard's first queries before the matches
  // have loaded (deferredDocs.ts); a state saved before heads were kept writes them once loaded.
  const heads = deferredSource && stored?.heads ? new QueryHeads(stored.heads) : null;
  const early: EarlyAnswers | undefined = heads
    ? {
        // Once the matches are in the store, it answers (and may have changed since).
        answer: async (q) => (merged.get('matches')!.done ? null : heads.answer(q)),
        loaded,
      }
    : undefined;
  if (deferredSource) {
    // The first page's groups load at once, unless heads answer its queries; any other page that
    // needs them asks when it reads. The projects list and Help never wait for them, nor share
    // the main thread with them.
    for (const group of heads ? [] : loadFirst) void readyGroup(group).catch(() => undefined);
    setTimeout(() => whenIdle(() => void ready().catch(() => undefined)), DEFERRED_LOAD_DELAY_MS);
  }
  return { ready, loaded, early, headsMissing: deferredSource !== undefined && !stored?.heads };
}

/** Runs `task` when the browser is idle (at once where it cannot tell). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5000 });
  else task();
}
