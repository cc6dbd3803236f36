/**
 * Tabs of one browser share the persisted state: after a save, a tab tells the others
 * (BroadcastChannel) and they load it, so an admin's change in one tab reaches a session in
 * another without a reload, and a stale tab does not overwrite it with its older copy at its next
 * save. A tab with changes of its own still to save keeps them: its save follows, and the others
 * load that.
 */
import type { MemoryDocStore, MemoryFileStore, MemoryIdentity } from '@tender/core';
import { DEFERRED_GROUPS } from './deferredDocs';
import type { DemoPersistence } from './persistence';
import { importFiles } from './restoreState';

interface SavedMessage {
  readonly type: 'saved';
  readonly version: string;
  readonly from: string;
}

export interface TabSyncOptions {
  /** BroadcastChannel name shared by the tabs using the same persistence; none = no sync. */
  readonly channelName: string | undefined;
  /** The state's version: a tab on another seed is not listened to. */
  readonly version: string;
  readonly persistence: DemoPersistence;
  readonly store: MemoryDocStore;
  readonly identity: MemoryIdentity;
  readonly fileStore: MemoryFileStore;
  /** Resolves once this tab's deferred documents are in the store. */
  readonly ready: () => Promise<void>;
  /** Whether this tab has changes still to save. */
  readonly pending: () => boolean;
}

export interface TabSync {
  /** Tells the other tabs that this one saved. */
  announceSave(): void;
  /** From now on, another tab's save is taken in. */
  listen(): void;
  /** Whether another tab's state is being taken in: its changes are not this tab's to save. */
  readonly importing: boolean;
  close(): void;
}

export function syncTabs(options: TabSyncOptions): TabSync {
  const { channelName, version, persistence, store, identity, fileStore, ready, pending } = options;
  const instance = Math.random().toString(36).slice(2);
  const channel =
    channelName && typeof BroadcastChannel !== 'undefined'
      ? new BroadcastChannel(channelName)
      : undefined;
  let importing = false;

  /** Another tab saved: take its state, unless this tab has changes of its own still to save. */
  const onMessage = async (event: MessageEvent<SavedMessage>) => {
    const message = event.data;
    if (message?.type !== 'saved' || message.from === instance || message.version !== version) {
      return;
    }
    if (pending()) return; // our save follows and the other tab will load it
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
    if (!latest || deferredDocs === null || latest.version !== version || pending()) return;
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

  return {
    announceSave() {
      channel?.postMessage({ type: 'saved', version, from: instance } satisfies SavedMessage);
    },
    listen() {
      channel?.addEventListener('message', (event) => void onMessage(event));
    },
    get importing() {
      return importing;
    },
    close() {
      channel?.close();
    },
  };
}
