/**
 * Which documents the next save writes (issue 22 item 6): the store tells the paths of every
 * commit, and a save takes the shards of those written since the last one (docShards.ts), or
 * every shard when the state is new or stored in the layout before shards.
 */
import type { MemoryDocStore } from '@tender/core';
import { type DocWrites, type ShardGroup, groupOfShard, shardDocs, shardOf } from './docShards';

export interface DocSaves {
  /** What the next save writes; waits until the groups of its shards are in memory. */
  next(): Promise<{ readonly writes: DocWrites; readonly paths: ReadonlySet<string> }>;
  /** The save of `next()`'s writes is done. */
  saved(writes: DocWrites): void;
  /** The save failed: its paths go with the next one. */
  failed(paths: ReadonlySet<string>): void;
  stop(): void;
}

export function trackDocSaves(
  store: MemoryDocStore,
  saveAll: boolean,
  /** Resolves once a group's documents are in the store (all groups when none is named). */
  ready: (group?: ShardGroup) => Promise<void>,
): DocSaves {
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
      const dirty = new Set([...paths].map(shardOf));
      // A shard is written whole: a deferred group must be in memory before its shards are.
      try {
        if (all) await ready();
        else await Promise.all([...new Set([...dirty].map(groupOfShard))].map(ready));
      } catch (error) {
        failed(paths); // the next save tries again
        throw error;
      }
      const shards = shardDocs(
        store.paths(),
        (shard) => all || dirty.has(shard),
        (list) => store.exportDocs(list),
      );
      for (const shard of dirty) if (!shards.has(shard)) shards.set(shard, {}); // emptied
      return { writes: { replaceAll: all, shards }, paths };
    },
    saved(writes) {
      if (writes.replaceAll) saveAll = false;
    },
    failed,
    stop,
  };
}
