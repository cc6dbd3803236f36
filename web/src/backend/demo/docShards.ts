/**
 * How the demo stores its documents: in shards, a few dozen records of JSON text, so that a save
 * rewrites only the shards whose documents changed, and a load reads the documents the first
 * render may need without the bulky tenders and matches (deferredDocs.ts). With the large company
 * (issue 22 item 6) exporting and storing all 41,000 documents took about a second per save, on
 * the main thread, after every write; one shard of a group is a few hundred documents.
 *
 * JSON text rather than objects: IndexedDB's structured clone of 20,000 small objects took
 * longer to read back than JSON.parse of the same data as one string.
 */
import type { CollectionHead, DocStoreSnapshot } from '@tender/core';
import { type DeferredGroup, deferredGroup } from './deferredDocs';

export type Docs = DocStoreSnapshot['docs'];
/** The documents the first render may need, or a group loaded after it. */
export type ShardGroup = 'first' | DeferredGroup;

/** Shards per group: a few hundred documents each with the large company. */
const SHARD_COUNT: Record<ShardGroup, number> = { first: 8, matches: 32, tenders: 32 };

/** What one save writes of the documents. */
export interface DocWrites {
  /** Every shard is in `shards`; stored shards not among them are removed. */
  readonly replaceAll: boolean;
  /** Shard key → every document of that shard now (an empty one removes the shard). */
  readonly shards: ReadonlyMap<string, Docs>;
  /**
   * Collection path → its heads now (deferredDocs.ts MATCH_HEAD_ORDERS), for every collection
   * with a document written; with `replaceAll`, or when the stored state kept none, of all.
   */
  readonly heads?: ReadonlyMap<string, readonly CollectionHead[]>;
}

/** FNV-1a: cheap and evenly spread; the shard of a path never changes. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The shard key of a document path, e.g. `matches-07`. */
export function shardOf(path: string): string {
  const group: ShardGroup = deferredGroup(path) ?? 'first';
  return `${group}-${String(hash(path) % SHARD_COUNT[group]).padStart(2, '0')}`;
}

/** The group of a shard key. */
export function groupOfShard(shard: string): ShardGroup {
  return shard.slice(0, shard.indexOf('-')) as ShardGroup;
}

/** The shards of the given document paths, each with its documents (exported by `exportDocs`). */
export function shardDocs(
  paths: Iterable<string>,
  wanted: (shard: string) => boolean,
  exportDocs: (paths: string[]) => Docs,
): Map<string, Docs> {
  const byShard = new Map<string, string[]>();
  for (const path of paths) {
    const shard = shardOf(path);
    if (!wanted(shard)) continue;
    let list = byShard.get(shard);
    if (!list) byShard.set(shard, (list = []));
    list.push(path);
  }
  return new Map([...byShard].map(([shard, list]) => [shard, exportDocs(list)]));
}
