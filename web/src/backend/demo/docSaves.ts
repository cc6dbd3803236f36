/**
 * Which documents the next save writes (issue 22 item 6): the store tells the paths of every
 * commit, and a save takes the shards of those written since the last one (docShards.ts), or
 * every shard when the state is new or stored in the layout before shards; and the heads of the
 * matches collections written (deferredDocs.ts), or of all when the stored state kept none.
 */
import { type CollectionHead, type MemoryDocStore, takeHead } from '@tender/core';
import { type DocWrites, type ShardGroup, groupOfShard, shardDocs, shardOf } from './docShards';
import { MATCH_HEAD_ORDERS, headCollectionOf } from './deferredDocs';

function headCollections(paths: Iterable<string>): Set<string> {
  const collections = new Set<string>();
  for (const path of paths) {
    const collection = headCollectionOf(path);
    if (collection) collections.add(collection);
  }
  return collections;
}

/** One save's writes, and whether its heads are those of every collection. */
export interface SaveWrites extends DocWrites {
  readonly everyHead: boolean;
}

export interface DocSaves {
  /** What the next save writes; waits until the groups of its shards are in memory. */
  next(): Promise<{ readonly writes: SaveWrites; readonly paths: ReadonlySet<string> }>;
  /** The save of `next()`'s writes is done. */
  saved(writes: SaveWrites): void;
  /** The save failed: its paths go with the next one. */
  failed(paths: ReadonlySet<string>): void;
  stop(): void;
}

export function trackDocSaves(
  store: MemoryDocStore,
  saveAll: boolean,
  /** Resolves once a group's documents are in the store (all groups when none is named). */
  ready: (group?: ShardGroup) => Promise<void>,
  /** The stored state kept no heads (saved before them): the next save writes them all. */
  headsMissing = false,
): DocSaves {
  let allHeads = saveAll || headsMissing;
  let changed = new Set<string>();
  const stop = store.onCommit((paths) => {
    for (const path of paths) changed.add(path);
  });
  const failed = (paths: ReadonlySet<string>) => {
    for (const path of paths) changed.add(path);
  };
  return {
    async next() {
      const paths = changed;
      changed = new Set();
      const all = saveAll;
      const everyHead = allHeads;
      const dirty = new Set([...paths].map(shardOf));
      // A shard is written whole: a deferred group must be in memory before its shards are.
      try {
        if (all) await ready();
        else {
          const groups = new Set([...dirty].map(groupOfShard));
          if (everyHead) groups.add('matches');
          await Promise.all([...groups].map(ready));
        }
      } catch (error) {
        failed(paths); // the next save tries again
        throw error;
      }
      const heads = new Map<string, readonly CollectionHead[]>();
      for (const collection of headCollections(everyHead ? store.paths() : paths)) {
        heads.set(
          collection,
          await Promise.all(MATCH_HEAD_ORDERS.map((order) => takeHead(store, collection, order))),
        );
      }
      const shards = shardDocs(
        store.paths(),
        (shard) => all || dirty.has(shard),
        (list) => store.exportDocs(list),
      );
      for (const shard of dirty) if (!shards.has(shard)) shards.set(shard, {}); // emptied
      return { writes: { replaceAll: all, shards, heads, everyHead }, paths };
    },
    saved(writes) {
      if (writes.replaceAll) saveAll = false;
      if (writes.everyHead) allHeads = false;
    },
    failed,
    stop,
  };
}
